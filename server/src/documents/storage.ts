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
}

/** The folder for documents' bytes, and the one uploads are streamed into first (same disk, so a move is a rename). */
export const documentsFolder = (config: Config) => path.join(config.dataDir, 'documents');
export const uploadsFolder = (config: Config) => path.join(config.dataDir, 'uploading');

/** The storage the settings choose: the data folder by default, an S3-compatible bucket when STORAGE_DRIVER=s3. */
export function createDocumentStorage(config: Config): DocumentStorage {
  if (config.storage.driver === 'local') return new LocalDocumentStorage(documentsFolder(config));
  // Loaded only here, so a server on the local folder never pays for the AWS SDK.
  const { S3Client } = require('@aws-sdk/client-s3') as typeof import('@aws-sdk/client-s3');
  const { S3DocumentStorage } = require('./s3-storage') as typeof import('./s3-storage');
  const { bucket, region, endpoint, forcePathStyle } = config.storage;
  const client = new S3Client({ region, forcePathStyle, ...(endpoint ? { endpoint } : {}) });
  return new S3DocumentStorage(client, bucket);
}
