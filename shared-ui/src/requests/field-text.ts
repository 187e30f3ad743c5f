import { fieldOf, maskAadhaar, translate, type Language, type ServiceKind } from '@gia/domain';
import { formatDate, formatDateTime, formatRupees } from '@gia/shared-ui';
import type { RequestRow } from './request-row';

const DAY_FIELDS = new Set(['approved_date', 'due_date']);

/** A field of a request as a person reads it: dates in India time, rupees grouped, Aadhaar masked, N/A when empty. */
export function fieldText(kind: ServiceKind, name: string, row: RequestRow, lang: Language): string {
  const value = name === 'assigned_vendor' ? (row.assigned_vendor_name ?? row.assigned_vendor) : row[name];
  if (value === null || value === undefined || value === '') return translate(lang, 'common.na');
  const text = String(value);
  if (name.endsWith('_date_time')) return formatDateTime(text, lang);
  const field = fieldOf(kind, name);
  if (DAY_FIELDS.has(name) || field?.kind === 'date') return formatDate(text, lang);
  if (field?.format === 'amount' && Number.isFinite(Number(value))) return formatRupees(Number(value), lang);
  if (field?.format === 'aadhaar') return maskAadhaar(text);
  return text;
}
