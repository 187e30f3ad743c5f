import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { PASSWORD_RESET_MINUTES, translate } from '@gia/domain';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../config';
import { callerOf } from '../plugins/permissions';
import { refuse } from '../plugins/errors';
import { mailAccount } from './account-mail';
import { FieldChecks } from './checks';
import { hashPassword, passwordMatches } from './passwords';
import { issueReset, peekReset, useReset } from './reset';
import { accountsWithEmail, findAccount, markVerified, revokeToken, setPassword } from './repository';
import { changePasswordSchema, forgotPasswordSchema, logoutSchema, resetPasswordSchema } from './schemas';
import { sessionFor } from './sessions';

const message = (key: Parameters<typeof translate>[1], params: Record<string, string | number> = {}) => ({
  message: translate('en', key, params),
  code: key
});

/** Signing out, changing a password, and setting a forgotten one through a one-time link. */
export async function sessionRoutes(fastify: FastifyInstance, opts: { config: Config }): Promise<void> {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  // Asking for reset links and using them count as sign-in attempts: no mail-bombing, no token guessing.
  app.post(
    '/api/v1/global/logout',
    { config: { roles: ['customer', 'vendor', 'admin'] }, schema: logoutSchema },
    async (request) => {
      const caller = callerOf(request);
      const token = request.callerToken!;
      await revokeToken(app.db, caller.id, token.jti, token.expiresAt);
      return message('identity.loggedOut');
    }
  );

  app.post(
    '/api/v1/global/changePassword',
    { config: { roles: ['customer', 'vendor', 'admin'] }, schema: changePasswordSchema },
    async (request) => {
      const caller = callerOf(request);
      const account = (await findAccount(app.db, caller.id))!;
      const checks = new FieldChecks(request.body);
      const current = checks.password('current');
      const next = checks.newPassword('next', account.role, [account.name, account.email]);
      checks.done();
      if (!(await passwordMatches(account.password_hash, current))) throw refuse(400, 'identity.currentPasswordWrong');
      const version = await setPassword(app.db, account.id, await hashPassword(next));
      // Every token signed before, this one included, is dead now; this session goes on with a new one.
      return { ...message('identity.passwordChanged'), ...sessionFor(app, { ...account, token_version: version }) };
    }
  );

  app.post('/api/v1/global/forgotPassword', { schema: forgotPasswordSchema }, async (request, reply) => {
    const checks = new FieldChecks(request.body);
    const email = checks.email();
    checks.done();
    // The same answer whether or not an account uses the email, and whether or not mail is set up.
    if (opts.config.mail.smtpUrl) {
      for (const account of await accountsWithEmail(app.db, email)) {
        if (account.disabled) continue;
        const link = await issueReset(app.db, account.id, opts.config.publicUrl, null);
        await mailAccount(app.db, account, {
          notice: 'identity.notice.resetSent',
          subject: 'identity.resetMailSubject',
          body: 'identity.resetMailBody',
          params: { link: link.url, minutes: PASSWORD_RESET_MINUTES }
        });
      }
    }
    return reply.code(202).send(message('identity.forgotAnswer', { minutes: PASSWORD_RESET_MINUTES }));
  });

  app.post('/api/v1/global/resetPassword', { schema: resetPasswordSchema }, async (request) => {
    const checks = new FieldChecks(request.body);
    const token = checks.text('token');
    checks.done();
    const invalid = () => refuse(400, 'identity.resetInvalid', { minutes: PASSWORD_RESET_MINUTES });
    // The link's account decides how strong the password must be: check it before using the link up.
    const peek = await peekReset(app.db, token);
    if (!peek) throw invalid();
    const strength = new FieldChecks(request.body);
    const password = strength.newPassword('password', peek.role, [peek.name, peek.email]);
    strength.done();
    const used = await useReset(app.db, token);
    if (!used) throw invalid();
    await setPassword(app.db, used.accountId, await hashPassword(password));
    // The link came by mail: whoever opened it has shown the email is theirs.
    await markVerified(app.db, used.accountId);
    return message('identity.resetDone');
  });
}
