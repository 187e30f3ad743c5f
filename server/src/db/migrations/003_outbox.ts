import { type Kysely, PostgresAdapter, sql } from 'kysely';

/**
 * Frozen in time: never import application code here. The email outbox: a row is written in the same
 * transaction as its notification, and a worker sends it after the commit. One row per notification
 * (unique), so a mail is never queued twice.
 */
export async function up(db: Kysely<any>): Promise<void> {
  const pg = db.getExecutor().adapter instanceof PostgresAdapter;
  const table = db.schema.createTable('outbox');
  await (
    pg
      ? table.addColumn('id', 'serial', (c) => c.primaryKey())
      : table.addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
  )
    .addColumn('notification_id', 'integer', (c) =>
      c.notNull().unique().references('notifications.id').onDelete('cascade')
    )
    .addColumn('email', 'varchar(254)', (c) => c.notNull())
    .addColumn('subject', 'varchar(500)', (c) => c.notNull())
    .addColumn('body', 'text', (c) => c.notNull())
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('next_attempt_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('sent_at', 'varchar(32)')
    .addColumn('last_error', 'varchar(1000)')
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .execute();
  // The worker's question, "what is due to be sent?", reads only unsent rows.
  await db.schema
    .createIndex('outbox_unsent')
    .on('outbox')
    .column('next_attempt_at')
    .where(sql.ref('sent_at'), 'is', null)
    .execute();
}

export async function down(): Promise<void> {
  throw new Error('003_outbox is not reversible');
}
