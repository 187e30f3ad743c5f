import { buildTestApp, type TestApp } from '../../test-support/app';

let t: TestApp;
beforeAll(async () => { t = await buildTestApp({ LOGIN_RATE_PER_MINUTE: '3' }); });
afterAll(async () => { await t.close(); });

const attempt = (url: string, email: string, address: string) =>
  t.app.inject({ method: 'POST', url, payload: { email, password: 'whatever-1' }, remoteAddress: address });

test('sign-in attempts past the limit from one address get 429 saying when to try again', async () => {
  for (let i = 0; i < 3; i++) expect((await attempt('/api/v1/users/login/request', `u${i}@example.in`, '10.0.0.1')).statusCode).toBe(401);
  const refused = await attempt('/api/v1/admin/login/request', 'u9@example.in', '10.0.0.1');
  expect(refused.statusCode).toBe(429);
  expect(refused.json().message).toMatch(/^Too many sign-in attempts\. Please try again in \d+ seconds?\.$/);
  expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
  expect((await attempt('/api/v1/users/login/request', 'u10@example.in', '10.0.0.2')).statusCode).toBe(401);
});

test('attempts on one email past the limit are refused from any address, sign-up included', async () => {
  for (let i = 0; i < 3; i++) expect((await attempt('/api/v1/vendors/login/request', 'Target@Example.in', `10.0.1.${i}`)).statusCode).toBe(401);
  const refused = await t.app.inject({
    method: 'POST', url: '/api/v1/users/login/signup', remoteAddress: '10.0.1.99',
    payload: { user_name: 'Someone', email: 'target@example.in', password: 'whatever-1' }
  });
  expect(refused.statusCode).toBe(429);
  expect(refused.json().message).toContain('Too many sign-in attempts');
});
