import { verify as argon2Verify } from '@node-rs/argon2';
import { SERVICES } from '@gia/domain';
import type { InjectOptions } from 'fastify';
import { uploadPdf } from '../../documents/__fixtures__/uploads';
import { assignCall, readOne, submit, vendorCall } from '../../requests/test-fixtures';
import { seedAccount, type TestAccount } from '../../test-support/accounts';
import { buildTestApp, type TestApp } from '../../test-support/app';

/**
 * Issue 17, sign-in and accounts: enumeration, signing out, password changes and resets, weak
 * passwords, vendor approval and the admins' audit log. Each test fails on the code before the issue.
 */

// A counting wrapper around argon2's verify, so that a test can see how many password hashes a call checked.
jest.mock('@node-rs/argon2', () => {
  const real = jest.requireActual('@node-rs/argon2');
  return { ...real, verify: jest.fn(real.verify) };
});
const checks = argon2Verify as jest.MockedFunction<typeof argon2Verify>;

let t: TestApp;
let mailed: TestApp;
let admin: TestAccount;
let counter = 0;
const STRONG = 'Correct-horse-7';
const ADMIN_STRONG = 'Lantern-orbit-kettle-42';
const unique = (name: string) => `${name}.${Date.now()}.${++counter}@example.in`;
const auth = (token: string) => ({ authorization: `Bearer ${token}` });

beforeAll(async () => {
  t = await buildTestApp();
  mailed = await buildTestApp({ SMTP_URL: 'smtp://127.0.0.1:46009', PUBLIC_URL: 'https://gia.example.in' });
  admin = await seedAccount(t.app, 'admin', { name: 'Ravi Admin' });
});
afterAll(async () => {
  await t?.close();
  await mailed?.close();
});

const call = (app: TestApp, options: InjectOptions) =>
  app.app.inject({ remoteAddress: `10.17.${counter % 250}.${++counter % 250}`, ...options });
const post = (app: TestApp, url: string, payload: object, headers: Record<string, string> = {}) =>
  call(app, { method: 'POST', url, payload, headers });

/** The token of the newest mailed link to a screen (ResetPassword, VerifyEmail) for an email. */
async function mailedLink(app: TestApp, email: string, screen: string) {
  const row = await app.app.db
    .selectFrom('outbox')
    .select('body')
    .where('email', '=', email)
    .orderBy('id', 'desc')
    .executeTakeFirst();
  return row
    ? new RegExp(`https://gia\\.example\\.in/${screen}\\?token=([A-Za-z0-9_-]+)`).exec(row.body)?.[1]
    : undefined;
}

/** A customer signed up and, with mail set up, their email confirmed through the mailed link (which signs them in). */
async function signUpCustomer(app: TestApp, password = STRONG) {
  const email = unique('asha');
  let res = await post(app, '/api/v1/users/login/signup', { user_name: 'Asha Rao', email, password });
  if (res.statusCode === 202)
    res = await post(app, '/api/v1/global/verifyEmail', { token: await mailedLink(app, email, 'VerifyEmail') });
  return { res, email, password, token: res.json().accessToken as string, id: res.json().user?.id as number };
}

async function vendorSignUp(app: TestApp, email = unique('kumar')) {
  return post(app, '/api/v1/vendors/login/signUp', {
    vendor_number: '9876543210',
    password: STRONG,
    vendor_name: 'Kumar Associates',
    email,
    vendor_bussiness_name: 'PAN Registration',
    venndor_bussiness_address: '12 MG Road, Bengaluru 560001',
    vendor_aadhar_url: await uploadPdf(app.app),
    vendor_pan_url: await uploadPdf(app.app),
    vendor_registration_document_url: await uploadPdf(app.app)
  });
}

const readNotices = (app: TestApp, token: string) =>
  call(app, { method: 'GET', url: '/api/v1/global/notifications', headers: auth(token) });

describe('accounts cannot be enumerated', () => {
  test.each([
    ['/api/v1/users/login/request', 'customer'],
    ['/api/v1/admin/login/request', 'admin'],
    ['/api/v1/vendors/login/request', 'vendor']
  ] as const)(
    '%s answers an unknown email and a wrong password alike, each after one password-hash check',
    async (url, role) => {
      const email = unique(role);
      if (role === 'customer')
        await post(t, '/api/v1/users/login/signup', { user_name: 'Asha Rao', email, password: STRONG });
      else if (role === 'vendor') await vendorSignUp(t, email);
      else
        await post(t, '/api/v1/admin/data/insertAdmin', { name: 'Meera', email, password: ADMIN_STRONG }, admin.auth);
      // Alike in time because alike in work: the argon2 check is what a sign-in spends its time on.
      const answer = async (body: object) => {
        checks.mockClear();
        const res = await post(t, url, body);
        return { status: res.statusCode, message: res.json().message, checks: checks.mock.calls.length };
      };
      const wrong = await answer({ email, password: 'not-the-password-1' });
      const unknown = await answer({ email: unique('nobody'), password: 'not-the-password-1' });
      expect([wrong, unknown]).toEqual([
        { status: 401, message: 'Invalid email or password', checks: 1 },
        { status: 401, message: 'Invalid email or password', checks: 1 }
      ]);
    }
  );

  test('with mail set up, signing up with a taken email answers like a sign-up waiting for its mail, and mails the owner', async () => {
    const owner = await signUpCustomer(mailed);
    const again = await post(mailed, '/api/v1/users/login/signup', {
      user_name: 'Someone Else',
      email: owner.email,
      password: 'Another-good-pass-9'
    });
    expect(again.statusCode).toBe(202);
    expect(again.json()).toEqual({
      message: expect.stringContaining('If this email can be used'),
      code: 'identity.signupCheckEmail'
    });
    const mails = await mailed.app.db
      .selectFrom('outbox')
      .select(['email', 'body'])
      .where('email', '=', owner.email)
      .orderBy('id')
      .execute();
    expect(mails).toHaveLength(2);
    expect(mails[1].body).toContain('https://gia.example.in/ResetPassword');
    const notices = (await readNotices(mailed, owner.token)).json();
    expect(notices.map((n: { message_key: string }) => n.message_key)).toContain('identity.notice.signupTaken');
  });

  test.each([
    [
      'customer',
      (app: TestApp, email: string) =>
        post(app, '/api/v1/users/login/signup', { user_name: 'Asha Rao', email, password: STRONG })
    ],
    ['vendor', (app: TestApp, email: string) => vendorSignUp(app, email)]
  ] as const)(
    'with mail set up, a new %s sign-up answers exactly as a taken email does, and waits for the mailed link',
    async (role, signUp) => {
      const email = unique(role);
      const fresh = await signUp(mailed, email);
      const taken = await signUp(mailed, email);
      expect([fresh.statusCode, fresh.json()]).toEqual([taken.statusCode, taken.json()]);
      expect(fresh.json()).toEqual({
        message: expect.stringContaining('If this email can be used'),
        code: 'identity.signupCheckEmail'
      });
      const signInUrl = role === 'customer' ? '/api/v1/users/login/request' : '/api/v1/vendors/login/request';
      const early = await post(mailed, signInUrl, { email, password: STRONG });
      expect([early.statusCode, early.json().code]).toEqual([403, 'identity.emailNotVerified']);
      const token = await mailedLink(mailed, email, 'VerifyEmail');
      expect(token).toBeDefined();
      const verified = await post(mailed, '/api/v1/global/verifyEmail', { token });
      expect(verified.statusCode).toBe(200);
      expect(verified.json()).toMatchObject({ code: 'identity.verifyDone', user: { email, role } });
      expect((await readNotices(mailed, verified.json().accessToken)).statusCode).toBe(200);
      expect((await post(mailed, signInUrl, { email, password: STRONG })).statusCode).toBe(200);
      const again = await post(mailed, '/api/v1/global/verifyEmail', { token });
      expect([again.statusCode, again.json().code]).toEqual([400, 'identity.verifyInvalid']);
    }
  );

  test('the mailed link is stored only as its hash, works for 24 hours, and a new one can be asked for with the same answer for any email', async () => {
    const email = unique('asha');
    await post(mailed, '/api/v1/users/login/signup', { user_name: 'Asha Rao', email, password: STRONG });
    const token = (await mailedLink(mailed, email, 'VerifyEmail'))!;
    const stored = await mailed.app.db
      .selectFrom('password_resets')
      .innerJoin('accounts', 'accounts.id', 'password_resets.account_id')
      .select(['token_hash', 'purpose', 'password_resets.created_at', 'expires_at'])
      .where('accounts.email', '=', email)
      .executeTakeFirstOrThrow();
    expect(stored.token_hash).not.toContain(token);
    expect(stored.purpose).toBe('verify');
    expect(Date.parse(stored.expires_at) - Date.parse(stored.created_at)).toBe(24 * 60 * 60_000);
    // A verification link does not set passwords, and a reset link does not confirm emails.
    expect(
      (await post(mailed, '/api/v1/global/resetPassword', { token, password: 'Fresh-start-pass-77' })).statusCode
    ).toBe(400);
    await mailed.app.db
      .updateTable('password_resets')
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .where('token_hash', '=', stored.token_hash)
      .execute();
    expect((await post(mailed, '/api/v1/global/verifyEmail', { token })).json().code).toBe('identity.verifyInvalid');

    const resent = await post(mailed, '/api/v1/global/resendVerification', { email });
    const unknown = await post(mailed, '/api/v1/global/resendVerification', { email: unique('nobody') });
    expect([resent.statusCode, resent.json()]).toEqual([unknown.statusCode, unknown.json()]);
    expect(resent.statusCode).toBe(202);
    const fresh = (await mailedLink(mailed, email, 'VerifyEmail'))!;
    expect(fresh).not.toBe(token);
    expect((await post(mailed, '/api/v1/global/verifyEmail', { token: fresh })).statusCode).toBe(200);
  });

  test('a second sign-up with an email nobody has confirmed takes over its password, and only its newest link works', async () => {
    const email = unique('asha');
    await post(mailed, '/api/v1/users/login/signup', { user_name: 'Asha Rao', email, password: STRONG });
    const first = await mailedLink(mailed, email, 'VerifyEmail');
    await post(mailed, '/api/v1/users/login/signup', {
      user_name: 'Asha Rao',
      email,
      password: 'Second-choice-pass-8'
    });
    expect((await post(mailed, '/api/v1/global/verifyEmail', { token: first })).json().code).toBe(
      'identity.verifyInvalid'
    );
    expect(
      (await post(mailed, '/api/v1/global/verifyEmail', { token: await mailedLink(mailed, email, 'VerifyEmail') }))
        .statusCode
    ).toBe(200);
    expect((await post(mailed, '/api/v1/users/login/request', { email, password: STRONG })).statusCode).toBe(401);
    expect(
      (await post(mailed, '/api/v1/users/login/request', { email, password: 'Second-choice-pass-8' })).statusCode
    ).toBe(200);
  });

  test('without mail, a sign-up is signed in at once', async () => {
    const person = await signUpCustomer(t);
    expect(person.res.statusCode).toBe(201);
    expect(person.token).toEqual(expect.any(String));
  });

  test('without mail, signing up with a taken email keeps its 409 message (README says so)', async () => {
    const owner = await signUpCustomer(t);
    const again = await post(t, '/api/v1/users/login/signup', {
      user_name: 'Someone Else',
      email: owner.email,
      password: 'Another-good-pass-9'
    });
    expect([again.statusCode, again.json().message]).toEqual([
      409,
      'A user account with this email already exists. Please sign in instead.'
    ]);
  });
});

describe('tokens can be revoked', () => {
  const readMine = (token: string) =>
    call(t, { method: 'GET', url: '/api/v1/global/notifications', headers: auth(token) });

  test("logout ends that token at once and leaves the account's other sessions alone", async () => {
    const person = await signUpCustomer(t);
    const second = (
      await post(t, '/api/v1/users/login/request', { email: person.email, password: person.password })
    ).json().accessToken;
    const out = await post(t, '/api/v1/global/logout', {}, auth(person.token));
    expect(out.statusCode).toBe(200);
    expect((await readMine(person.token)).statusCode).toBe(401);
    expect((await readMine(second)).statusCode).toBe(200);
    expect((await post(t, '/api/v1/global/logout', {})).statusCode).toBe(401);
  });

  test('changePassword ends every other session; this one goes on with the token it answers', async () => {
    const person = await signUpCustomer(t);
    const other = (
      await post(t, '/api/v1/users/login/request', { email: person.email, password: person.password })
    ).json().accessToken;
    const wrong = await post(
      t,
      '/api/v1/global/changePassword',
      { current: 'not-it-at-all', next: 'Brand-new-pass-2026' },
      auth(person.token)
    );
    expect([wrong.statusCode, wrong.json().code]).toEqual([400, 'identity.currentPasswordWrong']);
    const weak = await post(
      t,
      '/api/v1/global/changePassword',
      { current: person.password, next: 'password123' },
      auth(person.token)
    );
    expect(weak.statusCode).toBe(400);
    expect(weak.json().message).toMatch(/next is too easy to guess/);

    const changed = await post(
      t,
      '/api/v1/global/changePassword',
      { current: person.password, next: 'Brand-new-pass-2026' },
      auth(person.token)
    );
    expect(changed.statusCode).toBe(200);
    expect((await readMine(other)).statusCode).toBe(401);
    expect((await readMine(person.token)).statusCode).toBe(401);
    expect((await readMine(changed.json().accessToken)).statusCode).toBe(200);
    expect(
      (await post(t, '/api/v1/users/login/request', { email: person.email, password: person.password })).statusCode
    ).toBe(401);
    expect(
      (await post(t, '/api/v1/users/login/request', { email: person.email, password: 'Brand-new-pass-2026' }))
        .statusCode
    ).toBe(200);
  });
});

describe('forgotten passwords', () => {
  const linkIn = (app: TestApp, email: string) => mailedLink(app, email, 'ResetPassword');

  test('forgotPassword answers the same for a known and an unknown email, with mail or without', async () => {
    for (const app of [t, mailed]) {
      const person = await signUpCustomer(app);
      const known = await post(app, '/api/v1/global/forgotPassword', { email: person.email });
      const unknown = await post(app, '/api/v1/global/forgotPassword', { email: unique('nobody') });
      expect([known.statusCode, known.json()]).toEqual([unknown.statusCode, unknown.json()]);
      expect(known.statusCode).toBe(202);
    }
  });

  test('with mail, the link sets a new password once, ends every session, and is dead afterwards', async () => {
    const person = await signUpCustomer(mailed);
    await post(mailed, '/api/v1/global/forgotPassword', { email: person.email.toUpperCase() });
    const token = await linkIn(mailed, person.email);
    expect(token).toBeDefined();
    const weak = await post(mailed, '/api/v1/global/resetPassword', { token, password: 'password123' });
    expect(weak.statusCode).toBe(400);
    const done = await post(mailed, '/api/v1/global/resetPassword', { token, password: 'Fresh-start-pass-77' });
    expect([done.statusCode, done.json().code]).toEqual([200, 'identity.resetDone']);
    expect((await readNotices(mailed, person.token)).statusCode).toBe(401);
    expect(
      (await post(mailed, '/api/v1/users/login/request', { email: person.email, password: 'Fresh-start-pass-77' }))
        .statusCode
    ).toBe(200);
    const again = await post(mailed, '/api/v1/global/resetPassword', { token, password: 'Another-fresh-pass-78' });
    expect([again.statusCode, again.json().code]).toEqual([400, 'identity.resetInvalid']);
  });

  test('a link older than 30 minutes does not work', async () => {
    const person = await signUpCustomer(mailed);
    await post(mailed, '/api/v1/global/forgotPassword', { email: person.email });
    const token = await linkIn(mailed, person.email);
    await mailed.app.db
      .updateTable('password_resets')
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .where('account_id', '=', person.id)
      .execute();
    const late = await post(mailed, '/api/v1/global/resetPassword', { token, password: 'Fresh-start-pass-77' });
    expect([late.statusCode, late.json().code]).toEqual([400, 'identity.resetInvalid']);
  });

  test('an admin issues a reset link for any account, and it is in the audit log', async () => {
    const person = await signUpCustomer(t);
    const issued = await post(
      t,
      '/api/v1/admin/data/issuePasswordReset',
      { role: 'customer', email: person.email },
      admin.auth
    );
    expect(issued.statusCode).toBe(200);
    const token = new URL(issued.json().url).searchParams.get('token');
    expect((await post(t, '/api/v1/global/resetPassword', { token, password: 'Given-by-admin-55' })).statusCode).toBe(
      200
    );
    expect(
      (await post(t, '/api/v1/users/login/request', { email: person.email, password: 'Given-by-admin-55' })).statusCode
    ).toBe(200);
    const log = (await call(t, { method: 'GET', url: '/api/v1/admin/data/getAuditLog', headers: admin.auth })).json();
    expect(log[0]).toMatchObject({
      action: 'resetLink',
      actor_id: admin.id,
      actor_name: 'Ravi Admin',
      target_id: person.id
    });
    const none = await post(
      t,
      '/api/v1/admin/data/issuePasswordReset',
      { role: 'vendor', email: person.email },
      admin.auth
    );
    expect(none.statusCode).toBe(404);
  });
});

describe('weak passwords', () => {
  test.each(['password123', 'qwertyuiop', 'asha.rao.2026', '11111111'])(
    'a customer may not choose %s',
    async (password) => {
      const res = await post(t, '/api/v1/users/login/signup', {
        user_name: 'Asha Rao',
        email: unique('asha.rao'),
        password
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toMatch(/password (is too easy to guess|must be at least)/);
    }
  );

  test('admins need a stronger password than customers', async () => {
    expect((await signUpCustomer(t, 'ravi-pass-1')).res.statusCode).toBe(201);
    const weakAdmin = await post(
      t,
      '/api/v1/admin/data/insertAdmin',
      { name: 'Meera', email: unique('meera'), password: 'ravi-pass-1' },
      admin.auth
    );
    expect(weakAdmin.statusCode).toBe(400);
    const strongAdmin = await post(
      t,
      '/api/v1/admin/data/insertAdmin',
      { name: 'Meera', email: unique('meera'), password: ADMIN_STRONG },
      admin.auth
    );
    expect(strongAdmin.statusCode).toBe(201);
  });
});

describe('vendors are checked', () => {
  const pan = SERVICES.find((s) => s.key === 'pan')!;
  const getVendors = (query: string) =>
    call(t, { method: 'GET', url: `/api/v1/admin/data/getVendors?${query}`, headers: admin.auth });

  test('a new vendor waits for approval: not offered, not assignable, listed as pending with documents; approving changes that', async () => {
    const signed = await vendorSignUp(t);
    expect(signed.statusCode).toBe(201);
    const vendorId = signed.json().user.id as number;
    const offered = () =>
      getVendors('vendor_bussiness_name=PAN Registration').then((r) =>
        r.json().map((v: { vendor_id: number }) => v.vendor_id)
      );
    expect(await offered()).not.toContain(vendorId);
    const pending = (await getVendors('status=pending')).json();
    const mine = pending.find((v: { vendor_id: number }) => v.vendor_id === vendorId);
    expect(mine).toMatchObject({
      status: 'pending',
      vendor_name: 'Kumar Associates',
      vendor_bussiness_name: 'PAN Registration'
    });
    const doc = await call(t, { method: 'GET', url: mine.vendor_pan_url });
    expect([doc.statusCode, doc.headers['content-type']]).toEqual([200, 'application/pdf']);

    const customer = await seedAccount(t.app, 'customer');
    const id = await submit(t.app, pan, customer);
    const refused = await call(t, assignCall(pan, admin, id, vendorId));
    expect([refused.statusCode, refused.json().code]).toEqual([400, 'identity.vendorNotApproved']);

    const approved = await post(t, '/api/v1/admin/data/approveVendor', { vendor_id: vendorId }, admin.auth);
    expect([approved.statusCode, approved.json()]).toEqual([
      200,
      {
        message: 'Vendor Kumar Associates is approved and can now be assigned work.',
        code: 'identity.vendorApproved',
        params: { name: 'Kumar Associates' },
        vendor_id: vendorId,
        status: 'approved',
        released: 0
      }
    ]);
    expect(await offered()).toContain(vendorId);
    expect((await call(t, assignCall(pan, admin, id, vendorId))).statusCode).toBe(200);

    expect((await post(t, '/api/v1/admin/data/suspendVendor', { vendor_id: vendorId }, admin.auth)).statusCode).toBe(
      200
    );
    expect(await offered()).not.toContain(vendorId);
    const log = (
      await call(t, { method: 'GET', url: '/api/v1/admin/data/getAuditLog?limit=2', headers: admin.auth })
    ).json();
    expect(log.map((e: { action: string }) => e.action)).toEqual(['suspendVendor', 'approveVendor']);
    expect((await post(t, '/api/v1/admin/data/approveVendor', { vendor_id: customer.id }, admin.auth)).statusCode).toBe(
      404
    );
  });
});

describe('suspending a vendor ends their work', () => {
  const pan = SERVICES.find((s) => s.key === 'pan')!;
  const kinds = (app: TestApp, who: TestAccount) =>
    readNotices(app, who.token).then((r) => r.json().map((n: { kind: string; text?: string }) => n.kind));

  test('their open assignments go back to the queue with the reason in the history, customer and admins are told, their document links stop working', async () => {
    const vendor = await seedAccount(t.app, 'vendor', { name: 'Kumar Associates' });
    const customer = await seedAccount(t.app, 'customer');
    const submitted = async () => {
      const id = await submit(t.app, pan, customer, { photo_url: await uploadPdf(t.app, customer.auth) });
      expect((await call(t, assignCall(pan, admin, id, vendor.id))).statusCode).toBe(200);
      return id;
    };
    const assigned = await submitted();
    const working = await submitted();
    expect((await call(t, vendorCall('acceptAssignment', pan, vendor, working))).statusCode).toBe(200);
    const done = await submitted();
    expect((await call(t, vendorCall('acceptAssignment', pan, vendor, done))).statusCode).toBe(200);
    expect((await call(t, vendorCall('completeAssignment', pan, vendor, done))).statusCode).toBe(200);
    const documentLink = (await readOne(t.app, pan, vendor, working))!.photo_url as string;
    expect((await call(t, { method: 'GET', url: documentLink })).statusCode).toBe(200);

    const suspended = await post(t, '/api/v1/admin/data/suspendVendor', { vendor_id: vendor.id }, admin.auth);
    expect(suspended.json()).toMatchObject({ status: 'suspended', released: 2 });

    for (const id of [assigned, working]) {
      const row = (await readOne(t.app, pan, admin, id))!;
      expect([row.status, row.assigned_vendor]).toEqual(['PENDING', null]);
      expect(row.events.at(-1)).toMatchObject({
        kind: 'release',
        actor_name: admin.name,
        vendor_name: 'Kumar Associates',
        reason: expect.stringContaining('suspended')
      });
    }
    expect((await readOne(t.app, pan, admin, done))!.status).toBe('COMPLETED');
    expect((await call(t, { method: 'GET', url: documentLink })).statusCode).toBe(404);
    expect((await call(t, vendorCall('completeAssignment', pan, vendor, working))).statusCode).toBe(404);
    expect((await kinds(t, customer)).filter((k: string) => k === 'released')).toHaveLength(2);
    expect(await kinds(t, admin)).toContain('vendorSuspended');
    // Back in the queue, the request can be given to another vendor.
    const other = await seedAccount(t.app, 'vendor');
    expect((await call(t, assignCall(pan, admin, assigned, other.id))).statusCode).toBe(200);
  });

  test('a request waiting for its customer keeps waiting, without the vendor, and comes back to the queue once answered', async () => {
    const vendor = await seedAccount(t.app, 'vendor');
    const customer = await seedAccount(t.app, 'customer');
    const id = await submit(t.app, pan, customer);
    expect((await call(t, assignCall(pan, admin, id, vendor.id))).statusCode).toBe(200);
    const reference = (await readOne(t.app, pan, admin, id))!.reference;
    const asked = await post(
      t,
      `/api/v1/global/requests/${reference}/askCustomer`,
      { text: 'Please send a clearer PAN scan.' },
      vendor.auth
    );
    expect(asked.statusCode).toBe(200);
    expect(
      (await post(t, '/api/v1/admin/data/suspendVendor', { vendor_id: vendor.id }, admin.auth)).json().released
    ).toBe(1);
    expect((await readOne(t.app, pan, admin, id))!).toMatchObject({
      status: 'WAITING FOR CUSTOMER',
      assigned_vendor: null
    });
    const answered = await post(
      t,
      `/api/v1/global/requests/${reference}/answer`,
      { text: 'Here it is.' },
      customer.auth
    );
    expect(answered.statusCode).toBe(200);
    expect((await readOne(t.app, pan, admin, id))!.status).toBe('PENDING');
  });
});

describe('admins cannot lock each other out unseen', () => {
  test('adding an admin is in the audit log: who added whom, when, with the new email; a refused one is not', async () => {
    const logged = async () =>
      call(t, { method: 'GET', url: '/api/v1/admin/data/getAuditLog?limit=1', headers: admin.auth });
    const before = Number((await logged()).headers['x-total-count']);
    const email = unique('meera');
    const added = await post(
      t,
      '/api/v1/admin/data/insertAdmin',
      { name: 'Meera Nair', email, password: ADMIN_STRONG },
      admin.auth
    );
    expect(added.statusCode).toBe(201);
    const refused = await post(
      t,
      '/api/v1/admin/data/insertAdmin',
      { name: 'Meera Nair', email, password: ADMIN_STRONG },
      admin.auth
    );
    expect(refused.statusCode).toBe(409);
    const log = await logged();
    expect(Number(log.headers['x-total-count'])).toBe(before + 1);
    expect(log.headers['access-control-expose-headers']).toBe('X-Total-Count');
    expect(log.json()).toEqual([
      expect.objectContaining({
        action: 'createAdmin',
        actor_id: admin.id,
        actor_name: 'Ravi Admin',
        target_id: added.json().id,
        target_role: 'admin',
        target_name: 'Meera Nair',
        detail: email
      })
    ]);
    const at = Date.parse(log.json()[0].at);
    expect(Math.abs(Date.now() - at)).toBeLessThan(60_000);
  });

  test('every disable and enable is in the audit log; nobody disables themselves; two admins disabling each other at once leave one active', async () => {
    const own = await buildTestApp();
    try {
      const first = await seedAccount(own.app, 'admin', { name: 'First Admin' });
      const second = await seedAccount(own.app, 'admin', { name: 'Second Admin' });
      const person = await seedAccount(own.app, 'customer');
      const set = (who: TestAccount, id: number, disabled: boolean) =>
        own.app.inject({
          method: 'POST',
          url: '/api/v1/admin/data/setAccountDisabled',
          headers: who.auth,
          payload: { id, disabled }
        });
      expect((await set(first, first.id, true)).json().code).toBe('identity.cannotDisableSelf');
      expect((await set(first, person.id, true)).statusCode).toBe(200);
      expect((await set(first, person.id, false)).statusCode).toBe(200);
      const [a, b] = await Promise.all([set(first, second.id, true), set(second, first.id, true)]);
      expect([a, b].filter((r) => r.statusCode === 200)).toHaveLength(1);
      const active = await own.app.db
        .selectFrom('accounts')
        .select('id')
        .where('role', '=', 'admin')
        .where('disabled', '=', 0)
        .execute();
      expect(active).toHaveLength(1);
      // The one who lost the race is either refused as the last active admin, or already signed out.
      const refused = a.statusCode === 200 ? b : a;
      expect([400, 401]).toContain(refused.statusCode);
      if (refused.statusCode === 400) expect(refused.json().code).toBe('identity.cannotDisableLastAdmin');
      const survivor = a.statusCode === 200 ? first : second;
      const log = (
        await own.app.inject({ method: 'GET', url: '/api/v1/admin/data/getAuditLog', headers: survivor.auth })
      ).json();
      expect(
        log.map(
          (e: { actor_name: string; action: string; target_id: number }) =>
            `${e.actor_name}: ${e.action} ${e.target_id}`
        )
      ).toEqual([
        `${survivor.name}: disable ${survivor === first ? second.id : first.id}`,
        `First Admin: enable ${person.id}`,
        `First Admin: disable ${person.id}`
      ]);
    } finally {
      await own.close();
    }
  });
});
