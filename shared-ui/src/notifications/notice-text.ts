import { SERVICE_ROUTES, serviceKeyOfType, serviceText, type Language, type Role } from '@gia/domain/core';
import { lookupText } from '../i18n/texts';

/** One notification as `GET /api/v1/global/notifications` answers it. */
export interface NotificationRow {
  id: number;
  kind: string;
  request_id: number | null;
  /** The request's readable reference (issue 14); null when the request is gone. */
  reference?: string | null;
  service_type: string | null;
  message: string;
  message_key: string;
  params: Record<string, string | number>;
  created_at: string;
  read_at: string | null;
}

/** The text in the chosen language: the key filled with the params, the kind named in that language; the server's English otherwise. */
export function noticeText(lang: Language, n: NotificationRow): string {
  const key = serviceKeyOfType(n.service_type);
  const params = key ? { ...n.params, service: lookupText(lang, serviceText({ key }, 'name')) } : n.params;
  // The core's catalogue or a remote's registered texts; a key neither knows reads as the server wrote it.
  const text = lookupText(lang, n.message_key, params);
  return text === n.message_key ? n.message : text;
}

/**
 * Where the notification leads: its request's page when the request still exists (issue 14), else the
 * list of its kind as the viewer's role sees it; none when neither is known.
 */
export function noticeRoute(role: Role, n: NotificationRow): string | null {
  if (n.reference) return `/Requests/${encodeURIComponent(n.reference)}`;
  const key = serviceKeyOfType(n.service_type);
  if (!key) return null;
  const routes = SERVICE_ROUTES[key];
  return { customer: routes.customerList, admin: routes.adminList, vendor: routes.vendorList }[role];
}
