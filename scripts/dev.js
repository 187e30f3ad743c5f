#!/usr/bin/env node
/**
 * `npm run dev`: live reload. The API on :8080 (rebuilt and restarted when server or domain code
 * changes), the shell on :3000 (proxying /api) and each remote on its own webpack dev server
 * (:3001-3004). Open http://localhost:3000/.
 */
const { execFileSync, spawn } = require('child_process');
const path = require('path');

const root = path.join(__dirname, '..');
const bin = (pkg, file) => require.resolve(`${pkg}/${file}`);
const children = [];

function start(label, args, env = {}) {
  const child = spawn(process.execPath, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
  child.on('exit', (code) => console.log(`[${label}] exited with ${code}`));
  children.push(child);
}

execFileSync(process.execPath, [bin('typescript', 'bin/tsc'), '-b', 'server'], { cwd: root, stdio: 'inherit' });
start('tsc', [bin('typescript', 'bin/tsc'), '-b', 'server', '--watch', '--preserveWatchOutput']);
start('api', ['--watch-path=server/dist', '--watch-path=domain/dist', 'server/dist/server.js'], {
  PORT: process.env.PORT || '8080'
});
for (const app of ['shell', 'customer-app', 'admin-app', 'vendor-app', 'forms-app']) {
  start(app, [bin('webpack-cli', 'bin/cli.js'), 'serve', '--mode', 'development', '-c', `${app}/webpack.config.js`]);
}

const stop = () => {
  children.forEach((c) => c.kill('SIGTERM'));
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
