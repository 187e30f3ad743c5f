#!/usr/bin/env node
/**
 * `npm run bench`: builds what is stale, then prints every speed, memory and size figure with its
 * target: API lists at 10 k / 100 k / 1 M rows, submissions per second (SQLite, PostgreSQL),
 * upload memory and throughput, JS bytes per screen, Lighthouse scores. Not part of `npm test`.
 */
const { spawnSync } = require('child_process');
const path = require('path');
const { build } = require('./build');

const root = path.join(__dirname, '..');

function runNode(label, args) {
  console.log(`\n== ${label} ==`);
  const res = spawnSync(process.execPath, args, { cwd: root, stdio: 'inherit' });
  return res.status === 0;
}

async function main() {
  await build();
  const only = process.argv.slice(2);
  const want = (name) => only.length === 0 || only.includes(name);
  const results = [];
  if (want('api')) results.push(['api', runNode('API lists', ['bench/api.js'])]);
  if (want('submissions')) results.push(['submissions', runNode('Submissions', ['bench/submissions.js'])]);
  if (want('upload')) results.push(['upload', runNode('Uploads', ['server/bench/upload.js'])]);
  if (want('bytes')) {
    results.push([
      'bytes',
      runNode('JavaScript bytes per screen', [
        require.resolve('jest/bin/jest'),
        '--selectProjects',
        'e2e',
        '--runInBand',
        '--',
        'bundle-size'
      ])
    ]);
  }
  if (want('lighthouse')) results.push(['lighthouse', runNode('Lighthouse', ['bench/lighthouse.js'])]);
  console.log(`\n${results.map(([n, ok]) => `${n}: ${ok ? 'ran' : 'FAILED'}`).join(', ')}`);
  process.exit(results.every(([, ok]) => ok) ? 0 : 1);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
