#!/usr/bin/env node
/**
 * `npm run release -- <app>`: builds one role app (or the shell) and publishes it as a new immutable
 * version under DATA_DIR/releases/<app>/<version>/ (version: package version + content hash of the
 * built files), then points the running portal at it. The server reads the pointer at request time:
 * no restart, nothing else rebuilt. The last five versions of each app stay served for open tabs, and
 * so do the live one and the one live before the latest release, however old.
 *
 *   npm run release -- <app>                   build, check, publish, make live
 *   npm run release -- <app> --prebuilt <dir>  publish a folder built elsewhere (e.g. by CI) instead
 *   npm run release -- <app> --rollback        make the version before the live one live again
 *   npm run release -- <app> --to <version>    make any kept version live
 *   npm run release -- <app> --list            the kept versions, their dates, which one is live
 *   npm run release -- --core                  only record shared-ui's public API (bumping its version)
 *
 * <app>: customer | admin | vendor | forms | shell. DATA_DIR as the server reads it (default ./data);
 * WEB_ROOT: where the portal's own builds (<app>/dist) are, default this checkout.
 *
 * On disk: DATA_DIR/releases/<app>/<version>/ holds the built files and release.json ({ version,
 * publishedAt }); DATA_DIR/releases/<app>/live.json ({ version, since }) is the pointer. No pointer: the
 * portal serves its own build (<app>/dist at /remotes/<name>/). server/src/releases reads the same files.
 */
const crypto = require('crypto');
const fs = require('fs');
const os = require('os');
const path = require('path');

const ROOT = path.join(__dirname, '..');
const KEEP = 5;
const APPS = {
  customer: { folder: 'customer-app', federation: 'customer_app' },
  admin: { folder: 'admin-app', federation: 'admin_app' },
  vendor: { folder: 'vendor-app', federation: 'vendor_app' },
  forms: { folder: 'forms-app', federation: 'forms_app' },
  shell: { folder: 'shell', federation: 'shell' }
};
const REMOTE_APPS = ['customer', 'admin', 'vendor', 'forms'];
const VERSION_PATTERN = /^[0-9]+\.[0-9]+\.[0-9]+(-[0-9A-Za-z.]+)?-[0-9a-f]{10}$/;

class ReleaseError extends Error {}

function settings(env = process.env) {
  const dataDir = path.resolve(env.DATA_DIR || './data');
  return { dataDir, releases: path.join(dataDir, 'releases'), webRoot: path.resolve(env.WEB_ROOT || ROOT) };
}

const appDir = (s, app) => path.join(s.releases, app);
const pointerFile = (s, app) => path.join(appDir(s, app), 'live.json');

function readJson(file) {
  return JSON.parse(fs.readFileSync(file, 'utf8'));
}

/** Writes a file whole or not at all: a server reading it at that moment sees the old or the new one. */
function writeAtomically(file, text) {
  const temporary = `${file}.${process.pid}.${Date.now()}.tmp`;
  fs.writeFileSync(temporary, text);
  fs.renameSync(temporary, file);
}

function livePointer(s, app) {
  const file = pointerFile(s, app);
  if (!fs.existsSync(file)) return null;
  const pointer = readJson(file);
  return typeof pointer.version === 'string' ? pointer : null;
}

/** Kept versions, newest first. */
function versions(s, app) {
  const dir = appDir(s, app);
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir, { withFileTypes: true })
    .filter(
      (e) => e.isDirectory() && VERSION_PATTERN.test(e.name) && fs.existsSync(path.join(dir, e.name, 'release.json'))
    )
    .map((e) => readJson(path.join(dir, e.name, 'release.json')))
    .sort((a, b) =>
      a.publishedAt === b.publishedAt ? b.version.localeCompare(a.version) : b.publishedAt.localeCompare(a.publishedAt)
    );
}

function pointAt(s, app, version) {
  fs.mkdirSync(appDir(s, app), { recursive: true });
  writeAtomically(pointerFile(s, app), `${JSON.stringify({ version, since: new Date().toISOString() }, null, 2)}\n`);
}

/** The portal's own build of an app, served when no release is live. */
const ownBuild = (s, app) => path.join(s.webRoot, APPS[app].folder, 'dist');

/** The folder the portal serves an app from right now. */
function liveFolder(s, app) {
  const pointer = livePointer(s, app);
  if (pointer) return { folder: path.join(appDir(s, app), pointer.version), label: `${app} ${pointer.version}` };
  return { folder: ownBuild(s, app), label: `the portal's own build of ${APPS[app].folder}` };
}

function readManifest(folder) {
  const file = path.join(folder, 'mf-manifest.json');
  return fs.existsSync(file) ? readJson(file) : null;
}

/** What a build provides ({ name: version }) and requires ([{ name, requiredVersion }]), from its manifest. */
function provided(manifest) {
  return Object.fromEntries(
    (manifest.shared || []).filter((s) => typeof s.version === 'string').map((s) => [s.name, s.version])
  );
}
function required(manifest) {
  return (manifest.shared || []).filter((s) => typeof s.requiredVersion === 'string' && s.requiredVersion !== '*');
}

/** The reasons a remote cannot run on a shell, one line each; empty when it can. */
function incompatibilities(remoteManifest, shellManifest) {
  const { satisfies } = require('compare-versions');
  const shellHas = provided(shellManifest);
  const problems = [];
  for (const need of required(remoteManifest)) {
    const has = shellHas[need.name];
    if (!has || has === 'UNKNOWN')
      problems.push(`${need.name} ${need.requiredVersion}: the live shell does not provide it`);
    else if (!satisfies(has, need.requiredVersion))
      problems.push(`${need.name} ${need.requiredVersion}: the live shell provides ${has}`);
  }
  return problems;
}

/** Refuses a release that would leave an app running against shared libraries it was not built for. */
function checkCompatible(s, app, manifest, env) {
  if (!manifest)
    throw new ReleaseError(
      `Refused: ${app} has no mf-manifest.json, so which shared libraries it needs is unknown. Build it with this checkout's webpack.shared.js.`
    );
  if (app !== 'shell') {
    const shell = liveFolder(s, 'shell');
    const shellManifest = readManifest(shell.folder);
    if (!shellManifest)
      throw new ReleaseError(
        `Refused: the live shell (${shell.label}) has no mf-manifest.json, so what it provides is unknown. Build or release the shell first (npm run release -- shell).`
      );
    const problems = incompatibilities(manifest, shellManifest);
    if (problems.length) {
      throw new ReleaseError(
        `Refused: ${app} needs shared run-time libraries that the live shell (${shell.label}) does not provide:\n` +
          problems.map((p) => `  - ${p}`).join('\n') +
          `\nIt would run against the wrong copy. Release a shell that provides them first (npm run release -- shell), or build ${app} against the live shell's versions.`
      );
    }
    return;
  }
  const lines = [];
  for (const remote of REMOTE_APPS) {
    if (env[`REMOTE_${remote.toUpperCase()}_URL`]) continue; // served from elsewhere: its host checks it
    const live = liveFolder(s, remote);
    const remoteManifest = readManifest(live.folder);
    if (!remoteManifest) continue;
    for (const p of incompatibilities(remoteManifest, manifest))
      lines.push(`  - ${live.label} needs ${p.replace('the live shell', 'this shell')}`);
  }
  if (lines.length) {
    throw new ReleaseError(
      `Refused: this shell does not provide what the live apps need:\n${lines.join('\n')}\nRelease those apps built against this shell's versions, or keep the live shell.`
    );
  }
}

function listFiles(dir, base = dir) {
  return fs
    .readdirSync(dir, { withFileTypes: true })
    .flatMap((e) =>
      e.isDirectory() ? listFiles(path.join(dir, e.name), base) : [path.relative(base, path.join(dir, e.name))]
    )
    .sort();
}

/** The content hash of a build: every file's name and bytes (the shell's pages are rewritten after, so left out). */
function contentHash(dir) {
  const hash = crypto.createHash('sha256');
  for (const file of listFiles(dir)) {
    if (/^(index|landing)\.html(\.gz|\.br)?$/.test(file) || file === 'release.json' || file === '.build-stamp')
      continue;
    hash
      .update(file)
      .update('\0')
      .update(fs.readFileSync(path.join(dir, file)))
      .update('\0');
  }
  return hash.digest('hex').slice(0, 10);
}

function packageVersion(app, manifest) {
  const fromBuild =
    manifest && manifest.metaData && manifest.metaData.buildInfo && manifest.metaData.buildInfo.buildVersion;
  return fromBuild || readJson(path.join(ROOT, APPS[app].folder, 'package.json')).version;
}

/**
 * The shell's pages (index.html for every path, landing.html: `/` prerendered) name their scripts from the
 * site root (they are served at every path); a released shell's files live under /releases/shell/<version>/,
 * so its pages are pointed there. Their compressed twins go: the pages are small and the server sends them as they are.
 */
function rewriteShellPage(dir, version) {
  if (!fs.existsSync(path.join(dir, 'index.html')))
    throw new ReleaseError('Refused: the shell build has no index.html.');
  for (const name of ['index.html', 'landing.html']) {
    const page = path.join(dir, name);
    if (!fs.existsSync(page)) continue;
    // Only the scripts' addresses: the prerendered links (`<a href="/signin">`) are the portal's own paths.
    const html = fs
      .readFileSync(page, 'utf8')
      .replace(/(<(?:script|link)\b[^>]*?\s(?:src|href)=["']?)\/(?!\/|releases\/)/g, `$1/releases/shell/${version}/`);
    fs.writeFileSync(page, html);
    for (const twin of [`${name}.gz`, `${name}.br`]) fs.rmSync(path.join(dir, twin), { force: true });
  }
}

function copyDir(from, to) {
  fs.mkdirSync(to, { recursive: true });
  for (const file of listFiles(from)) {
    fs.mkdirSync(path.dirname(path.join(to, file)), { recursive: true });
    fs.copyFileSync(path.join(from, file), path.join(to, file));
  }
}

/**
 * Removes versions beyond the newest five (by publication date). The live one always stays, however old
 * (a release may point back at an already-published version), and so does `previous`, the one live just
 * before this release: the tabs open right now run it and still ask for its chunks.
 */
function prune(s, app, previous) {
  const live = livePointer(s, app);
  const stays = new Set([live && live.version, previous].filter(Boolean));
  const removed = [];
  versions(s, app)
    .slice(KEEP)
    .forEach((r) => {
      if (stays.has(r.version)) return;
      fs.rmSync(path.join(appDir(s, app), r.version), { recursive: true, force: true });
      removed.push(r.version);
    });
  return removed;
}

/** Builds one app with production settings into `outDir`, leaving <app>/dist (the portal's own build) alone. */
function buildApp(app, outDir) {
  const webpack = require('webpack');
  const make = require(path.join(ROOT, APPS[app].folder, 'webpack.config.js'));
  const config = typeof make === 'function' ? make({}, { mode: 'production' }) : make;
  config.output.path = outDir;
  return new Promise((resolve, reject) => {
    webpack(config, (error, stats) => {
      if (error) return reject(error);
      if (stats.hasErrors())
        return reject(
          new ReleaseError(
            `The build of ${app} failed:\n${stats.toString({ all: false, errors: true, colors: false })}`
          )
        );
      resolve();
    });
  });
}

/** Publishes a built folder as a version and makes it live. Answers what it did. */
function publish(s, app, builtDir, env = process.env) {
  const manifest = readManifest(builtDir);
  checkCompatible(s, app, manifest, env);
  const version = `${packageVersion(app, manifest)}-${contentHash(builtDir)}`;
  const target = path.join(appDir(s, app), version);
  const before = livePointer(s, app);
  let published = false;
  if (!fs.existsSync(path.join(target, 'release.json'))) {
    const staging = path.join(appDir(s, app), `.staging-${version}-${process.pid}`);
    fs.rmSync(staging, { recursive: true, force: true });
    copyDir(builtDir, staging);
    fs.rmSync(path.join(staging, '.build-stamp'), { force: true });
    if (app === 'shell') rewriteShellPage(staging, version);
    fs.writeFileSync(
      path.join(staging, 'release.json'),
      `${JSON.stringify({ app, version, publishedAt: new Date().toISOString() }, null, 2)}\n`
    );
    fs.rmSync(target, { recursive: true, force: true });
    fs.renameSync(staging, target);
    published = true;
  }
  pointAt(s, app, version);
  const pruned = prune(s, app, before && before.version);
  return { version, published, previous: before ? before.version : null, pruned };
}

/** The version published before the live one (by date), or null: then the portal's own build. */
function rollback(s, app, env = process.env) {
  const live = livePointer(s, app);
  if (!live)
    throw new ReleaseError(`Nothing to roll back: no release of ${app} is live (the portal serves its own build).`);
  const kept = versions(s, app);
  const index = kept.findIndex((r) => r.version === live.version);
  const earlier = index >= 0 ? kept[index + 1] : kept.find((r) => r.version !== live.version);
  if (earlier) {
    checkCompatible(s, app, readManifest(path.join(appDir(s, app), earlier.version)), env);
    pointAt(s, app, earlier.version);
    return { version: earlier.version, previous: live.version };
  }
  if (!fs.existsSync(path.join(ownBuild(s, app), app === 'shell' ? 'index.html' : 'remoteEntry.js'))) {
    throw new ReleaseError(
      `Nothing to roll back to: ${live.version} is the oldest kept version of ${app} and the portal has no build of its own.`
    );
  }
  checkCompatible(s, app, readManifest(ownBuild(s, app)), env);
  fs.rmSync(pointerFile(s, app), { force: true });
  return { version: null, previous: live.version };
}

function rollTo(s, app, version, env = process.env) {
  const kept = versions(s, app);
  if (!kept.some((r) => r.version === version)) {
    throw new ReleaseError(
      `${app} has no kept version ${version}. Kept: ${kept.map((r) => r.version).join(', ') || 'none'}.`
    );
  }
  checkCompatible(s, app, readManifest(path.join(appDir(s, app), version)), env);
  const before = livePointer(s, app);
  pointAt(s, app, version);
  return { version, previous: before ? before.version : null };
}

function list(s, app) {
  const live = livePointer(s, app);
  const kept = versions(s, app);
  const lines = [`${app}: releases in ${appDir(s, app)}`];
  if (kept.length === 0) lines.push('  (none)');
  for (const r of kept) {
    const when = r.publishedAt.replace('T', ' ').replace(/\.\d+Z$/, ' UTC');
    lines.push(
      `${live && live.version === r.version ? '* ' : '  '}${r.version}  ${when}${live && live.version === r.version ? '  live' : ''}`
    );
  }
  if (!live) lines.push(`  live: the portal's own build (${APPS[app].folder}/dist)`);
  return lines.join('\n');
}

function usage() {
  return [
    'Usage: npm run release -- <app> [--rollback | --to <version> | --list | --prebuilt <dir>]',
    '       npm run release -- --core',
    `  <app>: ${Object.keys(APPS).join(' | ')}`
  ].join('\n');
}

function describeCore(result) {
  if (!result.changed)
    return result.recorded
      ? `shared-ui: recorded the public API of ${result.version}.`
      : `shared-ui: public API unchanged (${result.version}).`;
  const what = [
    result.added.length ? `added ${result.added.join(', ')}` : '',
    result.removed.length ? `removed ${result.removed.join(', ')}` : ''
  ]
    .filter(Boolean)
    .join('; ');
  return `shared-ui: public API changed since ${result.previous} (${what}): version ${result.version}. Commit shared-ui/package.json, shared-ui/api-release.json and package-lock.json.`;
}

async function main(argv, env = process.env) {
  const s = settings(env);
  const args = [...argv];
  const flag = (name) => {
    const i = args.indexOf(name);
    if (i < 0) return false;
    args.splice(i, 1);
    return true;
  };
  const option = (name) => {
    const i = args.indexOf(name);
    if (i < 0) return null;
    const value = args[i + 1];
    if (!value || value.startsWith('--')) throw new ReleaseError(`${name} needs a value.\n${usage()}`);
    args.splice(i, 2);
    return value;
  };
  if (flag('--core')) {
    console.log(describeCore(require('./shared-ui-api').recordCoreApi()));
    return;
  }
  const doList = flag('--list');
  const doRollback = flag('--rollback');
  const to = option('--to');
  const prebuilt = option('--prebuilt');
  const unknown = args.filter((a) => a.startsWith('--'));
  if (unknown.length) throw new ReleaseError(`Unknown option ${unknown.join(', ')}.\n${usage()}`);
  if (args.length !== 1 || !APPS[args[0]]) throw new ReleaseError(`Name one app.\n${usage()}`);
  const app = args[0];
  if ([doList, doRollback, Boolean(to), Boolean(prebuilt)].filter(Boolean).length > 1)
    throw new ReleaseError(`Give one of --list, --rollback, --to, --prebuilt.\n${usage()}`);

  if (doList) return console.log(list(s, app));
  if (doRollback) {
    const r = rollback(s, app, env);
    return console.log(
      r.version
        ? `${app}: rolled back from ${r.previous} to ${r.version}; live for every next page load.`
        : `${app}: rolled back from ${r.previous} to the portal's own build (${APPS[app].folder}/dist); live for every next page load.`
    );
  }
  if (to) {
    const r = rollTo(s, app, to, env);
    return console.log(
      `${app}: ${r.version} is live (was ${r.previous || "the portal's own build"}); live for every next page load.`
    );
  }
  let builtDir = prebuilt ? path.resolve(prebuilt) : null;
  let scratch = null;
  try {
    if (!builtDir) {
      console.log(describeCore(require('./shared-ui-api').recordCoreApi()));
      scratch = fs.mkdtempSync(path.join(os.tmpdir(), `gia-release-${app}-`));
      builtDir = path.join(scratch, 'dist');
      console.log(`Building ${APPS[app].folder} (webpack, production)...`);
      await buildApp(app, builtDir);
    } else if (!fs.existsSync(builtDir)) {
      throw new ReleaseError(`--prebuilt ${prebuilt}: no such folder.`);
    }
    const r = publish(s, app, builtDir, env);
    const lines = [
      `${app}: ${r.version} is live${r.previous && r.previous !== r.version ? ` (was ${r.previous}; back with --rollback)` : ''}${r.published ? '' : ' (already published: pointed at it)'}.`,
      'Every next page load gets it; open tabs keep theirs, whose files stay served.'
    ];
    if (r.pruned.length) lines.push(`Removed versions beyond the last ${KEEP}: ${r.pruned.join(', ')}.`);
    if (env[`REMOTE_${app.toUpperCase()}_URL`])
      lines.push(
        `Note: REMOTE_${app.toUpperCase()}_URL is set here; a server started with it loads ${app} from there instead.`
      );
    console.log(lines.join('\n'));
  } finally {
    if (scratch) fs.rmSync(scratch, { recursive: true, force: true });
  }
}

module.exports = {
  main,
  publish,
  rollback,
  rollTo,
  list,
  versions,
  livePointer,
  incompatibilities,
  contentHash,
  settings,
  ReleaseError,
  KEEP
};

if (require.main === module) {
  main(process.argv.slice(2)).catch((error) => {
    console.error(error instanceof ReleaseError ? error.message : error.stack || error);
    process.exit(1);
  });
}
