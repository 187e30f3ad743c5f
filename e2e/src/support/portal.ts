import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { freshDatabase } from './database';

const ROOT = path.join(__dirname, '..', '..', '..');

export interface Portal {
  url: string;
  admin: { email: string; password: string };
  dataDir: string;
  output: () => string;
  stop(): Promise<void>;
}

/** A port free now: from E2E_PORTS (e.g. `46050-46099`, when the machine is shared) or any the system gives. */
export async function freePort(): Promise<number> {
  const range = /^(\d+)-(\d+)$/.exec(process.env.E2E_PORTS ?? '');
  if (range) {
    for (let p = Number(range[1]); p <= Number(range[2]); p++) if (await portIsFree(p)) return p;
    throw new Error(`No free port in E2E_PORTS ${process.env.E2E_PORTS}`);
  }
  return anyFreePort();
}

function portIsFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const server = net.createServer();
    server.unref();
    server.on('error', () => resolve(false));
    server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)));
  });
}

function anyFreePort(): Promise<number> {
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

/**
 * The built portal as `npm start` runs it (the server's start file), on a free port of 127.0.0.1 and
 * an empty data folder; when DATABASE_URL is set, on a fresh PostgreSQL database of its own.
 */
export async function startPortal(env: Record<string, string> = {}): Promise<Portal> {
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'gia-e2e-'));
  const admin = { email: `admin.${port}.${Date.now()}@gia.example`, password: 'Admin-pass-2026' };
  const database = await freshDatabase();
  let log = '';
  const child: ChildProcess = spawn(process.execPath, [path.join(ROOT, 'server', 'dist', 'server.js')], {
    cwd: ROOT,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      ADMIN_EMAIL: admin.email,
      ADMIN_PASSWORD: admin.password,
      ...(database ? { DATABASE_URL: database.url } : {}),
      ...env
    },
    stdio: ['ignore', 'pipe', 'pipe']
  });
  child.stdout?.on('data', (d) => {
    log += String(d);
  });
  child.stderr?.on('data', (d) => {
    log += String(d);
  });
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 30_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`The portal exited at start:\n${log}`);
    try {
      const res = await fetch(`${url}/api/v1/global/health`);
      if (res.ok) break;
    } catch {
      /* not listening yet */
    }
    if (Date.now() > deadline) throw new Error(`The portal did not start in 30 s:\n${log}`);
    await new Promise((r) => setTimeout(r, 200));
  }
  return {
    url,
    admin,
    dataDir,
    output: () => log,
    async stop() {
      if (child.exitCode === null) {
        child.kill('SIGTERM');
        await new Promise((r) => child.once('exit', r));
      }
      rmSync(dataDir, { recursive: true, force: true });
      await database?.drop();
    }
  };
}
