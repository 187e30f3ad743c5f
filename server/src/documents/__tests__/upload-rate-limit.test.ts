import { buildTestApp, type TestApp } from '../../test-support/app';
import { PNG, multipartBody } from '../__fixtures__/uploads';

let limited: TestApp;
beforeAll(async () => {
  limited = await buildTestApp({ UPLOAD_RATE_PER_MINUTE: '2' });
});
afterAll(async () => {
  await limited.close();
});

test('uploads past the limit from one address get 429 saying when to try again', async () => {
  const send = (address: string) => {
    const { payload, headers } = multipartBody([{ name: 'a.png', type: 'image/png', data: PNG }]);
    return limited.app.inject({
      method: 'POST',
      url: '/api/v1/global/upload/file',
      payload,
      headers,
      remoteAddress: address
    });
  };
  expect((await send('10.1.1.1')).statusCode).toBe(200);
  expect((await send('10.1.1.1')).statusCode).toBe(200);
  const refused = await send('10.1.1.1');
  expect(refused.statusCode).toBe(429);
  expect(refused.json().message).toMatch(/^Too many uploads from your address\. Please try again in \d+ seconds\.$/);
  expect((await send('10.1.1.2')).statusCode).toBe(200);
});
