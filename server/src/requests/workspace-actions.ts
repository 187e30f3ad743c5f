import { stateLabel, translate, TRANSITIONS, type Action, type MessageKey } from '@gia/domain';
import type { Kysely } from 'kysely';
import type { Config } from '../config';
import type { Database } from '../db/schema';
import type { Caller } from '../plugins/auth';
import { HttpError } from '../plugins/errors';
import { idValue, MAX_REASON } from './admin-body';
import { assignVendor } from './admin-routes';
import { takeAction, type ChangeListener } from './repository/transitions';
import { vendorPlan } from './vendor-routes';
import { currentState } from './repository/rows';
import { refuse, type Found } from './repository/workspace';
import type { DocumentStorage } from '../documents';
import { destroyRequestDocuments } from '../privacy';

/** The body of `POST /api/v1/global/requests/{reference}/{action}` (and of each bulk item). */
export interface ActionBody {
  vendor_id?: unknown;
  reason?: unknown;
  delivered_document_url?: unknown;
}

/** The actions this call takes: the review and the vendor's work. */
export const REVIEW_ACTIONS: readonly Action[] = [
  'assign',
  'reopen',
  'reject',
  'delete',
  'accept',
  'decline',
  'complete'
];

/** Actions that need a reason: it is recorded on the request's history and told to whom it concerns. */
const NEEDS_REASON: readonly Action[] = ['reject', 'decline', 'delete'];

function reasonOf(raw: unknown): string {
  const reason = typeof raw === 'string' ? raw.trim() : '';
  if (!reason) throw refuse(400, 'workspace.reasonRequired');
  if (reason.length > MAX_REASON) throw refuse(400, 'workspace.reasonTooLong', { max: MAX_REASON });
  return reason;
}

/**
 * Takes an action on a request the caller may see, with the same rules, events and notifications as
 * the spec's per-kind calls (their code). Refusals are `{ message, code }`: 403 when the action is not
 * the caller's role's, 400 for a missing reason or vendor, 409 (with the state now) when the request
 * moved on.
 */
export async function performAction(
  db: Kysely<Database>,
  storage: DocumentStorage,
  config: Config,
  onChange: ChangeListener | undefined,
  found: Found,
  action: Action,
  caller: Caller,
  body: ActionBody
): Promise<void> {
  // The conversation's actions have calls of their own (askCustomer, answer, withdraw, resubmit).
  if (!REVIEW_ACTIONS.includes(action))
    throw refuse(400, 'workspace.unknownAction', { action, actions: REVIEW_ACTIONS.join(', ') });
  if (!TRANSITIONS[action].roles.includes(caller.role)) throw refuse(403, 'workspace.notYourAction');
  const reason = NEEDS_REASON.includes(action) ? reasonOf(body.reason) : null;
  try {
    switch (action) {
      case 'assign':
      case 'reopen': {
        const given = body.vendor_id;
        if (given === undefined || given === null || given === '') throw refuse(400, 'workspace.vendorRequired');
        const vendorId = idValue(given);
        if (vendorId === undefined) throw refuse(400, 'workspace.badQuery.vendor', { name: 'vendor_id' });
        await assignVendor(db, config, { kind: found.kind, id: found.id, action, admin: caller, vendorId }, onChange);
        return;
      }
      case 'reject':
        await takeAction(db, { kind: found.kind, id: found.id, action, actor: caller, event: { reason } }, onChange);
        return;
      case 'delete':
        await takeAction(db, { kind: found.kind, id: found.id, action, actor: caller, event: { reason } }, onChange);
        // A deleted request's documents are destroyed, as by the spec's per-kind delete calls.
        await destroyRequestDocuments(db, storage, found.id);
        return;
      case 'accept':
      case 'decline':
      case 'complete': {
        const plan = vendorPlan(action)(caller, {
          reason: reason ?? undefined,
          delivered_document_url: body.delivered_document_url
        });
        await takeAction(
          db,
          { kind: found.kind, id: found.id, actor: caller, assignedTo: caller.id, ...plan },
          onChange
        );
        return;
      }
    }
  } catch (error) {
    throw await withCode(db, found, error);
  }
}

const PER_KIND_REFUSALS: readonly MessageKey[] = [
  'errors.request.stateRefused',
  'errors.request.none',
  'errors.request.noneAssigned'
];

/** Says a refusal of the per-kind code (which names kind and id) in the new calls' words (state and reference). */
async function withCode(db: Kysely<Database>, found: Found, error: unknown): Promise<unknown> {
  if (!(error instanceof HttpError) || !PER_KIND_REFUSALS.includes(error.code)) return error;
  if (error.statusCode === 409) {
    const state = await currentState(db, found.id);
    if (state)
      return refuse(409, 'workspace.stateMoved', { state: translate('en', stateLabel(state)) }, { status: state });
  }
  return refuse(404, 'workspace.notFound', { reference: found.reference });
}
