import { documentIdFromUrl, fieldLabel, isMessageKey, translate, type ServiceKind } from '@gia/domain';
import { refuse } from '../requests/repository/workspace';

/** The checks of what people send to the conversation; each refusal is a 400 `{ message, code }`. */

export const MAX_TEXT = 4000;
export const MAX_REASON = 2000;
export const MAX_ATTACHMENTS = 5;

export function messageText(raw: unknown): string {
  const text = typeof raw === 'string' ? raw.trim() : '';
  if (!text) throw refuse(400, 'talk.textRequired');
  if (text.length > MAX_TEXT) throw refuse(400, 'talk.textTooLong', { max: MAX_TEXT });
  return text;
}

/** An optional reason: blank is none. */
export function optionalReason(raw: unknown): string | null {
  if (raw === undefined || raw === null) return null;
  if (typeof raw !== 'string') throw refuse(400, 'talk.reasonTooLong', { max: MAX_REASON });
  const text = raw.trim();
  if (text.length > MAX_REASON) throw refuse(400, 'talk.reasonTooLong', { max: MAX_REASON });
  return text || null;
}

/** Uploaded document addresses attached to a message: their document ids. */
export function attachmentIds(raw: unknown): string[] {
  if (raw === undefined || raw === null) return [];
  if (!Array.isArray(raw) || !raw.every((u) => typeof u === 'string')) throw refuse(400, 'talk.badDocumentList');
  if (raw.length > MAX_ATTACHMENTS) throw refuse(400, 'talk.tooManyDocuments', { max: MAX_ATTACHMENTS });
  const ids = raw.map((u) => documentIdFromUrl(u));
  if (ids.some((id) => id === null)) throw refuse(400, 'talk.badDocumentList');
  return [...new Set(ids as string[])];
}

/** A field as people call it, for the English message (the code and the field name stay for the browser). */
function label(field: string): string {
  const key = fieldLabel(field);
  return isMessageKey(key) ? translate('en', key) : field;
}

const documentFields = (kind: ServiceKind) => new Set(kind.fields.filter((f) => f.kind === 'file').map((f) => f.name));

/** The document fields an ask names: each a document field of the kind. */
export function askedFields(kind: ServiceKind, raw: unknown): string[] {
  if (raw === undefined || raw === null) return [];
  if (!Array.isArray(raw) || !raw.every((f) => typeof f === 'string')) throw refuse(400, 'talk.badAskDocuments');
  const known = documentFields(kind);
  for (const f of raw as string[])
    if (!known.has(f)) throw refuse(400, 'talk.notADocumentField', { field: label(f) }, { field: f });
  return [...new Set(raw as string[])];
}

/** The documents an answer sends: exactly the fields that were asked for, each an uploaded document. */
export function answeredDocuments(kind: ServiceKind, asked: readonly string[], raw: unknown): Map<string, string> {
  if (raw !== undefined && raw !== null && (typeof raw !== 'object' || Array.isArray(raw)))
    throw refuse(400, 'talk.badAnswerDocuments');
  const given = Object.entries((raw ?? {}) as Record<string, unknown>);
  const known = documentFields(kind);
  const documents = new Map<string, string>();
  for (const [field, url] of given) {
    if (!known.has(field)) throw refuse(400, 'talk.notADocumentField', { field: label(field) }, { field });
    if (!asked.includes(field)) throw refuse(400, 'talk.notAskedField', { field: label(field) }, { field });
    const id = typeof url === 'string' ? documentIdFromUrl(url) : null;
    if (!id) throw refuse(400, 'talk.badAnswerDocuments');
    documents.set(field, id);
  }
  const missing = asked.find((f) => !documents.has(f));
  if (missing) throw refuse(400, 'talk.askedDocumentMissing', { field: label(missing) }, { field: missing });
  return documents;
}
