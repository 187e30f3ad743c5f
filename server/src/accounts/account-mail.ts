import { translate, type MessageKey } from '@gia/domain';
import { registerIdentityTexts } from '../identity-texts';
import type { Kysely } from 'kysely';
import { now } from '../db';
import type { Database } from '../db/schema';

registerIdentityTexts();

/**
 * Mails one account about the account itself (a reset link, a sign-up with its email): a notification
 * the person also sees in the bell (its text never holds the secret), and the mail, with the secret,
 * queued in the outbox that the mail worker sends. Only when mail is set up.
 */
export async function mailAccount(
  db: Kysely<Database>,
  account: { id: number; email: string },
  mail: { notice: MessageKey; subject: MessageKey; body: MessageKey; params: Record<string, string | number> }
): Promise<void> {
  const at = now();
  await db.transaction().execute(async (trx) => {
    const notification = await trx
      .insertInto('notifications')
      .values({
        account_id: account.id,
        kind: 'account',
        request_id: null,
        message_key: mail.notice,
        params: '{}',
        created_at: at,
        read_at: null
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const english = translate('en', mail.body, mail.params);
    const hindi = translate('hi', mail.body, mail.params);
    await trx
      .insertInto('outbox')
      .values({
        notification_id: notification.id,
        email: account.email,
        subject: translate('en', mail.subject).slice(0, 500),
        body: `${english}\n\n${hindi}\n`,
        attempts: 0,
        next_attempt_at: at,
        sent_at: null,
        last_error: null,
        created_at: at
      })
      .execute();
  });
}
