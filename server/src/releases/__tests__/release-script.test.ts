import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync } from 'node:zlib';
import { buildTestApp, type TestApp } from '../../test-support/app';

/**
 * `npm run release` as an operator runs it (node scripts/release.js, real files in DATA_DIR), with builds
 * made here (`--prebuilt`, the same path a CI-built folder takes), and the real server reading the result.
 */
const SCRIPT = path.join(__dirname, '..', '..', '..', '..', 'scripts', 'release.js');
const VERSION = /^0\.1\.0-[0-9a-f]{10}$/;

let root: string;
let dataDir: string;
let webRoot: string;
let builds = 0;

interface Shared {
  name: string;
  version?: string;
  requiredVersion?: string;
}

const SHELL_PROVIDES: Shared[] = [
  { name: 'react', version: '19.3.1', requiredVersion: '^19.2.0' },
  { name: '@gia/shared-ui', version: '0.1.0', requiredVersion: '^0.1.0' }
];
const needs = (core: string): Shared[] => [
  { name: 'react', requiredVersion: '^19.2.0' },
  { name: '@gia/shared-ui', requiredVersion: core }
];

/** A folder as webpack writes it for one app: entry, a content-hashed chunk, the federation manifest. */
function makeBuild(label: string, shared: Shared[], { shell = false, landing = false } = {}): string {
  builds += 1;
  const dir = path.join(root, `build-${builds}`);
  mkdirSync(dir, { recursive: true });
  if (shell)
    writeFileSync(
      path.join(dir, 'index.html'),
      `<!doctype html><html><head><script defer src="/main.0a1b2c3d.js"></script></head><body><div id="root"></div></body></html>`
    );
  // `/` prerendered at build time (issue 18): the same script, and the landing page's own links.
  if (landing)
    writeFileSync(
      path.join(dir, 'landing.html'),
      `<!doctype html><html><head><script defer src="/main.0a1b2c3d.js"></script></head><body><div id="root"><a href="/signin">User Login</a></div></body></html>`
    );
  else writeFileSync(path.join(dir, 'remoteEntry.js'), `var admin_app; /* ${label} */`);
  writeFileSync(
    path.join(dir, shell ? 'main.0a1b2c3d.js' : `${100 + builds}.0a1b2c3d.js`),
    `console.log(${JSON.stringify(label)});`
  );
  writeFileSync(
    path.join(dir, 'mf-manifest.json'),
    JSON.stringify({ name: shell ? 'shell' : 'admin_app', metaData: { buildInfo: { buildVersion: '0.1.0' } }, shared })
  );
  return dir;
}

function release(...args: string[]) {
  const res = spawnSync(process.execPath, [SCRIPT, ...args], {
    env: { ...process.env, DATA_DIR: dataDir, WEB_ROOT: webRoot },
    encoding: 'utf8'
  });
  return { code: res.status, out: res.stdout, err: res.stderr };
}

const pointer = (app: string) => {
  const file = path.join(dataDir, 'releases', app, 'live.json');
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as { version: string }).version : null;
};
const kept = (app: string) =>
  readdirSync(path.join(dataDir, 'releases', app))
    .filter((n) => VERSION.test(n))
    .sort();
const publishedVersion = (out: string) => /: (0\.1\.0-[0-9a-f]{10}) is live/.exec(out)?.[1] ?? '';

beforeEach(() => {
  root = mkdtempSync(path.join(os.tmpdir(), 'gia-release-'));
  dataDir = path.join(root, 'data');
  webRoot = path.join(root, 'web');
  // The portal's own builds: a shell providing the shared core 0.1.0 and an admin-app.
  mkdirSync(path.join(webRoot, 'shell', 'dist'), { recursive: true });
  mkdirSync(path.join(webRoot, 'admin-app', 'dist'), { recursive: true });
  writeFileSync(
    path.join(webRoot, 'shell', 'dist', 'mf-manifest.json'),
    JSON.stringify({ name: 'shell', shared: SHELL_PROVIDES })
  );
  writeFileSync(
    path.join(webRoot, 'shell', 'dist', 'index.html'),
    '<!doctype html><title>own shell</title><div id="root"></div>'
  );
  writeFileSync(path.join(webRoot, 'admin-app', 'dist', 'remoteEntry.js'), 'var admin_app; /* own build */');
  writeFileSync(
    path.join(webRoot, 'admin-app', 'dist', 'mf-manifest.json'),
    JSON.stringify({ name: 'admin_app', shared: needs('^0.1.0') })
  );
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

test('publish: a new immutable version named by package version and content hash becomes live', () => {
  const build = makeBuild('first', needs('^0.1.0'));
  const res = release('admin', '--prebuilt', build);
  expect(res.code).toBe(0);
  const version = publishedVersion(res.out);
  expect(version).toMatch(VERSION);
  expect(pointer('admin')).toBe(version);
  const folder = path.join(dataDir, 'releases', 'admin', version);
  expect(readFileSync(path.join(folder, 'remoteEntry.js'), 'utf8')).toContain('first');
  expect(JSON.parse(readFileSync(path.join(folder, 'release.json'), 'utf8'))).toEqual({
    app: 'admin',
    version,
    publishedAt: expect.any(String)
  });

  // The same files are the same version: published once, pointed at again.
  const again = release(
    'admin',
    '--prebuilt',
    makeBuild('first', needs('^0.1.0')).replace(/build-\d+$/, path.basename(build))
  );
  expect(again.code).toBe(0);
  expect(publishedVersion(again.out)).toBe(version);
  expect(again.out).toContain('already published');
  // Different files, a different version.
  const other = release('admin', '--prebuilt', makeBuild('second', needs('^0.1.0')));
  expect(publishedVersion(other.out)).not.toBe(version);
  expect(other.out).toContain(`(was ${version}; back with --rollback)`);
});

test('list shows every kept version with its date and which one is live', () => {
  expect(release('admin', '--list').out).toContain("live: the portal's own build (admin-app/dist)");
  const a = publishedVersion(release('admin', '--prebuilt', makeBuild('a', needs('^0.1.0'))).out);
  const b = publishedVersion(release('admin', '--prebuilt', makeBuild('b', needs('^0.1.0'))).out);
  const lines = release('admin', '--list').out.trim().split('\n');
  expect(lines[1]).toMatch(new RegExp(`^\\* ${b}  \\d{4}-\\d\\d-\\d\\d \\d\\d:\\d\\d:\\d\\d UTC  live$`));
  expect(lines[2]).toMatch(new RegExp(`^  ${a}  \\d{4}-\\d\\d-\\d\\d \\d\\d:\\d\\d:\\d\\d UTC$`));
  expect(lines).toHaveLength(3);
});

test("--rollback points back to the previous version, then to the portal's own build, then refuses", () => {
  const a = publishedVersion(release('admin', '--prebuilt', makeBuild('a', needs('^0.1.0'))).out);
  const b = publishedVersion(release('admin', '--prebuilt', makeBuild('b', needs('^0.1.0'))).out);
  expect(pointer('admin')).toBe(b);
  const first = release('admin', '--rollback');
  expect(first.out).toContain(`rolled back from ${b} to ${a}`);
  expect(pointer('admin')).toBe(a);
  const second = release('admin', '--rollback');
  expect(second.out).toContain("to the portal's own build (admin-app/dist)");
  expect(pointer('admin')).toBeNull();
  const third = release('admin', '--rollback');
  expect(third.code).toBe(1);
  expect(third.err).toContain('Nothing to roll back: no release of admin is live');
  expect(kept('admin')).toEqual([a, b].sort()); // rolling back deletes nothing
});

test('--to makes any kept version live and names the kept ones for an unknown version', () => {
  const a = publishedVersion(release('admin', '--prebuilt', makeBuild('a', needs('^0.1.0'))).out);
  release('admin', '--prebuilt', makeBuild('b', needs('^0.1.0')));
  const c = publishedVersion(release('admin', '--prebuilt', makeBuild('c', needs('^0.1.0'))).out);
  expect(release('admin', '--to', a).code).toBe(0);
  expect(pointer('admin')).toBe(a);
  const missing = release('admin', '--to', '0.1.0-ffffffffff');
  expect(missing.code).toBe(1);
  expect(missing.err).toContain('admin has no kept version 0.1.0-ffffffffff');
  expect(missing.err).toContain(c);
  expect(pointer('admin')).toBe(a);
  expect(release('admin', '--to').err).toContain('--to needs a value');
});

test('only the last five versions are kept, besides the live one and the one open tabs ran until this release', () => {
  const builds: string[] = [];
  const versions: string[] = [];
  const publishBuild = (i: number) => {
    builds[i] ??= makeBuild(`v${i}`, needs('^0.1.0'));
    return release('admin', '--prebuilt', builds[i]);
  };
  for (let i = 0; i < 5; i += 1) versions.push(publishedVersion(publishBuild(i).out));
  expect(release('admin', '--to', versions[0]).code).toBe(0); // the oldest is live

  // The sixth: the oldest is beyond the last five, but every tab open until now runs it.
  const sixth = publishBuild(5);
  versions.push(publishedVersion(sixth.out));
  expect(sixth.out).not.toContain('Removed versions');
  expect(kept('admin')).toEqual([...versions].sort());

  // Released again, the oldest build is pointed at as it was published: live, and beyond the last five.
  const again = publishBuild(0);
  expect(again.code).toBe(0);
  expect(again.out).toContain(`admin: ${versions[0]} is live (was ${versions[5]}; back with --rollback)`);
  expect(again.out).not.toContain('Removed versions');
  expect(pointer('admin')).toBe(versions[0]);
  expect(kept('admin')).toEqual([...versions].sort());
  expect(readFileSync(path.join(dataDir, 'releases', 'admin', versions[0], 'remoteEntry.js'), 'utf8')).toContain(
    '/* v0 */'
  );

  // The seventh: the live oldest (open tabs) stays; v1, the oldest no one runs, goes.
  const seventh = publishBuild(6);
  versions.push(publishedVersion(seventh.out));
  expect(seventh.out).toContain(`Removed versions beyond the last 5: ${versions[1]}.`);
  expect(kept('admin')).toEqual([versions[0], ...versions.slice(2)].sort());
  // The eighth: now neither live nor the one before it, the oldest goes with v2.
  const eighth = publishBuild(7);
  versions.push(publishedVersion(eighth.out));
  expect(kept('admin')).toEqual(versions.slice(3).sort());
  expect(release('admin', '--to', versions[0]).err).toContain(`admin has no kept version ${versions[0]}`);
});

test('a release needing a shared core the live shell does not provide is refused, and says which and why', () => {
  const live = publishedVersion(release('admin', '--prebuilt', makeBuild('ok', needs('^0.1.0'))).out);
  const refused = release('admin', '--prebuilt', makeBuild('new core', needs('^0.2.0')));
  expect(refused.code).toBe(1);
  expect(refused.err).toContain(
    "Refused: admin needs shared run-time libraries that the live shell (the portal's own build of shell) does not provide"
  );
  expect(refused.err).toContain('@gia/shared-ui ^0.2.0: the live shell provides 0.1.0');
  expect(pointer('admin')).toBe(live);
  expect(kept('admin')).toEqual([live]);

  const lacking = release(
    'admin',
    '--prebuilt',
    makeBuild('needs more', [...needs('^0.1.0'), { name: '@tanstack/react-query', requiredVersion: '^5.0.0' }])
  );
  expect(lacking.err).toContain('@tanstack/react-query ^5.0.0: the live shell does not provide it');

  // A shell that drops what the live admin-app needs is refused too.
  const oldShell = release(
    'shell',
    '--prebuilt',
    makeBuild('shell without core', [{ name: 'react', version: '19.3.1' }], { shell: true })
  );
  expect(oldShell.code).toBe(1);
  expect(oldShell.err).toContain(`admin ${live} needs @gia/shared-ui ^0.1.0: this shell does not provide it`);

  // Released in order (a shell providing the newer core first), the same app goes live.
  const shell = release(
    'shell',
    '--prebuilt',
    makeBuild(
      'shell 0.2',
      [
        { name: 'react', version: '19.3.1' },
        { name: '@gia/shared-ui', version: '0.2.0' }
      ],
      { shell: true }
    )
  );
  expect(shell.code).toBe(1); // the live admin-app needs ^0.1.0, which 0.2.0 does not satisfy below 1.0
  const both = release(
    'shell',
    '--prebuilt',
    makeBuild(
      'shell 0.1.1',
      [
        { name: 'react', version: '19.3.1' },
        { name: '@gia/shared-ui', version: '0.1.1' }
      ],
      { shell: true }
    )
  );
  expect(both.code).toBe(0);
  expect(release('admin', '--prebuilt', makeBuild('needs 0.1.1', needs('^0.1.1'))).code).toBe(0);
  // Rolling the shell back to its own build (0.1.0) would strand that admin-app: refused too.
  const back = release('shell', '--rollback');
  expect(back.code).toBe(1);
  expect(back.err).toContain('needs @gia/shared-ui ^0.1.1: this shell provides 0.1.0');
});

test("a released shell's page names its files under its version folder", () => {
  const res = release('shell', '--prebuilt', makeBuild('shell', SHELL_PROVIDES, { shell: true }));
  expect(res.code).toBe(0);
  const version = publishedVersion(res.out);
  const page = readFileSync(path.join(dataDir, 'releases', 'shell', version, 'index.html'), 'utf8');
  expect(page).toContain(`src="/releases/shell/${version}/main.0a1b2c3d.js"`);
});

describe('the running server follows the pointer without a restart', () => {
  let t: TestApp;
  beforeEach(async () => {
    t = await buildTestApp({ DATA_DIR: dataDir, WEB_ROOT: webRoot });
  });
  afterEach(async () => {
    await t.close();
  });
  const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });

  test('/remotes.json, the release files and their cache headers', async () => {
    const before = await get('/remotes.json');
    expect(before.json().admin_app).toBe('/remotes/admin/remoteEntry.js');
    expect(before.headers['cache-control']).toBe('no-cache');
    expect((await get('/remotes.json', { 'if-none-match': String(before.headers.etag) })).statusCode).toBe(304);

    const a = publishedVersion(release('admin', '--prebuilt', makeBuild('a', needs('^0.1.0'))).out);
    const after = await get('/remotes.json', { 'if-none-match': String(before.headers.etag) });
    expect(after.statusCode).toBe(200);
    expect(after.json()).toEqual({
      customer_app: '/remotes/customer/remoteEntry.js',
      admin_app: `/releases/admin/${a}/remoteEntry.js`,
      vendor_app: '/remotes/vendor/remoteEntry.js',
      forms_app: '/remotes/forms/remoteEntry.js'
    });

    const entry = await get(`/releases/admin/${a}/remoteEntry.js`);
    expect(entry.statusCode).toBe(200);
    expect(entry.body).toContain('/* a */');
    expect(entry.headers['cache-control']).toBe('no-cache');
    expect(entry.headers.etag).toBeTruthy();
    expect(
      (await get(`/releases/admin/${a}/remoteEntry.js`, { 'if-none-match': String(entry.headers.etag) })).statusCode
    ).toBe(304);
    expect((await get(`/releases/admin/${a}/mf-manifest.json`)).headers['cache-control']).toBe('no-cache');
    const chunk = readdirSync(path.join(dataDir, 'releases', 'admin', a)).find((n) => /^\d+\.0a1b2c3d\.js$/.test(n));
    const hashed = await get(`/releases/admin/${a}/${chunk}`);
    expect(hashed.statusCode).toBe(200);
    expect(hashed.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect((await get('/releases/admin/live.json')).statusCode).toBe(404);
    expect((await get(`/releases/admin/${a}/release.json`)).statusCode).toBe(404);
    const secret = 'a-secret-beside-the-releases';
    writeFileSync(path.join(dataDir, 'jwt-secret'), secret);
    for (const sneaky of [
      `/releases/admin/${a}/../../../jwt-secret`,
      `/releases/admin/${a}/..%2f..%2f..%2fjwt-secret`,
      '/releases/admin/..%2f..%2fjwt-secret'
    ]) {
      expect((await get(sneaky)).body).not.toContain(secret);
    }

    // A rollback is seen by the next request; the rolled-back-from version stays served for open tabs.
    const b = publishedVersion(release('admin', '--prebuilt', makeBuild('b', needs('^0.1.0'))).out);
    expect((await get('/remotes.json')).json().admin_app).toBe(`/releases/admin/${b}/remoteEntry.js`);
    release('admin', '--rollback');
    expect((await get('/remotes.json')).json().admin_app).toBe(`/releases/admin/${a}/remoteEntry.js`);
    expect((await get(`/releases/admin/${b}/remoteEntry.js`)).statusCode).toBe(200);
  });

  test("the portal's own builds under /remotes/<app>/: entry and manifest revalidated by ETag, hashed files kept a year", async () => {
    const own = path.join(webRoot, 'admin-app', 'dist');
    writeFileSync(path.join(own, '512.0a1b2c3d.js'), 'console.log("a screen of the own build");');
    // The build's compressed twin is sent to browsers that take it, with the same rules.
    writeFileSync(
      path.join(own, 'remoteEntry.js.br'),
      brotliCompressSync(readFileSync(path.join(own, 'remoteEntry.js')))
    );
    for (const [file, headers] of [
      ['remoteEntry.js', {}],
      ['remoteEntry.js', { 'accept-encoding': 'br' }],
      ['mf-manifest.json', {}]
    ] as const) {
      const res = await get(`/remotes/admin/${file}`, headers);
      expect(res.statusCode).toBe(200);
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.headers.etag).toMatch(/^(W\/)?".+"$/);
      const again = await get(`/remotes/admin/${file}`, { ...headers, 'if-none-match': String(res.headers.etag) });
      expect(again.statusCode).toBe(304);
    }
    expect((await get('/remotes/admin/remoteEntry.js', { 'accept-encoding': 'br' })).headers['content-encoding']).toBe(
      'br'
    );
    const chunk = await get('/remotes/admin/512.0a1b2c3d.js');
    expect(chunk.statusCode).toBe(200);
    expect(chunk.body).toContain('a screen of the own build');
    expect(chunk.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  test("a released shell's page is served for every browser path, with an ETag", async () => {
    expect((await get('/ListofPanRegistration')).body).toContain('own shell');
    const version = publishedVersion(
      release('shell', '--prebuilt', makeBuild('shell', SHELL_PROVIDES, { shell: true })).out
    );
    const page = await get('/ListofPanRegistration');
    expect(page.body).toContain(`/releases/shell/${version}/main.0a1b2c3d.js`);
    expect(page.headers['cache-control']).toBe('no-cache');
    expect((await get('/', { 'if-none-match': String(page.headers.etag) })).statusCode).toBe(304);
    expect((await get(`/releases/shell/${version}/main.0a1b2c3d.js`)).body).toContain('shell');
  });

  test("a released shell's prerendered landing page is served for / only, its links left as the portal's paths", async () => {
    const version = publishedVersion(
      release('shell', '--prebuilt', makeBuild('shell', SHELL_PROVIDES, { shell: true, landing: true })).out
    );
    const landing = await get('/');
    expect(landing.body).toContain(`src="/releases/shell/${version}/main.0a1b2c3d.js"`);
    expect(landing.body).toContain('<a href="/signin">User Login</a>');
    expect(landing.headers['cache-control']).toBe('no-cache');
    const other = await get('/signin');
    expect(other.body).toContain(`src="/releases/shell/${version}/main.0a1b2c3d.js"`);
    expect(other.body).not.toContain('User Login');
  });
});

test('REMOTE_<NAME>_URL still wins over a release', async () => {
  release('admin', '--prebuilt', makeBuild('a', needs('^0.1.0')));
  const t = await buildTestApp({
    DATA_DIR: dataDir,
    WEB_ROOT: webRoot,
    REMOTE_ADMIN_URL: 'https://static.example.in/admin/remoteEntry.js'
  });
  try {
    expect((await t.app.inject({ method: 'GET', url: '/remotes.json' })).json().admin_app).toBe(
      'https://static.example.in/admin/remoteEntry.js'
    );
  } finally {
    await t.close();
  }
});

describe("shared-ui's version follows its public API", () => {
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const api = require('../../../../scripts/shared-ui-api.js') as {
    recordCoreApi(root: string): { version: string; changed: boolean; added: string[]; removed: string[] };
  };
  const write = (file: string, text: string) => {
    mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    writeFileSync(path.join(root, file), text);
  };
  const json = (file: string) => JSON.parse(readFileSync(path.join(root, file), 'utf8'));

  test('an added name bumps the patch (below 1.0), a removed one the minor; dependents and the lock file follow', () => {
    write('shared-ui/package.json', '{\n  "name": "@gia/shared-ui",\n  "version": "0.1.0"\n}\n');
    write(
      'admin-app/package.json',
      '{\n  "name": "@gia/admin-app",\n  "dependencies": { "@gia/shared-ui": "0.1.0" }\n}\n'
    );
    write(
      'package-lock.json',
      JSON.stringify({
        packages: {
          'shared-ui': { name: '@gia/shared-ui', version: '0.1.0' },
          'admin-app': { dependencies: { '@gia/shared-ui': '0.1.0' } }
        }
      })
    );
    write('shared-ui/src/index.ts', "export const useT = () => 't';\nexport type Screen = string;\n");
    expect(api.recordCoreApi(root)).toMatchObject({ version: '0.1.0', changed: false });
    expect(json('shared-ui/api-release.json')).toEqual({ version: '0.1.0', exports: ['useT'] });

    write(
      'shared-ui/src/index.ts',
      "export const useT = () => 't';\nexport function useThing() { return 1; }\nexport type Screen = number;\n"
    );
    expect(api.recordCoreApi(root)).toMatchObject({
      version: '0.1.1',
      changed: true,
      added: ['useThing'],
      removed: []
    });
    expect(json('shared-ui/package.json').version).toBe('0.1.1');
    expect(json('admin-app/package.json').dependencies['@gia/shared-ui']).toBe('0.1.1');
    expect(json('package-lock.json').packages['shared-ui'].version).toBe('0.1.1');
    expect(json('package-lock.json').packages['admin-app'].dependencies['@gia/shared-ui']).toBe('0.1.1');

    write('shared-ui/src/index.ts', 'export function useThing() { return 1; }\n');
    expect(api.recordCoreApi(root)).toMatchObject({ version: '0.2.0', changed: true, added: [], removed: ['useT'] });
    expect(json('shared-ui/api-release.json')).toEqual({ version: '0.2.0', exports: ['useThing'] });
    expect(api.recordCoreApi(root)).toMatchObject({ version: '0.2.0', changed: false });
  }, 60_000);
});
