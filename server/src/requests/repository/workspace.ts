import {
  actionsFor,
  fieldLabel,
  indiaDate,
  isServiceKey,
  maskAadhaarInText,
  OPEN_STATES,
  serviceByKey,
  SERVICES,
  STATES,
  type Action,
  type FieldKind,
  type FieldValue,
  type MessageKey,
  type RequestEvent,
  type RequestState,
  type ServiceKind
} from '@gia/domain';
import { type Expression, expressionBuilder, type Kysely, type SelectQueryBuilder, type SqlBool } from 'kysely';
import { queryShape, runCompiledOnce } from '../../db/compiled-once';
import type { Database } from '../../db/schema';
import type { Caller } from '../../plugins/auth';
import { refuse } from '../../plugins/errors';
import { idValue } from '../admin-body';
import { dueCondition, scopedCaller, scopeValue, type RequestsQuery } from './filters';
import { presentRequest, type SignDocument } from '../present';
import { eventsOf, withCustomerColumns } from './read';
import { conversationOf, type ConversationPart } from '../../conversation/page';
import {
  type FewFound,
  listMatches,
  probeFew,
  SEARCH_MATCH_CAP,
  type SearchedList,
  searchMatches
} from './search-matches';
import type { ListRowTexts } from '../list-row-texts';
import { pageOfSearch, type SearchPage } from './search-page';
import { ofIdsCompiledOnce } from './by-ids';
import {
  inOrder,
  NEWEST_FIRST,
  OLDEST_FIRST,
  pageHeadsQuery,
  ROW_HEAD,
  SOONEST_DUE_FIRST,
  type ListOrder
} from './page-heads';

/**
 * The request workspaces (issue 14): one list across all kinds and one page per request, each as the
 * caller may see it (customer: own; vendor: currently assigned to them; admin: all). All SQL of the
 * global calls lives here.
 */

/** The refusal of the new calls, `{ message, code }` (kept here for the workspace files that import it). */
export { refuse };

export const GLOBAL_DEFAULT_LIMIT = 20;
export const GLOBAL_MAX_LIMIT = 100;
export const SORTS = ['newest', 'oldest', 'due'] as const;
export type Sort = (typeof SORTS)[number];

/** The query of `GET /api/v1/global/requests` as sent: every value a string, checked by `readGlobalQuery`. */
export interface GlobalQueryText {
  kind?: string;
  status?: string;
  q?: string;
  due?: string;
  vendor?: string;
  sort?: string;
  page?: string;
  limit?: string;
}

export interface GlobalQuery {
  kind?: ServiceKind;
  status?: RequestState;
  q?: string;
  due?: 'overdue' | 'dueSoon';
  vendor?: number;
  sort: Sort;
  page: number;
  limit: number;
}

const blank = (v: string | undefined): v is undefined => v === undefined || v.trim() === '';
const bad = (name: string, code: MessageKey, params: Record<string, string | number> = {}) =>
  refuse(400, code, { name, ...params });

function positive(text: string | undefined, name: string, max: number, fallback: number): number {
  if (blank(text)) return fallback;
  const n = /^\d{1,7}$/.test(text.trim()) ? Number(text.trim()) : NaN;
  if (!(n >= 1 && n <= max)) throw bad(name, 'workspace.badQuery.range', { max });
  return n;
}

/** Checks the list's query; a bad value is a 400 that names it and says what is accepted. */
export function readGlobalQuery(raw: GlobalQueryText): GlobalQuery {
  const query: GlobalQuery = {
    sort: 'newest',
    page: positive(raw.page, 'page', 1_000_000, 1),
    limit: positive(raw.limit, 'limit', GLOBAL_MAX_LIMIT, GLOBAL_DEFAULT_LIMIT)
  };
  if (!blank(raw.kind)) {
    if (!isServiceKey(raw.kind.trim())) throw bad('kind', 'workspace.badQuery.kind');
    query.kind = serviceByKey(raw.kind.trim());
  }
  if (!blank(raw.status)) {
    const state = STATES.find((s) => s === raw.status!.trim().toUpperCase());
    if (!state) throw bad('status', 'workspace.badQuery.oneOf', { allowed: STATES.join(', ') });
    query.status = state;
  }
  if (!blank(raw.due)) {
    if (raw.due !== 'overdue' && raw.due !== 'dueSoon')
      throw bad('due', 'workspace.badQuery.oneOf', { allowed: 'overdue, dueSoon' });
    query.due = raw.due;
  }
  if (!blank(raw.vendor)) {
    const vendor = idValue(raw.vendor);
    if (vendor === undefined) throw bad('vendor', 'workspace.badQuery.vendor');
    query.vendor = vendor;
  }
  if (!blank(raw.sort)) {
    if (!(SORTS as readonly string[]).includes(raw.sort))
      throw bad('sort', 'workspace.badQuery.oneOf', { allowed: SORTS.join(', ') });
    query.sort = raw.sort as Sort;
  }
  if (!blank(raw.q)) {
    if (raw.q.length > 200) throw bad('q', 'workspace.badQuery.tooLong', { max: 200 });
    query.q = raw.q.trim();
  }
  return query;
}

/** The live requests the caller may see: the scope every global call starts from. */
export function visibleRequests(db: Kysely<Database>, caller: Caller): RequestsQuery {
  let q: RequestsQuery = db.selectFrom('requests');
  if (caller.role === 'customer') q = q.where('customer_id', '=', caller.id);
  if (caller.role === 'vendor') q = q.where('vendor_id', '=', caller.id);
  return q.where('deleted_at', 'is', null);
}

/** Who may see a request and every filter but the text, as one test of the request's row. */
function narrowing(caller: Caller, query: GlobalQuery): Expression<SqlBool> {
  const eb = expressionBuilder<Database, 'requests'>();
  const tests: Expression<SqlBool>[] = [eb('requests.deleted_at', 'is', null)];
  if (caller.role === 'customer') tests.push(eb('requests.customer_id', '=', caller.id));
  if (caller.role === 'vendor') tests.push(eb('requests.vendor_id', '=', caller.id));
  if (query.kind) tests.push(eb('requests.kind', '=', query.kind.key));
  if (query.status) tests.push(eb('requests.state', '=', query.status));
  if (query.vendor !== undefined) tests.push(eb('requests.vendor_id', '=', query.vendor));
  if (query.due) tests.push(dueCondition(query.due, new Date()));
  return eb.and(tests);
}

/**
 * The newest requests a text search finds among those the caller may see with the other filters, one more
 * than the cap at most: the statement `listMatches` runs for `searchPage` when the newest requests as read are
 * not the answer (search-matches.ts; the query-plan test reads its plan). `few`: what `probeFew` learnt first.
 */
export function searchMatchesQuery(
  db: Kysely<Database>,
  caller: Caller,
  query: GlobalQuery & { q: string },
  few?: FewFound
) {
  return searchMatches(db, caller, query.q, narrowing(caller, query), isNarrowed(caller, query), few);
}

/** Whether anything besides the text narrows the list: who may see it (all but admins), or a filter. */
function isNarrowed(caller: Caller, query: GlobalQuery): boolean {
  return caller.role !== 'admin' || !!query.kind || !!query.status || query.vendor !== undefined || !!query.due;
}

export interface Person {
  name: string;
  email?: string;
  phone?: string | null;
}

/** One row of the lists across kinds (a type, so a serialiser of any object takes it). */
export type GlobalRow = {
  reference: string;
  id: number;
  kind: string;
  service_type: string;
  status: RequestState;
  submitted_at: string;
  due_at: string | null;
  due_date: string | null;
  subject: string | null;
  vendor: { id: number; name: string } | null;
  customer?: Person;
};

/**
 * The field that says whose a request is: the kind's first list column that is one of its own text
 * fields (not a document, an amount or a date, not an Aadhaar number), else its first such field. A sale
 * agreement's list columns are its amounts, so its subject is the purchaser, not "2500000".
 */
export function subjectField(kind: ServiceKind): string | null {
  if (!subjectFields.has(kind)) subjectFields.set(kind, findSubjectField(kind));
  return subjectFields.get(kind)!;
}

/** Each kind's subject field, found once: a list asked it again for every row. */
const subjectFields = new WeakMap<ServiceKind, string | null>();

function findSubjectField(kind: ServiceKind): string | null {
  const plain = kind.fields.filter(
    (f) => (f.kind === 'text' || f.kind === 'textarea') && f.format !== 'aadhaar' && f.name !== 'narration'
  );
  const column = kind.columns.find((c) => plain.some((f) => f.name === c));
  return column ?? plain[0]?.name ?? null;
}

/**
 * The subject as the caller sees it: it is free text the customer typed, so an Aadhaar number in it is
 * shown whole only to that customer (issue 17), as in every other read of the request's fields.
 */
function subjectOf(
  kind: ServiceKind | undefined,
  stored: { fields: string; customer_id: number },
  caller: Caller
): string | null {
  const name = kind ? subjectField(kind) : null;
  if (!name) return null;
  const value = (JSON.parse(stored.fields) as Record<string, FieldValue>)[name];
  if (value === null || value === undefined || value === '') return null;
  return caller.id === stored.customer_id ? String(value) : maskAadhaarInText(String(value));
}

/**
 * Each row's vendor's name (their business name, else their account name), read by the page's own
 * statement: a second statement for a page's vendors was a round trip more on PostgreSQL (issue 18).
 */
function withVendorName<O>(q: SelectQueryBuilder<Database, 'requests', O>) {
  return q.select((eb) =>
    eb
      .selectFrom('accounts')
      .leftJoin('vendor_profiles', 'vendor_profiles.account_id', 'accounts.id')
      .whereRef('accounts.id', '=', 'requests.vendor_id')
      .select((v) => v.fn.coalesce('vendor_profiles.vendor_name', 'accounts.name').as('name'))
      .as('vendor_name')
  );
}

/** Named with their table: an admin's page joins the accounts (`withCustomerColumns`), which have `id` and `created_at` too. */
const LIST_COLUMNS = [
  'requests.id',
  'requests.reference',
  'requests.kind',
  'requests.state',
  'requests.fields',
  'requests.created_at',
  'requests.due_at',
  'requests.vendor_id',
  'requests.customer_id'
] as const;

/** What a page of the list across kinds reads of each request, to which the page adds its vendor's name and who submitted. */
const WHOLE_ROW = [...LIST_COLUMNS, ROW_HEAD];

/** The rows of the list across kinds in its order, before paging (the query-plan test reads its plan). */
export function globalPageQuery(db: Kysely<Database>, caller: Caller, query: GlobalQuery) {
  return inGlobalOrder(db.selectFrom('requests').where(narrowing(caller, query)).select(WHOLE_ROW), query.sort);
}

/** A page of the list across kinds as its rows' heads in one text and its total (`pageHeadsQuery`; the query-plan test reads its plan). */
export function globalHeadsQuery(
  db: Kysely<Database>,
  caller: Caller,
  query: GlobalQuery,
  limit: number,
  offset: number
) {
  const rows = db.selectFrom('requests').where(narrowing(caller, query));
  const total = globalTotalQuery(db, caller, query).as('total');
  return pageHeadsQuery(db, rows, globalOrder(query.sort), total, limit, offset);
}

const ROWS_OF_IDS = queryShape('rows of the list across kinds, by their ids');

/**
 * The requests of `ids` in the list's order, with what its page adds to each (`ofPage`; `ofIdsCompiledOnce`):
 * compiled once per role and order.
 */
function rowsOfIds(db: Kysely<Database>, caller: Caller, sort: Sort, ids: readonly number[]) {
  return ofIdsCompiledOnce(
    db,
    ROWS_OF_IDS,
    (idTest) => ofPage(caller, inGlobalOrder(db.selectFrom('requests').where(idTest).select(WHOLE_ROW), sort)),
    [caller.role, sort].join('|'),
    ids
  );
}

/** The list across kinds' order: newest first, oldest first, or soonest due first. */
function globalOrder(sort: Sort): ListOrder {
  return sort === 'due' ? SOONEST_DUE_FIRST : sort === 'oldest' ? OLDEST_FIRST : NEWEST_FIRST;
}

function inGlobalOrder<O>(page: SelectQueryBuilder<Database, 'requests', O>, sort: Sort) {
  return inOrder(page, globalOrder(sort));
}

/** How many requests the list across kinds matches, a search aside (the query-plan test reads its plan). */
export function globalCountQuery(db: Kysely<Database>, caller: Caller, query: GlobalQuery) {
  return db
    .selectFrom('requests')
    .where(narrowing(caller, query))
    .select((eb) => eb.fn.countAll().as('n'));
}

/**
 * One page of the requests the caller may see across kinds, and how many match in all; `capped` when a
 * text search matched more than it reads (the total is then the cap: SEARCH_MATCH_CAP).
 */
export async function listGlobal(
  db: Kysely<Database>,
  caller: Caller,
  query: GlobalQuery
): Promise<{ rows: GlobalRow[]; total: number; capped: boolean }> {
  const { stored, total, capped } = await storedGlobalPage(db, caller, query);
  return { rows: stored.map((r) => globalRow(r, caller)), total, capped };
}

/**
 * `listGlobal`'s page as each row's JSON (`serialise`), the rows whose stored columns have not changed
 * since the caller was last sent them given again from `texts`.
 */
export async function listGlobalTexts(
  db: Kysely<Database>,
  caller: Caller,
  query: GlobalQuery,
  texts: ListRowTexts,
  serialise: (row: GlobalRow) => string
): Promise<{ texts: Buffer[]; total: number; capped: boolean }> {
  const { heads, total, capped } = await headsGlobalPage(db, caller, query);
  const rows = await texts.textsOfPage(
    caller,
    heads,
    (ids) => wholeGlobalRows(db, caller, query, ids),
    () => true,
    async (missing) => missing.map((r) => globalRow(r, caller)),
    serialise
  );
  return { texts: rows, total, capped };
}

/** The whole rows of a page's requests, by id, with their vendor's name and who submitted. */
function wholeGlobalRows(db: Kysely<Database>, caller: Caller, query: GlobalQuery, ids: number[]) {
  return rowsOfIds(db, caller, query.sort, ids);
}

/** A page's whole rows with what the page adds to each: its vendor's name, and for an admin who submitted. */
function ofPage<O>(caller: Caller, page: SelectQueryBuilder<Database, 'requests', O>) {
  return page.$call(withVendorName).$if(caller.role === 'admin', withCustomerColumns);
}

async function storedGlobalPage(db: Kysely<Database>, caller: Caller, query: GlobalQuery) {
  if (query.q === undefined) {
    const { stored, count } = await pageAndTotal(db, caller, query);
    return { stored, total: count, capped: false };
  }
  const page = await searchedPage(db, caller, { ...query, q: query.q });
  const ids = await page.ids();
  return {
    stored: ids.length ? await rowsOfIds(db, caller, query.sort, ids) : [],
    total: page.total,
    capped: page.capped
  };
}

const GLOBAL_HEADS = queryShape('a page of the list across kinds as its heads in one text, and its total');

/** A page of the list across kinds as its rows' heads in one text (none past the end), and how many match. */
async function headsGlobalPage(
  db: Kysely<Database>,
  caller: Caller,
  query: GlobalQuery
): Promise<{ heads: string | null; total: number; capped: boolean }> {
  if (query.q !== undefined) {
    const page = await searchedPage(db, caller, { ...query, q: query.q });
    return { heads: await page.heads(), total: page.total, capped: page.capped };
  }
  const limit = query.limit;
  const offset = (query.page - 1) * limit;
  const [row] = query.due
    ? await globalHeadsQuery(db, caller, query, limit, offset).execute()
    : await runCompiledOnce(
        db,
        GLOBAL_HEADS,
        globalVariant(caller, query),
        (v: { limit: number; offset: number; scope?: number; vendor?: number }) =>
          globalHeadsQuery(db, scopedCaller(caller, v.scope), { ...query, vendor: v.vendor }, v.limit, v.offset),
        { limit, offset, ...globalValues(caller, query) }
      );
  return { heads: row?.heads ?? null, total: Number(row?.total ?? 0), capped: false };
}

type StoredGlobalRow = Awaited<ReturnType<typeof storedGlobalPage>>['stored'][number];

/** A stored request as a row of the list across kinds shows it to the caller. */
function globalRow(r: StoredGlobalRow, caller: Caller): GlobalRow {
  const kind = serviceByKey(r.kind);
  return {
    reference: r.reference,
    id: r.id,
    kind: r.kind,
    service_type: kind?.serviceType ?? r.kind,
    status: r.state as RequestState,
    submitted_at: r.created_at,
    due_at: r.due_at,
    due_date: r.due_at ? indiaDate(r.due_at) : null,
    subject: subjectOf(kind, r, caller),
    vendor: r.vendor_id === null ? null : { id: r.vendor_id, name: r.vendor_name ?? '' },
    ...(caller.role === 'admin'
      ? { customer: { name: r.customer_name ?? '', email: r.customer_email ?? '', phone: r.customer_phone ?? null } }
      : {})
  };
}

const GLOBAL_PAGE = queryShape('a page of the list across kinds');
const GLOBAL_TOTAL = queryShape('the total of the list across kinds');

/** A page of the list across kinds and its total, read by the page's own statement (a second round trip on PostgreSQL cost as much as the page). */
async function pageAndTotal(db: Kysely<Database>, caller: Caller, query: GlobalQuery) {
  const page = (scope: Caller, q: GlobalQuery, limit: number, offset: number) =>
    ofPage(scope, globalPageQuery(db, scope, q))
      .select(() => globalTotalQuery(db, scope, q).as('list_total'))
      .limit(limit)
      .offset(offset);
  const limit = query.limit;
  const offset = (query.page - 1) * limit;
  // Compiled once per role and filters but the due state (it moves with the clock): building and
  // compiling the page on each call took a tenth of it (issue 18).
  const stored = query.due
    ? await page(caller, query, limit, offset).execute()
    : await runCompiledOnce(
        db,
        GLOBAL_PAGE,
        globalVariant(caller, query),
        (v: { limit: number; offset: number; scope?: number; vendor?: number }) =>
          page(scopedCaller(caller, v.scope), { ...query, vendor: v.vendor }, v.limit, v.offset),
        { limit, offset, ...globalValues(caller, query) }
      );
  // A page past the end has no row to carry the total.
  const count = stored.length > 0 ? Number(stored[0]!.list_total ?? 0) : await globalTotal(db, caller, query);
  return { stored, count };
}

/** What a compiled page or total of the list across kinds is compiled once for: its role, filters and order. */
function globalVariant(caller: Caller, query: GlobalQuery): string {
  return [caller.role, query.kind?.key ?? '', query.status ?? '', query.sort].join('|');
}

/** Its values: whose requests, and the vendor filtered by. */
function globalValues(caller: Caller, query: GlobalQuery): { scope?: number; vendor?: number } {
  return { ...scopeValue(caller), ...(query.vendor === undefined ? {} : { vendor: query.vendor }) };
}

/** The list across kinds as a search reads it first (`probeFew`). */
export function searchedList(caller: Caller, query: GlobalQuery): SearchedList {
  // A vendor's own requests filtered by another vendor: `narrow` says none, the index of their own says all.
  const vendorFiltered = caller.role === 'vendor' && query.vendor !== undefined;
  return {
    narrow: narrowing(caller, query),
    narrowed: isNarrowed(caller, query),
    kind: query.kind?.key ?? null,
    vendor: caller.role === 'vendor' ? caller.id : (query.vendor ?? null),
    onlyKindAndVendor: caller.role !== 'customer' && !query.status && !query.due && !vendorFiltered
  };
}

/**
 * A text search's page and total (issue 18: search p95): the newest matches up to the cap and one more
 * (search-matches.ts), and a page of them in the list's order (search-page.ts).
 */
async function searchedPage(
  db: Kysely<Database>,
  caller: Caller,
  query: GlobalQuery & { q: string }
): Promise<SearchPage> {
  const few = await probeFew(db, caller, query.q, searchedList(caller, query));
  const matches = await listMatches(db, caller, query.q, narrowing(caller, query), isNarrowed(caller, query), few);
  return pageOfSearch(db, matches, {
    cap: SEARCH_MATCH_CAP,
    order: globalOrder(query.sort),
    limit: query.limit,
    offset: (query.page - 1) * query.limit
  });
}

/**
 * How many requests the list across kinds matches, as a query of one value (`n`). The admin's list of all
 * kinds, or of one kind, takes the live totals the database keeps (migration 005) instead of counting every
 * live request per call: at 100,000 requests that count was most of the call's time (issue 18).
 */
function globalTotalQuery(db: Kysely<Database>, caller: Caller, query: GlobalQuery) {
  const narrowed = query.status !== undefined || query.due !== undefined || query.vendor !== undefined;
  if (caller.role !== 'admin' || narrowed) return globalCountQuery(db, caller, query);
  const live = db.selectFrom('request_totals').select((eb) => eb.fn.sum<number | string | null>('live').as('n'));
  return query.kind ? live.where('kind', '=', query.kind.key) : live;
}

async function globalTotal(db: Kysely<Database>, caller: Caller, query: GlobalQuery): Promise<number> {
  const [row] = query.due
    ? await globalTotalQuery(db, caller, query).execute()
    : await runCompiledOnce(
        db,
        GLOBAL_TOTAL,
        globalVariant(caller, query),
        (v: { scope?: number; vendor?: number }) =>
          globalTotalQuery(db, scopedCaller(caller, v.scope), { ...query, vendor: v.vendor }),
        globalValues(caller, query)
      );
  return Number(row?.n ?? 0);
}

/** A request as stored, found by its reference among those the caller may see. */
export interface Found {
  id: number;
  reference: string;
  kind: ServiceKind;
  state: RequestState;
  vendorId: number | null;
  customerId: number;
}

export async function findVisible(
  db: Kysely<Database>,
  caller: Caller,
  reference: string,
  includeDeleted = false
): Promise<Found | undefined> {
  let q: RequestsQuery = db.selectFrom('requests');
  if (caller.role === 'customer') q = q.where('customer_id', '=', caller.id);
  if (caller.role === 'vendor') q = q.where('vendor_id', '=', caller.id);
  if (!includeDeleted) q = q.where('deleted_at', 'is', null);
  const row = await q
    .select(['id', 'reference', 'kind', 'state', 'vendor_id', 'customer_id'])
    .where('reference', '=', reference.trim().toUpperCase())
    .executeTakeFirst();
  const kind = row ? serviceByKey(row.kind) : undefined;
  if (!row || !kind) return undefined;
  return {
    id: row.id,
    reference: row.reference,
    kind,
    state: row.state as RequestState,
    vendorId: row.vendor_id,
    customerId: row.customer_id
  };
}

export interface DetailField {
  name: string;
  label: MessageKey;
  kind: FieldKind;
  value: FieldValue;
}

export interface DetailDocument {
  field: string;
  label: MessageKey;
  url: string;
  content_type: string | null;
}

/** One request as the caller may see it: the page's whole content. */
export interface RequestDetail extends Omit<GlobalRow, 'subject' | 'customer'>, ConversationPart {
  subject: string | null;
  customer: Person | null;
  fields: DetailField[];
  documents: DetailDocument[];
  events: RequestEvent[];
  actions: Action[];
}

/**
 * The request page of `id` for the caller (who was checked to see it), built from the same
 * presentation as every read: signed document links, Aadhaar masked for all but its owner, the decline
 * reason for admins only. A deleted request (the answer to its deletion) has no actions.
 */
export async function requestDetail(
  db: Kysely<Database>,
  caller: Caller,
  id: number,
  sign: SignDocument
): Promise<RequestDetail | undefined> {
  const stored = await db
    .selectFrom('requests')
    .select([
      'id',
      'reference',
      'kind',
      'customer_id',
      'state',
      'fields',
      'consent_at',
      'due_at',
      'created_at',
      'vendor_id',
      'deleted_at'
    ])
    .where('id', '=', id)
    .executeTakeFirst();
  const kind = stored ? serviceByKey(stored.kind) : undefined;
  if (!stored || !kind) return undefined;
  const storedEvents = (await eventsOf(db, [id])).get(id) ?? [];
  const row = presentRequest(kind, stored, storedEvents, caller, sign);
  const state = stored.state as RequestState;

  const documentIds = new Map<string, string>();
  const links = await db
    .selectFrom('request_documents')
    .select(['field', 'document_id'])
    .where('request_id', '=', id)
    .execute();
  for (const l of links) documentIds.set(l.field, l.document_id);
  const types = new Map<string, string>();
  if (documentIds.size) {
    const docs = await db
      .selectFrom('documents')
      .select(['id', 'content_type'])
      .where('id', 'in', [...documentIds.values()])
      .execute();
    for (const d of docs) types.set(d.id, d.content_type);
  }
  const typeOf = (field: string) => types.get(documentIds.get(field) ?? '') ?? null;

  const fields = kind.fields.map((f): DetailField => ({
    name: f.name,
    label: fieldLabel(f.name),
    kind: f.kind,
    value: (row[f.name] as FieldValue) ?? null
  }));
  const documents: DetailDocument[] = kind.fields
    .filter((f) => f.kind === 'file' && typeof row[f.name] === 'string')
    .map((f) => ({
      field: f.name,
      label: fieldLabel(f.name),
      url: row[f.name] as string,
      content_type: typeOf(f.name)
    }));
  if (row.delivered_document_url) {
    documents.push({
      field: 'delivered_document_url',
      label: 'field.delivered_document_url',
      url: row.delivered_document_url,
      content_type: typeOf('delivered_document_url')
    });
  }

  const people = await db
    .selectFrom('accounts')
    .select(['id', 'name', 'email', 'phone'])
    .where('id', '=', stored.customer_id)
    .executeTakeFirst();
  const seesContact = caller.role === 'admin' || (caller.role === 'customer' && caller.id === stored.customer_id);
  const customer = people
    ? seesContact
      ? { name: people.name, email: people.email, phone: people.phone }
      : { name: people.name }
    : null;
  const vendor =
    stored.vendor_id === null
      ? undefined
      : await withVendorName(db.selectFrom('requests').where('requests.id', '=', stored.id)).executeTakeFirst();

  return {
    reference: stored.reference,
    id: stored.id,
    kind: kind.key,
    service_type: kind.serviceType,
    status: state,
    submitted_at: stored.created_at,
    due_at: stored.due_at,
    due_date: row.due_date,
    subject: subjectOf(kind, stored, caller),
    vendor: stored.vendor_id === null ? null : { id: stored.vendor_id, name: vendor?.vendor_name ?? '' },
    customer,
    fields,
    documents,
    events: row.events ?? [],
    actions: stored.deleted_at
      ? []
      : actionsFor(caller.role, state, {
          assignedToCaller: caller.role === 'vendor' && stored.vendor_id === caller.id,
          ownedByCaller: caller.role === 'customer' && stored.customer_id === caller.id
        }),
    ...(await conversationOf(db, caller, id, sign))
  };
}

/** Per kind, the caller's requests: all live ones, the open ones, and those waiting for the caller's side. */
export async function requestCounts(
  db: Kysely<Database>,
  caller: Caller
): Promise<{ kind: string; total: number; open: number; pending: number }[]> {
  // Waiting for the caller: an admin's or a customer's pending requests; a vendor's new assignments.
  const waiting: RequestState = caller.role === 'vendor' ? 'ASSIGNED TO VENDOR' : 'PENDING';
  // By kind and state, so an index of both holds all it reads: grouped by kind alone, it read every
  // request's row (1.6 s at 1 M requests).
  const rows = await visibleRequests(db, caller)
    .select((eb) => ['kind', 'state', eb.fn.countAll<number>().as('n')])
    .groupBy(['kind', 'state'])
    .execute();
  const byKind = new Map<string, { total: number; open: number; pending: number }>();
  for (const r of rows) {
    const counts = byKind.get(r.kind) ?? { total: 0, open: 0, pending: 0 };
    // Counts come back as strings on PostgreSQL and numbers on SQLite.
    const n = Number(r.n);
    counts.total += n;
    if ((OPEN_STATES as readonly string[]).includes(r.state)) counts.open += n;
    if (r.state === waiting) counts.pending += n;
    byKind.set(r.kind, counts);
  }
  return SERVICES.map((kind) => {
    const r = byKind.get(kind.key);
    return { kind: kind.key, total: r?.total ?? 0, open: r?.open ?? 0, pending: r?.pending ?? 0 };
  });
}
