import type { FastifyInstance } from 'fastify';
import { requireRole } from '../plugins/auth';
import { badRequest, notFound } from '../plugins/errors';
import { FieldChecks } from './checks';
import { hashPassword } from './passwords';
import { findAccountByEmail, insertAccount, isDuplicate, listAdmins, setDisabled } from './repository';
import { getAdminsSchema, insertAdminSchema, setAccountDisabledSchema } from './schemas';
import { duplicateAccount } from './sessions';

const BASE = '/api/v1/admin/data';

/** Admin accounts (list, add) and disabling any account, for admins only. */
export async function adminAccountRoutes(app: FastifyInstance): Promise<void> {
  app.get(`${BASE}/getAdmins`, { schema: getAdminsSchema }, async (request) => {
    requireRole(request, 'admin');
    return listAdmins(app.db);
  });

  app.post<{ Body: Record<string, unknown> }>(`${BASE}/insertAdmin`, { schema: insertAdminSchema }, async (request, reply) => {
    requireRole(request, 'admin');
    const checks = new FieldChecks(request.body);
    const name = checks.text('name');
    const email = checks.email();
    const password = checks.newPassword();
    checks.done();
    if (await findAccountByEmail(app.db, 'admin', email)) throw duplicateAccount('admin');
    try {
      const admin = await insertAccount(app.db, { role: 'admin', name, email, phone: null, password_hash: await hashPassword(password) });
      return reply.code(201).send({ id: admin.id, name: admin.name, email: admin.email, created_at: admin.created_at });
    } catch (error) {
      throw isDuplicate(error) ? duplicateAccount('admin') : error;
    }
  });

  app.post<{ Body: { id: number; disabled: boolean } }>(`${BASE}/setAccountDisabled`, { schema: setAccountDisabledSchema }, async (request) => {
    const caller = requireRole(request, 'admin');
    const { id, disabled } = request.body;
    if (id === caller.id && disabled) throw badRequest('You cannot disable your own account.');
    if (!(await setDisabled(app.db, id, disabled))) throw notFound('There is no account with this id.');
    return { id, disabled };
  });
}
