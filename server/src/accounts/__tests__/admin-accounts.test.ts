import { seedAccount, type TestAccount } from '../../test-support/accounts';
import { buildTestApp, type TestApp } from '../../test-support/app';

let t: TestApp;
let admin: TestAccount;
beforeAll(async () => {
  t = await buildTestApp({ LOGIN_RATE_PER_MINUTE: '1000' });
  admin = await seedAccount(t.app, 'admin', { name: 'Meera' });
});
afterAll(async () => {
  await t.close();
});

const BASE = '/api/v1/admin/data';
const post = (path: string, payload: object, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url: `${BASE}/${path}`, payload, headers });
const get = (path: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url: `${BASE}/${path}`, headers });

test('an admin adds an admin, who can then sign in and appears in the list', async () => {
  const email = `ravi.${Date.now()}@gia.in`;
  const added = await post('insertAdmin', { name: 'Ravi', email, password: 'Ravi-admin-pass-2026' }, admin.auth);
  expect(added.statusCode).toBe(201);
  expect(added.json()).toEqual({ id: expect.any(Number), name: 'Ravi', email, created_at: expect.any(String) });
  const login = await t.app.inject({
    method: 'POST',
    url: '/api/v1/admin/login/request',
    payload: { email, password: 'Ravi-admin-pass-2026' }
  });
  expect(login.statusCode).toBe(200);
  expect(login.json().user).toMatchObject({ name: 'Ravi', role: 'admin', empid: added.json().id });
  const list = await get('getAdmins', admin.auth);
  expect(list.statusCode).toBe(200);
  expect(list.json()).toEqual(
    expect.arrayContaining([
      { id: admin.id, name: 'Meera', email: admin.email, created_at: expect.any(String) },
      { id: added.json().id, name: 'Ravi', email, created_at: expect.any(String) }
    ])
  );
  expect(list.json().every((a: object) => Object.keys(a).sort().join() === 'created_at,email,id,name')).toBe(true);
});

test('adding an admin with an email another admin has is a 409; bad fields are 400s naming them', async () => {
  const dup = await post(
    'insertAdmin',
    { name: 'Again', email: admin.email.toUpperCase(), password: 'Again-admin-pass-2026' },
    admin.auth
  );
  expect(dup.statusCode).toBe(409);
  expect(dup.json().message).toBe('An admin account with this email already exists. Please sign in instead.');
  const bad = await post('insertAdmin', { name: '', email: 'x', password: 'short' }, admin.auth);
  expect(bad.statusCode).toBe(400);
  expect(bad.json()).toMatchObject({
    code: 'errors.field.required',
    message:
      'name is required. Invalid email address: email must look like name@example.com. password must be at least 12 characters long, so it is hard to guess.',
    errors: [
      { field: 'name', code: 'errors.field.required' },
      { field: 'email', code: 'errors.field.email' },
      { field: 'password', code: 'identity.passwordTooShort', params: { min: 12 } }
    ]
  });
});

test.each([['customer'], ['vendor']] as const)(
  'a %s may not list or add admins, or disable accounts (403)',
  async (role) => {
    const someone = await seedAccount(t.app, role);
    expect((await get('getAdmins', someone.auth)).statusCode).toBe(403);
    const add = await post('insertAdmin', { name: 'X', email: 'x@gia.in', password: 'x-pass-123' }, someone.auth);
    expect(add.statusCode).toBe(403);
    expect(add.json().message).toBe('This call is for admin accounts only.');
    expect((await post('setAccountDisabled', { id: someone.id, disabled: false }, someone.auth)).statusCode).toBe(403);
  }
);

test('without a token the admin calls are 401', async () => {
  const res = await get('getAdmins');
  expect(res.statusCode).toBe(401);
  expect(res.json().message).toBe('User is not logged in. Please log in to continue.');
  expect((await post('insertAdmin', { name: 'X', email: 'x@gia.in', password: 'x-pass-123' })).statusCode).toBe(401);
});

test('an admin disables and re-enables an account; not their own, and not one that does not exist', async () => {
  const email = `vendor.${Date.now()}@gia.in`;
  const other = await post('insertAdmin', { name: 'Other', email, password: 'Other-admin-pass-2026' }, admin.auth);
  const id = other.json().id;
  expect((await post('setAccountDisabled', { id, disabled: true }, admin.auth)).json()).toEqual({ id, disabled: true });
  const login = () =>
    t.app.inject({
      method: 'POST',
      url: '/api/v1/admin/login/request',
      payload: { email, password: 'Other-admin-pass-2026' }
    });
  expect((await login()).statusCode).toBe(403);
  expect((await post('setAccountDisabled', { id, disabled: false }, admin.auth)).json()).toEqual({
    id,
    disabled: false
  });
  expect((await login()).statusCode).toBe(200);

  const self = await post('setAccountDisabled', { id: admin.id, disabled: true }, admin.auth);
  expect(self.statusCode).toBe(400);
  expect(self.json().message).toBe('You cannot disable your own account.');
  const missing = await post('setAccountDisabled', { id: 999999, disabled: true }, admin.auth);
  expect(missing.statusCode).toBe(404);
  const malformed = await post('setAccountDisabled', { id: 'seven', disabled: true }, admin.auth);
  expect(malformed.statusCode).toBe(400);
  expect(malformed.json()).toMatchObject({
    message: 'Invalid request: id must be of type integer.',
    code: 'errors.invalidRequest',
    errors: [{ field: 'id', code: 'errors.field.type', params: { type: 'integer' } }]
  });
});
