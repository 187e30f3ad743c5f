import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { HttpError } from '../plugins/errors';

const tooMany = (seconds: number) => `Too many sign-in attempts. Please try again in ${seconds} second${seconds === 1 ? '' : 's'}.`;

function emailOf(body: unknown): string {
  const email = (body as { email?: unknown } | null)?.email;
  return typeof email === 'string' ? email.trim().toLowerCase() : '';
}

/**
 * A hook that counts sign-in and sign-up attempts per address and per email (one-minute windows) and
 * answers 429, with when to try again, past `perMinute`. Needs @fastify/rate-limit registered.
 */
export function attemptLimit(app: FastifyInstance, perMinute: number) {
  const byAddress = app.createRateLimit({ max: perMinute, timeWindow: 60_000, keyGenerator: (req) => `address:${req.ip}` });
  const byEmail = app.createRateLimit({ max: perMinute, timeWindow: 60_000, keyGenerator: (req) => `email:${emailOf(req.body)}` });
  return async (request: FastifyRequest, reply: FastifyReply): Promise<void> => {
    const counts = [await byAddress(request)];
    if (emailOf(request.body)) counts.push(await byEmail(request));
    const waits = counts.map((c) => (!c.isAllowed && c.isExceeded ? c.ttlInSeconds : 0));
    const wait = Math.max(...waits);
    if (wait > 0) {
      reply.header('retry-after', wait);
      throw new HttpError(429, tooMany(wait));
    }
  };
}
