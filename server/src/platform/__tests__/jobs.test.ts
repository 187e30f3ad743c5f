import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { type Db, openDatabase } from '../../db';
import { openTestDatabase, type TestDatabase } from '../../test-support/app';
import { exclusiveJobs, startJob } from '../jobs';

/** Periodic jobs run in one process at a time: an advisory lock on PostgreSQL, the owning process on SQLite. */

const onPostgres = Boolean(process.env.DATABASE_URL);
let dataDir: string;
let test1: TestDatabase;
let other: Db | null = null;

beforeAll(async () => {
  dataDir = mkdtempSync(path.join(os.tmpdir(), 'gia-jobs-'));
  test1 = await openTestDatabase(dataDir);
  await test1.migrate();
  // A second server's connection pool on the same database (and schema).
  if (onPostgres) other = openDatabase({ databaseUrl: process.env.DATABASE_URL!, dataDir, schema: test1.schema });
});
afterAll(async () => {
  await other?.close();
  await test1.close();
  rmSync(dataDir, { recursive: true, force: true });
});

function gate() {
  let open!: () => void;
  const opened = new Promise<void>((resolve) => {
    open = resolve;
  });
  return { open, opened };
}

(onPostgres ? describe : describe.skip)('on PostgreSQL (two servers)', () => {
  test('while one server runs a job, the other skips that round; a different job is not held up; after it, the other runs', async () => {
    const a = exclusiveJobs(test1.database, true);
    const b = exclusiveJobs(other!, true);
    const inside = gate();
    const release = gate();
    const running = a('mail-outbox', async () => {
      inside.open();
      await release.opened;
      return 'a';
    });
    await inside.opened;
    let ran = 0;
    expect(
      await b('mail-outbox', async () => {
        ran += 1;
      })
    ).toEqual({ ran: false });
    expect(await b('overdue-notices', async () => 'other job')).toEqual({ ran: true, result: 'other job' });
    release.open();
    expect(await running).toEqual({ ran: true, result: 'a' });
    expect(
      await b('mail-outbox', async () => {
        ran += 1;
        return 'b';
      })
    ).toEqual({ ran: true, result: 'b' });
    expect(ran).toBe(1);
  });

  test('every process may own jobs: the lock, not the process, decides', async () => {
    const notOwner = exclusiveJobs(other!, false);
    expect(await notOwner('sweep-unclaimed-uploads', async () => 'swept')).toEqual({ ran: true, result: 'swept' });
  });

  test('a job under the lock works in transactions on its connection', async () => {
    const a = exclusiveJobs(test1.database, true);
    const result = await a('overdue-notices', (db) =>
      db.transaction().execute(async (trx) => {
        const { rows } = await sql<{ n: number }>`select 41 + 1 as n`.execute(trx);
        return Number(rows[0].n);
      })
    );
    expect(result).toEqual({ ran: true, result: 42 });
  });

  test('portals in other schemas of the same PostgreSQL are not held up by this one', async () => {
    const elsewhere = await openTestDatabase(dataDir);
    try {
      const inside = gate();
      const release = gate();
      const running = exclusiveJobs(test1.database, true)('mail-outbox', async () => {
        inside.open();
        await release.opened;
      });
      await inside.opened;
      expect(await exclusiveJobs(elsewhere.database, true)('mail-outbox', async () => 'ran')).toEqual({
        ran: true,
        result: 'ran'
      });
      release.open();
      await running;
    } finally {
      await elsewhere.close();
    }
  });
});

(onPostgres ? describe.skip : describe)('on SQLite (one machine)', () => {
  test('only the process that owns the jobs runs them', async () => {
    let ran = 0;
    expect(
      await exclusiveJobs(test1.database, false)('mail-outbox', async () => {
        ran += 1;
      })
    ).toEqual({ ran: false });
    expect(
      await exclusiveJobs(test1.database, true)('mail-outbox', async () => {
        ran += 1;
        return 'ran';
      })
    ).toEqual({ ran: true, result: 'ran' });
    expect(ran).toBe(1);
  });
});

test('a started job runs at once and then periodically, never two rounds at once, and stop waits for a round', async () => {
  const exclusive = exclusiveJobs(test1.database, true);
  let rounds = 0;
  let concurrent = 0;
  let most = 0;
  const failures: unknown[] = [];
  const stop = startJob({
    name: 'tick',
    everyMs: 10,
    exclusive,
    report: (e) => failures.push(e),
    run: async () => {
      concurrent += 1;
      most = Math.max(most, concurrent);
      rounds += 1;
      await new Promise((r) => setTimeout(r, 30));
      concurrent -= 1;
      if (rounds === 2) throw new Error('a failed round');
    }
  });
  await new Promise((r) => setTimeout(r, 200));
  await stop();
  const after = rounds;
  await new Promise((r) => setTimeout(r, 60));
  expect(rounds).toBe(after);
  expect(rounds).toBeGreaterThanOrEqual(3);
  expect(most).toBe(1);
  expect(concurrent).toBe(0);
  expect(failures).toHaveLength(1);
});
