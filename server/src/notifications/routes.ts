import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { Type } from 'typebox';
import { now } from '../db';
import { withTotal } from '../platform/list-total';
import { callerOf } from '../plugins/permissions';
import { badRequest } from '../plugins/errors';
import { listNotifications, markRead, unreadCount } from './repository';
import { DEFAULT_PAGE, listQuery, markReadAnswer, markReadBody, notificationSchema, refusals } from './schemas';

const TAG = 'Notifications';

/** The signed-in account's own notifications: read them a page at a time, and mark them read. */
export async function notificationRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  app.get(
    '/api/v1/global/notifications',
    {
      config: { roles: ['customer', 'vendor', 'admin'] },
      schema: {
        tags: [TAG],
        summary: 'Your notifications, newest first',
        description:
          "Only the signed-in account's. X-Unread-Count says how many are unread in all, X-Total-Count how many match.",
        querystring: listQuery,
        response: {
          200: Type.Array(notificationSchema, {
            headers: { 'X-Unread-Count': { type: 'integer' }, 'X-Total-Count': { type: 'integer' } }
          }),
          ...refusals
        }
      }
    },
    async (request, reply) => {
      const caller = callerOf(request);
      const { unread, page = 1, limit = DEFAULT_PAGE } = request.query;
      const [list, unreadTotal] = await Promise.all([
        listNotifications(app.db, caller.id, {
          unreadOnly: unread === '1' || unread === 'true',
          limit,
          offset: (page - 1) * limit
        }),
        unreadCount(app.db, caller.id)
      ]);
      withTotal(reply, list.total, { 'X-Unread-Count': unreadTotal });
      return list.rows;
    }
  );

  app.post(
    '/api/v1/global/notifications/markRead',
    {
      config: { roles: ['customer', 'vendor', 'admin'] },
      schema: {
        tags: [TAG],
        summary: 'Mark some or all of your notifications read',
        body: markReadBody,
        response: { 200: markReadAnswer, ...refusals }
      }
    },
    async (request) => {
      const caller = callerOf(request);
      const body = request.body ?? {};
      const all = body.all === true;
      const ids = body.ids ?? [];
      if (!all && ids.length === 0) throw badRequest('errors.notifications.idsOrAll');
      if (all && ids.length > 0) throw badRequest('errors.notifications.notBoth');
      const updated = await markRead(app.db, caller.id, all ? 'all' : { ids }, now());
      return { updated, unread: await unreadCount(app.db, caller.id) };
    }
  );
}
