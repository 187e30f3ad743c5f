import { DeleteObjectCommand, GetObjectCommand, PutObjectCommand } from '@aws-sdk/client-s3';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { text } from 'node:stream/consumers';
import { loadConfig } from '../../config';
import { LocalDocumentStorage } from '../local-storage';
import { S3DocumentStorage, type S3Sender } from '../s3-storage';
import { createDocumentStorage, type DocumentStorage } from '../storage';

let dir: string;
beforeEach(() => { dir = mkdtempSync(path.join(os.tmpdir(), 'gia-storage-')); });
afterEach(() => { rmSync(dir, { recursive: true, force: true }); });

/** An S3 bucket in memory that reads streamed bodies as the real service would, and records what it was sent. */
class FakeBucket implements S3Sender {
  readonly objects = new Map<string, Buffer>();
  readonly sent: { command: string; input: Record<string, unknown> }[] = [];

  async send(command: PutObjectCommand | GetObjectCommand | DeleteObjectCommand): Promise<unknown> {
    const input = command.input as { Bucket: string; Key: string; Body?: Readable; ContentLength?: number };
    this.sent.push({ command: command.constructor.name, input: { ...input, Body: undefined } });
    if (command instanceof PutObjectCommand) {
      const chunks: Buffer[] = [];
      for await (const chunk of input.Body!) chunks.push(chunk as Buffer);
      const body = Buffer.concat(chunks);
      if (body.length !== input.ContentLength) throw new Error('ContentLength does not match the body');
      this.objects.set(input.Key, body);
      return {};
    }
    if (command instanceof GetObjectCommand) {
      const body = this.objects.get(input.Key);
      if (!body) throw Object.assign(new Error('The specified key does not exist.'), { name: 'NoSuchKey' });
      return { Body: Readable.from([body]) };
    }
    this.objects.delete(input.Key);
    return {};
  }
}

function tempFile(content: string): string {
  const file = path.join(dir, `upload-${Math.random().toString(16).slice(2)}.part`);
  writeFileSync(file, content);
  return file;
}

describe.each([
  ['the local folder', () => new LocalDocumentStorage(path.join(dir, 'documents'))],
  ['an S3 bucket', () => new S3DocumentStorage(new FakeBucket(), 'gia-documents')]
])('document storage in %s', (_where, make: () => DocumentStorage) => {
  test('keeps the bytes of a finished upload under its key and takes the temporary file away', async () => {
    const storage = make();
    const file = tempFile('%PDF-1.4 the deed');
    await storage.put('ab/abcdefghijklmnopqrstuvwx', file);
    expect(existsSync(file)).toBe(false);
    expect(await text(await storage.open('ab/abcdefghijklmnopqrstuvwx'))).toBe('%PDF-1.4 the deed');
  });

  test('forgets a removed key; opening it then fails, and removing it again is harmless', async () => {
    const storage = make();
    await storage.put('cd/cdefghijklmnopqrstuvwxyz', tempFile('bytes'));
    await storage.remove('cd/cdefghijklmnopqrstuvwxyz');
    await expect(storage.open('cd/cdefghijklmnopqrstuvwxyz')).rejects.toThrow();
    await storage.remove('cd/cdefghijklmnopqrstuvwxyz');
  });
});

test('the S3 driver sends each object to the configured bucket and key, with its length', async () => {
  const bucket = new FakeBucket();
  const storage = new S3DocumentStorage(bucket, 'gia-documents');
  await storage.put('ef/efghijklmnopqrstuvwxyzab', tempFile('12345'));
  await storage.remove('ef/efghijklmnopqrstuvwxyzab');
  expect(bucket.sent).toEqual([
    { command: 'PutObjectCommand', input: expect.objectContaining({ Bucket: 'gia-documents', Key: 'ef/efghijklmnopqrstuvwxyzab', ContentLength: 5 }) },
    { command: 'DeleteObjectCommand', input: expect.objectContaining({ Bucket: 'gia-documents', Key: 'ef/efghijklmnopqrstuvwxyzab' }) }
  ]);
});

test('the local driver refuses a key that could leave its folder', async () => {
  const storage = new LocalDocumentStorage(path.join(dir, 'documents'));
  await expect(storage.open('../jwt-secret')).rejects.toThrow('Not a storage key');
});

test('the settings choose the driver: the data folder by default, S3 with STORAGE_DRIVER=s3', () => {
  const base = { DATA_DIR: dir, JWT_SECRET: 'x'.repeat(40) };
  expect(createDocumentStorage(loadConfig(base))).toBeInstanceOf(LocalDocumentStorage);
  expect(createDocumentStorage(loadConfig({ ...base, STORAGE_DRIVER: 's3', S3_BUCKET: 'b', S3_ENDPOINT: 'http://127.0.0.1:9' }))).toBeInstanceOf(S3DocumentStorage);
});
