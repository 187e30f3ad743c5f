import { isIsoDate, maskAadhaarInText, STATES, type RequestState, type ServiceKind } from '@gia/domain';
import type { Static } from 'typebox';
import { badRequest } from '../plugins/errors';
import type { listQuery } from './schemas';

export const DEFAULT_LIMIT = 50;
export const MAX_LIMIT = 200;

/** The optional query of every read call (DECISIONS.md rows 12 and 13), as its schema declares it. */
export type ListQuery = Static<typeof listQuery>;

/** The spec's admin-side status words, as the states they cover (spec section 4). */
const DERIVED: Record<string, readonly RequestState[]> = {
  pending: ['PENDING'],
  'vendor assigned': ['ASSIGNED TO VENDOR', 'IN PROGRESS', 'COMPLETED'],
  rejected: ['REJECTED']
};

export const STATUS_WORDS = [...STATES, 'Pending', 'Vendor Assigned', 'Rejected'];

export function statesFor(status: string): readonly RequestState[] {
  const word = status.trim().toLowerCase();
  const state = STATES.find((s) => s.toLowerCase() === word);
  if (state) return [state];
  const derived = DERIVED[word];
  if (!derived) throw badRequest('errors.list.unknownStatus', { status, allowed: STATUS_WORDS.join(', ') });
  return derived;
}

/** The first instant of an India date (IST is UTC+05:30), as stored times are UTC. */
export function indiaDayStart(date: string, name: string): string {
  if (!isIsoDate(date)) throw badRequest('errors.list.badDate', { name, value: date });
  return new Date(Date.parse(`${date}T00:00:00+05:30`)).toISOString();
}

export function nextIndiaDayStart(date: string, name: string): string {
  return new Date(Date.parse(indiaDayStart(date, name)) + 86_400_000).toISOString();
}

/**
 * Whether a list query narrows the kind's live requests; it names the filters of `kindNarrowing`
 * (repository/filters.ts), because an unnarrowed admin list takes its total from the kept count.
 */
export function narrowsList(query: ListQuery): boolean {
  return Boolean(query.q?.trim() || query.status || query.from || query.to || query.due);
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
    .map((v) => maskAadhaarInText(String(v)).toLowerCase())
    .join('\n');
}
