import { refusal, timeline, translate, type RequestState, type ServiceKind } from '@gia/domain';
import { uploadPdf } from '../../documents/__fixtures__/uploads';
import { buildTestApp, type TestApp } from '../../test-support/app';
import { seedAccount, type TestAccount } from '../../test-support/accounts';
import { assignCall, byKey, KINDS, read, readOne, submit, vendorCall } from '../test-fixtures';

let t: TestApp;
let customer: TestAccount;
let admin: TestAccount;
let panVendorA: TestAccount;
let panVendorB: TestAccount;
beforeAll(async () => {
  t = await buildTestApp();
  customer = await seedAccount(t.app, 'customer', { name: 'Asha Rao' });
  admin = await seedAccount(t.app, 'admin', { name: 'Ravi Admin' });
  panVendorA = await seedAccount(t.app, 'vendor', { name: 'Alpha PAN Services', businessType: 'PAN Registration' });
  panVendorB = await seedAccount(t.app, 'vendor', { name: 'Beta PAN Services', businessType: 'PAN Registration' });
});
afterAll(async () => {
  await t.close();
});

const pan = byKey('pan');

/** A PAN request assigned to the vendor and moved on to the given state by them. */
async function inState(
  state: RequestState,
  vendor: TestAccount = panVendorA,
  kind: ServiceKind = pan
): Promise<number> {
  const id = await submit(t.app, kind, customer);
  const assigned = await t.app.inject(assignCall(kind, admin, id, vendor.id));
  if (assigned.statusCode !== 200) throw new Error(assigned.body);
  if (state === 'IN PROGRESS' || state === 'COMPLETED')
    await t.app.inject(vendorCall('acceptAssignment', kind, vendor, id));
  if (state === 'COMPLETED') await t.app.inject(vendorCall('completeAssignment', kind, vendor, id));
  return id;
}

const ACTIONS = [
  ['acceptAssignment', 'accept', 'ASSIGNED TO VENDOR', {}],
  ['declineAssignment', 'decline', 'ASSIGNED TO VENDOR', { reason: 'Our office is closed this month.' }],
  ['completeAssignment', 'complete', 'IN PROGRESS', {}]
] as const;
const VENDOR_STATES: RequestState[] = ['ASSIGNED TO VENDOR', 'IN PROGRESS', 'COMPLETED'];

const refusalText = (...args: Parameters<typeof refusal>) => {
  const { key, params } = refusal(...args);
  return translate('en', key, params);
};

describe.each(ACTIONS)('%s', (call, action, allowed, extra) => {
  test.each(VENDOR_STATES)('from %s', async (state) => {
    const id = await inState(state);
    const res = await t.app.inject(vendorCall(call, pan, panVendorA, id, extra));
    if (state === allowed) {
      expect(res.statusCode).toBe(200);
    } else {
      expect(res.statusCode).toBe(409);
      expect(res.json().message).toBe(refusalText(action, state));
      expect((await readOne(t.app, pan, admin, id))!.status).toBe(state);
    }
  });

  test('not on a request assigned to another vendor, nor on an unassigned one: 404', async () => {
    const theirs = await inState(allowed, panVendorB);
    const res = await t.app.inject(vendorCall(call, pan, panVendorA, theirs, extra));
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe(`No PAN registration request with id ${theirs} is assigned to you.`);
    const unassigned = await submit(t.app, pan, customer);
    expect((await t.app.inject(vendorCall(call, pan, panVendorA, unassigned, extra))).statusCode).toBe(404);
    expect((await readOne(t.app, pan, admin, theirs))!.status).toBe(allowed);
  });

  test('customers and admins may not call it; without a token 401', async () => {
    const id = await inState(allowed);
    for (const who of [customer, admin])
      expect((await t.app.inject(vendorCall(call, pan, who, id, extra))).statusCode).toBe(403);
    const { headers: _h, ...anonymous } = vendorCall(call, pan, panVendorA, id, extra);
    expect((await t.app.inject(anonymous)).statusCode).toBe(401);
  });
});

test('service_type takes the catalogue key too; an unknown one is a 400 naming the accepted ones', async () => {
  const id = await inState('ASSIGNED TO VENDOR');
  const byKeyName = await t.app.inject({
    ...vendorCall('acceptAssignment', pan, panVendorA, id),
    payload: { service_type: 'pan', id }
  });
  expect(byKeyName.statusCode).toBe(200);
  const unknown = await t.app.inject({
    ...vendorCall('acceptAssignment', pan, panVendorA, id),
    payload: { service_type: 'Horoscope', id }
  });
  expect(unknown.statusCode).toBe(400);
  expect(unknown.json().message).toContain('PanRegistrations');
});

test('an id of the right vendor but another kind is a 404', async () => {
  const tan = byKey('tan');
  const tanVendor = await seedAccount(t.app, 'vendor', { businessType: 'TAN Registration' });
  const id = await inState('ASSIGNED TO VENDOR', tanVendor, tan);
  expect((await t.app.inject(vendorCall('acceptAssignment', pan, tanVendor, id))).statusCode).toBe(404);
  expect((await t.app.inject(vendorCall('acceptAssignment', tan, tanVendor, id))).statusCode).toBe(200);
});

test('decline needs a reason; it goes back to PENDING, the reason shown to admins only', async () => {
  const id = await inState('ASSIGNED TO VENDOR');
  for (const reason of [undefined, '', '   ']) {
    const res = await t.app.inject(
      vendorCall('declineAssignment', pan, panVendorA, id, reason === undefined ? {} : { reason })
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('A reason for declining is required.');
  }
  const res = await t.app.inject(
    vendorCall('declineAssignment', pan, panVendorA, id, { reason: 'Our office is closed this month.' })
  );
  expect(res.json()).toMatchObject({
    message: 'Request declined. The admin will reassign it.',
    status: 'PENDING',
    vendor_id: null,
    assigned_vendor: null
  });
  expect((await read(t.app, pan, panVendorA)).map((r) => r.id)).not.toContain(id);
  const forAdmin = (await readOne(t.app, pan, admin, id))!;
  expect(forAdmin).toMatchObject({
    status: 'PENDING',
    vendor_rejected_reason: 'Our office is closed this month.',
    admin_accepted_date_time: null
  });
  expect(forAdmin.events.map((e) => e.kind)).toEqual(['submitted', 'assign', 'decline']);
  expect(forAdmin.events[2]).toMatchObject({
    actor_id: panVendorA.id,
    actor_role: 'vendor',
    vendor_id: panVendorA.id,
    reason: 'Our office is closed this month.'
  });
  const forCustomer = (await readOne(t.app, pan, customer, id))!;
  expect(forCustomer.vendor_rejected_reason).toBeNull();
  expect(forCustomer.events[2].reason).toBeNull();
  const reassigned = await t.app.inject(assignCall(pan, admin, id, panVendorB.id));
  expect(reassigned.json()).toMatchObject({ status: 'ASSIGNED TO VENDOR', assigned_vendor: panVendorB.id });
});

test("vendor A never sees vendor B's assignments, whatever assigned_vendor says", async () => {
  const mine = await inState('ASSIGNED TO VENDOR', panVendorA);
  const theirs = await inState('ASSIGNED TO VENDOR', panVendorB);
  const pendingOne = await submit(t.app, pan, customer);
  for (const query of [{}, { assigned_vendor: '7' }, { assigned_vendor: String(panVendorB.id) }] as Record<
    string,
    string
  >[]) {
    const ids = (await read(t.app, pan, panVendorA, { ...query, limit: '200' })).map((r) => r.id);
    expect(ids).toContain(mine);
    expect(ids).not.toContain(theirs);
    expect(ids).not.toContain(pendingOne);
  }
  const adminAll = (await read(t.app, pan, admin, { limit: '200' })).length;
  expect((await read(t.app, pan, admin, { limit: '200', assigned_vendor: '7' })).length).toBe(adminAll);
});

test("vendor A cannot read the documents of vendor B's assignment", async () => {
  const photo = await uploadPdf(t.app, customer.auth);
  const id = await submit(t.app, pan, customer, { photo_url: photo });
  await t.app.inject(assignCall(pan, admin, id, panVendorB.id));
  const path = photo.split('?')[0];
  expect((await t.app.inject({ method: 'GET', url: path, headers: panVendorA.auth })).statusCode).toBe(404);
  const signedForB = (await readOne(t.app, pan, panVendorB, id))!.photo_url as string;
  expect((await t.app.inject({ method: 'GET', url: signedForB })).statusCode).toBe(200);
  expect((await t.app.inject({ method: 'GET', url: path, headers: panVendorB.auth })).statusCode).toBe(200);
});

test('complete with a delivered document: the customer and admins can then read it', async () => {
  const id = await inState('IN PROGRESS');
  const delivered = await uploadPdf(t.app, panVendorA.auth);
  const bad = await t.app.inject(
    vendorCall('completeAssignment', pan, panVendorA, id, { delivered_document_url: 'https://evil.example/x.pdf' })
  );
  expect(bad.statusCode).toBe(400);
  const someoneElses = await uploadPdf(t.app, panVendorB.auth);
  const refused = await t.app.inject(
    vendorCall('completeAssignment', pan, panVendorA, id, { delivered_document_url: someoneElses })
  );
  expect(refused.statusCode).toBe(400);
  expect((await readOne(t.app, pan, admin, id))!.status).toBe('IN PROGRESS');

  const res = await t.app.inject(
    vendorCall('completeAssignment', pan, panVendorA, id, { delivered_document_url: delivered })
  );
  expect(res.statusCode).toBe(200);
  expect(res.json().message).toBe('Request marked as completed.');
  const forCustomer = (await readOne(t.app, pan, customer, id))!;
  expect(forCustomer.delivered_document_url).toMatch(/\?exp=/);
  expect((await t.app.inject({ method: 'GET', url: forCustomer.delivered_document_url! })).statusCode).toBe(200);
  expect((await t.app.inject({ method: 'GET', url: delivered, headers: customer.auth })).statusCode).toBe(200);
  expect((await t.app.inject({ method: 'GET', url: delivered, headers: admin.auth })).statusCode).toBe(200);
});

test('the timeline fills step by step, as every role reads it', async () => {
  const kind = byKey('affidavitsRequest');
  const vendor = await seedAccount(t.app, 'vendor', { name: 'Notary Desk', businessType: 'Affidavit Request' });
  const id = await submit(t.app, kind, customer);
  const done = async (who: TestAccount) => timeline((await readOne(t.app, kind, who, id))!).map((s) => s.done);

  expect(await done(customer)).toEqual([true, false, false, false, false]);
  const assigned = await t.app.inject(assignCall(kind, admin, id, vendor.id));
  expect(assigned.json().request_id).toBe(id);
  expect(await done(customer)).toEqual([true, true, true, false, false]);
  await t.app.inject(vendorCall('acceptAssignment', kind, vendor, id));
  expect(await done(vendor)).toEqual([true, true, true, true, false]);
  await t.app.inject(vendorCall('completeAssignment', kind, vendor, id));
  for (const who of [customer, vendor, admin]) expect(await done(who)).toEqual([true, true, true, true, true]);
  const row = (await readOne(t.app, kind, customer, id))!;
  expect(row.events.map((e) => [e.kind, e.actor_role])).toEqual([
    ['submitted', 'customer'],
    ['assign', 'admin'],
    ['accept', 'vendor'],
    ['complete', 'vendor']
  ]);
  expect(row).toMatchObject({ status: 'COMPLETED', assigned_vendor_name: 'Notary Desk' });
});

test.each(KINDS)('%s: a vendor reads only their own assignments of the kind', async (_key, kind) => {
  const mineVendor = await seedAccount(t.app, 'vendor', { businessType: kind.vendorCategory });
  const otherVendor = await seedAccount(t.app, 'vendor', { businessType: kind.vendorCategory });
  const mine = await inState('ASSIGNED TO VENDOR', mineVendor, kind);
  const theirs = await inState('ASSIGNED TO VENDOR', otherVendor, kind);
  const ids = (await read(t.app, kind, mineVendor, { assigned_vendor: '7' })).map((r) => r.id);
  expect(ids).toEqual([mine]);
  expect(ids).not.toContain(theirs);
});
