import type { FieldDef, ServiceKind } from './catalogue/types';
import { FORMATS } from './formats';
import type { MessageKey } from './messages/en';
import { DOCUMENT_PATH, documentIdFromUrl } from './documents';

export type FieldValue = string | number | null;
export type FieldErrors = Record<string, MessageKey>;

export type FieldCheck =
  | { ok: true; values: Record<string, FieldValue>; documents: Record<string, string> }
  | { ok: false; errors: FieldErrors; formError?: MessageKey };

const MAX_TEXT = 500;
const MAX_AREA = 5000;

function blank(v: unknown): boolean {
  return v === undefined || v === null || (typeof v === 'string' && v.trim() === '');
}

/** The message for a value that is not text or a finite number (an object, a list, NaN...). */
function wrongTypeMessage(field: FieldDef): MessageKey {
  if (field.kind === 'file') return 'format.document';
  return field.format ? FORMATS[field.format].message : 'format.notText';
}

/** One field: its tidy value, or the message that belongs under it. */
export function checkField(field: FieldDef, raw: unknown): { value: FieldValue } | { error: MessageKey } {
  if (blank(raw)) return field.required ? { error: 'form.fieldRequired' } : { value: null };
  if (typeof raw !== 'string' && !(typeof raw === 'number' && Number.isFinite(raw)))
    return { error: wrongTypeMessage(field) };
  const text = String(raw);
  if (field.kind === 'file') {
    // Only the id is kept: a stored address is always our own path, never a link someone typed.
    const id = documentIdFromUrl(text);
    return id ? { value: DOCUMENT_PATH + id } : { error: 'format.document' };
  }
  if (text.length > (field.kind === 'textarea' ? MAX_AREA : MAX_TEXT)) return { error: 'format.text' };
  if (!field.format) return { value: text.trim() };
  const rule = FORMATS[field.format];
  const tidy = rule.normalise(text);
  if (!rule.test(tidy)) return { error: rule.message };
  return { value: field.format === 'amount' || field.format === 'age' ? Number(tidy) : tidy };
}

/** A body's own value for a field; a body that is not an object (null from a bad client) has none. */
function ownValue(body: unknown, name: string): unknown {
  return typeof body === 'object' && body !== null && Object.hasOwn(body, name)
    ? (body as Record<string, unknown>)[name]
    : undefined;
}

/**
 * Checks a request body against its kind: every field by its rule, the kind's required-files rule,
 * and cross-field rules. Fields the kind does not know are ignored (the spec's bodies carry extras).
 */
export function checkRequestFields(kind: ServiceKind, body: Record<string, unknown>): FieldCheck {
  const values: Record<string, FieldValue> = {};
  const documents: Record<string, string> = {};
  const errors: FieldErrors = {};
  for (const field of kind.fields) {
    const result = checkField(field, ownValue(body, field.name));
    if ('error' in result) errors[field.name] = result.error;
    else {
      values[field.name] = result.value;
      if (field.kind === 'file' && typeof result.value === 'string')
        documents[field.name] = documentIdFromUrl(result.value)!;
    }
  }
  let formError: MessageKey | undefined;
  if (kind.requiredFiles && kind.requiredFiles.fields.some((f) => !values[f])) {
    formError = kind.requiredFiles.message;
    for (const f of kind.requiredFiles.fields) if (!values[f] && !errors[f]) errors[f] = 'form.fieldRequired';
  }
  const start = values.rental_start_date;
  const end = values.rental_end_date;
  if (typeof start === 'string' && typeof end === 'string' && end <= start) errors.rental_end_date = 'format.dateOrder';
  if (Object.keys(errors).length > 0) return { ok: false, errors, formError };
  return { ok: true, values, documents };
}
