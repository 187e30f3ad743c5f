import { seedAccount } from '../../test-support/accounts';
import { buildTestApp, type TestApp } from '../../test-support/app';
import { notifyAdminsOfResponse } from '../notify';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t.close();
});

const mailsTo = (email: string) =>
  t.app.db.selectFrom('outbox').select(['subject', 'body', 'sent_at']).where('email', '=', email).execute();

test('a response to a form that asks is mailed to every admin (English, then Hindi) only when mail is set up', async () => {
  const admin = await seedAccount(t.app, 'admin', { name: 'Ravi Admin' });
  const at = new Date().toISOString();
  const form = { id: 7, name: 'Property survey' };
  await t.app.db.transaction().execute((trx) => notifyAdminsOfResponse(trx, form, 40, { at, mail: false }));
  expect(await mailsTo(admin.email)).toEqual([]);

  await t.app.db.transaction().execute((trx) => notifyAdminsOfResponse(trx, form, 41, { at, mail: true }));
  const [mail, ...more] = await mailsTo(admin.email);
  expect(more).toEqual([]);
  expect(mail.subject).toContain('New response #41 to the form "Property survey".');
  expect(mail.body.startsWith('New response #41 to the form "Property survey".')).toBe(true);
  expect(mail.body).toMatch(/[\u0900-\u097F]/);
  expect(mail.sent_at).toBeNull();
});
