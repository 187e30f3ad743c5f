import { useMemo, useState, type ComponentType, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { fieldLabel, serviceText, stateVocabulary, type ServiceKind } from '@gia/domain';
import {
  Button,
  type Column,
  DataTable,
  Dialog,
  EmptyState,
  errorMessage,
  Page,
  Pager,
  SearchBox,
  SelectField,
  Spinner,
  TextField,
  useLanguageStore,
  useNotice,
  useT
} from '@gia/shared-ui';
import { DueBadge } from './DueBadge';
import { DueFilters } from './DueFilters';
import { fieldText } from './field-text';
import type { RowActionsProps } from './RequestDetails';
import { useKindListSearch } from './kind-list-search';
import { requestPath, rowId, rowState, type Audience, type RequestRow } from './request-row';
import { PhoneFold } from './staff/PhoneFold';
import { SearchCappedNote } from './workspace/SearchCapped';
import { StateBadge } from './workspace/StateBadge';
import { useWorkspaceStyles } from './workspace/styles';
import { useSearchText } from './workspace/use-search-text';
import { loadablePart } from './loadable-part';
import { loadTimeline, Timeline } from './Timeline';
import { useRequests } from './use-requests';

/**
 * The detail popup (the whole request, its documents, the role's actions) loads when a popup is first asked
 * for, or the pointer or focus reaches a View button: a list is read far more often than a popup is opened
 * (issue 18: about 6 KB gzip off every list screen).
 */
const loadDetails = () => import('./RequestDetails');
const RequestDetails = loadablePart(() => loadDetails().then((m) => m.RequestDetails));

/** The popup's frame while its code arrives, or when it did not. */
function DetailsFrame({ onClose, children }: { onClose: () => void; children: ReactNode }) {
  const t = useT();
  return (
    <Dialog
      open
      title={t('list.details')}
      onClose={onClose}
      actions={
        <Button variant="secondary" onClick={onClose}>
          {t('common.close')}
        </Button>
      }
    >
      {children}
    </Dialog>
  );
}

export interface RequestListProps {
  kind: ServiceKind;
  audience: Audience;
  /** The role's actions in the detail popup; its app owns them (none for the customer). */
  actions?: ComponentType<RowActionsProps>;
}

const BACK: Record<Exclude<Audience, 'admin'>, string> = { customer: '/UserForUpdate', vendor: '/VendorForUpdate' };
/** Where the other kinds' lists are, the next step from an empty list for staff. */
const HUB: Record<Exclude<Audience, 'customer'>, string> = { admin: '/DashboardForUpdate', vendor: '/VendorForUpdate' };

/**
 * A kind's requests for one audience: search, filters (status and dates for admins; due date and order for
 * admins and vendors) and page kept in the URL, a paged table whose every row leads to its request page by
 * its reference, each request's due date, status timeline, detail popup with the role's actions.
 */
export function RequestList({ kind, audience, actions }: RequestListProps) {
  useWorkspaceStyles();
  const t = useT();
  const lang = useLanguageStore((s) => s.lang);
  const notice = useNotice();
  const search = useKindListSearch(audience);
  const { filters, set, filtered } = search;
  const { page, q, status, from, to, due, sort } = filters;
  const [text, setText] = useSearchText(q, (typed) => set({ q: typed }));
  const [details, setDetails] = useState<RequestRow | null>(null);
  const [timelineOf, setTimelineOf] = useState<RequestRow | null>(null);
  const [exporting, setExporting] = useState(false);
  const list = useRequests(kind, filters);
  const admin = audience === 'admin';
  const staff = audience !== 'customer';

  /** Clearing also empties the box at once, before its text would have reached the URL. */
  function clearFilters() {
    setText('');
    search.clear();
  }

  /** 'No data available.' and the next step: clear the filters, ask for this service, or look at the other lists. */
  function nextStep(): ReactNode {
    if (filtered)
      return (
        <Button variant="secondary" onClick={clearFilters}>
          {t('common.clearFilters')}
        </Button>
      );
    if (audience === 'customer')
      return (
        <Link className="gia-button gia-button-primary" to={kind.routes.form}>
          {t('list.newRequest')}
        </Link>
      );
    return (
      <Link className="gia-button gia-button-secondary" to={HUB[audience]}>
        {t('list.otherServices')}
      </Link>
    );
  }

  async function exportCsv() {
    setExporting(true);
    try {
      // The export's code loads when asked for: most visits never export.
      const { downloadCsv } = await import('./download-csv');
      await downloadCsv(kind, { q, status, from, to, due, sort });
    } catch (e) {
      notice.error(t('list.actionFailed', { reason: errorMessage(e, t('error.unexpected')) }));
    } finally {
      setExporting(false);
    }
  }

  const columns = useMemo<Column<RequestRow>[]>(
    () => [
      {
        key: 'id',
        label: t('common.id'),
        render: (row) => (
          <Link className="gia-ref-link" to={requestPath(row.reference)}>
            {row.reference}
          </Link>
        )
      },
      ...kind.columns.map((name) => ({
        key: name,
        label: t(fieldLabel(name)),
        render: (row: RequestRow) => fieldText(kind, name, row, lang)
      })),
      {
        key: 'due_date',
        label: t(fieldLabel('due_date')),
        render: (row) => <DueBadge due_date={row.due_date} status={row.status} />
      },
      {
        key: 'status',
        label: t('common.status'),
        render: (row) => (
          <Button
            variant="link"
            title={t('common.timeline')}
            onClick={() => setTimelineOf(row)}
            onPointerEnter={() => void loadTimeline()}
            onFocus={() => void loadTimeline()}
          >
            <StateBadge state={rowState(row)} />
          </Button>
        )
      },
      {
        key: 'actions',
        label: t('common.actions'),
        render: (row) => (
          <Button
            variant="secondary"
            onClick={() => setDetails(row)}
            onPointerEnter={() => void loadDetails()}
            onFocus={() => void loadDetails()}
          >
            {t('common.view')}
          </Button>
        )
      }
    ],
    [kind, lang, t]
  );

  return (
    <Page
      title={t(serviceText(kind, 'list'))}
      back={admin ? kind.adminBack : BACK[audience]}
      actions={
        admin && (
          <Button variant="secondary" onClick={() => void exportCsv()} busy={exporting} busyLabel={t('common.loading')}>
            {t('common.downloadCsv')}
          </Button>
        )
      }
    >
      <SearchBox value={text} onChange={setText} label={t('common.search')} />
      {staff && (
        <PhoneFold open={Boolean(status || from || to || due || sort !== 'created')}>
          <div className="gia-filters">
            {admin && (
              <>
                <SelectField
                  label={t('common.status')}
                  name="status"
                  value={status}
                  onChange={(e) => set({ status: e.target.value })}
                  placeholder={t('common.allStatuses')}
                  options={stateVocabulary().map((s) => ({ value: s.state, label: t(s.label) }))}
                />
                <TextField
                  label={t('common.dateFrom')}
                  name="from"
                  type="date"
                  value={from}
                  onChange={(e) => set({ from: e.target.value })}
                />
                <TextField
                  label={t('common.dateTo')}
                  name="to"
                  type="date"
                  value={to}
                  onChange={(e) => set({ to: e.target.value })}
                />
              </>
            )}
            <DueFilters
              due={due}
              sort={sort}
              onDue={(value) => set({ due: value })}
              onSort={(value) => set({ sort: value === 'created' ? '' : value })}
            />
          </div>
        </PhoneFold>
      )}
      {list.loading && <Spinner />}
      {list.capped && <SearchCappedNote total={list.total} />}
      {list.error !== null ? (
        <EmptyState
          text={list.error ? `${t('list.loadFailed')} (${list.error})` : t('list.loadFailed')}
          action={<Button onClick={list.reload}>{t('common.retry')}</Button>}
        />
      ) : (
        !(list.loading && list.rows.length === 0) && (
          <DataTable
            columns={columns}
            rows={list.rows}
            rowKey={(row) => rowId(kind, row)}
            caption={t(serviceText(kind, 'list'))}
            empty={<EmptyState text={t('common.noData')} action={nextStep()} />}
          />
        )
      )}
      <Pager page={page} pages={list.pages} onPage={(next) => set({ page: next })} />
      {details && (
        <RequestDetails
          partFrame={(body) => <DetailsFrame onClose={() => setDetails(null)}>{body}</DetailsFrame>}
          kind={kind}
          row={details}
          audience={audience}
          actions={actions}
          onClose={() => setDetails(null)}
          onChanged={list.reload}
        />
      )}
      <Timeline row={timelineOf} onClose={() => setTimelineOf(null)} />
    </Page>
  );
}
