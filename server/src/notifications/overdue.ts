import { indiaDate, OPEN_STATES, serviceByKey } from '@gia/domain';
import type { Kysely } from 'kysely';
import type { Config } from '../config';
import type { Database } from '../db/schema';
import { type Exclusive, startJob, unguarded } from '../platform/jobs';
import { mailOptions, notify } from './write';

const BATCH = 200;
/** One check announces at most this many, so a backlog (after downtime) never hogs the server: the next check goes on. */
const MAX_PER_CHECK = 2000;

/**
 * Tells every admin of each open request whose due time has passed and that nobody announced yet. Each
 * request is claimed by a conditional update in the transaction that writes its notifications, so of
 * several servers checking at once exactly one announces it, once. Answers how many it announced.
 */
export async function announceOverdue(
  db: Kysely<Database>,
  config: Config,
  at = new Date().toISOString(),
  limit = MAX_PER_CHECK
): Promise<number> {
  const mail = mailOptions(config);
  let announced = 0;
  for (let looked = 0; looked < limit; looked += BATCH) {
    const due = await db
      .selectFrom('requests')
      .select(['id', 'kind', 'due_at'])
      .where('state', 'in', [...OPEN_STATES])
      .where('deleted_at', 'is', null)
      .where('overdue_noticed_at', 'is', null)
      .where('due_at', '<', at)
      .orderBy('due_at')
      .orderBy('id')
      .limit(BATCH)
      .execute();
    for (const request of due) {
      const service = serviceByKey(request.kind);
      const told = await db.transaction().execute(async (trx) => {
        const claimed = await trx
          .updateTable('requests')
          .set({ overdue_noticed_at: at })
          .where('id', '=', request.id)
          .where('overdue_noticed_at', 'is', null)
          .where('due_at', '=', request.due_at)
          .where('state', 'in', [...OPEN_STATES])
          .where('deleted_at', 'is', null)
          .executeTakeFirst();
        if (Number(claimed.numUpdatedRows) === 0) return false;
        // A kind no longer in the catalogue is marked but not announced: no screen could show it.
        if (service)
          await notify(
            trx,
            { admins: true },
            { kind: 'overdue', service, requestId: request.id, params: { due: indiaDate(request.due_at!) } },
            { at, mail }
          );
        return service !== undefined;
      });
      if (told) announced += 1;
    }
    if (due.length < BATCH) return announced;
  }
  return announced;
}

/**
 * Checks now and then every `overdueCheckSeconds` until stopped; a failed check is reported and the next
 * one tries again. With several servers, `exclusive` lets one at a time check.
 */
export function startOverdueChecks(
  db: Kysely<Database>,
  config: Config,
  report: (error: unknown) => void,
  exclusive: Exclusive = unguarded(db)
): () => Promise<void> {
  return startJob({
    name: 'overdue-notices',
    everyMs: config.overdueCheckSeconds * 1000,
    exclusive,
    run: (jobDb) => announceOverdue(jobDb, config),
    report
  });
}
