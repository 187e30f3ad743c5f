import { fieldLabel, type MessageKey } from '@gia/domain';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import type { Caller } from '../plugins/auth';
import type { SignDocument } from '../requests/present';
import type { FieldChange } from './schemas';
import { replacedDocuments, type ReplacedDocument } from './store';

/** What the request page shows of the conversation besides the messages themselves. */
export interface ConversationPart {
  /** While the request waits for its customer: since when, and the documents asked for again. */
  waiting: { since: string; asked_documents: { field: string; label: MessageKey }[] } | null;
  /** Earlier versions of documents the customer replaced (admins and the assigned vendor). */
  replaced_documents: ReplacedDocument[];
  /** What each resubmission changed, field by field. */
  resubmissions: { at: string; changes: FieldChange[] }[];
  /** Messages the caller has not read yet. */
  unread_messages: number;
}

export async function conversationOf(
  db: Kysely<Database>,
  caller: Caller,
  requestId: number,
  sign: SignDocument
): Promise<ConversationPart> {
  const row = await db
    .selectFrom('requests')
    .select(['state', 'paused_at', 'asked_documents'])
    .where('id', '=', requestId)
    .executeTakeFirst();
  const asked = row?.asked_documents ? (JSON.parse(row.asked_documents) as string[]) : [];
  const waiting =
    row?.state === 'WAITING FOR CUSTOMER' && row.paused_at
      ? { since: row.paused_at, asked_documents: asked.map((field) => ({ field, label: fieldLabel(field) })) }
      : null;
  const resubmissions = await db
    .selectFrom('request_events')
    .select(['at', 'changes'])
    .where('request_id', '=', requestId)
    .where('kind', '=', 'resubmit')
    .orderBy('id')
    .execute();
  const read = await db
    .selectFrom('message_reads')
    .select('last_read_id')
    .where('request_id', '=', requestId)
    .where('account_id', '=', caller.id)
    .executeTakeFirst();
  const unread = await db
    .selectFrom('request_messages')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('request_id', '=', requestId)
    .where('id', '>', read?.last_read_id ?? 0)
    .where((eb) => eb.or([eb('author_id', 'is', null), eb('author_id', '!=', caller.id)]))
    .$if(caller.role === 'customer', (q) => q.where('internal', '=', 0))
    .executeTakeFirstOrThrow();
  return {
    waiting,
    replaced_documents: caller.role === 'customer' ? [] : await replacedDocuments(db, requestId, sign),
    resubmissions: resubmissions.map((e) => ({
      at: e.at,
      changes: e.changes ? (JSON.parse(e.changes) as FieldChange[]) : []
    })),
    unread_messages: Number(unread.n)
  };
}
