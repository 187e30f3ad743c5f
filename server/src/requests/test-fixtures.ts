import {
  FORMATS,
  gstinCheckChar,
  SERVICES,
  verhoeffValid,
  type FieldDef,
  type FormatRule,
  type RequestEvent,
  type ServiceKind,
  workflowFields
} from '@gia/domain';
import type { FastifyInstance } from 'fastify';
import { randomBytes } from 'node:crypto';
import { now } from '../db';
import type { TestAccount } from '../test-support/accounts';
import type { RequestRow } from './present';

/** Test data for the request calls, derived from the catalogue like the calls themselves. */

const aadhaar = (() => {
  for (let d = 0; d < 10; d++) if (verhoeffValid(`23456789012${d}`)) return `23456789012${d}`;
  throw new Error('no Aadhaar check digit');
})();

export const SAMPLE: Record<FormatRule, string> = {
  pan: 'ABCPE1234F',
  gstin: `29ABCPE1234F1Z${gstinCheckChar('29ABCPE1234F1Z')}`,
  tan: 'ABCD12345E',
  ifsc: 'SBIN0001234',
  aadhaar,
  din: '01234567',
  mobile: '9876543210',
  pin: '560001',
  email: 'asha.rao@example.in',
  digits: '12345678901',
  amount: '250000',
  age: '34',
  date: '2025-01-10'
};

export function sampleValue(field: FieldDef): string {
  if (field.name === 'rental_end_date') return '2026-01-09';
  if (field.format) return SAMPLE[field.format];
  return field.kind === 'textarea' ? 'No. 12, MG Road, Bengaluru 560001' : 'Asha Rao';
}

/** The message key the domain gives a deliberately bad value of this field (see `badBody`). */
export function badValueKey(field: FieldDef): string {
  if (field.kind === 'file') return 'format.document';
  return field.format ? FORMATS[field.format].message : 'format.notText';
}

/** A body where every field is wrong: documents not addresses, formats not met, plain text not text. */
export function badBody(kind: ServiceKind): Record<string, unknown> {
  const body: Record<string, unknown> = { consent: true };
  for (const f of kind.fields)
    body[f.name] = f.kind === 'file' ? 'not-a-document' : f.format ? 'bad value!' : { nested: true };
  return body;
}

/** A stored, unclaimed document of an owner (as an upload leaves it), by the address the upload answers. */
export async function newDocument(app: FastifyInstance, ownerId: number | null): Promise<string> {
  const id = randomBytes(18).toString('base64url');
  await app.db
    .insertInto('documents')
    .values({
      id,
      owner_id: ownerId,
      original_name: 'scan.pdf',
      content_type: 'application/pdf',
      size: 1024,
      sha256: 'a'.repeat(64),
      storage_key: `${id.slice(0, 2)}/${id}`,
      created_at: now(),
      claimed_at: null
    })
    .execute();
  return `/api/v1/global/documents/${id}`;
}

/** Every field of the kind filled in well; documents only where `withDocuments` or the kind requires them. */
export async function validBody(
  app: FastifyInstance,
  kind: ServiceKind,
  owner: TestAccount,
  withDocuments = false
): Promise<Record<string, unknown>> {
  const body: Record<string, unknown> = { consent: true };
  const requiredFiles: readonly string[] = kind.requiredFiles?.fields ?? [];
  for (const f of kind.fields) {
    if (f.kind !== 'file') body[f.name] = sampleValue(f);
    else if (withDocuments || f.required || requiredFiles.includes(f.name))
      body[f.name] = await newDocument(app, owner.id);
    else body[f.name] = null;
  }
  return body;
}

export const insertUrl = (kind: ServiceKind) => `/api/v1/${kind.endpoints.insertBase}/data/${kind.endpoints.insert}`;
export const readUrl = (kind: ServiceKind) => `/api/v1/admin/data/${kind.endpoints.get}`;
export const updateUrl = (kind: ServiceKind) => `/api/v1/admin/data/${kind.endpoints.update}`;
export const deleteCall = (kind: ServiceKind, id: number) => ({
  method: kind.endpoints.deleteMethod,
  url: `/api/v1/admin/data/${kind.endpoints.delete}/${id}`
});

/** Submits a valid request of the kind as the customer; answers its id. */
export async function submit(
  app: FastifyInstance,
  kind: ServiceKind,
  customer: TestAccount,
  over: Record<string, unknown> = {}
): Promise<number> {
  const body = { ...(await validBody(app, kind, customer)), ...over };
  const res = await app.inject({ method: 'POST', url: insertUrl(kind), headers: customer.auth, payload: body });
  if (res.statusCode !== 200) throw new Error(`submit ${kind.key}: ${res.statusCode} ${res.body}`);
  return res.json().id;
}

export async function read(
  app: FastifyInstance,
  kind: ServiceKind,
  who: TestAccount,
  query: Record<string, string> = {}
): Promise<RequestRow[]> {
  const res = await app.inject({ method: 'GET', url: readUrl(kind), headers: who.auth, query });
  if (res.statusCode !== 200) throw new Error(`read ${kind.key}: ${res.statusCode} ${res.body}`);
  return res.json();
}

/**
 * One request's list row, with its history from the request's own call (`GET /api/v1/global/requests/{reference}`):
 * list rows carry what a list shows, not the history (issue 18).
 */
export async function readOne(
  app: FastifyInstance,
  kind: ServiceKind,
  who: TestAccount,
  id: number
): Promise<(RequestRow & { events: RequestEvent[] }) | undefined> {
  const row = (await read(app, kind, who, { q: String(id), limit: '200' })).find((r) => r.id === id);
  if (!row) return undefined;
  const page = await app.inject({ method: 'GET', url: `/api/v1/global/requests/${row.reference}`, headers: who.auth });
  if (page.statusCode !== 200) throw new Error(`request page ${row.reference}: ${page.statusCode} ${page.body}`);
  return { ...row, events: (page.json() as { events: RequestEvent[] }).events };
}

/**
 * Every row of a kind's list, as `who` reads it, says what its request's own history says: a list row
 * takes its workflow fields from the kept milestones (issue 18), the request page from every event.
 */
export async function listRowsFollowTheirHistory(
  app: FastifyInstance,
  kind: ServiceKind,
  who: TestAccount
): Promise<{
  references: string[];
  disagreeing: { reference: string; field: string; row: unknown; history: unknown }[];
}> {
  const rows = await read(app, kind, who, { limit: '200' });
  const disagreeing = [];
  for (const row of rows) {
    const page = await app.inject({
      method: 'GET',
      url: `/api/v1/global/requests/${row.reference}`,
      headers: who.auth
    });
    const { events } = page.json() as { events: RequestEvent[] };
    for (const [field, value] of Object.entries(workflowFields(row.status, events)))
      if (row[field] !== value) disagreeing.push({ reference: row.reference, field, row: row[field], history: value });
  }
  return { references: rows.map((r) => r.reference), disagreeing };
}

export function assignCall(kind: ServiceKind, admin: TestAccount, id: number, vendorId: number) {
  return {
    method: 'POST' as const,
    url: updateUrl(kind),
    headers: admin.auth,
    payload: { [kind.idField]: id, assigned_vendor: vendorId, status: 'ASSIGNED TO VENDOR' }
  };
}

export function rejectCall(
  kind: ServiceKind,
  admin: TestAccount,
  id: number,
  reason = 'The PAN card scan is unreadable.'
) {
  return {
    method: 'POST' as const,
    url: updateUrl(kind),
    headers: admin.auth,
    payload: { [kind.idField]: id, admin_rejected_reason: reason, status: 'REJECTED' }
  };
}

export function vendorCall(
  action: 'acceptAssignment' | 'declineAssignment' | 'completeAssignment',
  kind: ServiceKind,
  vendor: TestAccount,
  id: number,
  extra: Record<string, unknown> = {}
) {
  return {
    method: 'POST' as const,
    url: `/api/v1/vendors/data/${action}`,
    headers: vendor.auth,
    payload: { service_type: kind.serviceType, id, ...extra }
  };
}

export const KINDS: [string, ServiceKind][] = SERVICES.map((kind) => [kind.key, kind]);
export const byKey = (key: string): ServiceKind => SERVICES.find((s) => s.key === key)!;
