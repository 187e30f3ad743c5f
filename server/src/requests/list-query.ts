import { DUE_SOON_MS, isIsoDate, OPEN_STATES, STATES, type RequestState, type ServiceKind } from '@gia/domain';
import { type Kysely, type SelectQueryBuilder, sql } from 'kysely';
import type { Database } from '../db/schema';
import type { Caller } from '../plugins/auth';
import { badRequest } from '../plugins/errors';

export const DEFAULT_LIMIT = 50;
export const MAX_LIMIT = 200;

/** The optional query of every read call (DECISIONS.md rows 12 and 13). */
export interface ListQuery {
  page?: number;
  limit?: number;
  q?: string;
  status?: string;
  from?: string;
  to?: string;
  sort?: 'created' | 'due';
  /** Open requests past their due time, or due within a day. */
  due?: 'overdue' | 'dueSoon';
  format?: 'json' | 'csv';
  /** The spec's vendor screens send `assigned_vendor=7`; scoping comes from the token, so it is ignored. */
  assigned_vendor?: string;
}

/** The spec's admin-side status words, as the states they cover (spec section 4). */
const DERIVED: Record<string, readonly RequestState[]> = {
  'pending': ['PENDING'],
  'vendor assigned': ['ASSIGNED TO VENDOR', 'IN PROGRESS', 'COMPLETED'],
  'rejected': ['REJECTED']
};

export const STATUS_WORDS = [...STATES, 'Pending', 'Vendor Assigned', 'Rejected'];

export function statesFor(status: string): readonly RequestState[] {
  const word = status.trim().toLowerCase();
  const state = STATES.find((s) => s.toLowerCase() === word);
  if (state) return [state];
  const derived = DERIVED[word];
  if (!derived) throw badRequest(`Unknown status "${status}". Use one of: ${STATUS_WORDS.join(', ')}.`);
  return derived;
}

/** The first instant of an India date (IST is UTC+05:30), as stored times are UTC. */
function indiaDayStart(date: string, name: string): string {
  if (!isIsoDate(date)) throw badRequest(`${name} must be a date written YYYY-MM-DD, not "${date}".`);
  return new Date(Date.parse(`${date}T00:00:00+05:30`)).toISOString();
}

function nextIndiaDayStart(date: string, name: string): string {
  return new Date(Date.parse(indiaDayStart(date, name)) + 86_400_000).toISOString();
}

type RequestsQuery = SelectQueryBuilder<Database, 'requests', object>;

/**
 * The live requests of a kind the caller may read, filtered. The scope column comes first so each
 * role's query runs on its own partial index (migration 002).
 */
export function filteredRequests(db: Kysely<Database>, kind: ServiceKind, caller: Caller, query: ListQuery): RequestsQuery {
  let q: RequestsQuery = db.selectFrom('requests');
  if (caller.role === 'customer') q = q.where('customer_id', '=', caller.id);
  if (caller.role === 'vendor') q = q.where('vendor_id', '=', caller.id);
  q = q.where('kind', '=', kind.key).where('deleted_at', 'is', null);
  if (query.status) q = q.where('state', 'in', [...statesFor(query.status)]);
  if (query.from) q = q.where('created_at', '>=', indiaDayStart(query.from, 'from'));
  if (query.to) q = q.where('created_at', '<', nextIndiaDayStart(query.to, 'to'));
  if (query.due) q = dueFilter(q, query.due, new Date());
  const text = query.q?.trim().toLowerCase();
  if (text) {
    const pattern = `%${text.replace(/[!%_]/g, (c) => `!${c}`)}%`;
    const matchesText = sql<boolean>`${sql.ref('search_text')} like ${pattern} escape '!'`;
    q = /^\d{1,9}$/.test(text)
      ? q.where((eb) => eb.or([matchesText, eb('id', '=', Number(text))]))
      : q.where(matchesText);
  }
  return q;
}

/**
 * Whether a list query narrows the kind's live requests; written beside `filteredRequests`, whose
 * filters it names, because an unnarrowed admin list takes its total from the kept count.
 */
export function narrowsList(query: ListQuery): boolean {
  return Boolean(query.q?.trim() || query.status || query.from || query.to || query.due);
}

/** Open requests overdue (due time passed) or due soon (due within a day from now), as domain `dueState` says. */
export function dueFilter(q: RequestsQuery, due: 'overdue' | 'dueSoon', at: Date): RequestsQuery {
  const nowIso = at.toISOString();
  q = q.where('state', 'in', [...OPEN_STATES]);
  return due === 'overdue'
    ? q.where('due_at', '<', nowIso)
    : q.where('due_at', '>=', nowIso).where('due_at', '<=', new Date(at.getTime() + DUE_SOON_MS).toISOString());
}

/** Paging as asked: page 1 and the default size when not given. */
export function paging(query: ListQuery): { limit: number; offset: number } {
  const limit = Math.min(query.limit ?? DEFAULT_LIMIT, MAX_LIMIT);
  return { limit, offset: ((query.page ?? 1) - 1) * limit };
}

/** Lower-cased text of the fields a search looks in: every field but documents and Aadhaar numbers. */
export function searchText(kind: ServiceKind, values: Record<string, unknown>): string {
  return kind.fields
    .filter((f) => f.kind !== 'file' && f.format !== 'aadhaar')
    .map((f) => values[f.name])
    .filter((v) => v !== null && v !== undefined && v !== '')
    .map((v) => String(v).toLowerCase())
    .join('\n');
}
