import type { FastifyInstance } from 'fastify';
import { gunzipSync } from 'node:zlib';
import { buildApp } from '../../app';
import { openDatabase, type Db } from '../../db';
import { buildTestApp, type TestApp } from '../../test-support/app';
import { seedAccount, type TestAccount } from '../../test-support/accounts';
import { byKey, read, readUrl, rejectCall, submit } from '../test-fixtures';

/**
 * Lists are given again from memory while nothing changed (platform/page-memory.ts), and a signed-in
 * call's account check is read again only after a change (plugins/auth.ts): a change made anywhere,
 * here by a second server on the same database, shows at the next call.
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
