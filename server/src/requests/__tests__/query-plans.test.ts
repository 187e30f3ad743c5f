import { SERVICES, type ServiceKind } from '@gia/domain';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { CompiledQuery, type Compilable, type Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { Caller } from '../../plugins/auth';
import { openTestDatabase, type TestDatabase } from '../../test-support/app';
import type { ListQuery } from '../list-query';
import { kindNarrowing } from '../repository/filters';
import { listCountQuery, listHeadsQuery, listPageQuery, withCustomerColumns } from '../repository/read';
import {
  amongNewest,
  countAmongNewest,
  SEARCH_MATCH_CAP,
  type SearchedList,
  textMatchIds
} from '../repository/search-matches';
import { isPostgres } from '../repository/text-search';
import {
  globalCountQuery,
  globalHeadsQuery,
  globalPageQuery,
  readGlobalQuery,
  searchMatchesQuery,
  type GlobalQueryText
} from '../repository/workspace';

/**
 * Issue 18: each filter of the request queue (kind, status, due, vendor) and the text search are served
 * by an index, on SQLite and on PostgreSQL (DATABASE_URL). The plans are read from the database for the
 * exact SQL the list calls run, on a few thousand stored requests with the planner's statistics taken.
 * PostgreSQL is asked with sequential scans priced out (`enable_seqscan = off`): on a table this small a
 * scan is cheaper, and the question is whether an index can serve the filter at all. The due filters are
 * asked sorted by due time, as the queue shows them: sorted newest first, the planner may rightly prefer
 * walking the newest-first index when most requests match; their counts show the due index.
 */

let dataDir: string;
let fresh: TestDatabase;
let db: Kysely<Database>;
let vendorId: number;
/** Now: the due filters compare with the server's clock. */
const AT = Date.now();
const DAY = 86_400_000;
const STATES = ['PENDING', 'ASSIGNED TO VENDOR', 'IN PROGRESS', 'COMPLETED', 'REJECTED'];
const ROWS = 6_000;

/** A made-up name word of six letters, different for each number: text as varied as real names. */
function word(n: number): string {
  let x = (n * 2_654_435_761) % 308_915_776;
  let w = '';
  for (let k = 0; k < 6; k++, x = Math.floor(x / 26)) w += String.fromCharCode(97 + (x % 26));
  return w[0].toUpperCase() + w.slice(1);
}

beforeAll(async () => {
  dataDir = mkdtempSync(path.join(os.tmpdir(), 'gia-plans-'));
  fresh = await openTestDatabase(dataDir);
  db = fresh.database.db;
  await fresh.migrate();
  const account = (name: string, role: 'customer' | 'vendor') =>
    db
      .insertInto('accounts')
      .values({
        role,
        name,
        email: `${name.replace(/ /g, '.').toLowerCase()}@example.in`,
        email_lower: `${name.replace(/ /g, '.').toLowerCase()}@example.in`,
        phone: null,
        password_hash: 'x',
        created_at: new Date(AT).toISOString(),
        last_login_at: null
      })
      .returning('id')
      .executeTakeFirstOrThrow();
  // Like the real spread: many customers with a few requests each, a dozen vendors.
  const customers: number[] = [];
  for (let i = 0; i < 300; i++) customers.push((await account(`Asha Rao ${i}`, 'customer')).id);
  const vendors: number[] = [];
  for (let i = 0; i < 12; i++) vendors.push((await account(`Ravi Legal ${i}`, 'vendor')).id);
  vendorId = vendors[0];
  const rows = Array.from({ length: ROWS }, (_, i) => {
    const state = STATES[i % STATES.length];
    const created = new Date(AT - i * 60_000).toISOString();
    const name = `${word(i)} ${word(i + 7919)}`;
    return {
      kind: SERVICES[i % SERVICES.length].key,
      customer_id: customers[i % customers.length],
      state,
      vendor_id: state === 'PENDING' || state === 'REJECTED' ? null : vendors[i % vendors.length],
      // Closed ones long past their due time; a few open ones overdue, a few due within a day, most later.
      fields: JSON.stringify({ name }),
      consent_at: created,
      due_at: new Date(
        state === 'COMPLETED' || state === 'REJECTED'
          ? AT - 20 * DAY
          : i % 30 === 0
            ? AT - DAY
            : i % 30 === 1
              ? AT + DAY / 2
              : AT + 5 * DAY
      ).toISOString(),
      created_at: created,
      updated_at: created,
      deleted_at: i % 50 === 0 ? created : null,
      search_text: name.toLowerCase()
    };
  });
  for (let i = 0; i < rows.length; i += 200)
    await db
      .insertInto('requests')
      .values(rows.slice(i, i + 200))
      .execute();
  await db.executeQuery(CompiledQuery.raw(isPostgres(db) ? 'analyze requests, accounts' : 'analyze'));
});

afterAll(async () => {
  await fresh?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

interface Plan {
  /** Every index the plan reads. */
  indexes: string[];
  /** Whether it reads the requests table without any index. */
  fullScan: boolean;
  /** Whether it reads every account. */
  accountsScan: boolean;
  text: string;
}

async function planOf(query: Compilable<unknown>, textOnly = false, peopleText = false): Promise<Plan> {
  const { sql, parameters } = query.compile();
  if (!isPostgres(db)) {
    const rows = (
      await db.executeQuery<{ id: number; parent: number; detail: string }>(
        CompiledQuery.raw(`explain query plan ${sql}`, [...parameters])
      )
    ).rows;
    const details = rows.map((r) => r.detail);
    // A subquery named `requests` (its rows as the table's) is read where it is made: its SCAN, beside it, is not the table's.
    const madeAt = new Set(rows.filter((r) => r.detail === 'CO-ROUTINE requests').map((r) => r.parent));
    const tableScans = rows.filter((r) => !madeAt.has(r.parent)).map((r) => r.detail);
    return {
      indexes: details
        .flatMap((d) => [...d.matchAll(/(?:INDEX|VIRTUAL TABLE INDEX \S+) ?(\w+)?/g)].map((m) => m[1] ?? ''))
        .concat(
          details.filter((d) => /requests_fts VIRTUAL TABLE/.test(d)).map(() => 'requests_fts'),
          details.filter((d) => /accounts_fts VIRTUAL TABLE/.test(d)).map(() => 'accounts_fts'),
          details.filter((d) => /USING INTEGER PRIMARY KEY/.test(d)).map(() => 'rowid')
        ),
      fullScan: tableScans.some((d) => /^SCAN requests\b(?!.*USING)/.test(d)),
      accountsScan: details.some((d) => /^SCAN accounts\b(?!.*USING)/.test(d)),
      text: details.join('\n')
    };
  }
  // Planner settings and dropped indexes live in a transaction that is always rolled back.
  let plan: Plan | undefined;
  await db
    .transaction()
    .execute(async (trx) => {
      await trx.executeQuery(CompiledQuery.raw('set local enable_seqscan = off'));
      // On a few thousand rows PostgreSQL prices a trigram index above walking a kind's few hundred rows;
      // whether the text index serves the search is asked without the other indexes (rolled back after).
      if (textOnly) await trx.executeQuery(CompiledQuery.raw(`drop index ${BTREE_INDEXES.join(', ')}`));
      // A few hundred accounts are cheaper to walk along their primary key, reading each name, than to look
      // up in the trigram index; whether that index serves the names is asked with such walks priced out.
      if (peopleText) await trx.executeQuery(CompiledQuery.raw('set local enable_indexscan = off'));
      const rows = (
        await trx.executeQuery<{ 'QUERY PLAN': unknown }>(
          CompiledQuery.raw(`explain (format json) ${sql}`, [...parameters])
        )
      ).rows;
      const nodes: Record<string, unknown>[] = [];
      const walk = (node: Record<string, unknown>) => {
        nodes.push(node);
        for (const child of (node.Plans as Record<string, unknown>[] | undefined) ?? []) walk(child);
      };
      walk((rows[0]['QUERY PLAN'] as { Plan: Record<string, unknown> }[])[0].Plan);
      plan = {
        indexes: nodes.flatMap((n) => (typeof n['Index Name'] === 'string' ? [n['Index Name']] : [])),
        fullScan: nodes.some((n) => n['Node Type'] === 'Seq Scan' && n['Relation Name'] === 'requests'),
        // An index walked whole, its condition a filter on each row, reads every account too.
        accountsScan: nodes.some(
          (n) =>
            n['Relation Name'] === 'accounts' &&
            (n['Node Type'] === 'Seq Scan' || (/Index/.test(String(n['Node Type'])) && !n['Index Cond']))
        ),
        text: JSON.stringify(rows[0]['QUERY PLAN'])
      };
      throw ROLLBACK;
    })
    .catch((error: unknown) => {
      if (error !== ROLLBACK) throw error;
    });
  return plan!;
}

const ROLLBACK = new Error('rolled back on purpose');

const admin: Caller = { id: 1, role: 'admin', name: 'Ravi Admin' };
const pan = SERVICES.find((s) => s.key === 'pan') as ServiceKind;
/** The indexes that lead with the kind: a count may read the smallest of them. */
const KIND_INDEXES = [
  'requests_live_kind_created',
  'requests_live_kind_due',
  'requests_live_kind_state',
  'requests_live_kind_state_due'
];
/** A kind's requests by due time: by state and due time, or by due time alone (the state read from the row). */
const KIND_DUE_INDEXES = ['requests_live_kind_state_due', 'requests_live_kind_due'];
/** The lists' indexes but the text search's. */
const BTREE_INDEXES = [
  'requests_live_kind_created',
  'requests_live_kind_due',
  'requests_live_kind_state',
  'requests_live_customer',
  'requests_live_vendor',
  'requests_live_created',
  'requests_live_customer_created',
  'requests_live_vendor_created',
  'requests_live_state_created',
  'requests_live_state_due',
  'requests_live_kind_state_due'
];
/** The text search's index on each database. */
const textIndexes = () =>
  isPostgres(db) ? ['requests_live_search', 'requests_live_reference_trgm'] : ['requests_fts'];

/** The ids a search of the list across kinds matches, as a statement to plan. */
function matchesOf(caller: Caller, raw: GlobalQueryText): Compilable<unknown> {
  return { compile: () => searchMatchesQuery(db, caller, { ...readGlobalQuery(raw), q: raw.q ?? '' }).compile(db) };
}

async function expectServed(query: Compilable<unknown>, wanted: string[]) {
  const plan = await planOf(
    query,
    wanted.some((index) => textIndexes().includes(index))
  );
  expect({ fullScan: plan.fullScan, plan: plan.text }).toEqual({ fullScan: false, plan: plan.text });
  expect({ served: wanted.some((index) => plan.indexes.includes(index)), plan: plan.text }).toEqual({
    served: true,
    plan: plan.text
  });
}

/** A search that reads each request the other filters leave, by their index, and never the text index. */
async function expectReadEach(query: Compilable<unknown>, wanted: string[]) {
  const plan = await planOf(query);
  expect({ fts: plan.indexes.includes('requests_fts'), plan: plan.text }).toEqual({ fts: false, plan: plan.text });
  await expectServed(query, [...wanted, ...(isPostgres(db) ? textIndexes() : [])]);
}

const asha: Caller = { id: 1, role: 'customer', name: 'Asha Rao' };

describe('the list across kinds (GET /api/v1/global/requests): each filter served by an index', () => {
  const cases: [string, GlobalQueryText, () => string[]][] = [
    ['kind', { kind: 'pan' }, () => KIND_INDEXES],
    ['status', { status: 'PENDING' }, () => ['requests_live_state_created', 'requests_live_state_due']],
    ['due: overdue', { due: 'overdue', sort: 'due' }, () => ['requests_live_state_due']],
    ['due: due soon', { due: 'dueSoon', sort: 'due' }, () => ['requests_live_state_due']],
    ['vendor', { vendor: '3' }, () => ['requests_live_vendor_created']],
    ['text', { q: word(123) }, textIndexes],
    ['reference', { q: 'GIA-2026-0001' }, textIndexes],
    ['a whole reference', { q: 'GIA-2026-000123' }, () => [...textIndexes(), 'requests_reference']]
  ];
  const filters = cases.filter(([, raw]) => raw.q === undefined);
  test.each(filters)('%s: the page', async (_name, raw, wanted) => {
    await expectServed(globalPageQuery(db, admin, readGlobalQuery(raw)), wanted());
  });
  test.each(filters)('%s: the count', async (_name, raw, wanted) => {
    await expectServed(globalCountQuery(db, admin, readGlobalQuery(raw)), wanted());
  });
  // A search's page and total come from its matches, read once (then the page by their ids).
  test.each(cases.filter(([, raw]) => raw.q !== undefined))('%s: the matches', async (_name, raw, wanted) => {
    await expectServed(matchesOf(admin, raw), wanted());
  });
  test.each([
    ['an admin', admin],
    ['a vendor', { id: 3, role: 'vendor', name: 'Ravi Legal' }]
  ] as [string, Caller][])(
    "text: %s finds people by name (and admins by email) from the accounts' text index, never reading every account",
    async (_name, caller) => {
      const plan = await planOf(matchesOf(caller, { q: 'asha rao 123' }), true, true);
      expect({ scansAccounts: plan.accountsScan, plan: plan.text }).toEqual({ scansAccounts: false, plan: plan.text });
      const wanted = isPostgres(db) ? ['accounts_name_trgm'] : ['accounts_fts'];
      // PostgreSQL may instead read a vendor's own requests (the fewer) and look each person up by key.
      if (isPostgres(db) && caller.role === 'vendor') wanted.push('accounts_pkey');
      const uses = (index: string) => plan.indexes.includes(index);
      const served = isPostgres(db) && caller.role === 'vendor' ? wanted.some(uses) : wanted.every(uses);
      // Once, for both the customers' and the vendors' part of the search.
      const accountReads = isPostgres(db)
        ? plan.text.split('"Relation Name":"accounts"').length - 1
        : plan.indexes.filter((index) => index === 'accounts_fts').length;
      expect({ served, accountReads, plan: plan.text }).toEqual({
        served: true,
        accountReads: 1,
        plan: plan.text
      });
    }
  );
  test("a customer's search reads their own requests, never every request the text index holds", async () => {
    await expectReadEach(matchesOf(asha, { q: word(123) }), [
      'requests_live_customer_created',
      'requests_live_customer'
    ]);
  });
  test("a vendor's own list and a customer's own list", async () => {
    await expectServed(globalPageQuery(db, { id: vendorId, role: 'vendor', name: 'Ravi Legal' }, readGlobalQuery({})), [
      'requests_live_vendor_created'
    ]);
    await expectServed(globalPageQuery(db, asha, readGlobalQuery({})), ['requests_live_customer_created']);
  });
});

describe("an admin's page says who submitted each row: one account read by its key a row", () => {
  const accountByKey = () => (isPostgres(db) ? 'accounts_pkey' : 'rowid');
  test.each([
    ["a kind's list", () => listPageQuery(db, pan, admin, {}).$call(withCustomerColumns).limit(50)],
    [
      'the list across kinds',
      () => globalPageQuery(db, admin, readGlobalQuery({})).$call(withCustomerColumns).limit(50)
    ]
  ])('%s', async (_name, page) => {
    const plan = await planOf(page());
    expect({ accountsScan: plan.accountsScan, byKey: plan.indexes.includes(accountByKey()), plan: plan.text }).toEqual({
      accountsScan: false,
      byKey: true,
      plan: plan.text
    });
    await expectServed(page(), [...KIND_INDEXES, 'requests_live_created']);
  });
});

describe("a page built anew reads its rows' heads in one text with its total (ListRowTexts): no account read, on SQLite from an index alone", () => {
  test.each([
    ["an admin's list of a kind", () => listHeadsQuery(db, pan, admin, {}, 50, 0), 'requests_live_kind_created'],
    ['the list across kinds', () => globalHeadsQuery(db, admin, readGlobalQuery({}), 50, 0), 'requests_live_created']
  ])('%s', async (_name, page, index) => {
    const plan = await planOf(page());
    const accountsRead = isPostgres(db)
      ? plan.text.includes('"Relation Name":"accounts"')
      : /\b(customer|accounts)\b/.test(plan.text);
    expect({ accountsRead, plan: plan.text }).toEqual({ accountsRead: false, plan: plan.text });
    await expectServed(page(), [index]);
    // PostgreSQL's indexes do not hold the version (migration 020): its heads read each row.
    if (!isPostgres(db))
      expect({ alone: new RegExp(`USING COVERING INDEX ${index}\\b`).test(plan.text), plan: plan.text }).toEqual({
        alone: true,
        plan: plan.text
      });
  });
});

describe("a kind's list (GET /api/v1/admin/data/{get}): each filter served by an index", () => {
  const cases: [string, Caller, ListQuery, () => string[]][] = [
    ["kind (the admin's whole list)", admin, {}, () => KIND_INDEXES],
    ['status', admin, { status: 'Pending' }, () => ['requests_live_kind_state', 'requests_live_kind_state_due']],
    ['due: overdue', admin, { due: 'overdue', sort: 'due' }, () => KIND_DUE_INDEXES],
    ['due: due soon', admin, { due: 'dueSoon', sort: 'due' }, () => KIND_DUE_INDEXES],
    [
      "vendor (a vendor's list)",
      { id: 3, role: 'vendor', name: 'Ravi Legal' },
      {},
      () => ['requests_live_vendor', 'requests_live_vendor_created']
    ],
    ["customer (a customer's own list)", asha, {}, () => ['requests_live_customer', 'requests_live_customer_created']]
  ];
  test.each(cases)('%s: the page', async (_name, caller, query, wanted) => {
    await expectServed(listPageQuery(db, pan, caller, query), wanted());
  });
  test.each(cases)('%s: the count', async (_name, caller, query, wanted) => {
    await expectServed(listCountQuery(db, pan, caller, query), wanted());
  });
  /** The ids a search of a kind's list matches (its page and total come from them), as a statement to plan. */
  const kindMatchesOf = (caller: Caller, query: ListQuery & { q: string }): Compilable<unknown> => ({
    compile: () => textMatchIds(db, caller, query.q, kindNarrowing(pan, caller, query), SEARCH_MATCH_CAP).compile(db)
  });
  test.each([
    ['an admin', admin, {}],
    ['an admin, by status', admin, { status: 'Pending' }],
    ['a vendor', { id: 3, role: 'vendor', name: 'Ravi Legal' }, {}]
  ] as [string, Caller, ListQuery][])('text: %s, the matches', async (_name, caller, query) => {
    await expectServed(kindMatchesOf(caller, { ...query, q: word(123) }), textIndexes());
  });
  test.each([
    ['an admin, by status', admin, { status: 'Pending' }, ['requests_live_kind_state', 'requests_live_kind_state_due']],
    [
      'a vendor',
      { id: 3, role: 'vendor', name: 'Ravi Legal' },
      {},
      ['requests_live_vendor', 'requests_live_vendor_created']
    ]
  ] as [string, Caller, ListQuery, string[]][])(
    'text, when the other filters leave few requests (%s): each is read by their index, never the text index',
    async (_name, caller, query, wanted) => {
      const few: Compilable<unknown> = {
        compile: () =>
          textMatchIds(db, caller, word(123), kindNarrowing(pan, caller, query), SEARCH_MATCH_CAP, {
            fewNarrowed: true
          }).compile(db)
      };
      await expectReadEach(few, wanted);
    }
  );
  const ravi: Caller = { id: 3, role: 'vendor', name: 'Ravi Legal' };
  test.each([
    ["a kind's list", admin, pan.key, ['requests_live_kind_created']],
    ['the list across kinds', admin, null, ['requests_live_created']],
    ["a vendor's list of a kind", ravi, pan.key, ['requests_live_vendor']],
    ["a vendor's list across kinds", ravi, null, ['requests_live_vendor_created']]
  ] as [string, Caller, string | null, string[]][])(
    'text most of the newest requests hold (%s): they are read in order from the index, each tested',
    async (_name, caller, kind, wanted) => {
      const vendor = caller.role === 'vendor' ? caller.id : null;
      const list: SearchedList = {
        narrow: kindNarrowing(pan, caller, {}),
        narrowed: true,
        kind,
        vendor,
        onlyKindAndVendor: false
      };
      const newest: Compilable<unknown> = {
        compile: () => amongNewest(db, word(123), list, 1251, SEARCH_MATCH_CAP + 1).compile(db)
      };
      await expectReadEach(newest, wanted);
    }
  );
  test.each([
    ["an admin's list of a kind", admin, pan.key, 'COVERING INDEX requests_live_kind_created'],
    ["an admin's list across kinds", admin, null, 'COVERING INDEX requests_live_created'],
    ["a vendor's list of a kind", ravi, pan.key, 'INDEX requests_live_vendor'],
    ["a vendor's list across kinds", ravi, null, 'INDEX requests_live_vendor_created']
  ] as [string, Caller, string | null, string][])(
    "text most of the newest requests hold, nothing but kind and vendor narrowing the list (%s): read in order from their index, an admin's text from the index alone",
    async (_name, caller, kind, index) => {
      // SQLite's alone: PostgreSQL's indexes refuse text past 2.7 KB (migration 018), and it reads the window as above.
      if (isPostgres(db)) return;
      const list: SearchedList = {
        narrow: kindNarrowing(pan, caller, {}),
        narrowed: true,
        kind,
        vendor: caller.role === 'vendor' ? caller.id : null,
        onlyKindAndVendor: true
      };
      // Its newest matches, and their count, with when the window's last was made read in the statement or given.
      const since = { ...list, since: '2026-12-01T00:00:00.000Z' };
      for (const statement of [
        { compile: () => amongNewest(db, word(123), list, 1251, SEARCH_MATCH_CAP + 1).compile(db) },
        countAmongNewest(db, word(123), list, 1251, SEARCH_MATCH_CAP + 1),
        countAmongNewest(db, word(123), since, 1251, SEARCH_MATCH_CAP + 1)
      ]) {
        const plan = await planOf(statement);
        const read = plan.text.split('\n').find((line) => !line.startsWith('CO-ROUTINE')) ?? '';
        expect({
          read: read.includes(`USING ${index} (`),
          sorted: plan.text.includes('TEMP B-TREE'),
          plan: plan.text
        }).toEqual({
          read: true,
          sorted: false,
          plan: plan.text
        });
      }
    }
  );
  test.each([
    ['an admin', admin, {}, KIND_INDEXES],
    ['an admin, by status', admin, { status: 'Pending' }, ['requests_live_kind_state', 'requests_live_kind_state_due']],
    ['a vendor', ravi, {}, ['requests_live_vendor', 'requests_live_vendor_created']]
  ] as [string, Caller, ListQuery, string[]][])(
    "text whose matches are scattered far from the list's (%s): the list's requests by their index, the text index's matches gathered once",
    async (_name, caller, query, wanted) => {
      // SQLite's alone: PostgreSQL gathers every search from its trigram and filter indexes.
      if (isPostgres(db)) return;
      const scattered: Compilable<unknown> = {
        compile: () =>
          textMatchIds(db, caller, word(123), kindNarrowing(pan, caller, query), SEARCH_MATCH_CAP, {
            scattered: true
          }).compile(db)
      };
      const plan = await planOf(scattered);
      expect({ fullScan: plan.fullScan, plan: plan.text }).toEqual({ fullScan: false, plan: plan.text });
      // The list's index leads; the text index is read once, as the list of its matches.
      expect({ first: plan.indexes[0], plan: plan.text }).toEqual({
        first: expect.stringMatching(new RegExp(`^(${wanted.join('|')})$`)),
        plan: plan.text
      });
      expect({
        gathered: /LIST SUBQUERY/.test(plan.text) && plan.indexes.includes('requests_fts'),
        plan: plan.text
      }).toEqual({
        gathered: true,
        plan: plan.text
      });
    }
  );
  test("text: a customer's search reads their own requests' text from their index alone (SQLite)", async () => {
    // PostgreSQL's indexes refuse text past 2.7 KB (migration 018): it reads each row.
    if (isPostgres(db)) return;
    const plan = await planOf({
      compile: () => searchMatchesQuery(db, asha, { ...readGlobalQuery({}), q: word(123) }).compile(db)
    });
    // Its text's part is the first read of requests; the people's parts follow it.
    const text = plan.text.split('\n').find((line) => line.startsWith('SEARCH requests')) ?? '';
    expect({
      covered: text.includes('COVERING INDEX requests_live_customer_created'),
      rowsRead: /SEARCH requests USING INTEGER PRIMARY KEY/.test(plan.text),
      plan: plan.text
    }).toEqual({ covered: true, rowsRead: false, plan: plan.text });
  });
  test("text: a customer's search reads their own requests, never every request the text index holds", async () => {
    await expectReadEach(kindMatchesOf(asha, { q: word(123) }), [
      'requests_live_customer',
      'requests_live_customer_created'
    ]);
  });
});
