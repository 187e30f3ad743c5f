import type { Kysely } from 'kysely';

/**
 * Frozen in time: never import application code here. The bytes of destroyed documents waiting to be
 * removed from storage (issue 21): a document's row goes in the same transaction that records its key
 * here, so a store that cannot be reached just then leaves the key for a retrying job instead of bytes
 * nobody knows of. One row per key, so recording it twice is harmless.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('document_removals')
    .addColumn('storage_key', 'varchar(128)', (c) => c.primaryKey())
    .addColumn('queued_at', 'varchar(32)', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('document_removals').execute();
}
