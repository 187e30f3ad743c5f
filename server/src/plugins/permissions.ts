import type { Role } from '@gia/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Caller } from './auth';
import { refuse } from './errors';

/** Who may call a route, as it declares in its `config`; `undefined` (not declared) means anyone. */
export interface RoutePermission {
  method: string;
  url: string;
  roles: readonly Role[] | undefined;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The account roles this route serves; others get 403, anonymous callers 401. Absent: a public call. */
    roles?: readonly Role[];
  }
  interface FastifyInstance {
    /** Every route with the roles it declares: the permission matrix test reads these. */
    readonly routePermissions: RoutePermission[];
  }
}

/**
 * One check for every route that declares `config.roles`. It runs as a preHandler, after the input
 * was validated, so a malformed call still gets its 400 before the caller is looked at (as before).
 */
export const permissionsPlugin = fp(
  async (app: FastifyInstance) => {
    const declared: RoutePermission[] = [];
    app.decorate('routePermissions', declared);
    app.addHook('onRoute', (route) => {
      const methods = Array.isArray(route.method) ? route.method : [route.method];
      for (const method of methods) declared.push({ method, url: route.url, roles: route.config?.roles });
    });
    // Answers at once, as every check here is: an async hook cost each call a turn of the event loop (issue 18).
    app.addHook('preHandler', (request, _reply, done) => done(refusalOf(request)));
  },
  { name: 'permissions', dependencies: ['auth'] }
);

/** Why the caller may not call the route, if they may not. */
function refusalOf(request: FastifyRequest) {
  const roles = request.routeOptions.config.roles;
  if (!roles) return undefined;
  if (!request.caller) return refuse(401, request.staleToken ? 'auth.sessionExpired' : 'auth.notLoggedIn');
  if (!roles.includes(request.caller.role)) return refuse(403, 'workspace.rolesOnly', { roles: roles.join(' or ') });
  return undefined;
}

/** The signed-in caller of a route that declares `config.roles` (the hook let them through). */
export function callerOf(request: FastifyRequest): Caller {
  if (!request.caller)
    throw new Error(`${request.method} ${request.routeOptions.url} reads its caller but declares no roles`);
  return request.caller;
}
