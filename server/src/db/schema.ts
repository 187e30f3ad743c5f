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
  /** Bumped when an account is disabled or its password changes: tokens of an older version are dead (migration 007). */
  token_version: ColumnType<number, number | undefined, number>;
  /** When its owner asked for erasure; a closed account cannot sign in (migration 007). */
  closed_at: ColumnType<string | null, string | null | undefined, string | null>;
  /** 1 from a sign-up (with mail set up) until its owner opens the link mailed to them (migration 012). */
  awaiting_verification: ColumnType<number, number | undefined, number>;
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
  /** pending until an admin approves the vendor; suspended vendors take no new work (migration 007). */
  status: ColumnType<VendorStatus, VendorStatus | undefined, VendorStatus>;
  reviewed_at: ColumnType<string | null, string | null | undefined, string | null>;
  reviewed_by: ColumnType<number | null, number | null | undefined, number | null>;
}

export type VendorStatus = 'pending' | 'approved' | 'suspended';

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
  /** The address the read came from (migration 007). */
  address: ColumnType<string | null, string | null | undefined, string | null>;
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
  /** `GIA-2026-000042`: set by the database on insert (migration 006); never changes. */
  reference: ColumnType<string, string | undefined, never>;
  /** While waiting for the customer: the state it waits from, since when (the due clock is paused), the document fields asked for (migration 010). */
  waiting_from: ColumnType<string | null, string | null | undefined, string | null>;
  paused_at: ColumnType<string | null, string | null | undefined, string | null>;
  asked_documents: ColumnType<string | null, string | null | undefined, string | null>;
  /** The events its workflow fields are made from, as JSON (`milestonesOf`); null before migration 015. */
  milestones: ColumnType<string | null, string | null | undefined, string | null>;
  /** Grows by one at every change of the row, kept by the database (migration 019): what a kept list row is told by. */
  row_version: ColumnType<number, never, never>;
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
  /** A resubmission's changes as JSON `[{ field, before, after }]` (migration 010). */
  changes: ColumnType<string | null, string | null | undefined, string | null>;
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
  /** draft, published or closed (migration 008). */
  status: ColumnType<string, string | undefined, string>;
  /** 1: tell every admin of each response (migration 008). */
  notify: ColumnType<number, number | undefined, number>;
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
  /** The answers lower-cased, for the responses search (migration 008). */
  search_text: ColumnType<string | null, string | null | undefined, string | null>;
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

/** One row: grows at every change of a name a list row shows (migration 020). */
export interface PeopleVersionTable {
  id: number;
  version: ColumnType<number, never, never>;
}

/** Live requests per kind, kept by triggers (migration 005). */
export interface RequestTotalsTable {
  kind: string;
  live: number;
}

/** The conversation on a request (migration 010). */
export interface RequestMessagesTable {
  id: Id;
  request_id: number;
  author_id: number | null;
  author_name: string;
  author_role: string;
  /** message, ask or answer */
  kind: string;
  body: string;
  internal: ColumnType<number, number | undefined, number>;
  asked_documents: string | null;
  created_at: string;
}

export interface MessageDocumentsTable {
  message_id: number;
  document_id: string;
  /** For an answer: the document field it replaces. */
  field: string | null;
}

/** Earlier versions of a request's documents, replaced when the customer was asked for new ones. */
export interface ReplacedDocumentsTable {
  request_id: number;
  field: string;
  document_id: string;
  replaced_at: string;
}

/** How far each person has read a request's conversation. */
export interface MessageReadsTable {
  request_id: number;
  account_id: number;
  last_read_id: number;
  read_at: string;
}

/** Tokens signed out before they expired (migration 007). */
export interface RevokedTokensTable {
  jti: string;
  account_id: number;
  expires_at: string;
}

/** One-time password reset links; only a hash of the secret is kept (migration 007). */
export interface PasswordResetsTable {
  id: Id;
  account_id: number;
  token_hash: string;
  issued_by: number | null;
  created_at: string;
  expires_at: string;
  used_at: string | null;
  /** What the one-time link does: set a new password, or confirm a new account's email (migration 012). */
  purpose: ColumnType<LinkPurpose, LinkPurpose | undefined, LinkPurpose>;
}

export type LinkPurpose = 'reset' | 'verify';

/** What admins did to accounts: who, when, to whom (migration 007). */
export interface AuditLogTable {
  id: Id;
  at: string;
  actor_id: number | null;
  actor_name: string | null;
  action: string;
  target_id: number | null;
  target_role: string | null;
  target_name: string | null;
  detail: string | null;
}

/** Erasure requests of customers, open until their personal data is destroyed (migration 007). */
export interface ErasuresTable {
  id: Id;
  account_id: number;
  requested_at: string;
  completed_at: string | null;
  documents_removed: ColumnType<number, number | undefined, number>;
  requests_kept: ColumnType<number, number | undefined, number>;
}

/** The key of a destroyed document whose bytes are still to be removed from storage. */
export interface DocumentRemovalsTable {
  storage_key: string;
  queued_at: string;
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
  people_version: PeopleVersionTable;
  request_messages: RequestMessagesTable;
  message_documents: MessageDocumentsTable;
  replaced_documents: ReplacedDocumentsTable;
  message_reads: MessageReadsTable;
  revoked_tokens: RevokedTokensTable;
  password_resets: PasswordResetsTable;
  audit_log: AuditLogTable;
  erasures: ErasuresTable;
  document_removals: DocumentRemovalsTable;
}

export type Account = Selectable<AccountsTable>;
export type NewAccount = Insertable<AccountsTable>;
export type AccountUpdate = Updateable<AccountsTable>;
export type StoredDocument = Selectable<DocumentsTable>;
export type StoredRequest = Selectable<RequestsTable>;
export type StoredEvent = Selectable<RequestEventsTable>;
