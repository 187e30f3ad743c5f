import { indiaDate, SERVICES } from '@gia/domain';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { openCountsByKind } from './counts';

export const WEEKS = 12;
const DAY_MS = 86_400_000;

/** The Monday (India date, YYYY-MM-DD) of the week an India date falls in. */
export function mondayOf(date: string): string {
  const at = Date.parse(`${date}T00:00:00Z`);
  const weekday = (new Date(at).getUTCDay() + 6) % 7; // Monday 0 … Sunday 6
  return new Date(at - weekday * DAY_MS).toISOString().slice(0, 10);
}

/** The Monday a week after `monday`. */
function nextMonday(monday: string): string {
  return new Date(Date.parse(`${monday}T00:00:00Z`) + 7 * DAY_MS).toISOString().slice(0, 10);
}

/** A count's value (a string on PostgreSQL, a number on SQLite). */
const countOf = (row: { n: string | number | bigint } | undefined) => Number(row?.n ?? 0);

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
  // Each week from its Monday's India midnight to the next's: counted in the index of each, a range at a
  // time, instead of every row read into the server and placed in its week (4.4 s at 1 M requests).
  const bounds = [...starts, nextMonday(thisMonday)].map((day) => new Date(`${day}T00:00:00+05:30`).toISOString());
  const weekly = (count: (from: string, to: string) => Promise<number>) =>
    Promise.all(starts.map((_, i) => count(bounds[i]!, bounds[i + 1]!)));
  const [submitted, completed, kinds] = await Promise.all([
    weekly(async (from, to) =>
      countOf(
        await db
          .selectFrom('requests')
          .select((eb) => eb.fn.countAll().as('n'))
          .where('deleted_at', 'is', null)
          .where('created_at', '>=', from)
          .where('created_at', '<', to)
          .executeTakeFirst()
      )
    ),
    weekly(async (from, to) =>
      countOf(
        await db
          .selectFrom('request_events')
          .innerJoin('requests', 'requests.id', 'request_events.request_id')
          .select((eb) => eb.fn.countAll().as('n'))
          .where('request_events.kind', '=', 'complete')
          .where('requests.deleted_at', 'is', null)
          .where('request_events.at', '>=', from)
          .where('request_events.at', '<', to)
          .executeTakeFirst()
      )
    ),
    openCountsByKind(db, at)
  ]);
  const byKind = new Map(kinds.map((k) => [k.kind, k]));
  return {
    weeks: starts.map((week_start, i) => ({ week_start, submitted: submitted[i]!, completed: completed[i]! })),
    kinds: SERVICES.map((kind) => ({
      kind: kind.key,
      pending: Number(byKind.get(kind.key)?.pending ?? 0),
      overdue: Number(byKind.get(kind.key)?.overdue ?? 0)
    }))
  };
}
