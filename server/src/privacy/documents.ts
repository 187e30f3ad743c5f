import type { Kysely } from 'kysely';
import { now } from '../db';
import type { Database } from '../db/schema';
import type { DocumentStorage } from '../documents';
import { type Exclusive, startJob, unguarded } from '../platform/jobs';
import { keepMilestones } from '../requests/repository/milestones';

const MINUTE_MS = 60 * 1000;

/**
 * Unlinks documents from requests and their history and deletes their rows. Views stay in the access log
 * (who read what, when) with the document's id only.
 */
export async function forgetDocumentRows(trx: Kysely<Database>, ids: readonly string[]): Promise<void> {
  if (ids.length === 0) return;
  await trx
    .deleteFrom('request_documents')
    .where('document_id', 'in', [...ids])
    .execute();
  const delivered = await trx
    .selectFrom('request_events')
    .select('request_id')
    .where('document_id', 'in', [...ids])
    .execute();
  await trx
    .updateTable('request_events')
    .set({ document_id: null })
    .where('document_id', 'in', [...ids])
    .execute();
  await keepMilestones(
    trx,
    delivered.map((e) => e.request_id)
  );
  await trx
    .deleteFrom('documents')
    .where('id', 'in', [...ids])
    .execute();
}

/**
 * Destroys documents: their rows go in the transaction that records their keys in `document_removals`,
 * then the bytes are removed if the store answers. A store that is down leaves the keys for the removal
 * job (`startDocumentRemovals`), so no bytes are forgotten and the caller's change stands. Answers how
 * many documents went.
 */
export async function destroyDocuments(
  db: Kysely<Database>,
  storage: DocumentStorage,
  ids: readonly string[]
): Promise<number> {
  if (ids.length === 0) return 0;
  const docs = await db
    .selectFrom('documents')
    .select(['id', 'storage_key'])
    .where('id', 'in', [...ids])
    .execute();
  if (docs.length === 0) return 0;
  const keys = docs.map((d) => d.storage_key);
  await db.transaction().execute(async (trx) => {
    await forgetDocumentRows(
      trx,
      docs.map((d) => d.id)
    );
    await trx
      .insertInto('document_removals')
      .values(keys.map((storage_key) => ({ storage_key, queued_at: now() })))
      .onConflict((oc) => oc.column('storage_key').doNothing())
      .execute();
  });
  // Not reported here: the keys stay recorded, and the removal job retries them within minutes and reports
  // a store that still fails.
  await removeWaitingBytes(db, storage, keys).catch(() => undefined);
  return docs.length;
}

/**
 * Removes the bytes recorded in `document_removals` (only `keys`, or every one waiting), each key's row
 * only after its bytes are gone; stops at the first failure, leaving the rest for the next round.
 * Answers how many were removed.
 */
export async function removeWaitingBytes(
  db: Kysely<Database>,
  storage: DocumentStorage,
  keys?: readonly string[]
): Promise<number> {
  let waiting = db.selectFrom('document_removals').select('storage_key').orderBy('queued_at').limit(500);
  if (keys) waiting = waiting.where('storage_key', 'in', [...keys]);
  let removed = 0;
  for (const { storage_key } of await waiting.execute()) {
    await storage.remove(storage_key);
    await db.deleteFrom('document_removals').where('storage_key', '=', storage_key).execute();
    removed += 1;
  }
  return removed;
}

/**
 * Removes waiting bytes now and then every minute until stopped; a store that is down is reported and
 * tried again next round. With several servers, `exclusive` lets one at a time run it.
 */
export function startDocumentRemovals(
  db: Kysely<Database>,
  storage: DocumentStorage,
  report: (error: unknown) => void,
  exclusive: Exclusive = unguarded(db)
): () => Promise<void> {
  return startJob({
    name: 'remove-destroyed-documents',
    everyMs: MINUTE_MS,
    exclusive,
    run: (jobDb) => removeWaitingBytes(jobDb, storage),
    report
  });
}

/**
 * The documents of one deleted request that nothing else uses (another live request of the customer
 * may reference the same upload; a vendor's sign-up papers are never a request's), then destroys them.
 */
export async function destroyRequestDocuments(
  db: Kysely<Database>,
  storage: DocumentStorage,
  requestId: number
): Promise<number> {
  const linked = await db
    .selectFrom('request_documents')
    .select('document_id')
    .where('request_id', '=', requestId)
    .execute();
  const ids = linked.map((l) => l.document_id);
  if (ids.length === 0) return 0;
  const shared = await db
    .selectFrom('request_documents')
    .innerJoin('requests', 'requests.id', 'request_documents.request_id')
    .select('request_documents.document_id')
    .where('request_documents.document_id', 'in', ids)
    .where('request_documents.request_id', '<>', requestId)
    .where('requests.deleted_at', 'is', null)
    .execute();
  const keep = new Set(shared.map((s) => s.document_id));
  return destroyDocuments(
    db,
    storage,
    ids.filter((id) => !keep.has(id))
  );
}
