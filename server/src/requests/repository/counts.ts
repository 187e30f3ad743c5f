import { DUE_SOON_MS, OPEN_STATES } from '@gia/domain';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';

export interface OpenCounts {
  kind: string;
  pending: number;
  overdue: number;
  dueSoon: number;
}

/**
 * Per kind that has open requests: how many wait for an admin (pending) and how many open ones are
 * overdue or due within a day of `at`. Deleted requests count nowhere; kinds without open requests
 * have no row (the caller fills them with zeros).
 */
export async function openCountsByKind(db: Kysely<Database>, at: Date): Promise<OpenCounts[]> {
  const nowIso = at.toISOString();
  const soon = new Date(at.getTime() + DUE_SOON_MS).toISOString();
  const rows = await db
    .selectFrom('requests')
    .select((eb) => [
      'kind',
      eb.fn.sum<number>(eb.case().when('state', '=', 'PENDING').then(1).else(0).end()).as('pending'),
      eb.fn.sum<number>(eb.case().when('due_at', '<', nowIso).then(1).else(0).end()).as('overdue'),
      eb.fn
        .sum<number>(
          eb
            .case()
            .when(eb.and([eb('due_at', '>=', nowIso), eb('due_at', '<=', soon)]))
            .then(1)
            .else(0)
            .end()
        )
        .as('dueSoon')
    ])
    .where('deleted_at', 'is', null)
    .where('state', 'in', [...OPEN_STATES])
    .groupBy('kind')
    .execute();
  // Sums come back as strings on PostgreSQL and numbers on SQLite.
  return rows.map((r) => ({
    kind: r.kind,
    pending: Number(r.pending ?? 0),
    overdue: Number(r.overdue ?? 0),
    dueSoon: Number(r.dueSoon ?? 0)
  }));
}
