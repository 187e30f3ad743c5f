import { assignCall, byKey, rejectCall, submit, vendorCall } from '../../requests/test-fixtures';
import { buildTestApp, type TestApp } from '../../test-support/app';
import { seedAccount, type TestAccount } from '../../test-support/accounts';
import { markRead, myNotifications } from '../test-support';

const pan = byKey('pan');

let t: TestApp;
let customer: TestAccount;
let stranger: TestAccount;
let admin: TestAccount;
let vendor: TestAccount;
/** The customer's requests: the first rejected, the second assigned, accepted and completed (five notices). */
const ids: number[] = [];
beforeAll(async () => {
  t = await buildTestApp();
  customer = await seedAccount(t.app, 'customer', { name: 'Asha Rao' });
  stranger = await seedAccount(t.app, 'customer', { name: 'Vikram Shah' });
  admin = await seedAccount(t.app, 'admin', { name: 'Ravi Admin' });
  vendor = await seedAccount(t.app, 'vendor', { name: 'Ravi Legal', businessType: 'PAN Registration' });
  ids.push(await submit(t.app, pan, customer), await submit(t.app, pan, customer));
  for (const call of [
    rejectCall(pan, admin, ids[0], 'Blurred scan.'),
    assignCall(pan, admin, ids[1], vendor.id),
    vendorCall('acceptAssignment', pan, vendor, ids[1]),
    vendorCall('completeAssignment', pan, vendor, ids[1])
  ])
    expect((await t.app.inject(call)).statusCode).toBe(200);
  await seedStrangerNotice();
});
afterAll(async () => {
  await t.close();
});
// Each test starts with every notice unread, whichever ran before it.
beforeEach(async () => {
  await t.app.db.updateTable('notifications').set({ read_at: null }).execute();
});

/** A request of someone else, assigned: its notice must never be readable or markable by the customer. */
let strangersNoticeId = 0;
async function seedStrangerNotice() {
  const id = await submit(t.app, pan, stranger);
  expect((await t.app.inject(assignCall(pan, admin, id, vendor.id))).statusCode).toBe(200);
  const [notice] = (await myNotifications(t.app, stranger)).json();
  strangersNoticeId = notice.id;
}

const kinds = (rows: { kind: string }[]) => rows.map((r) => r.kind);

describe('reading', () => {
  test('newest first, with the unread and total counts in headers', async () => {
    const res = await myNotifications(t.app, customer);
    expect(res.statusCode).toBe(200);
    expect(kinds(res.json())).toEqual(['completed', 'accepted', 'assigned', 'rejected']);
    expect(res.json().map((n: { request_id: number }) => n.request_id)).toEqual([ids[1], ids[1], ids[1], ids[0]]);
    expect(res.headers['x-unread-count']).toBe('4');
    expect(res.headers['x-total-count']).toBe('4');
    // A page served from another origin (the dev servers) may read both.
    expect(res.headers['access-control-expose-headers']).toBe('X-Total-Count, X-Unread-Count');
  });

  test('a page at a time', async () => {
    const second = await myNotifications(t.app, customer, { page: '2', limit: '3' });
    expect(kinds(second.json())).toEqual(['rejected']);
    expect(second.headers['x-total-count']).toBe('4');
  });

  test.each([[{ limit: '0' }], [{ limit: '101' }], [{ page: '0' }], [{ page: 'two' }], [{ unread: 'maybe' }]])(
    'bad paging %j is a 400 with a message',
    async (query) => {
      const res = await myNotifications(t.app, customer, query);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toEqual(expect.any(String));
    }
  );

  test('needs a signed-in account', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/global/notifications' });
    expect(res.statusCode).toBe(401);
    expect(res.json().message).toBe('User is not logged in. Please log in to continue.');
    const mark = await t.app.inject({
      method: 'POST',
      url: '/api/v1/global/notifications/markRead',
      payload: { all: true }
    });
    expect(mark.statusCode).toBe(401);
  });
});

describe('marking read', () => {
  test("some by id: only those, and only the caller's own", async () => {
    const [completed, accepted] = (await myNotifications(t.app, customer)).json();
    const res = await markRead(t.app, customer, { ids: [completed.id, accepted.id, strangersNoticeId] });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ updated: 2, unread: 2 });

    const unread = await myNotifications(t.app, customer, { unread: '1' });
    expect(kinds(unread.json())).toEqual(['assigned', 'rejected']);
    expect(unread.headers['x-unread-count']).toBe('2');
    const all = (await myNotifications(t.app, customer)).json();
    expect(all[0].read_at).toEqual(expect.any(String));
    expect(all[2].read_at).toBeNull();

    const strangers = await myNotifications(t.app, stranger);
    expect(strangers.json()[0].read_at).toBeNull();
    expect(strangers.headers['x-unread-count']).toBe('1');
  });

  test('marking again changes nothing', async () => {
    const [notice] = (await myNotifications(t.app, customer)).json();
    expect((await markRead(t.app, customer, { ids: [notice.id] })).json()).toEqual({ updated: 1, unread: 3 });
    const [completed] = (await myNotifications(t.app, customer)).json();
    const first = completed.read_at;
    expect((await markRead(t.app, customer, { ids: [completed.id] })).json()).toEqual({ updated: 0, unread: 3 });
    expect((await myNotifications(t.app, customer)).json()[0].read_at).toBe(first);
  });

  test('all at once', async () => {
    expect((await markRead(t.app, customer, { all: true })).json()).toEqual({ updated: 4, unread: 0 });
    const res = await myNotifications(t.app, customer, { unread: '1' });
    expect(res.json()).toEqual([]);
    expect(res.headers['x-unread-count']).toBe('0');
    expect((await myNotifications(t.app, stranger)).headers['x-unread-count']).toBe('1');
  });

  test.each([
    [{}, 'Send ids (a list of your notification ids) or all: true.', 'errors.notifications.idsOrAll'],
    [{ ids: [] }, 'Send ids (a list of your notification ids) or all: true.', 'errors.notifications.idsOrAll'],
    [{ all: false }, 'Send ids (a list of your notification ids) or all: true.', 'errors.notifications.idsOrAll'],
    [{ ids: [1], all: true }, 'Send either ids or all: true, not both.', 'errors.notifications.notBoth']
  ])('%j is a 400 that says what to send', async (payload, message, code) => {
    const res = await markRead(t.app, customer, payload);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message, code });
  });

  test.each([[{ ids: ['x'] }], [{ ids: 'all' }], [{ ids: [0] }]])('%j is a 400', async (payload) => {
    const res = await markRead(t.app, customer, payload);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toEqual(expect.any(String));
  });
});

test('the calls are described in the API document', async () => {
  const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
  expect(Object.keys(doc.paths['/api/v1/global/notifications'])).toEqual(['get']);
  expect(doc.paths['/api/v1/global/notifications'].get.responses['200'].headers).toHaveProperty('X-Unread-Count');
  expect(Object.keys(doc.paths['/api/v1/global/notifications/markRead'])).toEqual(['post']);
  expect(Object.keys(doc.paths['/api/v1/admin/data/getRequestCounts'])).toEqual(['get']);
});
