import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { migrate, openDatabase, type Db } from '..';
import { openTestDatabase, type TestDatabase } from '../../test-support/app';

/**
 * The database's version (Db.dataVersion), which kept list pages are checked against: it holds while
 * only reads happen and moves with every change, this process's or another's (SQLite and PostgreSQL).
 */

let dataDir: string;
let test1: TestDatabase;
let other: Db;

beforeAll(async () => {
  dataDir = mkdtempSync(path.join(os.tmpdir(), 'gia-data-version-'));
  test1 = await openTestDatabase(dataDir);
  await migrate(test1.database.db, test1.schema);
  // A second server's handle on the same database: its own SQLite connection, or its own pool.
  other = openDatabase({ databaseUrl: process.env.DATABASE_URL || null, dataDir, schema: test1.schema });
});
afterAll(async () => {
  await other.close();
  await test1.close();
  rmSync(dataDir, { recursive: true, force: true });
});

const totals = (db: Db) => db.db.selectFrom('request_totals').selectAll().execute();
const setLive = (db: Db, live: number) =>
  db.db
    .insertInto('request_totals')
    .values({ kind: 'pan', live })
    .onConflict((oc) => oc.column('kind').doUpdateSet({ live }))
    .execute();

test('reads leave the version as it is', async () => {
  const before = await test1.database.dataVersion();
  await totals(test1.database);
  await totals(other);
  expect(await test1.database.dataVersion()).toBe(before);
});

test('a change through the same handle moves it', async () => {
  const before = await test1.database.dataVersion();
  await setLive(test1.database, 1);
  expect(await test1.database.dataVersion()).not.toBe(before);
});

test("another server's change moves it", async () => {
  const before = await test1.database.dataVersion();
  await setLive(other, 2);
  expect(await test1.database.dataVersion()).not.toBe(before);
});

test('no version comes back: each change, here or there, gives one not seen before', async () => {
  const seen = new Set([await test1.database.dataVersion()]);
  for (let live = 10; live < 16; live++) {
    await setLive(live % 2 ? other : test1.database, live);
    const version = await test1.database.dataVersion();
    expect(seen.has(version)).toBe(false);
    seen.add(version);
  }
});
