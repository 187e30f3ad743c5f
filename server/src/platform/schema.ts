import { Type, type Static, type TSchema } from 'typebox';

/**
 * Building blocks for route schemas (TypeBox: one source for validation, handler types and the
 * OpenAPI document). They spell unions the way the compiled serialiser and Ajv handle fastest.
 */

/** The schema or null, spelt `type: [t, 'null']`: a list's serialiser then needs no anyOf branch per value. */
export function Nullable<T extends TSchema>(schema: T, options: { description?: string } = {}) {
  const { type } = schema as unknown as { type: string | string[] };
  return Type.Unsafe<Static<T> | null>({
    ...schema,
    type: [...(Array.isArray(type) ? type : [type]), 'null'],
    ...options
  });
}

/** One of the given texts, spelt `{ type: 'string', enum }` (a catalogue's constants are the source). */
export function StringEnum<const T extends readonly string[]>(values: T, options: { description?: string } = {}) {
  return Type.Unsafe<T[number]>({ type: 'string', enum: [...values], ...options });
}

/** What is filled into a catalogue text (`{name}`, `{seconds}`, ...). */
export const MessageParams = Type.Record(Type.String(), Type.Union([Type.String(), Type.Number()]), {
  description: 'Filled into the catalogue text of the key beside it'
});

/** One field at fault: its catalogue key, filled in with the field and the params. */
export const FieldError = Type.Object({
  field: Type.String(),
  code: Type.String({ description: "The reason's catalogue key" }),
  params: Type.Optional(MessageParams)
});

/**
 * Every refusal: from the catalogue its `code` (and `params`), which the browser translates, the English
 * `message` for API clients, and `errors` naming each field at fault when there are fields.
 */
export const Refusal = Type.Object(
  {
    message: Type.String({ description: 'In English' }),
    code: Type.String({ description: "The message's catalogue key" }),
    params: Type.Optional(MessageParams),
    errors: Type.Optional(Type.Array(FieldError, { description: 'Every field at fault' }))
  },
  { additionalProperties: true }
);

/** The refusals a route may answer, each a `Refusal`. */
export function refusals<const S extends readonly number[]>(...statuses: S): Record<S[number], typeof Refusal> {
  return Object.fromEntries(statuses.map((status) => [status, Refusal])) as Record<S[number], typeof Refusal>;
}
