import { type Kysely, sql } from 'kysely';
import { isPostgres } from '../../requests/repository/text-search';
import { emptyDatabasePerTest } from '../../test-support/migrating';
import type { Database } from '../schema';

const fresh = emptyDatabasePerTest('gia-window-text-');

/** The columns an index holds, in its order (SQLite: its key columns; PostgreSQL: every column). */
async function columnsOf(db: Kysely<Database>, index: string): Promise<string[]> {
  if (isPostgres(db)) {
    const { rows } = await sql<{ column: string }>`select a.attname as column from pg_index i
      join pg_class c on c.oid = i.indexrelid join pg_attribute a on a.attrelid = i.indrelid
        and a.attnum = any(i.indkey) where c.relname = ${index} and c.relnamespace = to_regnamespace(current_schema())
      order by array_position(i.indkey, a.attnum)`.execute(db);
    return rows.map((r) => r.column);
  }
  const { rows } = await sql<{ name: string; key: number }>`select name, key from pragma_index_xinfo(${index})`.execute(
    db
  );
  return rows.filter((r) => r.key === 1 && r.name !== null).map((r) => r.name);
}

test("migration 018: an admin's newest requests' indexes hold their text on SQLite alone, and step back", async () => {
  const db = fresh.db;
  await fresh.migrateTo('018_window_text');
  const widened = isPostgres(db) ? [] : ['deleted_at', 'search_text', 'reference'];
  expect(await columnsOf(db, 'requests_live_created')).toEqual(['created_at', 'id', ...widened]);
  expect(await columnsOf(db, 'requests_live_kind_created')).toEqual(['kind', 'created_at', 'id', ...widened]);
  await fresh.migrateTo('017_text_index_merges');
  expect(await columnsOf(db, 'requests_live_created')).toEqual(['created_at', 'id']);
  expect(await columnsOf(db, 'requests_live_kind_created')).toEqual(['kind', 'created_at', 'id']);
});

test("migration 021: a customer's newest requests' index holds their version and text on SQLite alone, and steps back", async () => {
  const db = fresh.db;
  await fresh.migrateTo('021_customer_window_text');
  const widened = isPostgres(db) ? [] : ['deleted_at', 'row_version', 'search_text', 'reference'];
  expect(await columnsOf(db, 'requests_live_customer_created')).toEqual([
    'customer_id',
    'created_at',
    'id',
    ...widened
  ]);
  await fresh.migrateTo('020_people_version');
  expect(await columnsOf(db, 'requests_live_customer_created')).toEqual(['customer_id', 'created_at', 'id']);
});
