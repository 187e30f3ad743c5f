import { type Kysely, PostgresAdapter, sql } from 'kysely';

/**
 * Frozen in time: never import application code here. Issue 18: each request's `row_version` grows by one
 * whenever its row changes, kept by the database (triggers, so every writer counts, as migration 005's
 * totals). A list page built anew reads each row's id and version, and its whole row only when its JSON
 * is not kept for that version (list-row-texts.ts): the admin's PAN page of 50 read every column of each
 * row to tell, 108-118 µs of SQLite's statement, against 58 for ids, versions and who submitted.
 *
 * On SQLite a trigger cannot change the row being written, so it writes the version after, once more.
 * The reference migration 006 sets on insert is no change (a new row's version 0 has it), so a new
 * request is written no more often than before.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('requests')
    .addColumn('row_version', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  if (db.getExecutor().adapter instanceof PostgresAdapter) {
    await sql`create function requests_row_version() returns trigger language plpgsql as $$
      begin
        if new.row_version = old.row_version then new.row_version := old.row_version + 1; end if;
        return new;
      end $$`.execute(db);
    await sql`create trigger requests_row_version before update on requests
      for each row execute function requests_row_version()`.execute(db);
    return;
  }
  await sql`create trigger requests_row_version after update on requests
    when new.row_version = old.row_version and new.reference is old.reference
    begin update requests set row_version = old.row_version + 1 where id = new.id; end`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  if (db.getExecutor().adapter instanceof PostgresAdapter) {
    await sql`drop trigger requests_row_version on requests`.execute(db);
    await sql`drop function requests_row_version()`.execute(db);
  } else await sql`drop trigger requests_row_version`.execute(db);
  await db.schema.alterTable('requests').dropColumn('row_version').execute();
}
