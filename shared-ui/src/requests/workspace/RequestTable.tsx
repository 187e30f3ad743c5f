import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { serviceByKey, serviceText } from '@gia/domain';
import { DataTable, formatDate, useLanguageStore, useT, type Column } from '@gia/shared-ui';
import type { GlobalRequestRow } from '../api/types';
import { DueBadge } from '../DueBadge';
import { requestPath } from '../request-row';
import { StateBadge } from './StateBadge';
import { useWorkspaceStyles } from './styles';
import { useWorkspaceT } from './use-workspace-texts';

export interface RequestTableProps {
  rows: readonly GlobalRequestRow[];
  /** The customer's name and email (admins: the list carries them). */
  showCustomer?: boolean;
  /** The vendor column (admins and customers; a vendor's own list leaves it out). */
  showVendor?: boolean;
  /** Row selection for bulk actions: the selected references and what to do on a change. */
  selection?: { selected: ReadonlySet<string>; onChange(next: Set<string>): void };
  /** What to show when there are no rows. */
  empty?: ReactNode;
  caption?: string;
}

/**
 * Requests of any kind, one row each, every row leading to its request page: a table on a wide screen,
 * cards on a phone (the core's DataTable), the state in the one status vocabulary.
 */
export function RequestTable({
  rows,
  showCustomer = false,
  showVendor = true,
  selection,
  empty,
  caption
}: RequestTableProps) {
  useWorkspaceStyles();
  const t = useT();
  const w = useWorkspaceT();
  const lang = useLanguageStore((s) => s.lang);
  const toggle = (reference: string, on: boolean) => {
    if (!selection) return;
    const next = new Set(selection.selected);
    if (on) next.add(reference);
    else next.delete(reference);
    selection.onChange(next);
  };
  const columns: Column<GlobalRequestRow>[] = [
    ...(selection
      ? [
          {
            key: 'select',
            label: w('ws.selectColumn'),
            render: (r: GlobalRequestRow) => (
              <input
                type="checkbox"
                className="gia-select"
                checked={selection.selected.has(r.reference)}
                onChange={(e) => toggle(r.reference, e.target.checked)}
                aria-label={w('ws.select', { reference: r.reference })}
              />
            )
          }
        ]
      : []),
    {
      key: 'reference',
      label: w('ws.reference'),
      render: (r) => (
        <Link className="gia-ref-link" to={requestPath(r.reference)}>
          {r.reference}
        </Link>
      )
    },
    {
      key: 'kind',
      label: w('ws.service'),
      render: (r) => {
        const kind = serviceByKey(r.kind);
        return kind ? t(serviceText(kind, 'name')) : r.service_type;
      }
    },
    { key: 'subject', label: w('ws.subject'), render: (r) => r.subject || null },
    { key: 'status', label: w('ws.status'), render: (r) => <StateBadge state={r.status} /> },
    { key: 'submitted_at', label: w('ws.submitted'), render: (r) => formatDate(r.submitted_at, lang) },
    { key: 'due', label: w('ws.due'), render: (r) => <DueBadge due_date={r.due_date} status={r.status} /> },
    ...(showVendor
      ? [{ key: 'vendor', label: w('ws.vendor'), render: (r: GlobalRequestRow) => r.vendor?.name ?? w('ws.noVendor') }]
      : []),
    ...(showCustomer
      ? [
          {
            key: 'customer',
            label: w('ws.customer'),
            render: (r: GlobalRequestRow) =>
              r.customer ? (
                <span className="gia-who">
                  <span>{r.customer.name}</span>
                  {r.customer.email && <small>{r.customer.email}</small>}
                </span>
              ) : null
          }
        ]
      : [])
  ];
  return <DataTable columns={columns} rows={rows} rowKey="reference" empty={empty} caption={caption} />;
}
