import type { ServiceKind } from '@gia/domain';
import type { Kysely } from 'kysely';
import type { Database, StoredEvent } from '../db/schema';
import type { Caller } from '../plugins/auth';
import { filteredRequests, narrowsList, paging, type ListQuery } from './list-query';
import { PRESENTED_COLUMNS, presentRequest, type RequestRow, type SignDocument } from './present';

/** A CSV export holds at most this many rows; `X-Total-Count` tells when the filter matched more. */
export const MAX_EXPORT_ROWS = 10_000;
const EVENTS_CHUNK = 500;

/** The events of many requests in one query per chunk, in the order they happened. */
export async function eventsOf(db: Kysely<Database>, ids: number[]): Promise<Map<number, StoredEvent[]>> {
  const byRequest = new Map<number, StoredEvent[]>(ids.map((id) => [id, []]));
  for (let i = 0; i < ids.length; i += EVENTS_CHUNK) {
    const events = await db.selectFrom('request_events').selectAll()
      .where('request_id', 'in', ids.slice(i, i + EVENTS_CHUNK))
      .orderBy('request_id').orderBy('id').execute();
    for (const e of events) byRequest.get(e.request_id)?.push(e);
  }
  return byRequest;
}

/** One page of a kind's requests as the caller may see them, and how many match in all. */
export async function listRequests(
  db: Kysely<Database>, kind: ServiceKind, caller: Caller, query: ListQuery, sign: SignDocument, exportAll = false
): Promise<{ rows: RequestRow[]; total: number }> {
  const paged = !exportAll || query.page !== undefined || query.limit !== undefined;
  const { limit, offset } = paged ? paging(query) : { limit: MAX_EXPORT_ROWS, offset: 0 };
  const filtered = filteredRequests(db, kind, caller, query);
  let page = filtered.select(PRESENTED_COLUMNS);
  page = query.sort === 'due'
    ? page.orderBy('due_at', 'asc').orderBy('id', 'asc')
    : page.orderBy('created_at', 'desc').orderBy('id', 'desc');
  const [stored, total] = await Promise.all([
    page.limit(limit).offset(offset).execute(),
    countRequests(db, kind, caller, query)
  ]);
  const events = await eventsOf(db, stored.map((r) => r.id));
  return {
    rows: stored.map((r) => presentRequest(kind, r, events.get(r.id) ?? [], caller, sign)),
    total
  };
}

/**
 * How many requests a list matches. The admin's unfiltered list reads the kind's total that the
 * database keeps (migration 005) instead of counting every live request of the kind.
 */
async function countRequests(db: Kysely<Database>, kind: ServiceKind, caller: Caller, query: ListQuery): Promise<number> {
  if (caller.role === 'admin' && !narrowsList(query)) {
    const kept = await db.selectFrom('request_totals').select('live').where('kind', '=', kind.key).executeTakeFirst();
    return Number(kept?.live ?? 0);
  }
  const count = await filteredRequests(db, kind, caller, query).select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow();
  return Number(count.n);
}

/** One request of a kind as the viewer sees it (a deleted one only when asked: the answer to its deletion). */
export async function readRequest(
  db: Kysely<Database>, kind: ServiceKind, id: number, viewer: Caller, sign: SignDocument, includeDeleted = false
): Promise<RequestRow | undefined> {
  let q = db.selectFrom('requests').select(PRESENTED_COLUMNS).where('id', '=', id).where('kind', '=', kind.key);
  if (!includeDeleted) q = q.where('deleted_at', 'is', null);
  const stored = await q.executeTakeFirst();
  if (!stored) return undefined;
  const events = await eventsOf(db, [stored.id]);
  return presentRequest(kind, stored, events.get(stored.id) ?? [], viewer, sign);
}
