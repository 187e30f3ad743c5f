import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { ACTIONS, isAction, isReference, TRANSITIONS, type Action } from '@gia/domain';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../config';
import type { Caller } from '../plugins/auth';
import { callerOf } from '../plugins/permissions';
import { HttpError } from '../plugins/errors';
import { cappedHeader, withTotal } from '../platform/list-total';
import { sendPage, type PageMemory } from '../platform/page-memory';
import { signerFor } from './read-route';
import { performAction } from './workspace-actions';
import { ListRowTexts } from './list-row-texts';
import {
  findVisible,
  listGlobal,
  listGlobalTexts,
  readGlobalQuery,
  refuse,
  requestCounts,
  requestDetail,
  type Found
} from './repository/workspace';
import type { ChangeListener } from './repository/transitions';
import { weeklyStats } from './repository/weekly-stats';
import {
  actionSchema,
  bulkSchema,
  countsSchema,
  listRow,
  listSchema,
  pageSchema,
  weeklySchema
} from './workspace-schemas';

const TAG = 'Workspaces';

/** The request a reference names, among those the caller may see; else 404, so references do not leak. */
async function visibleOr404(app: FastifyInstance, caller: Caller, reference: string) {
  const found = isReference(reference.trim().toUpperCase()) ? await findVisible(app.db, caller, reference) : undefined;
  if (!found) throw refuse(404, 'workspace.notFound', { reference });
  return found;
}

/**
 * The workspaces' calls (issue 14): the list across kinds, the request page, its actions, the admins'
 * bulk action, the tiles' counts and the admin home's weekly figures.
 */
export function registerWorkspace(
  fastify: FastifyInstance,
  config: Config,
  pages: PageMemory,
  onChange?: ChangeListener
): void {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const rowTexts = new ListRowTexts(config, { maxBytes: 8 * 1024 * 1024 });
  const rowJson: Record<string, unknown> = { ...listRow };
  /** The request page as the caller may now see it (404 should it have gone meanwhile). */
  const pageOf = async (caller: Caller, found: Found) => {
    const page = await requestDetail(app.db, caller, found.id, signerFor(config, caller));
    if (!page) throw refuse(404, 'workspace.notFound', { reference: found.reference });
    return page;
  };
  app.get(
    '/api/v1/global/requests',
    {
      config: { roles: ['customer', 'vendor', 'admin'] },
      schema: {
        tags: [TAG],
        summary: 'The requests you may see, across all kinds',
        description:
          'Customers: their own; vendors: those assigned to them now; admins: all. The total is in X-Total-Count. A text search `q` reads its newest 1,000 matches at most: when more match, X-Total-Capped is 1 and the total is 1,000.',
        ...listSchema
      }
    },
    async (request, reply) => {
      const caller = callerOf(request);
      const query = readGlobalQuery(request.query);
      // A due filter moves with the clock, not only with the data.
      if (!query.due)
        return sendPage(pages, request, reply, caller, () =>
          listGlobalTexts(app.db, caller, query, rowTexts, reply.compileSerializationSchema(rowJson))
        );
      const { rows, total, capped } = await listGlobal(app.db, caller, query);
      withTotal(reply, total, cappedHeader(capped));
      return rows;
    }
  );

  app.get(
    '/api/v1/global/requests/:reference',
    {
      config: { roles: ['customer', 'vendor', 'admin'] },
      schema: {
        tags: [TAG],
        summary: 'One request as you may see it: fields, documents, history and your actions now',
        ...pageSchema
      }
    },
    async (request) => {
      const caller = callerOf(request);
      const found = await visibleOr404(app, caller, request.params.reference);
      return pageOf(caller, found);
    }
  );

  app.post(
    '/api/v1/global/requests/:reference/:action',
    {
      config: { roles: ['customer', 'vendor', 'admin'] },
      schema: {
        tags: [TAG],
        summary:
          'Take an action on a request: assign, reopen, reject, delete (admins); accept, decline, complete (its vendor)',
        description:
          'reject, decline and delete need a reason; assign and reopen a vendor_id; complete may carry delivered_document_url. Answers the request page.',
        ...actionSchema
      },
      // No body (accept) is as good as `{}`; each value is checked by the action, with its code.
      attachValidation: true
    },
    async (request) => {
      const caller = callerOf(request);
      const action = request.params.action;
      if (!isAction(action)) throw refuse(400, 'workspace.unknownAction', { action, actions: ACTIONS.join(', ') });
      const found = await visibleOr404(app, caller, request.params.reference);
      const body =
        typeof request.body === 'object' && request.body !== null && !Array.isArray(request.body) ? request.body : {};
      await performAction(app.db, app.storage, config, onChange, found, action, caller, body);
      return pageOf(caller, found);
    }
  );

  app.post(
    '/api/v1/admin/data/bulkAction',
    {
      config: { roles: ['admin'] },
      schema: {
        tags: [TAG],
        summary: 'Assign several requests to one vendor, or reject several with one reason (admins)',
        description:
          'Each request is changed on its own: the answer says, for each reference, whether it was done and, if not, why.',
        ...bulkSchema
      },
      // Bad bodies get the calls' own `{ message, code }`, not the schema's wording.
      attachValidation: true
    },
    async (request) => {
      const admin = callerOf(request);
      const body = (request.body ?? {}) as Record<string, unknown>;
      const action = body.action;
      const references = body.references;
      if (
        (action !== 'assign' && action !== 'reject') ||
        !Array.isArray(references) ||
        references.length < 1 ||
        references.length > MAX_BULK ||
        !references.every((r) => typeof r === 'string')
      ) {
        throw refuse(400, 'workspace.badBulk', { max: MAX_BULK });
      }
      // Checked once for all, so a missing reason or vendor refuses the whole call, not each item.
      if (action === 'reject' && (typeof body.reason !== 'string' || body.reason.trim() === ''))
        throw refuse(400, 'workspace.reasonRequired');
      if (action === 'assign' && (body.vendor_id === undefined || body.vendor_id === null || body.vendor_id === ''))
        throw refuse(400, 'workspace.vendorRequired');
      const results = [];
      for (const reference of references as string[]) {
        results.push(await bulkItem(app, config, onChange, admin, action, reference, body));
      }
      return { results };
    }
  );

  app.get(
    '/api/v1/global/requestCounts',
    {
      config: { roles: ['customer', 'vendor', 'admin'] },
      schema: {
        tags: [TAG],
        summary: 'Per kind, how many requests you have: in all, open, and waiting for your side',
        description:
          'pending: customers and admins, the PENDING ones; vendors, new assignments waiting for their accept or decline.',
        ...countsSchema
      }
    },
    async (request) => {
      const caller = callerOf(request);
      return requestCounts(app.db, caller);
    }
  );

  app.get(
    '/api/v1/admin/data/weeklyStats',
    {
      config: { roles: ['admin'] },
      schema: {
        tags: [TAG],
        summary: 'Requests submitted and completed per week (last 12), and pending or overdue per kind (admins)',
        ...weeklySchema
      }
    },
    async () => weeklyStats(app.db, new Date())
  );
}

export const MAX_BULK = 100;

async function bulkItem(
  app: FastifyInstance,
  config: Config,
  onChange: ChangeListener | undefined,
  admin: Caller,
  action: Extract<Action, 'assign' | 'reject'>,
  reference: string,
  body: Record<string, unknown>
): Promise<{
  reference: string;
  ok: boolean;
  status?: string;
  message?: string;
  code?: string;
  params?: Record<string, string | number>;
}> {
  let found: Found | undefined;
  try {
    found = await visibleOr404(app, admin, reference);
    await performAction(app.db, app.storage, config, onChange, found, action, admin, {
      vendor_id: body.vendor_id,
      reason: body.reason
    });
    return { reference, ok: true, status: TRANSITIONS[action].to ?? undefined };
  } catch (error) {
    if (!(error instanceof HttpError) || error.statusCode >= 500) throw error;
    const status = typeof error.details.status === 'string' ? error.details.status : found?.state;
    return {
      reference,
      ok: false,
      ...(status ? { status } : {}),
      message: error.message,
      code: error.code,
      ...(Object.keys(error.params).length ? { params: error.params } : {})
    };
  }
}
