import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@gia/shared-ui';
import { cappedOf, totalOf } from '../use-requests';
import { requestKeys } from './keys';
import type { GlobalRequestRow, RequestListParams } from './types';

export const REQUESTS_PAGE_SIZE = 20;

/** The query sent: empty values are left out, the page size is always said. */
export function requestListParams(params: RequestListParams): Record<string, string | number> {
  const sent: Record<string, string | number> = { limit: params.limit ?? REQUESTS_PAGE_SIZE };
  for (const [key, value] of Object.entries(params))
    if (value !== undefined && value !== '' && key !== 'limit') sent[key] = value;
  return sent;
}

/**
 * `GET /api/v1/global/requests`: the caller's requests across kinds, one page, with the total; `capped`
 * when a search matched more than the server reads (X-Total-Capped: the total is then that many).
 */
export function requestsQuery(params: RequestListParams) {
  const sent = requestListParams(params);
  return queryOptions({
    queryKey: requestKeys.list(sent),
    queryFn: async () => {
      const res = await api.get<GlobalRequestRow[]>('/global/requests', { params: sent });
      const rows = Array.isArray(res.data) ? res.data : [];
      return {
        rows,
        total: totalOf(res.headers, rows.length),
        capped: cappedOf(res.headers),
        pageSize: Number(sent.limit)
      };
    },
    placeholderData: keepPreviousData
  });
}

export function useRequestList(params: RequestListParams) {
  return useQuery(requestsQuery(params));
}
