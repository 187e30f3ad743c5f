import type { InjectOptions } from 'fastify';
import { uploadPdf } from '../../documents/__fixtures__/uploads';
import { lastNotificationId, toldSince } from '../../notifications/test-support';
import { byKey, insertUrl, validBody } from '../../requests/test-fixtures';
import { buildTestApp, type TestApp } from '../../test-support/app';
import { seedAccount, type TestAccount } from '../../test-support/accounts';
import * as store from '../store';

/**
 * Two people acting on one request at once (issue 16). Each test holds the calls after they have read the
 * request, so every one passes its own check on what it read: only the conditional change in `takeAction`
 * can decide, and the loser must get a 409 in words with nothing of its change written.
 */

let t: TestApp;
let asha: TestAccount;
let admin: TestAccount;
let vendor: TestAccount;
beforeAll(async () => {
  t = await buildTestApp();
  asha = await seedAccount(t.app, 'customer', { name: 'Asha Rao' });
  admin = await seedAccount(t.app, 'admin', { name: 'Priya Admin' });
  vendor = await seedAccount(t.app, 'vendor', { name: 'Alpha PAN Services', businessType: 'PAN Registration' });
});
afterAll(async () => {
  await t.close();
});
afterEach(() => {
  jest.restoreAllMocks();
});

const pan = byKey('pan');
const PAN_SCAN = pan.fields.find((f) => f.kind === 'file')!.name;
const NAME = pan.fields.find((f) => f.kind !== 'file' && !f.format)!.name;
const call = (who: TestAccount, reference: string, path: string, payload: unknown = {}): InjectOptions => ({
  method: 'POST',
  url: `/api/v1/global/requests/${reference}/${path}`,
  headers: who.auth,
  payload: payload as Record<string, unknown>
});

async function newPan(): Promise<{ id: number; reference: string }> {
  const body = await validBody(t.app, pan, asha, true);
  const res = await t.app.inject({ method: 'POST', url: insertUrl(pan), headers: asha.auth, payload: body });
  if (res.statusCode !== 200) throw new Error(res.body);
  return res.json();
}

const rowOf = (id: number) =>
  t.app.db.selectFrom('requests').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
const eventsOf = async (id: number) =>
  (await t.app.db.selectFrom('request_events').select('kind').where('request_id', '=', id).orderBy('id').execute()).map(
    (e) => e.kind
  );
const messageCount = async (id: number) =>
  (await t.app.db.selectFrom('request_messages').select('id').where('request_id', '=', id).execute()).length;

/**
 * Holds the first `calls` conversation calls once each has read the request, until `release()`; `allRead`
 * settles when all of them have read, `states` is what they read.
 */
function holdAfterReading(calls: number) {
  const states: string[] = [];
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  let arrived!: () => void;
  const allRead = new Promise<void>((resolve) => (arrived = resolve));
  const read = store.conversationState;
  jest.spyOn(store, 'conversationState').mockImplementation(async (db, id) => {
    const row = await read(db, id);
    // Later reads (the loser looking up the state for its answer) go straight through.
    if (states.length >= calls) return row;
    states.push(row!.state);
    if (states.length === calls) arrived();
    await released;
    return row;
  });
  return { states, allRead, release };
}

/** The refusal of the loser: 409 with a code, a readable message and the state now. */
function expectRaceLost(res: { statusCode: number; json(): unknown }, state: string) {
  expect(res.statusCode).toBe(409);
  expect(res.json()).toEqual({
    code: 'workspace.stateMoved',
    message: expect.stringMatching(/\w/),
    params: { state: expect.any(String) },
    status: state
  });
}

test('withdrawing while an admin assigns: the assignment wins, the withdrawal gets 409 and leaves no trace', async () => {
  const r = await newPan();
  const before = await lastNotificationId(t.app);
  const hold = holdAfterReading(1);
  const withdrawal = t.app.inject(call(asha, r.reference, 'withdraw', { reason: 'Filed it myself.' }));
  await hold.allRead;
  expect((await t.app.inject(call(admin, r.reference, 'assign', { vendor_id: vendor.id }))).statusCode).toBe(200);
  hold.release();

  expect(hold.states).toEqual(['PENDING']);
  expectRaceLost(await withdrawal, 'ASSIGNED TO VENDOR');
  expect((await rowOf(r.id)).state).toBe('ASSIGNED TO VENDOR');
  expect(await eventsOf(r.id)).toEqual(['submitted', 'assign']);
  expect((await toldSince(t.app, before)).map((n) => n.kind).sort()).toEqual(['assigned', 'assignedToYou']);
});

test('withdrawing while an admin asks: exactly one of them happens, whole', async () => {
  const r = await newPan();
  const before = await lastNotificationId(t.app);
  const hold = holdAfterReading(2);
  const both = Promise.all([
    t.app.inject(call(asha, r.reference, 'withdraw', { reason: 'Filed it myself.' })),
    t.app.inject(call(admin, r.reference, 'askCustomer', { text: 'Which city?', documents: [PAN_SCAN] }))
  ]);
  await hold.allRead;
  hold.release();
  const [withdrawal, ask] = await both;

  expect(hold.states).toEqual(['PENDING', 'PENDING']);
  expect([withdrawal.statusCode, ask.statusCode].sort()).toEqual([200, 409]);
  const row = await rowOf(r.id);
  const told = (await toldSince(t.app, before)).map((n) => n.kind);
  if (withdrawal.statusCode === 200) {
    expectRaceLost(ask, 'WITHDRAWN');
    expect(row).toMatchObject({ state: 'WITHDRAWN', asked_documents: null, paused_at: null });
    expect(await eventsOf(r.id)).toEqual(['submitted', 'withdraw']);
    expect(await messageCount(r.id)).toBe(0);
    expect(told).toEqual(['withdrawn']);
  } else {
    expectRaceLost(withdrawal, 'WAITING FOR CUSTOMER');
    expect(row).toMatchObject({ state: 'WAITING FOR CUSTOMER', waiting_from: 'PENDING' });
    expect(await eventsOf(r.id)).toEqual(['submitted', 'ask']);
    expect(await messageCount(r.id)).toBe(1);
    expect(told).toEqual(['asked']);
  }
});

test('two corrections of a rejected request at once: one is stored whole, the other gets 409', async () => {
  const r = await newPan();
  expect(
    (await t.app.inject(call(admin, r.reference, 'reject', { reason: 'The name does not match the PAN.' }))).statusCode
  ).toBe(200);
  const stored = JSON.parse((await rowOf(r.id)).fields) as Record<string, unknown>;
  const body = { ...(await validBody(t.app, pan, asha, false)), ...stored };
  const corrections = [
    { ...body, [NAME]: 'Asha R. Rao', [PAN_SCAN]: await uploadPdf(t.app, asha.auth) },
    { ...body, [NAME]: 'Asha Ramesh Rao', [PAN_SCAN]: await uploadPdf(t.app, asha.auth) }
  ];
  const before = await lastNotificationId(t.app);
  const hold = holdAfterReading(2);
  const both = Promise.all(corrections.map((c) => t.app.inject(call(asha, r.reference, 'resubmit', c))));
  await hold.allRead;
  hold.release();
  const results = await both;

  expect(hold.states).toEqual(['REJECTED', 'REJECTED']);
  expect(results.map((x) => x.statusCode).sort()).toEqual([200, 409]);
  const won = results.findIndex((x) => x.statusCode === 200);
  expectRaceLost(results[1 - won], 'PENDING');
  const fields = JSON.parse((await rowOf(r.id)).fields) as Record<string, unknown>;
  expect([fields[NAME], fields[PAN_SCAN]]).toEqual([corrections[won][NAME], corrections[won][PAN_SCAN]]);
  expect(await eventsOf(r.id)).toEqual(['submitted', 'reject', 'resubmit']);
  const replaced = await t.app.db
    .selectFrom('replaced_documents')
    .select('field')
    .where('request_id', '=', r.id)
    .execute();
  expect(replaced).toEqual([{ field: PAN_SCAN }]);
  expect((await toldSince(t.app, before)).map((n) => n.kind)).toEqual(['resubmitted']);
});
