import { type Kysely, PostgresAdapter, sql } from 'kysely';

/**
 * Frozen in time: never import application code here. Issue 18: a list row shows names the request does not
 * hold (who submitted, for an admin: name, email, phone; across kinds its vendor's name), so a page built
 * anew read each row's customer and vendor to tell whether its kept JSON still holds, and each row for its
 * version: on SQLite the admin's PAN page of 50 read its heads in 46 µs, against 7 for ids from an index
 * alone. Now one number, `people_version`, grows at every change of those names (triggers, so every writer
 * counts), and on SQLite the indexes of live requests by time (all, and of a kind) hold each request's
 * version too, before its text: a page's heads are read from them alone. PostgreSQL's stay as they are
 * (migration 018); its heads still read each row.
 */
const WITH_VERSION: [string, string[]][] = [
  ['requests_live_created', ['created_at', 'id']],
  ['requests_live_kind_created', ['kind', 'created_at', 'id']]
];

/** What a change to an account or a vendor's profile changes of a list row. */
const ACCOUNT_NAMES =
  'old.name is distinct from new.name or old.email is distinct from new.email or old.phone is distinct from new.phone';
const VENDOR_NAME = 'old.vendor_name is distinct from new.vendor_name';

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('people_version')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.insertInto('people_version').values({ id: 1, version: 0 }).execute();
  if (db.getExecutor().adapter instanceof PostgresAdapter) {
    await sql`create function people_version_grows() returns trigger language plpgsql as $$
      begin
        update people_version set version = version + 1 where id = 1;
        return null;
      end $$`.execute(db);
    await sql
      .raw(
        `create trigger accounts_people_version after update on accounts
      for each row when (${ACCOUNT_NAMES}) execute function people_version_grows()`
      )
      .execute(db);
    await sql`create trigger accounts_gone_people_version after delete on accounts
      for each row execute function people_version_grows()`.execute(db);
    await sql
      .raw(
        `create trigger vendor_profiles_people_version after update on vendor_profiles
      for each row when (${VENDOR_NAME}) execute function people_version_grows()`
      )
      .execute(db);
    await sql`create trigger vendor_profiles_added_people_version after insert or delete on vendor_profiles
      for each row execute function people_version_grows()`.execute(db);
    return;
  }
  for (const [name, columns] of WITH_VERSION)
    await recreate(db, name, [...columns, 'deleted_at', 'row_version', 'search_text', 'reference']);
  const grows = 'begin update people_version set version = version + 1 where id = 1; end';
  const sqliteOf = (when: string) => when.replaceAll('is distinct from', 'is not');
  await sql
    .raw(`create trigger accounts_people_version after update on accounts when ${sqliteOf(ACCOUNT_NAMES)} ${grows}`)
    .execute(db);
  await sql.raw(`create trigger accounts_gone_people_version after delete on accounts ${grows}`).execute(db);
  await sql
    .raw(
      `create trigger vendor_profiles_people_version after update on vendor_profiles when ${sqliteOf(VENDOR_NAME)} ${grows}`
    )
    .execute(db);
  await sql
    .raw(`create trigger vendor_profiles_added_people_version after insert on vendor_profiles ${grows}`)
    .execute(db);
  await sql
    .raw(`create trigger vendor_profiles_gone_people_version after delete on vendor_profiles ${grows}`)
    .execute(db);
}

const TRIGGERS = {
  accounts: ['accounts_people_version', 'accounts_gone_people_version'],
  vendor_profiles: [
    'vendor_profiles_people_version',
    'vendor_profiles_added_people_version',
    'vendor_profiles_gone_people_version'
  ]
};

export async function down(db: Kysely<any>): Promise<void> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  for (const [table, triggers] of Object.entries(TRIGGERS))
    for (const trigger of triggers)
      await sql
        .raw(postgres ? `drop trigger if exists ${trigger} on ${table}` : `drop trigger if exists ${trigger}`)
        .execute(db);
  if (postgres) await sql`drop function people_version_grows()`.execute(db);
  else
    for (const [name, columns] of WITH_VERSION)
      await recreate(db, name, [...columns, 'deleted_at', 'search_text', 'reference']);
  await db.schema.dropTable('people_version').execute();
}

async function recreate(db: Kysely<any>, name: string, columns: string[]) {
  await db.schema.dropIndex(name).execute();
  await db.schema.createIndex(name).on('requests').columns(columns).where(sql.ref('deleted_at'), 'is', null).execute();
}
