import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { setTimeout as sleep } from 'node:timers/promises';
import type { Config } from '../config';
import { emailOf, SIGN_IN_ROUTES } from '../platform/limits';

/** How long failed sign-ins of one email are remembered, across all addresses and servers. */
export const FAILURE_WINDOW_MS = 15 * 60 * 1000;
const FIRST_DELAY_MS = 250;
const MAX_DELAY_MS = 8000;

/**
 * The wait before checking a password for an email that has failed `failures` times lately from any
 * addresses: none for the first `free`, then 250 ms doubling to at most 8 s. It slows guessing spread
 * over many addresses without ever refusing: the owner's correct password still signs in.
 */
export function signInDelayMs(failures: number, free: number): number {
  if (failures < free) return 0;
  return Math.min(FIRST_DELAY_MS * 2 ** (failures - free), MAX_DELAY_MS);
}

const failureKey = (email: string) => `signInFailures:${email}`;

/**
 * Slows sign-in for an email with many recent failures (growing delay, shared through the counters) and
 * counts each failed sign-in. The hard limits (per address and email, per address) are in `ROUTE_LIMITS`.
 */
export function registerSignInSlowdown(app: FastifyInstance, config: Config): void {
  const free = config.rateLimit.loginPerMinute;
  const before = async (request: FastifyRequest) => {
    const email = emailOf(request);
    if (!email) return;
    const { current } = await app.counters.read(failureKey(email));
    const wait = signInDelayMs(current, free);
    if (wait > 0) await sleep(wait);
  };
  const after = async (request: FastifyRequest, reply: FastifyReply) => {
    const email = emailOf(request);
    if (email && reply.statusCode === 401) await app.counters.add(failureKey(email), 1, FAILURE_WINDOW_MS);
  };
  app.addHook('onRoute', (route) => {
    if (!SIGN_IN_ROUTES.includes(`${[route.method].flat()[0]} ${route.url}`)) return;
    route.preHandler = [before, ...[route.preHandler ?? []].flat()] as typeof route.preHandler;
    route.onResponse = [after, ...[route.onResponse ?? []].flat()] as typeof route.onResponse;
  });
}
