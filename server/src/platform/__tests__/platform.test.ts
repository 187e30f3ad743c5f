import { buildTestApp, type TestApp } from '../../test-support/app';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ REMOTE_ADMIN_URL: 'https://admin.example.in/remoteEntry.js' });
});
afterAll(async () => {
  await t.close();
});

test('health answers 200 with the database kind and version', async () => {
  const res = await t.app.inject({ method: 'GET', url: '/api/v1/global/health' });
  expect(res.statusCode).toBe(200);
  expect(res.json()).toEqual({
    status: 'ok',
    database: process.env.DATABASE_URL ? 'postgres' : 'sqlite',
    version: expect.any(String)
  });
});

test('remotes.json says where each remote lives, from settings or the same origin', async () => {
  const res = await t.app.inject({ method: 'GET', url: '/remotes.json' });
  expect(res.json()).toEqual({
    customer_app: '/remotes/customer/remoteEntry.js',
    admin_app: 'https://admin.example.in/remoteEntry.js',
    vendor_app: '/remotes/vendor/remoteEntry.js',
    forms_app: '/remotes/forms/remoteEntry.js'
  });
});

test('an unknown API call is a JSON 404 with a message', async () => {
  const res = await t.app.inject({ method: 'GET', url: '/api/v1/no/such/call' });
  expect(res.statusCode).toBe(404);
  expect(res.json().message).toContain('No such call');
});

test('a tampered token is refused with 401 and the session message where an account is needed', async () => {
  const res = await t.app.inject({
    method: 'GET',
    url: '/api/v1/admin/data/getAdmins',
    headers: { authorization: 'Bearer abc.def.ghi' }
  });
  expect(res.statusCode).toBe(401);
  expect(res.json().message).toBe('Your session has expired. Please sign in again.');
});

test('a tampered token does not block public calls', async () => {
  const res = await t.app.inject({
    method: 'GET',
    url: '/api/v1/global/health',
    headers: { authorization: 'Bearer abc.def.ghi' }
  });
  expect(res.statusCode).toBe(200);
});

test('the OpenAPI description is served as JSON', async () => {
  const res = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
  expect(res.statusCode).toBe(200);
  expect(res.json().paths['/api/v1/global/health']).toBeDefined();
});

test("security headers are on every answer: a page's policy names the remotes' origin, an API answer's lets nothing load", async () => {
  const api = await t.app.inject({ method: 'GET', url: '/api/v1/global/health' });
  const page = await t.app.inject({ method: 'GET', url: '/remotes.json' });
  for (const res of [api, page]) {
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(String(res.headers['content-security-policy'])).toContain("frame-ancestors 'none'");
    expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  }
  expect(String(page.headers['content-security-policy'])).toContain('https://admin.example.in');
  expect(api.headers['content-security-policy']).toBe("default-src 'none';frame-ancestors 'none'");
});
