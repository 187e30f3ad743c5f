import { serviceByKey, translate } from '@gia/domain';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../config';
import { signDocumentUrl, StorageUnavailableError } from '../documents';
import { callerOf } from '../plugins/permissions';
import { refuse } from '../plugins/errors';
import { presentRequest } from '../requests/present';
import { eventsOf } from '../requests/repository/read';
import { closeAccount, completeErasures } from './erasure';
import { customerRequests, exportedAccount, listErasures, ownDocuments, ownNotifications } from './repository';
import { eraseMeSchema, erasureLogSchema, myDataSchema } from './schemas';
import { listMessages } from '../conversation/store';

/**
 * The DPDP Act rights of a customer: a copy of everything the portal holds about them, and erasure;
 * and the erasure log for admins.
 */
export async function privacyRoutes(fastify: FastifyInstance, opts: { config: Config }): Promise<void> {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const { storage } = app;

  app.get('/api/v1/users/myData', { config: { roles: ['customer'] }, schema: myDataSchema }, async (request, reply) => {
    const caller = callerOf(request);
    const account = await exportedAccount(app.db, caller.id);
    const stored = await customerRequests(app.db, caller.id);
    const events = await eventsOf(
      app.db,
      stored.map((r) => r.id)
    );
    const sign = (id: string) => signDocumentUrl(opts.config, id, caller);
    const requests = stored.flatMap((r) => {
      const kind = serviceByKey(r.kind);
      if (!kind) return [];
      return [
        {
          kind: r.kind,
          submitted_at: r.created_at,
          deleted_at: r.deleted_at,
          ...presentRequest(kind, r, events.get(r.id) ?? [], caller, sign)
        }
      ];
    });
    const documents = await ownDocuments(app.db, caller.id);
    const notifications = await ownNotifications(app.db, caller.id);
    const conversation = [];
    for (const r of stored) {
      const messages = await listMessages(app.db, caller, r.id, sign);
      if (messages.length) conversation.push({ request_id: r.id, reference: r.reference, messages });
    }
    reply
      .header('content-disposition', `attachment; filename="gia-my-data-${caller.id}.json"`)
      .header('cache-control', 'private, no-store');
    return {
      generated_at: new Date().toISOString(),
      account,
      requests,
      consents: stored.flatMap((r) =>
        r.consent_at ? [{ request_id: r.id, kind: r.kind, given_at: r.consent_at }] : []
      ),
      messages: notifications.map((n) => ({ ...n, params: JSON.parse(n.params) as Record<string, unknown> })),
      conversation,
      documents: documents.map((d) => ({ ...d, url: sign(d.id) }))
    };
  });

  app.post(
    '/api/v1/users/eraseMe',
    { config: { roles: ['customer', 'vendor', 'admin'] }, schema: eraseMeSchema },
    async (request, reply) => {
      const caller = callerOf(request);
      if (caller.role !== 'customer') throw refuse(403, 'identity.erasureNotAdmin');
      await closeAccount(app.db, caller);
      // Done at once when no vendor is working on a request of theirs; otherwise as soon as none is. The
      // account is closed either way: with the document store down, the erasure job finishes it later.
      await completeErasures(app.db, storage).catch((error: unknown) => {
        if (!(error instanceof StorageUnavailableError)) throw error;
        request.log.warn({ err: error.cause }, `${error.message}; the erasure job will finish it`);
      });
      return reply
        .code(202)
        .send({ message: translate('en', 'identity.erasureStarted'), code: 'identity.erasureStarted' });
    }
  );

  app.get('/api/v1/admin/data/getErasureLog', { config: { roles: ['admin'] }, schema: erasureLogSchema }, async () => {
    return listErasures(app.db);
  });
}
