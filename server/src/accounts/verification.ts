import { EMAIL_VERIFY_MINUTES, translate } from '@gia/domain';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { Kysely } from 'kysely';
import type { Config } from '../config';
import type { Account, Database } from '../db/schema';
import { refuse } from '../plugins/errors';
import { mailAccount } from './account-mail';
import { FieldChecks } from './checks';
import { accountsWithEmail, findAccount, markVerified, recordLogin, retireVerificationLinks } from './repository';
import { issueReset, useReset } from './reset';
import { resendVerificationSchema, verifyEmailSchema } from './schemas';
import { sessionFor } from './sessions';

const HOURS = EMAIL_VERIFY_MINUTES / 60;

/**
 * Mails an account waiting for its email to be confirmed a new one-time link that confirms it. Only the
 * newest link works: after a second sign-up took over the password, an older mail cannot confirm it.
 */
export async function mailVerification(
  db: Kysely<Database>,
  config: Config,
  account: Pick<Account, 'id' | 'email'>
): Promise<void> {
  await retireVerificationLinks(db, account.id);
  const link = await issueReset(db, account.id, config.publicUrl, null, 'verify');
  await mailAccount(db, account, {
    notice: 'identity.notice.verifySent',
    subject: 'identity.verifyMailSubject',
    body: 'identity.verifyMailBody',
    params: { link: link.url, hours: HOURS }
  });
}

/**
 * What every sign-up answers when mail is set up, whether the email was new, taken or waiting: the
 * person reads their mail to go on, so the answer tells nobody which emails have accounts.
 */
export function checkYourEmail(reply: FastifyReply) {
  return reply
    .code(202)
    .send({ message: translate('en', 'identity.signupCheckEmail'), code: 'identity.signupCheckEmail' });
}

/** Confirming a new account's email with its mailed link (which signs the person in), and asking for a new link. */
export async function verificationRoutes(fastify: FastifyInstance, opts: { config: Config }): Promise<void> {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  app.post('/api/v1/global/verifyEmail', { schema: verifyEmailSchema }, async (request) => {
    const checks = new FieldChecks(request.body);
    const token = checks.text('token');
    checks.done();
    const used = await useReset(app.db, token, 'verify');
    const account = used && (await findAccount(app.db, used.accountId));
    if (!account || account.disabled) throw refuse(400, 'identity.verifyInvalid', { hours: HOURS });
    await markVerified(app.db, account.id);
    await recordLogin(app.db, account.id);
    return {
      message: translate('en', 'identity.verifyDone'),
      code: 'identity.verifyDone',
      ...sessionFor(app, account)
    };
  });

  app.post('/api/v1/global/resendVerification', { schema: resendVerificationSchema }, async (request, reply) => {
    const checks = new FieldChecks(request.body);
    const email = checks.email();
    checks.done();
    // The same answer whether or not an account uses the email or waits, and whether or not mail is set up.
    if (opts.config.mail.smtpUrl) {
      for (const account of await accountsWithEmail(app.db, email)) {
        if (account.awaiting_verification && !account.disabled) await mailVerification(app.db, opts.config, account);
      }
    }
    return reply.code(202).send({ message: translate('en', 'identity.resendAnswer'), code: 'identity.resendAnswer' });
  });
}
