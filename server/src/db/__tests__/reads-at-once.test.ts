import { PostgresAdapter } from 'kysely';
import { readAtOnce } from '../reads-at-once';
import { migratedDatabaseForFile } from '../../test-support/migrating';

/**
 * SQLite's reads are answered there and then while no transaction is open; otherwise Kysely's executor serves.
 * Each test reads its own kind: jest runs a file's tests in random order.
 */

const file = migratedDatabaseForFile('gia-reads-at-once-');
const READ = 'select kind, live from request_totals where kind = ?';

beforeAll(async () => {
  await file.test.database.db
    .insertInto('request_totals')
    .values([
      { kind: 'pan', live: 4 },
      { kind: 'tan', live: 4 }
    ])
    .execute();
});

const onPostgres = () => file.test.database.db.getExecutor().adapter instanceof PostgresAdapter;

test("SQLite answers a read's rows at once, as objects; PostgreSQL's handle never does", () => {
  const rows = readAtOnce(file.test.database.db, READ, ['pan']);
  expect(rows).toEqual(onPostgres() ? undefined : [{ kind: 'pan', live: 4 }]);
});

test("a write, a transaction open, or a transaction's own handle: not at once", async () => {
  const db = file.test.database.db;
  expect(readAtOnce(db, "update request_totals set live = live where kind = 'tan'", [])).toBeUndefined();
  await db.transaction().execute(async (trx) => {
    await trx.updateTable('request_totals').set({ live: 5 }).where('kind', '=', 'tan').execute();
    expect(readAtOnce(db, READ, ['tan'])).toBeUndefined();
    expect(readAtOnce(trx, READ, ['tan'])).toBeUndefined();
  });
  expect(readAtOnce(db, READ, ['tan'])).toEqual(onPostgres() ? undefined : [{ kind: 'tan', live: 5 }]);
});
