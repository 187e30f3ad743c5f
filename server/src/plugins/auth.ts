import jwt from '@fastify/jwt';
import type { Role } from '@gia/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../config';
import { forbidden, unauthorized } from './errors';

/** Who is calling, from a valid token of an account that is not disabled; null when anonymous. */
export interface Caller {
  id: number;
  role: Role;
  name: string;
}

interface TokenPayload {
  sub: number;
  role: Role;
  name: string;
}

declare module 'fastify' {
  interface FastifyRequest {
    caller: Caller | null;
    /** A bearer token came but was expired, tampered with, or its account is disabled. */
    staleToken: boolean;
  }
  interface FastifyInstance {
    signToken(caller: Caller): string;
  }
}

declare module '@fastify/jwt' {
  interface FastifyJWT {
    payload: TokenPayload;
  }
}

export const SESSION_EXPIRED = 'Your session has expired. Please sign in again.';

/**
 * Reads the bearer token on every request. A token that is expired, tampered with, or belongs to a
 * disabled account leaves the caller anonymous and marked stale: every call that needs an account then
 * answers 401 'session expired' at once, while public calls (sign-in, upload, forms) still work.
 */
export const authPlugin = fp(async (app: FastifyInstance, opts: { config: Config }) => {
  await app.register(jwt, { secret: opts.config.jwtSecret, sign: { expiresIn: opts.config.tokenTtl } });
  app.decorateRequest('caller', null);
  app.decorateRequest('staleToken', false);
  app.decorate('signToken', (caller: Caller) => app.jwt.sign({ sub: caller.id, role: caller.role, name: caller.name }));
  app.addHook('onRequest', async (request) => {
    const header = request.headers.authorization;
    if (!header || !/^Bearer\s+\S+/i.test(header)) return;
    let payload: TokenPayload;
    try {
      payload = await request.jwtVerify<TokenPayload>();
    } catch {
      request.staleToken = true;
      return;
    }
    const id = Number(payload.sub);
    if (!Number.isSafeInteger(id) || id < 1 || id > 2_147_483_647) {
      request.staleToken = true;
      return;
    }
    const account = await app.db
      .selectFrom('accounts').select(['id', 'role', 'name', 'disabled'])
      .where('id', '=', id).executeTakeFirst();
    if (!account || account.disabled || account.role !== payload.role) {
      request.staleToken = true;
      return;
    }
    request.caller = { id: account.id, role: account.role, name: account.name };
  });
}, { name: 'auth', dependencies: ['database'] });

/** The caller, who must be signed in with one of the roles; otherwise 401 or 403 with a reason. */
export function requireRole(request: FastifyRequest, ...roles: Role[]): Caller {
  const caller = request.caller;
  if (!caller) throw request.staleToken ? unauthorized(SESSION_EXPIRED) : unauthorized();
  if (!roles.includes(caller.role)) throw forbidden(`This call is for ${roles.join(' or ')} accounts only.`);
  return caller;
}
