import type { FastifyReply } from 'fastify';

/**
 * How many rows a list matches in all (X-Total-Count), and any other count it answers beside it (the
 * notifications' X-Unread-Count), each readable by a browser script from another origin too.
 */
export function withTotal(reply: FastifyReply, total: number, others: Record<string, number> = {}): FastifyReply {
  const counts: Record<string, number> = { 'X-Total-Count': total, ...others };
  for (const [name, value] of Object.entries(counts)) reply.header(name, String(value));
  return reply.header('Access-Control-Expose-Headers', Object.keys(counts).join(', '));
}

/** The header that says a list matched more than its total (a text search reads at most so many). */
export function cappedHeader(capped: boolean | undefined): Record<string, number> {
  return capped ? { 'X-Total-Capped': 1 } : {};
}
