import { useMemo, useState, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { fieldLabel, serviceText, STATES, type ServiceKind } from '@gia/domain';
import {
  Button, type Column, DataTable, EmptyState, errorMessage, Page, Pager, PHONE_QUERY, SearchBox, SelectField, Spinner, StatusBadge, TextField,
  useLanguageStore, useMediaQuery, useNotice, useT
} from '@gia/shared-ui';
import { downloadCsv } from './download-csv';
import { DueBadge } from './DueBadge';
import { DueFilters, type DueFilter, type DueSort } from './DueFilters';
import { fieldText } from './field-text';
import { RequestDetails } from './RequestDetails';
import { rowId, type Audience, type RequestRow } from './request-row';
import { listStatus, statusTone } from './status';
import { Timeline } from './Timeline';
import { useDebounced } from './use-debounced';
import { useRequests } from './use-requests';

export interface RequestListProps {
  kind: ServiceKind;
  audience: Audience;
}

const BACK: Record<Exclude<Audience, 'admin'>, string> = { customer: '/UserForUpdate', vendor: '/VendorForUpdate' };
/** Where the other kinds' lists are, the next step from an empty list for staff. */
const HUB: Record<Exclude<Audience, 'customer'>, string> = { admin: '/DashboardForUpdate', vendor: '/VendorForUpdate' };

/**
 * A kind's requests for one audience: search, filters (status and dates for admins; due date and order for
 * admins and vendors), paged table with each request's due date, status timeline, detail popup with the role's actions.
 */
export function RequestList({ kind, audience }: RequestListProps) {
  const t = useT();
  const lang = useLanguageStore((s) => s.lang);
  const notice = useNotice();
  const [search, setSearch] = useState('');
  const [status, setStatus] = useState('');
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const [due, setDue] = useState<DueFilter>('');
  const [sort, setSort] = useState<DueSort>('created');
  const [page, setPage] = useState(1);
  const [details, setDetails] = useState<RequestRow | null>(null);
  const [timelineOf, setTimelineOf] = useState<RequestRow | null>(null);
  const [exporting, setExporting] = useState(false);
  const q = useDebounced(search.trim(), 300);
  const list = useRequests(kind, { page, q, status, from, to, due, sort });
  const admin = audience === 'admin';
  const staff = audience !== 'customer';

  const filter = <V,>(set: (v: V) => void) => (value: V) => {
    set(value);
    setPage(1);
  };
  const filtered = Boolean(q || status || from || to || due);

  function clearFilters() {
    for (const set of [setSearch, setStatus, setFrom, setTo, setDue]) set('');
    setPage(1);
  }

  /** 'No data available.' and the next step: clear the filters, ask for this service, or look at the other lists. */
  function nextStep(): ReactNode {
    if (filtered) return <Button variant="secondary" onClick={clearFilters}>{t('common.clearFilters')}</Button>;
    if (audience === 'customer') return <Link className="gia-button gia-button-primary" to={kind.routes.form}>{t('list.newRequest')}</Link>;
    return <Link className="gia-button gia-button-secondary" to={HUB[audience]}>{t('list.otherServices')}</Link>;
  }

  async function exportCsv() {
    setExporting(true);
    try {
      await downloadCsv(kind, { q, status, from, to, due, sort });
    } catch (e) {
      notice.error(t('list.actionFailed', { reason: errorMessage(e, t('error.unexpected')) }));
    } finally {
      setExporting(false);
    }
  }

  const columns = useMemo<Column<RequestRow>[]>(
    () => [
      { key: 'id', label: t('common.id'), render: (row) => rowId(kind, row) },
      ...kind.columns.map((name) => ({ key: name, label: t(fieldLabel(name)), render: (row: RequestRow) => fieldText(kind, name, row, lang) })),
      { key: 'due_date', label: t(fieldLabel('due_date')), render: (row) => <DueBadge due_date={row.due_date} status={row.status} /> },
      {
        key: 'status',
        label: t('common.status'),
        render: (row) => (
          <Button variant="link" title={t('common.timeline')} onClick={() => setTimelineOf(row)}>
            <StatusBadge label={t(listStatus(kind, row, audience))} tone={statusTone(row)} />
          </Button>
        )
      },
      {
        key: 'actions',
        label: t('common.actions'),
        render: (row) => <Button variant="secondary" onClick={() => setDetails(row)}>{t('common.view')}</Button>
      }
    ],
    [kind, audience, lang, t]
  );

  return (
    <Page
      title={t(serviceText(kind, 'list'))}
      back={admin ? kind.adminBack : BACK[audience]}
      actions={admin && <Button variant="secondary" onClick={() => void exportCsv()} busy={exporting} busyLabel={t('common.loading')}>{t('common.downloadCsv')}</Button>}
    >
      <SearchBox value={search} onChange={filter(setSearch)} label={t('common.search')} />
      {staff && <Filters active={status || from || to || due || sort !== 'created' ? 1 : 0}>
        <div className="gia-filters">
          {admin && (
            <>
              <SelectField
                label={t('common.status')}
                name="status"
                value={status}
                onChange={(e) => filter(setStatus)(e.target.value)}
                placeholder={t('common.allStatuses')}
                options={STATES.map((s) => ({ value: s, label: t(`status.${s}`) }))}
              />
              <TextField label={t('common.dateFrom')} name="from" type="date" value={from} onChange={(e) => filter(setFrom)(e.target.value)} />
              <TextField label={t('common.dateTo')} name="to" type="date" value={to} onChange={(e) => filter(setTo)(e.target.value)} />
            </>
          )}
          <DueFilters due={due} sort={sort} onDue={filter(setDue)} onSort={filter(setSort)} />
        </div>
      </Filters>}
      {list.loading && <Spinner />}
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
      <Pager page={page} pages={list.pages} onPage={setPage} />
      <RequestDetails kind={kind} row={details} audience={audience} onClose={() => setDetails(null)} onChanged={list.reload} />
      <Timeline row={timelineOf} onClose={() => setTimelineOf(null)} />
    </Page>
  );
}

/** On a phone the filters fold away under one line (they would fill the first screen); wider, they are always open. */
function Filters({ active, children }: { active: number; children: ReactNode }) {
  const t = useT();
  const phone = useMediaQuery(PHONE_QUERY);
  if (!phone) return <>{children}</>;
  return (
    <details className="gia-filter-box" open={active > 0 || undefined}>
      <summary>{t('common.filters')}</summary>
      {children}
    </details>
  );
}
