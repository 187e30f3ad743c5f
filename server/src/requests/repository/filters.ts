import { DUE_SOON_MS, OPEN_STATES, type ServiceKind } from '@gia/domain';
import { type Expression, expressionBuilder, type SelectQueryBuilder, type SqlBool } from 'kysely';
import type { Database } from '../../db/schema';
import type { Caller } from '../../plugins/auth';
import { indiaDayStart, nextIndiaDayStart, statesFor, type ListQuery } from '../list-query';

export type RequestsQuery = SelectQueryBuilder<Database, 'requests', object>;

/**
 * Who may read a kind's live requests and every filter of its list but the text (search-matches.ts reads
 * it), as one test of the row. The scope column comes first so each role's query runs on its own partial
 * index (migration 002).
 */
export function kindNarrowing(kind: ServiceKind, caller: Caller, query: ListQuery): Expression<SqlBool> {
  const eb = expressionBuilder<Database, 'requests'>();
  const tests: Expression<SqlBool>[] = [];
  if (caller.role === 'customer') tests.push(eb('requests.customer_id', '=', caller.id));
  if (caller.role === 'vendor') tests.push(eb('requests.vendor_id', '=', caller.id));
  tests.push(eb('requests.kind', '=', kind.key), eb('requests.deleted_at', 'is', null));
  if (query.status) tests.push(eb('requests.state', 'in', [...statesFor(query.status)]));
  if (query.from) tests.push(eb('requests.created_at', '>=', indiaDayStart(query.from, 'from')));
  if (query.to) tests.push(eb('requests.created_at', '<', nextIndiaDayStart(query.to, 'to')));
  if (query.due) tests.push(dueCondition(query.due, new Date()));
  return eb.and(tests);
}

/**
 * Whose requests a list page compiled once reads (`runCompiledOnce`), as one of its values by name: a
 * customer's or vendor's id. An admin's page holds none.
 */
export function scopeValue(caller: Caller): { scope?: number } {
  return caller.role === 'admin' ? {} : { scope: caller.id };
}

/** The caller a page compiled once is built for: their id replaced by its stand-in. */
export function scopedCaller(caller: Caller, scope: number | undefined): Caller {
  return { ...caller, id: scope ?? caller.id };
}

/** Open requests overdue (due time passed) or due soon (due within a day from now), as domain `dueState` says. */
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
