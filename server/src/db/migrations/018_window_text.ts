import { type Kysely, PostgresAdapter, sql } from 'kysely';

/**
 * Frozen in time: never import application code here. Issue 18: a search for a word most of a list's newest
 * requests hold tests the text of its newest 1,252 (the search's window); an admin's list, across kinds or of
 * one kind, reads them in order from these indexes, and reading each request's row for its text took half
 * the window's time (SQLite at 100,000 requests: 700 µs a window, against 320 from the index alone). SQLite's
 * indexes hold any length of text; PostgreSQL's refuse an entry past a third of a page (2.7 KB), which a
 * request's text may pass, so its indexes stay as they are.
 */
const WIDENED: [string, string[]][] = [
  ['requests_live_created', ['created_at', 'id']],
  ['requests_live_kind_created', ['kind', 'created_at', 'id']]
];

export async function up(db: Kysely<any>): Promise<void> {
  if (db.getExecutor().adapter instanceof PostgresAdapter) return;
  // `deleted_at` (always null here) too: SQLite reads a row for a column its partial index holds only in its where.
  for (const [name, columns] of WIDENED)
    await recreate(db, name, [...columns, 'deleted_at', 'search_text', 'reference']);
}

export async function down(db: Kysely<any>): Promise<void> {
  if (db.getExecutor().adapter instanceof PostgresAdapter) return;
  for (const [name, columns] of WIDENED) await recreate(db, name, columns);
}

async function recreate(db: Kysely<any>, name: string, columns: string[]) {
  await db.schema.dropIndex(name).execute();
  await db.schema.createIndex(name).on('requests').columns(columns).where(sql.ref('deleted_at'), 'is', null).execute();
}
