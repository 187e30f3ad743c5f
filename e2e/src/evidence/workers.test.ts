import { SERVICES } from '@gia/domain';
import { readdirSync, readFileSync, mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { call, freshDatabase, startServer, type FreshDatabase, type ServerProcess } from './support/servers';

/**
 * WORKERS=2: two server processes behind one port, on SQLite (WAL) or, with DATABASE_URL, PostgreSQL.
 * Concurrent writes all land; without Redis the workers count limits once for the machine; a worker that
 * dies is replaced while the other answers; SIGTERM ends all.
 */

const pan = SERVICES.find((k) => k.key === 'pan')!;
const ADMIN = { email: 'admin@workers.example', password: 'Admin-pass-2026-workers' };
const PASSWORD = 'Tulsi-garden-river-42';

let database: FreshDatabase | null = null;
let dataDir: string;
let server: ServerProcess;

/** The process ids whose parent is `pid` (from /proc). */
function childrenOf(pid: number): number[] {
  const found: number[] = [];
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      if (ppid === pid) found.push(Number(entry));
    } catch {
      /* gone meanwhile */
    }
  }
  return found;
}

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

async function eventually(what: string, check: () => boolean | Promise<boolean>, timeoutMs = 30_000): Promise<void> {
  const end = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > end) throw new Error(`Timed out waiting until ${what}\n${server.output()}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

beforeAll(async () => {
  database = await freshDatabase();
  dataDir = mkdtempSync(path.join(os.tmpdir(), 'gia-workers-'));
  server = await startServer(dataDir, {
    WORKERS: '2',
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
    LOGIN_RATE_PER_MINUTE: '1000',
    LOG_LEVEL: 'info',
    ...(database ? { DATABASE_URL: database.url } : {})
  });
  // The health call answers as soon as one worker listens; wait for both.
  await eventually('both workers listen', () => server.output().includes('(2 workers'), 60_000);
});
afterAll(async () => {
  await server?.stop();
  await database?.drop();
  rmSync(dataDir, { recursive: true, force: true });
});

test('two workers answer on one port, and writes made at once through both all land', async () => {
  expect(childrenOf(server.pid)).toHaveLength(2);
  ok(
    await call(server.url, 'POST', '/users/login/signup', {
      user_name: 'Asha Rao',
      email: 'asha@workers.example',
      password: PASSWORD
    })
  );
  const token = ok(
    await call(server.url, 'POST', '/users/login/request', { email: 'asha@workers.example', password: PASSWORD })
  ).accessToken;
  const submissions = await Promise.all(
    Array.from({ length: 24 }, (_, i) =>
      call(
        server.url,
        'POST',
        `/${pan.endpoints.insertBase}/data/${pan.endpoints.insert}`,
        { consent: true, name: `Asha Rao ${i}` },
        token
      )
    )
  );
  const refused = submissions.filter((s) => s.status !== 200);
  if (refused.length > 0) console.log(server.output());
  expect(refused).toEqual([]);
  const admin = ok(await call(server.url, 'POST', '/admin/login/request', ADMIN)).accessToken;
  const listed = ok(await call(server.url, 'GET', `/admin/data/${pan.endpoints.get}?limit=100`, undefined, admin));
  expect(new Set(listed.map((r: { id: number }) => r.id))).toEqual(new Set(submissions.map((s) => s.body.id)));
});

/** A failed sign-in on a connection of its own, so the cluster hands each to the next worker in turn. */
function failedSignIn(baseUrl: string): Promise<number> {
  const body = JSON.stringify({ email: 'nobody@workers.example', password: 'not-the-password' });
  return new Promise((resolve, reject) => {
    const req = http.request(
      `${baseUrl}/api/v1/users/login/request`,
      { method: 'POST', agent: false, headers: { 'content-type': 'application/json' } },
      (res) => {
        res.resume();
        res.on('end', () => resolve(res.statusCode ?? 0));
      }
    );
    req.on('error', reject);
    req.end(body);
  });
}

test('without Redis, sign-in failures spread over both workers hit the limit at the same count as on one process', async () => {
  const limitedDir = mkdtempSync(path.join(os.tmpdir(), 'gia-workers-limit-'));
  const limited = await startServer(limitedDir, { WORKERS: '2', LOGIN_RATE_PER_MINUTE: '4', LOG_LEVEL: 'info' });
  try {
    await eventually('both workers listen', () => limited.output().includes('(2 workers'), 60_000);
    const statuses: number[] = [];
    for (let i = 0; i < 8; i++) statuses.push(await failedSignIn(limited.url));
    expect(statuses).toEqual([401, 401, 401, 401, 429, 429, 429, 429]);
    // Both workers answered some of them (each request's log line carries its process id).
    const answeredBy = new Set(
      limited
        .output()
        .split('\n')
        .filter((line) => line.includes('"statusCode":4') && line.includes('"responseTime"'))
        .map((line) => (JSON.parse(line) as { pid: number }).pid)
    );
    expect(answeredBy.size).toBe(2);
  } finally {
    await limited.stop();
    rmSync(limitedDir, { recursive: true, force: true });
  }
});

/**
 * The health call's status over a connection of its own: fetch keeps connections open, and one the killed
 * worker held would be reused and found closed ("other side closed"), which says nothing about the server.
 */
function healthOnNewConnection(url: string): Promise<number> {
  return new Promise((resolve, reject) => {
    http
      .get(`${url}/api/v1/global/health`, { agent: false }, (res) => {
        res.resume();
        resolve(res.statusCode ?? 0);
      })
      .on('error', reject);
  });
}

test('a worker that dies is started again while the other keeps answering', async () => {
  const [victim, survivor] = childrenOf(server.pid);
  process.kill(victim, 'SIGKILL');
  await eventually('the worker is gone', () => !alive(victim));
  for (let i = 0; i < 5; i++) expect(await healthOnNewConnection(server.url)).toBe(200);
  await eventually('a new worker replaces it', () => childrenOf(server.pid).filter((p) => p !== victim).length === 2);
  expect(childrenOf(server.pid)).toContain(survivor);
  expect(server.output()).toMatch(/GIA worker \d stopped \(SIGKILL\); starting it again/);
});

test('SIGTERM to the first process stops every worker', async () => {
  const workers = childrenOf(server.pid);
  expect(workers).toHaveLength(2);
  await server.stop('SIGTERM');
  await eventually('every worker is gone', () => workers.every((p) => !alive(p)), 15_000);
});

function ok(res: { status: number; body: any }) {
  if (res.status >= 300) throw new Error(`${res.status} ${JSON.stringify(res.body)}\n${server.output()}`);
  return res.body;
}
