import { type Kysely, sql } from 'kysely';
import type { Db } from '../db';
import type { Database } from '../db/schema';

/** The outcome of one attempt to run a periodic job. */
export type JobRun<T> = { ran: true; result: T } | { ran: false };

/** Runs a named job unless another process is running it now. */
export type Exclusive = <T>(name: string, job: (db: Kysely<Database>) => Promise<T>) => Promise<JobRun<T>>;

/** Runs every job here, with no lock: for one process alone (and for tests of a job itself). */
export const unguarded =
  (db: Kysely<Database>): Exclusive =>
  async (_name, job) => ({ ran: true, result: await job(db) });

/**
 * Periodic work (mail outbox, overdue notices, sweep of unclaimed uploads) runs exactly once across
 * servers. On PostgreSQL each run takes a session advisory lock named after the job (and the database
 * and schema, so separate portals on one PostgreSQL never block each other) on one connection: a server
 * that finds it taken skips this round; a server that dies mid-run drops its connection and with it the
 * lock. On SQLite (one machine), only the process that owns the jobs runs them (`ownsJobs`: the only
 * process, or worker 1 of WORKERS=n). The jobs also claim each row with a conditional update, so even
 * overlapping runs could not send a mail or a notice twice.
 */
export function exclusiveJobs(database: Db, ownsJobs: boolean): Exclusive {
  if (database.kind !== 'postgres') {
    return async (name, job) => (ownsJobs ? unguarded(database.db)(name, job) : { ran: false });
  }
  return (name, job) =>
    database.db.connection().execute(async (connection) => {
      const key = sql`hashtext(current_database() || ':' || current_schema() || ':' || ${name})`;
      const { rows } = await sql<{ locked: boolean }>`select pg_try_advisory_lock(${key}) as locked`.execute(
        connection
      );
      if (!rows[0]?.locked) return { ran: false } as const;
      try {
        return { ran: true, result: await job(connection) } as const;
      } finally {
        await sql`select pg_advisory_unlock(${key})`.execute(connection);
      }
    });
}

export interface JobOptions<T> {
  name: string;
  everyMs: number;
  exclusive: Exclusive;
  run(db: Kysely<Database>): Promise<T>;
  /** Told of a failed run; the next round tries again. */
  report(error: unknown): void;
}

/**
 * Runs a job now and then every `everyMs` until stopped, never two rounds at once in this process.
 * Answers a stop function that waits for a round in progress.
 */
export function startJob<T>({ name, everyMs, exclusive, run, report }: JobOptions<T>): () => Promise<void> {
  let current: Promise<unknown> | null = null;
  const round = () => {
    if (current) return;
    current = exclusive(name, run)
      .catch(report)
      .finally(() => {
        current = null;
      });
  };
  round();
  const timer = setInterval(round, everyMs);
  timer.unref();
  return async () => {
    clearInterval(timer);
    await current;
  };
}
