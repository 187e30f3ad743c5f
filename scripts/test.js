#!/usr/bin/env node
/**
 * `npm test`: every test of the portal. Type checks and lint, then the jest projects (domain, server API,
 * components, tooling), then a production build and the browser journeys against the real server.
 * With DATABASE_URL set, the API suite and the journeys run on PostgreSQL instead of SQLite.
 * Ends with one line: `tests: N passed, N failed`.
 */
const { spawnSync } = require('child_process');
const fs = require('fs');
const path = require('path');
const { build } = require('./build');
const { ensureChromium } = require('./chromium');

const root = path.join(__dirname, '..');
const results = path.join(root, '.test-results');
const UNIT_PROJECTS = [
  'domain',
  'tooling',
  'server',
  'shared-ui',
  'shell',
  'customer-app',
  'admin-app',
  'vendor-app',
  'forms-app'
];

/** How long each part took, printed at the end: a run that ends near CI's time limit says where the time went. */
const took = [];

function timed(label, work) {
  const started = Date.now();
  const result = work();
  const done = () => took.push(`${label} ${Math.round((Date.now() - started) / 1000)} s`);
  if (result instanceof Promise) return result.finally(done);
  done();
  return result;
}

function run(label, command, args, env = {}) {
  console.log(`\n== ${label} ==`);
  return timed(label, () => {
    const res = spawnSync(command, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
    return res.status === 0;
  });
}

function jest(label, projects, outFile, extra = []) {
  const args = [
    require.resolve('jest/bin/jest'),
    '--selectProjects',
    ...projects,
    '--json',
    `--outputFile=${outFile}`,
    ...extra
  ];
  return run(label, process.execPath, args);
}

function counts(file) {
  if (!fs.existsSync(file)) return { passed: 0, failed: 1 };
  const r = JSON.parse(fs.readFileSync(file, 'utf8'));
  const suiteFailures = r.numFailedTestSuites > 0 && r.numFailedTests === 0 ? r.numFailedTestSuites : 0;
  return { passed: r.numPassedTests, failed: r.numFailedTests + suiteFailures };
}

async function main() {
  fs.rmSync(results, { recursive: true, force: true });
  fs.mkdirSync(results, { recursive: true });
  const database = process.env.DATABASE_URL ? 'PostgreSQL' : 'SQLite';
  console.log(`GIA tests on ${database}`);
  ensureChromium();

  const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
  const typesOk = run('Type check (every workspace)', npm, ['run', '--silent', 'typecheck']);
  const lintOk = run('Lint (ESLint with the import boundaries, Prettier)', npm, ['run', '--silent', 'lint']);

  const unitFile = path.join(results, 'unit.json');
  // In a new order each run (jest prints the seed; `--seed=N` repeats it): a test that needs another to run first fails.
  jest('Unit, component and API tests', UNIT_PROJECTS, unitFile, ['--maxWorkers=2', '--randomize']);

  await timed('Production build', build);
  const e2eFile = path.join(results, 'e2e.json');
  jest('Browser journeys', ['e2e'], e2eFile, ['--runInBand']);

  const unit = counts(unitFile);
  const e2e = counts(e2eFile);
  const passed = unit.passed + e2e.passed;
  const failed = unit.failed + e2e.failed + (typesOk ? 0 : 1) + (lintOk ? 0 : 1);
  const ok = (passing) => (passing ? 'ok' : 'FAILED');
  console.log(
    `\nunit/API: ${unit.passed} passed, ${unit.failed} failed; journeys: ${e2e.passed} passed, ${e2e.failed} failed; type check: ${ok(typesOk)}; lint: ${ok(lintOk)}`
  );
  console.log(`time: ${took.join('; ')}`);
  console.log(`tests: ${passed} passed, ${failed} failed`);
  process.exit(failed === 0 ? 0 : 1);
}

main().catch((error) => {
  console.error(error);
  console.log('tests: 0 passed, 1 failed');
  process.exit(1);
});
