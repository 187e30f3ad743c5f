import type { FastifyInstance } from 'fastify';
import { badRequest } from './errors';

const MAX_DEPTH = 64;

/** What is wrong with a value no call can store: an infinite number, a NUL character, absurd nesting. */
function problemIn(value: unknown, depth = 0): string | null {
  if (typeof value === 'number') return Number.isFinite(value) ? null : 'Numbers must be finite.';
  if (typeof value === 'string') return value.includes('\u0000') ? 'Text must not contain NUL characters.' : null;
  if (typeof value !== 'object' || value === null) return null;
  if (depth >= MAX_DEPTH) return `The request is nested more than ${MAX_DEPTH} levels deep.`;
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
  app.addHook('preHandler', async (request) => {
    const problem = problemIn(request.query) ?? problemIn(request.params) ?? problemIn(request.body);
    if (problem) throw badRequest(problem);
  });
}
