import { ACTIONS, SERVICES, STATES } from '@gia/domain';
import { Type, type TSchema } from 'typebox';
import { conversationProperties } from '../conversation/schemas';
import { Nullable, refusals as refusalsOf, StringEnum } from '../platform/schema';
import { GLOBAL_DEFAULT_LIMIT, GLOBAL_MAX_LIMIT, SORTS } from './repository/workspace';

/** Schemas of the workspaces' calls (issue 14): validation, handler types and the OpenAPI document. */

/** An answer's fields, each present when the call has it: the serialiser writes what is there. */
const answer = <P extends Record<string, TSchema>>(properties: P, options: { description?: string } = {}) =>
  Type.Partial(Type.Object(properties), options);

export const refusals = refusalsOf(400, 401, 403, 404, 409);
const vendorRef = Type.Unsafe<{ id: number; name: string } | null>({
  type: ['object', 'null'],
  properties: { id: Type.Integer(), name: Type.String() }
});
const person = {
  name: Type.String(),
  email: Type.Optional(Type.String()),
  phone: Type.Optional(Nullable(Type.String()))
};
const count = Type.Integer({ minimum: 0 });
/** Ajv's strict mode wants a union of types spelt as anyOf; text first, so nothing is coerced. */
const ANY_ID = Type.Unsafe<string | number | null>({
  anyOf: [{ type: 'string' }, { type: 'integer' }, { type: 'null' }]
});

const rowProperties = {
  reference: Type.String(),
  id: Type.Integer(),
  kind: Type.String(),
  service_type: Type.String(),
  status: StringEnum(STATES),
  submitted_at: Type.String(),
  due_at: Nullable(Type.String()),
  due_date: Nullable(Type.String(), { description: 'YYYY-MM-DD, India time' }),
  subject: Nullable(Type.String(), { description: "The kind's main name field: whose request it is" }),
  vendor: vendorRef
};

/** One row of the list across kinds (its page's serialiser also serialises rows one at a time). */
export const listRow = Type.Object({
  ...rowProperties,
  customer: Type.Optional(Type.Object(person, { description: 'Admins only' }))
});

const event = answer({
  kind: StringEnum(['submitted', ...ACTIONS]),
  at: Type.String(),
  actor_id: Nullable(Type.Integer()),
  actor_name: Nullable(Type.String()),
  actor_role: Nullable(Type.String()),
  vendor_id: Nullable(Type.Integer()),
  vendor_name: Nullable(Type.String()),
  reason: Nullable(Type.String())
});

const detail = Type.Object({
  reference: rowProperties.reference,
  id: rowProperties.id,
  kind: rowProperties.kind,
  status: rowProperties.status,
  service_type: Type.Optional(rowProperties.service_type),
  submitted_at: Type.Optional(rowProperties.submitted_at),
  due_at: Type.Optional(rowProperties.due_at),
  due_date: Type.Optional(rowProperties.due_date),
  subject: Type.Optional(rowProperties.subject),
  vendor: Type.Optional(rowProperties.vendor),
  customer: Type.Optional(
    Type.Unsafe<{ name: string; email?: string; phone?: string | null } | null>({
      ...Type.Object(person),
      type: ['object', 'null'],
      description: 'Admins and the customer: name, email, phone; the assigned vendor: the name'
    })
  ),
  fields: Type.Array(
    answer({
      name: Type.String(),
      label: Type.String(),
      kind: Type.String(),
      value: Type.Unsafe<string | number | null>({ type: ['string', 'number', 'null'] })
    })
  ),
  documents: Type.Array(
    answer({ field: Type.String(), label: Type.String(), url: Type.String(), content_type: Nullable(Type.String()) })
  ),
  events: Type.Array(event),
  actions: Type.Array(StringEnum(ACTIONS)),
  ...(Object.fromEntries(
    Object.entries(conversationProperties).map(([name, schema]) => [name, Type.Optional(schema)])
  ) as {
    [K in keyof typeof conversationProperties]: ReturnType<typeof Type.Optional<(typeof conversationProperties)[K]>>;
  })
});

const text = (description: string) => Type.Optional(Type.String({ description }));

export const listSchema = {
  querystring: Type.Object(
    {
      kind: text(`A catalogue key: ${SERVICES.map((s) => s.key).join(', ')}`),
      status: text(`A state: ${STATES.join(', ')}`),
      q: text('Reference, id, names, or text of the fields'),
      due: text('overdue or dueSoon (open requests only)'),
      vendor: text('The id of the assigned vendor'),
      sort: text(`${SORTS.join(', ')} (default newest)`),
      page: text('1-based page'),
      limit: text(`Rows per page (default ${GLOBAL_DEFAULT_LIMIT}, at most ${GLOBAL_MAX_LIMIT})`)
    },
    { additionalProperties: true }
  ),
  response: {
    200: Type.Array(listRow, {
      headers: { 'X-Total-Count': { type: 'integer' }, 'X-Total-Capped': { type: 'integer' } }
    }),
    ...refusals
  }
};

const referenceParams = Type.Object({ reference: Type.String({ description: 'e.g. GIA-2026-000042' }) });

export const pageSchema = { params: referenceParams, response: { 200: detail, ...refusals } };

export const actionSchema = {
  params: Type.Object({ reference: Type.String(), action: Type.String({ description: ACTIONS.join(', ') }) }),
  /** Checked by each action, with its code (validation is attached): typed as what may really arrive. */
  body: Type.Unsafe<Record<string, unknown> | undefined>(
    Type.Object(
      {
        vendor_id: Type.Optional(ANY_ID),
        reason: Type.Optional(Nullable(Type.String())),
        delivered_document_url: Type.Optional(Nullable(Type.String()))
      },
      { additionalProperties: true }
    )
  ),
  response: { 200: detail, ...refusals }
};

export const bulkSchema = {
  /** Bad bodies get the call's own `{ message, code }` (validation is attached): typed as what may really arrive. */
  body: Type.Unsafe<Record<string, unknown> | undefined>(
    Type.Object(
      {
        action: Type.Optional(StringEnum(['assign', 'reject'])),
        references: Type.Optional(Type.Array(Type.String())),
        vendor_id: Type.Optional(ANY_ID),
        reason: Type.Optional(Nullable(Type.String()))
      },
      { additionalProperties: true }
    )
  ),
  response: {
    200: Type.Object({
      results: Type.Array(
        Type.Object({
          reference: Type.String(),
          ok: Type.Boolean(),
          status: Type.Optional(Type.String()),
          message: Type.Optional(Type.String()),
          code: Type.Optional(Type.String()),
          params: Type.Optional(Type.Record(Type.String(), Type.Union([Type.String(), Type.Number()])))
        })
      )
    }),
    ...refusals
  }
};

export const countsSchema = {
  response: {
    200: Type.Array(Type.Object({ kind: Type.String(), total: count, open: count, pending: count })),
    ...refusals
  }
};

export const weeklySchema = {
  response: {
    200: Type.Object({
      weeks: Type.Array(
        answer({
          week_start: Type.String({ description: 'Monday, YYYY-MM-DD, India time' }),
          submitted: count,
          completed: count
        })
      ),
      kinds: Type.Array(answer({ kind: Type.String(), pending: count, overdue: count }))
    }),
    ...refusals
  }
};
