import { SERVICES, translate } from '@gia/domain';
import type { InjectOptions } from 'fastify';
import { PDF, upload } from '../documents/__fixtures__/uploads';
import { insertUrl, readUrl, validBody, vendorCall } from '../requests/test-fixtures';
import type { TestAccount } from '../test-support/accounts';
import { buildTestApp, type TestApp } from '../test-support/app';
import { bearer, handMadeToken, withPayload } from './support/tokens';
import { makeWorld, ok, requestIn, type World } from './support/world';

const SESSION_EXPIRED = translate('en', 'auth.sessionExpired');
const DISABLED = translate('en', 'errors.account.disabled');

/** Sessions (OWASP ASVS V7): only an unexpired, untouched token of an enabled account of its role opens a call. */

const PASSWORD = 'Correct-horse-7';
const pan = SERVICES.find((k) => k.key === 'pan')!;
const now = () => Math.floor(Date.now() / 1000);

let w: World;
let secret: string;
let customer: TestAccount & { password: string };
let assignedId: number;
let documentUrl: string;

/** A customer made through sign-up, with the token and password the server gave and took. */
async function signUp(
  t: TestApp,
  email: string,
  remoteAddress = '10.9.0.1'
): Promise<TestAccount & { password: string }> {
  const res = await ok(t, {
    method: 'POST',
    url: '/api/v1/users/login/signup',
    remoteAddress,
    payload: { user_name: 'Asha Rao', email, password: PASSWORD }
  });
  const { accessToken, user } = res.json();
  return { id: user.id, name: user.name, email, token: accessToken, auth: bearer(accessToken), password: PASSWORD };
}

beforeAll(async () => {
  const t = await buildTestApp();
  w = await makeWorld(t);
  secret = t.config.jwtSecret;
  customer = await signUp(t, 'asha.sessions@example.in');
  assignedId = await requestIn(w, pan, 'ASSIGNED TO VENDOR');
  documentUrl = (await upload(t.app, { name: 'pan.pdf', type: 'application/pdf', data: PDF }, customer.auth)).json()
    .url;
});
afterAll(async () => {
  await w?.t.close();
});

/** Calls that need an account, one per role and one any role may make. */
const PROTECTED: [string, (auth: Record<string, string>) => Promise<InjectOptions> | InjectOptions][] = [
  ['read requests', (auth) => ({ method: 'GET', url: readUrl(pan), headers: auth })],
  [
    'submit a request',
    async (auth) => ({
      method: 'POST',
      url: insertUrl(pan),
      headers: auth,
      payload: await validBody(w.t.app, pan, w.customer)
    })
  ],
  ['list admins', (auth) => ({ method: 'GET', url: '/api/v1/admin/data/getAdmins', headers: auth })],
  [
    'accept an assignment',
    (auth) => ({ ...vendorCall('acceptAssignment', pan, w.vendorOf(pan), assignedId), headers: auth })
  ],
  ['read notifications', (auth) => ({ method: 'GET', url: '/api/v1/global/notifications', headers: auth })]
];

/** What each protected call answers with a sound token of each role. */
const GOOD = (who: 'customer' | 'vendor' | 'admin') =>
  ({ customer: w.customer, vendor: w.vendorOf(pan), admin: w.admin })[who];

async function refusedEverywhere(auth: Record<string, string>): Promise<void> {
  for (const [name, make] of PROTECTED) {
    const res = await w.t.app.inject(await make(auth));
    expect([name, res.statusCode, res.json().message]).toEqual([name, 401, SESSION_EXPIRED]);
  }
}

describe('tokens the server must refuse', () => {
  const claims = (over: Record<string, unknown> = {}) => ({
    sub: w.customer.id,
    role: 'customer',
    name: w.customer.name,
    tv: 0,
    jti: 'hand-made-token-1',
    iat: now() - 10,
    exp: now() + 3600,
    ...over
  });

  test('a hand-made token with the right secret and claims is accepted (so the refusals below are about what was changed)', async () => {
    const res = await w.t.app.inject({
      method: 'GET',
      url: readUrl(pan),
      headers: bearer(handMadeToken(claims(), secret))
    });
    expect(res.statusCode).toBe(200);
  });

  test.each([
    ['expired a minute ago', () => handMadeToken(claims({ iat: now() - 7200, exp: now() - 60 }), secret)],
    ['not valid before an hour from now', () => handMadeToken(claims({ nbf: now() + 3600 }), secret)],
    ['signed with another secret', () => handMadeToken(claims(), `${secret}-not`)],
    ['with alg none and no signature', () => handMadeToken(claims(), null, { alg: 'none', typ: 'JWT' })],
    [
      'with alg none and the real signature',
      () => {
        const [, payload, signature] = handMadeToken(claims(), secret).split('.');
        return `${Buffer.from(JSON.stringify({ alg: 'none', typ: 'JWT' })).toString('base64url')}.${payload}.${signature}`;
      }
    ],
    ['claiming RS256 over an HMAC signature', () => handMadeToken(claims(), secret, { alg: 'RS256', typ: 'JWT' })],
    [
      'a real token with its role changed to admin',
      () => withPayload(customer.token, (c) => ({ ...c, role: 'admin' }))
    ],
    ['a real token with its account changed', () => withPayload(customer.token, (c) => ({ ...c, sub: w.admin.id }))],
    [
      'a real token with its expiry pushed back',
      () => withPayload(customer.token, (c) => ({ ...c, exp: now() + 365 * 86400 }))
    ],
    ['a real token cut short', () => customer.token.slice(0, -5)],
    ['a well-signed token naming the customer as an admin', () => handMadeToken(claims({ role: 'admin' }), secret)],
    ['a well-signed token of an account that does not exist', () => handMadeToken(claims({ sub: 987654 }), secret)],
    [
      'a well-signed token without an account',
      () => handMadeToken({ role: 'admin', name: 'Nobody', exp: now() + 3600 }, secret)
    ],
    ['a well-signed token with an account id out of range', () => handMadeToken(claims({ sub: 4294967296 }), secret)]
  ])('%s: 401 "session expired" on every call that needs an account', async (_name, token) => {
    await refusedEverywhere(bearer(token()));
  });

  test('a refused token leaves the caller anonymous: public calls still work, private ones stay shut', async () => {
    const stale = bearer(handMadeToken(claims({ exp: now() - 60 }), secret));
    expect(
      (await w.t.app.inject({ method: 'GET', url: '/api/v1/admin/data/getForms', headers: stale })).statusCode
    ).toBe(200);
    expect((await upload(w.t.app, { name: 'a.pdf', type: 'application/pdf', data: PDF }, stale)).statusCode).toBe(200);
    expect((await w.t.app.inject({ method: 'GET', url: documentUrl, headers: stale })).statusCode).toBe(404);
  });
});

describe('tokens of the wrong role', () => {
  test.each([
    ['a customer', 'list admins', 'customer'],
    ['a customer', 'accept an assignment', 'customer'],
    ['a vendor', 'submit a request', 'vendor'],
    ['a vendor', 'list admins', 'vendor'],
    ['an admin', 'accept an assignment', 'admin']
  ] as const)('%s may not %s: 403 naming who may', async (_who, callName, role) => {
    const make = PROTECTED.find(([name]) => name === callName)![1];
    const res = await w.t.app.inject(await make(GOOD(role).auth));
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toMatch(/^This call is for (admin|vendor|customer or admin) accounts only\.$/);
  });
});

describe('disabling an account', () => {
  const disable = (id: number, disabled: boolean) =>
    ok(w.t, {
      method: 'POST',
      url: '/api/v1/admin/data/setAccountDisabled',
      headers: w.admin.auth,
      payload: { id, disabled }
    });
  const readWith = (auth: Record<string, string>) =>
    w.t.app.inject({ method: 'GET', url: readUrl(pan), headers: auth });

  test('stops its token at once, and its sign-in, until it is enabled again; the old token stays dead', async () => {
    const person = await signUp(w.t, 'neha.disabled@example.in', '10.9.0.2');
    expect((await readWith(person.auth)).statusCode).toBe(200);

    await disable(person.id, true);
    const refused = await readWith(person.auth);
    expect([refused.statusCode, refused.json().message]).toEqual([401, SESSION_EXPIRED]);
    const signIn = await w.t.app.inject({
      method: 'POST',
      url: '/api/v1/users/login/request',
      remoteAddress: '10.9.0.2',
      payload: { email: person.email, password: PASSWORD }
    });
    expect([signIn.statusCode, signIn.json().message]).toEqual([403, DISABLED]);

    await disable(person.id, false);
    const stillDead = await readWith(person.auth);
    expect([stillDead.statusCode, stillDead.json().message]).toEqual([401, SESSION_EXPIRED]);
    const again = await w.t.app.inject({
      method: 'POST',
      url: '/api/v1/users/login/request',
      remoteAddress: '10.9.0.2',
      payload: { email: person.email, password: PASSWORD }
    });
    expect(again.statusCode).toBe(200);
    expect((await readWith({ authorization: `Bearer ${again.json().accessToken}` })).statusCode).toBe(200);
  });

  test.each([
    ['vendor', 'accept an assignment'],
    ['admin', 'list admins']
  ] as const)('a disabled %s is stopped the same way', async (role, callName) => {
    const account = role === 'vendor' ? w.otherVendorOf(pan) : w.otherAdmin;
    const make = PROTECTED.find(([name]) => name === callName)![1];
    await disable(account.id, true);
    const res = await w.t.app.inject(await make(account.auth));
    expect([res.statusCode, res.json().message]).toEqual([401, SESSION_EXPIRED]);
    await disable(account.id, false);
  });
});

describe('repeated failed sign-ins', () => {
  let t: TestApp;
  let person: TestAccount & { password: string };
  // The shipped limits: ten attempts a minute per address and email together, sixty per address.
  beforeAll(async () => {
    t = await buildTestApp();
    person = await signUp(t, 'ravi.limited@example.in', '10.8.0.1');
  });
  afterAll(async () => {
    await t.close();
  });

  const signIn = (url: string, email: string, password: string, remoteAddress: string) =>
    t.app.inject({ method: 'POST', url, remoteAddress, payload: { email, password } });

  test('get 429 saying when to try again, even with the right password then, from that address for that email only', async () => {
    for (let i = 0; i < 10; i++) {
      const res = await signIn('/api/v1/users/login/request', person.email, `wrong-password-${i}`, '10.8.0.2');
      expect([i, res.statusCode]).toEqual([i, 401]);
    }
    const slowed = await signIn('/api/v1/users/login/request', person.email, person.password, '10.8.0.2');
    expect(slowed.statusCode).toBe(429);
    const seconds = Number(
      /^Too many sign-in attempts\. Please try again in (\d+) seconds?\.$/.exec(slowed.json().message)?.[1]
    );
    expect(seconds).toBeGreaterThan(0);
    expect(seconds).toBeLessThanOrEqual(60);
    expect(Number(slowed.headers['retry-after'])).toBe(seconds);

    // The owner elsewhere is not locked out (only slowed down); that address may still try other emails.
    expect((await signIn('/api/v1/users/login/request', person.email, person.password, '10.8.0.3')).statusCode).toBe(
      200
    );
    expect(
      (await signIn('/api/v1/admin/login/request', 'someone.else@example.in', 'whatever-123', '10.8.0.2')).statusCode
    ).toBe(401);
    // Someone else, elsewhere, is not locked out.
    expect(
      (await signIn('/api/v1/users/login/request', 'someone.else@example.in', 'whatever-123', '10.8.0.4')).statusCode
    ).toBe(401);
  });
});
