import type { ServiceKind } from '@gia/domain';
import type { Kysely, SelectQueryBuilder } from 'kysely';
import type { Database } from '../../db/schema';
import type { Caller } from '../../plugins/auth';
import { narrowsList, paging, statesFor, type ListQuery } from '../list-query';
import { queryShape, runCompiledOnce } from '../../db/compiled-once';
import { kindNarrowing, scopedCaller, scopeValue } from './filters';
import { kindListMatches, probeFew, SEARCH_MATCH_CAP } from './search-matches';
import { pageOfSearch, type SearchPage } from './search-page';
import { EVENT_COLUMNS, type EventRecord, type Milestone } from './milestones';
import type { ListRowTexts } from '../list-row-texts';
import { ofIdsCompiledOnce } from './by-ids';
import { inOrder, NEWEST_FIRST, pageHeadsQuery, ROW_HEAD, SOONEST_DUE_FIRST, type ListOrder } from './page-heads';
import { PRESENTED_COLUMNS, presentRequest, type RequestRow, type SignDocument } from '../present';

/** A CSV export holds at most this many rows; `X-Total-Count` tells when the filter matched more. */
export const MAX_EXPORT_ROWS = 10_000;
const EVENTS_CHUNK = 500;

/** The events of many requests in one query per chunk, in the order they happened. */
export async function eventsOf(db: Kysely<Database>, ids: number[]): Promise<Map<number, EventRecord[]>> {
  const byRequest = new Map<number, EventRecord[]>(ids.map((id) => [id, []]));
  for (let i = 0; i < ids.length; i += EVENTS_CHUNK) {
    const events = await db
      .selectFrom('request_events')
      .select(EVENT_COLUMNS)
      .where('request_id', 'in', ids.slice(i, i + EVENTS_CHUNK))
      .orderBy('request_id')
      .orderBy('id')
      .execute();
    for (const e of events) byRequest.get(e.request_id)?.push(e);
  }
  return byRequest;
}

/**
 * The milestones of each listed request: its kept column, or its history for a request from before
 * migration 015 that has not changed since.
 */
async function milestonesOfRows(
  db: Kysely<Database>,
  rows: { id: number; milestones: string | null }[]
): Promise<Map<number, Milestone[]>> {
  const unkept = rows.filter((r) => r.milestones === null).map((r) => r.id);
  const byRequest: Map<number, Milestone[]> = unkept.length ? await eventsOf(db, unkept) : new Map();
  for (const r of rows) if (r.milestones !== null) byRequest.set(r.id, JSON.parse(r.milestones) as Milestone[]);
  return byRequest;
}

/** Who submitted a request (name, email, phone): what an admin is shown. */
function customerOf(db: Kysely<Database>, requestId: number) {
  return withCustomerColumns(db.selectFrom('requests').where('requests.id', '=', requestId)).executeTakeFirst();
}

type CustomerColumns = { [K in 'customer_name' | 'customer_email' | 'customer_phone']?: string | null };

/**
 * Adds who submitted each row (`customer_name`, `customer_email`, `customer_phone`) to a page's own query,
 * by one join: three lookups per row (one per column) took 41 µs of a PAN page's 96 on SQLite, the join 21
 * (PostgreSQL's page: 0.62 → 0.56 ms; issue 18). The page's columns and order are named with their table
 * (`requests.id`), as the accounts' `id` and `created_at` would make a bare name ambiguous.
 */
export function withCustomerColumns<O>(q: SelectQueryBuilder<Database, 'requests', O>) {
  return q
    .leftJoin('accounts as customer', 'customer.id', 'requests.customer_id')
    .select(['customer.name as customer_name', 'customer.email as customer_email', 'customer.phone as customer_phone']);
}

/** Admins' rows also say who submitted. Set in place: copying each row (34 keys for PAN) took a tenth of a list call. */
function setCustomer(row: RequestRow, customer: CustomerColumns | undefined): void {
  row.customer_name = customer?.customer_name ?? null;
  row.customer_email = customer?.customer_email ?? null;
  row.customer_phone = customer?.customer_phone ?? null;
}

/** The rows of a kind's list in its order, before paging (the query-plan test reads its plan). */
export function listPageQuery(db: Kysely<Database>, kind: ServiceKind, caller: Caller, query: ListQuery) {
  return inKindListOrder(liveOfKind(db, kind, caller, query).select(WHOLE_ROW), query);
}

/** A page of a kind's list as its rows' heads in one text and its total (`pageHeadsQuery`; the query-plan test reads its plan). */
export function listHeadsQuery(
  db: Kysely<Database>,
  kind: ServiceKind,
  caller: Caller,
  query: ListQuery,
  limit: number,
  offset: number
) {
  const total = totalOfKind(db, kind, caller, query).as('total');
  return pageHeadsQuery(db, liveOfKind(db, kind, caller, query), kindOrder(query), total, limit, offset);
}

const ROWS_OF_IDS = queryShape("rows of a kind's list, by their ids");

/** The requests of `ids` in the list's order, an admin's with who submitted (`ofIdsCompiledOnce`). */
function rowsOfIds(db: Kysely<Database>, caller: Caller, query: ListQuery, ids: readonly number[]) {
  const admin = caller.role === 'admin';
  return ofIdsCompiledOnce(
    db,
    ROWS_OF_IDS,
    (idTest) =>
      inKindListOrder(db.selectFrom('requests').where(idTest).select(WHOLE_ROW), query).$if(admin, withCustomerColumns),
    [admin, query.sort === 'due'].join('|'),
    ids
  );
}

/** What a kind's list page reads of each request, named with its table (`withCustomerColumns` joins accounts). */
const WHOLE_ROW = [...PRESENTED_COLUMNS.map((c) => `requests.${c}` as const), 'requests.milestones' as const, ROW_HEAD];

/** A kind's list's order: newest first, or soonest due first. */
function kindOrder(query: ListQuery): ListOrder {
  return query.sort === 'due' ? SOONEST_DUE_FIRST : NEWEST_FIRST;
}

function inKindListOrder<O>(page: SelectQueryBuilder<Database, 'requests', O>, query: ListQuery) {
  return inOrder(page, kindOrder(query));
}

/** The count of a kind's list (the query-plan test reads its plan). */
export function listCountQuery(db: Kysely<Database>, kind: ServiceKind, caller: Caller, query: ListQuery) {
  return liveOfKind(db, kind, caller, query).select((eb) => eb.fn.countAll().as('n'));
}

/** The live requests of a kind the caller may read, filtered (a search aside: `searchPage`). */
function liveOfKind(db: Kysely<Database>, kind: ServiceKind, caller: Caller, query: ListQuery) {
  return db.selectFrom('requests').where(kindNarrowing(kind, caller, query));
}

/**
 * One page of a kind's requests as the caller may see them, and how many match in all; `capped` when a
 * text search matched more than it reads (the total is then the cap: SEARCH_MATCH_CAP for a page,
 * MAX_EXPORT_ROWS for a CSV export).
 */
export async function listRequests(
  db: Kysely<Database>,
  kind: ServiceKind,
  caller: Caller,
  query: ListQuery,
  sign: SignDocument,
  exportAll = false
): Promise<{ rows: RequestRow[]; total: number; capped: boolean }> {
  const { stored, total, capped } = await storedPage(db, kind, caller, query, exportAll);
  return { rows: await presentRows(db, kind, caller, stored, sign), total, capped };
}

/**
 * `listRequests`' page as each row's JSON text (`serialise`), the rows whose stored columns have not
 * changed since the caller was last sent them given again from `texts`.
 */
export async function listRequestTexts(
  db: Kysely<Database>,
  kind: ServiceKind,
  caller: Caller,
  query: ListQuery,
  sign: SignDocument,
  texts: ListRowTexts,
  serialise: (row: RequestRow) => string
): Promise<{ texts: Buffer[]; total: number; capped: boolean }> {
  const page = await headsPage(db, kind, caller, query);
  return {
    texts: await texts.textsOfPage(
      caller,
      page.heads,
      (missing) => wholeRows(db, caller, missing),
      // A row without its milestones is presented from its history, which its columns do not show.
      (row) => row.milestones !== null,
      (rows) => presentRows(db, kind, caller, rows, sign),
      serialise
    ),
    total: page.total,
    capped: page.capped
  };
}

/** The whole rows of a page's requests, by id. */
function wholeRows(db: Kysely<Database>, caller: Caller, ids: number[]) {
  return rowsOfIds(db, caller, {}, ids);
}

type StoredListRow = Awaited<ReturnType<typeof wholePage>>['stored'][number];

/** The stored rows of one page of a kind's list (all of it for an export) and how many match. */
async function storedPage(
  db: Kysely<Database>,
  kind: ServiceKind,
  caller: Caller,
  query: ListQuery,
  exportAll: boolean
) {
  const paged = !exportAll || query.page !== undefined || query.limit !== undefined;
  const { limit, offset } = paged ? paging(query) : { limit: MAX_EXPORT_ROWS, offset: 0 };
  const text = query.q?.trim();
  if (!text) return await wholePage(db, kind, caller, query, { limit, offset });
  const cap = paged ? SEARCH_MATCH_CAP : MAX_EXPORT_ROWS;
  const page = await searchedPage(db, kind, caller, query, text, { limit, offset, cap });
  const ids = await page.ids();
  return { stored: ids.length ? await rowsOfIds(db, caller, query, ids) : [], total: page.total, capped: page.capped };
}

/** One page of a kind's list as its rows' heads in one text (none past the end), and how many match. */
async function headsPage(
  db: Kysely<Database>,
  kind: ServiceKind,
  caller: Caller,
  query: ListQuery
): Promise<{ heads: string | null; total: number; capped: boolean }> {
  const { limit, offset } = paging(query);
  const text = query.q?.trim();
  if (text) {
    const page = await searchedPage(db, kind, caller, query, text, { limit, offset, cap: SEARCH_MATCH_CAP });
    return { heads: await page.heads(), total: page.total, capped: page.capped };
  }
  const [row] =
    query.from || query.to || query.due
      ? await listHeadsQuery(db, kind, caller, query, limit, offset).execute()
      : await runCompiledOnce(
          db,
          KIND_HEADS,
          kindVariant(kind, caller, query),
          (v: { limit: number; offset: number; scope?: number }) =>
            listHeadsQuery(db, kind, scopedCaller(caller, v.scope), query, v.limit, v.offset),
          { limit, offset, ...scopeValue(caller) }
        );
  return { heads: row?.heads ?? null, total: Number(row?.total ?? 0), capped: false };
}

/** A list's stored rows as the caller sees them: an admin's also say who submitted. */
async function presentRows(
  db: Kysely<Database>,
  kind: ServiceKind,
  caller: Caller,
  stored: StoredListRow[],
  sign: SignDocument
): Promise<RequestRow[]> {
  const admin = caller.role === 'admin';
  const events = await milestonesOfRows(db, stored);
  // A list row carries what a list shows; the history comes from the request's own call (issue 18).
  return stored.map((r) => {
    const row = presentRequest(kind, r, events.get(r.id) ?? [], caller, sign, false);
    if (admin) setCustomer(row, r);
    return row;
  });
}

/** A page of a kind's list without a search, and its total counted (or kept). */
async function wholePage(
  db: Kysely<Database>,
  kind: ServiceKind,
  caller: Caller,
  query: ListQuery,
  paged: { limit: number; offset: number }
) {
  const [stored, total] = await Promise.all([
    pageOfKind(db, kind, caller, query, paged),
    countRequests(db, kind, caller, query)
  ]);
  return { stored, total, capped: false };
}

const KIND_PAGE = queryShape("a kind's list page");
const KIND_HEADS = queryShape("a kind's list page as its heads in one text, and its total");

/** What a kind's compiled page is compiled once for: its kind, role, order and states. */
function kindVariant(kind: ServiceKind, caller: Caller, query: ListQuery): string {
  return [kind.key, caller.role, query.sort ?? '', query.status ? statesFor(query.status).join(',') : ''].join('|');
}

/**
 * A page of a kind's list, by status or not, as one compiled query per kind, role, order and states:
 * building and compiling it on each call took a tenth of listRequests (issue 18). A list by dates or due
 * state is built each call (its values are times, and a due state moves with the clock).
 */
function pageOfKind(
  db: Kysely<Database>,
  kind: ServiceKind,
  caller: Caller,
  query: ListQuery,
  { limit, offset }: { limit: number; offset: number }
) {
  const admin = caller.role === 'admin';
  const page = (scope: Caller, size: number, start: number) =>
    listPageQuery(db, kind, scope, query).$if(admin, withCustomerColumns).limit(size).offset(start);
  if (query.from || query.to || query.due) return page(caller, limit, offset).execute();
  return runCompiledOnce(
    db,
    KIND_PAGE,
    kindVariant(kind, caller, query),
    (v: { limit: number; offset: number; scope?: number }) => page(scopedCaller(caller, v.scope), v.limit, v.offset),
    { limit, offset, ...scopeValue(caller) }
  );
}

/**
 * A kind's list searched: its newest matches, `cap` and one more at most (search-matches.ts), and a page of
 * them in the list's order (search-page.ts). Reading and counting every match held the server's one thread
 * 2-4 s for a word in every request (issue 18).
 */
async function searchedPage(
  db: Kysely<Database>,
  kind: ServiceKind,
  caller: Caller,
  query: ListQuery,
  text: string,
  { limit, offset, cap }: { limit: number; offset: number; cap: number }
): Promise<SearchPage> {
  const narrow = kindNarrowing(kind, caller, query);
  const vendor = caller.role === 'vendor' ? caller.id : null;
  const onlyKindAndVendor = caller.role !== 'customer' && !query.status && !query.from && !query.to && !query.due;
  const few = await probeFew(
    db,
    caller,
    text,
    { narrow, narrowed: true, kind: kind.key, vendor, onlyKindAndVendor },
    cap
  );
  const matches = await kindListMatches(db, caller, text, narrow, cap, few);
  return pageOfSearch(db, matches, { cap, order: kindOrder(query), limit, offset });
}

/**
 * How many requests a list matches, as a query of one value (`n`). The admin's unfiltered list reads the
 * kind's total that the database keeps (migration 005) instead of counting every live request of the kind.
 */
function totalOfKind(db: Kysely<Database>, kind: ServiceKind, caller: Caller, query: ListQuery) {
  return caller.role === 'admin' && !narrowsList(query)
    ? db.selectFrom('request_totals').select('live as n').where('kind', '=', kind.key)
    : listCountQuery(db, kind, caller, query);
}

/** How many requests a list matches (an export's, or a due list's, whose page is read whole). */
async function countRequests(db: Kysely<Database>, kind: ServiceKind, caller: Caller, query: ListQuery) {
  const row = await totalOfKind(db, kind, caller, query).executeTakeFirst();
  return Number(row?.n ?? 0);
}

/** One request of a kind as the viewer sees it (a deleted one only when asked: the answer to its deletion). */
export async function readRequest(
  db: Kysely<Database>,
  kind: ServiceKind,
  id: number,
  viewer: Caller,
  sign: SignDocument,
  includeDeleted = false
): Promise<RequestRow | undefined> {
  let q = db.selectFrom('requests').select(PRESENTED_COLUMNS).where('id', '=', id).where('kind', '=', kind.key);
  if (!includeDeleted) q = q.where('deleted_at', 'is', null);
  const stored = await q.executeTakeFirst();
  if (!stored) return undefined;
  const events = await eventsOf(db, [stored.id]);
  const row = presentRequest(kind, stored, events.get(stored.id) ?? [], viewer, sign);
  if (viewer.role === 'admin') setCustomer(row, await customerOf(db, stored.id));
  return row;
}
