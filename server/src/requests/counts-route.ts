import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { SERVICES } from '@gia/domain';
import type { FastifyInstance } from 'fastify';
import { Type } from 'typebox';
import { openCountsByKind } from './repository/counts';
import { refusals } from './schemas';

const count = Type.Integer({ minimum: 0 });

/**
 * `GET /api/v1/admin/data/getRequestCounts`: per kind, how many requests wait for an admin (pending)
 * and how many open ones are overdue or due within a day, for the admin home.
 */
export function registerRequestCounts(fastify: FastifyInstance): void {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  app.get(
    '/api/v1/admin/data/getRequestCounts',
    {
      config: { roles: ['admin'] },
      schema: {
        tags: ['Turnaround'],
        summary: 'Pending, overdue and due-soon requests of every kind (admins)',
        response: {
          200: Type.Array(
            Type.Object({
              kind: Type.String(),
              service_type: Type.String(),
              pending: count,
              overdue: count,
              dueSoon: count
            })
          ),
          ...refusals
        }
      }
    },
    async () => {
      const rows = await openCountsByKind(app.db, new Date());
      const byKind = new Map(rows.map((r) => [r.kind, r]));
      return SERVICES.map((kind) => {
        const r = byKind.get(kind.key);
        return {
          kind: kind.key,
          service_type: kind.serviceType,
          pending: r?.pending ?? 0,
          overdue: r?.overdue ?? 0,
          dueSoon: r?.dueSoon ?? 0
        };
      });
    }
  );
}
