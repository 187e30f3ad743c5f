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
  // By kind and state, so the index of both (and the due time) holds all it reads: grouped by kind alone,
  // it read every open request's row (1.6 s at 1 M requests, 0.2 s so).
  const rows = await db
    .selectFrom('requests')
    .select((eb) => [
      'kind',
      'state',
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
        .as('dueSoon'),
      eb.fn.countAll<number>().as('n')
    ])
    .where('deleted_at', 'is', null)
    .where('state', 'in', [...OPEN_STATES])
    .groupBy(['kind', 'state'])
    .execute();
  const byKind = new Map<string, OpenCounts>();
  for (const r of rows) {
    const counts = byKind.get(r.kind) ?? { kind: r.kind, pending: 0, overdue: 0, dueSoon: 0 };
    // Sums come back as strings on PostgreSQL and numbers on SQLite.
    if (r.state === 'PENDING') counts.pending += Number(r.n);
    counts.overdue += Number(r.overdue ?? 0);
    counts.dueSoon += Number(r.dueSoon ?? 0);
    byKind.set(r.kind, counts);
  }
  return [...byKind.values()];
}
