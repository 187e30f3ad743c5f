import { ACTIONS, serviceText, STATES, translate, type ServiceKind } from '@gia/domain';
import { Type, type TSchema } from 'typebox';
import { Nullable, refusals as refusalsOf, StringEnum } from '../platform/schema';
import { MAX_LIMIT } from './list-query';

const FIELD_VALUE = Type.Unsafe<string | number | null>({ type: ['string', 'number', 'null'] });
/** Request bodies: Ajv's strict mode wants unions spelt as anyOf; text first, so coercion never turns "0123" into 123. */
const oneOf = (...types: ('string' | 'number' | 'integer' | 'null')[]) =>
  Type.Unsafe<string | number | null>({ anyOf: types.map((type) => ({ type })) });
const BODY_VALUE = oneOf('string', 'number', 'null');

/** The error answers every request call may give. */
export const refusals = refusalsOf(400, 401, 403, 404, 409);
export const message = Type.Object({ message: Type.String() }, { additionalProperties: true });

export function kindTag(kind: ServiceKind): string {
  return translate('en', serviceText(kind, 'name'));
}

/** The body of a kind's insert call: its fields, typed loosely so the domain check names each bad one. */
export function insertBody(kind: ServiceKind) {
  const properties: Record<string, TSchema> = {
    consent: Type.Optional(
      Type.Boolean({
        description: 'The customer agrees to share these details and documents (required from customers).'
      })
    )
  };
  for (const f of kind.fields) {
    const value =
      f.kind === 'file'
        ? Nullable(Type.String(), { description: 'A document address from POST /api/v1/global/upload/file' })
        : Type.Unsafe<string | number | null>({
            ...BODY_VALUE,
            ...(f.format ? { description: `Format: ${f.format}` } : {})
          });
    properties[f.name] = f.required ? value : Type.Optional(value);
  }
  return Type.Object(properties, { additionalProperties: true });
}

/** One event of a request's history: every kind the workflow records (submitted, then each action). */
const event = Type.Partial(
  Type.Object({
    kind: StringEnum(['submitted', ...ACTIONS]),
    at: Type.String(),
    actor_id: Nullable(Type.Integer()),
    actor_name: Nullable(Type.String()),
    actor_role: Nullable(Type.String()),
    vendor_id: Nullable(Type.Integer()),
    vendor_name: Nullable(Type.String()),
    reason: Nullable(Type.String())
  })
);

const text = Nullable(Type.String());
const WORKFLOW = {
  status: StringEnum(STATES),
  is_approved: Type.Unsafe<0 | 1>({ type: 'integer', enum: [0, 1] }),
  approved_by: text,
  approved_date: text,
  assigned_vendor: Nullable(Type.Integer()),
  assigned_vendor_id: Nullable(Type.Integer()),
  assigned_vendor_name: text,
  vendor_id: Nullable(Type.Integer()),
  rejected_by: text,
  rejected_reason: text,
  user_enquiry_date_time: text,
  admin_accepted_date_time: text,
  admin_rejected_date_time: text,
  admin_rejected_reason: text,
  admin_accepted_or_rejected_by: Nullable(Type.Integer()),
  assigned_vendor_date_time: text,
  vendor_accepted_date_time: text,
  vendor_rejected_reason: text,
  vendor_completed_date_time: text
};

/** The properties of one request as reads answer it, without its history. */
function rowProperties(kind: ServiceKind): Record<string, TSchema> {
  const fields: Record<string, TSchema> = {};
  for (const f of kind.fields) fields[f.name] = f.kind === 'file' ? text : FIELD_VALUE;
  return {
    id: Type.Integer(),
    reference: Type.String({ description: 'GIA-<year>-<id>: the reference people read aloud and search for' }),
    ...(kind.idField === 'request_id' ? { request_id: Type.Integer() } : {}),
    ...fields,
    ...WORKFLOW,
    service_type: Type.String(),
    narration: FIELD_VALUE,
    due_date: Nullable(Type.String(), {
      description: 'YYYY-MM-DD, India time: the promised turnaround in working days'
    }),
    consent_at: text,
    delivered_document_url: text,
    customer_name: Nullable(Type.String(), { description: 'Admins only: who submitted it' }),
    customer_email: Nullable(Type.String(), { description: 'Admins only' }),
    customer_phone: Nullable(Type.String(), { description: 'Admins only' })
  };
}

/** One request as reads answer it. */
export function rowSchema(kind: ServiceKind) {
  return Type.Partial(Type.Object({ ...rowProperties(kind), events: Type.Array(event) }), {
    additionalProperties: true
  });
}

/**
 * One row of a kind's list: what the list shows, without the history (the request's own call has it).
 * Every property is named and no other is allowed, so Fastify compiles the serialiser of the whole page
 * (fast-json-stringify) instead of walking each row's unknown keys (issue 18).
 */
export function listRowSchema(kind: ServiceKind) {
  return Type.Partial(Type.Object(rowProperties(kind)), { additionalProperties: false });
}

/** A transition's answer: its message and the request as it now is. */
export function actionAnswer(kind: ServiceKind) {
  return Type.Partial(Type.Object({ message: Type.String(), ...rowProperties(kind), events: Type.Array(event) }), {
    additionalProperties: true
  });
}

export const listQuery = Type.Object(
  {
    page: Type.Optional(
      Type.Integer({
        minimum: 1,
        maximum: 1_000_000,
        description: '1-based page; with it or limit the answer is one page'
      })
    ),
    limit: Type.Optional(Type.Integer({ minimum: 1, maximum: MAX_LIMIT, description: 'Rows per page (default 50)' })),
    q: Type.Optional(Type.String({ maxLength: 200, description: "Text in the kind's fields, or the id" })),
    status: Type.Optional(
      Type.String({ description: `A state (${STATES.join(', ')}) or Pending / Vendor Assigned / Rejected` })
    ),
    from: Type.Optional(Type.String({ description: 'Submitted on or after this India date (YYYY-MM-DD)' })),
    to: Type.Optional(Type.String({ description: 'Submitted on or before this India date (YYYY-MM-DD)' })),
    sort: Type.Optional(StringEnum(['created', 'due'], { description: 'Newest first (default) or soonest due first' })),
    due: Type.Optional(
      StringEnum(['overdue', 'dueSoon'], {
        description: 'Only open requests past their due date (overdue) or due within a day (dueSoon)'
      })
    ),
    format: Type.Optional(StringEnum(['json', 'csv'], { description: 'csv answers text/csv of the filtered rows' })),
    assigned_vendor: Type.Optional(
      Type.String({ description: 'Ignored: a vendor always reads the requests assigned to them' })
    )
  },
  { additionalProperties: true }
);

const idValue = oneOf('string', 'integer');
const anything = Type.Optional(Type.Unknown());

export const updateBody = Type.Object(
  {
    id: Type.Optional(idValue),
    request_id: Type.Optional(idValue),
    assigned_vendor: Type.Optional(oneOf('string', 'integer', 'null')),
    assigned_vendor_id: Type.Optional(oneOf('string', 'integer', 'null')),
    status: Type.Optional(Type.String()),
    admin_rejected_reason: Type.Optional(text),
    rejected_reason: Type.Optional(text),
    is_approved: Type.Optional(oneOf('string', 'integer', 'null')),
    approved_by: anything,
    approved_date: anything,
    rejected_by: anything,
    admin_accepted_or_rejected_by: anything,
    admin_accepted_date_time: anything,
    admin_rejected_date_time: anything
  },
  {
    additionalProperties: true,
    description:
      'Assign: id or request_id, assigned_vendor or assigned_vendor_id, status ASSIGNED TO VENDOR. Reject: id or request_id, admin_rejected_reason or rejected_reason, status REJECTED. Names and dates of the admin are taken from the token and the server clock.'
  }
);

export const idParams = Type.Object({ id: Type.String({ pattern: '^[0-9]{1,10}$' }) });

export const vendorActionBody = (extra: Record<string, TSchema>) =>
  Type.Object(
    {
      service_type: Type.String({ description: 'The kind: its service_type (e.g. PanRegistrations) or catalogue key' }),
      id: idValue,
      ...Object.fromEntries(Object.entries(extra).map(([name, schema]) => [name, Type.Optional(schema)]))
    },
    { additionalProperties: true }
  );
