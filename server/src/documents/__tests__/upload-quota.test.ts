import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { seedAccount } from '../../test-support/accounts';
import { buildTestApp, type TestApp } from '../../test-support/app';
import { EXE, multipartBody, PDF } from '../__fixtures__/uploads';

/** A real PDF (its type comes from the first bytes) of about `kb` KiB. */
const pdfOf = (kb: number) => Buffer.concat([PDF, Buffer.alloc(kb * 1024 - PDF.length, 0x20)]);

const send = (
  t: TestApp,
  address: string,
  data: Buffer,
  auth: Record<string, string> = {},
  type = 'application/pdf',
  name = 'scan.pdf'
) => {
  const { payload, headers } = multipartBody([{ name, type, data }]);
  return t.app.inject({
    method: 'POST',
    url: '/api/v1/global/upload/file',
    payload,
    headers: { ...headers, ...auth },
    remoteAddress: address
  });
};

const documentCount = async (t: TestApp) =>
  Number(
    (
      await t.app.db
        .selectFrom('documents')
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n
  );
const uploading = (t: TestApp) => {
  const folder = path.join(t.config.dataDir, 'uploading');
  return existsSync(folder) ? readdirSync(folder) : [];
};

describe('unclaimed bytes per address per hour (UNCLAIMED_UPLOAD_MB_PER_HOUR)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ UNCLAIMED_UPLOAD_MB_PER_HOUR: '1', MAX_UPLOAD_MB: '1', MIN_FREE_DISK_MB: '0' });
  });
  afterAll(async () => {
    await t.close();
  });

  test('anonymous uploads from one address stop at the hourly amount with 429 and when to try again; others go on', async () => {
    for (let i = 0; i < 3; i++) expect((await send(t, '10.2.0.1', pdfOf(300))).statusCode).toBe(200);
    const before = await documentCount(t);
    const refused = await send(t, '10.2.0.1', pdfOf(300));
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ code: 'limits.unclaimedPerHour' });
    expect(refused.json().message).toMatch(
      /^Your address has uploaded 1 MB without signing in during the last hour, the most allowed\. Sign in to upload more, or try again in \d+ minutes\.$/
    );
    expect(await documentCount(t)).toBe(before);
    expect(uploading(t)).toEqual([]);
    // Another address, and a signed-in person at the same address, are not held back.
    expect((await send(t, '10.2.0.2', pdfOf(300))).statusCode).toBe(200);
    const customer = await seedAccount(t.app, 'customer');
    expect((await send(t, '10.2.0.1', pdfOf(300), customer.auth)).statusCode).toBe(200);
  });

  test('refused uploads do not use up the quota', async () => {
    for (let i = 0; i < 5; i++) {
      expect(
        (
          await send(
            t,
            '10.2.1.1',
            Buffer.concat([EXE, Buffer.alloc(300 * 1024)]),
            {},
            'application/octet-stream',
            'x.exe'
          )
        ).statusCode
      ).toBe(415);
    }
    expect((await send(t, '10.2.1.1', pdfOf(300))).statusCode).toBe(200);
  });
});

describe('unclaimed bytes in total (UNCLAIMED_UPLOAD_MB_TOTAL)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ UNCLAIMED_UPLOAD_MB_TOTAL: '1', MAX_UPLOAD_MB: '1', MIN_FREE_DISK_MB: '0' });
  });
  afterAll(async () => {
    await t.close();
  });

  test('past the total held for anonymous uploads, any address is refused with 507; signed-in uploads go on', async () => {
    for (let i = 0; i < 3; i++) expect((await send(t, `10.3.0.${i}`, pdfOf(300))).statusCode).toBe(200);
    const refused = await send(t, '10.3.0.99', pdfOf(300));
    expect(refused.statusCode).toBe(507);
    expect(refused.json()).toEqual({
      code: 'limits.unclaimedTotal',
      message:
        'The portal is holding too many files from people who have not signed in. Please sign in to upload, or try again later.'
    });
    const vendor = await seedAccount(t.app, 'vendor');
    expect((await send(t, '10.3.0.99', pdfOf(300), vendor.auth)).statusCode).toBe(200);
  });
});

describe('free disk space (MIN_FREE_DISK_MB)', () => {
  let t: TestApp;
  // More free space than any disk has: every upload must be refused.
  beforeAll(async () => {
    t = await buildTestApp({ MIN_FREE_DISK_MB: String(1024 * 1024 * 1024) });
  });
  afterAll(async () => {
    await t.close();
  });

  test('any upload is refused with 507 and a clear message before a byte is written', async () => {
    const admin = await seedAccount(t.app, 'admin');
    for (const auth of [{}, admin.auth]) {
      const refused = await send(t, '10.4.0.1', pdfOf(10), auth);
      expect(refused.statusCode).toBe(507);
      expect(refused.json()).toEqual({
        code: 'limits.diskFull',
        message:
          'The portal is short of storage space and cannot take files just now. Your file was not saved; please try again later.'
      });
    }
    expect(await documentCount(t)).toBe(0);
    expect(uploading(t)).toEqual([]);
  });
});

test('the defaults: 50 MB an hour per address, 2048 MB in total, 1024 MB of free disk', async () => {
  const t = await buildTestApp();
  try {
    expect(t.config.uploads).toEqual({ unclaimedMbPerHour: 50, unclaimedMbTotal: 2048, minFreeDiskMb: 1024 });
  } finally {
    await t.close();
  }
});
