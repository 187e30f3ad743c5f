import { type Kysely, PostgresAdapter, sql } from 'kysely';

/**
 * Frozen in time: never import application code here. Issue 18: the global text search `q` also finds
 * requests by their customer's or vendor's name (admins: email). That part read every account with
 * LIKE '%q%' on each call; now the database's own text index serves it, as migration 011 did for the
 * requests' text.
 *
 * - SQLite: an FTS5 table with the trigram tokenizer over each account's name and email, contentless
 *   with deletes allowed, kept in step by triggers so every writer (sign-up, admin edits) is indexed.
 * - PostgreSQL: trigram indexes on lower(name) and lower(email_lower), the expressions the search compares.
 */
export async function up(db: Kysely<any>): Promise<void> {
  if (db.getExecutor().adapter instanceof PostgresAdapter) await postgresText(db);
  else await sqliteText(db);
}

async function sqliteText(db: Kysely<any>): Promise<void> {
  await sql`create virtual table accounts_fts using fts5(name, email, content='', contentless_delete=1, tokenize='trigram')`.execute(
    db
  );
  await sql`insert into accounts_fts (rowid, name, email) select id, name, email_lower from accounts`.execute(db);
  const add = (row: string) =>
    sql.raw(`insert into accounts_fts (rowid, name, email) values (${row}.id, ${row}.name, ${row}.email_lower);`);
  await sql`create trigger accounts_fts_insert after insert on accounts begin ${add('new')} end`.execute(db);
  await sql`create trigger accounts_fts_update after update of name, email_lower on accounts
    begin delete from accounts_fts where rowid = old.id; ${add('new')} end`.execute(db);
  await sql`create trigger accounts_fts_delete after delete on accounts begin delete from accounts_fts where rowid = old.id; end`.execute(
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
  const ops = sql.id(schema, 'gin_trgm_ops');
  await sql`create index accounts_name_trgm on accounts using gin (lower(name) ${ops})`.execute(db);
  await sql`create index accounts_email_trgm on accounts using gin (lower(email_lower) ${ops})`.execute(db);
}

export async function down(): Promise<void> {
  throw new Error('012_people_text_index is not reversible');
}
