import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { SMTPServer } from 'smtp-server';
import { freePort } from '../../support/portal';

/**
 * The shared services of a deployment over several servers, each a real process on 127.0.0.1 started and
 * stopped (by its process id) by the test: an S3-protocol server (s3rver), Redis (Debian's redis-server)
 * and a local SMTP server that keeps what it receives.
 */

const ROOT = path.join(__dirname, '..', '..', '..', '..');

interface Started {
  child: ChildProcess;
  output(): string;
  stop(): Promise<void>;
}

async function startProcess(
  command: string,
  args: string[],
  ready: (log: string) => boolean,
  what: string
): Promise<Started> {
  const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'] });
  let log = '';
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`${what} did not start in 20 s:\n${log}`)), 20_000);
    const onData = (d: Buffer) => {
      log += String(d);
      if (ready(log)) {
        clearTimeout(timer);
        resolve();
      }
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`${what} exited (${code}):\n${log}`));
    });
    child.once('error', (error: NodeJS.ErrnoException) => {
      clearTimeout(timer);
      reject(
        error.code === 'ENOENT'
          ? new Error(`${command} is not installed (Debian: apt-get install -y ${command}, as .ci/run does)`)
          : error
      );
    });
  });
  return {
    child,
    output: () => log,
    async stop() {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
      await exited;
    }
  };
}

export const S3_BUCKET = 'gia-documents';

/** s3rver with the documents bucket; `env` points a server at it. */
export async function startS3(): Promise<{ env: Record<string, string>; stop(): Promise<void> }> {
  const port = await freePort();
  const directory = mkdtempSync(path.join(os.tmpdir(), 'gia-s3-'));
  const s3rver = await startProcess(
    process.execPath,
    [
      path.join(ROOT, 'node_modules', 's3rver', 'bin', 's3rver.js'),
      '-d',
      directory,
      '-a',
      '127.0.0.1',
      '-p',
      String(port),
      '--configure-bucket',
      S3_BUCKET
    ],
    (log) => log.includes('S3rver listening'),
    's3rver'
  );
  return {
    env: {
      STORAGE_DRIVER: 's3',
      S3_BUCKET,
      S3_ENDPOINT: `http://127.0.0.1:${port}`,
      S3_FORCE_PATH_STYLE: 'true',
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER'
    },
    async stop() {
      await s3rver.stop();
      rmSync(directory, { recursive: true, force: true });
    }
  };
}

/** redis-server keeping nothing on disk. */
export async function startRedis(): Promise<{ url: string; stop(): Promise<void> }> {
  const port = await freePort();
  const redis = await startProcess(
    'redis-server',
    ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
    (log) => log.includes('Ready to accept connections'),
    'redis-server'
  );
  return { url: `redis://127.0.0.1:${port}`, stop: () => redis.stop() };
}

export interface Mail {
  to: string[];
  messageId: string;
  subject: string;
}

/** A local SMTP server (user `mailer`, password `s3cret`) keeping the envelope and headers of each message. */
export async function startSmtp(): Promise<{ url: string; received: Mail[]; close(): Promise<void> }> {
  const received: Mail[] = [];
  const server = new SMTPServer({
    disabledCommands: ['STARTTLS'],
    allowInsecureAuth: true,
    logger: false,
    onAuth(auth, _session, callback) {
      if (auth.username === 'mailer' && auth.password === 's3cret') callback(null, { user: auth.username });
      else callback(new Error('Invalid username or password'));
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8');
        const head = raw.slice(0, raw.indexOf('\r\n\r\n')).replace(/\r\n[ \t]+/g, ' ');
        const header = (name: string) =>
          head
            .split('\r\n')
            .find((l) => l.toLowerCase().startsWith(`${name}:`))
            ?.slice(name.length + 1)
            .trim() ?? '';
        received.push({
          to: session.envelope.rcptTo.map((r) => r.address),
          messageId: header('message-id'),
          subject: header('subject')
        });
        callback();
      });
    }
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://mailer:s3cret@127.0.0.1:${port}`,
    received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve()))
  };
}
