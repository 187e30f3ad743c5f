import { Type } from 'typebox';
import { Nullable, refusals } from '../platform/schema';

const signedIn = { tags: ['personal data'], security: [{ bearer: [] }] };
const anything = Type.Object({}, { additionalProperties: true });

export const myDataSchema = {
  ...signedIn,
  summary:
    'Everything the portal holds about the signed-in customer (DPDP Act): account, requests with their history, consents, notifications, and documents as short-lived links',
  response: {
    200: Type.Object({
      generated_at: Type.Optional(Type.String()),
      account: Type.Optional(anything),
      requests: Type.Optional(Type.Array(anything)),
      consents: Type.Optional(
        Type.Array(
          Type.Object({
            request_id: Type.Optional(Type.Integer()),
            kind: Type.Optional(Type.String()),
            given_at: Type.Optional(Type.String())
          })
        )
      ),
      messages: Type.Optional(Type.Array(anything)),
      conversation: Type.Optional(
        Type.Array(anything, {
          description: "What was written on each of your requests, as you may see it (never the staff's internal notes)"
        })
      ),
      documents: Type.Optional(Type.Array(anything))
    }),
    ...refusals(401, 403)
  }
};

export const eraseMeSchema = {
  ...signedIn,
  summary:
    "Close the signed-in customer's account and erase their personal data: documents and personal fields are destroyed at once, or as soon as no request of theirs is in progress",
  response: { 202: Type.Object({ message: Type.String(), code: Type.String() }), ...refusals(401, 403) }
};

export const erasureLogSchema = {
  ...signedIn,
  summary:
    'Erasure requests, newest first (admin): when asked, when completed, how many documents destroyed and anonymous requests kept',
  response: {
    200: Type.Array(
      Type.Object({
        id: Type.Integer(),
        account_id: Type.Integer(),
        requested_at: Type.String(),
        completed_at: Nullable(Type.String()),
        documents_removed: Type.Integer(),
        requests_kept: Type.Integer()
      })
    ),
    ...refusals(401, 403)
  }
};
