import { type Kysely, PostgresAdapter, sql } from 'kysely';

/**
 * Frozen in time: never import application code here. Issue 18: SQLite's text indexes (FTS5, migrations 011
 * and 012) are merged in the background (`Db.mergeTextIndexes`), two b-trees of a level at a time instead of
 * FTS5's default four: a search reads every b-tree, and at 1 M requests thirteen of them made a text in no
 * request cost 690 µs against 270 for three. PostgreSQL's trigram indexes need nothing.
 */
export async function up(db: Kysely<any>): Promise<void> {
  if (db.getExecutor().adapter instanceof PostgresAdapter) return;
  for (const index of ['requests_fts', 'accounts_fts'])
    await sql`insert into ${sql.table(index)} (${sql.ref(index)}, rank) values ('usermerge', 2)`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  if (db.getExecutor().adapter instanceof PostgresAdapter) return;
  for (const index of ['requests_fts', 'accounts_fts'])
    await sql`insert into ${sql.table(index)} (${sql.ref(index)}, rank) values ('usermerge', 4)`.execute(db);
}
