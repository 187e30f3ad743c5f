import { type Kysely, PostgresAdapter, sql } from 'kysely';

/**
 * Frozen in time: never import application code here. Every request gets a reference people can read
 * aloud and search for, `GIA-<year of submission in India>-<id, zero-padded to 6>` (domain
 * `formatReference` writes the same text). Stored requests are backfilled; new ones get theirs from the
 * database on insert (a trigger), so every writer sets it. Also indexes the lists across all kinds.
 */
export async function up(db: Kysely<any>): Promise<void> {
  const pg = db.getExecutor().adapter instanceof PostgresAdapter;
  await db.schema.alterTable('requests').addColumn('reference', 'varchar(32)').execute();
  const year = (created: string) =>
    pg
      ? sql.raw(`to_char((${created}::timestamptz at time zone 'UTC') + interval '330 minutes', 'YYYY')`)
      : sql.raw(`strftime('%Y', ${created}, '+330 minutes')`);
  const padded = (id: string) =>
    pg
      ? sql.raw(`case when length(${id}::text) >= 6 then ${id}::text else lpad(${id}::text, 6, '0') end`)
      : sql.raw(`case when length(${id}) >= 6 then cast(${id} as text) else substr('000000' || ${id}, -6) end`);
  const reference = (row: string) => sql`'GIA-' || ${year(`${row}.created_at`)} || '-' || ${padded(`${row}.id`)}`;
  await sql`update requests set reference = ${reference('requests')}`.execute(db);
  await db.schema.createIndex('requests_reference').unique().on('requests').column('reference').execute();
  if (pg) {
    await sql`create function requests_reference_set() returns trigger language plpgsql as $$
      begin
        if new.reference is null then new.reference := ${reference('new')}; end if;
        return new;
      end $$`.execute(db);
    await sql`create trigger requests_reference_set before insert on requests
      for each row execute function requests_reference_set()`.execute(db);
  } else {
    await sql`create trigger requests_reference_set after insert on requests when new.reference is null
      begin update requests set reference = ${reference('new')} where id = new.id; end`.execute(db);
  }
  // The lists across all kinds (GET /api/v1/global/requests), newest first, for each role's scope.
  const live = (name: string, columns: string[]) =>
    db.schema.createIndex(name).on('requests').columns(columns).where(sql.ref('deleted_at'), 'is', null).execute();
  await live('requests_live_created', ['created_at', 'id']);
  await live('requests_live_customer_created', ['customer_id', 'created_at', 'id']);
  await live('requests_live_vendor_created', ['vendor_id', 'created_at', 'id']);
}

export async function down(): Promise<void> {
  throw new Error('006_request_reference is not reversible');
}
