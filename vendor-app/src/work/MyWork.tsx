import { EmptyState, Page, useT } from '@gia/shared-ui';
import { RequestTable, useStyleSheet, useWorkList, WorkFilters, WorkListBody } from '@gia/shared-ui/requests';
import { WORK_CSS } from './work-css';

/**
 * /MyWork: every request assigned to the signed-in vendor, across kinds. Filters (service, status, due
 * date, text), order and page live in the URL; each row leads to the request's page, where the vendor
 * accepts, declines or completes it.
 */
export default function MyWork() {
  useStyleSheet('gia-vendor-work', WORK_CSS);
  const t = useT();
  const work = useWorkList();
  const filtered = work.search.filtered;
  return (
    <Page title={t('work.title')} back="/VendorDashboard">
      <WorkFilters work={work} />
      <WorkListBody work={work}>
        <p className="gia-work-count" aria-live="polite">
          {t('queue.total', { total: work.shownTotal })}
        </p>
        <div className="gia-work-table">
          <RequestTable
            rows={work.rows}
            showVendor={false}
            caption={t('work.caption')}
            empty={<EmptyState text={t(filtered ? 'common.noData' : 'work.empty')} />}
          />
        </div>
      </WorkListBody>
    </Page>
  );
}
