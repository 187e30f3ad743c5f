import type { ColumnType, Generated, Insertable, Selectable, Updateable } from 'kysely';

/** Times are ISO 8601 UTC text on both databases; JSON documents are text. */
type Id = Generated<number>;

export interface AccountsTable {
  id: Id;
  role: 'customer' | 'admin' | 'vendor';
  name: string;
  email: string;
  email_lower: string;
  phone: string | null;
  password_hash: string;
  disabled: ColumnType<number, number | undefined, number>;
  created_at: string;
  last_login_at: string | null;
}

export interface VendorProfilesTable {
  account_id: number;
  vendor_number: string;
  vendor_name: string;
  vendor_bussiness_name: string;
  venndor_bussiness_address: string;
  vendor_aadhar_document: string;
  vendor_pan_document: string;
  vendor_registration_document: string;
}

export interface DocumentsTable {
  id: string;
  owner_id: number | null;
  original_name: string;
  content_type: string;
  size: number;
  sha256: string;
  storage_key: string;
  created_at: string;
  claimed_at: string | null;
}

export interface DocumentViewsTable {
  id: Id;
  document_id: string;
  viewer_id: number | null;
  viewer_role: string | null;
  via: string;
  at: string;
}

export interface RequestsTable {
  id: Id;
  kind: string;
  customer_id: number;
  state: string;
  vendor_id: number | null;
  fields: string;
  consent_at: string | null;
  due_at: string | null;
  created_at: string;
  updated_at: string;
  deleted_at: string | null;
  /** Lower-cased text fields of the request, for the lists' search (migration 002). */
  search_text: string | null;
  /** When the admins were told it is overdue; null until then, and again once its due date is reset (migration 004). */
  overdue_noticed_at: ColumnType<string | null, string | null | undefined, string | null>;
}

export interface RequestEventsTable {
  id: Id;
  request_id: number;
  kind: string;
  at: string;
  actor_id: number | null;
  actor_name: string | null;
  actor_role: string | null;
  vendor_id: number | null;
  vendor_name: string | null;
  reason: string | null;
  document_id: string | null;
}

/** Which documents a request references: the assigned vendor may read exactly these. */
export interface RequestDocumentsTable {
  request_id: number;
  document_id: string;
  field: string;
}

export interface FormsTable {
  id: Id;
  name: string;
  version: number;
  created_by: number | null;
  created_at: string;
  updated_at: string;
  deleted_at: string | null;
}

/** Every saved shape of a form, so a response stays readable as it was given. */
export interface FormVersionsTable {
  form_id: number;
  version: number;
  name: string;
  fields: string;
  created_at: string;
}

export interface FormResponsesTable {
  id: Id;
  form_id: number;
  form_version: number;
  responses: string;
  created_at: string;
}

export interface NotificationsTable {
  id: Id;
  account_id: number;
  kind: string;
  request_id: number | null;
  message_key: string;
  params: string;
  created_at: string;
  read_at: string | null;
}

/** An email waiting to be sent for a notification, or sent (migration 003). */
export interface OutboxTable {
  id: Id;
  notification_id: number;
  email: string;
  subject: string;
  body: string;
  attempts: ColumnType<number, number | undefined, number>;
  next_attempt_at: string;
  sent_at: string | null;
  last_error: string | null;
  created_at: string;
}

/** Live requests per kind, kept by triggers (migration 005). */
export interface RequestTotalsTable {
  kind: string;
  live: number;
}

export interface Database {
  accounts: AccountsTable;
  vendor_profiles: VendorProfilesTable;
  documents: DocumentsTable;
  document_views: DocumentViewsTable;
  requests: RequestsTable;
  request_events: RequestEventsTable;
  request_documents: RequestDocumentsTable;
  forms: FormsTable;
  form_versions: FormVersionsTable;
  form_responses: FormResponsesTable;
  notifications: NotificationsTable;
  outbox: OutboxTable;
  request_totals: RequestTotalsTable;
}

export type Account = Selectable<AccountsTable>;
export type NewAccount = Insertable<AccountsTable>;
export type AccountUpdate = Updateable<AccountsTable>;
export type StoredDocument = Selectable<DocumentsTable>;
export type StoredRequest = Selectable<RequestsTable>;
export type StoredEvent = Selectable<RequestEventsTable>;
