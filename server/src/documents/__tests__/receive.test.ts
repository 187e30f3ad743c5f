import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { setTimeout as sleep } from 'node:timers/promises';
import { receiveToTempFile } from '../receive';

let folder: string;
beforeEach(() => {
  folder = mkdtempSync(path.join(os.tmpdir(), 'gia-receive-'));
});
afterEach(() => rmSync(folder, { recursive: true, force: true }));

test('an upload that breaks at once leaves no temporary file behind, even later', async () => {
  for (let i = 0; i < 50; i++) {
    const broken = new Readable({
      read() {
        this.destroy(new Error('connection reset'));
      }
    });
    await expect(receiveToTempFile(broken, folder)).rejects.toThrow('connection reset');
  }
  await sleep(100);
  expect(readdirSync(folder)).toEqual([]);
});

test('an upload that breaks half-way leaves no temporary file behind', async () => {
  let sent = 0;
  const broken = new Readable({
    read() {
      if (sent++ < 3) this.push(Buffer.alloc(64 * 1024, 1));
      else this.destroy(new Error('cut short'));
    }
  });
  await expect(receiveToTempFile(broken, folder)).rejects.toThrow('cut short');
  await sleep(100);
  expect(readdirSync(folder)).toEqual([]);
});

test('a whole upload is kept with its size, hash and first bytes', async () => {
  const received = await receiveToTempFile(Readable.from([Buffer.from('%PDF-1.7 hello')]), folder);
  expect(received.size).toBe(14);
  expect(received.head.toString()).toBe('%PDF-1.7 hello');
  expect(received.sha256).toMatch(/^[0-9a-f]{64}$/);
  expect(readdirSync(folder)).toEqual([path.basename(received.tempFile)]);
});
