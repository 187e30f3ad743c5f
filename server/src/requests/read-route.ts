import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { indiaDate, type ServiceKind } from '@gia/domain';
import type { FastifyInstance } from 'fastify';
import { Type, type Static } from 'typebox';
import type { Config } from '../config';
import { now } from '../db';
import { signDocumentUrl } from '../documents';
import type { Caller } from '../plugins/auth';
import { callerOf } from '../plugins/permissions';
import { cappedHeader, withTotal } from '../platform/list-total';
import { sendPage, type PageMemory } from '../platform/page-memory';
import { requestsCsv } from './csv';
import type { SignDocument } from './present';
import type { ListRowTexts } from './list-row-texts';
import { listRequests, listRequestTexts } from './repository/read';
import { kindTag, listQuery, listRowSchema, refusals } from './schemas';

export function signerFor(config: Config, viewer: Caller): SignDocument {
  return (documentId) => signDocumentUrl(config, documentId, viewer);
}

/**
 * `GET /api/v1/admin/data/{get}`: the kind's requests the caller may read (customer: own; vendor:
 * assigned to them, whatever `assigned_vendor` says; admin: all), a page at a time, as JSON or CSV.
 */
export function registerRead(
  fastify: FastifyInstance,
  kind: ServiceKind,
  config: Config,
  pages: PageMemory,
  rowTexts: ListRowTexts
): void {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const rowSchema = listRowSchema(kind);
  // One row serialised as the route serialises a page of them (compiled once: Fastify keeps it by schema).
  const rowJson: Record<string, unknown> = { ...rowSchema };
  app.get(
    `/api/v1/admin/data/${kind.endpoints.get}`,
    {
      config: { roles: ['customer', 'vendor', 'admin'] },
      schema: {
        tags: [kindTag(kind)],
        summary: `Read ${kindTag(kind)} requests`,
        description:
          'Customers read their own, vendors those assigned to them, admins all. The total is in X-Total-Count. A text search `q` reads its newest 1,000 matches at most (10,000 for a CSV export): when more match, X-Total-Capped is 1 and the total is that many.',
        querystring: listQuery,
        response: {
          200: Type.Unsafe<Static<ReturnType<typeof listRowSchema>>[] | string>({
            description: 'The rows (or text/csv with format=csv)',
            headers: { 'X-Total-Count': { type: 'integer' }, 'X-Total-Capped': { type: 'integer' } },
            type: 'array',
            items: rowSchema
          }),
          ...refusals
        }
      }
    },
    async (request, reply) => {
      const caller = callerOf(request);
      const query = request.query;
      const csv = query.format === 'csv';
      const sign = signerFor(config, caller);
      // A due filter moves with the clock, not only with the data.
      if (!csv && !query.due)
        return sendPage(pages, request, reply, caller, () =>
          listRequestTexts(app.db, kind, caller, query, sign, rowTexts, reply.compileSerializationSchema(rowJson))
        );
      const { rows, total, capped } = await listRequests(app.db, kind, caller, query, sign, csv);
      withTotal(reply, total, cappedHeader(capped));
      if (!csv) return rows;
      return reply
        .type('text/csv; charset=utf-8')
        .header('Content-Disposition', `attachment; filename="${kind.serviceType}-${indiaDate(now())}.csv"`)
        .send(requestsCsv(kind, rows, caller.role === 'admin'));
    }
  );
}
