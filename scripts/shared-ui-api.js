/**
 * The public API of the shared-ui core (`@gia/shared-ui`, the run-time singleton the shell provides):
 * the names of the values its index file exports, and the record of those names at the last release
 * (`shared-ui/api-release.json`). `npm run release` bumps shared-ui's version when the names change, so a
 * remote built against a newer core requires a newer version than an old shell provides.
 */
const fs = require('fs');
const path = require('path');

const ROOT = path.join(__dirname, '..');

function paths(root = ROOT) {
  return {
    index: path.join(root, 'shared-ui', 'src', 'index.ts'),
    pkg: path.join(root, 'shared-ui', 'package.json'),
    record: path.join(root, 'shared-ui', 'api-release.json'),
    lock: path.join(root, 'package-lock.json')
  };
}

/** The names of the values (not types) the core exports, sorted: what a remote can get from the shell's copy. */
function coreExportNames(root = ROOT) {
  const ts = require('typescript');
  const { index } = paths(root);
  const program = ts.createProgram([index], {
    jsx: ts.JsxEmit.ReactJSX,
    module: ts.ModuleKind.ESNext,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    target: ts.ScriptTarget.ES2022,
    noEmit: true,
    skipLibCheck: true,
    allowJs: false,
    types: []
  });
  const checker = program.getTypeChecker();
  const file = program.getSourceFile(index);
  const moduleSymbol = file && checker.getSymbolAtLocation(file);
  if (!moduleSymbol) throw new Error(`Cannot read the exports of ${index}`);
  return checker
    .getExportsOfModule(moduleSymbol)
    .filter((symbol) => {
      const target = symbol.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(symbol) : symbol;
      return (target.flags & ts.SymbolFlags.Value) !== 0;
    })
    .map((symbol) => symbol.getName())
    .sort();
}

function readRecord(root = ROOT) {
  const { record } = paths(root);
  return fs.existsSync(record) ? JSON.parse(fs.readFileSync(record, 'utf8')) : null;
}

function compareNames(before, now) {
  const had = new Set(before);
  const has = new Set(now);
  return { added: now.filter((n) => !had.has(n)), removed: before.filter((n) => !has.has(n)) };
}

const parse = (v) => v.split('-')[0].split('.').map(Number);
const greater = (a, b) => {
  const [x, y] = [parse(a), parse(b)];
  for (let i = 0; i < 3; i += 1) if (x[i] !== y[i]) return x[i] > y[i];
  return false;
};

/**
 * The next version after a change of the exported names (semver; below 1.0 the minor is the breaking
 * digit): a removed name breaks remotes built before it, an added name only breaks remotes built after.
 */
function nextVersion(version, { added, removed }) {
  const [major, minor, patch] = parse(version);
  const breaking = removed.length > 0;
  if (!breaking && added.length === 0) return version;
  if (major === 0) return breaking ? `0.${minor + 1}.0` : `0.${minor}.${patch + 1}`;
  return breaking ? `${major + 1}.0.0` : `${major}.${minor + 1}.0`;
}

function writeJson(file, data) {
  fs.writeFileSync(file, `${JSON.stringify(data, null, 2)}\n`);
}

/** Sets shared-ui's version in its package.json, in the workspaces that depend on it, and in the lock file. */
function setCoreVersion(version, root = ROOT) {
  const p = paths(root);
  const text = fs.readFileSync(p.pkg, 'utf8');
  fs.writeFileSync(p.pkg, text.replace(/("version":\s*")[^"]+(")/, `$1${version}$2`));
  const dependents = [];
  for (const entry of fs.readdirSync(root, { withFileTypes: true })) {
    const file = path.join(root, entry.name, 'package.json');
    if (!entry.isDirectory() || entry.name === 'node_modules' || entry.name === 'shared-ui' || !fs.existsSync(file))
      continue;
    const pkgText = fs.readFileSync(file, 'utf8');
    const next = pkgText.replace(/("@gia\/shared-ui":\s*")[^"]+(")/, `$1${version}$2`);
    if (next !== pkgText) {
      fs.writeFileSync(file, next);
      dependents.push(entry.name);
    }
  }
  if (fs.existsSync(p.lock)) {
    const lock = JSON.parse(fs.readFileSync(p.lock, 'utf8'));
    for (const [key, entry] of Object.entries(lock.packages || {})) {
      if (key === 'shared-ui') entry.version = version;
      if (entry.dependencies && entry.dependencies['@gia/shared-ui']) entry.dependencies['@gia/shared-ui'] = version;
    }
    writeJson(p.lock, lock);
  }
  return dependents;
}

/**
 * Compares the core's exported names with the last release's record; when they changed, bumps the
 * version (unless someone already raised it) and records the names. Answers what happened.
 */
function recordCoreApi(root = ROOT) {
  const p = paths(root);
  const names = coreExportNames(root);
  const version = JSON.parse(fs.readFileSync(p.pkg, 'utf8')).version;
  const record = readRecord(root);
  if (!record) {
    writeJson(p.record, { version, exports: names });
    return { version, changed: false, recorded: true, added: [], removed: [] };
  }
  const diff = compareNames(record.exports, names);
  if (diff.added.length === 0 && diff.removed.length === 0)
    return { version, changed: false, recorded: false, ...diff };
  const next = greater(version, record.version) ? version : nextVersion(record.version, diff);
  if (next !== version) setCoreVersion(next, root);
  writeJson(p.record, { version: next, exports: names });
  return { version: next, previous: record.version, changed: true, recorded: true, ...diff };
}

module.exports = { coreExportNames, readRecord, compareNames, nextVersion, recordCoreApi, greater, paths };
