#!/usr/bin/env node
/**
 * Builds what is missing or older than its sources: the server (tsc) and the five web apps (webpack,
 * production). `--all` rebuilds everything. Used by `npm start`, `npm test` and `npm run build`.
 */
const { execFileSync } = require('child_process');
const fs = require('fs');
const path = require('path');

const root = path.join(__dirname, '..');
const WEB_APPS = ['shell', 'customer-app', 'admin-app', 'vendor-app', 'forms-app'];
const SHARED_WEB = [
  'shared-ui/src',
  'domain/src',
  'webpack.shared.js',
  'webpack.prerender.js',
  'tsconfig.web.json',
  'package-lock.json'
];
const STAMP = '.build-stamp';

function newest(target) {
  const full = path.join(root, target);
  if (!fs.existsSync(full)) return 0;
  const stat = fs.statSync(full);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let max = 0;
  for (const entry of fs.readdirSync(full, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name === 'dist' || entry.name.startsWith('.')) continue;
    max = Math.max(max, newest(path.join(target, entry.name)));
  }
  return max;
}

function builtAt(dist) {
  const stamp = path.join(root, dist, STAMP);
  return fs.existsSync(stamp) ? fs.statSync(stamp).mtimeMs : 0;
}

function stamp(dist) {
  fs.writeFileSync(path.join(root, dist, STAMP), new Date().toISOString());
}

function isStale(sources, dist) {
  const at = builtAt(dist);
  return at === 0 || sources.some((s) => newest(s) > at);
}

function buildServer(all) {
  if (!all && !isStale(['server/src', 'domain/src', 'server/tsconfig.json', 'domain/tsconfig.json'], 'server/dist'))
    return false;
  console.log('Building the server (tsc)...');
  execFileSync(process.execPath, [require.resolve('typescript/bin/tsc'), '-b', 'server'], {
    cwd: root,
    stdio: 'inherit'
  });
  stamp('server/dist');
  return true;
}

function buildWeb(all) {
  const stale = WEB_APPS.filter(
    (app) => all || isStale([`${app}/src`, `${app}/webpack.config.js`, ...SHARED_WEB], `${app}/dist`)
  );
  if (stale.length === 0) return Promise.resolve(false);
  console.log(`Building ${stale.join(', ')} (webpack, production)...`);
  const webpack = require('webpack');
  const configs = stale.map((app) => {
    const make = require(path.join(root, app, 'webpack.config.js'));
    return typeof make === 'function' ? make({}, { mode: 'production' }) : make;
  });
  return new Promise((resolve, reject) => {
    webpack(configs, (error, stats) => {
      if (error) return reject(error);
      if (stats.hasErrors()) {
        console.error(stats.toString({ all: false, errors: true, colors: false }));
        return reject(new Error('webpack build failed'));
      }
      stale.forEach((app) => stamp(`${app}/dist`));
      resolve(true);
    });
  });
}

async function build({ all = false } = {}) {
  const started = Date.now();
  const server = buildServer(all);
  const web = await buildWeb(all);
  if (server || web) console.log(`Built in ${((Date.now() - started) / 1000).toFixed(1)} s.`);
}

module.exports = { build };

if (require.main === module) {
  build({ all: process.argv.includes('--all') }).catch((error) => {
    console.error(error.message || error);
    process.exit(1);
  });
}
