import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@gia/shared-ui';
import { keys } from './query-keys';

export interface WeeklyStats {
  weeks: { week_start: string; submitted: number; completed: number }[];
  kinds: { kind: string; pending: number; overdue: number }[];
}

/** `GET /api/v1/admin/data/weeklyStats`: the last 12 weeks, and what is pending or overdue per kind. */
export async function getWeeklyStats(): Promise<WeeklyStats> {
  const { data } = await api.get<WeeklyStats>('/admin/data/weeklyStats');
  return { weeks: Array.isArray(data?.weeks) ? data.weeks : [], kinds: Array.isArray(data?.kinds) ? data.kinds : [] };
}

export const weeklyStatsQuery = () => queryOptions({ queryKey: keys.weeklyStats(), queryFn: getWeeklyStats });

export function useWeeklyStats() {
  return useQuery(weeklyStatsQuery());
}
