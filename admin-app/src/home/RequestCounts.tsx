import { useId, useMemo } from 'react';
import { Link } from 'react-router-dom';
import { serviceByKey, serviceText } from '@gia/domain';
import {
  Button,
  type Column,
  DataTable,
  EmptyState,
  errorMessage,
  Spinner,
  StatusBadge,
  type Tone,
  useT
} from '@gia/shared-ui';
import { useAttentionCounts, type RequestCount } from '../api/get-attention-counts';

function count(n: number, tone: Tone) {
  return n > 0 ? <StatusBadge tone={tone} label={String(n)} /> : '0';
}

/** The admin home's summary: per kind, pending, overdue and due-within-a-day requests, each kind leading to its list. */
export function RequestCounts() {
  const t = useT();
  const headingId = useId();
  const counts = useAttentionCounts();
  const error = counts.isError ? errorMessage(counts.error, '') : null;
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
      { key: 'pending', label: t('counts.pending'), render: (row) => count(row.pending, 'info') },
      { key: 'overdue', label: t('counts.overdue'), render: (row) => count(row.overdue, 'danger') },
      { key: 'dueSoon', label: t('counts.dueSoon'), render: (row) => count(row.dueSoon, 'warning') }
    ],
    [t]
  );
  return (
    <section aria-labelledby={headingId} style={{ marginBottom: 'var(--gia-space-5)' }}>
      <h2 id={headingId}>{t('counts.title')}</h2>
      {counts.isPending && <Spinner />}
      {error !== null && (
        <EmptyState
          text={t('counts.loadFailed', { reason: error || t('error.unexpected') })}
          action={<Button onClick={() => void counts.refetch()}>{t('common.retry')}</Button>}
        />
      )}
      {counts.data && (
        <DataTable
          columns={columns}
          rows={counts.data.filter((c) => serviceByKey(c.kind))}
          rowKey="kind"
          caption={t('counts.title')}
        />
      )}
    </section>
  );
}
