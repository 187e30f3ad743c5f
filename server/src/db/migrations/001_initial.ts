import { type Kysely, PostgresAdapter } from 'kysely';

/** Frozen in time: never import application code here. Runs on SQLite and PostgreSQL alike. */
export async function up(db: Kysely<any>): Promise<void> {
  const pg = db.getExecutor().adapter instanceof PostgresAdapter;
  const withId = (name: string) => {
    const t = db.schema.createTable(name);
    return pg
      ? t.addColumn('id', 'serial', (c) => c.primaryKey())
      : t.addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement());
  };

  await withId('accounts')
    .addColumn('role', 'varchar(16)', (c) => c.notNull())
    .addColumn('name', 'varchar(200)', (c) => c.notNull())
    .addColumn('email', 'varchar(254)', (c) => c.notNull())
    .addColumn('email_lower', 'varchar(254)', (c) => c.notNull())
    .addColumn('phone', 'varchar(20)')
    .addColumn('password_hash', 'varchar(255)', (c) => c.notNull())
    .addColumn('disabled', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('last_login_at', 'varchar(32)')
    .addUniqueConstraint('accounts_role_email', ['role', 'email_lower'])
    .execute();

  await db.schema
    .createTable('vendor_profiles')
    .addColumn('account_id', 'integer', (c) => c.primaryKey().references('accounts.id').onDelete('cascade'))
    .addColumn('vendor_number', 'varchar(20)', (c) => c.notNull())
    .addColumn('vendor_name', 'varchar(200)', (c) => c.notNull())
    .addColumn('vendor_bussiness_name', 'varchar(64)', (c) => c.notNull())
    .addColumn('venndor_bussiness_address', 'varchar(1000)', (c) => c.notNull())
    .addColumn('vendor_aadhar_document', 'varchar(64)', (c) => c.notNull())
    .addColumn('vendor_pan_document', 'varchar(64)', (c) => c.notNull())
    .addColumn('vendor_registration_document', 'varchar(64)', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('vendor_profiles_business')
    .on('vendor_profiles')
    .column('vendor_bussiness_name')
    .execute();

  await db.schema
    .createTable('documents')
    .addColumn('id', 'varchar(64)', (c) => c.primaryKey())
    .addColumn('owner_id', 'integer', (c) => c.references('accounts.id'))
    .addColumn('original_name', 'varchar(255)', (c) => c.notNull())
    .addColumn('content_type', 'varchar(64)', (c) => c.notNull())
    .addColumn('size', 'integer', (c) => c.notNull())
    .addColumn('sha256', 'varchar(64)', (c) => c.notNull())
    .addColumn('storage_key', 'varchar(128)', (c) => c.notNull())
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('claimed_at', 'varchar(32)')
    .execute();
  await db.schema
    .createIndex('documents_unclaimed')
    .on('documents')
    .columns(['owner_id', 'claimed_at', 'created_at'])
    .execute();

  await withId('document_views')
    .addColumn('document_id', 'varchar(64)', (c) => c.notNull())
    .addColumn('viewer_id', 'integer')
    .addColumn('viewer_role', 'varchar(16)')
    .addColumn('via', 'varchar(16)', (c) => c.notNull())
    .addColumn('at', 'varchar(32)', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('document_views_document').on('document_views').column('document_id').execute();

  await withId('requests')
    .addColumn('kind', 'varchar(40)', (c) => c.notNull())
    .addColumn('customer_id', 'integer', (c) => c.notNull().references('accounts.id'))
    .addColumn('state', 'varchar(24)', (c) => c.notNull())
    .addColumn('vendor_id', 'integer', (c) => c.references('accounts.id'))
    .addColumn('fields', 'text', (c) => c.notNull())
    .addColumn('consent_at', 'varchar(32)')
    .addColumn('due_at', 'varchar(32)')
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('updated_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('deleted_at', 'varchar(32)')
    .execute();
  await db.schema.createIndex('requests_kind_created').on('requests').columns(['kind', 'created_at']).execute();
  await db.schema
    .createIndex('requests_customer')
    .on('requests')
    .columns(['customer_id', 'kind', 'created_at'])
    .execute();
  await db.schema.createIndex('requests_vendor').on('requests').columns(['vendor_id', 'kind', 'created_at']).execute();
  await db.schema.createIndex('requests_kind_state').on('requests').columns(['kind', 'state', 'created_at']).execute();

  await withId('request_events')
    .addColumn('request_id', 'integer', (c) => c.notNull().references('requests.id').onDelete('cascade'))
    .addColumn('kind', 'varchar(16)', (c) => c.notNull())
    .addColumn('at', 'varchar(32)', (c) => c.notNull())
    .addColumn('actor_id', 'integer')
    .addColumn('actor_name', 'varchar(200)')
    .addColumn('actor_role', 'varchar(16)')
    .addColumn('vendor_id', 'integer')
    .addColumn('vendor_name', 'varchar(200)')
    .addColumn('reason', 'varchar(2000)')
    .addColumn('document_id', 'varchar(64)')
    .execute();
  await db.schema.createIndex('request_events_request').on('request_events').columns(['request_id', 'id']).execute();

  await db.schema
    .createTable('request_documents')
    .addColumn('request_id', 'integer', (c) => c.notNull().references('requests.id').onDelete('cascade'))
    .addColumn('document_id', 'varchar(64)', (c) => c.notNull())
    .addColumn('field', 'varchar(64)', (c) => c.notNull())
    .addPrimaryKeyConstraint('request_documents_pk', ['request_id', 'field'])
    .execute();
  await db.schema.createIndex('request_documents_document').on('request_documents').column('document_id').execute();

  await withId('forms')
    .addColumn('name', 'varchar(200)', (c) => c.notNull())
    .addColumn('version', 'integer', (c) => c.notNull())
    .addColumn('created_by', 'integer')
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('updated_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('deleted_at', 'varchar(32)')
    .execute();

  await db.schema
    .createTable('form_versions')
    .addColumn('form_id', 'integer', (c) => c.notNull().references('forms.id'))
    .addColumn('version', 'integer', (c) => c.notNull())
    .addColumn('name', 'varchar(200)', (c) => c.notNull())
    .addColumn('fields', 'text', (c) => c.notNull())
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .addPrimaryKeyConstraint('form_versions_pk', ['form_id', 'version'])
    .execute();

  await withId('form_responses')
    .addColumn('form_id', 'integer', (c) => c.notNull().references('forms.id'))
    .addColumn('form_version', 'integer', (c) => c.notNull())
    .addColumn('responses', 'text', (c) => c.notNull())
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('form_responses_form').on('form_responses').columns(['form_id', 'id']).execute();

  await withId('notifications')
    .addColumn('account_id', 'integer', (c) => c.notNull().references('accounts.id'))
    .addColumn('kind', 'varchar(32)', (c) => c.notNull())
    .addColumn('request_id', 'integer')
    .addColumn('message_key', 'varchar(64)', (c) => c.notNull())
    .addColumn('params', 'text', (c) => c.notNull())
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('read_at', 'varchar(32)')
    .execute();
  await db.schema.createIndex('notifications_account').on('notifications').columns(['account_id', 'id']).execute();
}

export async function down(): Promise<void> {
  throw new Error('001_initial is not reversible');
}
