import { adminStatus, vendorStatus, type MessageKey, type RequestState, type ServiceKind } from '@gia/domain';
import { type Tone } from '@gia/shared-ui';
import type { Audience, RequestRow } from './request-row';

function adminSide(row: RequestRow): MessageKey {
  return adminStatus({
    admin_accepted_date_time: row.admin_accepted_date_time ?? null,
    admin_rejected_date_time: row.admin_rejected_date_time ?? null
  });
}

function vendorSide(kind: ServiceKind, row: RequestRow): MessageKey {
  return vendorStatus(
    {
      status: row.status ?? 'PENDING',
      assigned_vendor: row.assigned_vendor ?? null,
      rejected_by: row.rejected_by ?? null,
      is_approved: row.is_approved ?? 0
    },
    kind.approvalByFlag
  );
}

/** The status a list shows: the vendor's derivation in the vendor app, the admin's everywhere else (spec section 4). */
export function listStatus(kind: ServiceKind, row: RequestRow, audience: Audience): MessageKey {
  return audience === 'vendor' ? vendorSide(kind, row) : adminSide(row);
}

/** The status the detail popup shows: as the list, except that an assigned request reads 'ACCEPTED' on the admin side. */
export function popupStatus(kind: ServiceKind, row: RequestRow, audience: Audience): MessageKey {
  const key = listStatus(kind, row, audience);
  return key === 'status.vendorAssigned' ? 'status.accepted' : key;
}

const TONE: Record<RequestState, Tone> = {
  PENDING: 'warning',
  'ASSIGNED TO VENDOR': 'info',
  'IN PROGRESS': 'info',
  COMPLETED: 'success',
  REJECTED: 'danger',
  'WAITING FOR CUSTOMER': 'warning',
  WITHDRAWN: 'neutral'
};

export function statusTone(row: RequestRow): Tone {
  return TONE[row.status ?? 'PENDING'] ?? 'neutral';
}
