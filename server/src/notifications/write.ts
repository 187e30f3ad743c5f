import { maskAadhaarDeep, requestPagePath, type ServiceKind } from '@gia/domain';
import type { Kysely } from 'kysely';
import type { Config } from '../config';
import type { Database } from '../db/schema';
import { noticeEmail, noticeKey, type NoticeKind, type NoticeParams } from './notices';

export interface Notice {
  kind: NoticeKind;
  service: ServiceKind;
  requestId: number;
  /** Besides the request id (always `{id}`): reason, vendor, due date as the text needs. */
  params?: NoticeParams;
}

/** Specific accounts, or every admin but the one whose own doing it is (nobody is told of what they did). */
export type Recipients = { accounts: readonly (number | null | undefined)[] } | { admins: true; except?: number };

export interface NotifyOptions {
  at: string;
  /** Queue an email per notification in the outbox (only when SMTP is set up), linking to the request's page. */
  mail: false | { publicUrl: string };
}

/** The `mail` of NotifyOptions for these settings: off without SMTP. */
export function mailOptions(config: Config): NotifyOptions['mail'] {
  return config.mail.smtpUrl !== null && { publicUrl: config.publicUrl };
}

/**
 * Writes one notification per recipient (accounts that are not disabled), and with mail one outbox row
 * each, inside the caller's transaction: they exist exactly when the change they tell of does.
 */
export async function notify(
  trx: Kysely<Database>,
  to: Recipients,
  notice: Notice,
  options: NotifyOptions
): Promise<void> {
  let query = trx.selectFrom('accounts').select(['id', 'email']).where('disabled', '=', 0);
  if ('admins' in to) {
    query = query.where('role', '=', 'admin');
    if (to.except !== undefined) query = query.where('id', '!=', to.except);
  } else {
    const ids = [...new Set(to.accounts.filter((id): id is number => typeof id === 'number'))];
    if (ids.length === 0) return;
    query = query.where('id', 'in', ids);
  }
  const people = await query.orderBy('id').execute();
  if (people.length === 0) return;
  const key = noticeKey(notice.kind);
  // Reasons are typed by someone other than the recipients: Aadhaar numbers in them are masked.
  const params: NoticeParams = maskAadhaarDeep({ ...notice.params, id: notice.requestId });
  const written = await trx
    .insertInto('notifications')
    .values(
      people.map((p) => ({
        account_id: p.id,
        kind: notice.kind,
        request_id: notice.requestId,
        message_key: key,
        params: JSON.stringify(params),
        created_at: options.at,
        read_at: null
      }))
    )
    .returning(['id', 'account_id'])
    .execute();
  if (!options.mail) return;
  const email = new Map(people.map((p) => [p.id, p.email]));
  const { reference } = await trx
    .selectFrom('requests')
    .select('reference')
    .where('id', '=', notice.requestId)
    .executeTakeFirstOrThrow();
  const link = `${options.mail.publicUrl}${requestPagePath(reference)}`;
  const { subject, body } = noticeEmail(key, notice.service.key, params, link);
  await queueMails(trx, written, email, { subject, body }, options.at);
}

/** One outbox row per written notification, to its account's email: the mail worker sends them after the commit. */
export async function queueMails(
  trx: Kysely<Database>,
  written: readonly { id: number; account_id: number }[],
  emailOf: ReadonlyMap<number, string>,
  mail: { subject: string; body: string },
  at: string
): Promise<void> {
  if (!written.length) return;
  await trx
    .insertInto('outbox')
    .values(
      written.map((n) => ({
        notification_id: n.id,
        email: emailOf.get(n.account_id)!,
        ...mail,
        attempts: 0,
        next_attempt_at: at,
        sent_at: null,
        last_error: null,
        created_at: at
      }))
    )
    .execute();
}
