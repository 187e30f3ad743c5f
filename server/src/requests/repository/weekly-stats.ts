import { indiaDate, OPEN_STATES, SERVICES } from '@gia/domain';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';

export const WEEKS = 12;
const DAY_MS = 86_400_000;

/** The Monday (India date, YYYY-MM-DD) of the week an India date falls in. */
export function mondayOf(date: string): string {
  const at = Date.parse(`${date}T00:00:00Z`);
  const weekday = (new Date(at).getUTCDay() + 6) % 7; // Monday 0 … Sunday 6
  return new Date(at - weekday * DAY_MS).toISOString().slice(0, 10);
}

/**
 * The admin home's figures: requests submitted and completed in each of the last 12 weeks (Monday to
 * Sunday, India time; the current week last), and per kind how many wait for an admin and how many
 * open ones are overdue. Deleted requests count nowhere.
 */
export async function weeklyStats(
  db: Kysely<Database>,
  at: Date
): Promise<{
  weeks: { week_start: string; submitted: number; completed: number }[];
  kinds: { kind: string; pending: number; overdue: number }[];
}> {
  const thisMonday = mondayOf(indiaDate(at.toISOString()));
  const starts = Array.from({ length: WEEKS }, (_, i) =>
    new Date(Date.parse(`${thisMonday}T00:00:00Z`) - (WEEKS - 1 - i) * 7 * DAY_MS).toISOString().slice(0, 10)
  );
  const since = new Date(Date.parse(`${starts[0]}T00:00:00+05:30`)).toISOString();
  const [submitted, completed, kinds] = await Promise.all([
    db
      .selectFrom('requests')
      .select('created_at as at')
      .where('deleted_at', 'is', null)
      .where('created_at', '>=', since)
      .execute(),
    db
      .selectFrom('request_events')
      .innerJoin('requests', 'requests.id', 'request_events.request_id')
      .select('request_events.at as at')
      .where('request_events.kind', '=', 'complete')
      .where('requests.deleted_at', 'is', null)
      .where('request_events.at', '>=', since)
      .execute(),
    db
      .selectFrom('requests')
      .select((eb) => [
        'kind',
        eb.fn.sum<number>(eb.case().when('state', '=', 'PENDING').then(1).else(0).end()).as('pending'),
        eb.fn.sum<number>(eb.case().when('due_at', '<', at.toISOString()).then(1).else(0).end()).as('overdue')
      ])
      .where('deleted_at', 'is', null)
      .where('state', 'in', [...OPEN_STATES])
      .groupBy('kind')
      .execute()
  ]);
  const tally = (rows: { at: string }[]) => {
    const byWeek = new Map<string, number>();
    for (const r of rows) {
      const week = mondayOf(indiaDate(r.at));
      byWeek.set(week, (byWeek.get(week) ?? 0) + 1);
    }
    return byWeek;
  };
  const s = tally(submitted);
  const c = tally(completed);
  const byKind = new Map(kinds.map((k) => [k.kind, k]));
  return {
    weeks: starts.map((week_start) => ({
      week_start,
      submitted: s.get(week_start) ?? 0,
      completed: c.get(week_start) ?? 0
    })),
    kinds: SERVICES.map((kind) => ({
      kind: kind.key,
      pending: Number(byKind.get(kind.key)?.pending ?? 0),
      overdue: Number(byKind.get(kind.key)?.overdue ?? 0)
    }))
  };
}
