import { DeleteObjectCommand, GetObjectCommand, PutObjectCommand } from '@aws-sdk/client-s3';
import { createReadStream } from 'node:fs';
import { rm, stat } from 'node:fs/promises';
import { Readable } from 'node:stream';
import type { DocumentStorage } from './storage';

/** The one method of the AWS S3 client this driver uses, so tests can hand it a fake. */
export interface S3Sender {
  send(command: PutObjectCommand | GetObjectCommand | DeleteObjectCommand): Promise<unknown>;
}

/** Document bytes as objects in an S3-compatible bucket, for several servers sharing one store. */
export class S3DocumentStorage implements DocumentStorage {
  constructor(private readonly client: S3Sender, private readonly bucket: string) {}

  async put(key: string, fromFile: string): Promise<void> {
    try {
      const { size } = await stat(fromFile);
      // A stream body needs its length given, or the SDK cannot sign the request.
      await this.client.send(new PutObjectCommand({ Bucket: this.bucket, Key: key, Body: createReadStream(fromFile), ContentLength: size }));
    } finally {
      await rm(fromFile, { force: true });
    }
  }

  async open(key: string): Promise<Readable> {
    const answer = (await this.client.send(new GetObjectCommand({ Bucket: this.bucket, Key: key }))) as { Body?: unknown };
    if (!(answer.Body instanceof Readable)) throw new Error(`No bytes in the bucket for ${key}`);
    return answer.Body;
  }

  async remove(key: string): Promise<void> {
    await this.client.send(new DeleteObjectCommand({ Bucket: this.bucket, Key: key }));
  }
}
