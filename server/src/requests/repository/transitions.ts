import {
  refusal,
  serviceText,
  translate,
  TRANSITIONS,
  type Action,
  type RequestState,
  type ServiceKind
} from '@gia/domain';
import type { Kysely, Updateable } from 'kysely';
import { now } from '../../db';
import type { Database, RequestsTable } from '../../db/schema';
import type { Caller } from '../../plugins/auth';
import { conflict, notFound } from '../../plugins/errors';
import { keepMilestones } from './milestones';

export interface Transition {
  kind: ServiceKind;
  id: number;
  action: Action;
  actor: Caller;
  /** Vendor actions: only the request currently assigned to this vendor. */
  assignedTo?: number;
  /** The vendor column as the transition leaves it (assign sets it, decline clears it). */
  vendorId?: number | null;
  /** What the event records besides who and when. */
  event?: {
    vendor_id?: number | null;
    vendor_name?: string | null;
    reason?: string | null;
    document_id?: string | null;
    changes?: string | null;
  };
  /** More writes that belong to the same change, made in its transaction. */
  also?: (trx: Kysely<Database>, requestId: number) => Promise<void>;
  /** More columns the change sets; an action whose target is 'previous' sets `state` here. */
  set?: Updateable<RequestsTable>;
  /** Columns that must still hold what the caller read, or the change is refused as a race (409). */
  unchanged?: { paused_at?: string | null; customer_id?: number; state?: RequestState };
}

/** A change as it is made: what a listener of a transition is told, inside the change's transaction. */
export interface Change {
  kind: ServiceKind;
  requestId: number;
  action: Action;
  actor: Caller;
  at: string;
  /** The vendor the change assigned (assign, reopen). */
  vendorId?: number | null;
  event: NonNullable<Transition['event']>;
}

/**
 * Writes that must commit or roll back together with a change (notifications, their emails' outbox
 * rows); a listener that throws undoes the change.
 */
export type ChangeListener = (trx: Kysely<Database>, change: Change) => Promise<void>;

export function kindName(kind: ServiceKind): string {
  return translate('en', serviceText(kind, 'name'));
}

/** 404 for a request id nobody may act on; `id` as the caller sent it (a text that is no number is shown as sent). */
export function noSuchRequest(kind: ServiceKind, id: number | string, assignedToCaller = false): Error {
  return notFound(assignedToCaller ? 'errors.request.noneAssigned' : 'errors.request.none', {
    kind: kindName(kind),
    id
  });
}

/**
 * Takes a workflow action. The state check and the change are one conditional UPDATE, so of two
 * callers acting at once exactly one changes the row; the other finds nothing to change and gets 409
 * (or 404 when the request is not theirs to act on). The event, the `also` writes and what the listener
 * writes are made in the same transaction.
 */
export async function takeAction(db: Kysely<Database>, t: Transition, onChange?: ChangeListener): Promise<void> {
  const { from, to } = TRANSITIONS[t.action];
  await db.transaction().execute(async (trx) => {
    const at = now();
    const changed = await trx
      .updateTable('requests')
      .set({
        ...(to === 'previous' ? {} : to ? { state: to } : { deleted_at: at }),
        ...(t.vendorId !== undefined ? { vendor_id: t.vendorId } : {}),
        ...t.set,
        updated_at: at
      })
      .where('id', '=', t.id)
      .where('kind', '=', t.kind.key)
      .where('deleted_at', 'is', null)
      .$if(t.assignedTo !== undefined, (q) => q.where('vendor_id', '=', t.assignedTo!))
      .$if(t.unchanged?.customer_id !== undefined, (q) => q.where('customer_id', '=', t.unchanged!.customer_id!))
      .$if(t.unchanged?.state !== undefined, (q) => q.where('state', '=', t.unchanged!.state!))
      .$if(t.unchanged?.paused_at !== undefined, (q) =>
        t.unchanged!.paused_at === null
          ? q.where('paused_at', 'is', null)
          : q.where('paused_at', '=', t.unchanged!.paused_at!)
      )
      .where('state', 'in', [...from])
      .executeTakeFirst();
    if (Number(changed.numUpdatedRows) === 0) {
      const current = await trx
        .selectFrom('requests')
        .select('state')
        .where('id', '=', t.id)
        .where('kind', '=', t.kind.key)
        .where('deleted_at', 'is', null)
        .$if(t.assignedTo !== undefined, (q) => q.where('vendor_id', '=', t.assignedTo!))
        .executeTakeFirst();
      if (!current) throw noSuchRequest(t.kind, t.id, t.assignedTo !== undefined);
      // Same state but another waiting round, or another customer: the request moved on under the caller.
      const refused = refusal(t.action, current.state as RequestState);
      throw conflict(refused.key, refused.params);
    }
    await trx
      .insertInto('request_events')
      .values({
        request_id: t.id,
        kind: t.action,
        at,
        actor_id: t.actor.id,
        actor_name: t.actor.name,
        actor_role: t.actor.role,
        vendor_id: null,
        vendor_name: null,
        reason: null,
        document_id: null,
        changes: null,
        ...t.event
      })
      .execute();
    await t.also?.(trx, t.id);
    await onChange?.(trx, {
      kind: t.kind,
      requestId: t.id,
      action: t.action,
      actor: t.actor,
      at,
      vendorId: t.vendorId,
      event: t.event ?? {}
    });
    await keepMilestones(trx, [t.id]);
  });
}
