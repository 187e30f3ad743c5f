import { type Kysely, PostgresAdapter } from 'kysely';

/**
 * Frozen in time: never import application code here. The conversation on a request (issue 16):
 * messages (internal notes among them), their attachments, who has read how far, documents a customer
 * replaced when asked, and what a request waits from while it waits for its customer.
 */
export async function up(db: Kysely<any>): Promise<void> {
  const pg = db.getExecutor().adapter instanceof PostgresAdapter;
  const withId = (name: string) => {
    const t = db.schema.createTable(name);
    return pg
      ? t.addColumn('id', 'serial', (c) => c.primaryKey())
      : t.addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement());
  };

  // The state an ask interrupted, when the clock stopped, and which document fields were asked for again.
  await db.schema.alterTable('requests').addColumn('waiting_from', 'varchar(32)').execute();
  await db.schema.alterTable('requests').addColumn('paused_at', 'varchar(32)').execute();
  await db.schema.alterTable('requests').addColumn('asked_documents', 'text').execute();
  // A resubmission's changes, field by field (JSON), shown to the admins.
  await db.schema.alterTable('request_events').addColumn('changes', 'text').execute();

  await withId('request_messages')
    .addColumn('request_id', 'integer', (c) => c.notNull().references('requests.id').onDelete('cascade'))
    .addColumn('author_id', 'integer')
    .addColumn('author_name', 'varchar(200)', (c) => c.notNull())
    .addColumn('author_role', 'varchar(16)', (c) => c.notNull())
    .addColumn('kind', 'varchar(16)', (c) => c.notNull())
    .addColumn('body', 'text', (c) => c.notNull())
    .addColumn('internal', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('asked_documents', 'text')
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('request_messages_request')
    .on('request_messages')
    .columns(['request_id', 'id'])
    .execute();

  await db.schema
    .createTable('message_documents')
    .addColumn('message_id', 'integer', (c) => c.notNull().references('request_messages.id').onDelete('cascade'))
    .addColumn('document_id', 'varchar(64)', (c) => c.notNull())
    .addColumn('field', 'varchar(64)')
    .addPrimaryKeyConstraint('message_documents_pk', ['message_id', 'document_id'])
    .execute();
  await db.schema.createIndex('message_documents_document').on('message_documents').column('document_id').execute();

  await db.schema
    .createTable('replaced_documents')
    .addColumn('request_id', 'integer', (c) => c.notNull().references('requests.id').onDelete('cascade'))
    .addColumn('field', 'varchar(64)', (c) => c.notNull())
    .addColumn('document_id', 'varchar(64)', (c) => c.notNull())
    .addColumn('replaced_at', 'varchar(32)', (c) => c.notNull())
    .addPrimaryKeyConstraint('replaced_documents_pk', ['request_id', 'document_id'])
    .execute();
  await db.schema.createIndex('replaced_documents_document').on('replaced_documents').column('document_id').execute();

  await db.schema
    .createTable('message_reads')
    .addColumn('request_id', 'integer', (c) => c.notNull().references('requests.id').onDelete('cascade'))
    .addColumn('account_id', 'integer', (c) => c.notNull())
    .addColumn('last_read_id', 'integer', (c) => c.notNull())
    .addColumn('read_at', 'varchar(32)', (c) => c.notNull())
    .addPrimaryKeyConstraint('message_reads_pk', ['request_id', 'account_id'])
    .execute();
}

export async function down(): Promise<void> {
  throw new Error('010_conversation is not reversible');
}
