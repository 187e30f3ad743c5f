import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { type Kysely, sql } from 'kysely';
import { openTestDatabase, type TestDatabase } from '../../test-support/app';
import { MAX_PREPARED } from '../prepared-postgres';
import type { Database } from '../schema';

/**
 * PostgreSQL parses each query text once per connection (prepared-postgres.ts): what the connection
 * holds is read from PostgreSQL's own `pg_prepared_statements`.
 */
const onPostgres = Boolean(process.env.DATABASE_URL);

let dataDir: string;
let fresh: TestDatabase;

// A database of its own for each case: a connection filled to its limit by one case holds no room for the next's.
beforeEach(async () => {
  dataDir = mkdtempSync(path.join(os.tmpdir(), 'gia-prepared-'));
  fresh = await openTestDatabase(dataDir);
  await fresh.migrate();
  await fresh.database.db.insertInto('request_totals').values({ kind: 'pan', live: 3 }).execute();
});
afterEach(async () => {
  await fresh.close();
  rmSync(dataDir, { recursive: true, force: true });
});

type Connection = Kysely<Database>;

const heldBy = async (conn: Connection) =>
  (await sql<{ statement: string }>`select statement from pg_prepared_statements`.execute(conn)).rows.map(
    (r) => r.statement
  );
/** When `text` was prepared on this connection, and how many times it has run since. */
const preparedAs = async (conn: Connection, text: string) =>
  (
    await sql<{ prepare_time: Date; runs: number }>`
      select prepare_time, (custom_plans + generic_plans)::int as runs from pg_prepared_statements
      where statement = ${text}`.execute(conn)
  ).rows;
const totals = (conn: Connection) => conn.selectFrom('request_totals').select(['kind', 'live']).orderBy('kind');

(onPostgres ? describe : describe.skip)('on PostgreSQL', () => {
  test('a query asked twice on a connection is prepared once and answers the same', async () => {
    await fresh.database.db.connection().execute(async (conn) => {
      const first = await totals(conn).execute();
      const second = await totals(conn).execute();
      expect(second).toEqual(first);
      expect(first).toEqual([{ kind: 'pan', live: 3 }]);
      const text = totals(conn).compile().sql;
      expect((await heldBy(conn)).filter((s) => s === text)).toHaveLength(1);
      // Each run of a prepared statement counts as a custom or a generic plan: both runs used the one
      // statement prepared at the first, and a third uses it again.
      const [prepared] = await preparedAs(conn, text);
      expect(prepared).toEqual({ prepare_time: expect.any(Date), runs: 2 });
      await totals(conn).execute();
      expect(await preparedAs(conn, text)).toEqual([{ prepare_time: prepared!.prepare_time, runs: 3 }]);
    });
  });

  test('a query of every column stays unprepared, so it still answers after a migration adds one', async () => {
    await fresh.database.db.connection().execute(async (conn) => {
      const all = () => conn.selectFrom('request_totals').selectAll();
      await all().execute();
      expect(await heldBy(conn)).not.toContain(all().compile().sql);
      await sql`alter table request_totals add column note text`.execute(conn);
      const [row] = await all().execute();
      expect(row).toHaveProperty('note', null);
      expect(await totals(conn).execute()).toEqual([{ kind: 'pan', live: 3 }]);
      // Only the query of every column: the one naming its columns beside it is held.
      const held = await heldBy(conn);
      expect(held).toContain(totals(conn).compile().sql);
      expect(held).not.toContain(all().compile().sql);
      await sql`alter table request_totals drop column note`.execute(conn);
    });
  });

  test('a column that changes its type under a prepared statement: the call is asked again unnamed, inside a transaction it fails once', async () => {
    const db = fresh.database.db;
    await db.connection().execute(async (conn) => {
      const live = () => conn.selectFrom('request_totals').select('live').where('kind', '=', 'pan');
      expect(await live().execute()).toEqual([{ live: 3 }]);
      expect(await heldBy(conn)).toContain(live().compile().sql);
      // Another server's migration widens the column: PostgreSQL refuses the prepared statement from now on.
      await sql`alter table request_totals alter column live type numeric`.execute(conn);
      expect(await live().execute()).toEqual([{ live: '3' }]);
      expect(await live().execute()).toEqual([{ live: '3' }]);

      const totalsOf = (kind: string) =>
        conn.selectFrom('request_totals').select(['kind', 'live']).where('kind', '=', kind);
      expect(await totalsOf('pan').execute()).toEqual([{ kind: 'pan', live: '3' }]);
      await sql`alter table request_totals alter column live type bigint`.execute(conn);
      await expect(
        conn
          .transaction()
          .execute((trx) =>
            trx.selectFrom('request_totals').select(['kind', 'live']).where('kind', '=', 'pan').execute()
          )
      ).rejects.toMatchObject({ code: '0A000' });
      expect(await totalsOf('pan').execute()).toEqual([{ kind: 'pan', live: '3' }]);
    });
  });

  test(`past ${MAX_PREPARED} texts a connection prepares no more, and every query still answers`, async () => {
    await fresh.database.db.connection().execute(async (conn) => {
      for (let n = 0; n < MAX_PREPARED + 20; n++) {
        const { rows } = await sql<{ n: number }>`select ${sql.lit(n)}::int as n, ${n} as asked`.execute(conn);
        expect(rows[0]!.n).toBe(n);
      }
      expect((await heldBy(conn)).length).toBe(MAX_PREPARED);
    });
  });
});
