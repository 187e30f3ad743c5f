import { type Kysely, PostgresAdapter, sql } from 'kysely';

/**
 * Frozen in time: never import application code here. How many live requests each kind has, kept by
 * the database itself (triggers, so every writer counts), so that the admin's unfiltered list answers
 * its total without counting tens of thousands of index entries: at a million requests that count
 * was most of the call's time.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('request_totals')
    .addColumn('kind', 'varchar(40)', (c) => c.primaryKey())
    .addColumn('live', 'integer', (c) => c.notNull())
    .execute();
  await sql`insert into request_totals (kind, live) select kind, count(*) from requests where deleted_at is null group by kind`.execute(
    db
  );
  if (db.getExecutor().adapter instanceof PostgresAdapter) await postgresTriggers(db);
  else await sqliteTriggers(db);
}

const ADD = (kind: string) =>
  sql`insert into request_totals (kind, live) values (${sql.raw(kind)}, 1) on conflict (kind) do update set live = request_totals.live + 1`;
const REMOVE = (kind: string) => sql`update request_totals set live = live - 1 where kind = ${sql.raw(kind)}`;

async function sqliteTriggers(db: Kysely<any>): Promise<void> {
  await sql`create trigger request_totals_insert after insert on requests when new.deleted_at is null
    begin ${ADD('new.kind')}; end`.execute(db);
  await sql`create trigger request_totals_soft_delete after update of deleted_at on requests
    when old.deleted_at is null and new.deleted_at is not null begin ${REMOVE('old.kind')}; end`.execute(db);
  await sql`create trigger request_totals_delete after delete on requests when old.deleted_at is null
    begin ${REMOVE('old.kind')}; end`.execute(db);
}

async function postgresTriggers(db: Kysely<any>): Promise<void> {
  await sql`create function request_totals_keep() returns trigger language plpgsql as $$
    begin
      if tg_op = 'INSERT' and new.deleted_at is null then ${ADD('new.kind')};
      elsif tg_op = 'UPDATE' and old.deleted_at is null and new.deleted_at is not null then ${REMOVE('old.kind')};
      elsif tg_op = 'DELETE' and old.deleted_at is null then ${REMOVE('old.kind')};
      end if;
      return null;
    end $$`.execute(db);
  await sql`create trigger request_totals_keep after insert or update of deleted_at or delete on requests
    for each row execute function request_totals_keep()`.execute(db);
}

export async function down(): Promise<void> {
  throw new Error('005_request_totals is not reversible');
}
