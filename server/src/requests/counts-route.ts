import { DUE_SOON_MS, OPEN_STATES, SERVICES } from '@gia/domain';
import type { FastifyInstance } from 'fastify';
import { requireRole } from '../plugins/auth';
import { refusals } from './schemas';

const count = { type: 'integer', minimum: 0 } as const;

/**
 * `GET /api/v1/admin/data/getRequestCounts`: per kind, how many requests wait for an admin (pending)
 * and how many open ones are overdue or due within a day, for the admin home.
 */
export function registerRequestCounts(app: FastifyInstance): void {
  app.get('/api/v1/admin/data/getRequestCounts', {
    schema: {
      tags: ['Turnaround'], summary: 'Pending, overdue and due-soon requests of every kind (admins)',
      response: {
        200: {
          type: 'array',
          items: {
            type: 'object',
            properties: { kind: { type: 'string' }, service_type: { type: 'string' }, pending: count, overdue: count, dueSoon: count },
            required: ['kind', 'service_type', 'pending', 'overdue', 'dueSoon']
          }
        },
        ...refusals
      }
    }
  }, async (request) => {
    requireRole(request, 'admin');
    const at = new Date();
    const nowIso = at.toISOString();
    const soon = new Date(at.getTime() + DUE_SOON_MS).toISOString();
    const rows = await app.db.selectFrom('requests')
      .select((eb) => [
        'kind',
        eb.fn.sum<number>(eb.case().when('state', '=', 'PENDING').then(1).else(0).end()).as('pending'),
        eb.fn.sum<number>(eb.case().when('due_at', '<', nowIso).then(1).else(0).end()).as('overdue'),
        eb.fn.sum<number>(eb.case().when(eb.and([eb('due_at', '>=', nowIso), eb('due_at', '<=', soon)])).then(1).else(0).end()).as('dueSoon')
      ])
      .where('deleted_at', 'is', null).where('state', 'in', [...OPEN_STATES])
      .groupBy('kind').execute();
    const byKind = new Map(rows.map((r) => [r.kind, r]));
    return SERVICES.map((kind) => {
      const r = byKind.get(kind.key);
      return { kind: kind.key, service_type: kind.serviceType, pending: Number(r?.pending ?? 0), overdue: Number(r?.overdue ?? 0), dueSoon: Number(r?.dueSoon ?? 0) };
    });
  });
}
