import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { PDF, PNG, upload } from '../documents/__fixtures__/uploads';
import { seedAccount, type TestAccount } from '../test-support/accounts';
import { buildTestApp, type TestApp } from '../test-support/app';

/**
 * Security headers on every kind of answer: the API's (accepted and refused), the portal page, the
 * remotes' scripts and the documents. A page's scripts may come only from the portal's own origin and the
 * remote origins it is configured with, and an API answer, which is no page, may load none; nothing may frame
 * them; nothing is sniffed; referrers are trimmed.
 */

const REFERRER_POLICIES = ['no-referrer', 'same-origin', 'strict-origin', 'strict-origin-when-cross-origin'];
const REMOTES = {
  REMOTE_ADMIN_URL: 'https://admin.cdn.example/remoteEntry.js',
  REMOTE_FORMS_URL: 'http://forms.example:8081/gia/remoteEntry.js'
};

let webRoot: string;
let local: TestApp;
let remote: TestApp;
let customer: TestAccount;

/** A built portal in miniature: the shell's page and one remote's entry script. */
function miniPortal(): string {
  const root = mkdtempSync(path.join(os.tmpdir(), 'gia-web-'));
  mkdirSync(path.join(root, 'shell', 'dist'), { recursive: true });
  writeFileSync(
    path.join(root, 'shell', 'dist', 'index.html'),
    '<!doctype html><html><head><title>GIA</title></head><body><div id="root"></div><script src="/main.js"></script></body></html>'
  );
  writeFileSync(path.join(root, 'shell', 'dist', 'main.js'), 'console.log("shell")');
  mkdirSync(path.join(root, 'customer-app', 'dist'), { recursive: true });
  writeFileSync(path.join(root, 'customer-app', 'dist', 'remoteEntry.js'), 'var customer_app = {};');
  return root;
}

beforeAll(async () => {
  webRoot = miniPortal();
  local = await buildTestApp({ WEB_ROOT: webRoot });
  remote = await buildTestApp({ WEB_ROOT: webRoot, ...REMOTES });
  customer = await seedAccount(local.app, 'customer');
});
afterAll(async () => {
  await local?.close();
  await remote?.close();
  rmSync(webRoot, { recursive: true, force: true });
});

/** The policy as directive → sources. */
function policy(res: LightMyRequestResponse): Map<string, string[]> {
  const header = String(res.headers['content-security-policy'] ?? '');
  return new Map(
    header
      .split(';')
      .map((d) => d.trim())
      .filter(Boolean)
      .map((d) => {
        const [name, ...sources] = d.split(/\s+/);
        return [name.toLowerCase(), sources];
      })
  );
}

/** Where scripts may come from: script-src, or default-src when there is none. */
const scriptSources = (csp: Map<string, string[]>) => csp.get('script-src') ?? csp.get('default-src') ?? ['*'];

function expectSafeHeaders(res: LightMyRequestResponse, allowedScripts: string[]): void {
  const csp = policy(res);
  expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
  expect([...scriptSources(csp)].sort()).toEqual([...allowedScripts].sort());
  expect(csp.get('object-src') ?? csp.get('default-src')).toEqual(
    expect.arrayContaining([expect.stringMatching(/^'(none|self)'$/)])
  );
  expect(res.headers['x-content-type-options']).toBe('nosniff');
  expect(REFERRER_POLICIES).toContain(String(res.headers['referrer-policy']));
}

/** Answers of the JSON API: no page, so their policy lets nothing load or run, remotes or not. */
const API_ANSWERS: [string, () => InjectOptions][] = [
  ['an accepted API call', () => ({ method: 'GET', url: '/api/v1/global/health' })],
  ['a refused API call (401)', () => ({ method: 'GET', url: '/api/v1/admin/data/getAdmins' })],
  [
    'a refused API call (400)',
    () => ({ method: 'POST', url: '/api/v1/users/login/request', payload: { email: 'not an email', password: 'x' } })
  ],
  ['an unknown API call (404)', () => ({ method: 'GET', url: '/api/v1/no/such/call' })]
];

const PAGE_ANSWERS: [string, () => InjectOptions][] = [
  ['the remotes list', () => ({ method: 'GET', url: '/remotes.json' })],
  ['the portal page', () => ({ method: 'GET', url: '/' })],
  ['the portal page on a deep route', () => ({ method: 'GET', url: '/ListofPanRegistration' })],
  ["the shell's script", () => ({ method: 'GET', url: '/main.js' })],
  ["a remote's entry script", () => ({ method: 'GET', url: '/remotes/customer/remoteEntry.js' })],
  ["the API's own description page", () => ({ method: 'GET', url: '/api/docs' })]
];

describe.each(API_ANSWERS)('%s', (_name, make) => {
  test.each([
    ['alone', () => local],
    ['with remotes served from elsewhere', () => remote]
  ])('%s: no script from anywhere, no framing, no sniffing, trimmed referrers', async (_how, portal) => {
    const res = await portal().app.inject(make());
    expect(res.statusCode).toBeLessThan(500);
    expectSafeHeaders(res, ["'none'"]);
    expect(res.headers['cross-origin-resource-policy']).toBe('same-origin');
    expect(res.headers['strict-transport-security']).toMatch(/^max-age=\d+/);
  });
});

describe.each(PAGE_ANSWERS)('%s', (_name, make) => {
  test("scripts from the portal's own origin only, no framing, no sniffing, trimmed referrers", async () => {
    const res = await local.app.inject(make());
    expect(res.statusCode).toBeLessThan(500);
    expectSafeHeaders(res, ["'self'"]);
  });

  test('with remotes served from elsewhere: those origins too, and nothing more', async () => {
    const res = await remote.app.inject(make());
    expectSafeHeaders(res, ["'self'", 'https://admin.cdn.example', 'http://forms.example:8081']);
  });
});

test('the portal page is the built shell, served as HTML', async () => {
  const res = await local.app.inject({ method: 'GET', url: '/' });
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-type']).toMatch(/^text\/html/);
  expect(res.body).toContain('<div id="root"></div>');
});

describe('documents', () => {
  test.each([
    ['a PNG', { name: 'pan.png', type: 'image/png', data: PNG }],
    ['a PDF', { name: 'deed.pdf', type: 'application/pdf', data: PDF }]
  ])('%s is served inline with its true type, runs no script and cannot be framed', async (_name, file) => {
    const url = (await upload(local.app, file, customer.auth)).json().url;
    const res = await local.app.inject({ method: 'GET', url, headers: customer.auth });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe(file.type);
    expect(String(res.headers['content-disposition'])).toMatch(/^inline; filename="/);
    const csp = policy(res);
    expect(scriptSources(csp)).toEqual(["'none'"]);
    expect(csp.has('sandbox')).toBe(true);
    expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(REFERRER_POLICIES).toContain(String(res.headers['referrer-policy']));
  });

  test("a refused document read carries a page's headers, as a document does", async () => {
    const res = await local.app.inject({ method: 'GET', url: '/api/v1/global/documents/AAAAAAAAAAAAAAAAAAAAAAAA' });
    expect(res.statusCode).toBe(404);
    expectSafeHeaders(res, ["'self'"]);
  });
});
