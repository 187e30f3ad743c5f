import type { RequestEvent, RequestState, ServiceKind, WorkflowFields } from '@gia/domain';

/** One request as the read calls answer it: the kind's fields, the workflow fields and a few extras. */
export type RequestRow = Partial<WorkflowFields> & {
  id: number;
  /** What people read aloud and search for (e.g. GIA-2026-000042); its page is `/Requests/{reference}`. */
  reference: string;
  request_id?: number;
  service_type?: string;
  due_date?: string | null;
  delivered_document_url?: string | null;
  events?: RequestEvent[];
  [field: string]: unknown;
};

export type Audience = 'customer' | 'admin' | 'vendor';

/** The id the kind's calls use (some kinds read it as `request_id`). */
export function rowId(kind: ServiceKind, row: RequestRow): number {
  return Number(row[kind.idField] ?? row.id);
}

export function rowState(row: RequestRow): RequestState {
  return row.status ?? 'PENDING';
}

/** `/admin/data/<name>` relative to the API base; every read, update and delete of a kind lives there. */
export function adminDataPath(name: string): string {
  return `/admin/data/${name}`;
}

/**
 * The address of a request's page. Here, not beside the request table: every screen that links to a
 * request would otherwise load the table's code too.
 */
export function requestPath(reference: string): string {
  return `/Requests/${encodeURIComponent(reference)}`;
}

export function insertPath(kind: ServiceKind): string {
  return `/${kind.endpoints.insertBase}/data/${kind.endpoints.insert}`;
}
