import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest, RouteOptions } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../config';
import { refuse, type HttpError } from '../plugins/errors';
import type { Counters } from './counters';

declare module 'fastify' {
  interface FastifyInstance {
    /** Shared counters (Redis with REDIS_URL, else this process) for limits, sign-in counters and quotas. */
    counters: Counters;
  }
}

/** The email a sign-in or sign-up body names, as accounts are keyed (trimmed, lower case); '' when none. */
export function emailOf(request: FastifyRequest): string {
  const email = (request.body as { email?: unknown } | null)?.email;
  return typeof email === 'string' ? email.trim().toLowerCase().slice(0, 320) : '';
}

interface Limit {
  /** Attempts allowed per window. */
  max(config: Config): number;
  windowMs: number;
  /** What is counted; null skips this limit for the request. */
  key(request: FastifyRequest): string | null;
  /** The answer past the limit. */
  refuse(seconds: number): HttpError;
}

const signInRefusal = (seconds: number) =>
  seconds === 1 ? refuse(429, 'limits.signInOneSecond') : refuse(429, 'limits.signIn', { seconds });

/** Every rate limit of the portal. */
export const LIMITS = {
  /** The hard sign-in limit, on address and email together: strangers cannot lock an owner out. */
  signInPerAddressAndEmail: {
    max: (c) => c.rateLimit.loginPerMinute,
    windowMs: 60_000,
    key: (r) => (emailOf(r) ? `${r.ip}|${emailOf(r)}` : null),
    refuse: signInRefusal
  },
  /** One address trying many emails (credential stuffing). */
  signInPerAddress: {
    max: (c) => c.rateLimit.loginPerAddressPerMinute,
    windowMs: 60_000,
    key: (r) => r.ip,
    refuse: signInRefusal
  },
  upload: {
    max: (c) => c.rateLimit.uploadPerMinute,
    windowMs: 60_000,
    key: (r) => r.ip,
    refuse: (seconds) => refuse(429, 'limits.upload', { seconds })
  },
  formResponse: {
    max: (c) => c.rateLimit.responsesPerMinute,
    windowMs: 60_000,
    key: (r) => r.ip,
    refuse: () => refuse(429, 'limits.formResponse')
  }
} satisfies Record<string, Limit>;

export type LimitName = keyof typeof LIMITS;

const SIGN_IN = ['signInPerAddressAndEmail', 'signInPerAddress'] as const;

/** Which limits each route counts, by method and path: the one place rate limits are configured. */
export const ROUTE_LIMITS: Record<string, readonly LimitName[]> = {
  'POST /api/v1/users/login/request': SIGN_IN,
  'POST /api/v1/admin/login/request': SIGN_IN,
  'POST /api/v1/vendors/login/request': SIGN_IN,
  'POST /api/v1/users/login/signup': SIGN_IN,
  'POST /api/v1/vendors/login/signUp': SIGN_IN,
  // Reset and confirmation mails and their links (anyone may ask, for any email): counted like sign-in attempts.
  'POST /api/v1/global/forgotPassword': SIGN_IN,
  'POST /api/v1/global/resetPassword': ['signInPerAddress'],
  'POST /api/v1/global/resendVerification': SIGN_IN,
  'POST /api/v1/global/verifyEmail': ['signInPerAddress'],
  'POST /api/v1/global/upload/file': ['upload'],
  'POST /api/v1/admin/data/insertFormsResponses': ['formResponse']
};

/** Sign-in routes whose failures slow their email down (`attempt-limit.ts`). */
export const SIGN_IN_ROUTES = Object.keys(ROUTE_LIMITS).filter(
  (r) => ROUTE_LIMITS[r] === SIGN_IN && r.includes('/login/request')
);

const routeId = (route: Pick<RouteOptions, 'method' | 'url'>) => `${[route.method].flat()[0]} ${route.url}`;

/**
 * `@fastify/rate-limit`, registered once, counting in the shared counters, applied to the routes of
 * `ROUTE_LIMITS` (before validation, so bad input counts too). A refused request answers 429 with
 * `Retry-After`.
 */
export const limitsPlugin = fp(
  async (app: FastifyInstance, opts: { config: Config; counters: Counters }) => {
    const { config, counters } = opts;
    app.decorate('counters', counters);
    await app.register(rateLimit, { global: false, store: countersStore(counters) });

    const checks = new Map<LimitName, ReturnType<FastifyInstance['createRateLimit']>>();
    const check = (name: LimitName) => {
      let made = checks.get(name);
      if (!made) {
        const limit: Limit = LIMITS[name];
        made = app.createRateLimit({
          max: limit.max(config),
          timeWindow: limit.windowMs,
          keyGenerator: (request) => `${name}:${limit.key(request)}`
        });
        checks.set(name, made);
      }
      return made;
    };

    app.addHook('onRoute', (route) => {
      const names = ROUTE_LIMITS[routeId(route)];
      if (!names) return;
      const hook = async (request: FastifyRequest, reply: { header(name: string, value: unknown): unknown }) => {
        let wait = 0;
        let refuse: Limit['refuse'] | null = null;
        for (const name of names) {
          const limit: Limit = LIMITS[name];
          if (limit.key(request) === null) continue;
          const result = await check(name)(request);
          if (!result.isAllowed && result.isExceeded && result.ttlInSeconds >= wait) {
            wait = Math.max(1, result.ttlInSeconds);
            refuse = limit.refuse;
          }
        }
        if (refuse) {
          reply.header('retry-after', wait);
          throw refuse(wait);
        }
      };
      route.preValidation = [hook, ...[route.preValidation ?? []].flat()] as RouteOptions['preValidation'];
    });
  },
  { name: 'gia-limits' }
);

/** `@fastify/rate-limit`'s store interface over the shared counters. */
function countersStore(counters: Counters) {
  type Done = (error: Error | null, result?: { current: number; ttl: number }) => void;
  return class CountersStore {
    constructor(
      _options: unknown,
      private readonly prefix = 'limit:'
    ) {}
    incr(key: string, done: Done, timeWindow: number) {
      counters.add(this.prefix + key, 1, timeWindow).then(
        (r) => done(null, r),
        (e: Error) => done(e)
      );
    }
    read(key: string, done: Done) {
      counters.read(this.prefix + key).then(
        (r) => done(null, r),
        (e: Error) => done(e)
      );
    }
    child() {
      return new CountersStore(undefined, this.prefix);
    }
  };
}
