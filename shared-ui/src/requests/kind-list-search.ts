import { useMemo } from 'react';
import { STATES, type RequestState } from '@gia/domain';
import type { DueFilter, DueSort } from './DueFilters';
import type { Audience } from './request-row';
import type { ListFilters } from './use-requests';
import { useUrlFilters } from './workspace/use-list-search';

/** The query values a kind's list keeps in its URL (as `/RequestQueue` does), besides `page`. */
const KIND_LIST_FILTERS = ['q', 'status', 'from', 'to', 'due', 'sort'] as const;
const DAY = /^\d{4}-\d{2}-\d{2}$/;
const DUE: readonly string[] = ['overdue', 'dueSoon'] satisfies DueFilter[];

/**
 * A kind list's search, filters, order and page, bound to the URL so reload, Back and a shared link keep
 * them. A value the audience is not offered (a customer has no status filter) or that is not one of the
 * list's counts as none, so a hand-edited link cannot ask the server for what the screen cannot show.
 */
export function useKindListSearch(audience: Audience) {
  const search = useUrlFilters(KIND_LIST_FILTERS);
  const { params } = search;
  const filters = useMemo<ListFilters>(() => {
    const admin = audience === 'admin';
    const staff = audience !== 'customer';
    const day = (value = '') => (admin && DAY.test(value) ? value : '');
    return {
      page: params.page,
      q: params.q?.trim() ?? '',
      status: admin && STATES.includes(params.status as RequestState) ? (params.status ?? '') : '',
      from: day(params.from),
      to: day(params.to),
      due: staff && DUE.includes(params.due ?? '') ? (params.due as DueFilter) : '',
      sort: staff && params.sort === 'due' ? 'due' : ('created' satisfies DueSort)
    };
  }, [params, audience]);
  const filtered = Boolean(filters.q || filters.status || filters.from || filters.to || filters.due);
  /** Every filter off, the order kept. */
  const clear = () => search.set({ q: '', status: '', from: '', to: '', due: '' });
  return { filters, set: search.set, clear, filtered };
}
