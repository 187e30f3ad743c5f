import {
  type Compilable,
  type Expression,
  type Kysely,
  type RawBuilder,
  type SelectQueryBuilder,
  sql,
  type SqlBool
} from 'kysely';
import type { Database } from '../../db/schema';
import type { Caller } from '../../plugins/auth';
import {
  accountsMatching,
  accountsMatchingTest,
  accountsTest,
  ftsPhraseFor,
  isPostgres,
  likePattern,
  rowTextMatches,
  type RowTextTest,
  rowTextTest,
  textMatches
} from './text-search';
import { compiledOnceFor, type QueryShape, queryShape } from '../../db/compiled-once';
import { idIn } from './by-ids';
import { NEWEST_FIRST, pageOfHeadsQuery } from './page-heads';

/**
 * A text search reads at most this many matches, the newest (issue 18). A common word ("bengaluru", in
 * every request of a city) matched a million requests, and reading, sorting and counting them all held
 * the server's one thread 5 s for an admin, and 1.3 s for a customer with 200 requests: the whole portal
 * waited. A list with more matches says so (X-Total-Capped) and shows the newest.
 */
export const SEARCH_MATCH_CAP = 1000;

/**
 * The ids of the requests `q` finds among those `narrow` leaves, newest first, one more than the cap at most
 * (to tell whether there are more): by reference (or id), the text of their fields, the name of their vendor
 * and of their customer (admins: also the email). Each way of matching is read from its own index, newest
 * first, and stops at the cap; `narrow` (who may see them, and the other filters) is tested on the way,
 * so the cap counts only requests the list shows.
 *
 * `few`: what `probeFew` learnt first: the text's few matches, or that the other filters leave few requests.
 *
 * `named`: whether the text names anyone (`namesSomeone`); when it does not, no one's requests are read.
 *
 * `narrowed`: something besides the text narrows the list (who may see it, a filter). PostgreSQL is then
 * kept from walking the newest requests in order to stop at the cap (it cannot tell how few of a vendor's
 * requests hold a rare word, and read 15,000 of them for none); it gathers the matches from its trigram
 * and filter indexes instead, as before the cap. SQLite's text index gives matches in order either way.
 */
export function searchMatches(
  db: Kysely<Database>,
  caller: Caller,
  text: string,
  narrow: Expression<SqlBool>,
  narrowed: boolean,
  few: FewFound = {},
  named = true
): RawBuilder<SearchMatch> {
  const limit = SEARCH_MATCH_CAP + 1;
  const inText = textParts(db, caller, text, narrow, narrowed, limit, few);
  if (!named) return newestOf(inText, limit);
  return withNamedPeople(db, caller, text, [...inText, ...peopleParts(db, text, narrow, limit)], limit);
}

/**
 * A search across kinds' matches (`searchMatches`): when `probeFew` found most of the list's newest requests
 * hold the text and it names no one (a city's name), they are those it counted there (`common`). Sorting them
 * again by id with the people's matches, then by when they were made, took two statements (3 ms of an 8 ms call
 * at 1 M requests). When it names someone, their requests join those, newest (by id) first, as `searchMatches`
 * would give them: the people are read once.
 */
export async function listMatches(
  db: Kysely<Database>,
  caller: Caller,
  text: string,
  narrow: Expression<SqlBool>,
  narrowed: boolean,
  few: FewFound
): Promise<MatchesRead> {
  const limit = SEARCH_MATCH_CAP + 1;
  // Most texts (a city, an applicant's name) name no one with an account, and asking first is cheaper than
  // reading no one's requests (SQLite: 43 µs against 156, each part's order set up for nothing).
  const named = await namesSomeone(db, caller, text);
  if (!few.common || namesAnId(text))
    return matchesOf(
      db,
      searchMatches(db, caller, text, narrow, narrowed, await withIds(db, few), named),
      SEARCH_MATCH_CAP
    );
  if (!named) return { common: few.common };
  const newest = await commonIds(db, few.common);
  const people = withNamedPeople(db, caller, text, peopleParts(db, text, narrow, limit), limit);
  const theirs = (await people.execute(db)).rows.map((r) => r.id);
  if (theirs.length === 0) return { ids: newest, newestFirst: true };
  const ids = [...new Set([...newest, ...theirs])].sort((a, b) => b - a).slice(0, limit);
  return { ids, newestFirst: false };
}

/**
 * The requests of the people whose name (admins: or email) holds the text, as customer or as vendor, and of the
 * vendors whose business name holds it, each newest first; the people are `named_people` (`withNamedPeople`).
 * Each is read by the customer's or the vendor's index: a cross join, so SQLite walks the people first (its
 * planner cannot tell how few match).
 */
function peopleParts(db: Kysely<Database>, text: string, narrow: Expression<SqlBool>, limit: number) {
  const ofPeople = (column: 'customer_id' | 'vendor_id') =>
    newest(
      db,
      sql`select ${MATCH_COLUMNS} from named_people cross join requests
          where ${sql.ref(`requests.${column}`)} = named_people.id and ${narrow}`,
      limit
    );
  const ofVendorNames = newest(
    db,
    sql`select ${MATCH_COLUMNS} from vendor_profiles cross join requests
        where requests.vendor_id = vendor_profiles.account_id and ${businessNamed(businessPattern(text))} and ${narrow}`,
    limit
  );
  return [ofPeople('customer_id'), ofPeople('vendor_id'), ofVendorNames];
}

/** A vendor whose business name holds the text (`businessPattern`). */
function businessNamed(pattern: string): RawBuilder<SqlBool> {
  return sql<SqlBool>`lower(vendor_profiles.vendor_name) like ${pattern} escape '!'`;
}

const businessPattern = (text: string) => likePattern(text.toLowerCase());

const NAMES_SOMEONE = queryShape('whether a text names anyone');

/**
 * Whether anyone's name (admins: or email), or a vendor's business name, holds the text (`peopleParts`).
 * Compiled once per shape of the accounts' test: built and compiled on each call, it took longer than
 * SQLite took to answer it (issue 18).
 */
async function namesSomeone(db: Kysely<Database>, caller: Caller, text: string): Promise<boolean> {
  const test = accountsTest(db, text, caller.role === 'admin');
  const run = compiledOnceFor(
    db,
    NAMES_SOMEONE,
    (value: string, business: string) => {
      const named = sql`select 1 as named from accounts where ${accountsMatchingTest({ ...test, value })}
        union all select 1 as named from vendor_profiles where ${businessNamed(business)} limit 1`;
      return { compile: () => named.compile(db) };
    },
    ['stand-in account text', 'stand-in business name'],
    test.shape
  );
  return (await run(test.value, businessPattern(text))).length > 0;
}

/**
 * `parts` newest first, `limit` at most, with the people whose name holds the text read once, from their text
 * index, for every part (PostgreSQL read the accounts once a part, 1.5-1.9 ms each at 2,000 accounts).
 */
function withNamedPeople(
  db: Kysely<Database>,
  caller: Caller,
  text: string,
  parts: RawBuilder<unknown>[],
  limit: number
): RawBuilder<SearchMatch> {
  const named = sql`select accounts.id as id from accounts where ${accountsMatching(db, text, caller.role === 'admin')}`;
  return sql<SearchMatch>`with named_people as materialized (${named}) ${newestOf(parts, limit)}`;
}

/**
 * A kind's list searched (`GET /api/v1/admin/data/{get}?q=`): the ids of the requests whose reference, id
 * or field text holds `text` among those `narrow` leaves, newest first, `cap` and one more at most. As
 * searchMatches, without the people's names: the spec's lists search the request alone.
 */
export function textMatchIds(
  db: Kysely<Database>,
  caller: Caller,
  text: string,
  narrow: Expression<SqlBool>,
  cap: number,
  few: FewFound = {}
): RawBuilder<SearchMatch> {
  return newestOf(textParts(db, caller, text, narrow, true, cap + 1, few), cap + 1);
}

/**
 * What a search matched: their ids, and whether they are in the list's newest order already (as read from it);
 * or a common word's matches among the list's newest requests, counted and read a page at a time (search-page.ts).
 */
export type MatchesRead = { ids: number[]; newestFirst: boolean } | { common: CommonMatches };

/**
 * A kind's list's matches (`textMatchIds`): when `probeFew` found most of the list's newest requests hold the
 * text, those it counted there (`common`). Sorting them again by id, then by when they were made, took two
 * statements (1.8 ms of a 6 ms call at 1 M requests).
 */
export async function kindListMatches(
  db: Kysely<Database>,
  caller: Caller,
  text: string,
  narrow: Expression<SqlBool>,
  cap: number,
  few: FewFound
): Promise<MatchesRead> {
  if (few.common && !namesAnId(text)) return { common: few.common };
  return matchesOf(db, textMatchIds(db, caller, text, narrow, cap, await withIds(db, few)), cap);
}

/**
 * The ids a statement of matches gives: the `cap` newest by id, as read, put in the list's newest order by
 * when each was made, read with them (a statement sorting them again read each match's row a second time: a
 * customer's 200, 150-175 µs), and after them the one past the cap, if read, which tells there are more.
 */
async function matchesOf(db: Kysely<Database>, matches: RawBuilder<SearchMatch>, cap: number): Promise<MatchesRead> {
  const { rows } = await matches.execute(db);
  const kept = rows.slice(0, cap).sort(newerFirst);
  return { ids: [...kept, ...rows.slice(cap)].map((r) => r.id), newestFirst: true };
}

/** A request's id and when it was made: what each way of matching gives. */
export interface SearchMatch {
  id: number;
  created_at: string;
}

const MATCH_COLUMNS = sql`requests.id as id, requests.created_at as created_at`;

/** The lists' newest order: made later first, then the higher id (times are ISO texts, in order as text). */
function newerFirst(a: SearchMatch, b: SearchMatch): number {
  if (a.created_at !== b.created_at) return a.created_at < b.created_at ? 1 : -1;
  return b.id - a.id;
}

/** A text that may be a request's id, which a search finds too. */
function namesAnId(text: string): boolean {
  return /^\d{1,9}$/.test(text);
}

/** `select` (MATCH_COLUMNS of requests) in the order given, newest first, `limit` at most. */
function newest(db: Kysely<Database>, select: RawBuilder<unknown>, limit: number, order = gathered(db)) {
  return sql`select id, created_at from (${select} order by ${order} desc limit ${limit}) as part`;
}

/** `requests.id + 0` is the same order without the primary key's: PostgreSQL then sorts what its indexes found. */
const gathered = (db: Kysely<Database>) => (isPostgres(db) ? sql`requests.id + 0` : sql`requests.id`);

function newestOf(parts: RawBuilder<unknown>[], limit: number): RawBuilder<SearchMatch> {
  return sql<SearchMatch>`select id, created_at from (${sql.join(parts, sql` union `)}) as matched
    order by id desc limit ${limit}`;
}

/**
 * The requests whose reference or field text holds `text`, newest first, read the way `few` says is cheapest,
 * and the one whose id it is.
 */
function textParts(
  db: Kysely<Database>,
  caller: Caller,
  text: string,
  narrow: Expression<SqlBool>,
  narrowed: boolean,
  limit: number,
  few: FewFound
): RawBuilder<unknown>[] {
  const byId = namesAnId(text)
    ? [sql`select ${MATCH_COLUMNS} from requests where requests.id = ${Number(text)} and ${narrow}`]
    : [];
  return [inText(), ...byId];

  function inText(): RawBuilder<unknown> {
    // Already read in the list's order, with its filters.
    if (few.newest) return newest(db, sql`select ${MATCH_COLUMNS} from requests where ${idIn(db, few.newest)}`, limit);
    if (few.text)
      return newest(db, sql`select ${MATCH_COLUMNS} from requests where ${idIn(db, few.text)} and ${narrow}`, limit);
    const phrase = ftsPhraseFor(db, text, caller.role === 'customer');
    // Each request the other filters leave is read (a customer's own, a vendor's short caseload).
    if (phrase === null || few.fewNarrowed)
      return newest(
        db,
        sql`select ${MATCH_COLUMNS} from requests where ${textMatches(db, text, true)} and ${narrow}`,
        limit,
        narrowed ? gathered(db) : sql`requests.id`
      );
    // The list's requests read from its own index, each looked up among the text index's matches, gathered
    // once (`+` keeps SQLite from reading the matches first, each then looked up in the table).
    if (few.scattered)
      return newest(
        db,
        sql`select ${MATCH_COLUMNS} from requests where ${narrow}
          and +requests.id in (select rowid from requests_fts where requests_fts match ${phrase})`,
        limit
      );
    // FTS5 gives its matches in rowid order (the request's id) and stops when the cap is reached.
    return newest(
      db,
      sql`select ${MATCH_COLUMNS} from requests_fts join requests on requests.id = requests_fts.rowid
        where requests_fts match ${phrase} and ${narrow}`,
      limit,
      sql`requests_fts.rowid`
    );
  }
}

/**
 * The ids of one page of a search's matches, in the list's order (`inOrder`). The ids alone are sorted: a
 * page sorted with its own columns read every match's row and customer first (1,000 matches: 3.4 ms,
 * against 1.0 for the ids and then the page's rows).
 */
export async function pageOfMatches(
  db: Kysely<Database>,
  matched: readonly number[],
  inOrder: (
    q: SelectQueryBuilder<Database, 'requests', { id: number }>
  ) => SelectQueryBuilder<Database, 'requests', { id: number }>,
  limit: number,
  offset: number
): Promise<number[]> {
  const page = await inOrder(db.selectFrom('requests').where(idIn(db, matched)).select('requests.id'))
    .limit(limit)
    .offset(offset)
    .execute();
  return page.map((r) => r.id);
}

/**
 * Each request the other filters leave is read and its text tested, rather than the text index walked
 * for them, when they are no more than this many: about 3 µs each (a vendor's 7,143 TAN requests searched
 * for a word in every request: 23 ms, against 141 ms walking a million matches for the vendor's 1,000).
 */
export const FEW_TO_READ_EACH = 10_000;

/** What a search learnt before reading its matches (`probeFew`). */
export interface FewFound {
  /** Every request whose reference or field text holds the text, when they are no more than the cap. */
  text?: readonly number[];
  /** The requests the other filters leave are FEW_TO_READ_EACH at most. */
  fewNarrowed?: boolean;
  /**
   * A text most of the list's newest requests hold: its newest matches, the cap and one more, are among them;
   * or all its matches, fewer, when the list holds no more requests than were read for them.
   */
  common?: CommonMatches;
  /** `common`'s matches read as ids, for a statement that reads them with others (`withIds`). */
  newest?: readonly number[];
  /**
   * None of the list's newest requests hold a text many requests hold, and the list's filters leave many:
   * few of its matches are likely the list's, and walking them all, newest first, for those few took 0.2 s
   * at 1 M requests (a word in 71,000 requests, 2 of them in the PAN list); gathered once and tested against
   * the list's own requests, 33-37 ms.
   */
  scattered?: boolean;
}

/** A searched list as `probeFew` reads it. */
export interface SearchedList {
  /** Who may see a request and every filter but the text, as one test of its row. */
  narrow: Expression<SqlBool>;
  /** Something besides the text narrows the list: else it leaves every live request, never few. */
  narrowed: boolean;
  /**
   * The kind the list holds, if one, and the vendor whose requests it holds, if one: its newest requests are
   * read from the index that leads with them.
   */
  kind: string | null;
  vendor: number | null;
  /**
   * Nothing but its kind and vendor narrows the list (no customer, status, date or due filter): the index its
   * newest requests are read from, of live requests only, says all `narrow` says, and they are read from it
   * alone, never their rows (SQLite's holds their text: migration 018).
   */
  onlyKindAndVendor: boolean;
}

/**
 * What the lists' filters and the text test read of a request. Named, not `*`: PostgreSQL keeps a statement
 * prepared only when its columns are named (prepared-postgres.ts), and planning it on each call cost 1 ms.
 */
const WINDOW_COLUMNS = [
  'id',
  'kind',
  'deleted_at',
  'customer_id',
  'vendor_id',
  'state',
  'created_at',
  'due_at',
  'reference',
  'search_text'
] as const;

/** What the text test reads of a request, which the indexes of an admin's newest requests hold (migration 018). */
const WINDOW_TEXT_COLUMNS = ['id', 'created_at', 'search_text', 'reference'] as const;

/** How many of a list's newest requests are read to tell whether a text is in most of them. */
const SAMPLED = 32;

/**
 * A text most of a list's newest requests hold (`newestOfCommon`): its matches are the newest the list's filters
 * leave and hold it among the list's newest `window` requests, the cap and one more at most, of which `count`.
 */
export interface CommonMatches {
  test: RowTextTest;
  list: WindowedList;
  window: number;
  cap: number;
  count: number;
}

/**
 * Of the list's SAMPLED newest requests, how many its filters leave (`passed`) and how many of those hold a
 * text (`held`); when most hold it (a city's name, "rent"), its newest `cap` + 1 matches are counted by reading
 * the newest requests in order and testing each. Each database's text index gives a common word's matches
 * newest first only by going through a million of them (an admin's PAN list at 1 M requests: SQLite 12 ms,
 * against 1 ms this way; PostgreSQL at 100,000: 18 ms, against 3.6). Counted, not read: SQLite gave 1,001 ids
 * in 330 µs and counted them in 196; a page of them is read when asked (`commonPageHeads`). `common` is null
 * when fewer than half of the sample hold the text, or when the newest requests read after them, as many as the
 * sample says should hold the cap and a quarter more, hold too few: the text index serves then.
 */
async function newestOfCommon(
  db: Kysely<Database>,
  text: string,
  list: SearchedList,
  cap: number
): Promise<{ passed: number; held: number; common: CommonMatches | null }> {
  const test = rowTextTest(text);
  const [sample] = await runOnList(db, SAMPLE, test, list, (t, l) => compilable(db, sampleOf(db, t, l)), []);
  const passed = Number(sample?.passed ?? 0);
  const held = Number(sample?.held ?? 0);
  if (held * 2 < SAMPLED) return { passed, held, common: null };
  const window = Math.ceil((1.25 * (cap + 1) * SAMPLED) / held);
  const inWindow = await windowed(db, list, window);
  const [counted] = await runOnList(
    db,
    COMMON_COUNT,
    test,
    inWindow,
    (t, l, size, limit) => countAmongNewestOf(db, t, l, size!, limit!),
    [window, cap + 1]
  );
  const common = { test, list: inWindow, window, cap, count: Number(counted?.n ?? 0) };
  if (common.count > cap) return { passed, held, common };
  // A list no longer than the window was read whole, and these are all its matches: an admin's 714 PAN requests,
  // each holding the word, were each read again for them, after a thousand of the text index's (a call took
  // 1.4 ms; issue 18).
  const [read] = await db
    .selectFrom(liveOfList(db, list).select('requests.id').limit(window).as('read'))
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .execute();
  return { passed, held, common: Number(read?.n) < window ? common : null };
}

/**
 * How many of the list's newest `window` requests its filters leave and hold the text, `limit` at most: those
 * `amongNewestOf` gives, counted (the query-plan test reads its plan). Read straight, they are counted in their
 * index's own order, up from the window's last: SQLite counted 1,001 in 172 µs, against 204 newest first.
 */
export function countAmongNewest(
  db: Kysely<Database>,
  text: string,
  list: WindowedList,
  window: number,
  limit: number
) {
  return countAmongNewestOf(db, rowTextTest(text), list, window, limit);
}

function countAmongNewestOf(
  db: Kysely<Database>,
  test: RowTextTest,
  list: SearchedList,
  window: number,
  limit: number
): Compilable<{ n: number }> {
  const rows = readStraight(db, list)
    ? sql`${matchingInWindow(db, test, list, window)
        .select('requests.id')
        .limit(straightLimit(list, window, limit))}`
    : amongNewestOf(db, test, list, window, limit);
  return compilable(db, sql<{ n: number }>`select count(*) as n from (${rows}) as counted`);
}

/** A raw statement as a query compiled once takes it. */
function compilable<R>(db: Kysely<Database>, raw: RawBuilder<R>): Compilable<R> {
  return { compile: () => raw.compile(db) };
}

const COMMON_IDS = queryShape("a common word's newest matches");

/** A common word's matches (`CommonMatches`) as ids, newest first, the cap and one more at most. */
export function commonIds(db: Kysely<Database>, common: CommonMatches): Promise<number[]> {
  return runOnList(
    db,
    COMMON_IDS,
    common.test,
    common.list,
    (t, l, size, limit) => compilable(db, amongNewestOf(db, t, l, size!, limit!)),
    [common.window, common.cap + 1]
  ).then((rows) => rows.map((r) => r.id));
}

/** `few` with a common word's matches read as ids (`newest`), for a statement that reads them with others. */
async function withIds(db: Kysely<Database>, few: FewFound): Promise<FewFound> {
  return few.common ? { newest: await commonIds(db, few.common) } : few;
}

const COMMON_PAGE = queryShape("a page of a common word's newest matches as their heads in one text");
const COMMON_PAGE_READ_STRAIGHT = queryShape("a page of a common word's newest matches, read straight, as their heads");

/**
 * A page of a common word's matches, newest first, as their heads in one text (`pageHeadsQuery`; null past the
 * last): read from the list's newest requests, tested as they are read and stopped at the page's end, where its
 * 1,001 ids read and then the page's heads by 50 of them took 370 µs, against 38 (SQLite, 1 M requests).
 */
export async function commonPageHeads(
  db: Kysely<Database>,
  common: CommonMatches,
  limit: number,
  offset: number
): Promise<string | null> {
  const page = [Math.min(limit, common.cap - offset), offset];
  const heads = (rows: SelectQueryBuilder<Database, 'requests', object>, pageLimit?: number, pageOffset?: number) =>
    pageOfHeadsQuery(db, rows, NEWEST_FIRST, pageLimit!, pageOffset!);
  // Read straight, the window's requests that hold the text are the matches: no cap to give them.
  const [read] = readStraight(db, common.list)
    ? await runOnList(
        db,
        COMMON_PAGE_READ_STRAIGHT,
        common.test,
        common.list,
        (t, l, pageLimit, pageOffset) => heads(matchingInWindow(db, t, l, common.window), pageLimit, pageOffset),
        page
      )
    : await runOnList(
        db,
        COMMON_PAGE,
        common.test,
        common.list,
        (t, l, size, cap, pageLimit, pageOffset) =>
          heads(
            db.selectFrom('requests').where(sql<SqlBool>`requests.id in (${amongNewestOf(db, t, l, size!, cap!)})`),
            pageLimit,
            pageOffset
          ),
        [common.window, common.cap + 1, ...page]
      );
  return read?.heads ?? null;
}

const SAMPLE = queryShape("a sample of a list's newest requests");
const COMMON_COUNT = queryShape("how many of a list's newest requests hold a common word");

/** Of the list's SAMPLED newest requests, how many its filters leave (`passed`) and how many of those hold the text. */
function sampleOf(db: Kysely<Database>, test: RowTextTest, list: SearchedList) {
  return sql<{ passed: number; held: number | null }>`select count(*) as passed,
    sum(case when ${rowTextMatches(test)} then 1 else 0 end) as held
    from (${newestOfList(db, list, SAMPLED)}) as requests where ${narrowLeft(list)}`;
}

/** Stand-ins for a list's kind and its numbers (a vendor, a window) while a statement of it is compiled once. */
const KIND_STAND_IN = 'stand-in kind';
const SINCE_STAND_IN = 'stand-in since';
const NUMBER_STAND_IN = 987_654_301;

/**
 * A statement of the list's newest requests (`build`, given the text's test, the list and `numbers`), run with
 * this call's values. Where nothing but its kind and vendor narrows the list, it is compiled once per shape: the
 * text test's, and whether the list has a kind and a vendor (building and compiling the sample and the window on
 * each call took a twelfth of a common word's search; issue 18). Another list's filters are built each call.
 */
async function runOnList<R>(
  db: Kysely<Database>,
  shape: QueryShape,
  test: RowTextTest,
  list: WindowedList,
  build: (test: RowTextTest, list: WindowedList, ...numbers: number[]) => Compilable<R>,
  numbers: number[]
): Promise<R[]> {
  if (!list.onlyKindAndVendor) return (await db.executeQuery(build(test, list, ...numbers).compile())).rows;
  const texts = [...(list.kind === null ? [] : [list.kind]), ...(list.since === undefined ? [] : [list.since])];
  const counted = [...(list.vendor === null ? [] : [list.vendor]), ...numbers];
  const standIns = [
    ...test.values.map((_, i) => `stand-in text ${i}`),
    ...(list.kind === null ? [] : [KIND_STAND_IN]),
    ...(list.since === undefined ? [] : [SINCE_STAND_IN]),
    ...counted.map((_, i) => NUMBER_STAND_IN + i * 1_009)
  ];
  const run = compiledOnceFor(
    db,
    shape,
    (...given: (string | number)[]) => {
      let at = test.values.length;
      const values = given.slice(0, at) as string[];
      const kind = list.kind === null ? null : (given[at++] as string);
      const since = list.since === undefined ? undefined : (given[at++] as string);
      const vendor = list.vendor === null ? null : (given[at++] as number);
      return build({ ...test, values }, { ...list, kind, since, vendor }, ...(given.slice(at) as number[]));
    },
    standIns,
    [test.shape, list.kind !== null, list.since !== undefined, list.vendor !== null].join('|')
  );
  return run(...test.values, ...texts, ...counted);
}

/**
 * The list's newest `window` live requests, read in order from the index of its vendor's or kind's (or every)
 * live request, before its other filters: read from that index alone, every filter (a status of many states, a
 * date) keeps them in order.
 */
function newestOfList(db: Kysely<Database>, list: SearchedList, window: number) {
  return inNewestOrder(
    liveOfList(db, list).select(list.onlyKindAndVendor ? WINDOW_TEXT_COLUMNS : WINDOW_COLUMNS)
  ).limit(window);
}

/** The live requests of the list's vendor and kind (each if it has one), as their index holds them. */
function liveOfList(db: Kysely<Database>, list: SearchedList) {
  let live = db.selectFrom('requests').where('requests.deleted_at', 'is', null);
  if (list.vendor !== null) live = live.where('requests.vendor_id', '=', list.vendor);
  if (list.kind !== null) live = live.where('requests.kind', '=', list.kind);
  return live;
}

function inNewestOrder<O>(q: SelectQueryBuilder<Database, 'requests', O>) {
  return q.orderBy('requests.created_at', 'desc').orderBy('requests.id', 'desc');
}

/**
 * Which of the list's newest `window` requests (`newestOfList`) its filters leave and hold `text`, newest first,
 * `limit` at most (the query-plan test reads its plan). Where the index of its vendor's or kind's newest says all
 * the list's filters say (`onlyKindAndVendor`), SQLite reads them from it straight, down to when the window's last
 * was made (one more request at most for each made in the same millisecond): read through a subquery of the
 * window, each request was copied once more (170 µs against 145 for 1,001 matches; issue 18). PostgreSQL keeps the
 * subquery, which keeps it from gathering a common word's every match from its trigram index.
 */
export function amongNewest(
  db: Kysely<Database>,
  text: string,
  list: SearchedList,
  window: number,
  limit: number
): RawBuilder<{ id: number }> {
  return amongNewestOf(db, rowTextTest(text), list, window, limit);
}

function amongNewestOf(
  db: Kysely<Database>,
  test: RowTextTest,
  list: SearchedList,
  window: number,
  limit: number
): RawBuilder<{ id: number }> {
  if (readStraight(db, list)) {
    const matches = inNewestOrder(matchingInWindow(db, test, list, window).select('requests.id as id')).limit(
      straightLimit(list, window, limit)
    );
    return sql<{ id: number }>`select id from ${matches} as matched`;
  }
  return sql<{ id: number }>`select requests.id as id from (${newestOfList(db, list, window)}) as requests
    where ${narrowLeft(list)} and ${rowTextMatches(test)}
    order by requests.created_at desc, requests.id desc limit ${limit}`;
}

/** Whether SQLite reads a list's newest requests straight from the index that says all its filters say. */
function readStraight(db: Kysely<Database>, list: SearchedList): boolean {
  return list.onlyKindAndVendor && !isPostgres(db);
}

/**
 * The live requests of the list's kind and vendor that hold the text, made no earlier than the window's last
 * (`since`, when read already: `windowSince`).
 */
function matchingInWindow(db: Kysely<Database>, test: RowTextTest, list: WindowedList, window: number) {
  return liveOfList(db, list)
    .where(rowTextMatches(test))
    .where('requests.created_at', '>=', list.since ?? sql<string>`(${sinceOfWindow(db, list, window)})`);
}

/**
 * `limit` of a list read straight: with its window's `since` given, no more than the window's requests are made
 * since, and the window is said in the statement too, as a statement compiled once holds each value it is given.
 */
function straightLimit(list: WindowedList, window: number, limit: number) {
  return list.since === undefined ? limit : sql<number>`min(${window}, ${limit})`;
}

/** When the list's `window`-th newest live request was made ('' when it holds fewer). */
function sinceOfWindow(db: Kysely<Database>, list: SearchedList, window: number) {
  const last = inNewestOrder(liveOfList(db, list).select('requests.created_at'))
    .limit(1)
    .offset(sql<number>`${window} - 1`);
  return sql<{ since: string }>`select coalesce((${last}), '') as since`;
}

/**
 * A list read straight (SQLite), with when its window's last request was made, read once for the statements that
 * read its matches: each read it again, the PAN list's at a million requests in 49 µs (its index's 1,250 newest
 * stepped through), a tenth of a search's call; given as a value, a page's statement took 25 µs, against 94-128.
 */
export type WindowedList = SearchedList & { since?: string };

const WINDOW_SINCE = queryShape("when a list's window's last request was made");
/** No text tested: a statement of the list's own values alone. */
const NO_TEXT: RowTextTest = { shape: 'text', values: [] };

/** The list with its window's `since` (`WindowedList`), when it is read straight; else as it is. */
async function windowed(db: Kysely<Database>, list: SearchedList, window: number): Promise<WindowedList> {
  if (!readStraight(db, list)) return list;
  const [row] = await runOnList(
    db,
    WINDOW_SINCE,
    NO_TEXT,
    list,
    (_t, l, size) => compilable(db, sinceOfWindow(db, l, size!)),
    [window]
  );
  return { ...list, since: row?.since ?? '' };
}

/** What of the list's `narrow` its newest requests, as read (`newestOfList`), are still to be tested for. */
function narrowLeft(list: SearchedList): Expression<SqlBool> {
  return list.onlyKindAndVendor ? sql<SqlBool>`true` : list.narrow;
}

/**
 * What makes a search cheap, each read in its index's own order and stopped one past its limit. First, on
 * both databases, whether most of the list's newest requests hold the text: its newest matches are then
 * found by reading them (`newestOfCommon`). Then, where SQLite's text index serves, the text's matches: a
 * rare word's are read once, as ids (FTS5 gives them newest first only at twice the cost). Else how many
 * requests the list's filters leave: when they are few (`fewToReadEach` at most: a status few requests are
 * in, a vendor's caseload of a kind), each is read and tested, instead of walking a common word's matches
 * for them (an admin's kind list of rejected requests searched for a word in every request: 1 s, for none).
 * Else, when none of the sample the list's filters left held the text, its matches are likely scattered
 * far from the list's.
 */
export async function probeFew(
  db: Kysely<Database>,
  caller: Caller,
  text: string,
  list: SearchedList,
  cap = SEARCH_MATCH_CAP,
  fewToReadEach = FEW_TO_READ_EACH
): Promise<FewFound> {
  // A customer's own requests are each read and tested: there is nothing to learn first.
  if (caller.role === 'customer') return {};
  const phrase = ftsPhraseFor(db, text, false);
  // Without SQLite's text index, a list nothing else narrows is already read newest first, each request tested.
  const sampled = phrase !== null || list.narrowed ? await newestOfCommon(db, text, list, cap) : null;
  if (sampled?.common) return { common: sampled.common };
  // PostgreSQL gathers the rest from its trigram and filter indexes.
  if (phrase === null) return {};
  const { rows } = await sql<{ rowid: number }>`select rowid from requests_fts where requests_fts match ${phrase}
    limit ${cap + 1}`.execute(db);
  if (rows.length <= cap) return { text: rows.map((r) => r.rowid) };
  if (!list.narrowed) return {};
  const [left] = (
    await sql<{ n: number }>`select count(*) as n from (select 1 from requests where ${list.narrow}
      limit ${fewToReadEach + 1}) as narrowed`.execute(db)
  ).rows;
  if (Number(left?.n) <= fewToReadEach) return { fewNarrowed: true };
  // The list's filters left enough of its newest to tell (a quarter), and none held the text.
  return sampled && sampled.held === 0 && sampled.passed * 4 >= SAMPLED ? { scattered: true } : {};
}
