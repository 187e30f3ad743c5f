import type { ServiceKind } from '@gia/domain';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { noticeEmail, noticeKey, type NoticeKind, type NoticeParams } from './notices';

export interface Notice {
  kind: NoticeKind;
  service: ServiceKind;
  requestId: number;
  /** Besides the request id (always `{id}`): reason, vendor, due date as the text needs. */
  params?: NoticeParams;
}

/** Specific accounts, or every admin. */
export type Recipients = { accounts: readonly (number | null | undefined)[] } | 'admins';

export interface NotifyOptions {
  at: string;
  /** Queue an email per notification in the outbox (only when SMTP is set up). */
  mail: boolean;
}

/**
 * Writes one notification per recipient (accounts that are not disabled), and with mail one outbox row
 * each, inside the caller's transaction: they exist exactly when the change they tell of does.
 */
export async function notify(trx: Kysely<Database>, to: Recipients, notice: Notice, options: NotifyOptions): Promise<void> {
  let query = trx.selectFrom('accounts').select(['id', 'email']).where('disabled', '=', 0);
  if (to === 'admins') query = query.where('role', '=', 'admin');
  else {
    const ids = [...new Set(to.accounts.filter((id): id is number => typeof id === 'number'))];
    if (ids.length === 0) return;
    query = query.where('id', 'in', ids);
  }
  const people = await query.orderBy('id').execute();
  if (people.length === 0) return;
  const key = noticeKey(notice.kind);
  const params: NoticeParams = { ...notice.params, id: notice.requestId };
  const written = await trx.insertInto('notifications').values(people.map((p) => ({
    account_id: p.id, kind: notice.kind, request_id: notice.requestId, message_key: key, params: JSON.stringify(params), created_at: options.at, read_at: null
  }))).returning(['id', 'account_id']).execute();
  if (!options.mail) return;
  const email = new Map(people.map((p) => [p.id, p.email]));
  const { subject, body } = noticeEmail(key, notice.service.key, params);
  await trx.insertInto('outbox').values(written.map((n) => ({
    notification_id: n.id, email: email.get(n.account_id)!, subject, body, attempts: 0, next_attempt_at: options.at, sent_at: null, last_error: null, created_at: options.at
  }))).execute();
}
