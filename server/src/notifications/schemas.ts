import { Type } from 'typebox';
import { Nullable, refusals as refusalsOf, StringEnum } from '../platform/schema';
import { NOTICE_KINDS } from './notices';

export const MAX_PAGE = 100;
export const DEFAULT_PAGE = 20;
export const MAX_MARK_IDS = 500;

export const refusals = refusalsOf(400, 401, 403);

export const listQuery = Type.Object(
  {
    unread: Type.Optional(StringEnum(['0', '1', 'true', 'false'], { description: '1: only the unread ones' })),
    page: Type.Optional(Type.Integer({ minimum: 1, maximum: 1_000_000, description: '1-based page, newest first' })),
    limit: Type.Optional(
      Type.Integer({ minimum: 1, maximum: MAX_PAGE, description: `Notifications per page (default ${DEFAULT_PAGE})` })
    )
  },
  { additionalProperties: true }
);

export const notificationSchema = Type.Object({
  id: Type.Integer(),
  kind: StringEnum(NOTICE_KINDS),
  request_id: Nullable(Type.Integer()),
  reference: Nullable(Type.String(), {
    description: "The request's reference (its page is /Requests/{reference}); null when it is gone"
  }),
  service_type: Nullable(Type.String(), { description: 'The kind of the request, as its service_type' }),
  message: Type.String({ description: 'The text in English' }),
  message_key: Type.String({ description: 'The catalogue key of the text, for other languages' }),
  params: Type.Unsafe<Record<string, string | number>>({
    type: 'object',
    additionalProperties: { type: ['string', 'number'] },
    description: "Fill the key's {placeholders} with these; `service` is the English name of the kind"
  }),
  created_at: Type.String(),
  read_at: Nullable(Type.String())
});

export const markReadBody = Type.Object(
  {
    ids: Type.Optional(Type.Array(Type.Integer({ minimum: 1, maximum: 2_147_483_647 }), { maxItems: MAX_MARK_IDS })),
    all: Type.Optional(Type.Boolean())
  },
  {
    additionalProperties: true,
    description: 'Either ids (some of your notifications) or all: true (every one of yours).'
  }
);

export const markReadAnswer = Type.Object({
  updated: Type.Integer({ description: 'How many were unread and are now read' }),
  unread: Type.Integer({ description: 'How many of yours are still unread' })
});
