import { api } from '@gia/shared-ui';

export interface AuditEntry {
  id: number;
  at: string;
  actor_id: number | null;
  actor_name: string | null;
  action: string;
  target_id: number | null;
  target_role: string | null;
  target_name: string | null;
  detail: string | null;
}

export interface Erasure {
  id: number;
  account_id: number;
  requested_at: string;
  completed_at: string | null;
  documents_removed: number;
  requests_kept: number;
}

export const AUDIT_PAGE = 25;

/** One page of the audit log, newest first, and how many entries there are. */
export async function getAuditLog(page: number): Promise<{ rows: AuditEntry[]; total: number }> {
  const res = await api.get<AuditEntry[]>('/admin/data/getAuditLog', { params: { page, limit: AUDIT_PAGE } });
  const rows = Array.isArray(res.data) ? res.data : [];
  return { rows, total: Number(res.headers?.['x-total-count'] ?? rows.length) };
}

export async function getErasureLog(): Promise<Erasure[]> {
  const { data } = await api.get<Erasure[]>('/admin/data/getErasureLog');
  return Array.isArray(data) ? data : [];
}

/** A one-time link to set a new password for the account of this kind and email. */
export async function issuePasswordReset(role: string, email: string): Promise<{ url: string; message: string }> {
  const { data } = await api.post<{ url: string; message: string }>('/admin/data/issuePasswordReset', { role, email });
  return data;
}
