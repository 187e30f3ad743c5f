import { useCallback, useEffect, useState } from 'react';
import type { ServiceKind } from '@gia/domain';
import { api, errorMessage } from '@gia/shared-ui';
import { dueParams, type DueFilter, type DueSort } from './DueFilters';
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

interface ListState {
  rows: RequestRow[];
  total: number;
  loading: boolean;
  /** Why the last load failed, in the server's words when it gave some. */
  error: string | null;
}

/** One page of a kind's requests, as the signed-in person may see them; `reload` refreshes it in place. */
export function useRequests(kind: ServiceKind, filters: ListFilters) {
  const [state, setState] = useState<ListState>({ rows: [], total: 0, loading: true, error: null });
  const [version, setVersion] = useState(0);
  const { page, q, status, from, to, due, sort } = filters;

  useEffect(() => {
    let current = true;
    setState((s) => ({ ...s, loading: true, error: null }));
    api.get<RequestRow[]>(adminDataPath(kind.endpoints.get), { params: listParams({ page, q, status, from, to, due, sort }) }).then(
      (res) => {
        if (!current) return;
        const rows = Array.isArray(res.data) ? res.data : [];
        const total = Number(res.headers?.['x-total-count']);
        setState({ rows, total: Number.isFinite(total) && total >= rows.length ? total : rows.length, loading: false, error: null });
      },
      (error: unknown) => {
        if (current) setState({ rows: [], total: 0, loading: false, error: errorMessage(error, '') });
      }
    );
    return () => {
      current = false;
    };
  }, [kind, page, q, status, from, to, due, sort, version]);

  const reload = useCallback(() => setVersion((v) => v + 1), []);
  return { ...state, pages: Math.max(1, Math.ceil(state.total / PAGE_SIZE)), reload };
}
