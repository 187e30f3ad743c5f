import type { Action, MessageKey, RequestEvent, RequestState } from '@gia/domain';

/** Someone named on a request. */
export interface Party {
  id: number;
  name: string;
}

/** The customer as the caller may see them: all of it for admins and the customer, the name for the assigned vendor. */
export interface RequestCustomer {
  name: string;
  email?: string | null;
  phone?: string | null;
}

/** One row of `GET /api/v1/global/requests` (contract-14). */
export interface GlobalRequestRow {
  reference: string;
  id: number;
  kind: string;
  service_type: string;
  status: RequestState;
  submitted_at: string;
  due_at: string | null;
  due_date: string | null;
  subject: string | null;
  vendor: Party | null;
  /** Admins only. */
  customer?: RequestCustomer;
}

/** One field of a request as `GET /api/v1/global/requests/{reference}` answers it. */
export interface RequestFieldValue {
  name: string;
  /** A message key. */
  label: string;
  kind: string;
  value: string | number | null;
}

export interface RequestDocument {
  field: string;
  /** A message key. */
  label: string;
  url: string;
  content_type: string | null;
}

/** One request as the caller may see it (contract-14). */
export interface RequestDetail {
  reference: string;
  id: number;
  kind: string;
  service_type: string;
  status: RequestState;
  submitted_at: string;
  due_at: string | null;
  due_date: string | null;
  vendor: Party | null;
  customer: RequestCustomer | null;
  fields: RequestFieldValue[];
  documents: RequestDocument[];
  events: RequestEvent[];
  actions: Action[];
  /** The conversation's part of the page (issue 16); absent from servers before it. */
  waiting?: { since: string; asked_documents: { field: string; label: MessageKey }[] } | null;
  replaced_documents?: { field: string; url: string; content_type: string | null; replaced_at: string }[];
  resubmissions?: {
    at: string;
    changes: ({ field: string; document: true } | { field: string; before: unknown; after: unknown })[];
  }[];
  unread_messages?: number;
}

/** One line of `GET /api/v1/global/requestCounts`. */
export interface RequestCount {
  kind: string;
  total: number;
  open: number;
  pending: number;
}

/** The query of the global list; every value is optional and lives in the page's URL. */
export interface RequestListParams {
  kind?: string;
  status?: string;
  q?: string;
  due?: string;
  vendor?: string;
  sort?: string;
  page?: number;
  limit?: number;
}

/** The body of an action call. */
export interface ActionBody {
  vendor_id?: number;
  reason?: string;
  delivered_document_url?: string;
}
