import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { type Exclusive, startJob, unguarded } from '../platform/jobs';
import { deleteIfUnclaimed, staleUnclaimed } from './repository';
import type { DocumentStorage } from './storage';

export const DAY_MS = 24 * 60 * 60 * 1000;
const HOUR_MS = 60 * 60 * 1000;

/**
 * Removes uploads no submission claimed within `olderThanMs`: each row is deleted (only if still
 * unclaimed, so a claim racing the sweep wins) and its bytes removed in one transaction, so a store that
 * cannot be reached leaves the row for the next sweep instead of bytes nobody knows of. Answers how many went.
 */
export async function sweepUnclaimed(
  db: Kysely<Database>,
  storage: DocumentStorage,
  olderThanMs: number,
  nowMs = Date.now()
): Promise<number> {
  const before = new Date(nowMs - olderThanMs).toISOString();
  let removed = 0;
  for (const doc of await staleUnclaimed(db, before)) {
    const gone = await db.transaction().execute(async (trx) => {
      if (!(await deleteIfUnclaimed(trx, doc.id))) return false;
      await storage.remove(doc.storage_key);
      return true;
    });
    if (gone) removed += 1;
  }
  return removed;
}

/**
 * Sweeps now and then hourly until stopped; a failed sweep is reported and the next one tries again.
 * With several servers, `exclusive` lets one at a time sweep.
 */
export function startUnclaimedSweep(
  db: Kysely<Database>,
  storage: DocumentStorage,
  report: (error: unknown) => void,
  exclusive: Exclusive = unguarded(db)
): () => Promise<void> {
  return startJob({
    name: 'sweep-unclaimed-uploads',
    everyMs: HOUR_MS,
    exclusive,
    run: (jobDb) => sweepUnclaimed(jobDb, storage, DAY_MS),
    report
  });
}
