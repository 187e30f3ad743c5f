import type { Kysely } from 'kysely';
import { now } from '../db';
import type { Database } from '../db/schema';
import type { DocumentStorage } from '../documents';
import { type Exclusive, startJob, unguarded } from '../platform/jobs';
import { keepMilestones } from '../requests/repository/milestones';
import { forgetDocumentRows } from './documents';

/** A vendor is working on these: the customer's personal data waits until they end. */
export const IN_PROGRESS_STATES = ['ASSIGNED TO VENDOR', 'IN PROGRESS'] as const;
export const ERASED_NAME = 'Erased customer';
const WITHDRAWN_REASON = 'Withdrawn: the customer closed their account and asked for their data to be erased.';
const MINUTE_MS = 60 * 1000;

/**
 * Closes a customer's account at once: it cannot sign in, every token is dead, its email is free again
 * and no longer stored, its open requests that no vendor is working on are withdrawn, its unsent mail
 * and reset links are gone. The erasure is logged; the rest follows in `completeErasures`.
 */
export async function closeAccount(db: Kysely<Database>, account: { id: number; name: string }): Promise<void> {
  const at = now();
  const placeholder = `erased-${account.id}@erased.invalid`;
  await db.transaction().execute(async (trx) => {
    await trx
      .updateTable('accounts')
      .set((eb) => ({
        closed_at: at,
        disabled: 1,
        token_version: eb('token_version', '+', 1),
        email: placeholder,
        email_lower: placeholder,
        phone: null,
        password_hash: 'erased'
      }))
      .where('id', '=', account.id)
      .execute();
    await trx.insertInto('erasures').values({ account_id: account.id, requested_at: at, completed_at: null }).execute();
    await withdrawWaiting(trx, account, at);
    await trx.deleteFrom('password_resets').where('account_id', '=', account.id).execute();
    await trx
      .deleteFrom('outbox')
      .where('sent_at', 'is', null)
      .where('notification_id', 'in', (eb) =>
        eb.selectFrom('notifications').select('id').where('account_id', '=', account.id)
      )
      .execute();
  });
}

/** Withdraws the customer's live requests that no vendor is working on (pending, waiting, rejected). */
async function withdrawWaiting(
  trx: Kysely<Database>,
  account: { id: number; name: string },
  at: string
): Promise<void> {
  const waiting = await trx
    .selectFrom('requests')
    .select('id')
    .where('customer_id', '=', account.id)
    .where('deleted_at', 'is', null)
    .where('state', 'not in', [...IN_PROGRESS_STATES, 'COMPLETED'])
    .execute();
  for (const r of waiting) {
    // Only the process that withdraws it writes the event: two rounds at once cannot record it twice.
    const withdrawn = await trx
      .updateTable('requests')
      .set({ deleted_at: at, updated_at: at })
      .where('id', '=', r.id)
      .where('deleted_at', 'is', null)
      .executeTakeFirst();
    if (Number(withdrawn.numUpdatedRows) === 0) continue;
    await trx
      .insertInto('request_events')
      .values({
        request_id: r.id,
        kind: 'delete',
        at,
        actor_id: account.id,
        actor_name: account.name,
        actor_role: 'customer',
        vendor_id: null,
        vendor_name: null,
        reason: WITHDRAWN_REASON,
        document_id: null
      })
      .execute();
  }
}

/**
 * Finishes every open erasure whose customer has no request in progress: their documents destroyed
 * (bytes and rows), the fields of their requests emptied, their name gone from the account and the
 * history, their notifications deleted. What stays is anonymous: that a request of a kind existed,
 * its dates and states, for the counts. Answers how many erasures were completed.
 *
 * The bytes go first: a store that cannot be reached fails the round with the erasure still open and
 * its rows in place, and the next round finishes it. The rest is one transaction that claims the
 * erasure (only if still open), so two processes cannot both complete it.
 */
export async function completeErasures(db: Kysely<Database>, storage: DocumentStorage): Promise<number> {
  const open = await db
    .selectFrom('erasures')
    .select(['id', 'account_id'])
    .where('completed_at', 'is', null)
    .orderBy('id')
    .limit(100)
    .execute();
  let completed = 0;
  for (const erasure of open) {
    const busy = await db
      .selectFrom('requests')
      .select('id')
      .where('customer_id', '=', erasure.account_id)
      .where('deleted_at', 'is', null)
      .where('state', 'in', [...IN_PROGRESS_STATES])
      .limit(1)
      .executeTakeFirst();
    if (busy) continue;
    const account = await db
      .selectFrom('accounts')
      .select(['id', 'name'])
      .where('id', '=', erasure.account_id)
      .executeTakeFirst();
    if (account) await withdrawWaiting(db, account, now());
    const requests = await db
      .selectFrom('requests')
      .select('id')
      .where('customer_id', '=', erasure.account_id)
      .execute();
    const requestIds = requests.map((r) => r.id);
    const documents = await erasedDocuments(db, erasure.account_id, requestIds);
    for (const doc of documents) await storage.remove(doc.storage_key);
    if (await anonymise(db, erasure, requestIds, documents)) completed += 1;
  }
  return completed;
}

/** The documents an erasure destroys: those on the customer's requests and those they uploaded. */
async function erasedDocuments(
  db: Kysely<Database>,
  accountId: number,
  requestIds: number[]
): Promise<{ id: string; storage_key: string }[]> {
  const referenced = requestIds.length
    ? await db.selectFrom('request_documents').select('document_id').where('request_id', 'in', requestIds).execute()
    : [];
  return db
    .selectFrom('documents')
    .select(['id', 'storage_key'])
    .where((eb) =>
      eb.or([
        eb('owner_id', '=', accountId),
        ...(referenced.length
          ? [
              eb(
                'id',
                'in',
                referenced.map((r) => r.document_id)
              )
            ]
          : [])
      ])
    )
    .execute();
}

/** Everything of an erasure but the bytes, in one transaction; answers false when another process completed it first. */
async function anonymise(
  db: Kysely<Database>,
  erasure: { id: number; account_id: number },
  requestIds: number[],
  documents: { id: string }[]
): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const claimed = await trx
      .updateTable('erasures')
      .set({ completed_at: now(), documents_removed: documents.length, requests_kept: requestIds.length })
      .where('id', '=', erasure.id)
      .where('completed_at', 'is', null)
      .executeTakeFirst();
    if (Number(claimed.numUpdatedRows) === 0) return false;
    await forgetDocumentRows(
      trx,
      documents.map((d) => d.id)
    );
    if (requestIds.length) {
      await trx
        .updateTable('requests')
        .set({ fields: '{}', search_text: null })
        .where('id', 'in', requestIds)
        .execute();
      await trx
        .updateTable('request_events')
        .set({ reason: null })
        .where('request_id', 'in', requestIds)
        .where('actor_id', '=', erasure.account_id)
        .execute();
    }
    await trx
      .updateTable('request_events')
      .set({ actor_name: ERASED_NAME })
      .where('actor_id', '=', erasure.account_id)
      .execute();
    const theirs = await trx
      .selectFrom('request_events')
      .select('request_id')
      .distinct()
      .where('actor_id', '=', erasure.account_id)
      .execute();
    await keepMilestones(trx, [...requestIds, ...theirs.map((r) => r.request_id)]);
    // What they wrote on their requests goes too; the messages stay as empty lines so the others' answers keep their place.
    await trx
      .updateTable('request_messages')
      .set({ body: '', author_name: ERASED_NAME })
      .where('author_id', '=', erasure.account_id)
      .execute();
    await trx.deleteFrom('notifications').where('account_id', '=', erasure.account_id).execute();
    // Their own reads stay counted, but not the addresses they read from.
    await trx
      .updateTable('document_views')
      .set({ address: null })
      .where('viewer_id', '=', erasure.account_id)
      .execute();
    await trx
      .updateTable('accounts')
      .set({ name: ERASED_NAME, last_login_at: null })
      .where('id', '=', erasure.account_id)
      .execute();
    return true;
  });
}

/**
 * Completes due erasures now and then every minute until stopped; a failed round (the document store
 * down) is reported and the next one tries again. With several servers, `exclusive` lets one at a time run it.
 */
export function startErasureChecks(
  db: Kysely<Database>,
  storage: DocumentStorage,
  report: (error: unknown) => void,
  exclusive: Exclusive = unguarded(db)
): () => Promise<void> {
  return startJob({
    name: 'complete-erasures',
    everyMs: MINUTE_MS,
    exclusive,
    run: (jobDb) => completeErasures(jobDb, storage),
    report
  });
}
