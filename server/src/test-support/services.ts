import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';

/**
 * Real services for tests (test code only): an S3-protocol server (s3rver) and Debian's redis-server,
 * each on a free port of 127.0.0.1 and stopped by the test that started it.
 */

function portIsFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const server = net.createServer();
    server.unref();
    server.once('error', () => resolve(false));
    server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)));
  });
}

/** A free port: from TEST_PORT_RANGE (e.g. `47000-47099`) when set, else one the system chooses. */
export async function freePort(): Promise<number> {
  const range = /^(\d+)-(\d+)$/.exec(process.env.TEST_PORT_RANGE ?? '');
  if (range) {
    const [low, high] = [Number(range[1]), Number(range[2])];
    const start = low + Math.floor(Math.random() * (high - low + 1));
    for (let i = 0; i <= high - low; i++) {
      const port = low + ((start - low + i) % (high - low + 1));
      if (await portIsFree(port)) return port;
    }
    throw new Error(`No free port in TEST_PORT_RANGE ${process.env.TEST_PORT_RANGE}`);
  }
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

export const S3_BUCKET = 'gia-documents';

export interface S3Service {
  endpoint: string;
  /** Settings that point the server at this bucket (the credentials s3rver accepts). */
  env: Record<string, string>;
  /** Stops answering (the objects stay in its folder). */
  stop(): Promise<void>;
  /** Answers again, on the same port, with the same objects. */
  start(): Promise<void>;
  /** Stops and forgets the objects. */
  close(): Promise<void>;
}

/** s3rver on a free port with the documents bucket, objects kept in a temporary folder. */
export async function startS3(): Promise<S3Service> {
  const port = await freePort();
  const directory = mkdtempSync(path.join(os.tmpdir(), 'gia-s3-'));
  const endpoint = `http://127.0.0.1:${port}`;
  let server: S3rver | null = null;
  const start = async () => {
    server = new S3rver({
      port,
      address: '127.0.0.1',
      directory,
      silent: true,
      configureBuckets: [{ name: S3_BUCKET, configs: [] }]
    });
    await server.run();
  };
  const stop = async () => {
    const running = server as (S3rver & { httpServer?: import('node:http').Server }) | null;
    server = null;
    if (!running) return;
    running.httpServer?.closeAllConnections();
    await running.close();
  };
  await start();
  return {
    endpoint,
    env: {
      STORAGE_DRIVER: 's3',
      S3_BUCKET,
      S3_ENDPOINT: endpoint,
      S3_FORCE_PATH_STYLE: 'true',
      S3_REGION: 'ap-south-1',
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER'
    },
    start,
    stop,
    async close() {
      await stop();
      rmSync(directory, { recursive: true, force: true });
    }
  };
}

export interface RedisService {
  url: string;
  port: number;
  /** Stops the process (by its id) and waits until it is gone. */
  stop(): Promise<void>;
  /** Starts it again on the same port (empty: it keeps nothing on disk). */
  start(): Promise<void>;
}

/** Debian's redis-server on a free port, keeping nothing on disk. */
export async function startRedis(): Promise<RedisService> {
  const port = await freePort();
  let child: ChildProcess | null = null;
  const start = async () => {
    const started = spawn(
      'redis-server',
      ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
      { stdio: ['ignore', 'pipe', 'pipe'] }
    );
    child = started;
    let log = '';
    await new Promise<void>((resolve, reject) => {
      const onData = (d: Buffer) => {
        log += String(d);
        if (log.includes('Ready to accept connections')) resolve();
      };
      started.stdout?.on('data', onData);
      started.once('exit', (code) => reject(new Error(`redis-server exited (${code}): ${log}`)));
      started.once('error', (error: NodeJS.ErrnoException) =>
        reject(
          error.code === 'ENOENT'
            ? new Error('redis-server is not installed: apt-get install -y redis-server (Debian), as .ci/run does')
            : error
        )
      );
    });
  };
  const stop = async () => {
    const running = child;
    child = null;
    if (!running || running.exitCode !== null) return;
    const gone = new Promise((resolve) => running.once('exit', resolve));
    running.kill('SIGTERM');
    await gone;
  };
  await start();
  return { url: `redis://127.0.0.1:${port}`, port, start, stop };
}
