import {
  fieldLabel,
  formatReference,
  indiaDate,
  REFERENCE_PATTERN,
  SERVICES,
  STATES,
  translate,
  type RequestState,
  type ServiceKind
} from '@gia/domain';
import type { InjectOptions } from 'fastify';
import { expressionBuilder } from 'kysely';
import type { Database } from '../../db/schema';
import { lastNotificationId, myNotifications, toldSince } from '../../notifications/test-support';
import type { Caller } from '../../plugins/auth';
import { buildTestApp, type TestApp } from '../../test-support/app';
import { seedAccount, type TestAccount } from '../../test-support/accounts';
import { uploadPdf } from '../../documents/__fixtures__/uploads';
import type { ListQuery } from '../list-query';
import { kindNarrowing } from '../repository/filters';
import {
  commonIds,
  type FewFound,
  probeFew,
  SEARCH_MATCH_CAP,
  type SearchedList,
  textMatchIds
} from '../repository/search-matches';
import { isPostgres } from '../repository/text-search';
import { readGlobalQuery, searchedList } from '../repository/workspace';
import {
  assignCall,
  byKey,
  insertUrl,
  listRowsFollowTheirHistory,
  submit,
  validBody,
  vendorCall
} from '../test-fixtures';

let t: TestApp;

/** What probeFew found, a common word's matches read as their ids (`commonIds`), and its count checked against them. */
async function commonRead(found: FewFound): Promise<FewFound> {
  if (!found.common) return found;
  const newest = await commonIds(t.app.db, found.common);
  expect(found.common.count).toBe(newest.length);
  return { newest };
}
let asha: TestAccount;
let vikram: TestAccount;
let admin: TestAccount;
let panA: TestAccount;
let panB: TestAccount;
let gstVendor: TestAccount;
beforeAll(async () => {
  t = await buildTestApp();
  asha = await seedAccount(t.app, 'customer', { name: 'Asha Rao' });
  vikram = await seedAccount(t.app, 'customer', { name: 'Vikram Singh' });
  admin = await seedAccount(t.app, 'admin', { name: 'Ravi Admin' });
  panA = await seedAccount(t.app, 'vendor', { name: 'Alpha PAN Services', businessType: 'PAN Registration' });
  panB = await seedAccount(t.app, 'vendor', { name: 'Beta PAN Services', businessType: 'PAN Registration' });
  gstVendor = await seedAccount(t.app, 'vendor', { name: 'Gamma GST Services', businessType: 'GST Registration' });
});
afterAll(async () => {
  await t.close();
});

const pan = byKey('pan');
const gst = byKey('gstCompany');
const LIST = '/api/v1/global/requests';

interface Row {
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
  customer?: { name: string; email: string; phone: string | null };
}

const list = (who: TestAccount | null, query: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url: LIST, headers: who?.auth ?? {}, query });
const page = (who: TestAccount | null, reference: string) =>
  t.app.inject({ method: 'GET', url: `${LIST}/${reference}`, headers: who?.auth ?? {} });
const act = (
  who: TestAccount | null,
  reference: string,
  action: string,
  payload: Record<string, unknown> = {}
): InjectOptions => ({ method: 'POST', url: `${LIST}/${reference}/${action}`, headers: who?.auth ?? {}, payload });
const bulk = (who: TestAccount | null, payload: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url: '/api/v1/admin/data/bulkAction', headers: who?.auth ?? {}, payload });

async function rows(who: TestAccount, query: Record<string, string> = {}): Promise<Row[]> {
  const res = await list(who, { limit: '100', ...query });
  if (res.statusCode !== 200) throw new Error(`${res.statusCode} ${res.body}`);
  return res.json();
}

/** Submits a request and answers its id and reference (as the insert answers them). */
async function newRequest(
  kind: ServiceKind,
  customer: TestAccount,
  over: Record<string, unknown> = {},
  withDocuments = false
) {
  const body = { ...(await validBody(t.app, kind, customer, withDocuments)), ...over };
  const res = await t.app.inject({ method: 'POST', url: insertUrl(kind), headers: customer.auth, payload: body });
  if (res.statusCode !== 200) throw new Error(res.body);
  return res.json() as { id: number; reference: string };
}

async function ok(call: InjectOptions) {
  const res = await t.app.inject(call);
  if (res.statusCode !== 200) throw new Error(`${call.url}: ${res.statusCode} ${res.body}`);
  return res;
}

/** A PAN request of the customer brought to a state through the API. */
async function panIn(state: RequestState, customer = asha, vendor = panA) {
  const r = await newRequest(pan, customer);
  if (state === 'PENDING') return r;
  if (state === 'REJECTED') {
    await ok(act(admin, r.reference, 'reject', { reason: 'The photo is unreadable.' }));
    return r;
  }
  await ok(act(admin, r.reference, 'assign', { vendor_id: vendor.id }));
  if (state === 'ASSIGNED TO VENDOR') return r;
  await ok(act(vendor, r.reference, 'accept'));
  if (state === 'IN PROGRESS') return r;
  await ok(act(vendor, r.reference, 'complete'));
  return r;
}

function expectRefusal(res: { statusCode: number; json(): unknown }, status: number, code: string) {
  expect([res.statusCode, (res.json() as { code?: string }).code]).toEqual([status, code]);
  expect((res.json() as { message: string }).message).toMatch(/\S/);
}

describe('GET /api/v1/global/requests: who sees what', () => {
  let ashaPan: { id: number; reference: string };
  let ashaGst: { id: number; reference: string };
  let vikramPan: { id: number; reference: string };
  // A customer of this block alone: other blocks, in any order, add requests of their own for Vikram.
  let newVikram: TestAccount;
  beforeAll(async () => {
    newVikram = await seedAccount(t.app, 'customer', { name: 'Vikram Rao' });
    ashaPan = await panIn('ASSIGNED TO VENDOR');
    ashaGst = await newRequest(gst, asha, { director_name: 'Meena Iyer' });
    vikramPan = await panIn('PENDING', newVikram);
  });

  test("a customer sees their own requests of every kind, and no one else's", async () => {
    const mine = (await rows(asha)).map((r) => r.reference);
    expect(mine).toEqual(expect.arrayContaining([ashaPan.reference, ashaGst.reference]));
    expect(mine).not.toContain(vikramPan.reference);
    expect((await rows(newVikram)).map((r) => r.reference)).toEqual([vikramPan.reference]);
  });

  test('a vendor sees what is assigned to them now, another vendor none of it', async () => {
    expect((await rows(panA)).map((r) => r.reference)).toContain(ashaPan.reference);
    expect((await rows(panA)).map((r) => r.reference)).not.toContain(vikramPan.reference);
    expect((await rows(panB)).map((r) => r.reference)).not.toContain(ashaPan.reference);
  });

  test('an admin sees every request; without a token 401', async () => {
    expect((await rows(admin)).map((r) => r.reference)).toEqual(
      expect.arrayContaining([ashaPan.reference, ashaGst.reference, vikramPan.reference])
    );
    expectRefusal(await list(null), 401, 'auth.notLoggedIn');
    expectRefusal(
      await t.app.inject({ method: 'GET', url: LIST, headers: { authorization: 'Bearer not.a.token' } }),
      401,
      'auth.sessionExpired'
    );
  });

  test('a row: reference, kind, status, times, whose it is and the vendor; the customer only for admins', async () => {
    const [asAdmin] = await rows(admin, { q: ashaGst.reference });
    expect(asAdmin).toEqual({
      reference: ashaGst.reference,
      id: ashaGst.id,
      kind: 'gstCompany',
      service_type: 'GstRegistrationCompany',
      status: 'PENDING',
      submitted_at: expect.any(String),
      due_at: expect.any(String),
      due_date: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
      subject: 'Meena Iyer',
      vendor: null,
      customer: { name: 'Asha Rao', email: asha.email, phone: '9876543210' }
    });
    expect(asAdmin.reference).toMatch(REFERENCE_PATTERN);
    expect(asAdmin.reference).toBe(formatReference(asAdmin.id, asAdmin.submitted_at));
    const [asOwner] = await rows(asha, { q: ashaGst.reference });
    expect(asOwner).not.toHaveProperty('customer');
    const [asVendor] = await rows(panA, { q: ashaPan.reference });
    expect(asVendor).not.toHaveProperty('customer');
    expect(asVendor.vendor).toEqual({ id: panA.id, name: 'Alpha PAN Services' });
    expect(asVendor.subject).toBe('Asha Rao');
  });

  test("X-Total-Count is each caller's own count, for each filter, on a page and past the last", async () => {
    const counted = async (where: { customer?: number; vendor?: number; kind?: string; state?: RequestState }) => {
      let q = t.app.db.selectFrom('requests').where('deleted_at', 'is', null);
      if (where.customer !== undefined) q = q.where('customer_id', '=', where.customer);
      if (where.vendor !== undefined) q = q.where('vendor_id', '=', where.vendor);
      if (where.kind !== undefined) q = q.where('kind', '=', where.kind);
      if (where.state !== undefined) q = q.where('state', '=', where.state);
      const [row] = await q.select((eb) => eb.fn.countAll<number>().as('n')).execute();
      return String(row!.n);
    };
    const cases: [TestAccount, Record<string, string>, Parameters<typeof counted>[0]][] = [
      [admin, {}, {}],
      [admin, { kind: 'pan' }, { kind: 'pan' }],
      [admin, { vendor: String(panA.id) }, { vendor: panA.id }],
      [admin, { vendor: String(panB.id) }, { vendor: panB.id }],
      [admin, { status: 'PENDING' }, { state: 'PENDING' }],
      [asha, {}, { customer: asha.id }],
      [newVikram, {}, { customer: newVikram.id }],
      [asha, { kind: 'gstCompany' }, { customer: asha.id, kind: 'gstCompany' }],
      [panA, {}, { vendor: panA.id }],
      [panB, {}, { vendor: panB.id }]
    ];
    for (const [who, query, where] of cases) {
      const expected = await counted(where);
      const onPage = await list(who, { ...query, limit: '1' });
      const past = await list(who, { ...query, page: '999999' });
      expect({ who: who.email, query, totals: [onPage, past].map((res) => res.headers['x-total-count']) }).toEqual({
        who: who.email,
        query,
        totals: [expected, expected]
      });
    }
    expect(await counted({ customer: newVikram.id })).toBe('1');
  });

  test("every kind's row names the subject its request page names: a person or a text, never an amount", async () => {
    for (const kind of SERVICES) {
      const made = await newRequest(
        kind,
        asha,
        kind.key === 'saleAgreement' ? { sale_amount: 4550000, purchaser_details: 'Kiran Shah, Pune' } : {}
      );
      const [row] = await rows(admin, { q: made.reference });
      const whole = (await ok({ method: 'GET', url: `${LIST}/${made.reference}`, headers: admin.auth })).json();
      expect({ kind: kind.key, subject: row!.subject }).toEqual({ kind: kind.key, subject: whole.subject });
      if (kind.key === 'saleAgreement') expect(row!.subject).toBe('Kiran Shah, Pune');
    }
  });
});

describe('paging and sorting', () => {
  let customer: TestAccount;
  let made: string[];
  beforeAll(async () => {
    customer = await seedAccount(t.app, 'customer', { name: 'Paging Person' });
    made = [];
    for (let i = 0; i < 23; i++) {
      const r = await newRequest(i % 2 ? pan : byKey('tan'), customer);
      // Spread over days, so newest and oldest are clear.
      await t.app.db
        .updateTable('requests')
        .set({ created_at: new Date(Date.UTC(2026, 0, 1 + i, 6)).toISOString() })
        .where('id', '=', r.id)
        .execute();
      made.push(r.reference);
    }
  });

  test('20 a page by default, newest first, the total in X-Total-Count', async () => {
    const res = await list(customer);
    expect(res.statusCode).toBe(200);
    expect(res.headers['x-total-count']).toBe('23');
    expect(res.headers['access-control-expose-headers']).toBe('X-Total-Count');
    expect(res.json().map((r: Row) => r.reference)).toEqual([...made].reverse().slice(0, 20));
  });

  test('pages do not overlap and end with the rest', async () => {
    const seen: string[] = [];
    for (const p of ['1', '2', '3', '4']) {
      const res = await list(customer, { page: p, limit: '7' });
      expect(res.headers['x-total-count']).toBe('23');
      seen.push(...res.json().map((r: Row) => r.reference));
    }
    expect(seen).toEqual([...made].reverse());
    const past = await list(customer, { page: '5', limit: '7' });
    expect([past.json(), past.headers['x-total-count']]).toEqual([[], '23']);
  });

  test('oldest first, and soonest due first', async () => {
    expect((await rows(customer, { sort: 'oldest' })).map((r) => r.reference)).toEqual(made);
    const due = await rows(customer, { sort: 'due' });
    const dueTimes = due.map((r) => r.due_at!);
    expect(dueTimes).toEqual([...dueTimes].sort());
  });

  test.each([
    ['limit', '101'],
    ['limit', '0'],
    ['limit', 'ten'],
    ['page', '0'],
    ['page', '-1'],
    ['sort', 'cheapest'],
    ['kind', 'horoscope'],
    ['status', 'DONE'],
    ['due', 'yesterday'],
    ['vendor', 'alpha'],
    ['q', 'x'.repeat(201)]
  ])('%s=%s is a 400 that names it', async (name, value) => {
    const res = await list(customer, { [name]: value });
    expect([res.statusCode, res.json().code, res.json().params.name]).toEqual([
      400,
      expect.stringMatching(/^workspace\.badQuery\./),
      name
    ]);
    expect(res.json().message).toContain(name);
  });
});

describe('filters', () => {
  let customer: TestAccount;
  const made: Partial<Record<string, { id: number; reference: string }>> = {};
  beforeAll(async () => {
    customer = await seedAccount(t.app, 'customer', { name: 'Filter Fatima' });
    made.pending = await panIn('PENDING', customer);
    made.assignedA = await panIn('ASSIGNED TO VENDOR', customer, panA);
    made.assignedB = await panIn('ASSIGNED TO VENDOR', customer, panB);
    made.completed = await panIn('COMPLETED', customer, panA);
    made.rejected = await panIn('REJECTED', customer);
    made.tan = await newRequest(byKey('tan'), customer, { narration: 'For Zubin Mehta' });
    made.overdue = await panIn('PENDING', customer);
    await t.app.db
      .updateTable('requests')
      .set({ due_at: '2020-01-01T18:29:59.999Z' })
      .where('id', '=', made.overdue.id)
      .execute();
    made.dueSoon = await panIn('PENDING', customer);
    await t.app.db
      .updateTable('requests')
      .set({ due_at: new Date(Date.now() + 3_600_000).toISOString() })
      .where('id', '=', made.dueSoon.id)
      .execute();
  });
  const refs = async (query: Record<string, string>) => (await rows(customer, query)).map((r) => r.reference).sort();
  const of = (...names: string[]) => names.map((n) => made[n]!.reference).sort();

  test('kind', async () => {
    expect(await refs({ kind: 'tan' })).toEqual(of('tan'));
  });

  test.each(STATES.map((s) => [s]))('status %s', async (state) => {
    const expected: Record<string, string[]> = {
      PENDING: ['pending', 'overdue', 'dueSoon', 'tan'],
      'ASSIGNED TO VENDOR': ['assignedA', 'assignedB'],
      'IN PROGRESS': [],
      COMPLETED: ['completed'],
      REJECTED: ['rejected'],
      'WAITING FOR CUSTOMER': [],
      WITHDRAWN: []
    };
    expect(await refs({ status: state })).toEqual(of(...expected[state]));
  });

  test('a completed request says COMPLETED, never "Vendor Assigned", in the list and on its page', async () => {
    const [row] = await rows(customer, { q: made.completed!.reference });
    expect(row.status).toBe('COMPLETED');
    expect((await page(customer, made.completed!.reference)).json().status).toBe('COMPLETED');
    expect((await page(admin, made.completed!.reference)).json().status).toBe('COMPLETED');
  });

  test('due: overdue and due soon (open requests only)', async () => {
    expect(await refs({ due: 'overdue' })).toEqual(of('overdue'));
    expect(await refs({ due: 'dueSoon' })).toEqual(of('dueSoon'));
  });

  test('vendor', async () => {
    expect(await refs({ vendor: String(panB.id) })).toEqual(of('assignedB'));
    expect(await refs({ vendor: String(panA.id) })).toEqual(of('assignedA', 'completed'));
  });

  test("each row names its vendor, as the vendor's profile names them (else their account), listed or searched", async () => {
    const db = t.app.db;
    const profileA = await db
      .selectFrom('vendor_profiles')
      .selectAll()
      .where('account_id', '=', panA.id)
      .executeTakeFirstOrThrow();
    await db
      .updateTable('vendor_profiles')
      .set({ vendor_name: 'Beta PAN Filings' })
      .where('account_id', '=', panB.id)
      .execute();
    await db.updateTable('accounts').set({ name: 'Alpha (no profile)' }).where('id', '=', panA.id).execute();
    await db.deleteFrom('vendor_profiles').where('account_id', '=', panA.id).execute();
    try {
      const vendorOf = async (query: Record<string, string>) =>
        Object.fromEntries((await rows(admin, query)).map((r) => [r.reference, r.vendor]));
      const assigned = {
        [made.assignedA!.reference]: { id: panA.id, name: 'Alpha (no profile)' },
        [made.assignedB!.reference]: { id: panB.id, name: 'Beta PAN Filings' }
      };
      const withPending = { ...assigned, [made.pending!.reference]: null };
      expect(await vendorOf({})).toMatchObject(withPending);
      expect(await vendorOf({ q: 'GIA-' })).toMatchObject(withPending);
      expect(await vendorOf({ status: 'ASSIGNED TO VENDOR' })).toMatchObject(assigned);
    } finally {
      await db.insertInto('vendor_profiles').values(profileA).execute();
      await db.updateTable('accounts').set({ name: 'Alpha PAN Services' }).where('id', '=', panA.id).execute();
      await db
        .updateTable('vendor_profiles')
        .set({ vendor_name: 'Beta PAN Services' })
        .where('account_id', '=', panB.id)
        .execute();
    }
  });

  test("q: the reference (whole or part, any case), the text of the fields, the vendor's name", async () => {
    expect(await refs({ q: made.tan!.reference })).toEqual(of('tan'));
    expect(await refs({ q: made.tan!.reference.toLowerCase() })).toEqual(of('tan'));
    expect(await refs({ q: 'zubin' })).toEqual(of('tan'));
    expect(await refs({ q: 'beta pan' })).toEqual(of('assignedB'));
    expect(await refs({ q: 'no such thing anywhere' })).toEqual([]);
  });

  test("q: admins find requests by the customer's name or email", async () => {
    const byName = (await rows(admin, { q: 'filter fatima' })).map((r) => r.reference).sort();
    expect(byName).toEqual(
      Object.values(made)
        .map((r) => r!.reference)
        .sort()
    );
    expect((await rows(admin, { q: customer.email, kind: 'tan' })).map((r) => r.reference)).toEqual([
      made.tan!.reference
    ]);
  });

  test('q: the total in X-Total-Count counts every match, on each page and on a page past the last; none, 0', async () => {
    const search = (page: string) => list(admin, { q: 'filter fatima', limit: '3', page });
    const matches = String(Object.keys(made).length);
    const first = await search('1');
    const last = await search('3');
    const past = await search('9');
    expect([first.json().length, last.json().length, past.json().length]).toEqual([3, Object.keys(made).length - 6, 0]);
    expect([first, last, past].map((res) => res.headers['x-total-count'])).toEqual([matches, matches, matches]);
    expect((await list(admin, { q: 'no such thing anywhere' })).headers['x-total-count']).toBe('0');
  });

  test('filters combine', async () => {
    expect(await refs({ kind: 'pan', status: 'ASSIGNED TO VENDOR', vendor: String(panA.id) })).toEqual(of('assignedA'));
    expect((await list(customer, { kind: 'pan', status: 'PENDING', limit: '1' })).headers['x-total-count']).toBe('3');
  });
});

describe('q: a search reads its newest 1,000 matches at most', () => {
  let customer: TestAccount;
  let ids: number[];
  beforeAll(async () => {
    customer = await seedAccount(t.app, 'customer', { name: 'Capped Chitra' });
    const model = await newRequest(pan, customer);
    const {
      id: _id,
      reference: _reference,
      ...row
    } = await t.app.db.selectFrom('requests').selectAll().where('id', '=', model.id).executeTakeFirstOrThrow();
    // 1,002 copies, each a second newer than the last, whose text holds "marigold": one more than the cap reads.
    const copies = Array.from({ length: 1002 }, (_, i) => ({
      ...row,
      search_text: `marigold ${i}`,
      created_at: new Date(Date.parse(row.created_at) + (i + 1) * 1000).toISOString()
    }));
    // 1,002 more, each a day older than the last, whose text holds "hollyhock": a word the newest do not hold.
    const older = Array.from({ length: 1002 }, (_, i) => ({
      ...row,
      search_text: `hollyhock ${i}`,
      created_at: new Date(Date.parse(row.created_at) - (i + 1) * 86_400_000).toISOString()
    }));
    for (const batch of [copies, older])
      for (let i = 0; i < batch.length; i += 200)
        await t.app.db
          .insertInto('requests')
          .values(batch.slice(i, i + 200))
          .execute();
    ids = (
      await t.app.db
        .selectFrom('requests')
        .select('id')
        .where('search_text', 'like', 'marigold%')
        .orderBy('id', 'desc')
        .execute()
    ).map((r) => r.id);
  });
  // Other tests read every request of the database, and these copies have no history.
  afterAll(async () => {
    await t.app.db
      .deleteFrom('requests')
      .where((eb) => eb.or([eb('search_text', 'like', 'marigold%'), eb('search_text', 'like', 'hollyhock%')]))
      .execute();
  });

  test.each([
    ['an admin', () => admin],
    ['the customer (their own requests read one by one)', () => customer]
  ])('%s: more than 1,000 matches: the total says 1,000, X-Total-Capped 1, the newest first', async (_who, who) => {
    const first = await list(who(), { q: 'Marigold', limit: '50' });
    expect([first.headers['x-total-count'], first.headers['x-total-capped']]).toEqual(['1000', '1']);
    expect((first.json() as Row[]).map((r) => r.id)).toEqual(ids.slice(0, 50));
    const last = await list(who(), { q: 'Marigold', limit: '50', page: '20' });
    expect((last.json() as Row[]).map((r) => r.id)).toEqual(ids.slice(950, 1000));
    const past = await list(who(), { q: 'Marigold', limit: '50', page: '21' });
    expect([past.json(), past.headers['x-total-count'], past.headers['x-total-capped']]).toEqual([[], '1000', '1']);
  });

  test('more than 1,000 matches, oldest first: the newest 1,000, the oldest of them first', async () => {
    const oldest = await list(admin, { q: 'Marigold', limit: '50', sort: 'oldest' });
    expect([oldest.headers['x-total-count'], oldest.headers['x-total-capped']]).toEqual(['1000', '1']);
    expect((oldest.json() as Row[]).map((r) => r.id)).toEqual(ids.slice(950, 1000).reverse());
  });

  /** `theirs`, older than every copy, is the last of the newest 1,000 matches of the word (deleted after). */
  async function expectLastOfTheNewest(theirs: { id: number }) {
    try {
      const last = await list(admin, { q: 'Marigold', limit: '50', page: '20' });
      expect([last.headers['x-total-count'], last.headers['x-total-capped']]).toEqual(['1000', '1']);
      expect((last.json() as Row[]).map((r) => r.id)).toEqual([...ids.slice(950, 999), theirs.id]);
    } finally {
      await t.app.db
        .updateTable('requests')
        .set({ deleted_at: new Date().toISOString() })
        .where('id', '=', theirs.id)
        .execute();
    }
  }

  test('a word most of the newest requests hold that also names a customer: their requests are among the matches', async () => {
    const named = await seedAccount(t.app, 'customer', { name: 'Marigold Mehta' });
    // Made now: older than every copy, and its text does not hold the word.
    const theirs = await newRequest(pan, named);
    await expectLastOfTheNewest(theirs);
  });

  test("a word most of the newest requests hold that names a vendor's business alone: their requests are among the matches", async () => {
    const desk = await seedAccount(t.app, 'vendor', { name: 'Devika Desk' });
    await t.app.db
      .updateTable('vendor_profiles')
      .set({ vendor_name: 'Marigold Filings' })
      .where('account_id', '=', desk.id)
      .execute();
    // Made now and assigned to the desk: older than every copy, and its text does not hold the word.
    const theirs = await panIn('ASSIGNED TO VENDOR', asha, desk);
    await expectLastOfTheNewest(theirs);
  });

  test('a word every newest request holds, with a status none of them is in: no match, in either list', async () => {
    // The newest requests are read from the index of live ones; the status must still be tested on each.
    const across = await list(admin, { q: 'Marigold', status: 'REJECTED' });
    expect([across.headers['x-total-count'], across.json()]).toEqual(['0', []]);
    const ofKind = await t.app.inject({
      method: 'GET',
      url: '/api/v1/admin/data/getPanRegistrations',
      headers: admin.auth,
      query: { q: 'Marigold', status: 'Rejected' }
    });
    expect([ofKind.headers['x-total-count'], ofKind.json()]).toEqual(['0', []]);
  });

  test('fewer matches: the whole total, no X-Total-Capped', async () => {
    const res = await list(admin, { q: 'marigold 100' });
    expect([res.headers['x-total-count'], res.headers['x-total-capped']]).toEqual(['3', undefined]);
    expect((await list(customer, { q: 'marigold 1001' })).headers['x-total-count']).toBe('1');
  });

  test('the cap counts only what the other filters leave', async () => {
    expect((await list(admin, { q: 'marigold', kind: 'tan' })).headers['x-total-count']).toBe('0');
    const pending = await list(admin, { q: 'marigold', status: 'PENDING', limit: '1' });
    expect([pending.headers['x-total-count'], pending.headers['x-total-capped']]).toEqual(['1000', '1']);
    expect((await list(vikram, { q: 'marigold' })).headers['x-total-count']).toBe('0');
  });

  /** The copies "marigold 10", "marigold 100" to "109", "1000" and "1001" (ids[i] is copy 1001 - i), newest first. */
  const numberedTen = () => ids.filter((_, i) => String(1001 - i).startsWith('10'));

  // What a search learns first chooses how it reads (probeFew); the tests' few requests always choose the
  // cheapest, so each way is read here: the text index walked, each request read, or the few matches.
  test('each way of reading a search finds the same requests, the newest first', async () => {
    const caller: Caller = { id: admin.id, role: 'admin', name: admin.name };
    const narrow = kindNarrowing(pan, caller, {});
    const read = async (text: string, few: FewFound) =>
      (await textMatchIds(t.app.db, caller, text, narrow, SEARCH_MATCH_CAP, few).execute(t.app.db)).rows.map(
        (r) => r.id
      );
    expect(await read('marigold', {})).toEqual(ids.slice(0, SEARCH_MATCH_CAP + 1));
    expect(await read('marigold', { fewNarrowed: true })).toEqual(ids.slice(0, SEARCH_MATCH_CAP + 1));
    const rare = numberedTen();
    expect(rare).toHaveLength(13);
    expect(await read('Marigold 10', {})).toEqual(rare);
    expect(await read('Marigold 10', { fewNarrowed: true })).toEqual(rare);
    expect(await read('Marigold 10', { text: [...rare].reverse() })).toEqual(rare);
    expect(await read('marigold', { scattered: true })).toEqual(ids.slice(0, SEARCH_MATCH_CAP + 1));
    expect(await read('Marigold 10', { scattered: true })).toEqual(rare);
  });

  /** The copies whose number starts with 9 ("marigold 9", "marigold 90" to "99", "900" to "999"), newest first. */
  const nines = () => ids.filter((_, i) => String(1001 - i).startsWith('9'));
  const pansOf = (caller: Caller, query: ListQuery = {}, onlyKindAndVendor = false): SearchedList => ({
    narrow: kindNarrowing(pan, caller, query),
    narrowed: true,
    kind: pan.key,
    vendor: null,
    onlyKindAndVendor
  });
  const ascending = (found: readonly number[] | undefined) => [...(found ?? [])].sort((a, b) => a - b);

  test('what a search learns first: a word most of the newest requests hold, its newest matches read from them', async () => {
    const caller: Caller = { id: admin.id, role: 'admin', name: admin.name };
    const probe = async (text: string, cap?: number) =>
      await commonRead(await probeFew(t.app.db, caller, text, pansOf(caller), cap));
    expect(await probe('marigold')).toEqual({ newest: ids.slice(0, SEARCH_MATCH_CAP + 1) });
    // "marigold 9" is in 30 of the 32 newest PAN requests (copies 999 to 970), but in 111 in all: the newest
    // 1,335, which should have held 1,001 of them, hold too few, and SQLite's text index gives them
    // (PostgreSQL reads the rest from its trigram and filter indexes: nothing more to learn).
    const nine = await probe('marigold 9');
    expect(isPostgres(t.app.db) ? nine : ascending(nine.text)).toEqual(isPostgres(t.app.db) ? {} : ascending(nines()));
    // For 50 and one more, the newest 68 requests (copies 1001 to 934) hold enough.
    expect(await probe('marigold 9', 50)).toEqual({ newest: nines().slice(0, 51) });
    // Read from the index of the kind's newest requests alone, nothing else to test of their rows: the same.
    const byIndex = async (text: string, cap?: number) =>
      await commonRead(await probeFew(t.app.db, caller, text, pansOf(caller, {}, true), cap));
    expect(await byIndex('marigold')).toEqual({ newest: ids.slice(0, SEARCH_MATCH_CAP + 1) });
    expect(await byIndex('marigold 9', 50)).toEqual({ newest: nines().slice(0, 51) });
    // SQLite reads them straight from that index, down to when the window's last request was made, read once.
    const found = await probeFew(t.app.db, caller, 'marigold 9', pansOf(caller, {}, true), 50);
    const windowLast = await t.app.db
      .selectFrom('requests')
      .select('created_at')
      .where('kind', '=', pan.key)
      .where('deleted_at', 'is', null)
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .offset(found.common!.window - 1)
      .limit(1)
      .executeTakeFirstOrThrow();
    expect(found.common!.list.since).toBe(isPostgres(t.app.db) ? undefined : windowLast.created_at);
    // A customer's own requests are each read: nothing to learn first.
    expect(
      await probeFew(t.app.db, { id: customer.id, role: 'customer', name: 'Capped Chitra' }, 'marigold', pansOf(caller))
    ).toEqual({});
  });

  test("what a search learns next, on SQLite: a rare word's few matches, else whether the other filters leave few", async () => {
    const caller: Caller = { id: admin.id, role: 'admin', name: admin.name };
    const probe = (text: string, list: SearchedList) => probeFew(t.app.db, caller, text, list);
    // An admin's search that nothing else narrows never counts the requests left.
    const everyLive: SearchedList = {
      narrow: expressionBuilder<Database, 'requests'>()('requests.deleted_at', 'is', null),
      narrowed: false,
      kind: null,
      vendor: null,
      onlyKindAndVendor: true
    };
    expect(await probe('hollyhock', everyLive)).toEqual({});
    // PostgreSQL reads the rest of every search from its trigram and filter indexes.
    if (isPostgres(t.app.db)) return expect(await probe('marigold 10', pansOf(caller))).toEqual({});
    expect(ascending((await probe('Marigold 10', pansOf(caller))).text)).toEqual(ascending(numberedTen()));
    // 1,002 matches, none of them rejected; the rejected PAN requests of these tests are far fewer than FEW_TO_READ_EACH.
    expect(await probe('marigold', pansOf(caller, { status: 'Rejected' }))).toEqual({ fewNarrowed: true });
    // Where the filters leave more requests than are read each (0 here), a word many requests hold but none of
    // the list's 32 newest is looked for among the list's own; one a few of them hold, in the text index.
    const many = (text: string, cap: number) => probeFew(t.app.db, caller, text, pansOf(caller), cap, 0);
    expect(await many('hollyhock', SEARCH_MATCH_CAP)).toEqual({ scattered: true });
    expect(await many('marigold 10', 5)).toEqual({});
    // A list whose filters leave none of the newest (requests made before the day before yesterday) says nothing
    // of where the word is: its matches are read from the text index, as before.
    const before = indiaDate(new Date(Date.now() - 2 * 86_400_000).toISOString());
    const older = pansOf(caller, { to: before });
    expect(await probeFew(t.app.db, caller, 'hollyhock', older, SEARCH_MATCH_CAP, 0)).toEqual({});
  });

  const kindList = (who: TestAccount, get: string, query: Record<string, string>) =>
    t.app.inject({ method: 'GET', url: `/api/v1/admin/data/${get}`, headers: who.auth, query });

  test.each([
    ['an admin', () => admin],
    ['the customer', () => customer]
  ])("a kind's list, %s: the same cap, the newest first", async (_who, who) => {
    const first = await kindList(who(), 'getPanRegistrations', { q: 'Marigold', limit: '50' });
    expect([first.headers['x-total-count'], first.headers['x-total-capped']]).toEqual(['1000', '1']);
    expect((first.json() as Row[]).map((r) => r.id)).toEqual(ids.slice(0, 50));
    const last = await kindList(who(), 'getPanRegistrations', { q: 'Marigold', limit: '50', page: '20' });
    expect((last.json() as Row[]).map((r) => r.id)).toEqual(ids.slice(950, 1000));
    const past = await kindList(who(), 'getPanRegistrations', { q: 'Marigold', limit: '50', page: '21' });
    expect([past.json(), past.headers['x-total-count'], past.headers['x-total-capped']]).toEqual([[], '1000', '1']);
  });

  test("a kind's list searched, soonest due first: the newest 1,000 matches, in that order", async () => {
    const due = await kindList(admin, 'getPanRegistrations', { q: 'Marigold', limit: '50', sort: 'due' });
    expect([due.headers['x-total-count'], due.headers['x-total-capped']]).toEqual(['1000', '1']);
    // Every copy is due the same day: the oldest of the newest 1,000 first.
    expect((due.json() as Row[]).map((r) => r.id)).toEqual(ids.slice(950, 1000).reverse());
  });

  test("a kind's list: fewer matches give the whole total; other kinds and people's lists hold none", async () => {
    const few = await kindList(admin, 'getPanRegistrations', { q: 'marigold 100' });
    expect([few.headers['x-total-count'], few.headers['x-total-capped']]).toEqual(['3', undefined]);
    expect((await kindList(admin, 'getTanRegistrations', { q: 'marigold' })).headers['x-total-count']).toBe('0');
    expect((await kindList(vikram, 'getPanRegistrations', { q: 'marigold' })).headers['x-total-count']).toBe('0');
  });

  test("a kind's CSV export is not held to a page's cap: it holds every match, up to its own 10,000", async () => {
    const csv = await kindList(admin, 'getPanRegistrations', { q: 'marigold', format: 'csv' });
    expect([csv.statusCode, csv.headers['x-total-count'], csv.headers['x-total-capped']]).toEqual([
      200,
      '1002',
      undefined
    ]);
    // A heading line and a line per request.
    expect(csv.body.trim().split('\n')).toHaveLength(1003);
  });
});

describe("a vendor's search for a word most of their newest requests hold", () => {
  let desk: TestAccount;
  /** The desk's requests, newest first. */
  const mine: number[] = [];
  beforeAll(async () => {
    desk = await seedAccount(t.app, 'vendor', { name: 'Echo PAN Desk', businessType: 'PAN Registration' });
    const customer = await seedAccount(t.app, 'customer', { name: 'Walk Waheeda' });
    for (let i = 0; i < 20; i++) mine.unshift((await panIn('ASSIGNED TO VENDOR', customer, desk)).id);
  });

  test("its newest matches are read from the vendor's own newest requests, of a kind or of all", async () => {
    const caller: Caller = { id: desk.id, role: 'vendor', name: 'Echo PAN Desk' };
    const list = (kind: string | null): SearchedList => ({
      narrow: kindNarrowing(pan, caller, {}),
      narrowed: true,
      kind,
      vendor: desk.id,
      // Their list across kinds is narrowed to PAN requests here: the index of their newest says less.
      onlyKindAndVendor: kind !== null
    });
    // Every one of their 20 holds the applicant's name: five and one more are the newest 6.
    const probe = async (kind: string | null) =>
      await commonRead(await probeFew(t.app.db, caller, 'asha rao', list(kind), 5));
    expect(await probe(pan.key)).toEqual({ newest: mine.slice(0, 6) });
    expect(await probe(null)).toEqual({ newest: mine.slice(0, 6) });
  });

  test('their 20, fewer than were read for a thousand matches, are every match, newest first', async () => {
    const caller: Caller = { id: desk.id, role: 'vendor', name: 'Echo PAN Desk' };
    const list: SearchedList = {
      narrow: kindNarrowing(pan, caller, {}),
      narrowed: true,
      kind: pan.key,
      vendor: desk.id,
      onlyKindAndVendor: true
    };
    expect(await commonRead(await probeFew(t.app.db, caller, 'asha rao', list))).toEqual({ newest: mine });
  });

  test('their list across kinds filtered by another vendor finds none of their own, however many hold the word', async () => {
    const caller: Caller = { id: desk.id, role: 'vendor', name: 'Echo PAN Desk' };
    const across = (vendor?: string) => searchedList(caller, readGlobalQuery({ vendor }));
    expect(await commonRead(await probeFew(t.app.db, caller, 'asha rao', across(), 5))).toEqual({
      newest: mine.slice(0, 6)
    });
    expect((await probeFew(t.app.db, caller, 'asha rao', across(String(desk.id + 1)), 5)).common).toBeUndefined();
  });
});

describe("the vendor's caseload: paging and filters", () => {
  // A vendor and customer of this block alone, so other blocks' requests never reach these counts.
  let worker: TestAccount;
  let customer: TestAccount;
  const made: Record<string, { id: number; reference: string }> = {};
  beforeAll(async () => {
    worker = await seedAccount(t.app, 'vendor', { name: 'Delta PAN Desk', businessType: 'PAN Registration' });
    customer = await seedAccount(t.app, 'customer', { name: 'Caseload Kavya' });
    for (const name of ['a1', 'a2', 'a3', 'a4']) made[name] = await panIn('ASSIGNED TO VENDOR', customer, worker);
    made.working = await panIn('IN PROGRESS', customer, worker);
    made.done = await panIn('COMPLETED', customer, worker);
    made.notMine = await panIn('ASSIGNED TO VENDOR', customer, panA);
    made.pending = await panIn('PENDING', customer);
    await t.app.db
      .updateTable('requests')
      .set({ due_at: '2020-01-01T18:29:59.999Z' })
      .where('id', '=', made.a4.id)
      .execute();
  });
  const refs = async (query: Record<string, string>) => (await rows(worker, query)).map((r) => r.reference).sort();
  const of = (...names: string[]) => names.map((n) => made[n].reference).sort();

  test('pages of its own requests only (its finished work too), the total in X-Total-Count', async () => {
    const seen: string[] = [];
    for (const p of ['1', '2', '3']) {
      const res = await list(worker, { page: p, limit: '2' });
      expect(res.headers['x-total-count']).toBe('6');
      seen.push(...res.json().map((r: Row) => r.reference));
    }
    expect(seen.sort()).toEqual(of('a1', 'a2', 'a3', 'a4', 'working', 'done'));
    expect((await list(worker, { page: '4', limit: '2' })).json()).toEqual([]);
  });

  test('status, due, kind and q narrow it; the customer is never in its rows', async () => {
    expect(await refs({ status: 'IN PROGRESS' })).toEqual(of('working'));
    expect(await refs({ status: 'COMPLETED' })).toEqual(of('done'));
    expect(await refs({ status: 'PENDING' })).toEqual([]);
    expect(await refs({ due: 'overdue' })).toEqual(of('a4'));
    expect(await refs({ kind: 'tan' })).toEqual([]);
    expect(await refs({ q: made.a2.reference.toLowerCase() })).toEqual(of('a2'));
    expect(await refs({ q: made.notMine.reference })).toEqual([]);
    expect((await rows(worker)).every((r) => r.customer === undefined)).toBe(true);
  });
});

describe('GET /api/v1/global/requests/{reference}', () => {
  test("the customer's page: every field of the kind, every document with its type, the history, no actions", async () => {
    const r = await newRequest(gst, asha, { director_name: 'Meena Iyer' }, true);
    const res = await page(asha, r.reference);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({
      reference: r.reference,
      id: r.id,
      kind: 'gstCompany',
      service_type: 'GstRegistrationCompany',
      status: 'PENDING',
      subject: 'Meena Iyer',
      vendor: null,
      customer: { name: 'Asha Rao', email: asha.email, phone: '9876543210' },
      actions: ['withdraw']
    });
    expect(body.fields.map((f: { name: string }) => f.name)).toEqual(gst.fields.map((f) => f.name));
    expect(body.fields.find((f: { name: string }) => f.name === 'director_din')).toEqual({
      name: 'director_din',
      label: 'field.director_din',
      kind: 'text',
      value: '01234567'
    });
    const files = gst.fields.filter((f) => f.kind === 'file').map((f) => f.name);
    expect(files).toHaveLength(9);
    expect(body.documents.map((d: { field: string }) => d.field)).toEqual(files);
    for (const d of body.documents) {
      expect(d).toEqual({
        field: d.field,
        label: fieldLabel(d.field),
        url: expect.stringMatching(/^\/api\/v1\/global\/documents\/.+[?&]/),
        content_type: 'application/pdf'
      });
    }
    expect(body.events.map((e: { kind: string }) => e.kind)).toEqual(['submitted']);
  });

  test("who may see it: the customer, the assigned vendor (customer's name only), admins; others 404; anonymous 401", async () => {
    const r = await panIn('ASSIGNED TO VENDOR');
    const asVendor = (await page(panA, r.reference)).json();
    expect(asVendor.customer).toEqual({ name: 'Asha Rao' });
    expect(asVendor.actions).toEqual(['accept', 'decline', 'ask']);
    const asAdmin = (await page(admin, r.reference)).json();
    expect(asAdmin.customer).toEqual({ name: 'Asha Rao', email: asha.email, phone: '9876543210' });
    expect(asAdmin.actions).toEqual(['ask']);
    expect(asAdmin.vendor).toEqual({ id: panA.id, name: 'Alpha PAN Services' });
    for (const other of [vikram, panB]) expectRefusal(await page(other, r.reference), 404, 'workspace.notFound');
    expect((await page(null, r.reference)).statusCode).toBe(401);
  });

  test("an admin's actions follow the state", async () => {
    expect((await page(admin, (await panIn('PENDING')).reference)).json().actions).toEqual([
      'assign',
      'reject',
      'delete',
      'ask'
    ]);
    expect((await page(admin, (await panIn('REJECTED')).reference)).json().actions).toEqual(['reopen']);
    expect((await page(panA, (await panIn('IN PROGRESS')).reference)).json().actions).toEqual(['complete', 'ask']);
    expect((await page(panA, (await panIn('COMPLETED')).reference)).json().actions).toEqual([]);
  });

  test('a reference not written like one, or of no request, is a 404', async () => {
    for (const ref of ['GIA-2026-999999', 'nonsense', '42', 'GIA-2026-'])
      expectRefusal(await page(admin, ref), 404, 'workspace.notFound');
  });

  test("after a decline the earlier assignment stays in the history; only admins read the decline's reason", async () => {
    const r = await panIn('ASSIGNED TO VENDOR');
    await ok(act(panA, r.reference, 'decline', { reason: 'Our office is closed this month.' }));
    const asAdmin = (await page(admin, r.reference)).json();
    expect(asAdmin.status).toBe('PENDING');
    expect(asAdmin.vendor).toBeNull();
    expect(asAdmin.events.map((e: { kind: string }) => e.kind)).toEqual(['submitted', 'assign', 'decline']);
    expect(asAdmin.events[1]).toMatchObject({ vendor_id: panA.id, vendor_name: 'Alpha PAN Services' });
    expect(asAdmin.events[2].reason).toBe('Our office is closed this month.');
    const asOwner = (await page(asha, r.reference)).json();
    expect(asOwner.events.map((e: { kind: string }) => e.kind)).toEqual(['submitted', 'assign', 'decline']);
    expect(asOwner.events[2].reason).toBeNull();
    expectRefusal(await page(panA, r.reference), 404, 'workspace.notFound');
  });
});

describe('POST /api/v1/global/requests/{reference}/{action}', () => {
  test('assign: answers the page as it now is, and tells the customer and the vendor (with the reference)', async () => {
    const r = await panIn('PENDING');
    const before = await lastNotificationId(t.app);
    const res = await t.app.inject(act(admin, r.reference, 'assign', { vendor_id: panA.id }));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      reference: r.reference,
      status: 'ASSIGNED TO VENDOR',
      vendor: { id: panA.id, name: 'Alpha PAN Services' },
      actions: ['ask']
    });
    expect(await toldSince(t.app, before)).toEqual([
      { account_id: asha.id, kind: 'assigned', request_id: r.id },
      { account_id: panA.id, kind: 'assignedToYou', request_id: r.id }
    ]);
    const [notice] = (await myNotifications(t.app, asha, { limit: '1' })).json();
    expect(notice.reference).toBe(r.reference);
  });

  test('assign needs a vendor, one that does this kind of work', async () => {
    const r = await panIn('PENDING');
    expectRefusal(await t.app.inject(act(admin, r.reference, 'assign')), 400, 'workspace.vendorRequired');
    expectRefusal(
      await t.app.inject(act(admin, r.reference, 'assign', { vendor_id: 'alpha' })),
      400,
      'workspace.badQuery.vendor'
    );
    const wrong = await t.app.inject(act(admin, r.reference, 'assign', { vendor_id: gstVendor.id }));
    expectRefusal(wrong, 400, 'errors.vendor.wrongKind');
    expect(wrong.json().message).toContain('PAN Registration');
    expect((await page(admin, r.reference)).json().status).toBe('PENDING');
  });

  test.each(['reject', 'delete'])('%s needs a reason', async (action) => {
    const r = await panIn('PENDING');
    for (const payload of [{}, { reason: '   ' }, { reason: null }]) {
      expectRefusal(await t.app.inject(act(admin, r.reference, action, payload)), 400, 'workspace.reasonRequired');
    }
    expectRefusal(
      await t.app.inject(act(admin, r.reference, action, { reason: 'x'.repeat(2001) })),
      400,
      'workspace.reasonTooLong'
    );
    expect((await page(admin, r.reference)).json().status).toBe('PENDING');
  });

  test('reject with a reason, then reopen to a vendor', async () => {
    const r = await panIn('PENDING');
    const rejected = await ok(act(admin, r.reference, 'reject', { reason: 'The photo is unreadable.' }));
    expect(rejected.json()).toMatchObject({ status: 'REJECTED', actions: ['reopen'] });
    expect(rejected.json().events.at(-1)).toMatchObject({
      kind: 'reject',
      reason: 'The photo is unreadable.',
      actor_name: 'Ravi Admin'
    });
    expect((await page(asha, r.reference)).json().events.at(-1).reason).toBe('The photo is unreadable.');
    const reopened = await ok(act(admin, r.reference, 'reopen', { vendor_id: panB.id }));
    expect(reopened.json()).toMatchObject({ status: 'ASSIGNED TO VENDOR', vendor: { id: panB.id } });
  });

  test('delete with a reason: the customer is told why, and the request is gone', async () => {
    const r = await panIn('PENDING');
    const before = await lastNotificationId(t.app);
    const res = await ok(act(admin, r.reference, 'delete', { reason: 'Submitted twice by mistake.' }));
    expect(res.json()).toMatchObject({ reference: r.reference, actions: [] });
    expect(res.json().events.at(-1)).toMatchObject({ kind: 'delete', reason: 'Submitted twice by mistake.' });
    expect(await toldSince(t.app, before)).toEqual([{ account_id: asha.id, kind: 'deleted', request_id: r.id }]);
    const [notice] = (await myNotifications(t.app, asha, { limit: '1' })).json();
    expect(notice).toMatchObject({ kind: 'deleted', reference: null });
    expect(notice.message).toBe(
      `Your PAN registration request ${r.reference} was deleted by the admins. Reason: Submitted twice by mistake.`
    );
    expectRefusal(await page(asha, r.reference), 404, 'workspace.notFound');
    expectRefusal(await page(admin, r.reference), 404, 'workspace.notFound');
    expect(await rows(admin, { q: r.reference })).toEqual([]);
  });

  test("the admin's totals, of all kinds and of one kind, are the live requests, and drop when one is deleted", async () => {
    const live = async (kind?: string) => {
      let q = t.app.db
        .selectFrom('requests')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('deleted_at', 'is', null);
      if (kind) q = q.where('kind', '=', kind);
      return String((await q.executeTakeFirstOrThrow()).n);
    };
    const totals = async () => [
      (await list(admin, { limit: '1' })).headers['x-total-count'],
      (await list(admin, { kind: 'pan', limit: '1' })).headers['x-total-count']
    ];
    const r = await panIn('PENDING');
    expect(await totals()).toEqual([await live(), await live('pan')]);
    await ok(act(admin, r.reference, 'delete', { reason: 'Submitted twice by mistake.' }));
    const after = await totals();
    expect(after).toEqual([await live(), await live('pan')]);
  });

  test('the vendor accepts, then completes with a delivered document the customer can open', async () => {
    const r = await panIn('ASSIGNED TO VENDOR');
    const { payload: _none, ...withoutBody } = act(panA, r.reference, 'accept');
    expect((await ok(withoutBody)).json()).toMatchObject({ status: 'IN PROGRESS', actions: ['complete', 'ask'] });
    const delivered = await uploadPdf(t.app, panA.auth);
    const done = await ok(act(panA, r.reference, 'complete', { delivered_document_url: delivered }));
    expect(done.json()).toMatchObject({ status: 'COMPLETED', actions: [] });
    const documents = (await page(asha, r.reference)).json().documents;
    expect(documents.at(-1)).toEqual({
      field: 'delivered_document_url',
      label: 'field.delivered_document_url',
      url: expect.stringMatching(/^\/api\/v1\/global\/documents\//),
      content_type: 'application/pdf'
    });
    const file = await t.app.inject({ method: 'GET', url: documents.at(-1).url });
    expect(file.statusCode).toBe(200);
  });

  test('decline needs a reason; a bad delivered document is a 400', async () => {
    const r = await panIn('ASSIGNED TO VENDOR');
    expectRefusal(await t.app.inject(act(panA, r.reference, 'decline')), 400, 'workspace.reasonRequired');
    await ok(act(panA, r.reference, 'accept'));
    expectRefusal(
      await t.app.inject(act(panA, r.reference, 'complete', { delivered_document_url: 'not a document' })),
      400,
      'format.document'
    );
    expect((await page(admin, r.reference)).json().status).toBe('IN PROGRESS');
  });

  test('who may act: not the customer (403), not another customer or vendor (404), not the vendor on admin actions (403), not anonymous (401)', async () => {
    const pending = await panIn('PENDING');
    expectRefusal(
      await t.app.inject(act(asha, pending.reference, 'assign', { vendor_id: panA.id })),
      403,
      'workspace.notYourAction'
    );
    expectRefusal(
      await t.app.inject(act(vikram, pending.reference, 'assign', { vendor_id: panA.id })),
      404,
      'workspace.notFound'
    );
    expect((await t.app.inject(act(null, pending.reference, 'assign', { vendor_id: panA.id }))).statusCode).toBe(401);
    const assigned = await panIn('ASSIGNED TO VENDOR');
    expectRefusal(
      await t.app.inject(act(panA, assigned.reference, 'reject', { reason: 'No.' })),
      403,
      'workspace.notYourAction'
    );
    expectRefusal(await t.app.inject(act(panB, assigned.reference, 'accept')), 404, 'workspace.notFound');
    expectRefusal(await t.app.inject(act(admin, assigned.reference, 'accept')), 403, 'workspace.notYourAction');
    expect((await page(admin, pending.reference)).json().status).toBe('PENDING');
    expect((await page(admin, assigned.reference)).json().status).toBe('ASSIGNED TO VENDOR');
  });

  test('an unknown action is a 400 naming the actions', async () => {
    const r = await panIn('PENDING');
    const res = await t.app.inject(act(admin, r.reference, 'approve'));
    expectRefusal(res, 400, 'workspace.unknownAction');
    expect(res.json().message).toContain('assign, reopen, reject, delete, accept, decline, complete');
  });

  test('when the state moved on: 409 with the state it is in now', async () => {
    const r = await panIn('PENDING');
    await ok(act(admin, r.reference, 'assign', { vendor_id: panA.id }));
    const again = await t.app.inject(act(admin, r.reference, 'reject', { reason: 'Too late.' }));
    expectRefusal(again, 409, 'workspace.stateMoved');
    expect(again.json()).toMatchObject({
      status: 'ASSIGNED TO VENDOR',
      message: translate('en', 'workspace.stateMoved', { state: 'Assigned to vendor' })
    });
    const twice = await t.app.inject(act(panA, (await panIn('COMPLETED')).reference, 'complete'));
    expectRefusal(twice, 409, 'workspace.stateMoved');
    expect(twice.json().status).toBe('COMPLETED');
  });

  test('two admins at once: one wins, the other gets 409', async () => {
    const r = await panIn('PENDING');
    const [a, b] = await Promise.all([
      t.app.inject(act(admin, r.reference, 'assign', { vendor_id: panA.id })),
      t.app.inject(act(admin, r.reference, 'reject', { reason: 'Duplicate.' }))
    ]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 409]);
  });
});

describe('POST /api/v1/admin/data/bulkAction', () => {
  test('assign several to one vendor: each done or refused with why', async () => {
    const first = await panIn('PENDING');
    const second = await panIn('PENDING', vikram);
    const taken = await panIn('ASSIGNED TO VENDOR');
    const otherKind = await newRequest(gst, asha);
    const res = await bulk(admin, {
      action: 'assign',
      vendor_id: panB.id,
      references: [first.reference, second.reference, taken.reference, 'GIA-2026-999999', otherKind.reference]
    });
    expect(res.statusCode).toBe(200);
    const results = res.json().results;
    expect(
      results.map((r: { reference: string; ok: boolean; status?: string; code?: string }) => [
        r.reference,
        r.ok,
        r.status,
        r.code
      ])
    ).toEqual([
      [first.reference, true, 'ASSIGNED TO VENDOR', undefined],
      [second.reference, true, 'ASSIGNED TO VENDOR', undefined],
      [taken.reference, false, 'ASSIGNED TO VENDOR', 'workspace.stateMoved'],
      ['GIA-2026-999999', false, undefined, 'workspace.notFound'],
      [otherKind.reference, false, 'PENDING', 'errors.vendor.wrongKind']
    ]);
    for (const r of results.filter((x: { ok: boolean }) => !x.ok)) expect(r.message).toMatch(/\S/);
    expect((await page(panB, first.reference)).json().status).toBe('ASSIGNED TO VENDOR');
    expect((await page(admin, taken.reference)).json().vendor.id).toBe(panA.id);
    expect((await page(admin, otherKind.reference)).json().status).toBe('PENDING');
  });

  test('reject several with one reason', async () => {
    const a = await panIn('PENDING');
    const b = await newRequest(gst, vikram);
    const res = await bulk(admin, {
      action: 'reject',
      reason: 'Documents missing.',
      references: [a.reference, b.reference]
    });
    expect(res.json().results.map((r: { ok: boolean }) => r.ok)).toEqual([true, true]);
    for (const r of [a, b]) {
      const p = (await page(admin, r.reference)).json();
      expect([p.status, p.events.at(-1).reason]).toEqual(['REJECTED', 'Documents missing.']);
    }
  });

  test.each([
    ['no references', { action: 'assign', vendor_id: 1, references: [] }, 'workspace.badBulk'],
    [
      'more than 100',
      {
        action: 'reject',
        reason: 'x',
        references: Array.from({ length: 101 }, (_, i) => `GIA-2026-${String(i).padStart(6, '0')}`)
      },
      'workspace.badBulk'
    ],
    ['not a list', { action: 'reject', reason: 'x', references: { first: 'GIA-2026-000001' } }, 'workspace.badBulk'],
    [
      'not references',
      { action: 'reject', reason: 'x', references: [{ reference: 'GIA-2026-000001' }] },
      'workspace.badBulk'
    ],
    ['another action', { action: 'delete', reason: 'x', references: ['GIA-2026-000001'] }, 'workspace.badBulk'],
    ['assign without a vendor', { action: 'assign', references: ['GIA-2026-000001'] }, 'workspace.vendorRequired'],
    ['reject without a reason', { action: 'reject', references: ['GIA-2026-000001'] }, 'workspace.reasonRequired']
  ])('%s: 400', async (_name, payload, code) => {
    expectRefusal(await bulk(admin, payload), 400, code);
  });

  test('admins only', async () => {
    const r = await panIn('PENDING');
    for (const who of [asha, panA])
      expect((await bulk(who, { action: 'reject', reason: 'x', references: [r.reference] })).statusCode).toBe(403);
    expect((await bulk(null, { action: 'reject', reason: 'x', references: [r.reference] })).statusCode).toBe(401);
    expect((await page(admin, r.reference)).json().status).toBe('PENDING');
  });
});

describe('GET /api/v1/global/requestCounts', () => {
  const counts = async (who: TestAccount) => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/global/requestCounts', headers: who.auth });
    expect(res.statusCode).toBe(200);
    return Object.fromEntries(
      res.json().map((c: { kind: string; total: number; open: number; pending: number }) => [c.kind, c])
    );
  };

  test("a customer's own: in all, open, pending; every kind listed", async () => {
    const customer = await seedAccount(t.app, 'customer');
    await panIn('PENDING', customer);
    await panIn('COMPLETED', customer);
    await panIn('ASSIGNED TO VENDOR', customer);
    await newRequest(gst, customer);
    const mine = await counts(customer);
    expect(Object.keys(mine)).toHaveLength(14);
    expect(mine.pan).toEqual({ kind: 'pan', total: 3, open: 2, pending: 1 });
    expect(mine.gstCompany).toEqual({ kind: 'gstCompany', total: 1, open: 1, pending: 1 });
    expect(mine.tan).toEqual({ kind: 'tan', total: 0, open: 0, pending: 0 });
  });

  test("a vendor's: assigned to them; pending is what waits for their accept", async () => {
    const vendor = await seedAccount(t.app, 'vendor', { businessType: 'PAN Registration' });
    await panIn('ASSIGNED TO VENDOR', asha, vendor);
    await panIn('IN PROGRESS', asha, vendor);
    await panIn('COMPLETED', asha, vendor);
    await panIn('ASSIGNED TO VENDOR', asha, panA);
    expect((await counts(vendor)).pan).toEqual({ kind: 'pan', total: 3, open: 2, pending: 1 });
  });

  test("an admin's: every request", async () => {
    const before = (await counts(admin)).pan;
    await panIn('PENDING', vikram);
    await panIn('REJECTED', vikram);
    expect((await counts(admin)).pan).toEqual({
      kind: 'pan',
      total: before.total + 2,
      open: before.open + 1,
      pending: before.pending + 1
    });
  });

  test('anonymous: 401', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/global/requestCounts' })).statusCode).toBe(401);
  });
});

describe('GET /api/v1/admin/data/weeklyStats', () => {
  const stats = async (who: TestAccount | null = admin) =>
    t.app.inject({ method: 'GET', url: '/api/v1/admin/data/weeklyStats', headers: who?.auth ?? {} });

  test('twelve weeks, each starting on a Monday in India, the last this week', async () => {
    const { weeks } = (await stats()).json();
    expect(weeks).toHaveLength(12);
    for (const w of weeks) expect(new Date(`${w.week_start}T00:00:00Z`).getUTCDay()).toBe(1);
    const todayIndia = new Date(Date.now() + 330 * 60_000).toISOString().slice(0, 10);
    const last = weeks.at(-1).week_start;
    expect(last <= todayIndia).toBe(true);
    expect(Date.parse(todayIndia) - Date.parse(last)).toBeLessThan(7 * 86_400_000);
  });

  test('counts submissions and completions in their week, pending and overdue per kind', async () => {
    const before = (await stats()).json();
    const weekOf = (json: { weeks: { week_start: string; submitted: number; completed: number }[] }, i: number) =>
      json.weeks[i];
    const old = await panIn('PENDING');
    // Submitted on the Monday of three weeks before this one, 00:10 in India (the Sunday before in UTC).
    const monday = before.weeks[8].week_start;
    await t.app.db
      .updateTable('requests')
      .set({ created_at: new Date(Date.parse(`${monday}T00:10:00+05:30`)).toISOString() })
      .where('id', '=', old.id)
      .execute();
    const done = await panIn('COMPLETED');
    await t.app.db
      .updateTable('requests')
      .set({ due_at: '2020-01-01T00:00:00.000Z' })
      .where('id', '=', old.id)
      .execute();
    const after = (await stats()).json();
    expect(weekOf(after, 8).submitted).toBe(weekOf(before, 8).submitted + 1);
    expect(weekOf(after, 11).submitted).toBe(weekOf(before, 11).submitted + 1);
    expect(weekOf(after, 11).completed).toBe(weekOf(before, 11).completed + 1);
    const kind = (json: { kinds: { kind: string; pending: number; overdue: number }[] }) =>
      json.kinds.find((k) => k.kind === 'pan')!;
    expect(kind(after)).toEqual({ kind: 'pan', pending: kind(before).pending + 1, overdue: kind(before).overdue + 1 });
    expect(after.kinds).toHaveLength(14);
    expect(done.reference).toMatch(REFERENCE_PATTERN);
  });

  test('admins only', async () => {
    expectRefusal(await stats(asha), 403, 'workspace.rolesOnly');
    expect((await stats(asha)).json().message).toBe('This call is for admin accounts only.');
    expect((await stats(panA)).statusCode).toBe(403);
    expect((await stats(null)).statusCode).toBe(401);
  });
});

test('the per-kind reads and the vendor calls still work beside the new ones (assignCall, vendorCall)', async () => {
  const id = await submit(t.app, pan, asha);
  await ok(assignCall(pan, admin, id, panA.id));
  await ok(vendorCall('acceptAssignment', pan, panA, id));
  const [row] = await rows(asha, { q: String(id), kind: 'pan' });
  expect(row.status).toBe('IN PROGRESS');
});

test("every list row says what its request's history says (the kept milestones, issue 18)", async () => {
  // Histories of its own (tests run in any order), with every action that changes a workflow field.
  const completed = await panIn('COMPLETED');
  const reassigned = await panIn('ASSIGNED TO VENDOR');
  await ok(act(panA, reassigned.reference, 'decline', { reason: 'Our office is closed this month.' }));
  await ok(act(admin, reassigned.reference, 'assign', { vendor_id: panB.id }));
  const reopened = await panIn('REJECTED');
  await ok(act(admin, reopened.reference, 'reopen', { vendor_id: panA.id }));
  await ok(act(panA, reopened.reference, 'accept'));
  const rejected = await panIn('REJECTED');
  const listed = await listRowsFollowTheirHistory(t.app, pan, admin);
  expect(listed.disagreeing).toEqual([]);
  for (const r of [completed, reassigned, reopened, rejected]) expect(listed.references).toContain(r.reference);
});
