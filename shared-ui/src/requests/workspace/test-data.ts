/** Sample answers of the global calls, shaped as contract-14 says (test code only). */
import { fieldLabel, formatReference, serviceByKey, type RequestEvent, type RequestState } from '@gia/domain';
import type { GlobalRequestRow, RequestDetail } from '../api/types';

/** A moment at `hour`:00 India time (UTC+5:30) on a day of March 2026. */
export const at = (day: number, hour = 10) =>
  `2026-03-${String(day).padStart(2, '0')}T${String(hour - 6).padStart(2, '0')}:30:00.000Z`;

export const EV = {
  submitted: { kind: 'submitted', at: at(1), actor_id: 3, actor_name: 'Asha Rao', actor_role: 'customer' },
  assign: {
    kind: 'assign',
    at: at(2),
    actor_id: 1,
    actor_name: 'Meera Admin',
    actor_role: 'admin',
    vendor_id: 7,
    vendor_name: 'Ravi Legal'
  },
  accept: { kind: 'accept', at: at(3), actor_id: 7, actor_name: 'Ravi Legal', actor_role: 'vendor' },
  complete: { kind: 'complete', at: at(4), actor_id: 7, actor_name: 'Ravi Legal', actor_role: 'vendor' },
  reject: {
    kind: 'reject',
    at: at(2),
    actor_id: 1,
    actor_name: 'Meera Admin',
    actor_role: 'admin',
    reason: 'The PAN card scan is unreadable'
  },
  decline: {
    kind: 'decline',
    at: at(3),
    actor_id: 7,
    actor_name: 'Ravi Legal',
    actor_role: 'vendor',
    reason: 'Too busy this week'
  },
  reopen: {
    kind: 'reopen',
    at: at(5),
    actor_id: 1,
    actor_name: 'Meera Admin',
    actor_role: 'admin',
    vendor_id: 8,
    vendor_name: 'Kiran Tax'
  },
  delete: {
    kind: 'delete',
    at: at(2),
    actor_id: 1,
    actor_name: 'Meera Admin',
    actor_role: 'admin',
    reason: 'Submitted twice by mistake'
  }
} satisfies Record<string, RequestEvent>;

export const reference = (id: number) => formatReference(id, '2026-03-01T05:00:00.000Z');

export function row(
  id: number,
  kind: string,
  status: RequestState,
  extra: Partial<GlobalRequestRow> = {}
): GlobalRequestRow {
  const k = serviceByKey(kind)!;
  return {
    reference: reference(id),
    id,
    kind,
    service_type: k.serviceType,
    status,
    submitted_at: at(1),
    due_at: '2026-03-14T18:29:59.000Z',
    due_date: '2026-03-14',
    subject: `Subject ${id}`,
    vendor: status === 'PENDING' || status === 'REJECTED' ? null : { id: 7, name: 'Ravi Legal' },
    ...extra
  };
}

const SAMPLE: Record<string, string | number> = {
  din: '01234567',
  email: 'asha@example.in',
  mobile: '9876543210',
  pan: 'ABCPE1234F',
  ifsc: 'SBIN0001234',
  digits: '123456789012',
  amount: 125000,
  date: '2026-04-01'
};

/** A request of a kind with every field filled and every document present. */
export function detail(
  kind: string,
  status: RequestState,
  events: RequestEvent[],
  extra: Partial<RequestDetail> = {}
): RequestDetail {
  const k = serviceByKey(kind)!;
  const id = 42;
  return {
    reference: reference(id),
    id,
    kind,
    service_type: k.serviceType,
    status,
    submitted_at: at(1),
    due_at: '2026-03-14T18:29:59.000Z',
    due_date: '2026-03-14',
    vendor: status === 'PENDING' || status === 'REJECTED' ? null : { id: 7, name: 'Ravi Legal' },
    customer: { name: 'Asha Rao', email: 'asha@example.in', phone: '9876543210' },
    fields: k.fields.map((f) => ({
      name: f.name,
      label: fieldLabel(f.name),
      kind: f.kind,
      value:
        f.kind === 'file'
          ? `/api/v1/global/documents/${f.name}?expires=1&sig=x`
          : (SAMPLE[f.format ?? ''] ?? `Value of ${f.name}`)
    })),
    documents: k.fields
      .filter((f) => f.kind === 'file')
      .map((f) => ({
        field: f.name,
        label: fieldLabel(f.name),
        url: `/api/v1/global/documents/${f.name}?expires=1&sig=x`,
        content_type: f.name.includes('photo') ? 'image/jpeg' : 'application/pdf'
      })),
    events,
    actions: [],
    ...extra
  };
}
