import { DeleteObjectCommand, GetObjectCommand, PutObjectCommand, type S3Client } from '@aws-sdk/client-s3';
import { createReadStream } from 'node:fs';
import { rm, stat } from 'node:fs/promises';
import { Readable } from 'node:stream';
import { StorageUnavailableError, type DocumentStorage } from './storage';

/** Whether an S3 failure is the store being unreachable or failing (worth a 503 and a retry), not a missing key or a refusal. */
function isUnavailable(error: unknown): boolean {
  const e = error as { name?: string; code?: string; $metadata?: { httpStatusCode?: number }; $retryable?: unknown };
  const status = e?.$metadata?.httpStatusCode;
  if (status !== undefined) return status >= 500 || status === 429;
  // No answer at all: refused or reset connection, DNS failure, timeout.
  return true;
}

const wrap =
  (what: string) =>
  (error: unknown): never => {
    throw isUnavailable(error) ? new StorageUnavailableError(what, error) : error;
  };

/**
 * Document bytes as objects in an S3-compatible bucket, for several servers sharing one store. Uploads
 * stream from the finished temporary file; reads stream from the bucket. A store that cannot be reached
 * raises `StorageUnavailableError` (the routes answer 503).
 */
export class S3DocumentStorage implements DocumentStorage {
  constructor(
    private readonly client: Pick<S3Client, 'send' | 'destroy'>,
    private readonly bucket: string
  ) {}

  async put(key: string, fromFile: string): Promise<void> {
    try {
      const { size } = await stat(fromFile);
      // A stream body needs its length given, or the SDK cannot sign the request.
      await this.client
        .send(
          new PutObjectCommand({ Bucket: this.bucket, Key: key, Body: createReadStream(fromFile), ContentLength: size })
        )
        .catch(wrap(`storing ${key}`));
    } finally {
      await rm(fromFile, { force: true });
    }
  }

  async open(key: string): Promise<Readable> {
    const answer = await this.client
      .send(new GetObjectCommand({ Bucket: this.bucket, Key: key }))
      .catch(wrap(`reading ${key}`));
    if (!(answer.Body instanceof Readable)) throw new Error(`No bytes in the bucket for ${key}`);
    return answer.Body;
  }

  async remove(key: string): Promise<void> {
    await this.client.send(new DeleteObjectCommand({ Bucket: this.bucket, Key: key })).catch(wrap(`removing ${key}`));
  }

  close(): void {
    this.client.destroy();
  }
}
