import { indiaDate, isMessageKey, type FieldDef, type FieldErrors, type ServiceKind } from '@gia/domain';
import { refusalFieldErrors } from '@gia/shared-ui';

/** What the form holds: typed text, or a document address (null when none). */
export type FormValues = Record<string, string | null>;

function initialValue(field: FieldDef): string | null {
  if (field.kind === 'file') return null;
  if (field.defaultValue === 'today') return indiaDate(new Date().toISOString());
  return '';
}

export function initialValues(kind: ServiceKind): FormValues {
  return Object.fromEntries(kind.fields.map((f) => [f.name, initialValue(f)]));
}

/** The input a field needs on a phone: numeric keypads for numbers (text, so '+91 98…' and '12,500' still fit), email, date. */
export function inputProps(field: FieldDef): Record<string, string> {
  switch (field.kind) {
    case 'email':
      return { type: 'email', inputMode: 'email', autoComplete: 'email' };
    case 'date':
      return { type: 'date' };
    case 'number':
      if (field.format === 'mobile') return { type: 'tel', inputMode: 'tel', autoComplete: 'tel' };
      return { type: 'text', inputMode: field.format === 'amount' ? 'decimal' : 'numeric' };
    default:
      if (field.format === 'email') return { type: 'email', inputMode: 'email', autoComplete: 'email' };
      if (field.format === 'pan' || field.format === 'ifsc' || field.format === 'tan' || field.format === 'gstin')
        return { type: 'text', autoCapitalize: 'characters' };
      return { type: 'text' };
  }
}

/** The server's per-field message keys from a 400 answer, limited to the kind's fields. */
export function serverFieldErrors(kind: ServiceKind, error: unknown): FieldErrors {
  const known: FieldErrors = {};
  for (const e of refusalFieldErrors(error))
    if (isMessageKey(e.code) && kind.fields.some((f) => f.name === e.field)) known[e.field] = e.code;
  return known;
}
