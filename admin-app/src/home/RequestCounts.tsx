import { useId, useMemo } from 'react';
import { Link } from 'react-router-dom';
import { SERVICES, serviceByKey, serviceText } from '@gia/domain';
import { Button, type Column, DataTable, EmptyState, errorMessage, StatusBadge, type Tone, useT } from '@gia/shared-ui';
import { useAttentionCounts, type RequestCount } from '../api/get-attention-counts';

function count(n: number, tone: Tone) {
  return n > 0 ? <StatusBadge tone={tone} label={String(n)} /> : '0';
}

/** Every kind's line before the numbers arrive (the server answers a line per kind), so the page does not move. */
const AWAITED: RequestCount[] = SERVICES.map((kind) => ({
  kind: kind.key,
  service_type: kind.key,
  pending: 0,
  overdue: 0,
  dueSoon: 0
}));

/**
 * The admin home's summary: per kind, pending, overdue and due-within-a-day requests, each kind leading to
 * its list. The table is drawn at once, each number shown as … until it arrives.
 */
export function RequestCounts() {
  const t = useT();
  const headingId = useId();
  const counts = useAttentionCounts();
  const error = counts.isError ? errorMessage(counts.error, '') : null;
  const waiting = counts.isPending;
  const columns = useMemo<Column<RequestCount>[]>(
    () => [
      {
        key: 'kind',
        label: t('counts.kind'),
        render: (row) => {
          const kind = serviceByKey(row.kind);
          return kind ? <Link to={kind.routes.adminList}>{t(serviceText(kind, 'name'))}</Link> : row.kind;
        }
      },
      { key: 'pending', label: t('counts.pending'), render: (row) => (waiting ? '…' : count(row.pending, 'info')) },
      { key: 'overdue', label: t('counts.overdue'), render: (row) => (waiting ? '…' : count(row.overdue, 'danger')) },
      { key: 'dueSoon', label: t('counts.dueSoon'), render: (row) => (waiting ? '…' : count(row.dueSoon, 'warning')) }
    ],
    [t, waiting]
  );
  const rows = counts.data ? counts.data.filter((c) => serviceByKey(c.kind)) : waiting ? AWAITED : null;
  return (
    <section aria-labelledby={headingId} aria-busy={waiting} style={{ marginBottom: 'var(--gia-space-5)' }}>
      <h2 id={headingId}>{t('counts.title')}</h2>
      {error !== null && (
        <EmptyState
          text={t('counts.loadFailed', { reason: error || t('error.unexpected') })}
          action={<Button onClick={() => void counts.refetch()}>{t('common.retry')}</Button>}
        />
      )}
      {rows && <DataTable columns={columns} rows={rows} rowKey="kind" caption={t('counts.title')} />}
    </section>
  );
}
