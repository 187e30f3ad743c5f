import { type Kysely, PostgresAdapter, sql } from 'kysely';

/**
 * Frozen in time: never import application code here. Safe with people's identities (issue 17):
 * a token version per account (re-enabling or a password change leaves old tokens dead), a list of
 * signed-out tokens, one-time password reset links, vendors waiting for approval, the admins' audit
 * log, erasure requests, and the address of each document view.
 */
export async function up(db: Kysely<any>): Promise<void> {
  const pg = db.getExecutor().adapter instanceof PostgresAdapter;
  const withId = (name: string) => {
    const t = db.schema.createTable(name);
    return pg
      ? t.addColumn('id', 'serial', (c) => c.primaryKey())
      : t.addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement());
  };

  await db.schema
    .alterTable('accounts')
    .addColumn('token_version', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema.alterTable('accounts').addColumn('closed_at', 'varchar(32)').execute();

  // Vendors who signed up before approval existed keep working; new ones wait for an admin.
  await db.schema
    .alterTable('vendor_profiles')
    .addColumn('status', 'varchar(16)', (c) => c.notNull().defaultTo('pending'))
    .execute();
  await db.schema.alterTable('vendor_profiles').addColumn('reviewed_at', 'varchar(32)').execute();
  await db.schema.alterTable('vendor_profiles').addColumn('reviewed_by', 'integer').execute();
  await sql`update vendor_profiles set status = 'approved'`.execute(db);
  await db.schema
    .createIndex('vendor_profiles_status')
    .on('vendor_profiles')
    .columns(['status', 'vendor_bussiness_name'])
    .execute();

  await db.schema
    .createTable('revoked_tokens')
    .addColumn('jti', 'varchar(64)', (c) => c.primaryKey())
    .addColumn('account_id', 'integer', (c) => c.notNull())
    .addColumn('expires_at', 'varchar(32)', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('revoked_tokens_expiry').on('revoked_tokens').column('expires_at').execute();

  await withId('password_resets')
    .addColumn('account_id', 'integer', (c) => c.notNull().references('accounts.id').onDelete('cascade'))
    .addColumn('token_hash', 'varchar(64)', (c) => c.notNull().unique())
    .addColumn('issued_by', 'integer')
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('expires_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('used_at', 'varchar(32)')
    .execute();
  await db.schema.createIndex('password_resets_account').on('password_resets').column('account_id').execute();

  await withId('audit_log')
    .addColumn('at', 'varchar(32)', (c) => c.notNull())
    .addColumn('actor_id', 'integer')
    .addColumn('actor_name', 'varchar(200)')
    .addColumn('action', 'varchar(32)', (c) => c.notNull())
    .addColumn('target_id', 'integer')
    .addColumn('target_role', 'varchar(16)')
    .addColumn('target_name', 'varchar(200)')
    .addColumn('detail', 'varchar(500)')
    .execute();

  await withId('erasures')
    .addColumn('account_id', 'integer', (c) => c.notNull())
    .addColumn('requested_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('completed_at', 'varchar(32)')
    .addColumn('documents_removed', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('requests_kept', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema.createIndex('erasures_open').on('erasures').column('completed_at').execute();

  await db.schema.alterTable('document_views').addColumn('address', 'varchar(64)').execute();
}

export async function down(): Promise<void> {
  throw new Error('007_identity is not reversible');
}
