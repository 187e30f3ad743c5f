import type { FastifyInstance } from 'fastify';
import type { MessageKey } from '@gia/domain';
import { badRequest, type Params } from './errors';

const MAX_DEPTH = 64;

type Problem = { key: MessageKey; params?: Params };

/** What is wrong with a value no call can store: an infinite number, a NUL character, absurd nesting. */
function problemIn(value: unknown, depth = 0): Problem | null {
  if (typeof value === 'number') return Number.isFinite(value) ? null : { key: 'errors.notFinite' };
  if (typeof value === 'string') return value.includes('\u0000') ? { key: 'errors.nulCharacter' } : null;
  if (typeof value !== 'object' || value === null) return null;
  if (depth >= MAX_DEPTH) return { key: 'errors.tooDeep', params: { max: MAX_DEPTH } };
  for (const item of Object.values(value)) {
    const problem = problemIn(item, depth + 1);
    if (problem) return problem;
  }
  return null;
}

/**
 * Refuses, with a 400 before any handler runs, input that JSON and query coercion let through but no
 * database accepts (PostgreSQL refuses NUL in text; Infinity is no id or page).
 */
export function registerInputGuard(app: FastifyInstance): void {
  app.addHook('preHandler', (request, _reply, done) => {
    const problem = problemIn(request.query) ?? problemIn(request.params) ?? problemIn(request.body);
    done(problem ? badRequest(problem.key, problem.params) : undefined);
  });
}
