import { indiaDate, type ServiceKind } from '@gia/domain';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../config';
import { now } from '../db';
import { signDocumentUrl } from '../documents';
import type { Caller } from '../plugins/auth';
import { requireRole } from '../plugins/auth';
import { requestsCsv } from './csv';
import type { ListQuery } from './list-query';
import type { SignDocument } from './present';
import { listRequests } from './read-store';
import { kindTag, listQuery, refusals, rowSchema } from './schemas';

export function signerFor(config: Config, viewer: Caller): SignDocument {
  return (documentId) => signDocumentUrl(config, documentId, viewer);
}

/**
 * `GET /api/v1/admin/data/{get}`: the kind's requests the caller may read (customer: own; vendor:
 * assigned to them, whatever `assigned_vendor` says; admin: all), a page at a time, as JSON or CSV.
 */
export function registerRead(app: FastifyInstance, kind: ServiceKind, config: Config): void {
  app.get<{ Querystring: ListQuery }>(`/api/v1/admin/data/${kind.endpoints.get}`, {
    schema: {
      tags: [kindTag(kind)], summary: `Read ${kindTag(kind)} requests`,
      description: 'Customers read their own, vendors those assigned to them, admins all. The total is in X-Total-Count.',
      querystring: listQuery,
      response: {
        200: {
          description: 'The rows (or text/csv with format=csv)',
          headers: { 'X-Total-Count': { type: 'integer' } },
          type: 'array', items: rowSchema(kind)
        },
        ...refusals
      }
    }
  }, async (request, reply) => {
    const caller = requireRole(request, 'customer', 'vendor', 'admin');
    const query = request.query;
    const csv = query.format === 'csv';
    const { rows, total } = await listRequests(app.db, kind, caller, query, signerFor(config, caller), csv);
    reply.header('X-Total-Count', String(total)).header('Access-Control-Expose-Headers', 'X-Total-Count');
    if (!csv) return rows;
    return reply
      .type('text/csv; charset=utf-8')
      .header('Content-Disposition', `attachment; filename="${kind.serviceType}-${indiaDate(now())}.csv"`)
      .send(requestsCsv(kind, rows));
  });
}
