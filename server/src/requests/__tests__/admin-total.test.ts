import { buildTestApp, type TestApp } from '../../test-support/app';
import { seedAccount, type TestAccount } from '../../test-support/accounts';
import { byKey, deleteCall, readUrl, rejectCall, submit } from '../test-fixtures';

let t: TestApp;
let customer: TestAccount;
let admin: TestAccount;
beforeAll(async () => {
  t = await buildTestApp();
  customer = await seedAccount(t.app, 'customer', { name: 'Asha Rao' });
  admin = await seedAccount(t.app, 'admin', { name: 'Ravi Admin' });
});
afterAll(async () => {
  await t.close();
});

const pan = byKey('pan');
const gst = byKey('gstCompany');

async function adminTotal(kind = pan, query: Record<string, string> = {}): Promise<string> {
  const res = await t.app.inject({
    method: 'GET',
    url: readUrl(kind),
    headers: admin.auth,
    query: { limit: '1', ...query }
  });
  expect(res.statusCode).toBe(200);
  return String(res.headers['x-total-count']);
}

test("the admin's unfiltered total follows submissions and deletions of that kind only, and agrees with the filtered count", async () => {
  // Counted from what the file's other tests left (they run in any order).
  const pans = Number(await adminTotal());
  const gsts = Number(await adminTotal(gst));
  const total = async (kind = pan) => Number(await adminTotal(kind)) - (kind === pan ? pans : gsts);
  const ids = [];
  for (let i = 0; i < 4; i++) ids.push(await submit(t.app, pan, customer));
  await submit(t.app, gst, customer);
  expect(await total()).toBe(4);
  expect(await total(gst)).toBe(1);

  expect((await t.app.inject({ ...deleteCall(pan, ids[0]), headers: admin.auth })).statusCode).toBe(200);
  expect((await t.app.inject(rejectCall(pan, admin, ids[1]))).statusCode).toBe(200);
  // A deleted request leaves the total; a rejected one is still listed.
  expect(await total()).toBe(3);
  const everyState = ['PENDING', 'REJECTED'].map((status) => adminTotal(pan, { status }));
  expect((await Promise.all(everyState)).map(Number).reduce((a, b) => a + b)).toBe(pans + 3);
  // Deleting the same request twice does not count it out twice.
  expect((await t.app.inject({ ...deleteCall(pan, ids[0]), headers: admin.auth })).statusCode).toBe(404);
  expect(await total()).toBe(3);
  expect(await total(gst)).toBe(1);
});

test("every filter of the admin's list narrows its total: none falls back to the kind's kept count", async () => {
  await submit(t.app, pan, customer);
  expect(Number(await adminTotal())).toBeGreaterThan(0);
  // One value per filter of the read call that matches none of this kind's requests.
  const matchingNone: Record<string, string> = {
    q: 'no such words anywhere',
    status: 'COMPLETED',
    from: '2099-01-01',
    to: '2000-01-01',
    due: 'overdue'
  };
  for (const [name, value] of Object.entries(matchingNone))
    expect([name, await adminTotal(pan, { [name]: value })]).toEqual([name, '0']);
});
