import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@gia/shared-ui';
import { keys } from './query-keys';

/** One kind's line of `GET /api/v1/admin/data/getRequestCounts`. */
export interface RequestCount {
  kind: string;
  service_type: string;
  pending: number;
  overdue: number;
  dueSoon: number;
}

/** `GET /api/v1/admin/data/getRequestCounts`: per kind, the pending, overdue and due-within-a-day requests. */
export async function getAttentionCounts(): Promise<RequestCount[]> {
  const { data } = await api.get<RequestCount[]>('/admin/data/getRequestCounts');
  return Array.isArray(data) ? data : [];
}

/** Under the 'requests' key, so every action on a request refreshes it. */
export const attentionCountsQuery = () => queryOptions({ queryKey: keys.attention(), queryFn: getAttentionCounts });

export function useAttentionCounts() {
  return useQuery(attentionCountsQuery());
}
