import { NOTICE_KINDS } from './notices';

export const MAX_PAGE = 100;
export const DEFAULT_PAGE = 20;
export const MAX_MARK_IDS = 500;

const message = { type: 'object', properties: { message: { type: 'string' } }, required: ['message'] } as const;
export const refusals = { 400: message, 401: message, 403: message } as const;

export const listQuery = {
  type: 'object',
  properties: {
    unread: { type: 'string', enum: ['0', '1', 'true', 'false'], description: '1: only the unread ones' },
    page: { type: 'integer', minimum: 1, maximum: 1_000_000, description: '1-based page, newest first' },
    limit: { type: 'integer', minimum: 1, maximum: MAX_PAGE, description: `Notifications per page (default ${DEFAULT_PAGE})` }
  },
  additionalProperties: true
} as const;

export const notificationSchema = {
  type: 'object',
  properties: {
    id: { type: 'integer' },
    kind: { type: 'string', enum: [...NOTICE_KINDS] },
    request_id: { type: ['integer', 'null'] },
    service_type: { type: ['string', 'null'], description: 'The kind of the request, as its service_type' },
    message: { type: 'string', description: 'The text in English' },
    message_key: { type: 'string', description: 'The catalogue key of the text, for other languages' },
    params: {
      type: 'object', additionalProperties: { type: ['string', 'number'] },
      description: 'Fill the key\'s {placeholders} with these; `service` is the English name of the kind'
    },
    created_at: { type: 'string' },
    read_at: { type: ['string', 'null'] }
  },
  required: ['id', 'kind', 'request_id', 'service_type', 'message', 'message_key', 'params', 'created_at', 'read_at']
} as const;

export const markReadBody = {
  type: 'object',
  description: 'Either ids (some of your notifications) or all: true (every one of yours).',
  properties: {
    ids: { type: 'array', items: { type: 'integer', minimum: 1, maximum: 2_147_483_647 }, maxItems: MAX_MARK_IDS },
    all: { type: 'boolean' }
  },
  additionalProperties: true
} as const;

export const markReadAnswer = {
  type: 'object',
  properties: {
    updated: { type: 'integer', description: 'How many were unread and are now read' },
    unread: { type: 'integer', description: 'How many of yours are still unread' }
  },
  required: ['updated', 'unread']
} as const;
