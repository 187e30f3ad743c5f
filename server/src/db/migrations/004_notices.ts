import { type Kysely, sql } from 'kysely';

/**
 * Frozen in time: never import application code here. Marks when the admins were told a request is
 * overdue (cleared when its due date is set again), so each overdue is announced once however many
 * servers check; and keeps the unread count of an account an index lookup.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('requests').addColumn('overdue_noticed_at', 'varchar(32)').execute();
  // Only open, unannounced requests are ever looked at by the overdue check; completed ones sit under their own state.
  await db.schema
    .createIndex('requests_overdue_watch')
    .on('requests')
    .columns(['state', 'due_at'])
    .where(sql.ref('deleted_at'), 'is', null)
    .where(sql.ref('overdue_noticed_at'), 'is', null)
    .execute();
  await db.schema
    .createIndex('notifications_unread')
    .on('notifications')
    .column('account_id')
    .where(sql.ref('read_at'), 'is', null)
    .execute();
}

export async function down(): Promise<void> {
  throw new Error('004_notices is not reversible');
}
