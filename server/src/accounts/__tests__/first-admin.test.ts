import { loadConfig } from '../../config';
import { buildTestApp, type TestApp } from '../../test-support/app';
import { ensureFirstAdmin } from '../index';

let t: TestApp;
beforeEach(async () => {
  t = await buildTestApp();
});
afterEach(async () => {
  await t.close();
});

const admins = () => t.app.db.selectFrom('accounts').select(['email', 'name']).where('role', '=', 'admin').execute();
const login = (email: string, password: string) =>
  t.app.inject({ method: 'POST', url: '/api/v1/admin/login/request', payload: { email, password } });
const settings = (env: Record<string, string>) =>
  loadConfig({ DATA_DIR: t.config.dataDir, JWT_SECRET: t.config.jwtSecret, ...env });

test('with no settings and no admin, admin@gia.local is made with a generated password, printed once', async () => {
  const lines: string[] = [];
  await ensureFirstAdmin(t.app.db, settings({}), (line) => lines.push(line));
  expect(await admins()).toEqual([{ email: 'admin@gia.local', name: 'Admin' }]);
  const printed = lines.join('\n');
  expect(printed).toContain('admin@gia.local');
  const password = /password: (\S+)/.exec(printed)![1];
  expect(password.length).toBeGreaterThanOrEqual(16);
  expect((await login('admin@gia.local', password)).statusCode).toBe(200);

  const again: string[] = [];
  await ensureFirstAdmin(t.app.db, settings({}), (line) => again.push(line));
  expect(again).toEqual([]);
  expect(await admins()).toHaveLength(1);
});

test('ADMIN_EMAIL and ADMIN_PASSWORD make the first admin, and the password is not printed', async () => {
  const lines: string[] = [];
  await ensureFirstAdmin(
    t.app.db,
    settings({ ADMIN_EMAIL: 'Owner@GIA.in', ADMIN_PASSWORD: 'owner-secret-1' }),
    (line) => lines.push(line)
  );
  expect((await login('owner@gia.in', 'owner-secret-1')).statusCode).toBe(200);
  expect(lines.join('\n')).not.toContain('owner-secret-1');
});

test('nothing is made when an admin exists already', async () => {
  await ensureFirstAdmin(
    t.app.db,
    settings({ ADMIN_EMAIL: 'one@gia.in', ADMIN_PASSWORD: 'first-secret-1' }),
    () => undefined
  );
  await ensureFirstAdmin(
    t.app.db,
    settings({ ADMIN_EMAIL: 'two@gia.in', ADMIN_PASSWORD: 'second-secret-1' }),
    () => undefined
  );
  expect((await admins()).map((a) => a.email)).toEqual(['one@gia.in']);
});

test('settings that cannot make a usable admin stop the start with a reason', async () => {
  await expect(
    ensureFirstAdmin(t.app.db, settings({ ADMIN_EMAIL: 'owner@gia.in', ADMIN_PASSWORD: 'short' }), () => undefined)
  ).rejects.toThrow('ADMIN_PASSWORD must be at least 8 characters long');
  await expect(ensureFirstAdmin(t.app.db, settings({ ADMIN_EMAIL: 'not-an-email' }), () => undefined)).rejects.toThrow(
    'ADMIN_EMAIL must be an email address'
  );
  expect(await admins()).toEqual([]);
});
