import type { MessageKey, Role } from '@gia/domain';
import type { FastifyInstance } from 'fastify';
import type { Account } from '../db/schema';
import { conflict } from '../plugins/errors';

/** What every sign-in and sign-up answers (the spec's shape; empid is the id). */
export function sessionFor(
  app: FastifyInstance,
  account: Pick<Account, 'id' | 'name' | 'email' | 'role' | 'phone' | 'token_version'>
) {
  return {
    accessToken: app.signToken({ id: account.id, role: account.role, name: account.name }, account.token_version),
    user: {
      id: account.id,
      name: account.name,
      empid: account.id,
      email: account.email,
      role: account.role,
      phone: account.phone
    }
  };
}

const EXISTS: Record<Role, MessageKey> = {
  customer: 'errors.account.customerExists',
  admin: 'errors.account.adminExists',
  vendor: 'errors.account.vendorExists'
};

export const duplicateAccount = (role: Role) => conflict(EXISTS[role]);
