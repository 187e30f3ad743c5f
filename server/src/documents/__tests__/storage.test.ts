import { ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buffer, text } from 'node:stream/consumers';
import { loadConfig } from '../../config';
import { S3_BUCKET, startS3, type S3Service } from '../../test-support/services';
import { LocalDocumentStorage } from '../local-storage';
import { S3DocumentStorage } from '../s3-storage';
import { createDocumentStorage, type DocumentStorage, StorageUnavailableError } from '../storage';

/**
 * One contract for every storage driver, run against the local folder and a real S3-protocol server
 * (s3rver), with the client made exactly as the server makes it from its settings.
 */

let dir: string;
let s3: S3Service;
beforeAll(async () => {
  s3 = await startS3();
});
afterAll(async () => {
  await s3.close();
});
beforeEach(() => {
  dir = mkdtempSync(path.join(os.tmpdir(), 'gia-storage-'));
});
afterEach(() => {
  rmSync(dir, { recursive: true, force: true });
});

function tempFile(content: string | Buffer): string {
  const file = path.join(dir, `upload-${Math.random().toString(16).slice(2)}.part`);
  writeFileSync(file, content);
  return file;
}

/** The S3 driver as `STORAGE_DRIVER=s3` makes it, pointed at the test's s3rver. */
const s3Storage = () => createDocumentStorage(loadConfig({ DATA_DIR: dir, JWT_SECRET: 'x'.repeat(40), ...s3.env }));

describe.each([
  ['the local folder', () => new LocalDocumentStorage(path.join(dir, 'documents'))],
  ['an S3-protocol bucket (s3rver)', s3Storage]
])('document storage in %s', (_where, make: () => DocumentStorage) => {
  test('keeps the bytes of a finished upload under its key and takes the temporary file away', async () => {
    const storage = make();
    const file = tempFile('%PDF-1.4 the deed');
    await storage.put('ab/abcdefghijklmnopqrstuvwx', file);
    expect(existsSync(file)).toBe(false);
    expect(await text(await storage.open('ab/abcdefghijklmnopqrstuvwx'))).toBe('%PDF-1.4 the deed');
  });

  test('round-trips a larger binary file byte for byte (no transfer framing kept)', async () => {
    const storage = make();
    const bytes = Buffer.alloc(3 * 1024 * 1024 + 17);
    for (let i = 0; i < bytes.length; i++) bytes[i] = (i * 7919) % 251;
    await storage.put('bi/binaryfileofthreemegabytes', tempFile(bytes));
    const back = await buffer(await storage.open('bi/binaryfileofthreemegabytes'));
    expect(back.length).toBe(bytes.length);
    expect(back.equals(bytes)).toBe(true);
  });

  test('forgets a removed key; opening it then fails, and removing it again is harmless', async () => {
    const storage = make();
    await storage.put('cd/cdefghijklmnopqrstuvwxyz', tempFile('bytes'));
    await storage.remove('cd/cdefghijklmnopqrstuvwxyz');
    await expect(storage.open('cd/cdefghijklmnopqrstuvwxyz')).rejects.toThrow();
    await storage.remove('cd/cdefghijklmnopqrstuvwxyz');
  });

  test('opening a key that was never stored fails, and is not taken for an outage', async () => {
    const storage = make();
    const failure = await storage.open('ne/neverstoredkeyxxxxxxxxx').then(
      () => 'opened',
      (error: unknown) => error
    );
    expect(failure).not.toBe('opened');
    expect(failure).not.toBeInstanceOf(StorageUnavailableError);
  });
});

test('the objects land in the configured bucket under their keys', async () => {
  await s3Storage().put('ef/efghijklmnopqrstuvwxyzab', tempFile('12345'));
  const client = new S3Client({
    endpoint: s3.endpoint,
    region: 'ap-south-1',
    forcePathStyle: true,
    credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED'
  });
  const listed = await client.send(new ListObjectsV2Command({ Bucket: S3_BUCKET, Prefix: 'ef/' }));
  expect(listed.Contents?.map((o) => [o.Key, o.Size])).toEqual([['ef/efghijklmnopqrstuvwxyzab', 5]]);
  client.destroy();
});

test('a bucket that is down fails with StorageUnavailableError and loses nothing kept before', async () => {
  const storage = s3Storage();
  await storage.put('gh/ghijklmnopqrstuvwxyzabcd', tempFile('kept before the outage'));
  await s3.stop();
  try {
    await expect(storage.put('ij/ijklmnopqrstuvwxyzabcdef', tempFile('during'))).rejects.toBeInstanceOf(
      StorageUnavailableError
    );
    await expect(storage.open('gh/ghijklmnopqrstuvwxyzabcd')).rejects.toBeInstanceOf(StorageUnavailableError);
    await expect(storage.remove('gh/ghijklmnopqrstuvwxyzabcd')).rejects.toBeInstanceOf(StorageUnavailableError);
  } finally {
    await s3.start();
  }
  expect(await text(await storage.open('gh/ghijklmnopqrstuvwxyzabcd'))).toBe('kept before the outage');
});

test('the local driver refuses a key that could leave its folder', async () => {
  const storage = new LocalDocumentStorage(path.join(dir, 'documents'));
  await expect(storage.open('../jwt-secret')).rejects.toThrow('Not a storage key');
});

test('the settings choose the driver: the data folder by default, S3 with STORAGE_DRIVER=s3', () => {
  const base = { DATA_DIR: dir, JWT_SECRET: 'x'.repeat(40) };
  expect(createDocumentStorage(loadConfig(base))).toBeInstanceOf(LocalDocumentStorage);
  expect(
    createDocumentStorage(
      loadConfig({ ...base, STORAGE_DRIVER: 's3', S3_BUCKET: 'b', S3_ENDPOINT: 'http://127.0.0.1:9' })
    )
  ).toBeInstanceOf(S3DocumentStorage);
  expect(loadConfig({ ...base, STORAGE_DRIVER: 's3' }).storage).toMatchObject({ checksums: 'WHEN_REQUIRED' });
  expect(loadConfig({ ...base, STORAGE_DRIVER: 's3', S3_CHECKSUMS: 'when_supported' }).storage).toMatchObject({
    checksums: 'WHEN_SUPPORTED'
  });
  expect(() => loadConfig({ ...base, STORAGE_DRIVER: 's3', S3_CHECKSUMS: 'always' })).toThrow('S3_CHECKSUMS');
});
