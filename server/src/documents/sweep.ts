import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { deleteIfUnclaimed, staleUnclaimed } from './repository';
import type { DocumentStorage } from './storage';

export const DAY_MS = 24 * 60 * 60 * 1000;
const HOUR_MS = 60 * 60 * 1000;

/**
 * Removes uploads no submission claimed within `olderThanMs`: the row first (only if still unclaimed, so
 * a claim racing the sweep wins), then the bytes. Answers how many went.
 */
export async function sweepUnclaimed(db: Kysely<Database>, storage: DocumentStorage, olderThanMs: number, nowMs = Date.now()): Promise<number> {
  const before = new Date(nowMs - olderThanMs).toISOString();
  let removed = 0;
  for (const doc of await staleUnclaimed(db, before)) {
    if (!(await deleteIfUnclaimed(db, doc.id))) continue;
    await storage.remove(doc.storage_key);
    removed += 1;
  }
  return removed;
}

/** Sweeps now and then hourly until stopped; a failed sweep is reported and the next one tries again. */
export function startUnclaimedSweep(db: Kysely<Database>, storage: DocumentStorage, report: (error: unknown) => void): () => void {
  const run = () => { sweepUnclaimed(db, storage, DAY_MS).catch(report); };
  run();
  const timer = setInterval(run, HOUR_MS);
  timer.unref();
  return () => clearInterval(timer);
}
