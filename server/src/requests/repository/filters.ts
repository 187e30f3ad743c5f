import { DUE_SOON_MS, OPEN_STATES, type ServiceKind } from '@gia/domain';
import { type Expression, expressionBuilder, type Kysely, type SelectQueryBuilder, type SqlBool } from 'kysely';
import type { Database } from '../../db/schema';
import type { Caller } from '../../plugins/auth';
import { indiaDayStart, nextIndiaDayStart, statesFor, type ListQuery } from '../list-query';
import { textMatches } from './text-search';

export type RequestsQuery = SelectQueryBuilder<Database, 'requests', object>;

/**
 * The live requests of a kind the caller may read, filtered. The scope column comes first so each
 * role's query runs on its own partial index (migration 002).
 */
export function filteredRequests(
  db: Kysely<Database>,
  kind: ServiceKind,
  caller: Caller,
  query: ListQuery
): RequestsQuery {
  let q: RequestsQuery = db.selectFrom('requests');
  if (caller.role === 'customer') q = q.where('customer_id', '=', caller.id);
  if (caller.role === 'vendor') q = q.where('vendor_id', '=', caller.id);
  q = q.where('kind', '=', kind.key).where('deleted_at', 'is', null);
  if (query.status) q = q.where('state', 'in', [...statesFor(query.status)]);
  if (query.from) q = q.where('created_at', '>=', indiaDayStart(query.from, 'from'));
  if (query.to) q = q.where('created_at', '<', nextIndiaDayStart(query.to, 'to'));
  if (query.due) q = dueFilter(q, query.due, new Date());
  const text = query.q?.trim();
  if (text) {
    // The reference and the fields' text, from the full-text index (text-search.ts), or the id.
    // A customer's own requests are few: each is read (text-search.ts, `perRow`).
    const matchesText = textMatches(db, text, caller.role === 'customer');
    q = /^\d{1,9}$/.test(text)
      ? q.where((eb) => eb.or([matchesText, eb('id', '=', Number(text))]))
      : q.where(matchesText);
  }
  return q;
}

/** Open requests overdue (due time passed) or due soon (due within a day from now), as domain `dueState` says. */
export function dueFilter(q: RequestsQuery, due: 'overdue' | 'dueSoon', at: Date): RequestsQuery {
  return q.where(dueCondition(due, at));
}

/** `dueFilter`'s test of one request, for queries that join other tables to `requests`. */
export function dueCondition(due: 'overdue' | 'dueSoon', at: Date): Expression<SqlBool> {
  const eb = expressionBuilder<Database, 'requests'>();
  const nowIso = at.toISOString();
  const open = eb('requests.state', 'in', [...OPEN_STATES]);
  return due === 'overdue'
    ? eb.and([open, eb('requests.due_at', '<', nowIso)])
    : eb.and([
        open,
        eb('requests.due_at', '>=', nowIso),
        eb('requests.due_at', '<=', new Date(at.getTime() + DUE_SOON_MS).toISOString())
      ]);
}
