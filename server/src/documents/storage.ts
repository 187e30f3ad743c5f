import type { Readable } from 'node:stream';
import path from 'node:path';
import type { Config } from '../config';
import { LocalDocumentStorage } from './local-storage';

/** Where document bytes live, by key. Nothing here is ever served directly. */
export interface DocumentStorage {
  /** Takes over the finished temporary file at `fromFile` and keeps its bytes under `key`. */
  put(key: string, fromFile: string): Promise<void>;
  /** The bytes under `key`; rejects when there are none. */
  open(key: string): Promise<Readable>;
  /** Forgets `key`; nothing happens when it is already gone. */
  remove(key: string): Promise<void>;
  /** Lets go of its connections (the S3 client's sockets); the app's one storage is closed with the app. */
  close(): void;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The app's one document storage (one S3 client for every route and job), closed with the app. */
    storage: DocumentStorage;
  }
}

/** The store holding documents' bytes cannot be reached just now (network, timeout, its own 5xx): nothing was kept or lost. */
export class StorageUnavailableError extends Error {
  constructor(
    what: string,
    readonly cause?: unknown
  ) {
    super(`Document storage unavailable (${what}): ${String((cause as Error)?.message ?? cause)}`);
  }
}

/** The folder for documents' bytes, and the one uploads are streamed into first (same disk, so a move is a rename). */
export const documentsFolder = (config: Config) => path.join(config.dataDir, 'documents');
export const uploadsFolder = (config: Config) => path.join(config.dataDir, 'uploading');

/** The storage the settings choose: the data folder by default, an S3-compatible bucket when STORAGE_DRIVER=s3. */
export function createDocumentStorage(config: Config): DocumentStorage {
  if (config.storage.driver === 'local') return new LocalDocumentStorage(documentsFolder(config));
  // Loaded only here, so a server on the local folder never pays for the AWS SDK.
  /* eslint-disable @typescript-eslint/no-require-imports -- a lazy load needs require(), not a top-level import */
  const { S3Client } = require('@aws-sdk/client-s3') as typeof import('@aws-sdk/client-s3');
  const { S3DocumentStorage } = require('./s3-storage') as typeof import('./s3-storage');
  /* eslint-enable @typescript-eslint/no-require-imports */
  const { bucket, region, endpoint, forcePathStyle, checksums, credentials } = config.storage;
  const client = new S3Client({
    region,
    forcePathStyle,
    ...(endpoint ? { endpoint } : {}),
    ...(credentials ? { credentials } : {}),
    // With the SDK's default (WHEN_SUPPORTED) bodies go up `aws-chunked`, which several S3-compatible stores
    // keep framing and all; S3_CHECKSUMS=when_supported restores the default for AWS itself.
    requestChecksumCalculation: checksums,
    responseChecksumValidation: checksums,
    // A bucket that is down answers the caller soon with 503, rather than after long retries.
    maxAttempts: 2,
    requestHandler: { connectionTimeout: 3000, requestTimeout: 30_000 }
  });
  return new S3DocumentStorage(client, bucket);
}
