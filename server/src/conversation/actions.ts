import {
  actionsFor,
  checkRequestFields,
  dueAt,
  stateLabel,
  translate,
  type Action,
  type FieldValue,
  type RequestState
} from '@gia/domain';
import type { Kysely } from 'kysely';
import type { Config } from '../config';
import { now } from '../db';
import type { Database } from '../db/schema';
import { claimDocuments } from '../documents';
import type { Caller } from '../plugins/auth';
import { fieldErrorList, fieldErrorsMessage } from '../requests/insert-route';
import { searchText } from '../requests/list-query';
import { documentAddress } from '../requests/present';
import { takeAction, type ChangeListener } from '../requests/repository/transitions';
import { refuse, type Found } from '../requests/repository/workspace';
import { answeredDocuments, askedFields, messageText, optionalReason } from './checks';
import { conversationState, insertMessage, markRead, replaceDocument } from './store';

/**
 * The conversation's transitions (issue 16): asking the customer, their answer, withdrawal and
 * resubmission. Each is one conditional change in one transaction (`takeAction`): of two people acting
 * at once one wins, the other gets 409 with the state now.
 */

type Stored = NonNullable<Awaited<ReturnType<typeof conversationState>>>;

async function current(db: Kysely<Database>, found: Found): Promise<Stored> {
  const row = await conversationState(db, found.id);
  if (!row) throw refuse(404, 'workspace.notFound', { reference: found.reference });
  return row;
}

/** 403 when the action is never the caller's; 409 when it is, but not in the state the request is in now. */
function mayTake(action: Action, caller: Caller, row: Stored): void {
  const state = row.state as RequestState;
  const allowed = actionsFor(caller.role, state, {
    assignedToCaller: row.vendor_id === caller.id,
    ownedByCaller: row.customer_id === caller.id
  });
  if (allowed.includes(action)) return;
  const anyState =
    actionsFor(caller.role, 'WAITING FOR CUSTOMER', { assignedToCaller: true, ownedByCaller: true }).includes(action) ||
    actionsFor(caller.role, 'IN PROGRESS', { assignedToCaller: true, ownedByCaller: true }).includes(action) ||
    actionsFor(caller.role, 'REJECTED', { assignedToCaller: true, ownedByCaller: true }).includes(action) ||
    actionsFor(caller.role, 'PENDING', { assignedToCaller: true, ownedByCaller: true }).includes(action);
  if (!anyState) throw refuse(403, 'workspace.notYourAction');
  if (action === 'answer') throw refuse(409, 'talk.notWaiting', {}, { status: state });
  throw refuse(409, 'workspace.stateMoved', { state: translate('en', stateLabel(state)) }, { status: state });
}

/** A 409 from the conditional change, in the calls' words with the state now. */
async function raced<T>(db: Kysely<Database>, found: Found, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if ((error as { statusCode?: number }).statusCode !== 409) throw error;
    const row = await conversationState(db, found.id);
    if (!row) throw refuse(404, 'workspace.notFound', { reference: found.reference });
    const state = row.state as RequestState;
    throw refuse(409, 'workspace.stateMoved', { state: translate('en', stateLabel(state)) }, { status: state });
  }
}

export async function askCustomer(
  db: Kysely<Database>,
  onChange: ChangeListener | undefined,
  found: Found,
  caller: Caller,
  body: Record<string, unknown>
): Promise<void> {
  const text = messageText(body.text);
  const documents = askedFields(found.kind, body.documents);
  const row = await current(db, found);
  mayTake('ask', caller, row);
  const at = now();
  await raced(db, found, () =>
    takeAction(
      db,
      {
        kind: found.kind,
        id: found.id,
        action: 'ask',
        actor: caller,
        ...(caller.role === 'vendor' ? { assignedTo: caller.id } : {}),
        set: {
          state: 'WAITING FOR CUSTOMER',
          waiting_from: row.state,
          paused_at: at,
          asked_documents: JSON.stringify(documents)
        },
        unchanged: { state: row.state as RequestState },
        event: { reason: text },
        also: async (trx) => {
          const id = await insertMessage(trx, {
            requestId: found.id,
            author: caller,
            kind: 'ask',
            text,
            internal: false,
            askedDocuments: documents,
            documents: [],
            at
          });
          await markRead(trx, caller, found.id, id);
        }
      },
      onChange
    )
  );
}

/** The due date moved on by the time the request waited, so the customer's time does not count against the promise. */
function resumedDue(dueAt: string | null, pausedAt: string | null, at: string): string | null {
  if (!dueAt || !pausedAt) return dueAt;
  const waited = Math.max(0, Date.parse(at) - Date.parse(pausedAt));
  return new Date(Date.parse(dueAt) + waited).toISOString();
}

export async function answer(
  db: Kysely<Database>,
  onChange: ChangeListener | undefined,
  found: Found,
  caller: Caller,
  body: Record<string, unknown>
): Promise<void> {
  const row = await current(db, found);
  mayTake('answer', caller, row);
  const text = messageText(body.text);
  const asked = row.asked_documents ? (JSON.parse(row.asked_documents) as string[]) : [];
  const documents = answeredDocuments(found.kind, asked, body.documents);
  const at = now();
  const fields = JSON.parse(row.fields) as Record<string, FieldValue>;
  for (const [field, id] of documents) fields[field] = documentAddress(id);
  await raced(db, found, () =>
    takeAction(
      db,
      {
        kind: found.kind,
        id: found.id,
        action: 'answer',
        actor: caller,
        set: {
          state: row.waiting_from ?? 'PENDING',
          waiting_from: null,
          paused_at: null,
          asked_documents: null,
          due_at: resumedDue(row.due_at, row.paused_at, at),
          overdue_noticed_at: null,
          fields: JSON.stringify(fields)
        },
        unchanged: { state: 'WAITING FOR CUSTOMER', paused_at: row.paused_at, customer_id: caller.id },
        also: async (trx) => {
          await claimDocuments(trx, caller, [...documents.values()]);
          for (const [field, id] of documents) await replaceDocument(trx, found.id, field, id, at);
          const messageId = await insertMessage(trx, {
            requestId: found.id,
            author: caller,
            kind: 'answer',
            text,
            internal: false,
            documents: [...documents].map(([field, id]) => ({ id, field })),
            at
          });
          await markRead(trx, caller, found.id, messageId);
        }
      },
      onChange
    )
  );
}

export async function withdraw(
  db: Kysely<Database>,
  onChange: ChangeListener | undefined,
  found: Found,
  caller: Caller,
  body: Record<string, unknown>
): Promise<void> {
  const reason = optionalReason(body.reason);
  const row = await current(db, found);
  mayTake('withdraw', caller, row);
  await raced(db, found, () =>
    takeAction(
      db,
      {
        kind: found.kind,
        id: found.id,
        action: 'withdraw',
        actor: caller,
        set: { waiting_from: null, paused_at: null, asked_documents: null },
        unchanged: { state: row.state as RequestState, customer_id: caller.id },
        event: { reason }
      },
      onChange
    )
  );
}

/** What a resubmission changed, field by field (documents as "replaced"), for the admins. */
function changesOf(before: Record<string, FieldValue>, after: Record<string, FieldValue>, kind: Found['kind']) {
  return kind.fields
    .filter((f) => (before[f.name] ?? null) !== (after[f.name] ?? null))
    .map((f) =>
      f.kind === 'file'
        ? { field: f.name, document: true }
        : { field: f.name, before: before[f.name] ?? null, after: after[f.name] ?? null }
    );
}

export async function resubmit(
  db: Kysely<Database>,
  config: Config,
  onChange: ChangeListener | undefined,
  found: Found,
  caller: Caller,
  body: unknown
): Promise<void> {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) throw refuse(400, 'talk.badAnswerDocuments');
  const row = await current(db, found);
  mayTake('resubmit', caller, row);
  const check = checkRequestFields(found.kind, body as Record<string, unknown>);
  if (!check.ok) {
    throw refuse(
      400,
      'talk.fixFields',
      { detail: fieldErrorsMessage(check.errors, check.formError) },
      { errors: fieldErrorList(check.errors) }
    );
  }
  const values = { ...check.values };
  for (const [field, id] of Object.entries(check.documents)) values[field] = documentAddress(id);
  const before = JSON.parse(row.fields) as Record<string, FieldValue>;
  const changes = changesOf(before, values, found.kind);
  if (changes.length === 0) throw refuse(400, 'talk.nothingChanged');
  const at = now();
  await raced(db, found, () =>
    takeAction(
      db,
      {
        kind: found.kind,
        id: found.id,
        action: 'resubmit',
        actor: caller,
        vendorId: null,
        set: {
          fields: JSON.stringify(values),
          search_text: searchText(found.kind, values),
          overdue_noticed_at: null,
          due_at: dueAt(at, config.turnaround.days[found.kind.key], config.turnaround.holidays)
        },
        unchanged: { state: 'REJECTED', customer_id: caller.id },
        event: { changes: JSON.stringify(changes) },
        also: async (trx) => {
          await claimDocuments(trx, caller, Object.values(check.documents));
          for (const [field, id] of Object.entries(check.documents))
            await replaceDocument(trx, found.id, field, id, at);
        }
      },
      onChange
    )
  );
}
