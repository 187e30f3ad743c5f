import { maskAadhaarInText, type Role } from '@gia/domain';
import type { Kysely } from 'kysely';
import { now } from '../db';
import type { Database } from '../db/schema';
import type { Caller } from '../plugins/auth';
import type { SignDocument } from '../requests/present';

/** All SQL of the conversation. */

export type MessageKind = 'message' | 'ask' | 'answer';

export interface MessageDocument {
  url: string;
  name: string;
  content_type: string;
  /** For an answer: the document field of the request it replaced. */
  field: string | null;
}

export interface MessageView {
  id: number;
  kind: MessageKind;
  text: string;
  internal: boolean;
  author: { name: string; role: Role };
  at: string;
  documents: MessageDocument[];
  /** For an ask: the document fields the customer is asked to send again. */
  asked_documents: string[] | null;
  /** Whether the caller has read it (their own always). */
  read: boolean;
  /** The others who have read it: names and roles. */
  seen_by: { name: string; role: Role }[];
}

export interface NewMessage {
  requestId: number;
  author: Caller;
  kind: MessageKind;
  text: string;
  internal: boolean;
  askedDocuments?: string[] | null;
  documents: { id: string; field: string | null }[];
  at: string;
}

export async function insertMessage(trx: Kysely<Database>, m: NewMessage): Promise<number> {
  const row = await trx
    .insertInto('request_messages')
    .values({
      request_id: m.requestId,
      author_id: m.author.id,
      author_name: m.author.name,
      author_role: m.author.role,
      kind: m.kind,
      body: m.text,
      internal: m.internal ? 1 : 0,
      asked_documents: m.askedDocuments ? JSON.stringify(m.askedDocuments) : null,
      created_at: m.at
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  if (m.documents.length) {
    await trx
      .insertInto('message_documents')
      .values(m.documents.map((d) => ({ message_id: row.id, document_id: d.id, field: d.field })))
      .execute();
  }
  return row.id;
}

/** The caller has read the conversation up to `lastId` (never moves back). */
export async function markRead(db: Kysely<Database>, caller: Caller, requestId: number, lastId: number): Promise<void> {
  const at = now();
  await db
    .insertInto('message_reads')
    .values({ request_id: requestId, account_id: caller.id, last_read_id: lastId, read_at: at })
    .onConflict((oc) =>
      oc
        .columns(['request_id', 'account_id'])
        .doUpdateSet({ last_read_id: lastId, read_at: at })
        .where('message_reads.last_read_id', '<', lastId)
    )
    .execute();
}

/** The conversation as the caller may see it (customers never see internal notes), oldest first. */
export async function listMessages(
  db: Kysely<Database>,
  caller: Caller,
  requestId: number,
  sign: SignDocument
): Promise<MessageView[]> {
  const rows = await db
    .selectFrom('request_messages')
    .selectAll()
    .where('request_id', '=', requestId)
    .$if(caller.role === 'customer', (q) => q.where('internal', '=', 0))
    .orderBy('id')
    .execute();
  if (rows.length === 0) return [];
  const docs = await db
    .selectFrom('message_documents')
    .innerJoin('documents', 'documents.id', 'message_documents.document_id')
    .select([
      'message_documents.message_id',
      'message_documents.document_id',
      'message_documents.field',
      'documents.original_name',
      'documents.content_type'
    ])
    .where(
      'message_documents.message_id',
      'in',
      rows.map((r) => r.id)
    )
    .orderBy('message_documents.message_id')
    .execute();
  const reads = await db
    .selectFrom('message_reads')
    .innerJoin('accounts', 'accounts.id', 'message_reads.account_id')
    .select(['message_reads.account_id', 'message_reads.last_read_id', 'accounts.name', 'accounts.role'])
    .where('message_reads.request_id', '=', requestId)
    .execute();
  const mine = reads.find((r) => r.account_id === caller.id)?.last_read_id ?? 0;
  return rows.map((m) => ({
    id: m.id,
    kind: m.kind as MessageKind,
    // An Aadhaar number someone typed is shown whole only to them.
    text: m.author_id === caller.id ? m.body : maskAadhaarInText(m.body),
    internal: m.internal === 1,
    author: { name: m.author_name, role: m.author_role as Role },
    at: m.created_at,
    documents: docs
      .filter((d) => d.message_id === m.id)
      .map((d) => ({ url: sign(d.document_id), name: d.original_name, content_type: d.content_type, field: d.field })),
    asked_documents: m.asked_documents ? (JSON.parse(m.asked_documents) as string[]) : null,
    read: m.author_id === caller.id || mine >= m.id,
    seen_by: reads
      .filter(
        (r) => r.account_id !== m.author_id && r.last_read_id >= m.id && !(m.internal === 1 && r.role === 'customer')
      )
      .map((r) => ({ name: r.name, role: r.role as Role }))
  }));
}

/** The newest message the caller may see, to mark the conversation read up to it. */
export function newestSeen(messages: readonly MessageView[]): number {
  return messages.length ? messages[messages.length - 1].id : 0;
}

export interface ReplacedDocument {
  field: string;
  url: string;
  content_type: string | null;
  replaced_at: string;
}

/** Earlier versions of a request's documents, newest first (for admins and the assigned vendor). */
export async function replacedDocuments(
  db: Kysely<Database>,
  requestId: number,
  sign: SignDocument
): Promise<ReplacedDocument[]> {
  const rows = await db
    .selectFrom('replaced_documents')
    .leftJoin('documents', 'documents.id', 'replaced_documents.document_id')
    .select([
      'replaced_documents.field',
      'replaced_documents.document_id',
      'replaced_documents.replaced_at',
      'documents.content_type'
    ])
    .where('replaced_documents.request_id', '=', requestId)
    .orderBy('replaced_documents.replaced_at', 'desc')
    .execute();
  return rows.map((r) => ({
    field: r.field,
    url: sign(r.document_id),
    content_type: r.content_type,
    replaced_at: r.replaced_at
  }));
}

/**
 * Points a document field of a request at a new document; the old one is kept as a replaced version,
 * readable by the same people as before.
 */
export async function replaceDocument(
  trx: Kysely<Database>,
  requestId: number,
  field: string,
  documentId: string,
  at: string
): Promise<void> {
  const old = await trx
    .selectFrom('request_documents')
    .select('document_id')
    .where('request_id', '=', requestId)
    .where('field', '=', field)
    .executeTakeFirst();
  if (old?.document_id === documentId) return;
  if (old) {
    await trx
      .insertInto('replaced_documents')
      .values({ request_id: requestId, field, document_id: old.document_id, replaced_at: at })
      .execute();
    await trx
      .updateTable('request_documents')
      .set({ document_id: documentId })
      .where('request_id', '=', requestId)
      .where('field', '=', field)
      .execute();
  } else {
    await trx
      .insertInto('request_documents')
      .values({ request_id: requestId, field, document_id: documentId })
      .execute();
  }
}

/** What a request is while the conversation acts on it: read in full once per call. */
export async function conversationState(db: Kysely<Database>, requestId: number) {
  return db
    .selectFrom('requests')
    .select([
      'id',
      'customer_id',
      'vendor_id',
      'state',
      'fields',
      'due_at',
      'waiting_from',
      'paused_at',
      'asked_documents'
    ])
    .where('id', '=', requestId)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
}
