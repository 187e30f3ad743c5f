import { type Kysely, PostgresAdapter, sql } from 'kysely';

/**
 * Frozen in time: never import application code here. Adds the request lists' text-search column and
 * partial indexes over live (not deleted) requests, so counts and pages of a kind stay index-only
 * at a million rows.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('requests').addColumn('search_text', 'text').execute();
  // Rows stored before this column existed stay findable, if less precisely (their JSON keys match too).
  await sql`update requests set search_text = lower(fields)`.execute(db);
  const live = (name: string, columns: string[]) =>
    db.schema.createIndex(name).on('requests').columns(columns).where(sql.ref('deleted_at'), 'is', null).execute();
  await live('requests_live_kind_created', ['kind', 'created_at', 'id']);
  await live('requests_live_kind_due', ['kind', 'due_at', 'id']);
  await live('requests_live_kind_state', ['kind', 'state', 'created_at', 'id']);
  await live('requests_live_customer', ['customer_id', 'kind', 'created_at', 'id']);
  await live('requests_live_vendor', ['vendor_id', 'kind', 'created_at', 'id']);
  if (db.getExecutor().adapter instanceof PostgresAdapter) await trigramIndex(db);
  // Superseded by the live ones above; dropping them keeps every insert cheaper.
  for (const old of ['requests_kind_created', 'requests_customer', 'requests_vendor', 'requests_kind_state']) {
    await db.schema.dropIndex(old).execute();
  }
}

/**
 * PostgreSQL: a trigram index makes the lists' `q` search (LIKE '%text%') an index lookup instead of a
 * scan of the kind. Skipped where pg_trgm is neither installed nor installable by this role (it is a trusted
 * extension: CREATE on the database suffices): the search still works, only slower.
 */
async function trigramIndex(db: Kysely<any>): Promise<void> {
  const installed = await sql<{
    schema: string;
  }>`select extnamespace::regnamespace::text as schema from pg_extension where extname = 'pg_trgm'`.execute(db);
  let schema = installed.rows[0]?.schema;
  if (!schema) {
    const may = await sql<{ ok: boolean }>`
      select exists (select 1 from pg_available_extensions where name = 'pg_trgm')
        and ((select rolsuper from pg_roles where rolname = current_user) or has_database_privilege(current_database(), 'CREATE')) as ok`.execute(
      db
    );
    if (!may.rows[0]?.ok) return;
    // Several databases' schemas may migrate at once (tests): one creates the extension, in public, for all.
    await sql`select pg_advisory_xact_lock(hashtext('gia pg_trgm'))`.execute(db);
    await sql`create extension if not exists pg_trgm with schema public`.execute(db);
    schema = 'public';
  }
  await sql`create index requests_live_search on requests using gin (search_text ${sql.id(schema)}.gin_trgm_ops) where deleted_at is null`.execute(
    db
  );
}

export async function down(): Promise<void> {
  throw new Error('002_request_search is not reversible');
}
