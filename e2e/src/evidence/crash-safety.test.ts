import { SERVICES } from '@gia/domain';
import Database from 'better-sqlite3';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { call, freshDatabase, startServer, type FreshDatabase, type ServerProcess } from './support/servers';

/**
 * The real server is killed with SIGKILL while 32 senders keep submitting, then started again on the
 * same data: every submission it had answered 2xx is there, whole, and nothing is half-written. The
 * senders go on until the server is gone, so the kill always lands with submissions in flight (a fixed
 * batch could all be answered before the signal arrived on a busy machine).
 */

const SENDERS = 32;
const KILL_AFTER = 100;
/** A bound, never reached: the server is killed after KILL_AFTER answers. */
const MOST = 5_000;
const legalNotice = SERVICES.find((k) => k.key === 'legalNotice')!;
const insertPath = `/${legalNotice.endpoints.insertBase}/data/${legalNotice.endpoints.insert}`;
const readPath = `/admin/data/${legalNotice.endpoints.get}`;

let dataDir: string;
let database: FreshDatabase | null;
let server: ServerProcess | null = null;
let env: Record<string, string>;

beforeAll(async () => {
  dataDir = mkdtempSync(path.join(os.tmpdir(), 'gia-crash-'));
  database = await freshDatabase();
  env = {
    JWT_SECRET: 'crash-safety-secret-'.padEnd(48, 'x'),
    ADMIN_EMAIL: 'admin@crash.example',
    ADMIN_PASSWORD: 'Admin-pass-2026',
    ...(database ? { DATABASE_URL: database.url } : {})
  };
});
afterAll(async () => {
  await server?.stop('SIGKILL');
  await database?.drop();
  rmSync(dataDir, { recursive: true, force: true });
});

/** The fields of submission i, recognisable by its number in every one. */
const fields = (i: number) => ({
  first_person_details: `Asha Rao #${i}, No. ${i} MG Road, Bengaluru 560001`,
  second_person_details: `Ravi Kumar #${i}, Koregaon Park, Pune 411001`,
  narration: `Notice ${i}: unpaid rent of ₹${(i + 1) * 1000} — किराया`
});
const body = (i: number) => ({ consent: true, ...fields(i) });
const numberOf = (row: { first_person_details: string }) => Number(/#(\d+),/.exec(row.first_person_details)?.[1]);

interface Row {
  id: number;
  status: string;
  first_person_details: string;
  second_person_details: string;
  narration: string;
  /** Set from the request's 'submitted' event: a request stored without it would have none. */
  user_enquiry_date_time: string | null;
}

async function everyRow(url: string, token: string): Promise<Row[]> {
  const rows: Row[] = [];
  for (let page = 1; ; page++) {
    const res = await call(url, 'GET', `${readPath}?limit=200&page=${page}`, undefined, token);
    expect(res.status).toBe(200);
    rows.push(...res.body);
    if (res.body.length < 200) return rows;
  }
}

test(`${process.env.DATABASE_URL ? 'PostgreSQL' : 'SQLite'}: every submission answered 2xx before a SIGKILL is stored whole after the restart`, async () => {
  server = await startServer(dataDir, env);
  const signUp = await call(server.url, 'POST', '/users/login/signup', {
    user_name: 'Asha Rao',
    email: 'asha.crash@example.in',
    password: 'Correct-horse-7'
  });
  expect(signUp.status).toBe(201);
  const token: string = signUp.body.accessToken;

  const answered = new Map<number, number>();
  let unanswered = 0;
  let sent = 0;
  const running = server;
  await Promise.all(
    Array.from({ length: SENDERS }, async () => {
      while (sent < MOST) {
        const i = sent++;
        try {
          const res = await call(running.url, 'POST', insertPath, body(i), token);
          if (res.status !== 200) throw new Error(`submission ${i}: ${res.status} ${JSON.stringify(res.body)}`);
          answered.set(i, res.body.id);
          if (answered.size === KILL_AFTER) running.signal('SIGKILL');
        } catch (error) {
          if (String(error).includes('submission')) throw error;
          // The server is gone: this sender stops.
          unanswered += 1;
          return;
        }
      }
    })
  );
  await running.stop('SIGKILL');
  expect(answered.size).toBeGreaterThanOrEqual(KILL_AFTER);
  // Otherwise the kill came after the senders had stopped and proved nothing.
  expect(sent).toBeLessThan(MOST);
  expect(unanswered).toBeGreaterThan(0);

  server = await startServer(dataDir, env);
  const rows = await everyRow(server.url, token);
  console.log(
    `crash safety (${database ? 'PostgreSQL' : 'SQLite'}): of ${sent} submissions ${answered.size} were answered 2xx and ${unanswered} cut off by the SIGKILL; after the restart ${rows.length} are stored, every answered one whole`
  );
  const byId = new Map(rows.map((r) => [r.id, r]));
  for (const [i, id] of answered) {
    const row = byId.get(id);
    expect([i, row]).toEqual([
      i,
      expect.objectContaining({
        id,
        status: 'PENDING',
        ...fields(i),
        user_enquiry_date_time: expect.any(String)
      })
    ]);
  }
  // Nothing half-written: every stored request is one of those sent, once, with its first event.
  const numbers = rows.map(numberOf);
  expect(new Set(numbers).size).toBe(rows.length);
  for (const row of rows) {
    expect(row).toMatchObject({ status: 'PENDING', ...fields(numberOf(row)) });
    expect(row.user_enquiry_date_time).toEqual(expect.any(String));
  }
  expect(rows.length).toBeLessThanOrEqual(sent);
  expect(rows.length).toBeGreaterThanOrEqual(answered.size);

  await server.stop();
  server = null;
  if (!database) {
    const file = new Database(path.join(dataDir, 'gia.sqlite'), { readonly: true });
    expect(file.pragma('integrity_check', { simple: true })).toBe('ok');
    const orphans = file
      .prepare(
        `select count(*) as n from requests r where not exists (select 1 from request_events e where e.request_id = r.id and e.kind = 'submitted')`
      )
      .get() as { n: number };
    expect(orphans.n).toBe(0);
    file.close();
  }
});
