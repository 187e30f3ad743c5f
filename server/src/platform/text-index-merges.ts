import type { Db } from '../db';
import { type Exclusive, startJob, unguarded } from './jobs';

/** How often the text indexes are looked at, and how long a round may merge (a step at a time). */
const EVERY_MS = 2_000;
const ROUND_MS = 20;

/**
 * Keeps SQLite's text indexes in few b-trees (issue 18: search p95): every write adds one, FTS5 merges them
 * only four to a level as it writes, and a search reads each. A round merges for 20 ms at most, in steps of
 * about half a millisecond with calls answered between them; a round with nothing to merge costs a few µs.
 * At 1 M requests a whole index took about 2,000 steps. PostgreSQL: nothing to do.
 */
export function startTextIndexMerges(
  database: Db,
  report: (error: unknown) => void,
  exclusive: Exclusive = unguarded(database.db)
): () => Promise<void> {
  const merge = database.mergeTextIndexes;
  if (!merge) return async () => undefined;
  return startJob({ name: 'merge-text-indexes', everyMs: EVERY_MS, exclusive, run: () => merge(ROUND_MS), report });
}
