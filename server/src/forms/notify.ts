import { translate } from '@gia/domain';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { queueMails } from '../notifications/write';

/**
 * Tells every admin (not disabled) of a new response to a form that asks for it, inside the response's
 * transaction; with SMTP set, also queues an email each (English, then Hindi).
 */
export async function notifyAdminsOfResponse(
  trx: Kysely<Database>,
  form: { id: number; name: string },
  responseId: number,
  options: { at: string; mail: boolean }
): Promise<void> {
  const admins = await trx
    .selectFrom('accounts')
    .select(['id', 'email'])
    .where('role', '=', 'admin')
    .where('disabled', '=', 0)
    .orderBy('id')
    .execute();
  if (admins.length === 0) return;
  const params = { id: responseId, form: form.name };
  const written = await trx
    .insertInto('notifications')
    .values(
      admins.map((a) => ({
        account_id: a.id,
        kind: 'formResponse',
        request_id: null,
        message_key: 'notification.formResponse',
        params: JSON.stringify(params),
        created_at: options.at,
        read_at: null
      }))
    )
    .returning(['id', 'account_id'])
    .execute();
  if (!options.mail) return;
  const english = translate('en', 'notification.formResponse', params);
  const hindi = translate('hi', 'notification.formResponse', params);
  const subject = translate('en', 'notification.emailSubject', { message: english }).slice(0, 500);
  const body = `${english}\n${translate('en', 'forms.notification.emailFooter')}\n\n${hindi}\n${translate('hi', 'forms.notification.emailFooter')}\n`;
  const email = new Map(admins.map((a) => [a.id, a.email]));
  await queueMails(trx, written, email, { subject, body }, options.at);
}
