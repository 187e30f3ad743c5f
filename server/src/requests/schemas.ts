import { serviceText, STATES, translate, type ServiceKind } from '@gia/domain';
import { MAX_LIMIT } from './list-query';

const nullable = (type: string | string[]) => ({ type: [...(Array.isArray(type) ? type : [type]), 'null'] });
const FIELD_VALUE = nullable(['string', 'number']);
/** Request bodies: Ajv's strict mode wants unions spelt as anyOf; text first, so coercion never turns "0123" into 123. */
const oneOf = (...types: string[]) => ({ anyOf: types.map((type) => ({ type })) });
const BODY_VALUE = oneOf('string', 'number', 'null');

export const message = { type: 'object', properties: { message: { type: 'string' } }, required: ['message'], additionalProperties: true } as const;

/** The error answers every request call may give, each `{ message }`. */
export const refusals = { 400: message, 401: message, 403: message, 404: message, 409: message } as const;

export function kindTag(kind: ServiceKind): string {
  return translate('en', serviceText(kind, 'name'));
}

/** The body of a kind's insert call: its fields, typed loosely so the domain check names each bad one. */
export function insertBody(kind: ServiceKind) {
  const properties: Record<string, object> = {
    consent: { type: 'boolean', description: 'The customer agrees to share these details and documents (required from customers).' }
  };
  for (const f of kind.fields) {
    properties[f.name] = f.kind === 'file'
      ? { ...nullable('string'), description: 'A document address from POST /api/v1/global/upload/file' }
      : { ...BODY_VALUE, ...(f.format ? { description: `Format: ${f.format}` } : {}) };
  }
  const required = kind.fields.filter((f) => f.required).map((f) => f.name);
  return { type: 'object', properties, ...(required.length ? { required } : {}), additionalProperties: true };
}

const event = {
  type: 'object',
  properties: {
    kind: { type: 'string', enum: ['submitted', 'assign', 'reject', 'delete', 'accept', 'decline', 'complete'] },
    at: { type: 'string' }, actor_id: nullable('integer'), actor_name: nullable('string'), actor_role: nullable('string'),
    vendor_id: nullable('integer'), vendor_name: nullable('string'), reason: nullable('string')
  }
} as const;

const WORKFLOW = {
  status: { type: 'string', enum: [...STATES] },
  is_approved: { type: 'integer', enum: [0, 1] },
  approved_by: nullable('string'), approved_date: nullable('string'),
  assigned_vendor: nullable('integer'), assigned_vendor_id: nullable('integer'), assigned_vendor_name: nullable('string'), vendor_id: nullable('integer'),
  rejected_by: nullable('string'), rejected_reason: nullable('string'),
  user_enquiry_date_time: nullable('string'), admin_accepted_date_time: nullable('string'), admin_rejected_date_time: nullable('string'),
  admin_rejected_reason: nullable('string'), admin_accepted_or_rejected_by: nullable('integer'), assigned_vendor_date_time: nullable('string'),
  vendor_accepted_date_time: nullable('string'), vendor_rejected_reason: nullable('string'), vendor_completed_date_time: nullable('string')
};

/** One request as reads answer it. */
export function rowSchema(kind: ServiceKind) {
  const fields: Record<string, object> = {};
  for (const f of kind.fields) fields[f.name] = f.kind === 'file' ? nullable('string') : FIELD_VALUE;
  return {
    type: 'object',
    properties: {
      id: { type: 'integer' },
      ...(kind.idField === 'request_id' ? { request_id: { type: 'integer' } } : {}),
      ...fields,
      ...WORKFLOW,
      service_type: { type: 'string' },
      narration: FIELD_VALUE,
      due_date: { ...nullable('string'), description: 'YYYY-MM-DD, India time: the promised turnaround in working days' },
      consent_at: nullable('string'),
      delivered_document_url: nullable('string'),
      events: { type: 'array', items: event }
    },
    additionalProperties: true
  };
}

/** A transition's answer: its message and the request as it now is. */
export function actionAnswer(kind: ServiceKind) {
  const row = rowSchema(kind);
  return { ...row, properties: { message: { type: 'string' }, ...row.properties } };
}

export const listQuery = {
  type: 'object',
  properties: {
    page: { type: 'integer', minimum: 1, maximum: 1_000_000, description: '1-based page; with it or limit the answer is one page' },
    limit: { type: 'integer', minimum: 1, maximum: MAX_LIMIT, description: 'Rows per page (default 50)' },
    q: { type: 'string', maxLength: 200, description: 'Text in the kind\'s fields, or the id' },
    status: { type: 'string', description: `A state (${STATES.join(', ')}) or Pending / Vendor Assigned / Rejected` },
    from: { type: 'string', description: 'Submitted on or after this India date (YYYY-MM-DD)' },
    to: { type: 'string', description: 'Submitted on or before this India date (YYYY-MM-DD)' },
    sort: { type: 'string', enum: ['created', 'due'], description: 'Newest first (default) or soonest due first' },
    due: { type: 'string', enum: ['overdue', 'dueSoon'], description: 'Only open requests past their due date (overdue) or due within a day (dueSoon)' },
    format: { type: 'string', enum: ['json', 'csv'], description: 'csv answers text/csv of the filtered rows' },
    assigned_vendor: { type: 'string', description: 'Ignored: a vendor always reads the requests assigned to them' }
  },
  additionalProperties: true
} as const;

const idValue = oneOf('string', 'integer');

export const updateBody = {
  type: 'object',
  description: 'Assign: id or request_id, assigned_vendor or assigned_vendor_id, status ASSIGNED TO VENDOR. Reject: id or request_id, admin_rejected_reason or rejected_reason, status REJECTED. Names and dates of the admin are taken from the token and the server clock.',
  properties: {
    id: idValue, request_id: idValue,
    assigned_vendor: oneOf('string', 'integer', 'null'), assigned_vendor_id: oneOf('string', 'integer', 'null'),
    status: { type: 'string' }, admin_rejected_reason: nullable('string'), rejected_reason: nullable('string'),
    is_approved: oneOf('string', 'integer', 'null'), approved_by: {}, approved_date: {}, rejected_by: {},
    admin_accepted_or_rejected_by: {}, admin_accepted_date_time: {}, admin_rejected_date_time: {}
  },
  additionalProperties: true
} as const;

export const idParams = { type: 'object', properties: { id: { type: 'string', pattern: '^[0-9]{1,10}$' } }, required: ['id'] } as const;

export const vendorActionBody = (extra: Record<string, object>) => ({
  type: 'object',
  properties: {
    service_type: { type: 'string', description: 'The kind: its service_type (e.g. PanRegistrations) or catalogue key' },
    id: idValue,
    ...extra
  },
  required: ['service_type', 'id'],
  additionalProperties: true
});
