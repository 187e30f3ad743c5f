import type { Action } from '@gia/domain';
import type { Config } from '../config';
import type { Change, ChangeListener } from '../requests/repository/transitions';
import type { NoticeKind, NoticeParams } from './notices';
import { mailOptions, notify, type Recipients } from './write';

/**
 * `vendor`: the vendor a change assigns; `assignedVendor`: the one the request is with now, if any;
 * `otherAdmins`: every admin but the one who made the change. Whoever made a change is never told of it.
 */
type Audience = 'customer' | 'vendor' | 'assignedVendor' | 'admins' | 'otherAdmins';

/** A notification quotes at most this much of what someone wrote; the request page has the whole. */
const QUOTE = 200;
const quote = (text: string | null | undefined) => {
  const t = (text ?? '').trim();
  return t.length > QUOTE ? `${t.slice(0, QUOTE - 1)}…` : t;
};

/**
 * Who is told what for each change: the customer of their request's progress (its deletion too, with
 * the reason when one was given), a vendor of new work, admins of a decline or of work a suspended vendor left.
 * An ask is the customer's to answer; the admin desk and the request's vendor see it as a new message on the
 * request (a vendor's ask is the admins' business too).
 */
interface Told {
  to: Audience;
  kind: NoticeKind;
  params?: NoticeParams;
}
const TOLD: Record<Action, (change: Change) => Told[]> = {
  assign: () => [
    { to: 'customer', kind: 'assigned' },
    { to: 'vendor', kind: 'assignedToYou' }
  ],
  reopen: () => [
    { to: 'customer', kind: 'assigned' },
    { to: 'vendor', kind: 'assignedToYou' }
  ],
  reject: (c) => [{ to: 'customer', kind: 'rejected', params: { reason: c.event.reason ?? '' } }],
  accept: () => [{ to: 'customer', kind: 'accepted' }],
  complete: () => [{ to: 'customer', kind: 'completed' }],
  decline: (c) => [
    {
      to: 'admins',
      kind: 'declined',
      params: { vendor: c.event.vendor_name ?? c.actor.name, reason: c.event.reason ?? '' }
    }
  ],
  delete: (c) => [
    c.event.reason
      ? { to: 'customer', kind: 'deleted', params: { reason: c.event.reason } }
      : { to: 'customer', kind: 'deletedPlain' }
  ],
  ask: (c): Told[] => [
    { to: 'customer', kind: 'asked', params: { text: quote(c.event.reason) } },
    { to: 'otherAdmins', kind: 'message', params: { author: c.actor.name } },
    { to: 'assignedVendor', kind: 'message', params: { author: c.actor.name } }
  ],
  answer: () => [
    { to: 'admins', kind: 'answered' },
    { to: 'assignedVendor', kind: 'answered' }
  ],
  withdraw: (c) => {
    const params = { reason: quote(c.event.reason) || '—' };
    return [
      { to: 'admins', kind: 'withdrawn', params },
      { to: 'assignedVendor', kind: 'withdrawn', params }
    ];
  },
  resubmit: () => [{ to: 'admins', kind: 'resubmitted' }],
  release: (c) => [
    { to: 'customer', kind: 'released' },
    { to: 'admins', kind: 'vendorSuspended', params: { vendor: c.event.vendor_name ?? '' } }
  ]
};

/** The listener that writes a change's notifications (and their emails, when SMTP is set) in its transaction. */
export function notifyOnChange(config: Config): ChangeListener {
  const mail = mailOptions(config);
  return async (trx, change) => {
    const notices = TOLD[change.action](change);
    if (notices.length === 0) return;
    const request = await trx
      .selectFrom('requests')
      .select(['customer_id', 'reference', 'vendor_id'])
      .where('id', '=', change.requestId)
      .executeTakeFirstOrThrow();
    const account: Record<Exclude<Audience, 'admins' | 'otherAdmins'>, number | null | undefined> = {
      customer: request.customer_id,
      vendor: change.vendorId,
      assignedVendor: request.vendor_id
    };
    for (const n of notices) {
      const to: Recipients =
        n.to === 'admins'
          ? { admins: true }
          : n.to === 'otherAdmins'
            ? { admins: true, except: change.actor.id }
            : { accounts: [account[n.to] === change.actor.id ? null : account[n.to]] };
      await notify(
        trx,
        to,
        {
          kind: n.kind,
          service: change.kind,
          requestId: change.requestId,
          params: { ...n.params, reference: request.reference }
        },
        { at: change.at, mail }
      );
    }
  };
}
