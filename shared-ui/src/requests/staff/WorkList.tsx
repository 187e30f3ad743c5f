import type { ReactNode } from 'react';
import { Button, EmptyState, errorMessage, Pager, SelectField, Spinner, useT } from '@gia/shared-ui';
import { REQUESTS_PAGE_SIZE, useRequestList } from '../api/get-requests';
import { RequestFilters } from '../workspace/RequestFilters';
import { countShown, SearchCappedNote } from '../workspace/SearchCapped';
import { useListSearch } from '../workspace/use-list-search';
import { PhoneFold } from './PhoneFold';

/** A staff list across kinds: its URL filters, order and page, the read they ask for, and how many pages it has. */
export function useWorkList() {
  const search = useListSearch();
  const list = useRequestList(search.params);
  const rows = list.data?.rows ?? [];
  const total = list.data?.total ?? 0;
  const capped = list.data?.capped ?? false;
  const pages = Math.max(1, Math.ceil(total / REQUESTS_PAGE_SIZE));
  return { search, list, rows, total, capped, shownTotal: countShown(total, capped), pages };
}

export type WorkList = ReturnType<typeof useWorkList>;

/** The list's filters (kind, status, text, order, due date, and whatever the role adds), folded on a phone. */
export function WorkFilters({ work, children }: { work: WorkList; children?: ReactNode }) {
  const t = useT();
  const { search } = work;
  return (
    <PhoneFold open={search.filtered}>
      <RequestFilters search={search}>
        <SelectField
          label={t('due.filter')}
          name="due"
          value={search.params.due ?? ''}
          placeholder={t('due.any')}
          onChange={(e) => search.set({ due: e.target.value })}
          options={[
            { value: 'overdue', label: t('due.filter.overdue') },
            { value: 'dueSoon', label: t('due.filter.dueSoon') }
          ]}
        />
        {children}
      </RequestFilters>
    </PhoneFold>
  );
}

/** The list's body: a spinner while it loads, its failure with Retry, or `children` once it answered; then the pager. */
export function WorkListBody({ work, children }: { work: WorkList; children: ReactNode }) {
  const t = useT();
  const { list, search, pages } = work;
  return (
    <>
      {list.isPending && <Spinner />}
      {list.isError ? (
        <EmptyState
          text={`${t('list.loadFailed')} (${errorMessage(list.error, t('error.unexpected'))})`}
          action={<Button onClick={() => void list.refetch()}>{t('common.retry')}</Button>}
        />
      ) : (
        list.data && (
          <>
            {work.capped && <SearchCappedNote total={work.total} />}
            {children}
          </>
        )
      )}
      <Pager page={search.params.page ?? 1} pages={pages} onPage={(page) => search.set({ page })} />
    </>
  );
}
