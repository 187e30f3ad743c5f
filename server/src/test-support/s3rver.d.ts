/** The part of s3rver 3.7 (which ships no types) the tests use. */
declare module 's3rver' {
  import type { Server } from 'node:http';

  interface S3rverOptions {
    port?: number;
    address?: string;
    directory?: string;
    silent?: boolean;
    configureBuckets?: { name: string; configs: string[] }[];
  }

  export default class S3rver {
    constructor(options: S3rverOptions);
    httpServer?: Server;
    run(): Promise<unknown>;
    close(): Promise<void>;
  }
}
