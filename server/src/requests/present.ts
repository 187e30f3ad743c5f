import {
  DOCUMENT_PATH,
  documentIdFromUrl,
  indiaDate,
  maskAadhaar,
  maskAadhaarDeep,
  maskAadhaarInText,
  workflowFields,
  type FieldValue,
  type RequestEvent,
  type RequestState,
  type ServiceKind,
  type WorkflowFields
} from '@gia/domain';
import type { StoredRequest } from '../db/schema';
import type { Milestone } from './repository/milestones';
import type { Caller } from '../plugins/auth';

/** One request as every read answers it: the kind's fields, the workflow fields, and the history. */
export type RequestRow = Record<string, unknown> &
  WorkflowFields & {
    id: number;
    /** `GIA-2026-000042` (migration 006). */
    reference: string;
    service_type: string;
    narration: FieldValue;
    due_date: string | null;
    consent_at: string | null;
    delivered_document_url: string | null;
    /** The history: the request's own reads carry it; list rows do not (issue 18). */
    events?: RequestEvent[];
  };

/** Signs a stored document id into a short-lived address the viewer may open. */
export type SignDocument = (documentId: string) => string;

/** The stored request columns a read presents; each extra column costs a list call measurably. */
export const PRESENTED_COLUMNS = ['id', 'reference', 'customer_id', 'state', 'fields', 'consent_at', 'due_at'] as const;
export type StoredRequestRow = Pick<StoredRequest, (typeof PRESENTED_COLUMNS)[number]>;

export function toRequestEvent(e: Milestone, viewer: Caller): RequestEvent {
  // A vendor's reason for declining is a note to the admins, not to the customer or the next vendor.
  const privateReason = e.kind === 'decline' && viewer.role !== 'admin';
  return {
    kind: e.kind as RequestEvent['kind'],
    at: e.at,
    actor_id: e.actor_id,
    actor_name: e.actor_name,
    actor_role: e.actor_role as RequestEvent['actor_role'],
    vendor_id: e.vendor_id,
    vendor_name: e.vendor_name,
    reason: privateReason ? null : e.actor_id === viewer.id ? e.reason : e.reason && maskAadhaarInText(e.reason)
  };
}

/** The canonical address a document field stores; reads replace it by a signed one. */
export function documentAddress(documentId: string): string {
  return `${DOCUMENT_PATH}${documentId}`;
}

/**
 * A stored request as the viewer sees it. Document fields become signed addresses; Aadhaar numbers
 * are masked for everyone but the customer who gave them.
 */
export function presentRequest(
  kind: ServiceKind,
  stored: StoredRequestRow,
  storedEvents: readonly Milestone[],
  viewer: Caller,
  sign: SignDocument,
  history = true
): RequestRow {
  const values = JSON.parse(stored.fields) as Record<string, FieldValue>;
  const owner = viewer.role === 'customer' && viewer.id === stored.customer_id;
  const fields: Record<string, FieldValue> = {};
  for (const field of kind.fields) {
    const value = values[field.name] ?? null;
    if (value === null) fields[field.name] = null;
    else if (field.kind === 'file') fields[field.name] = signed(String(value), sign);
    else if (field.format === 'aadhaar' && !owner) fields[field.name] = maskAadhaar(String(value));
    else fields[field.name] = viewer.id === stored.customer_id ? value : maskAadhaarDeep(value);
  }
  const events = storedEvents.map((e) => toRequestEvent(e, viewer));
  const delivered = storedEvents.findLast((e) => e.kind === 'complete' && e.document_id);
  return {
    id: stored.id,
    reference: stored.reference,
    ...(kind.idField === 'request_id' ? { request_id: stored.id } : {}),
    ...fields,
    ...workflowFields(stored.state as RequestState, events),
    service_type: kind.serviceType,
    narration: fields.narration ?? null,
    due_date: stored.due_at ? indiaDate(stored.due_at) : null,
    consent_at: stored.consent_at,
    delivered_document_url: delivered?.document_id ? sign(delivered.document_id) : null,
    ...(history ? { events } : {})
  };
}

function signed(address: string, sign: SignDocument): string | null {
  const id = documentIdFromUrl(address);
  return id ? sign(id) : null;
}
