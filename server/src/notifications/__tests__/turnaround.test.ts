import { addWorkingDays, indiaDate, SERVICES } from '@gia/domain';
import { loadConfig } from '../../config';
import { assignCall, byKey, read, submit, vendorCall } from '../../requests/test-fixtures';
import { buildTestApp, type TestApp } from '../../test-support/app';
import { seedAccount, type TestAccount } from '../../test-support/accounts';
import { announceOverdue } from '../overdue';
import { lastNotificationId, myNotifications, toldSince } from '../test-support';

const pan = byKey('pan');
const tan = byKey('tan');
const HOUR = 3_600_000;
const iso = (fromNowMs: number) => new Date(Date.now() + fromNowMs).toISOString();

/** The next three working days after today in India: made holidays, they push every due date back. */
const today = indiaDate(new Date().toISOString());
const HOLIDAYS = [1, 2, 3].map((n) => addWorkingDays(today, n));

let t: TestApp;
let customer: TestAccount;
let admin: TestAccount;
let secondAdmin: TestAccount;
let vendor: TestAccount;
let otherVendor: TestAccount;
beforeAll(async () => {
  t = await buildTestApp({ TURNAROUND_DAYS: 'pan=2,TanRegistrations=4', HOLIDAYS: HOLIDAYS.join(',') });
  customer = await seedAccount(t.app, 'customer', { name: 'Asha Rao' });
  admin = await seedAccount(t.app, 'admin', { name: 'Ravi Admin' });
  secondAdmin = await seedAccount(t.app, 'admin', { name: 'Meera Admin' });
  vendor = await seedAccount(t.app, 'vendor', { name: 'Ravi Legal', businessType: 'PAN Registration' });
  otherVendor = await seedAccount(t.app, 'vendor', { name: 'Other PAN Works', businessType: 'PAN Registration' });
});
afterAll(async () => {
  await t.close();
});

async function dueIn(id: number, fromNowMs: number) {
  await t.app.db
    .updateTable('requests')
    .set({ due_at: iso(fromNowMs) })
    .where('id', '=', id)
    .execute();
}

describe('settings', () => {
  test('due dates count the set working days and skip the set holidays', async () => {
    const panRow = (await read(t.app, pan, customer, { q: String(await submit(t.app, pan, customer)) }))[0];
    expect(panRow.due_date).toBe(addWorkingDays(today, 2, HOLIDAYS));
    expect(panRow.due_date).toBe(addWorkingDays(today, 5));
    const tanRow = (await read(t.app, tan, customer, { q: String(await submit(t.app, tan, customer)) }))[0];
    expect(tanRow.due_date).toBe(addWorkingDays(today, 4, HOLIDAYS));
  });

  test("kinds the setting does not name keep the catalogue's turnaround", () => {
    const config = loadConfig({
      DATA_DIR: '/tmp/gia-config-test',
      JWT_SECRET: 'x'.repeat(40),
      TURNAROUND_DAYS: 'pan=2'
    });
    expect(config.turnaround.days).toEqual(
      Object.fromEntries(SERVICES.map((s) => [s.key, s.key === 'pan' ? 2 : s.turnaroundDays]))
    );
    expect(config.turnaround.holidays).toEqual([]);
  });

  test.each([
    [{ TURNAROUND_DAYS: 'passport=3' }, /^TURNAROUND_DAYS: "passport" is not a kind of request/],
    [{ HOLIDAYS: '2026-13-01' }, /^HOLIDAYS: "2026-13-01" is not a date written YYYY-MM-DD\.$/],
    [{ SMTP_URL: 'mail.example.in' }, /^SMTP_URL must look like smtp:\/\//]
  ])('a wrong setting %j stops the start with a message', (env, message) => {
    expect(() => loadConfig({ DATA_DIR: '/tmp/gia-config-test', JWT_SECRET: 'x'.repeat(40), ...env })).toThrow(message);
  });
});

describe('lists by due date', () => {
  /**
   * Three open PAN requests for the vendor: overdue, due soon, on time; and one completed long ago.
   * Made afresh for each test: the overdue check changes them, and tests run in any order.
   */
  const rows: Record<'overdue' | 'soon' | 'later' | 'done', number> = { overdue: 0, soon: 0, later: 0, done: 0 };
  beforeEach(async () => {
    await t.app.db.deleteFrom('request_events').execute();
    await t.app.db.deleteFrom('notifications').execute();
    await t.app.db.deleteFrom('requests').execute();
    for (const name of ['overdue', 'soon', 'later', 'done'] as const) {
      rows[name] = await submit(t.app, pan, customer);
      expect((await t.app.inject(assignCall(pan, admin, rows[name], vendor.id))).statusCode).toBe(200);
    }
    for (const step of ['acceptAssignment', 'completeAssignment'] as const) {
      expect((await t.app.inject(vendorCall(step, pan, vendor, rows.done))).statusCode).toBe(200);
    }
    await dueIn(rows.overdue, -2 * HOUR);
    await dueIn(rows.soon, 5 * HOUR);
    await dueIn(rows.later, 72 * HOUR);
    await dueIn(rows.done, -48 * HOUR);
  });

  test.each([['admin'], ['vendor']])('the %s reads soonest due first', async (who) => {
    const list = await read(t.app, pan, who === 'admin' ? admin : vendor, { sort: 'due' });
    expect(list.map((r) => r.id)).toEqual([rows.done, rows.overdue, rows.soon, rows.later]);
  });

  test.each([['admin'], ['vendor']])('the %s filters overdue and due-soon open requests', async (who) => {
    const reader = who === 'admin' ? admin : vendor;
    const overdue = await t.app.inject({
      method: 'GET',
      url: `/api/v1/admin/data/${pan.endpoints.get}`,
      headers: reader.auth,
      query: { due: 'overdue' }
    });
    expect(overdue.json().map((r: { id: number }) => r.id)).toEqual([rows.overdue]);
    expect(overdue.headers['x-total-count']).toBe('1');
    expect((await read(t.app, pan, reader, { due: 'dueSoon' })).map((r) => r.id)).toEqual([rows.soon]);
  });

  test("a vendor's due filter keeps to their own requests", async () => {
    expect(await read(t.app, pan, otherVendor, { due: 'overdue' })).toEqual([]);
  });

  test('an unknown due filter is a 400', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/v1/admin/data/${pan.endpoints.get}`,
      headers: admin.auth,
      query: { due: 'late' }
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/due/);
  });

  test('the admin counts pending, overdue and due-soon requests per kind', async () => {
    const pending = await submit(t.app, tan, customer);
    await dueIn(pending, -HOUR);
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/admin/data/getRequestCounts', headers: admin.auth });
    expect(res.statusCode).toBe(200);
    const counts = res.json();
    expect(counts.map((c: { kind: string }) => c.kind)).toEqual(SERVICES.map((s) => s.key));
    expect(counts.find((c: { kind: string }) => c.kind === 'pan')).toEqual({
      kind: 'pan',
      service_type: 'PanRegistrations',
      pending: 0,
      overdue: 1,
      dueSoon: 1
    });
    expect(counts.find((c: { kind: string }) => c.kind === 'tan')).toEqual({
      kind: 'tan',
      service_type: 'TanRegistrations',
      pending: 1,
      overdue: 1,
      dueSoon: 0
    });
    expect(counts.find((c: { kind: string }) => c.kind === 'tds')).toEqual({
      kind: 'tds',
      service_type: 'TdsReturns',
      pending: 0,
      overdue: 0,
      dueSoon: 0
    });
    await t.app.db.deleteFrom('request_events').where('request_id', '=', pending).execute();
    await t.app.db.deleteFrom('requests').where('id', '=', pending).execute();
  });

  test.each([['customer'], ['vendor']])('a %s may not read the counts', async (who) => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/v1/admin/data/getRequestCounts',
      headers: (who === 'customer' ? customer : vendor).auth
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe('This call is for admin accounts only.');
  });

  describe('the overdue check', () => {
    test('tells every admin, once, of each open request that became overdue, and no one else', async () => {
      const before = await lastNotificationId(t.app);
      expect(await announceOverdue(t.app.db, t.config)).toBe(1);
      expect(await toldSince(t.app, before)).toEqual([
        { account_id: admin.id, kind: 'overdue', request_id: rows.overdue },
        { account_id: secondAdmin.id, kind: 'overdue', request_id: rows.overdue }
      ]);
      const [notice] = (await myNotifications(t.app, admin, { limit: '1' })).json();
      const due = (await read(t.app, pan, admin, { q: String(rows.overdue) })).find(
        (r) => r.id === rows.overdue
      )!.due_date;
      expect(notice.message).toBe(`PAN registration request #${rows.overdue} is overdue: it was due on ${due}.`);

      expect(await announceOverdue(t.app.db, t.config)).toBe(0);
      expect(await toldSince(t.app, before)).toHaveLength(2);
    });

    test('two servers checking at once announce each overdue once', async () => {
      await announceOverdue(t.app.db, t.config); // the request overdue from the start is told first
      await dueIn(rows.soon, -HOUR);
      const before = await lastNotificationId(t.app);
      const results = await Promise.all([
        announceOverdue(t.app.db, t.config),
        announceOverdue(t.app.db, t.config),
        announceOverdue(t.app.db, t.config)
      ]);
      expect(results.reduce((a, b) => a + b, 0)).toBe(1);
      expect(await toldSince(t.app, before)).toEqual([
        { account_id: admin.id, kind: 'overdue', request_id: rows.soon },
        { account_id: secondAdmin.id, kind: 'overdue', request_id: rows.soon }
      ]);
    });

    test('a request promised anew is announced again when it is overdue again', async () => {
      await announceOverdue(t.app.db, t.config); // the request overdue from the start is told first
      const id = await submit(t.app, pan, customer);
      await dueIn(id, -HOUR);
      expect(await announceOverdue(t.app.db, t.config)).toBe(1);
      await t.app.inject({
        method: 'POST',
        url: `/api/v1/admin/data/${pan.endpoints.update}`,
        headers: admin.auth,
        payload: { id, admin_rejected_reason: 'Wrong form.' }
      });
      const reopen = await t.app.inject({
        method: 'POST',
        url: `/api/v1/admin/data/${pan.endpoints.update}`,
        headers: admin.auth,
        payload: { id, assigned_vendor: vendor.id, reopen: true }
      });
      expect(reopen.statusCode).toBe(200);
      expect(await announceOverdue(t.app.db, t.config)).toBe(0);
      await dueIn(id, -HOUR);
      const before = await lastNotificationId(t.app);
      expect(await announceOverdue(t.app.db, t.config)).toBe(1);
      expect((await toldSince(t.app, before)).map((n) => n.request_id)).toEqual([id, id]);
    });
  });
});
