import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { PRESENTED_COLUMNS } from '../requests/present';

/** What the data export shows of the customer's own account (no password hash, no token version). */
export async function exportedAccount(db: Kysely<Database>, id: number) {
  return db
    .selectFrom('accounts')
    .select(['id', 'role', 'name', 'email', 'phone', 'created_at', 'last_login_at'])
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
}

/** Every request the customer submitted, deleted ones included, oldest first. */
export async function customerRequests(db: Kysely<Database>, customerId: number) {
  return db
    .selectFrom('requests')
    .select([...PRESENTED_COLUMNS, 'kind', 'created_at', 'deleted_at', 'reference'])
    .where('customer_id', '=', customerId)
    .orderBy('id')
    .execute();
}

/** The documents the customer uploaded, oldest first. */
export async function ownDocuments(db: Kysely<Database>, ownerId: number) {
  return db
    .selectFrom('documents')
    .select(['id', 'original_name', 'content_type', 'size', 'sha256', 'created_at'])
    .where('owner_id', '=', ownerId)
    .orderBy('created_at')
    .execute();
}

/** The notices the portal sent the account, oldest first; `params` as stored (JSON text). */
export async function ownNotifications(db: Kysely<Database>, accountId: number) {
  return db
    .selectFrom('notifications')
    .select(['id', 'kind', 'request_id', 'message_key', 'params', 'created_at', 'read_at'])
    .where('account_id', '=', accountId)
    .orderBy('id')
    .execute();
}

/** The erasure log, newest first, its latest 500 entries. */
export async function listErasures(db: Kysely<Database>) {
  return db
    .selectFrom('erasures')
    .select(['id', 'account_id', 'requested_at', 'completed_at', 'documents_removed', 'requests_kept'])
    .orderBy('id', 'desc')
    .limit(500)
    .execute();
}
