import { milestonesOf } from '@gia/domain';
import type { Kysely } from 'kysely';
import type { Database, StoredEvent } from '../../db/schema';

/** What a request's history says of one event, as a read presents it and a list row keeps it. */
export const EVENT_COLUMNS = [
  'request_id',
  'kind',
  'at',
  'actor_id',
  'actor_name',
  'actor_role',
  'vendor_id',
  'vendor_name',
  'reason',
  'document_id'
] as const;
export type EventRecord = Pick<StoredEvent, (typeof EVENT_COLUMNS)[number]>;
export type Milestone = Omit<EventRecord, 'request_id'>;

const MILESTONE_COLUMNS = EVENT_COLUMNS.filter((c): c is keyof Milestone => c !== 'request_id');

/** The `milestones` column of a request with this history (oldest first). */
export function milestonesColumn(events: readonly Milestone[]): string {
  return JSON.stringify(milestonesOf(events).map((e) => Object.fromEntries(MILESTONE_COLUMNS.map((c) => [c, e[c]]))));
}

const CHUNK = 500;

/**
 * Writes each request's `milestones` afresh from its history. Called in the transaction of every change
 * to a request's events (an action, an erasure, a forgotten document), so a list row never disagrees
 * with the request's own page.
 */
export async function keepMilestones(trx: Kysely<Database>, requestIds: readonly number[]): Promise<void> {
  const ids = [...new Set(requestIds)];
  for (let i = 0; i < ids.length; i += CHUNK) {
    const chunk = ids.slice(i, i + CHUNK);
    const events = await trx
      .selectFrom('request_events')
      .select(EVENT_COLUMNS)
      .where('request_id', 'in', chunk)
      .orderBy('request_id')
      .orderBy('id')
      .execute();
    const byRequest = new Map<number, EventRecord[]>(chunk.map((id) => [id, []]));
    for (const e of events) byRequest.get(e.request_id)?.push(e);
    for (const [id, history] of byRequest)
      await trx
        .updateTable('requests')
        .set({ milestones: milestonesColumn(history) })
        .where('id', '=', id)
        .execute();
  }
}
