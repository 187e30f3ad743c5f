import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@gia/shared-ui';
import { requestKeys } from './keys';
import type { RequestCount } from './types';

/** `GET /api/v1/global/requestCounts`: per kind, how many requests the caller may see (total, open, pending). */
export function requestCountsQuery() {
  return queryOptions({
    queryKey: requestKeys.counts(),
    queryFn: async () => {
      const res = await api.get<RequestCount[]>('/global/requestCounts');
      return Array.isArray(res.data) ? res.data : [];
    }
  });
}

export function useRequestCounts() {
  return useQuery(requestCountsQuery());
}

/** The counts by kind key, for tiles. */
export function countsByKind(counts: readonly RequestCount[] | undefined): Map<string, RequestCount> {
  return new Map((counts ?? []).map((c) => [c.kind, c]));
}
