import { useCallback } from 'react';
import { keepPreviousData, queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ServiceKind } from '@gia/domain';
import { api, errorMessage } from '@gia/shared-ui';
import { dueParams, type DueFilter, type DueSort } from './DueFilters';
import { requestKeys } from './api/keys';
import { adminDataPath, type RequestRow } from './request-row';

export const PAGE_SIZE = 20;

export interface ListFilters {
  page: number;
  q: string;
  status: string;
  from: string;
  to: string;
  /** Only open requests overdue or due within a day (admin and vendor lists). */
  due: DueFilter;
  /** Newest first, or soonest due first. */
  sort: DueSort;
}

/** The query of a list read; empty filters and the default order are left out. */
export function listParams(filters: Omit<ListFilters, 'page'> & { page?: number }): Record<string, string | number> {
  const params: Record<string, string | number> = {};
  if (filters.page) Object.assign(params, { page: filters.page, limit: PAGE_SIZE });
  for (const key of ['q', 'status', 'from', 'to'] as const) if (filters[key]) params[key] = filters[key];
  return { ...params, ...dueParams(filters.due, filters.sort) };
}

/** The total a list answer reports in `X-Total-Count`, never fewer than the rows it carries. */
export function totalOf(headers: unknown, rows: number): number {
  const total = Number((headers as Record<string, unknown> | undefined)?.['x-total-count']);
  return Number.isFinite(total) && total >= rows ? total : rows;
}

/** Whether a search matched more than the server reads (X-Total-Capped): the total is then that many. */
export function cappedOf(headers: unknown): boolean {
  return (headers as Record<string, unknown> | undefined)?.['x-total-capped'] === '1';
}

/** A kind's list call (`GET /admin/data/get<Kind>`) as TanStack Query options: one key per kind and query. */
export function kindRequestsQuery(kind: ServiceKind, filters: ListFilters) {
  const params = listParams(filters);
  return queryOptions({
    queryKey: requestKeys.kindList(kind.key, params),
    queryFn: async () => {
      const res = await api.get<RequestRow[]>(adminDataPath(kind.endpoints.get), { params });
      const rows = Array.isArray(res.data) ? res.data : [];
      return { rows, total: totalOf(res.headers, rows.length), capped: cappedOf(res.headers) };
    },
    placeholderData: keepPreviousData
  });
}

/** One page of a kind's requests, as the signed-in person may see them; `reload` refreshes it in place. */
export function useRequests(kind: ServiceKind, filters: ListFilters) {
  const query = useQuery(kindRequestsQuery(kind, filters));
  const client = useQueryClient();
  // After an action every list, count and request page may be stale, not just this one.
  const reload = useCallback(() => void client.invalidateQueries({ queryKey: requestKeys.all }), [client]);
  const rows = query.data?.rows ?? [];
  const total = query.data?.total ?? 0;
  return {
    rows: query.isError ? [] : rows,
    total,
    capped: !query.isError && (query.data?.capped ?? false),
    loading: query.isFetching,
    error: query.isError ? errorMessage(query.error, '') : null,
    pages: Math.max(1, Math.ceil(total / PAGE_SIZE)),
    reload
  };
}
