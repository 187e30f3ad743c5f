import { openDatabase, type Db } from '..';
import { migratedDatabaseForFile } from '../../test-support/migrating';

/**
 * The database's version (Db.dataVersion), which kept list pages are checked against: it holds while
 * only reads happen and moves with every change, this process's or another's (SQLite and PostgreSQL).
 */

const file = migratedDatabaseForFile('gia-data-version-');
let other: Db;

beforeAll(() => {
  // A second server's handle on the same database: its own SQLite connection, or its own pool.
  other = openDatabase({
    databaseUrl: process.env.DATABASE_URL || null,
    dataDir: file.dataDir,
    schema: file.test.schema
  });
});
afterAll(async () => {
  await other.close();
});

const totals = (db: Db) => db.db.selectFrom('request_totals').selectAll().execute();
const setLive = (db: Db, live: number) =>
  db.db
    .insertInto('request_totals')
    .values({ kind: 'pan', live })
    .onConflict((oc) => oc.column('kind').doUpdateSet({ live }))
    .execute();

test('reads leave the version as it is', async () => {
  // PostgreSQL's version is the whole server's: other test files' commits, in any database, move it
  // while this one reads. Reads that moved it would move it on every try, so one unmoved try suffices.
  let before = '';
  let after = '';
  for (let tries = 0; tries < 20 && (tries === 0 || after !== before); tries++) {
    before = await file.test.database.dataVersion();
    await totals(file.test.database);
    await totals(other);
    after = await file.test.database.dataVersion();
  }
  expect(after).toBe(before);
});

test('a change through the same handle moves it', async () => {
  const before = await file.test.database.dataVersion();
  await setLive(file.test.database, 1);
  expect(await file.test.database.dataVersion()).not.toBe(before);
});

test("another server's change moves it", async () => {
  const before = await file.test.database.dataVersion();
  await setLive(other, 2);
  expect(await file.test.database.dataVersion()).not.toBe(before);
});

test('no version comes back: each change, here or there, gives one not seen before', async () => {
  const seen = new Set([await file.test.database.dataVersion()]);
  for (let live = 10; live < 16; live++) {
    await setLive(live % 2 ? other : file.test.database, live);
    const version = await file.test.database.dataVersion();
    expect(seen.has(version)).toBe(false);
    seen.add(version);
  }
});
