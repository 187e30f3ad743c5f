import { buildTestApp, type TestApp } from '../../test-support/app';
import { seedAccount } from '../../test-support/accounts';

let t: TestApp;
let formId: number;

beforeAll(async () => {
  t = await buildTestApp({ FORM_RESPONSE_RATE_PER_MINUTE: '3' });
  const admin = await seedAccount(t.app, 'admin');
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/v1/admin/data/insertForms',
    headers: admin.auth,
    payload: { formName: 'Poll', fields: [{ type: 'input', label: 'Vote' }] }
  });
  formId = res.json().id;
});
afterAll(async () => {
  await t.close();
});

const answer = (remoteAddress: string, vote: unknown = 'yes') =>
  t.app.inject({
    method: 'POST',
    url: '/api/v1/admin/data/insertFormsResponses',
    payload: { form_id: formId, responses: { Vote: vote } },
    remoteAddress
  });

test('answers from one address over the limit get 429 with a message; other addresses go on', async () => {
  for (let n = 0; n < 3; n += 1) expect((await answer('10.0.0.1')).statusCode).toBe(200);
  const refused = await answer('10.0.0.1');
  expect(refused.statusCode).toBe(429);
  expect(refused.json().message).toBe(
    'Too many form submissions from your address. Please wait a minute and try again.'
  );
  expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
  expect((await answer('10.0.0.2')).statusCode).toBe(200);
});

test('refused answers count too, so bad input cannot be sent without end', async () => {
  for (let n = 0; n < 3; n += 1) expect((await answer('10.0.0.3', 42)).statusCode).toBe(400);
  expect((await answer('10.0.0.3')).statusCode).toBe(429);
});
