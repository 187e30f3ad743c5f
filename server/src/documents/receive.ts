import { createHash, randomBytes } from 'node:crypto';
import { mkdir, open, rm } from 'node:fs/promises';
import path from 'node:path';
import { type Readable, Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';

/** Enough of the start of a file to tell its type. */
const HEAD_BYTES = 16;

export interface ReceivedFile {
  tempFile: string;
  size: number;
  sha256: string;
  head: Buffer;
}

/**
 * Streams an incoming file into a new temporary file in `folder`, hashing and counting on the way, so
 * no upload is ever held whole in memory. On failure the temporary file is gone.
 */
export async function receiveToTempFile(source: Readable, folder: string): Promise<ReceivedFile> {
  await mkdir(folder, { recursive: true });
  const tempFile = path.join(folder, `${randomBytes(12).toString('hex')}.part`);
  const hash = createHash('sha256');
  let size = 0;
  let head = Buffer.alloc(0);
  const meter = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      hash.update(chunk);
      size += chunk.length;
      if (head.length < HEAD_BYTES) head = Buffer.concat([head, chunk.subarray(0, HEAD_BYTES - head.length)]);
      done(null, chunk);
    }
  });
  // Opened before the pipeline starts: a stream that opens its own file can create it after a failed
  // upload's clean-up has already run, leaving an empty temporary file behind.
  const sink = (await open(tempFile, 'wx', 0o600)).createWriteStream();
  try {
    await pipeline(source, meter, sink);
  } catch (error) {
    if (!sink.closed) await new Promise<void>((closed) => sink.once('close', () => closed()));
    await rm(tempFile, { force: true });
    throw error;
  }
  return { tempFile, size, sha256: hash.digest('hex'), head };
}
