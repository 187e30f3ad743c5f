import type { Role } from '@gia/domain';
import type { FastifyInstance } from 'fastify';
import type { Account } from '../db/schema';
import { conflict } from '../plugins/errors';

/** What every sign-in and sign-up answers (the spec's shape; empid is the id). */
export function sessionFor(app: FastifyInstance, account: Pick<Account, 'id' | 'name' | 'email' | 'role' | 'phone'>) {
  return {
    accessToken: app.signToken({ id: account.id, role: account.role, name: account.name }),
    user: { id: account.id, name: account.name, empid: account.id, email: account.email, role: account.role, phone: account.phone }
  };
}

const ROLE_WORDS: Record<Role, string> = { customer: 'A user', admin: 'An admin', vendor: 'A vendor' };

export const duplicateAccount = (role: Role) => conflict(`${ROLE_WORDS[role]} account with this email already exists. Please sign in instead.`);
