import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { Type, type TSchema } from 'typebox';
import type { Config } from '../config';
import { now } from '../db';
import { claimDocuments } from '../documents';
import { mailOptions, notify } from '../notifications/write';
import { Nullable } from '../platform/schema';
import type { Caller } from '../plugins/auth';
import { callerOf } from '../plugins/permissions';
import { signerFor } from '../requests/read-route';
import { requestParties } from '../requests/repository/rows';
import type { ChangeListener } from '../requests/repository/transitions';
import { findVisible, refuse, requestDetail, type Found } from '../requests/repository/workspace';
import { answer, askCustomer, resubmit, withdraw } from './actions';
import { attachmentIds, MAX_ATTACHMENTS, MAX_REASON, MAX_TEXT, messageText } from './checks';
import { checkedByHandler, message, pageAnswer, params, refusals } from './schemas';
import { insertMessage, listMessages, markRead, newestSeen } from './store';

const TAG = 'Conversation';

/** The request a reference names among those the caller may see (404 otherwise, so references do not leak). */
async function visible(app: FastifyInstance, caller: Caller, reference: string): Promise<Found> {
  const found = await findVisible(app.db, caller, reference);
  if (!found) throw refuse(404, 'workspace.notFound', { reference });
  return found;
}

/**
 * `GET|POST /api/v1/global/requests/{reference}/messages`, `askCustomer`, `answer`, `withdraw` and
 * `resubmit` (issue 16). Everyone on the request is told of what concerns them (bell, and mail when
 * set up); internal notes reach only admins and the assigned vendor, by every path.
 */
export function conversationRoutes(
  fastify: FastifyInstance,
  config: Config,
  onChange: ChangeListener | undefined
): void {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const mail = mailOptions(config);
  const base = '/api/v1/global/requests/:reference';
  const page = async (caller: Caller, found: Found) =>
    requestDetail(app.db, caller, found.id, signerFor(config, caller));

  app.get(
    `${base}/messages`,
    {
      config: { roles: ['customer', 'vendor', 'admin'] },
      schema: {
        tags: [TAG],
        summary: 'The conversation on a request, oldest first; marks it read for you',
        description:
          'Customers never receive internal notes. Each message says who, when, its attachments (signed links) and who has read it.',
        params,
        response: { 200: Type.Array(message), ...refusals }
      }
    },
    async (request) => {
      const caller = callerOf(request);
      const found = await visible(app, caller, request.params.reference);
      const messages = await listMessages(app.db, caller, found.id, signerFor(config, caller));
      if (messages.length) await markRead(app.db, caller, found.id, newestSeen(messages));
      return messages;
    }
  );

  app.post(
    `${base}/messages`,
    {
      config: { roles: ['customer', 'vendor', 'admin'] },
      schema: {
        tags: [TAG],
        summary: 'Write on a request: a message, or an internal note (admins and the assigned vendor)',
        description: `text: 1 to ${MAX_TEXT} characters; document_urls: up to ${MAX_ATTACHMENTS} of your uploads; internal: true for a note the customer never sees.`,
        params,
        body: checkedByHandler(
          Type.Object({
            text: Type.Optional(Type.String()),
            document_urls: Type.Optional(Type.Array(Type.String())),
            internal: Type.Optional(Type.Boolean())
          })
        ),
        response: { 201: message, ...refusals }
      },
      attachValidation: true
    },
    async (request, reply) => {
      const caller = callerOf(request);
      const found = await visible(app, caller, request.params.reference);
      const body = request.body ?? {};
      const text = messageText(body.text);
      if (body.internal !== undefined && typeof body.internal !== 'boolean')
        throw refuse(400, 'talk.internalNotAllowed');
      const internal = body.internal === true;
      if (internal && caller.role === 'customer') throw refuse(400, 'talk.internalNotAllowed');
      const documents = attachmentIds(body.document_urls);
      const at = now();
      await app.db.transaction().execute(async (trx) => {
        await claimDocuments(trx, caller, documents);
        const id = await insertMessage(trx, {
          requestId: found.id,
          author: caller,
          kind: 'message',
          text,
          internal,
          documents: documents.map((d) => ({ id: d, field: null })),
          at
        });
        await markRead(trx, caller, found.id, id);
        const row = await requestParties(trx, found.id);
        const notice = {
          kind: 'message' as const,
          service: found.kind,
          requestId: found.id,
          params: { author: caller.name, reference: row.reference }
        };
        // Those on the request other than the author: the customer (never of a note), its vendor, every
        // other admin (an admin desk shares its requests: one admin's message is news to the rest).
        const people = [
          caller.role === 'customer' || internal ? null : row.customer_id,
          caller.role === 'vendor' ? null : row.vendor_id
        ];
        await notify(trx, { accounts: people }, notice, { at, mail });
        await notify(trx, { admins: true, except: caller.id }, notice, { at, mail });
      });
      const messages = await listMessages(app.db, caller, found.id, signerFor(config, caller));
      reply.code(201);
      return messages[messages.length - 1];
    }
  );

  const transition = (
    path: string,
    summary: string,
    description: string,
    body: TSchema,
    act: (found: Found, caller: Caller, body: Record<string, unknown>) => Promise<void>
  ) => {
    app.post(
      `${base}/${path}`,
      {
        config: { roles: ['customer', 'vendor', 'admin'] },
        schema: {
          tags: [TAG],
          summary,
          description,
          params,
          body: checkedByHandler(body),
          response: { 200: pageAnswer, ...refusals }
        },
        attachValidation: true
      },
      async (request) => {
        const caller = callerOf(request);
        const found = await visible(app, caller, request.params.reference);
        await act(found, caller, request.body ?? {});
        return page(caller, found);
      }
    );
  };

  transition(
    'askCustomer',
    'Ask the customer for information or new documents (admins, the assigned vendor)',
    'The request waits for its customer (its due clock paused) until they answer. documents: document fields of the kind to send again.',
    Type.Object({ text: Type.Optional(Type.String()), documents: Type.Optional(Type.Array(Type.String())) }),
    (found, caller, body) => askCustomer(app.db, onChange, found, caller, body)
  );

  transition(
    'answer',
    'Answer what you were asked (the customer, while the request waits for you)',
    'documents: { field: address of your upload } for exactly the fields asked for; earlier versions stay in the history, marked replaced.',
    Type.Object({
      text: Type.Optional(Type.String()),
      documents: Type.Optional(
        Type.Unsafe<Record<string, string>>({ type: 'object', additionalProperties: { type: 'string' } })
      )
    }),
    (found, caller, body) => answer(app.db, onChange, found, caller, body)
  );

  transition(
    'withdraw',
    'Withdraw a pending or waiting request (the customer)',
    `reason: optional, up to ${MAX_REASON} characters. Its documents are kept as for a completed request.`,
    Type.Object({ reason: Type.Optional(Nullable(Type.String())) }),
    (found, caller, body) => withdraw(app.db, onChange, found, caller, body)
  );

  transition(
    'resubmit',
    'Correct and resubmit a rejected request (the customer)',
    "The body is the kind's form, as when it was first submitted; the changes are recorded for the admins and the request is pending again.",
    Type.Object({}, { additionalProperties: true }),
    (found, caller, body) => resubmit(app.db, config, onChange, found, caller, body)
  );
}
