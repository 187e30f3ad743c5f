import { ROLES } from '@gia/domain';
import { Type, type Static, type TSchema } from 'typebox';
import { Nullable, refusals as refusalsOf, StringEnum } from '../platform/schema';

/** An answer's fields, each present when the call has it: the serialiser writes what is there. */
const answer = <P extends Record<string, TSchema>>(properties: P, options: { description?: string } = {}) =>
  Type.Partial(Type.Object(properties), options);
const fieldValue = Type.Unsafe<string | number | null>({ type: ['string', 'number', 'null'] });

/** What a correction of a rejected request changed in one field (a document: only that it changed). */
const fieldChange = answer({ field: Type.String(), document: Type.Boolean(), before: fieldValue, after: fieldValue });
export type FieldChange = Static<typeof fieldChange>;

/** The request page's conversation part (see page.ts), as the OpenAPI document and the serializer know it. */
export const conversationProperties = {
  waiting: Type.Unsafe<{ since?: string; asked_documents?: { field?: string; label?: string }[] } | null>({
    type: ['object', 'null'],
    description:
      'While the request waits for its customer: since when (its due clock paused) and the documents asked for again',
    properties: {
      since: Type.String(),
      asked_documents: Type.Array(answer({ field: Type.String(), label: Type.String() }))
    }
  }),
  replaced_documents: Type.Array(
    answer({
      field: Type.String(),
      url: Type.String(),
      content_type: Nullable(Type.String()),
      replaced_at: Type.String()
    }),
    { description: 'Earlier versions of documents the customer replaced (admins and the assigned vendor)' }
  ),
  resubmissions: Type.Array(
    answer({
      at: Type.String(),
      changes: Type.Array(fieldChange)
    }),
    { description: 'What each correction of a rejected request changed' }
  ),
  unread_messages: Type.Integer({ minimum: 0 })
};

export const refusals = refusalsOf(400, 401, 403, 404, 409);
export const params = Type.Object({ reference: Type.String({ description: 'e.g. GIA-2026-000042' }) });
const role = StringEnum(ROLES);

export const message = answer({
  id: Type.Integer(),
  kind: StringEnum(['message', 'ask', 'answer']),
  text: Type.String(),
  internal: Type.Boolean(),
  author: answer({ name: Type.String(), role }),
  at: Type.String(),
  documents: Type.Array(
    answer({ url: Type.String(), name: Type.String(), content_type: Type.String(), field: Nullable(Type.String()) })
  ),
  asked_documents: Type.Unsafe<string[] | null>({ type: ['array', 'null'], items: { type: 'string' } }),
  read: Type.Boolean(),
  seen_by: Type.Array(answer({ name: Type.String(), role }))
});

/**
 * A body these calls check themselves, field by field with the catalogue's keys (validation is
 * attached, not enforced): described here, typed as what may really arrive.
 */
export const checkedByHandler = (schema: TSchema) => Type.Unsafe<Record<string, unknown> | undefined>(schema);

/** The request page after a change: whatever it is, the answer is the page as the caller may now see it. */
export const pageAnswer = Type.Object({}, { additionalProperties: true });
