import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { RESET_PASSWORD_PATH, ROLE_HOME, translate, type Role } from '@gia/domain';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { Account } from '../db/schema';
import type { Config } from '../config';
import { forbidden, refuse } from '../plugins/errors';
import { claimDocumentsFor } from '../documents';
import { FieldChecks } from './checks';
import { mailAccount } from './account-mail';
import { checkAgainstDummy, hashPassword, passwordMatches } from './passwords';
import {
  findAccountByEmail,
  insertAccount,
  insertVendorProfile,
  isDuplicate,
  recordLogin,
  setPassword
} from './repository';
import { loginSchema, userSignupSchema, vendorSignupSchema } from './schemas';
import { duplicateAccount, sessionFor } from './sessions';
import { checkYourEmail, mailVerification } from './verification';

/**
 * An unknown email and a wrong password answer alike (same status, same words, a password hash checked
 * either way), so sign-in does not tell which emails have accounts.
 */
export const WRONG_PASSWORD = translate('en', 'identity.invalidCredentials');
export const UNKNOWN_EMAIL = WRONG_PASSWORD;

type Body = Record<string, unknown>;

/** Sign-in for each role (each accepts only its own role's accounts) and sign-up for customers and vendors. */
export async function signInRoutes(fastify: FastifyInstance, opts: { config: Config }): Promise<void> {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const mail = Boolean(opts.config.mail.smtpUrl);

  /**
   * Sign-up with an email that already has an account. With mail set up, answered as every sign-up is
   * (check your email): an account still waiting for its email takes the new password and gets a new
   * link (nobody has shown the email is theirs yet); an owner who confirmed it is told instead; a
   * disabled or closed one is told nothing. Without mail, today's 409 that says so (README, "Data protection").
   */
  const takenEmail = async (reply: FastifyReply, owner: Account, role: Role, hashNew: () => Promise<string>) => {
    if (!mail) throw duplicateAccount(role);
    // Hashed whatever happens next, so this answer takes as long as a new sign-up's.
    const hash = await hashNew();
    if (owner.closed_at || owner.disabled) return checkYourEmail(reply);
    if (owner.awaiting_verification) {
      await setPassword(app.db, owner.id, hash);
      await mailVerification(app.db, opts.config, owner);
      return checkYourEmail(reply);
    }
    const base = opts.config.publicUrl;
    await mailAccount(app.db, owner, {
      notice: 'identity.notice.signupTaken',
      subject: 'identity.signupTakenMailSubject',
      body: 'identity.signupTakenMailBody',
      params: { signIn: `${base}${ROLE_HOME[role].signIn}`, reset: `${base}${RESET_PASSWORD_PATH}` }
    });
    return checkYourEmail(reply);
  };

  /** A new account: with mail, it waits for its owner to open the link mailed to it; without, it is signed in at once. */
  const signedUp = async (reply: FastifyReply, account: Account) => {
    if (mail) {
      await mailVerification(app.db, opts.config, account);
      return checkYourEmail(reply);
    }
    await recordLogin(app.db, account.id);
    return reply.code(201).send(sessionFor(app, account));
  };

  const login = (role: Role) => async (request: { body: Body }) => {
    const checks = new FieldChecks(request.body);
    const email = checks.email();
    const password = checks.password();
    checks.done();
    const found = await findAccountByEmail(app.db, role, email);
    const account = found && !found.closed_at ? found : undefined;
    const matches = account
      ? await passwordMatches(account.password_hash, password)
      : await checkAgainstDummy(password);
    if (!account || !matches) throw refuse(401, 'identity.invalidCredentials');
    // Told only to someone who knows the password, so it does not reveal which accounts are disabled.
    if (account.disabled) throw forbidden('errors.account.disabled');
    if (account.awaiting_verification) throw refuse(403, 'identity.emailNotVerified');
    await recordLogin(app.db, account.id);
    return sessionFor(app, account);
  };

  app.post('/api/v1/users/login/request', { schema: loginSchema('customer') }, login('customer'));
  app.post('/api/v1/admin/login/request', { schema: loginSchema('admin') }, login('admin'));
  app.post('/api/v1/vendors/login/request', { schema: loginSchema('vendor') }, login('vendor'));

  app.post('/api/v1/users/login/signup', { schema: userSignupSchema }, async (request, reply) => {
    const checks = new FieldChecks(request.body);
    const name = checks.text('user_name');
    const email = checks.email();
    const password = checks.newPassword('password', 'customer', [name, email]);
    const phone = checks.mobile('phone', false);
    checks.done();
    const taken = await findAccountByEmail(app.db, 'customer', email);
    if (taken) return takenEmail(reply, taken, 'customer', () => hashPassword(password));
    const password_hash = await hashPassword(password);
    try {
      const account = await insertAccount(app.db, {
        role: 'customer',
        name,
        email,
        phone,
        password_hash,
        awaiting_verification: mail ? 1 : 0
      });
      return signedUp(reply, account);
    } catch (error) {
      if (isDuplicate(error) && mail) return checkYourEmail(reply);
      throw isDuplicate(error) ? duplicateAccount('customer') : error;
    }
  });

  app.post('/api/v1/vendors/login/signUp', { schema: vendorSignupSchema }, async (request, reply) => {
    const checks = new FieldChecks(request.body);
    const phone = checks.mobile('vendor_number', true) ?? '';
    const name = checks.text('vendor_name');
    const email = checks.email();
    const password = checks.newPassword('password', 'vendor', [name, email]);
    const businessType = checks.businessType('vendor_bussiness_name');
    const address = checks.text('venndor_bussiness_address');
    const aadhar = checks.document('vendor_aadhar_url');
    const pan = checks.document('vendor_pan_url');
    const registration = checks.document('vendor_registration_document_url');
    checks.done();
    const taken = await findAccountByEmail(app.db, 'vendor', email);
    if (taken) return takenEmail(reply, taken, 'vendor', () => hashPassword(password));
    const password_hash = await hashPassword(password);
    const uploader = request.caller?.id ?? null;
    try {
      const account = await app.db.transaction().execute(async (trx) => {
        const created = await insertAccount(trx, {
          role: 'vendor',
          name,
          email,
          phone,
          password_hash,
          awaiting_verification: mail ? 1 : 0
        });
        await insertVendorProfile(trx, {
          account_id: created.id,
          vendor_number: phone,
          vendor_name: name,
          vendor_bussiness_name: businessType,
          venndor_bussiness_address: address,
          vendor_aadhar_document: aadhar,
          vendor_pan_document: pan,
          vendor_registration_document: registration
        });
        await claimDocumentsFor(trx, [aadhar, pan, registration], created.id, uploader);
        return created;
      });
      return signedUp(reply, account);
    } catch (error) {
      if (isDuplicate(error) && mail) return checkYourEmail(reply);
      throw isDuplicate(error) ? duplicateAccount('vendor') : error;
    }
  });
}
