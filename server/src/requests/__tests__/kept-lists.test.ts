import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { gunzipSync } from 'node:zlib';
import { buildApp } from '../../app';
import { openDatabase, type Db } from '../../db';
import { buildTestApp, type TestApp } from '../../test-support/app';
import { seedAccount, type TestAccount } from '../../test-support/accounts';
import { ListRowTexts } from '../list-row-texts';
import * as present from '../present';
import { assignCall, byKey, read, readUrl, rejectCall, submit } from '../test-fixtures';

/**
 * Lists are given again from memory while nothing changed (platform/page-memory.ts), and a signed-in
 * call's account check is read again only after a change (plugins/auth.ts): a change made anywhere,
 * here by a second server on the same database, shows at the next call. A page built anew gives again
 * each row its caller was sent unchanged (list-row-texts.ts).
 */

let t: TestApp;
let second: { app: FastifyInstance; database: Db };
let customer: TestAccount;
let admin: TestAccount;
const pan = byKey('pan');

beforeAll(async () => {
  t = await buildTestApp();
  const database = openDatabase({
    databaseUrl: process.env.DATABASE_URL || null,
    dataDir: t.config.dataDir,
    schema: t.schema
  });
  second = { app: await buildApp({ config: t.config, database }), database };
  await second.app.ready();
  customer = await seedAccount(t.app, 'customer', { name: 'Asha Rao' });
  admin = await seedAccount(t.app, 'admin', { name: 'Ravi Admin' });
});
afterAll(async () => {
  await second.app.close();
  await second.database.close();
  await t.close();
});

async function globalStatus(reference: string): Promise<string | undefined> {
  const res = await t.app.inject({ method: 'GET', url: '/api/v1/global/requests', headers: admin.auth });
  expect(res.statusCode).toBe(200);
  return (res.json() as { reference: string; status: string }[]).find((r) => r.reference === reference)?.status;
}

test('a page asked again is the same answer, with its total', async () => {
  await submit(t.app, pan, customer);
  const ask = () => t.app.inject({ method: 'GET', url: readUrl(pan), headers: admin.auth, query: { limit: '5' } });
  const [first, again] = [await ask(), await ask()];
  expect(again.statusCode).toBe(200);
  expect(again.headers['content-type']).toBe('application/json; charset=utf-8');
  expect(again.headers['x-total-count']).toBe(first.headers['x-total-count']);
  expect(again.body).toBe(first.body);
});

test('a page asked again comes gzipped to a caller that accepts it, and plain to one that does not', async () => {
  for (let i = 0; i < 7; i++) await submit(t.app, pan, customer);
  const ask = (encoding?: string) =>
    t.app.inject({
      method: 'GET',
      url: readUrl(pan),
      headers: { ...admin.auth, ...(encoding ? { 'accept-encoding': encoding } : {}) },
      query: { limit: '7' }
    });
  const plain = await ask();
  let zipped = await ask('gzip, deflate, br');
  for (let tries = 0; zipped.headers['content-encoding'] !== 'gzip' && tries < 100; tries++) {
    await new Promise((resolve) => setTimeout(resolve, 10));
    zipped = await ask('gzip, deflate, br');
  }
  expect(zipped.headers['content-encoding']).toBe('gzip');
  expect(zipped.headers.vary).toBe('Accept-Encoding');
  expect(gunzipSync(zipped.rawPayload).toString()).toBe(plain.body);
  expect(zipped.rawPayload.length).toBeLessThan(plain.body.length / 2);
  expect(zipped.headers['x-total-count']).toBe(plain.headers['x-total-count']);
  const refusing = await ask('gzip;q=0, identity');
  expect(refusing.headers['content-encoding']).toBeUndefined();
  expect(refusing.body).toBe(plain.body);
});

test("a change made by another server shows in this server's lists at the next call", async () => {
  const id = await submit(t.app, pan, customer);
  const row = async () => (await read(t.app, pan, admin)).find((r) => r.id === id)!;
  const { reference } = await row();
  expect((await row()).status).toBe('PENDING');
  expect(await globalStatus(reference)).toBe('PENDING');

  expect((await second.app.inject(rejectCall(pan, admin, id))).statusCode).toBe(200);

  expect((await row()).status).toBe('REJECTED');
  expect(await globalStatus(reference)).toBe('REJECTED');
});

test("each caller's page is their own: a customer's list holds only their requests", async () => {
  const other = await seedAccount(t.app, 'customer', { name: 'Meera Iyer' });
  const mine = await submit(t.app, pan, other);
  await read(t.app, pan, customer);
  expect((await read(t.app, pan, other)).map((r) => r.id)).toEqual([mine]);
  expect((await read(t.app, pan, customer)).map((r) => r.id)).not.toContain(mine);
});

test('a token signed out on another server stops working here at once, lists included', async () => {
  const reader = await seedAccount(t.app, 'admin', { name: 'Kiran Admin' });
  expect((await t.app.inject({ method: 'GET', url: readUrl(pan), headers: reader.auth })).statusCode).toBe(200);
  const out = await second.app.inject({ method: 'POST', url: '/api/v1/global/logout', headers: reader.auth });
  expect(out.statusCode).toBe(200);
  const res = await t.app.inject({ method: 'GET', url: readUrl(pan), headers: reader.auth });
  expect(res.statusCode).toBe(401);
});

describe('rows of a page built anew', () => {
  /** The newest rows of a PAN list (a page of `limit`) and how many rows were presented for them. */
  async function presentedFor(who: TestAccount, limit: number, page: string, sort?: 'created') {
    const presenting = jest.spyOn(present, 'presentRequest');
    try {
      const query = { limit: String(limit), page, ...(sort ? { sort } : {}) };
      const res = await t.app.inject({ method: 'GET', url: readUrl(pan), headers: who.auth, query });
      expect(res.statusCode).toBe(200);
      return { rows: res.json() as present.RequestRow[], presented: presenting.mock.calls.length };
    } finally {
      presenting.mockRestore();
    }
  }

  test('an unchanged row is not presented again, a changed one is and shows its change', async () => {
    for (let i = 0; i < 3; i++) await submit(t.app, pan, customer);
    const first = await presentedFor(admin, 3, '1');
    expect(first.presented).toBe(3);
    // Another address (its own page in memory), the same rows: all three given again, as they were.
    const again = await presentedFor(admin, 2, '1');
    expect(again.presented).toBe(0);
    expect(again.rows).toEqual(first.rows.slice(0, 2));

    expect((await second.app.inject(rejectCall(pan, admin, first.rows[1]!.id))).statusCode).toBe(200);
    const afterReject = await presentedFor(admin, 3, '1');
    expect(afterReject.presented).toBe(1);
    expect(afterReject.rows.map((r) => r.status)).toEqual(['PENDING', 'REJECTED', 'PENDING']);
  });

  test('a row kept with addresses of an earlier expiry is presented again', async () => {
    await submit(t.app, pan, customer);
    await presentedFor(admin, 1, '1');
    const step = (t.config.signedUrlTtlSeconds / 10) * 1000;
    const later = jest.spyOn(Date, 'now').mockReturnValue(Date.now() + step);
    try {
      // Newest first, as before, at an address of its own: the same row, whose addresses now expire later.
      expect((await presentedFor(admin, 1, '1', 'created')).presented).toBe(1);
    } finally {
      later.mockRestore();
    }
  });

  test('a row is presented anew for each viewer: another admin, the customer', async () => {
    await submit(t.app, pan, customer);
    await presentedFor(admin, 1, '1');
    const otherAdmin = await seedAccount(t.app, 'admin', { name: 'Leela Admin' });
    expect((await presentedFor(otherAdmin, 1, '1')).presented).toBe(1);
    expect((await presentedFor(customer, 1, '1')).presented).toBe(1);
  });

  test("who submitted shows as it now is: a customer's new name in the admin's list", async () => {
    const renamed = await seedAccount(t.app, 'customer', { name: 'Old Name' });
    await submit(t.app, pan, renamed);
    expect((await presentedFor(admin, 1, '1')).rows[0]!.customer_name).toBe('Old Name');
    await t.app.db.updateTable('accounts').set({ name: 'New Name' }).where('id', '=', renamed.id).execute();
    const after = await presentedFor(admin, 1, '1');
    expect(after.presented).toBe(1);
    expect(after.rows[0]!.customer_name).toBe('New Name');
  });
});

/** The admin's newest `limit` requests across kinds, and how many rows were presented for them. */
async function newestAcrossKinds(limit: number) {
  const presented: number[] = [];
  const textsOf = ListRowTexts.prototype.textsOf;
  const counting = jest.spyOn(ListRowTexts.prototype, 'textsOf').mockImplementation(function (
    this: ListRowTexts,
    viewer,
    heads,
    rowsOf,
    keepable,
    presentRows,
    serialise
  ) {
    return textsOf.call(
      this,
      viewer,
      heads,
      rowsOf,
      keepable,
      async (rows) => {
        presented.push(rows.length);
        return presentRows(rows);
      },
      serialise
    );
  });
  try {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/v1/global/requests',
      headers: admin.auth,
      query: { limit: String(limit) }
    });
    expect(res.statusCode).toBe(200);
    const rows = res.json() as { id: number; status: string; vendor: { name: string } | null }[];
    return {
      rows,
      ids: rows.map((r) => r.id),
      total: Number(res.headers['x-total-count']),
      presented: presented.reduce((a, b) => a + b, 0)
    };
  } finally {
    counting.mockRestore();
  }
}

test('the list across kinds built anew presents only its new rows, and counts them', async () => {
  await submit(t.app, pan, customer);
  await submit(t.app, pan, customer);
  const before = await newestAcrossKinds(2);
  const added = await submit(t.app, pan, customer);
  const after = await newestAcrossKinds(3);
  expect(after.ids).toEqual([added, ...before.ids]);
  expect(after.total).toBe(before.total + 1);
  // The page's total changed with the new request; the two rows it already held did not.
  expect(after.presented).toBe(1);
});

test("the list across kinds built anew shows a change by any writer, and a vendor's new business name", async () => {
  const vendor = await seedAccount(t.app, 'vendor', { name: 'Old Business' });
  const id = await submit(t.app, pan, customer);
  expect((await t.app.inject(assignCall(pan, admin, id, vendor.id))).statusCode).toBe(200);
  const before = await newestAcrossKinds(1);
  expect(before.rows[0]!.vendor?.name).toBe('Old Business');

  await t.app.db
    .updateTable('vendor_profiles')
    .set({ vendor_name: 'New Business' })
    .where('account_id', '=', vendor.id)
    .execute();
  const renamed = await newestAcrossKinds(1);
  expect(renamed.presented).toBe(1);
  expect(renamed.rows[0]!.vendor?.name).toBe('New Business');

  // A writer outside the server's own code: the database counts the change (migration 019).
  await sql`update requests set state = 'REJECTED' where id = ${id}`.execute(t.app.db);
  const changed = await newestAcrossKinds(1);
  expect(changed.presented).toBe(1);
  expect(changed.rows[0]!.status).toBe('REJECTED');
});
