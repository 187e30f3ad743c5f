import type { Action } from '@gia/domain';
import type { Config } from '../config';
import type { Change, ChangeListener } from '../requests/transitions';
import type { NoticeKind, NoticeParams } from './notices';
import { notify } from './write';

type Audience = 'customer' | 'vendor' | 'admins';

/** Who is told what for each change: the customer of their request's progress, a vendor of new work, admins of a decline. */
const TOLD: Record<Action, (change: Change) => { to: Audience; kind: NoticeKind; params?: NoticeParams }[]> = {
  assign: () => [{ to: 'customer', kind: 'assigned' }, { to: 'vendor', kind: 'assignedToYou' }],
  reopen: () => [{ to: 'customer', kind: 'assigned' }, { to: 'vendor', kind: 'assignedToYou' }],
  reject: (c) => [{ to: 'customer', kind: 'rejected', params: { reason: c.event.reason ?? '' } }],
  accept: () => [{ to: 'customer', kind: 'accepted' }],
  complete: () => [{ to: 'customer', kind: 'completed' }],
  decline: (c) => [{ to: 'admins', kind: 'declined', params: { vendor: c.event.vendor_name ?? c.actor.name, reason: c.event.reason ?? '' } }],
  delete: () => []
};

/** The listener that writes a change's notifications (and their emails, when SMTP is set) in its transaction. */
export function notifyOnChange(config: Config): ChangeListener {
  const mail = config.mail.smtpUrl !== null;
  return async (trx, change) => {
    const notices = TOLD[change.action](change);
    if (notices.length === 0) return;
    const request = await trx.selectFrom('requests').select('customer_id').where('id', '=', change.requestId).executeTakeFirstOrThrow();
    for (const n of notices) {
      const to = n.to === 'admins' ? 'admins' as const : { accounts: [n.to === 'customer' ? request.customer_id : change.vendorId] };
      await notify(trx, to, { kind: n.kind, service: change.kind, requestId: change.requestId, params: n.params }, { at: change.at, mail });
    }
  };
}
