import { isMessageKey, SERVICES, serviceText, translate, type Language, type Role, type ServiceKind } from '@gia/domain';

/** One notification as `GET /api/v1/global/notifications` answers it. */
export interface NotificationRow {
  id: number;
  kind: string;
  request_id: number | null;
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
  if (!isMessageKey(n.message_key)) return n.message;
  const kind = kindOf(n.service_type);
  return translate(lang, n.message_key, kind ? { ...n.params, service: translate(lang, serviceText(kind, 'name')) } : n.params);
}

/** The list of the notification's kind as the viewer's role sees it; none when the kind is unknown. */
export function noticeRoute(role: Role, n: NotificationRow): string | null {
  const kind = kindOf(n.service_type);
  if (!kind) return null;
  return { customer: kind.routes.customerList, admin: kind.routes.adminList, vendor: kind.routes.vendorList }[role];
}
