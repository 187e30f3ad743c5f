import type { Role } from '@gia/domain';
import type { Insertable, Kysely } from 'kysely';
import { now } from '../db';
import type { Database, DocumentsTable, StoredDocument } from '../db/schema';

export async function insertDocument(db: Kysely<Database>, row: Insertable<DocumentsTable>): Promise<void> {
  await db.insertInto('documents').values(row).execute();
}

export async function findDocument(db: Kysely<Database>, id: string): Promise<StoredDocument | undefined> {
  return db.selectFrom('documents').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function findDocuments(db: Kysely<Database>, ids: readonly string[]): Promise<StoredDocument[]> {
  if (ids.length === 0) return [];
  return db.selectFrom('documents').selectAll().where('id', 'in', ids).execute();
}

/** Gives the still unclaimed documents among `ids` whose owner is none or one of `owners` to `newOwnerId`; answers how many. */
export async function claimUnclaimed(
  db: Kysely<Database>,
  ids: readonly string[],
  newOwnerId: number,
  owners: readonly number[]
): Promise<number> {
  if (ids.length === 0) return 0;
  const result = await db
    .updateTable('documents')
    .set({ owner_id: newOwnerId, claimed_at: now() })
    .where('id', 'in', ids)
    .where('claimed_at', 'is', null)
    .where((eb) => eb.or([eb('owner_id', 'is', null), eb('owner_id', 'in', owners)]))
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

/**
 * Whether the caller may read the document by token: any admin, its owner, or the customer or the
 * currently assigned vendor of a live request that references it.
 */
export async function mayRead(
  db: Kysely<Database>,
  caller: { id: number; role: Role },
  doc: StoredDocument
): Promise<boolean> {
  if (caller.role === 'admin' || doc.owner_id === caller.id) return true;
  const party = caller.role === 'vendor' ? 'requests.vendor_id' : 'requests.customer_id';
  const link = await db
    .selectFrom('request_documents')
    .innerJoin('requests', 'requests.id', 'request_documents.request_id')
    .select('request_documents.request_id')
    .where('request_documents.document_id', '=', doc.id)
    .where(party, '=', caller.id)
    .where('requests.deleted_at', 'is', null)
    .limit(1)
    .executeTakeFirst();
  return link !== undefined || conversationLink(db, caller, doc.id, party);
}

/**
 * A document of a request's conversation (an attachment, never an internal note's for a customer) or
 * an earlier version of one of its documents, on a live request of the caller's.
 */
async function conversationLink(
  db: Kysely<Database>,
  caller: { role: Role; id: number },
  documentId: string,
  party: 'requests.vendor_id' | 'requests.customer_id'
): Promise<boolean> {
  const attached = await db
    .selectFrom('message_documents')
    .innerJoin('request_messages', 'request_messages.id', 'message_documents.message_id')
    .innerJoin('requests', 'requests.id', 'request_messages.request_id')
    .select('requests.id')
    .where('message_documents.document_id', '=', documentId)
    .where(party, '=', caller.id)
    .where('requests.deleted_at', 'is', null)
    .$if(caller.role === 'customer', (q) => q.where('request_messages.internal', '=', 0))
    .limit(1)
    .executeTakeFirst();
  if (attached) return true;
  const replaced = await db
    .selectFrom('replaced_documents')
    .innerJoin('requests', 'requests.id', 'replaced_documents.request_id')
    .select('requests.id')
    .where('replaced_documents.document_id', '=', documentId)
    .where(party, '=', caller.id)
    .where('requests.deleted_at', 'is', null)
    .limit(1)
    .executeTakeFirst();
  return replaced !== undefined;
}

export async function viewerAccount(db: Kysely<Database>, id: number) {
  return db
    .selectFrom('accounts')
    .select(['id', 'role', 'disabled', 'closed_at'])
    .where('id', '=', id)
    .executeTakeFirst();
}

export async function recordView(
  db: Kysely<Database>,
  documentId: string,
  viewer: { id: number; role: string } | null,
  via: 'signature' | 'token',
  address: string | null = null
): Promise<void> {
  await db
    .insertInto('document_views')
    .values({
      document_id: documentId,
      viewer_id: viewer?.id ?? null,
      viewer_role: viewer?.role ?? null,
      via,
      at: now(),
      address: address?.slice(0, 64) ?? null
    })
    .execute();
}

export interface DocumentView {
  id: number;
  document_id: string;
  viewer_id: number | null;
  viewer_role: string | null;
  viewer_name: string | null;
  via: string;
  at: string;
  address: string | null;
}

/** The access log, newest first: of one document, or of all documents. */
export async function listViews(
  db: Kysely<Database>,
  documentId: string | null,
  limit: number
): Promise<DocumentView[]> {
  let query = db
    .selectFrom('document_views')
    .leftJoin('accounts', 'accounts.id', 'document_views.viewer_id')
    .select([
      'document_views.id',
      'document_views.document_id',
      'document_views.viewer_id',
      'document_views.viewer_role',
      'accounts.name as viewer_name',
      'document_views.via',
      'document_views.at',
      'document_views.address'
    ])
    .orderBy('document_views.id', 'desc')
    .limit(limit);
  if (documentId) query = query.where('document_views.document_id', '=', documentId);
  return query.execute();
}

/**
 * Unclaimed documents created before `before` that nothing references (a safeguard should a
 * submission forget to claim what it stores).
 */
export async function staleUnclaimed(
  db: Kysely<Database>,
  before: string
): Promise<Pick<StoredDocument, 'id' | 'storage_key'>[]> {
  return db
    .selectFrom('documents')
    .select(['id', 'storage_key'])
    .where('claimed_at', 'is', null)
    .where('created_at', '<', before)
    .where((eb) =>
      eb.not(
        eb.exists(
          eb
            .selectFrom('request_documents')
            .select('request_id')
            .whereRef('request_documents.document_id', '=', 'documents.id')
        )
      )
    )
    .where((eb) =>
      eb.not(
        eb.exists(
          eb.selectFrom('request_events').select('id').whereRef('request_events.document_id', '=', 'documents.id')
        )
      )
    )
    .limit(1000)
    .execute();
}

/** Deletes the row if it is still unclaimed; answers whether it did, so its bytes may go too. */
export async function deleteIfUnclaimed(db: Kysely<Database>, id: string): Promise<boolean> {
  const result = await db
    .deleteFrom('documents')
    .where('id', '=', id)
    .where('claimed_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

/** Bytes held for uploads made without a token that no submission has claimed yet. */
export async function unclaimedAnonymousBytes(db: Kysely<Database>): Promise<number> {
  const row = await db
    .selectFrom('documents')
    .select((eb) => eb.fn.sum<string | number | null>('size').as('bytes'))
    .where('owner_id', 'is', null)
    .where('claimed_at', 'is', null)
    .executeTakeFirst();
  return Number(row?.bytes ?? 0);
}
