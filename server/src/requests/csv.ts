import { fieldLabel, isMessageKey, translate, type ServiceKind } from '@gia/domain';
import type { RequestRow } from './present';

/** A cell as spreadsheet programs read it safely: quoted when needed, never taken for a formula. */
export function csvCell(value: unknown): string {
  if (value === null || value === undefined) return '';
  let text = String(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

function label(name: string): string {
  const key = fieldLabel(name);
  return isMessageKey(key) ? translate('en', key) : name;
}

/** Who submitted, in an admin's export. */
export const CUSTOMER_COLUMNS = ['customer_name', 'customer_email', 'customer_phone'] as const;

/**
 * The export of a list: ID, reference, (for admins: who submitted,) the kind's non-document fields,
 * status, submitted, due date and vendor.
 */
export function requestsCsv(kind: ServiceKind, rows: RequestRow[], withCustomer = false): string {
  const fields = kind.fields.filter((f) => f.kind !== 'file').map((f) => f.name);
  const customer: readonly string[] = withCustomer ? CUSTOMER_COLUMNS : [];
  const header = [
    translate('en', 'common.id'),
    label('reference'),
    ...customer.map(label),
    ...fields.map(label),
    label('status'),
    label('user_enquiry_date_time'),
    label('due_date'),
    label('assigned_vendor')
  ];
  const lines = rows.map((r) => [
    r.id,
    r.reference,
    ...customer.map((c) => r[c]),
    ...fields.map((f) => r[f]),
    r.status,
    r.user_enquiry_date_time,
    r.due_date,
    r.assigned_vendor_name
  ]);
  // The byte-order mark makes spreadsheet programs read the file as UTF-8 (Hindi names, ₹).
  return `\uFEFF${[header, ...lines].map((line) => line.map(csvCell).join(',')).join('\r\n')}\r\n`;
}
