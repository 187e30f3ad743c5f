import fs from 'node:fs';
import path from 'node:path';

/**
 * The dependency direction of ARCHITECTURE.md, read from the sources (tests included): no role app
 * imports another app or the shell, the shell imports no app's source (it loads them as remotes), the
 * server imports no web code, shared-ui imports no app, and domain imports nothing of ours. The lint rule
 * gia/import-boundaries (scripts/lint) holds the same table.
 */
const ROOT = path.resolve(__dirname, '../..');
const APPS = ['customer-app', 'admin-app', 'vendor-app', 'forms-app'];
const WEB = ['shared-ui', 'shell', ...APPS];

function sources(folder: string): string[] {
  const out: string[] = [];
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      if (entry.name === 'node_modules' || entry.name === 'dist') continue;
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (/\.(ts|tsx|js)$/.test(entry.name)) out.push(full);
    }
  };
  walk(path.join(ROOT, folder, 'src'));
  return out;
}

/** Every module a file imports, as written: import/export from, import(), require(), jest.mock(). */
function imports(file: string): string[] {
  const text = fs.readFileSync(file, 'utf8');
  const found = [...text.matchAll(/(?:from\s+|import\(\s*|require\(\s*|jest\.mock\(\s*)['"]([^'"]+)['"]/g)].map(
    (m) => m[1]
  );
  return found.map((spec) =>
    spec.startsWith('.') ? path.relative(ROOT, path.resolve(path.dirname(file), spec)) : spec
  );
}

/** The workspace folder an import lands in (by package name or by relative path), if it is one of ours. */
function workspaceOf(spec: string): string | null {
  const byName = /^@gia\/(domain|shared-ui|server|shell)(\/|$)/.exec(spec);
  if (byName) return byName[1];
  const app = /^@gia\/(customer|admin|vendor|forms)-app(\/|$)/.exec(spec);
  if (app) return `${app[1]}-app`;
  const top = spec.split(/[\\/]/)[0];
  return [...WEB, 'domain', 'server', 'e2e', 'scripts'].includes(top) ? top : null;
}

function crossings(folder: string, allowed: (target: string) => boolean): string[] {
  return sources(folder).flatMap((file) =>
    imports(file)
      .map((spec) => ({ spec, target: workspaceOf(spec) }))
      .filter(({ target }) => target !== null && target !== folder && !allowed(target))
      .map(({ spec }) => `${path.relative(ROOT, file)} imports ${spec}`)
  );
}

test.each(APPS)('%s imports only shared-ui and domain of ours, never another app or the shell', (app) => {
  expect(crossings(app, (target) => target === 'shared-ui' || target === 'domain')).toEqual([]);
});

test("the shell imports no app's source: it loads them as remotes", () => {
  expect(crossings('shell', (target) => target === 'shared-ui' || target === 'domain')).toEqual([]);
});

test('the server imports no web code', () => {
  expect(crossings('server', (target) => target === 'domain' || target === 'scripts')).toEqual([]);
});

test('shared-ui imports no app, the shell or the server', () => {
  expect(crossings('shared-ui', (target) => target === 'domain' || target === 'scripts')).toEqual([]);
});

test('domain imports nothing of ours', () => {
  expect(crossings('domain', () => false)).toEqual([]);
});

test('the check sees a crossing when there is one', () => {
  expect(workspaceOf('@gia/admin-app/src/queue/RequestQueue')).toBe('admin-app');
  expect(workspaceOf(path.relative(ROOT, path.resolve(ROOT, 'vendor-app/src/x', '../../../admin-app/src/y')))).toBe(
    'admin-app'
  );
  expect(workspaceOf('react')).toBeNull();
});
