import { Link } from 'react-router-dom';
import { Button, EmptyState, errorMessage, Page, Pager, Spinner, useT } from '@gia/shared-ui';
import {
  countShown,
  RequestFilters,
  RequestTable,
  SearchCappedNote,
  useListSearch,
  useRequestList,
  useWorkspaceT
} from '@gia/shared-ui/requests';
import { useCustomerT } from '../texts';

/** /MyRequests: every request of the signed-in customer across kinds; filters, order and page in the URL. */
export default function MyRequests() {
  const t = useT();
  const w = useWorkspaceT();
  const c = useCustomerT();
  const search = useListSearch();
  const list = useRequestList(search.params);
  const page = search.params.page ?? 1;
  const total = list.data?.total ?? 0;
  const capped = list.data?.capped ?? false;
  const pages = Math.max(1, Math.ceil(total / (list.data?.pageSize ?? 20)));
  const newRequest = (
    <Link className="gia-button gia-button-primary" to="/Services">
      {c('customer.newRequest')}
    </Link>
  );

  return (
    <Page title={t('common.myRequests')} back="/Dashboard" actions={newRequest}>
      <RequestFilters search={search} />
      {list.isError ? (
        <EmptyState
          text={w('ws.loadFailed', { reason: errorMessage(list.error, t('error.unexpected')) })}
          action={<Button onClick={() => void list.refetch()}>{t('common.retry')}</Button>}
        />
      ) : list.isPending ? (
        <Spinner />
      ) : (
        <>
          {capped && <SearchCappedNote total={total} />}
          <div className="gia-list-tools">
            <p className="gia-list-count" role="status">
              {total === 1 ? w('ws.countOne') : w('ws.count', { total: countShown(total, capped) })}
            </p>
            {list.isFetching && <Spinner />}
          </div>
          <RequestTable
            rows={list.data.rows}
            caption={t('common.myRequests')}
            empty={
              search.filtered ? (
                <EmptyState
                  text={w('ws.noneFound')}
                  action={
                    <Button variant="secondary" onClick={search.clear}>
                      {w('ws.clearFilters')}
                    </Button>
                  }
                />
              ) : (
                <EmptyState text={w('ws.noneYet')} action={newRequest} />
              )
            }
          />
          <Pager page={page} pages={pages} onPage={(p) => search.set({ page: p })} />
        </>
      )}
    </Page>
  );
}
