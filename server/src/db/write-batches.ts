import { type Kysely, sql, type Transaction } from 'kysely';
import type { Database } from './schema';

/** What one caller writes; it runs inside the batch's transaction. */
export type BatchedWork<T> = (trx: Transaction<Database>) => Promise<T>;

interface Job {
  work: BatchedWork<unknown>;
  resolve(value: unknown): void;
  reject(error: unknown): void;
}

type Outcome = { ok: true; value: unknown } | { ok: false; error: unknown };

/** Enough callers to share one commit; a longer batch would only hold the database longer. */
const MAX_BATCH = 64;

/**
 * Group commit for SQLite (issue 18, submissions per second). On SQLite a commit costs more than the
 * statements it closes: the WAL frames of every touched index page and the FTS5 text index's new
 * segment. Writes that arrive while one batch is being written go together into the next transaction,
 * each inside a savepoint of its own, so a refused one (a document not the caller's) is undone alone
 * and the others still commit. A caller's promise settles only once its batch has committed.
 */
class WriteBatches {
  private queue: Job[] = [];
  private draining = false;

  constructor(private readonly db: Kysely<Database>) {}

  run<T>(work: BatchedWork<T>): Promise<T> {
    return new Promise<T>((resolve, reject) => {
      this.queue.push({ work, resolve: resolve as (value: unknown) => void, reject });
      if (this.draining) return;
      this.draining = true;
      // Not before the event loop's next turn: SQLite answers synchronously, so a batch begun at once
      // would commit before the other connections' calls, read in the same turn, reached this point.
      setImmediate(() => void this.drain());
    });
  }

  private async drain(): Promise<void> {
    while (this.queue.length > 0) await this.write(this.queue.splice(0, MAX_BATCH));
    this.draining = false;
  }

  private async write(jobs: Job[]): Promise<void> {
    const outcomes: Outcome[] = [];
    try {
      await this.db.transaction().execute(async (trx) => {
        for (const job of jobs) outcomes.push(await inSavepoint(trx, job.work));
      });
    } catch (error) {
      for (const job of jobs) job.reject(error);
      return;
    }
    jobs.forEach((job, i) => {
      const outcome = outcomes[i]!;
      if (outcome.ok) job.resolve(outcome.value);
      else job.reject(outcome.error);
    });
  }
}

async function inSavepoint(trx: Transaction<Database>, work: BatchedWork<unknown>): Promise<Outcome> {
  await sql`savepoint batched_write`.execute(trx);
  try {
    const value = await work(trx);
    await sql`release batched_write`.execute(trx);
    return { ok: true, value };
  } catch (error) {
    await sql`rollback to batched_write`.execute(trx);
    await sql`release batched_write`.execute(trx);
    return { ok: false, error };
  }
}

const batchesOf = new WeakMap<Kysely<Database>, WriteBatches>();

/** Runs `work` in the next shared transaction of this database (see WriteBatches). */
export function inWriteBatch<T>(db: Kysely<Database>, work: BatchedWork<T>): Promise<T> {
  let batches = batchesOf.get(db);
  if (!batches) {
    batches = new WriteBatches(db);
    batchesOf.set(db, batches);
  }
  return batches.run(work);
}
