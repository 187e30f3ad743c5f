import { BUSINESS_TYPES } from '@gia/domain';
import { seedAccount } from '../../test-support/accounts';
import { buildTestApp, type TestApp } from '../../test-support/app';
import { uploadPdf } from '../../documents/__fixtures__/uploads';

const SESSION_EXPIRED = 'Your session has expired. Please sign in again.';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ LOGIN_RATE_PER_MINUTE: '1000' });
});
afterAll(async () => {
  await t.close();
});

let n = 0;
const unique = (prefix: string) => `${prefix}${++n}.${Date.now()}@example.in`;
const post = (url: string, payload: object, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url, payload, headers });

const USER_SIGNUP = '/api/v1/users/login/signup';
const USER_LOGIN = '/api/v1/users/login/request';
const ADMIN_LOGIN = '/api/v1/admin/login/request';
const VENDOR_LOGIN = '/api/v1/vendors/login/request';
const VENDOR_SIGNUP = '/api/v1/vendors/login/signUp';

async function signUpUser(fields: Record<string, string> = {}) {
  const body = { user_name: 'Asha Rao', email: unique('asha'), password: 'correct horse', ...fields };
  const res = await post(USER_SIGNUP, body);
  return { res, body };
}

async function vendorBody(overrides: Record<string, string> = {}) {
  return {
    vendor_number: '9876543210',
    password: 'vendor-pass-1',
    vendor_name: 'Kumar Associates',
    email: unique('kumar'),
    vendor_bussiness_name: 'PAN Registration',
    venndor_bussiness_address: '12 MG Road, Bengaluru 560001',
    vendor_aadhar_url: await uploadPdf(t.app),
    vendor_pan_url: await uploadPdf(t.app),
    vendor_registration_document_url: await uploadPdf(t.app),
    ...overrides
  };
}

describe('customer sign-up', () => {
  test('creates the account, signs it in, and answers the token and the user', async () => {
    const { res, body } = await signUpUser({ phone: '9123456780' });
    expect(res.statusCode).toBe(201);
    const { accessToken, user } = res.json();
    expect(user).toEqual({
      id: expect.any(Number),
      name: 'Asha Rao',
      empid: user.id,
      email: body.email,
      role: 'customer',
      phone: '9123456780'
    });
    expect(t.app.jwt.decode(accessToken)).toMatchObject({ sub: user.id, role: 'customer', name: 'Asha Rao' });
    const row = await t.app.db.selectFrom('accounts').selectAll().where('id', '=', user.id).executeTakeFirstOrThrow();
    expect(row.password_hash).toMatch(/^\$argon2id\$/);
    expect(row.last_login_at).not.toBeNull();
  });

  test('a second account with the same email, in other letter case, is a 409', async () => {
    const { body } = await signUpUser();
    const { res } = await signUpUser({ email: body.email.toUpperCase() });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('A user account with this email already exists. Please sign in instead.');
  });

  test.each([
    ['no user_name', { user_name: undefined }, 'user_name is required.'],
    ['no email', { email: undefined }, 'email is required.'],
    ['no password', { password: undefined }, 'password is required.'],
    ['a blank user_name', { user_name: '   ' }, 'user_name is required.'],
    [
      'a malformed email',
      { email: 'asha.example.in' },
      'Invalid email address: email must look like name@example.com.'
    ],
    [
      'a 5-character password',
      { password: 'short' },
      'password must be at least 8 characters long, so it is hard to guess.'
    ],
    [
      'a malformed phone',
      { phone: '12345' },
      'phone must be a 10-digit Indian mobile number starting with 6, 7, 8 or 9.'
    ],
    ['a number for email', { email: 42 }, 'Invalid email address: email must look like name@example.com.']
  ])('%s is a 400 that names the field', async (_case, change, message) => {
    const body: Record<string, unknown> = {
      user_name: 'Asha',
      email: unique('bad'),
      password: 'correct horse',
      ...change
    };
    const res = await post(USER_SIGNUP, body);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain(message);
  });

  test('a body that is not JSON is a 400 with a JSON message', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: USER_SIGNUP,
      payload: '{"email": ',
      headers: { 'content-type': 'application/json' }
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: 'The request body is not valid JSON.', code: 'errors.invalidJson' });
  });
});

describe('sign-in', () => {
  test('a customer signs in with email (any letter case) and password and gets a fresh token', async () => {
    const { body } = await signUpUser();
    const res = await post(USER_LOGIN, { email: body.email.toUpperCase(), password: body.password });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      accessToken: expect.any(String),
      user: expect.objectContaining({ email: body.email, role: 'customer', name: 'Asha Rao' })
    });
  });

  test('an unknown email is answered exactly as a wrong password is: 401 "Invalid email or password"', async () => {
    const res = await post(USER_LOGIN, { email: unique('nobody'), password: 'whatever1' });
    expect(res.statusCode).toBe(401);
    expect(res.json().message).toBe('Invalid email or password');
  });

  test('a wrong password is a 401 "Invalid email or password"', async () => {
    const { body } = await signUpUser();
    const res = await post(USER_LOGIN, { email: body.email, password: 'not the password' });
    expect(res.statusCode).toBe(401);
    expect(res.json().message).toBe('Invalid email or password');
  });

  test.each([[ADMIN_LOGIN], [VENDOR_LOGIN]])("a customer's account cannot sign in at %s", async (url) => {
    const { body } = await signUpUser();
    const res = await post(url, { email: body.email, password: body.password });
    expect(res.statusCode).toBe(401);
    expect(res.json().message).toBe('Invalid email or password');
  });

  test('missing fields are a 400 that names them; a malformed email says "Invalid email address"', async () => {
    const missing = await post(ADMIN_LOGIN, { email: 'a@b.in' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toBe('Invalid request: password is required.');
    expect(missing.json()).toMatchObject({
      code: 'errors.invalidRequest',
      errors: [{ field: 'password', code: 'errors.field.required' }]
    });
    const malformed = await post(ADMIN_LOGIN, { email: 'admin', password: 'whatever1' });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().message).toContain('Invalid email address');
  });

  test('a disabled account is refused with 403 and a reason, and only once the password is right', async () => {
    const { res, body } = await signUpUser();
    await t.app.db.updateTable('accounts').set({ disabled: 1 }).where('id', '=', res.json().user.id).execute();
    expect((await post(USER_LOGIN, { email: body.email, password: 'wrong password' })).statusCode).toBe(401);
    const refused = await post(USER_LOGIN, { email: body.email, password: body.password });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toContain('This account has been disabled');
  });
});

describe('tokens', () => {
  test('an expired token is refused with 401 and the session message', async () => {
    const admin = await seedAccount(t.app, 'admin');
    const nineHoursAgo = Date.now() - 9 * 60 * 60 * 1000;
    const expired = t.app.jwt.sign(
      { sub: admin.id, role: 'admin', name: admin.name, tv: 0, jti: 'expired-session' },
      { clockTimestamp: nineHoursAgo }
    );
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/v1/admin/data/getAdmins',
      headers: { authorization: `Bearer ${expired}` }
    });
    expect(res.statusCode).toBe(401);
    expect(res.json().message).toBe(SESSION_EXPIRED);
  });

  test('a token that worked is refused once it expires (its checked signature is not remembered past its life)', async () => {
    const admin = await seedAccount(t.app, 'admin');
    // Signed 8 h less 2 s ago: it expires 2 s from now.
    const token = t.app.jwt.sign(
      { sub: admin.id, role: 'admin', name: admin.name, tv: 0, jti: 'nearly-expired-session' },
      { clockTimestamp: Date.now() - 8 * 60 * 60 * 1000 + 2000 }
    );
    const ask = () =>
      t.app.inject({
        method: 'GET',
        url: '/api/v1/admin/data/getAdmins',
        headers: { authorization: `Bearer ${token}` }
      });
    expect((await ask()).statusCode).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, 2100));
    const res = await ask();
    expect(res.statusCode).toBe(401);
    expect(res.json().message).toBe(SESSION_EXPIRED);
  });

  test("a disabled account's token stops working at once", async () => {
    const admin = await seedAccount(t.app, 'admin');
    const { res } = await signUpUser();
    const { accessToken, user } = res.json();
    const asUser = { authorization: `Bearer ${accessToken}` };
    const ownRequests = '/api/v1/admin/data/getPanRegistrations';
    expect((await t.app.inject({ method: 'GET', url: ownRequests, headers: asUser })).statusCode).toBe(200);
    const disable = await post('/api/v1/admin/data/setAccountDisabled', { id: user.id, disabled: true }, admin.auth);
    expect(disable.json()).toEqual({ id: user.id, disabled: true });
    const after = await t.app.inject({ method: 'GET', url: ownRequests, headers: asUser });
    expect(after.statusCode).toBe(401);
    expect(after.json().message).toBe(SESSION_EXPIRED);
  });
});

describe('vendor sign-up and sign-in', () => {
  test('registers the vendor with its profile, claims its three documents for it, and signs it in', async () => {
    const body = await vendorBody();
    const res = await post(VENDOR_SIGNUP, body);
    expect(res.statusCode).toBe(201);
    const { user, accessToken } = res.json();
    expect(user).toEqual({
      id: expect.any(Number),
      name: 'Kumar Associates',
      empid: user.id,
      email: body.email,
      role: 'vendor',
      phone: '9876543210'
    });
    const profile = await t.app.db
      .selectFrom('vendor_profiles')
      .selectAll()
      .where('account_id', '=', user.id)
      .executeTakeFirstOrThrow();
    expect(profile).toMatchObject({
      vendor_bussiness_name: 'PAN Registration',
      venndor_bussiness_address: '12 MG Road, Bengaluru 560001'
    });
    const read = await t.app.inject({
      method: 'GET',
      url: body.vendor_pan_url,
      headers: { authorization: `Bearer ${accessToken}` }
    });
    expect(read.statusCode).toBe(200);
    const docs = await t.app.db
      .selectFrom('documents')
      .select(['owner_id', 'claimed_at'])
      .where('id', 'in', [
        profile.vendor_aadhar_document,
        profile.vendor_pan_document,
        profile.vendor_registration_document
      ])
      .execute();
    expect(docs).toHaveLength(3);
    for (const d of docs) expect(d).toEqual({ owner_id: user.id, claimed_at: expect.any(String) });

    const login = await post(VENDOR_LOGIN, { email: body.email, password: body.password });
    expect(login.statusCode).toBe(200);
    expect(login.json().user).toMatchObject({ id: user.id, role: 'vendor' });
    expect((await post(USER_LOGIN, { email: body.email, password: body.password })).statusCode).toBe(401);
  });

  test('the numeric vendor_number the spec sends is accepted', async () => {
    const res = await post(VENDOR_SIGNUP, { ...(await vendorBody()), vendor_number: 9876543210 });
    expect(res.statusCode).toBe(201);
  });

  test('every bad field is named at once', async () => {
    const res = await post(
      VENDOR_SIGNUP,
      await vendorBody({ vendor_number: '12', password: 'short', vendor_aadhar_url: 'https://example.in/x.png' })
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual([
      { field: 'vendor_number', code: 'errors.field.mobile' },
      { field: 'password', code: 'identity.passwordTooShort', params: { min: 8 } },
      { field: 'vendor_aadhar_url', code: 'errors.field.document' }
    ]);
    expect(res.json().message).toBe(
      'vendor_number must be a 10-digit Indian mobile number starting with 6, 7, 8 or 9.' +
        ' password must be at least 8 characters long, so it is hard to guess. vendor_aadhar_url must be the url the upload answered for this document.'
    );
  });

  test('a business type outside the list is a 400 listing the allowed ones', async () => {
    const res = await post(VENDOR_SIGNUP, await vendorBody({ vendor_bussiness_name: 'Astrology' }));
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain(`vendor_bussiness_name must be one of: ${BUSINESS_TYPES.join(', ')}.`);
  });

  test("another account's document is refused with a 400, and no vendor is created", async () => {
    const customer = await seedAccount(t.app, 'customer');
    const body = await vendorBody({ vendor_pan_url: await uploadPdf(t.app, customer.auth) });
    const res = await post(VENDOR_SIGNUP, body);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain('A document you referenced was not uploaded by you');
    expect(
      await t.app.db
        .selectFrom('accounts')
        .select('id')
        .where('email_lower', '=', body.email.toLowerCase())
        .executeTakeFirst()
    ).toBeUndefined();
    const aadhar = body.vendor_aadhar_url.split('/').pop()!;
    expect(
      (await t.app.db.selectFrom('documents').select('claimed_at').where('id', '=', aadhar).executeTakeFirstOrThrow())
        .claimed_at
    ).toBeNull();
  });

  test('documents another vendor sign-up already claimed cannot be used again', async () => {
    const first = await vendorBody();
    expect((await post(VENDOR_SIGNUP, first)).statusCode).toBe(201);
    const second = await post(VENDOR_SIGNUP, await vendorBody({ vendor_aadhar_url: first.vendor_aadhar_url }));
    expect(second.statusCode).toBe(400);
  });

  test('a duplicate vendor email is a 409', async () => {
    const body = await vendorBody();
    expect((await post(VENDOR_SIGNUP, body)).statusCode).toBe(201);
    const again = await post(VENDOR_SIGNUP, await vendorBody({ email: body.email.toUpperCase() }));
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('A vendor account with this email already exists. Please sign in instead.');
  });
});

test('the account calls are in the API description', async () => {
  const paths = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json().paths;
  for (const p of [
    USER_SIGNUP,
    USER_LOGIN,
    ADMIN_LOGIN,
    VENDOR_LOGIN,
    VENDOR_SIGNUP,
    '/api/v1/admin/data/insertAdmin',
    '/api/v1/admin/data/setAccountDisabled'
  ]) {
    expect(paths[p].post).toBeDefined();
  }
  expect(paths['/api/v1/admin/data/getAdmins'].get).toBeDefined();
});
