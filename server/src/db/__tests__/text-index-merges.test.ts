import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { type Db, migrate, openDatabase } from '..';
import { startTextIndexMerges } from '../../platform/text-index-merges';

/** SQLite's text indexes merged in the background (issue 18): fewer b-trees, the same matches, the same data version. */

let dataDir: string;
let database: Db;
beforeEach(async () => {
  dataDir = mkdtempSync(path.join(os.tmpdir(), 'gia-merges-'));
  database = openDatabase({ databaseUrl: null, dataDir });
  await migrate(database.db);
  // Each account its own commit, as people sign up: each adds a b-tree to the accounts' text index.
  for (let i = 0; i < 30; i++)
    await database.db
      .insertInto('accounts')
      .values({
        role: 'customer',
        name: `Asha Rao ${i}`,
        email: `asha${i}@example.in`,
        email_lower: `asha${i}@example.in`,
        phone: null,
        password_hash: 'x',
        created_at: new Date().toISOString(),
        last_login_at: null
      })
      .execute();
});
afterEach(async () => {
  await database.close();
  rmSync(dataDir, { recursive: true, force: true });
});

const bTrees = async () =>
  Number(
    (await sql<{ n: number }>`select count(distinct segid) as n from accounts_fts_idx`.execute(database.db)).rows[0]!.n
  );
const matches = async (text: string) =>
  (
    await sql<{
      rowid: number;
    }>`select rowid from accounts_fts where accounts_fts match ${text} order by rowid`.execute(database.db)
  ).rows.map((r) => r.rowid);

test('merging leaves one b-tree, finds the same accounts, and leaves the data version as it was', async () => {
  const before = { bTrees: await bTrees(), asha: await matches('"asha"'), twelve: await matches('"rao 12"') };
  const version = await database.dataVersion();
  expect(before.bTrees).toBeGreaterThan(4);
  expect(before.asha).toHaveLength(30);
  expect(await database.mergeTextIndexes!(Infinity)).toBe(false);
  expect({ bTrees: await bTrees(), asha: await matches('"asha"'), twelve: await matches('"rao 12"') }).toEqual({
    ...before,
    bTrees: 1
  });
  expect(await database.dataVersion()).toBe(version);
});

test('two b-trees of a level may merge (migration 017), and the server merges them in the background', async () => {
  for (const index of ['requests_fts', 'accounts_fts']) {
    const usermerge = await sql<{
      v: number;
    }>`select v from ${sql.table(`${index}_config`)} where k = 'usermerge'`.execute(database.db);
    expect({ index, rows: usermerge.rows }).toEqual({ index, rows: [{ v: 2 }] });
  }
  const failures: unknown[] = [];
  // The job's first round runs as it starts; stopping waits for it.
  await startTextIndexMerges(database, (error) => failures.push(error))();
  expect({ bTrees: await bTrees(), failures }).toEqual({ bTrees: 1, failures: [] });
});

test('a round past its time says work may be left; with nothing to merge it says none', async () => {
  expect(await database.mergeTextIndexes!(0)).toBe(true);
  expect(await database.mergeTextIndexes!(Infinity)).toBe(false);
  expect(await database.mergeTextIndexes!(Infinity)).toBe(false);
});

test('a write after merging still changes the data version', async () => {
  await database.mergeTextIndexes!(Infinity);
  const version = await database.dataVersion();
  await database.db.updateTable('accounts').set({ name: 'Asha Iyer' }).where('id', '=', 1).execute();
  expect(await database.dataVersion()).not.toBe(version);
  expect(await matches('"iyer"')).toEqual([1]);
});
