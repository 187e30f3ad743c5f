import { translate } from '@gia/domain';
import type { InjectOptions } from 'fastify';
import { takeAction } from '../../requests/repository/transitions';
import {
  assignCall,
  byKey,
  deleteCall,
  readOne,
  rejectCall,
  submit,
  updateUrl,
  vendorCall
} from '../../requests/test-fixtures';
import { buildTestApp, type TestApp } from '../../test-support/app';
import { seedAccount, type TestAccount } from '../../test-support/accounts';
import { lastNotificationId, myNotifications, toldSince } from '../test-support';

const pan = byKey('pan');
const legal = byKey('legalNotice');

let t: TestApp;
let customer: TestAccount;
let otherCustomer: TestAccount;
let admin: TestAccount;
let secondAdmin: TestAccount;
let disabledAdmin: TestAccount;
let vendor: TestAccount;
let otherVendor: TestAccount;
beforeAll(async () => {
  t = await buildTestApp();
  customer = await seedAccount(t.app, 'customer', { name: 'Asha Rao' });
  otherCustomer = await seedAccount(t.app, 'customer', { name: 'Vikram Shah' });
  admin = await seedAccount(t.app, 'admin', { name: 'Ravi Admin' });
  secondAdmin = await seedAccount(t.app, 'admin', { name: 'Meera Admin' });
  disabledAdmin = await seedAccount(t.app, 'admin', { name: 'Former Admin' });
  await t.app.db.updateTable('accounts').set({ disabled: 1 }).where('id', '=', disabledAdmin.id).execute();
  vendor = await seedAccount(t.app, 'vendor', { name: 'Ravi Legal', businessType: 'PAN Registration' });
  otherVendor = await seedAccount(t.app, 'vendor', { name: 'Other PAN Works', businessType: 'PAN Registration' });
});
afterAll(async () => {
  await t.close();
});

/** Runs a step and answers exactly who was told what by it. */
async function told(step: () => Promise<unknown>) {
  const before = await lastNotificationId(t.app);
  await step();
  return toldSince(t.app, before);
}

async function ok(call: InjectOptions) {
  const res = await t.app.inject(call);
  expect([res.statusCode, res.body]).toEqual([200, expect.any(String)]);
  return res;
}

async function assigned(): Promise<number> {
  const id = await submit(t.app, pan, customer);
  await ok(assignCall(pan, admin, id, vendor.id));
  return id;
}

test('submitting a request tells no one', async () => {
  expect(await told(() => submit(t.app, pan, customer))).toEqual([]);
});

test('assigning tells the customer and the vendor, and no one else', async () => {
  const id = await submit(t.app, pan, customer);
  expect(await told(() => ok(assignCall(pan, admin, id, vendor.id)))).toEqual([
    { account_id: customer.id, kind: 'assigned', request_id: id },
    { account_id: vendor.id, kind: 'assignedToYou', request_id: id }
  ]);
});

test('rejecting tells the customer, with the reason', async () => {
  const id = await submit(t.app, pan, customer);
  expect(await told(() => ok(rejectCall(pan, admin, id, 'The PAN card scan is unreadable.')))).toEqual([
    { account_id: customer.id, kind: 'rejected', request_id: id }
  ]);
  const mine = (await myNotifications(t.app, customer, { limit: '1' })).json();
  expect(mine[0].message).toBe(`Your PAN registration request #${id} was rejected: The PAN card scan is unreadable.`);
});

test('the vendor accepting and completing each tell the customer only', async () => {
  const id = await assigned();
  expect(await told(() => ok(vendorCall('acceptAssignment', pan, vendor, id)))).toEqual([
    { account_id: customer.id, kind: 'accepted', request_id: id }
  ]);
  expect(await told(() => ok(vendorCall('completeAssignment', pan, vendor, id)))).toEqual([
    { account_id: customer.id, kind: 'completed', request_id: id }
  ]);
});

test('a vendor declining tells every admin (not a disabled one), and neither the customer nor a vendor', async () => {
  const id = await assigned();
  const notices = await told(() =>
    ok(vendorCall('declineAssignment', pan, vendor, id, { reason: 'Too busy this week.' }))
  );
  expect(notices).toEqual([
    { account_id: admin.id, kind: 'declined', request_id: id },
    { account_id: secondAdmin.id, kind: 'declined', request_id: id }
  ]);
  const [latest] = (await myNotifications(t.app, secondAdmin, { limit: '1' })).json();
  expect(latest.message).toBe(
    `Ravi Legal declined PAN registration request #${id}; please assign another service provider. Reason: Too busy this week.`
  );
});

test('reassigning after a decline tells the customer and the new vendor', async () => {
  const id = await assigned();
  await ok(vendorCall('declineAssignment', pan, vendor, id, { reason: 'Too busy.' }));
  expect(await told(() => ok(assignCall(pan, admin, id, otherVendor.id)))).toEqual([
    { account_id: customer.id, kind: 'assigned', request_id: id },
    { account_id: otherVendor.id, kind: 'assignedToYou', request_id: id }
  ]);
});

test('reopening a rejected request tells the customer and the vendor, and promises a new due date', async () => {
  const id = await submit(t.app, pan, customer);
  await ok(rejectCall(pan, admin, id));
  await t.app.db
    .updateTable('requests')
    .set({ due_at: '2020-01-01T18:29:59.999Z', overdue_noticed_at: '2020-01-02T00:00:00.000Z' })
    .where('id', '=', id)
    .execute();
  const reopen: InjectOptions = {
    method: 'POST',
    url: updateUrl(pan),
    headers: admin.auth,
    payload: { id, assigned_vendor: vendor.id, reopen: true }
  };
  expect(await told(() => ok(reopen))).toEqual([
    { account_id: customer.id, kind: 'assigned', request_id: id },
    { account_id: vendor.id, kind: 'assignedToYou', request_id: id }
  ]);
  const stored = await t.app.db
    .selectFrom('requests')
    .select(['due_at', 'overdue_noticed_at'])
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
  expect(stored.due_at! > new Date().toISOString()).toBe(true);
  expect(stored.overdue_noticed_at).toBeNull();
});

test('deleting a pending request tells its customer, with the reason when one is given; the notice no longer links to it', async () => {
  const plain = await submit(t.app, pan, customer);
  const plainReference = (await readOne(t.app, pan, admin, plain))!.reference;
  expect(await told(() => ok({ ...deleteCall(pan, plain), headers: admin.auth }))).toEqual([
    { account_id: customer.id, kind: 'deletedPlain', request_id: plain }
  ]);
  const id = await submit(t.app, pan, customer);
  const reference = (await readOne(t.app, pan, admin, id))!.reference;
  expect(
    await told(() =>
      ok({ ...deleteCall(pan, id), headers: admin.auth, payload: { reason: 'Submitted twice by mistake.' } })
    )
  ).toEqual([{ account_id: customer.id, kind: 'deleted', request_id: id }]);
  const [latest, before] = (await myNotifications(t.app, customer, { limit: '2' })).json();
  expect(latest).toMatchObject({ kind: 'deleted', request_id: id, reference: null });
  expect(latest.message).toBe(
    `Your PAN registration request ${reference} was deleted by the admins. Reason: Submitted twice by mistake.`
  );
  expect(before.message).toBe(`Your PAN registration request ${plainReference} was deleted by the admins.`);
});

test('a refused action tells no one', async () => {
  const id = await assigned();
  const before = await lastNotificationId(t.app);
  const again = await t.app.inject(assignCall(pan, admin, id, vendor.id));
  expect(again.statusCode).toBe(409);
  const notMine = await t.app.inject(vendorCall('acceptAssignment', pan, otherVendor, id));
  expect(notMine.statusCode).toBe(404);
  expect(await toldSince(t.app, before)).toEqual([]);
});

test("notifications are written in the change's transaction: when writing them fails, the change is undone", async () => {
  const id = await submit(t.app, legal, customer);
  const failing = async () => {
    throw new Error('disk full');
  };
  await expect(
    takeAction(
      t.app.db,
      {
        kind: legal,
        id,
        action: 'reject',
        actor: { id: admin.id, role: 'admin', name: admin.name },
        event: { reason: 'x' }
      },
      failing
    )
  ).rejects.toThrow('disk full');
  const row = await readOne(t.app, legal, admin, id);
  expect(row!.status).toBe('PENDING');
  expect(row!.events.map((e) => e.kind)).toEqual(['submitted']);
});

test('each account reads only its own notifications', async () => {
  const id = await assigned();
  const other = await myNotifications(t.app, otherCustomer);
  expect(other.statusCode).toBe(200);
  expect(other.json()).toEqual([]);
  expect(other.headers['x-unread-count']).toBe('0');
  const vendorSees = (await myNotifications(t.app, vendor, { limit: '1' })).json();
  const reference = (await readOne(t.app, pan, admin, id))!.reference;
  expect(vendorSees).toEqual([
    {
      id: expect.any(Number),
      kind: 'assignedToYou',
      request_id: id,
      reference,
      service_type: 'PanRegistrations',
      message: `A PAN registration request #${id} has been assigned to you. Please accept or decline it.`,
      message_key: 'notification.assignedToYou',
      params: { id, reference, service: 'PAN registration' },
      created_at: expect.any(String),
      read_at: null
    }
  ]);
});

test("the key and params give the text in Hindi, with the kind's Hindi name", async () => {
  const id = await assigned();
  const [latest] = (await myNotifications(t.app, customer, { limit: '1' })).json();
  const hindi = translate('hi', latest.message_key, { ...latest.params, service: translate('hi', 'service.pan.name') });
  expect(hindi).toBe(`आपका PAN पंजीकरण अनुरोध #${id} एक सेवा प्रदाता को सौंप दिया गया है।`);
});
