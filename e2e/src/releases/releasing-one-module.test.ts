import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { collectErrors, newContext } from '../support/browser';
import { signInAdmin } from '../support/journeys';
import { type Portal, startPortal } from '../support/portal';
import { copySources, type SourceCopy } from '../support/source-copy';
import { stageForFile } from '../support/stage';
import { startStaticHost, type StaticHost } from '../support/static-host';

/**
 * Issue 15: a team releases its module alone. Builds are few (each is minutes of CPU): one changed
 * admin-app, released into the running portal; one forms-app built against a newer shared core.
 */
const ROOT = path.join(__dirname, '..', '..', '..');
const MARKER = 'Admin app, release two';
const BUILD_TIMEOUT = 15 * 60_000;
const SHOTS = path.join(ROOT, '.test-results', 'screenshots');

/** The area's message at desktop and phone width, for a person to look at (not compared). */
async function shoot(page: Page, name: string): Promise<void> {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.screenshot({ path: path.join(SHOTS, `${name}-desktop.png`) });
  await page.setViewportSize({ width: 360, height: 740 });
  await page.screenshot({ path: path.join(SHOTS, `${name}-phone.png`) });
  await page.setViewportSize({ width: 1280, height: 800 });
}

/** The shared core's version the portal's own shell build provides. */
// eslint-disable-next-line @typescript-eslint/no-require-imports
const LIVE_CORE: string = require('../../../shared-ui/package.json').version;
/** The next minor version of the live core: what a remote built against a newer core requires. */
const NEWER_CORE = LIVE_CORE.replace(
  /^(\d+)\.(\d+)\.\d+$/,
  (_, major: string, minor: string) => `${major}.${Number(minor) + 1}.0`
);

let portal: Portal;
let browser: Browser;
let sources: SourceCopy;

stageForFile({}, (stage) => ({ portal, browser } = stage));
beforeAll(() => {
  sources = copySources();
  // A visible change a team might ship: every admin screen now starts with a line of text.
  sources.edit(
    'admin-app/src/screens.ts',
    (text) => `${text}
import { createElement as releaseH, Fragment as ReleaseFragment } from 'react';
for (const key of Object.keys(screens)) {
  const Screen = screens[key];
  screens[key] = () => releaseH(ReleaseFragment, null, releaseH('p', null, ${JSON.stringify(MARKER)}), releaseH(Screen));
}
`
  );
});
afterAll(() => sources?.remove());

const releaseAdmin = (...args: string[]) =>
  sources.release(['admin', ...args], { DATA_DIR: portal.dataDir, WEB_ROOT: ROOT });
const adminHome = (page: Page) => page.getByRole('link', { name: 'Add New Admin' }).first();

function scriptsOf(page: Page): string[] {
  const loaded: string[] = [];
  page.on('request', (r) => loaded.push(new URL(r.url()).pathname));
  return loaded;
}

test(
  'an open tab keeps its version, a fresh tab gets the release, Reload brings it whole, --rollback brings the old back; no restart',
  async () => {
    const context = await newContext(browser, { baseURL: portal.url });
    const open = await context.newPage();
    const errors = collectErrors(open);
    await signInAdmin(open, portal.admin);
    await adminHome(open).waitFor();
    expect(await open.getByText(MARKER).count()).toBe(0);

    const released = releaseAdmin();
    expect(released.code).toBe(0);
    const version = /admin: (\S+) is live/.exec(released.out)?.[1] ?? '';
    expect(version).toMatch(/^0\.1\.0-[0-9a-f]{10}$/);

    // The open tab's next navigation keeps working on the version it loaded (its files are still served).
    await adminHome(open).click();
    await open.getByRole('heading', { name: 'Admins' }).waitFor();
    expect(await open.getByText(MARKER).count()).toBe(0);

    // A fresh tab gets the new version from /remotes.json, read at request time by the same server.
    const fresh = await context.newPage();
    const freshLoaded = scriptsOf(fresh);
    await signInAdmin(fresh, portal.admin);
    await fresh.getByText(MARKER).first().waitFor();
    expect(freshLoaded).toContain(`/releases/admin/${version}/remoteEntry.js`);
    expect(freshLoaded.some((p) => p.startsWith('/remotes/admin/'))).toBe(false);
    // Each build registers its chunks on a global of its own: the two tabs' admin-apps cannot mix.
    const [openGlobals, freshGlobals] = await Promise.all(
      [open, fresh].map((p) =>
        p.evaluate(() => Object.keys(window).filter((k) => k.startsWith('webpackChunk_gia_admin_app')))
      )
    );
    expect(openGlobals).toHaveLength(1);
    expect(freshGlobals).toHaveLength(1);
    expect(freshGlobals[0]).not.toBe(openGlobals[0]);

    // A tab whose version's files are gone (an outside host that deleted them) shows the message and Reload,
    // which loads the new version whole.
    const stale = await context.newPage();
    await stale.route('**/remotes.json', (route) =>
      route.fulfill({
        json: {
          customer_app: '/remotes/customer/remoteEntry.js',
          admin_app: '/remotes/admin/remoteEntry.js',
          vendor_app: '/remotes/vendor/remoteEntry.js',
          forms_app: '/remotes/forms/remoteEntry.js'
        }
      })
    );
    await signInAdmin(stale, portal.admin);
    await adminHome(stale).waitFor();
    await stale.route(/\/remotes\/admin\/(?!remoteEntry\.js).+/, (route) =>
      route.fulfill({ status: 404, body: 'gone' })
    );
    await adminHome(stale).click();
    await stale
      .getByText('This part of the portal has been updated. Reload the page to use the new version.')
      .waitFor();
    await shoot(stale, 'release-updated');
    await stale.unroute('**/remotes.json');
    const staleLoaded = scriptsOf(stale);
    await stale.getByRole('button', { name: 'Reload' }).click();
    await stale.getByText(MARKER).first().waitFor();
    await stale.getByRole('heading', { name: 'Admins' }).waitFor();
    expect(staleLoaded.filter((p) => p.startsWith('/remotes/admin/'))).toEqual([]);

    // --rollback: the next page load of every tab gets the old version again.
    const rolled = releaseAdmin('--rollback');
    expect(rolled.code).toBe(0);
    expect(rolled.out).toContain(`rolled back from ${version} to the portal's own build`);
    await fresh.reload();
    await adminHome(fresh).waitFor();
    expect(await fresh.getByText(MARKER).count()).toBe(0);
    expect(releaseAdmin('--list').out).toContain(`  ${version}`);

    // --to brings the release back, still without a restart.
    expect(releaseAdmin('--to', version).code).toBe(0);
    await fresh.reload();
    await fresh.getByText(MARKER).first().waitFor();
    expect((await fetch(`${portal.url}/api/v1/global/health`)).ok).toBe(true);
    expect(errors).toEqual([]);
    await context.close();
  },
  BUILD_TIMEOUT
);

test('a remote host that accepts the connection and never answers shows the message after 8 seconds', async () => {
  const context = await newContext(browser, { baseURL: portal.url });
  const page = await context.newPage();
  await signInAdmin(page, portal.admin);
  await adminHome(page).waitFor();
  const hung: string[] = [];
  // Held, never answered: what a host that accepts connections and then says nothing looks like.
  await context.route('**/remotes/forms/**', (route) => {
    hung.push(route.request().url());
  });
  const started = Date.now();
  await page.goto('/ListOfForms');
  await page.getByText('Loading...').first().waitFor();
  await page.getByText('This part of the portal is unavailable right now').waitFor({ timeout: 20_000 });
  const waited = Date.now() - started;
  expect(hung.length).toBeGreaterThan(0);
  expect(waited).toBeGreaterThanOrEqual(7_500);
  expect(waited).toBeLessThan(15_000);
  await page.getByRole('button', { name: 'Retry' }).waitFor();
  await page.getByRole('link', { name: 'GIA' }).first().waitFor();
  await context.close();
});

test("a host that answers the entry and then stalls a screen's chunk shows the message after 8 seconds, with a Retry that loads it", async () => {
  const context = await newContext(browser, { baseURL: portal.url });
  const page = await context.newPage();
  const errors = collectErrors(page);
  await signInAdmin(page, portal.admin);
  await adminHome(page).waitFor();
  // The entry, manifest and screens module have answered; the next screen's chunk (whichever admin-app
  // version is live) is held and never answered.
  const stalled: string[] = [];
  const screenChunk = /\/(remotes|releases)\/admin\/(.+\/)?\d+\.[0-9a-f]{8}\.js$/;
  await page.route(screenChunk, (route) => {
    stalled.push(route.request().url());
  });
  const started = Date.now();
  await adminHome(page).click();
  await page.getByText('This part of the portal is unavailable right now').waitFor({ timeout: 20_000 });
  const waited = Date.now() - started;
  expect(stalled.length).toBeGreaterThan(0);
  expect(waited).toBeGreaterThanOrEqual(7_500);
  expect(waited).toBeLessThan(15_000);
  // Slow, not gone: no "has been updated" and no Reload.
  expect(await page.getByText('has been updated').count()).toBe(0);
  expect(await page.getByRole('button', { name: 'Reload' }).count()).toBe(0);

  await page.unroute(screenChunk);
  await page.getByRole('button', { name: 'Retry' }).click();
  await page.getByRole('heading', { name: 'Admins' }).waitFor();
  expect(errors).toEqual([]);
  await context.close();
});

test("the shell released alone: / and a sign-in page run the released version's scripts; --rollback brings the portal's own build back; no restart", async () => {
  // The shell the portal was built with, published as a release (the path a CI-built folder takes).
  const releaseShell = (...args: string[]) =>
    sources.release(['shell', ...args], { DATA_DIR: portal.dataDir, WEB_ROOT: ROOT });
  const released = releaseShell('--prebuilt', path.join(ROOT, 'shell', 'dist'));
  expect(released.code).toBe(0);
  const version = /shell: (\S+) is live/.exec(released.out)?.[1] ?? '';
  expect(version).toMatch(/^0\.1\.0-[0-9a-f]{10}$/);

  const context = await newContext(browser, { baseURL: portal.url });
  const page = await context.newPage();
  const errors = collectErrors(page);
  const loaded = scriptsOf(page);
  const shellScripts = () =>
    loaded.filter(
      (p) =>
        /(^|\/)(main|\d+)\.[0-9a-f]{8}\.js$/.test(p) && !/\/(remotes|releases)\/(admin|customer|vendor|forms)\//.test(p)
    );
  const ownBuildScripts = () => shellScripts().filter((p) => !p.startsWith(`/releases/shell/${version}/`));

  // `/`: the prerendered landing page, hydrated by the released scripts; its link is the portal's own path.
  await page.goto('/');
  await page.getByRole('link', { name: 'User Login' }).click();
  await page.getByLabel('Email', { exact: true }).waitFor();
  expect(new URL(page.url()).pathname).toBe('/signin');
  // A sign-in page loaded afresh, and what it leads to (an admin-app screen) runs on the released shell.
  await signInAdmin(page, portal.admin);
  await adminHome(page).waitFor();
  expect(shellScripts().some((p) => p.startsWith(`/releases/shell/${version}/main.`))).toBe(true);
  expect(ownBuildScripts()).toEqual([]);

  const rolled = releaseShell('--rollback');
  expect(rolled.code).toBe(0);
  expect(rolled.out).toContain(`rolled back from ${version} to the portal's own build (shell/dist)`);
  loaded.length = 0;
  await page.goto('/signin');
  await page.getByLabel('Email', { exact: true }).waitFor();
  expect(shellScripts().some((p) => /^\/main\.[0-9a-f]{8}\.js$/.test(p))).toBe(true);
  expect(shellScripts().filter((p) => p.startsWith('/releases/shell/'))).toEqual([]);
  expect((await fetch(`${portal.url}/api/v1/global/health`)).ok).toBe(true);
  expect(errors).toEqual([]);
  await context.close();
});

describe('apps served from another origin', () => {
  let host: StaticHost;
  let outside: Portal;
  let newerCore: string;

  beforeAll(async () => {
    // forms-app built against a newer shared core (the next minor, with a name the live shell's copy lacks).
    newerCore = mkdtempSync(path.join(os.tmpdir(), 'gia-newer-core-'));
    const core = copySources();
    try {
      core.edit('shared-ui/package.json', (text) => text.replace(/"version": "[^"]+"/, `"version": "${NEWER_CORE}"`));
      core.edit(
        'shared-ui/src/index.ts',
        (text) => `${text}\nexport const coreFeatureOfTwo = 'new in ${NEWER_CORE}';\n`
      );
      core.build('forms-app', newerCore);
      // The release script refuses it for this portal, and says which and why.
      const refusalData = mkdtempSync(path.join(os.tmpdir(), 'gia-refusal-'));
      const refused = core.release(['forms', '--prebuilt', newerCore], { DATA_DIR: refusalData, WEB_ROOT: ROOT });
      rmSync(refusalData, { recursive: true, force: true });
      expect(refused.code).toBe(1);
      expect(refused.out).toContain(`@gia/shared-ui ^${NEWER_CORE}: the live shell provides ${LIVE_CORE}`);
    } finally {
      core.remove();
    }
    host = await startStaticHost({ admin: path.join(ROOT, 'admin-app', 'dist'), forms: newerCore });
    outside = await startPortal({
      REMOTE_ADMIN_URL: `${host.url}/admin/remoteEntry.js`,
      REMOTE_FORMS_URL: `${host.url}/forms/remoteEntry.js`
    });
  }, BUILD_TIMEOUT);
  afterAll(async () => {
    await outside?.stop();
    await host?.stop();
    rmSync(newerCore, { recursive: true, force: true });
  });

  test('admin-app from a second static server with the documented headers', async () => {
    const context = await newContext(browser, { baseURL: outside.url });
    const page = await context.newPage();
    const errors = collectErrors(page);
    await signInAdmin(page, outside.admin);
    await adminHome(page).waitFor();
    await adminHome(page).click();
    await page.getByRole('heading', { name: 'Admins' }).waitFor();
    const entry = host.served.find((s) => s.path === '/admin/remoteEntry.js' && s.status === 200);
    expect(entry?.headers).toMatchObject({
      'Cache-Control': 'no-cache',
      'Access-Control-Allow-Origin': '*',
      ETag: expect.stringMatching(/^".+"$/)
    });
    const chunk = host.served.find((s) => /^\/admin\/.+\.[0-9a-f]{8}\.js$/.test(s.path));
    expect(chunk?.headers['Cache-Control']).toBe('public, max-age=31536000, immutable');
    // The portal's own answers carry the same rules.
    const remotes = await fetch(`${outside.url}/remotes.json`);
    expect(remotes.headers.get('cache-control')).toBe('no-cache');
    expect(remotes.headers.get('etag')).toBeTruthy();
    expect((await remotes.json()).admin_app).toBe(`${host.url}/admin/remoteEntry.js`);
    expect(errors).toEqual([]);
    await context.close();
  });

  test("forms-app built against a newer shared core shows its area's message; the other apps work", async () => {
    const context = await newContext(browser, { baseURL: outside.url });
    const page = await context.newPage();
    const errors = collectErrors(page);
    await signInAdmin(page, outside.admin);
    await adminHome(page).waitFor();
    await page.goto('/ListOfForms');
    await page
      .getByText('This part of the portal needs a newer version of the portal than this page has.', { exact: false })
      .waitFor();
    await page.getByRole('button', { name: 'Reload' }).waitFor();
    await shoot(page, 'release-incompatible');
    // Its screens never ran: the manifest was read and none of its screens' chunks was fetched (when the
    // manifest check is passed over, e.g. before the runtime knows its shared versions, the share rules stop it).
    expect(host.served.some((s) => s.path === '/forms/mf-manifest.json')).toBe(true);
    expect(host.served.some((s) => /^\/forms\/.+\.[0-9a-f]{8}\.js$/.test(s.path))).toBe(false);
    await page.getByRole('link', { name: 'GIA' }).first().waitFor();
    await page.goto('/AdminUserList');
    await page.getByRole('heading', { name: 'Admins' }).waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });
  test('without its manifest, the same build is still stopped by the share rules before it runs on the wrong copy', async () => {
    const context = await newContext(browser, { baseURL: outside.url });
    // A host that never uploaded mf-manifest.json: the shell cannot check first, so the federation
    // runtime's strict version rule (the remote has no copy of its own to fall back on) must refuse it.
    await context.route('**/forms/mf-manifest.json', (route) => route.fulfill({ status: 404, body: 'not here' }));
    const page = await context.newPage();
    await signInAdmin(page, outside.admin);
    await adminHome(page).waitFor();
    await page.goto('/ListOfForms');
    await page
      .getByText('This part of the portal needs a newer version of the portal than this page has.', { exact: false })
      .waitFor();
    expect(await page.getByText('List of forms').count()).toBe(0);
    await page.goto('/AdminDashboad');
    await adminHome(page).waitFor();
    await context.close();
  });
});
