import type { Key, ReactNode } from 'react';
import { useT } from '../i18n/use-t';
import { EmptyState } from './bits';
import { PHONE_QUERY, useMediaQuery } from './use-media-query';

export interface Column<Row> {
  key: string;
  label: string;
  render?(row: Row): ReactNode;
}

export interface DataTableProps<Row> {
  columns: readonly Column<Row>[];
  rows: readonly Row[];
  rowKey: keyof Row | ((row: Row) => Key);
  /** What to show when there are no rows; 'No data available.' by default. */
  empty?: ReactNode;
  caption?: string;
}

function cell<Row>(column: Column<Row>, row: Row): ReactNode {
  if (column.render) return column.render(row);
  const value = (row as Record<string, unknown>)[column.key];
  return value === null || value === undefined || value === '' ? null : String(value);
}

/** Rows as a table on wide screens and as a list of cards on phones, so nothing scrolls sideways. */
export function DataTable<Row>({ columns, rows, rowKey, empty, caption }: DataTableProps<Row>) {
  const t = useT();
  const phone = useMediaQuery(PHONE_QUERY);
  const keyOf = (row: Row): Key => (typeof rowKey === 'function' ? rowKey(row) : (row[rowKey] as Key));
  const show = (column: Column<Row>, row: Row) => cell(column, row) ?? t('common.na');

  if (rows.length === 0)
    return typeof empty === 'string' || !empty ? (
      <EmptyState text={(empty as string) || t('common.noData')} />
    ) : (
      <>{empty}</>
    );

  if (phone) {
    return (
      <ul className="gia-cards" aria-label={caption}>
        {rows.map((row) => (
          <li key={keyOf(row)} className="gia-card">
            <dl>
              {columns.map((c) => (
                <div key={c.key} className="gia-card-row">
                  <dt>{c.label}</dt>
                  <dd>{show(c, row)}</dd>
                </div>
              ))}
            </dl>
          </li>
        ))}
      </ul>
    );
  }
  return (
    <div className="gia-table-wrap">
      <table className="gia-table">
        {caption && <caption className="gia-visually-hidden">{caption}</caption>}
        <thead>
          <tr>
            {columns.map((c) => (
              <th key={c.key} scope="col">
                {c.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={keyOf(row)}>
              {columns.map((c) => (
                <td key={c.key}>{show(c, row)}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
