import { type Kysely, PostgresAdapter, sql } from 'kysely';

/**
 * Frozen in time: never import application code here. Issue 18: each filter of the request queue
 * (kind, status, due, vendor) is served by an index on both databases, and the lists' text search `q`
 * uses the database's own full-text index.
 *
 * - SQLite: an FTS5 table with the trigram tokenizer over each request's reference and search text, so
 *   `q` of three or more characters finds the same substrings LIKE '%q%' did, from the index. It is
 *   contentless (the text lives in `requests`) with deletes allowed, kept in step by triggers: every
 *   writer, including the reference trigger of migration 006, leaves it matching the table.
 * - PostgreSQL: the trigram index of migration 002 serves `search_text`; a second one serves `reference`.
 */
export async function up(db: Kysely<any>): Promise<void> {
  const pg = db.getExecutor().adapter instanceof PostgresAdapter;
  const live = (name: string, columns: string[]) =>
    db.schema.createIndex(name).on('requests').columns(columns).where(sql.ref('deleted_at'), 'is', null).execute();
  // Across kinds: by status (newest first), and the open states' requests by due time (overdue, due soon).
  await live('requests_live_state_created', ['state', 'created_at', 'id']);
  await live('requests_live_state_due', ['state', 'due_at', 'id']);
  // A kind's overdue and due-soon requests: its open states, each a range of due times.
  await live('requests_live_kind_state_due', ['kind', 'state', 'due_at', 'id']);
  if (pg) await postgresText(db);
  else await sqliteText(db);
}

async function sqliteText(db: Kysely<any>): Promise<void> {
  await sql`create virtual table requests_fts using fts5(reference, search_text, content='', contentless_delete=1, tokenize='trigram')`.execute(
    db
  );
  await sql`insert into requests_fts (rowid, reference, search_text) select id, reference, search_text from requests`.execute(
    db
  );
  // Re-read from the table, so whichever trigger runs last leaves the stored text.
  const refresh = (id: string) =>
    sql.raw(`
    delete from requests_fts where rowid = ${id};
    insert into requests_fts (rowid, reference, search_text) select id, reference, search_text from requests where id = ${id};`);
  // A request gets its reference from migration 006's trigger (an update, indexed below) unless the writer gave one.
  await sql`create trigger requests_fts_insert after insert on requests when new.reference is not null begin ${refresh('new.id')} end`.execute(
    db
  );
  await sql`create trigger requests_fts_update after update of reference, search_text on requests begin ${refresh('new.id')} end`.execute(
    db
  );
  await sql`create trigger requests_fts_delete after delete on requests begin delete from requests_fts where rowid = old.id; end`.execute(
    db
  );
}

async function postgresText(db: Kysely<any>): Promise<void> {
  const installed = await sql<{
    schema: string;
  }>`select extnamespace::regnamespace::text as schema from pg_extension where extname = 'pg_trgm'`.execute(db);
  const schema = installed.rows[0]?.schema;
  // Migration 002 installed pg_trgm where the role may; without it the search still works, by scanning.
  if (!schema) return;
  await sql`create index requests_live_reference_trgm on requests using gin (reference ${sql.id(schema)}.gin_trgm_ops) where deleted_at is null`.execute(
    db
  );
}

export async function down(): Promise<void> {
  throw new Error('011_request_text_index is not reversible');
}
