import { seedAccount, type TestAccount } from '../../test-support/accounts';
import { buildTestApp, type TestApp } from '../../test-support/app';

/**
 * The router's own refusals and an id that is no number answer like every refusal, `{ message, code }`
 * from the catalogue: Fastify's default 414 body had no catalogue key, and an id read as NaN made the
 * refusal's parameters unserialisable (a 500).
 */
let t: TestApp;
let vendor: TestAccount;

beforeAll(async () => {
  t = await buildTestApp();
  vendor = await seedAccount(t.app, 'vendor', { vendorStatus: 'approved' });
});
afterAll(() => t.close());

test('a path part longer than the router reads is 414 with a catalogue code', async () => {
  const res = await t.app.inject({ method: 'GET', url: `/api/v1/global/requests/${'x'.repeat(300)}` });
  expect([res.statusCode, res.json()]).toEqual([
    414,
    { message: 'The address is too long.', code: 'errors.addressTooLong' }
  ]);
});

test("a vendor's action on an id that is no number is 404 naming the id as sent", async () => {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/v1/vendors/data/acceptAssignment',
    headers: vendor.auth,
    payload: { service_type: 'PanRegistrations', id: '{}' }
  });
  expect(res.statusCode).toBe(404);
  expect(res.json()).toMatchObject({ code: 'errors.request.noneAssigned', params: { id: '{}' } });
});
