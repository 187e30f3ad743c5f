import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { PASSWORD_RESET_MINUTES, translate } from '@gia/domain';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../config';
import { withTotal } from '../platform/list-total';
import { callerOf } from '../plugins/permissions';
import { badRequest, refuse } from '../plugins/errors';
import { countAudit, listAudit, recordAudit } from './audit';
import { FieldChecks } from './checks';
import { hashPassword } from './passwords';
import {
  findAccount,
  findAccountByEmail,
  insertAccount,
  isDuplicate,
  listAdmins,
  otherActiveAdmins,
  setDisabled
} from './repository';
import { issueReset } from './reset';
import {
  auditLogSchema,
  getAdminsSchema,
  insertAdminSchema,
  issueResetSchema,
  setAccountDisabledSchema
} from './schemas';
import { duplicateAccount } from './sessions';

const BASE = '/api/v1/admin/data';

/** Admin accounts (list, add), disabling any account and reset links, for admins only; every change is audited. */
export async function adminAccountRoutes(fastify: FastifyInstance, opts: { config: Config }): Promise<void> {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  app.get(`${BASE}/getAdmins`, { config: { roles: ['admin'] }, schema: getAdminsSchema }, async () => {
    return listAdmins(app.db);
  });

  app.post(
    `${BASE}/insertAdmin`,
    { config: { roles: ['admin'] }, schema: insertAdminSchema },
    async (request, reply) => {
      const caller = callerOf(request);
      const checks = new FieldChecks(request.body);
      const name = checks.text('name');
      const email = checks.email();
      const password = checks.newPassword('password', 'admin', [name, email]);
      checks.done();
      if (await findAccountByEmail(app.db, 'admin', email)) throw duplicateAccount('admin');
      try {
        const admin = await insertAccount(app.db, {
          role: 'admin',
          name,
          email,
          phone: null,
          password_hash: await hashPassword(password)
        });
        await recordAudit(app.db, caller, 'createAdmin', admin, admin.email);
        return reply
          .code(201)
          .send({ id: admin.id, name: admin.name, email: admin.email, created_at: admin.created_at });
      } catch (error) {
        throw isDuplicate(error) ? duplicateAccount('admin') : error;
      }
    }
  );

  app.post(
    `${BASE}/setAccountDisabled`,
    { config: { roles: ['admin'] }, schema: setAccountDisabledSchema },
    async (request) => {
      const caller = callerOf(request);
      const { id, disabled } = request.body;
      if (id === caller.id && disabled) throw refuse(400, 'identity.cannotDisableSelf');
      const target = await findAccount(app.db, id);
      if (!target || target.closed_at) throw refuse(404, 'identity.noAccount');
      // Nobody locks the portal out of its last active admin, even two admins disabling each other at once.
      const changed = await app.db.transaction().execute(async (trx) => {
        if (disabled && target.role === 'admin') {
          if ((await otherActiveAdmins(trx, target.id, app.dbKind === 'postgres')) === 0)
            throw refuse(400, 'identity.cannotDisableLastAdmin');
        }
        return setDisabled(trx, id, disabled);
      });
      if (!changed) throw refuse(404, 'identity.noAccount');
      await recordAudit(app.db, caller, disabled ? 'disable' : 'enable', target);
      return { id, disabled };
    }
  );

  app.post(
    `${BASE}/issuePasswordReset`,
    { config: { roles: ['admin'] }, schema: issueResetSchema },
    async (request) => {
      const caller = callerOf(request);
      const { id, role, email } = request.body;
      let target;
      if (id !== undefined) target = await findAccount(app.db, id);
      else if (role && typeof email === 'string' && email.trim())
        target = await findAccountByEmail(app.db, role, email.trim());
      else throw badRequest('errors.resetLink.whom');
      if (!target || target.closed_at) throw refuse(404, 'identity.resetLink.none');
      const link = await issueReset(app.db, target.id, opts.config.publicUrl, caller.id);
      await recordAudit(app.db, caller, 'resetLink', target);
      return {
        message: translate('en', 'identity.resetIssued', { name: target.name, minutes: PASSWORD_RESET_MINUTES }),
        code: 'identity.resetIssued',
        id: target.id,
        ...link
      };
    }
  );

  app.get(`${BASE}/getAuditLog`, { config: { roles: ['admin'] }, schema: auditLogSchema }, async (request, reply) => {
    const limit = request.query.limit ?? 50;
    const page = request.query.page ?? 1;
    withTotal(reply, await countAudit(app.db));
    return listAudit(app.db, limit, (page - 1) * limit);
  });
}
