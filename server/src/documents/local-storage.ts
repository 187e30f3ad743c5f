import { chmod, copyFile, mkdir, open, rename, rm } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import type { DocumentStorage } from './storage';

/** Document bytes as files in one folder, one sub-folder per key prefix so no folder grows huge. */
export class LocalDocumentStorage implements DocumentStorage {
  constructor(private readonly root: string) {}

  private file(key: string): string {
    if (!/^[A-Za-z0-9_-]+(\/[A-Za-z0-9_-]+)*$/.test(key)) throw new Error(`Not a storage key: ${key}`);
    return path.join(this.root, key);
  }

  async put(key: string, fromFile: string): Promise<void> {
    const target = this.file(key);
    // Readable by the server's user only: folders 0700, documents 0600.
    await mkdir(path.dirname(target), { recursive: true, mode: 0o700 });
    try {
      await rename(fromFile, target);
    } catch (error) {
      // A data folder spread over two disks cannot rename across them.
      if ((error as NodeJS.ErrnoException).code !== 'EXDEV') throw error;
      await copyFile(fromFile, target);
      await rm(fromFile, { force: true });
    }
    await chmod(target, 0o600);
  }

  async open(key: string): Promise<Readable> {
    const handle = await open(this.file(key), 'r');
    return handle.createReadStream();
  }

  async remove(key: string): Promise<void> {
    await rm(this.file(key), { force: true });
  }

  /** A folder holds no connections. */
  close(): void {}
}
