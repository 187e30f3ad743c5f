import type { Role } from '@gia/domain';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../config';
import { forbidden, unauthorized } from '../plugins/errors';
import { claimDocumentsFor } from '../documents';
import { attemptLimit } from './attempt-limit';
import { FieldChecks } from './checks';
import { hashPassword, passwordMatches } from './passwords';
import { findAccountByEmail, insertAccount, insertVendorProfile, isDuplicate, recordLogin } from './repository';
import { loginSchema, userSignupSchema, vendorSignupSchema } from './schemas';
import { duplicateAccount, sessionFor } from './sessions';

export const UNKNOWN_EMAIL = 'Invalid email address: no account of this kind uses this email.';
export const WRONG_PASSWORD = 'Invalid email or password';
export const DISABLED = 'This account has been disabled. Please contact the GIA team to have it enabled again.';

type Body = Record<string, unknown>;

/** Sign-in for each role (each accepts only its own role's accounts) and sign-up for customers and vendors. */
export async function signInRoutes(app: FastifyInstance, opts: { config: Config }): Promise<void> {
  const limited = { preValidation: attemptLimit(app, opts.config.rateLimit.loginPerMinute) };

  const login = (role: Role) => async (request: { body: Body }) => {
    const checks = new FieldChecks(request.body);
    const email = checks.email();
    const password = checks.password();
    checks.done();
    const account = await findAccountByEmail(app.db, role, email);
    if (!account) throw unauthorized(UNKNOWN_EMAIL);
    if (!(await passwordMatches(account.password_hash, password))) throw unauthorized(WRONG_PASSWORD);
    // Told only to someone who knows the password, so it does not reveal which accounts are disabled.
    if (account.disabled) throw forbidden(DISABLED);
    await recordLogin(app.db, account.id);
    return sessionFor(app, account);
  };

  app.post<{ Body: Body }>('/api/v1/users/login/request', { schema: loginSchema('customer'), ...limited }, login('customer'));
  app.post<{ Body: Body }>('/api/v1/admin/login/request', { schema: loginSchema('admin'), ...limited }, login('admin'));
  app.post<{ Body: Body }>('/api/v1/vendors/login/request', { schema: loginSchema('vendor'), ...limited }, login('vendor'));

  app.post<{ Body: Body }>('/api/v1/users/login/signup', { schema: userSignupSchema, ...limited }, async (request, reply) => {
    const checks = new FieldChecks(request.body);
    const name = checks.text('user_name');
    const email = checks.email();
    const password = checks.newPassword();
    const phone = checks.mobile('phone', false);
    checks.done();
    if (await findAccountByEmail(app.db, 'customer', email)) throw duplicateAccount('customer');
    const password_hash = await hashPassword(password);
    try {
      const account = await insertAccount(app.db, { role: 'customer', name, email, phone, password_hash });
      await recordLogin(app.db, account.id);
      return reply.code(201).send(sessionFor(app, account));
    } catch (error) {
      throw isDuplicate(error) ? duplicateAccount('customer') : error;
    }
  });

  app.post<{ Body: Body }>('/api/v1/vendors/login/signUp', { schema: vendorSignupSchema, ...limited }, async (request, reply) => {
    const checks = new FieldChecks(request.body);
    const phone = checks.mobile('vendor_number', true) ?? '';
    const password = checks.newPassword();
    const name = checks.text('vendor_name');
    const email = checks.email();
    const businessType = checks.businessType('vendor_bussiness_name');
    const address = checks.text('venndor_bussiness_address');
    const aadhar = checks.document('vendor_aadhar_url');
    const pan = checks.document('vendor_pan_url');
    const registration = checks.document('vendor_registration_document_url');
    checks.done();
    if (await findAccountByEmail(app.db, 'vendor', email)) throw duplicateAccount('vendor');
    const password_hash = await hashPassword(password);
    const uploader = request.caller?.id ?? null;
    try {
      const account = await app.db.transaction().execute(async (trx) => {
        const created = await insertAccount(trx, { role: 'vendor', name, email, phone, password_hash });
        await insertVendorProfile(trx, {
          account_id: created.id, vendor_number: phone, vendor_name: name, vendor_bussiness_name: businessType,
          venndor_bussiness_address: address, vendor_aadhar_document: aadhar, vendor_pan_document: pan, vendor_registration_document: registration
        });
        await claimDocumentsFor(trx, [aadhar, pan, registration], created.id, uploader);
        return created;
      });
      await recordLogin(app.db, account.id);
      return reply.code(201).send(sessionFor(app, account));
    } catch (error) {
      throw isDuplicate(error) ? duplicateAccount('vendor') : error;
    }
  });
}
