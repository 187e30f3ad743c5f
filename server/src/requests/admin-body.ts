import type { MessageKey, ServiceKind } from '@gia/domain';
import { badRequest } from '../plugins/errors';

/** What an update call asks for, whichever of the spec's three body styles it came in. */
export type AdminDecision =
  { action: 'assign' | 'reopen'; id: number; vendorId: number } | { action: 'reject'; id: number; reason: string };

export const MAX_REASON = 2000;
const MAX_ID = 2_147_483_647;

type Body = Record<string, unknown>;

const has = (body: Body, key: string) => Object.hasOwn(body, key);
const given = (v: unknown) => v !== undefined && v !== null && !(typeof v === 'string' && v.trim() === '');

/** A database id from a number or a digit string; undefined when it is not one. */
export function idValue(raw: unknown): number | undefined {
  const text = typeof raw === 'number' ? String(raw) : typeof raw === 'string' ? raw.trim() : '';
  if (!/^\d{1,10}$/.test(text)) return undefined;
  const n = Number(text);
  return n >= 1 && n <= MAX_ID ? n : undefined;
}

export function requestId(body: Body): number {
  const raw = given(body.id) ? body.id : body.request_id;
  const id = idValue(raw);
  if (id === undefined) throw badRequest('errors.review.idRequired');
  return id;
}

/** A reason a person must give: trimmed, non-blank, not too long; otherwise 400 with `missing`. */
export function reasonText(raw: unknown, missing: MessageKey): string {
  const reason = typeof raw === 'string' ? raw.trim() : '';
  if (!reason) throw badRequest(missing);
  if (reason.length > MAX_REASON) throw badRequest('errors.review.reasonTooLong', { max: MAX_REASON });
  return reason;
}

/**
 * Maps the three body styles of spec section 7 to one decision. `status` says which when sent;
 * otherwise a vendor means assign and a rejection reason field means reject. Admin names, ids and
 * dates in the body are ignored: the server takes them from the token and its own clock.
 */
export function readDecision(kind: ServiceKind, body: Body): AdminDecision {
  const id = requestId(body);
  const vendorRaw = given(body.assigned_vendor) ? body.assigned_vendor : body.assigned_vendor_id;
  const reasonRaw = given(body.admin_rejected_reason) ? body.admin_rejected_reason : body.rejected_reason;
  const status = typeof body.status === 'string' ? body.status.trim().toUpperCase() : '';
  const wantsReject = has(body, 'admin_rejected_reason') || has(body, 'rejected_reason');
  const wantsAssign = has(body, 'assigned_vendor') || has(body, 'assigned_vendor_id') || Number(body.is_approved) === 1;

  if (status && status !== 'REJECTED' && status !== 'ASSIGNED TO VENDOR') {
    throw badRequest('errors.review.badStatus', { status: String(body.status) });
  }
  if (!status && given(vendorRaw) && given(reasonRaw)) {
    throw badRequest('errors.review.notBoth');
  }
  const reject = status === 'REJECTED' || (!status && !given(vendorRaw) && wantsReject);
  if (reject) return { action: 'reject', id, reason: reasonText(reasonRaw, kind.rejectMessage) };
  if (!status && !wantsAssign) {
    throw badRequest('errors.review.nothing');
  }
  if (!given(vendorRaw)) throw badRequest('list.selectVendor');
  const vendorId = idValue(vendorRaw);
  if (vendorId === undefined) throw badRequest('errors.review.vendorId', { value: String(vendorRaw) });
  // Assigning a rejected request must say so (`reopen: true`), so it never overturns a rejection by accident.
  return { action: body.reopen === true || body.reopen === 'true' ? 'reopen' : 'assign', id, vendorId };
}
