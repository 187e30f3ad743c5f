import { signInDelayMs } from '../attempt-limit';
import { buildTestApp, type TestApp } from '../../test-support/app';

const PASSWORD = 'Tulsi-garden-river-42';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ LOGIN_RATE_PER_MINUTE: '3', LOGIN_RATE_PER_ADDRESS_PER_MINUTE: '8' });
});
afterAll(async () => {
  await t.close();
});

const attempt = (
  url: string,
  email: string,
  address: string,
  password = 'wrong-password-1',
  headers: Record<string, string> = {}
) => t.app.inject({ method: 'POST', url, payload: { email, password }, remoteAddress: address, headers });

async function signUp(email: string, address: string): Promise<void> {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/v1/users/login/signup',
    remoteAddress: address,
    payload: { user_name: 'Asha Rao', email, password: PASSWORD }
  });
  expect(res.statusCode).toBe(201);
}

test('sign-in attempts past the limit for one email from one address get 429 saying when to try again', async () => {
  for (let i = 0; i < 3; i++)
    expect((await attempt('/api/v1/users/login/request', 'u1@example.in', '10.0.0.1')).statusCode).toBe(401);
  const refused = await attempt('/api/v1/admin/login/request', 'U1@Example.in', '10.0.0.1');
  expect(refused.statusCode).toBe(429);
  expect(refused.json().message).toMatch(/^Too many sign-in attempts\. Please try again in \d+ seconds?\.$/);
  expect(refused.json().code).toMatch(/^limits\.signIn/);
  expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
  // The same address may still try other emails, and other addresses that email.
  expect((await attempt('/api/v1/users/login/request', 'u2@example.in', '10.0.0.1')).statusCode).toBe(401);
  expect((await attempt('/api/v1/users/login/request', 'u1@example.in', '10.0.0.2')).statusCode).toBe(401);
});

test('strangers failing on an email from many addresses never lock out its owner: the correct password signs in', async () => {
  await signUp('owner@example.in', '10.5.0.1');
  for (let i = 0; i < 6; i++) {
    expect((await attempt('/api/v1/users/login/request', 'owner@example.in', `10.6.0.${i}`)).statusCode).toBe(401);
  }
  const started = Date.now();
  const owner = await attempt('/api/v1/users/login/request', 'owner@example.in', '10.5.0.99', PASSWORD);
  expect(owner.statusCode).toBe(200);
  expect(owner.json().accessToken).toEqual(expect.any(String));
  // Slowed down, though: six failures against a free allowance of three.
  expect(Date.now() - started).toBeGreaterThanOrEqual(signInDelayMs(6, 3) - 50);
});

test('one address trying many emails meets the wider per-address limit', async () => {
  for (let i = 0; i < 8; i++)
    expect((await attempt('/api/v1/vendors/login/request', `stuffed${i}@example.in`, '10.7.0.1')).statusCode).toBe(401);
  const refused = await attempt('/api/v1/vendors/login/request', 'stuffed99@example.in', '10.7.0.1');
  expect(refused.statusCode).toBe(429);
  expect(refused.json().message).toContain('Too many sign-in attempts');
  expect((await attempt('/api/v1/vendors/login/request', 'stuffed99@example.in', '10.7.0.2')).statusCode).toBe(401);
});

test('sign-up counts against the same limits', async () => {
  for (let i = 0; i < 3; i++)
    expect((await attempt('/api/v1/users/login/request', 'taken@example.in', '10.8.0.1')).statusCode).toBe(401);
  const refused = await t.app.inject({
    method: 'POST',
    url: '/api/v1/users/login/signup',
    remoteAddress: '10.8.0.1',
    payload: { user_name: 'Someone', email: 'taken@example.in', password: PASSWORD }
  });
  expect(refused.statusCode).toBe(429);
});

test('without TRUST_PROXY a client cannot choose its address with X-Forwarded-For', async () => {
  for (let i = 0; i < 3; i++) {
    const res = await attempt('/api/v1/users/login/request', 'spoof@example.in', '10.9.0.1', 'wrong-password-1', {
      'x-forwarded-for': `203.0.113.${i}`
    });
    expect(res.statusCode).toBe(401);
  }
  const refused = await attempt('/api/v1/users/login/request', 'spoof@example.in', '10.9.0.1', 'wrong-password-1', {
    'x-forwarded-for': '203.0.113.200'
  });
  expect(refused.statusCode).toBe(429);
});

test('behind a proxy named in TRUST_PROXY, the address it forwards counts', async () => {
  const proxied = await buildTestApp({ LOGIN_RATE_PER_MINUTE: '2', TRUST_PROXY: '192.0.2.0/24,127.0.0.1' });
  try {
    const viaProxy = (client: string, from = '192.0.2.10') =>
      proxied.app.inject({
        method: 'POST',
        url: '/api/v1/users/login/request',
        payload: { email: 'p@example.in', password: 'wrong-password-1' },
        remoteAddress: from,
        headers: { 'x-forwarded-for': client }
      });
    expect((await viaProxy('198.51.100.1')).statusCode).toBe(401);
    expect((await viaProxy('198.51.100.1')).statusCode).toBe(401);
    expect((await viaProxy('198.51.100.1')).statusCode).toBe(429);
    // Another client behind the same proxy is another address.
    expect((await viaProxy('198.51.100.2')).statusCode).toBe(401);
    // A peer that is not a named proxy cannot choose its address.
    expect((await viaProxy('198.51.100.3', '203.0.113.7')).statusCode).toBe(401);
    expect((await viaProxy('198.51.100.4', '203.0.113.7')).statusCode).toBe(401);
    expect((await viaProxy('198.51.100.5', '203.0.113.7')).statusCode).toBe(429);
  } finally {
    await proxied.close();
  }
});

test('the delay grows with failures past the free allowance and stays bounded', () => {
  expect(signInDelayMs(0, 10)).toBe(0);
  expect(signInDelayMs(9, 10)).toBe(0);
  expect(signInDelayMs(10, 10)).toBe(250);
  expect(signInDelayMs(11, 10)).toBe(500);
  expect(signInDelayMs(13, 10)).toBe(2000);
  expect(signInDelayMs(1000, 10)).toBe(8000);
});

test('TRUST_PROXY accepts addresses and CIDR ranges only', () => {
  const { loadConfig } = jest.requireActual('../../config') as typeof import('../../config');
  const base = { DATA_DIR: t.config.dataDir, JWT_SECRET: t.config.jwtSecret };
  expect(loadConfig(base).trustProxy).toBe(false);
  expect(loadConfig({ ...base, TRUST_PROXY: '10.0.0.0/8, 127.0.0.1,::1' }).trustProxy).toEqual([
    '10.0.0.0/8',
    '127.0.0.1',
    '::1'
  ]);
  expect(() => loadConfig({ ...base, TRUST_PROXY: 'true' })).toThrow(
    'TRUST_PROXY must list proxy addresses or CIDR ranges'
  );
  expect(() => loadConfig({ ...base, TRUST_PROXY: '10.0.0.0/40' })).toThrow('TRUST_PROXY');
});
