import { SERVICES, serviceText, type Language, type Role, type ServiceKind } from '@gia/domain';
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

function kindOf(serviceType: string | null): ServiceKind | undefined {
  return SERVICES.find((s) => s.serviceType === serviceType);
}

/** The text in the chosen language: the key filled with the params, the kind named in that language; the server's English otherwise. */
export function noticeText(lang: Language, n: NotificationRow): string {
  const kind = kindOf(n.service_type);
  const params = kind ? { ...n.params, service: lookupText(lang, serviceText(kind, 'name')) } : n.params;
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
  const kind = kindOf(n.service_type);
  if (!kind) return null;
  return { customer: kind.routes.customerList, admin: kind.routes.adminList, vendor: kind.routes.vendorList }[role];
}
