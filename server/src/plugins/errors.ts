import { translate, type MessageKey } from '@gia/domain';
import { StorageUnavailableError } from '../documents/storage';
import { registerIdentityTexts } from '../identity-texts';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { fieldErrorsOf } from './validation-errors';

// The server answers and mails in the identity texts too (the browser adds them where shown).
registerIdentityTexts();

export type Params = Record<string, string | number>;

/** What is wrong with one field: a catalogue key, filled in with `field` and `params`. */
export interface FieldError {
  field: string;
  code: MessageKey;
  params?: Params;
}

/** The English of a field error, as API clients read it in `message`. */
export const fieldErrorText = (e: FieldError): string => translate('en', e.code, { field: e.field, ...e.params });

/**
 * A refusal the caller can act on, answered `{ message, code, params?, errors?, ...details }` with its
 * 4xx status: `code` is a catalogue key, `message` its English (or the English of all field errors).
 */
export class HttpError extends Error {
  constructor(
    public statusCode: number,
    public code: MessageKey,
    public params: Params = {},
    public details: { errors?: FieldError[] } & Record<string, unknown> = {},
    message: string = translate('en', code, params)
  ) {
    super(message);
  }

  /** The answer's body. */
  answer(): Record<string, unknown> {
    return {
      message: this.message,
      code: this.code,
      ...(Object.keys(this.params).length ? { params: this.params } : {}),
      ...this.details
    };
  }
}

export const refuse = (status: number, key: MessageKey, params: Params = {}, details: Record<string, unknown> = {}) =>
  new HttpError(status, key, params, details);
export const badRequest = (key: MessageKey, params: Params = {}, details: Record<string, unknown> = {}) =>
  new HttpError(400, key, params, details);
export const unauthorized = (key: MessageKey = 'auth.notLoggedIn') => new HttpError(401, key);
export const forbidden = (key: MessageKey = 'errors.forbidden', params: Params = {}) => new HttpError(403, key, params);
export const notFound = (key: MessageKey = 'errors.notFound', params: Params = {}) => new HttpError(404, key, params);
export const conflict = (key: MessageKey, params: Params = {}) => new HttpError(409, key, params);

/** 400 naming every bad field: `code` and `params` are the first one's, `message` all of them in English. */
export function fieldRefusal(errors: FieldError[]): HttpError {
  const [first] = errors;
  return new HttpError(
    400,
    first.code,
    { field: first.field, ...first.params },
    { errors },
    errors.map(fieldErrorText).join(' ')
  );
}

const CLIENT_CODES: Record<string, MessageKey> = {
  FST_ERR_CTP_INVALID_JSON_BODY: 'errors.invalidJson',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'errors.emptyJson',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'errors.mediaType',
  FST_ERR_CTP_BODY_TOO_LARGE: 'errors.bodyTooLarge'
};

/**
 * The router's own refusals (an address it cannot decode, a path part longer than it reads), answered
 * like every other refusal: Fastify's default body has no catalogue key.
 */
export function frameworkErrors(error: FastifyError, _request: FastifyRequest, reply: FastifyReply): void {
  const refusal =
    error.code === 'FST_ERR_MAX_PARAM_LENGTH'
      ? new HttpError(414, 'errors.addressTooLong')
      : error.code === 'FST_ERR_BAD_URL'
        ? new HttpError(400, 'errors.badAddress')
        : new HttpError(500, 'auth.veryWrong');
  reply.code(refusal.statusCode).send(refusal.answer());
}

/** Every error answer is JSON `{ message, code, ... }`; only real faults are 5xx, and they never leak internals. */
export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | HttpError, request, reply) => {
    if (error instanceof HttpError) return reply.code(error.statusCode).send(error.answer());
    // The document store is down: nothing was kept or lost, the caller may try again; the cause is logged.
    if (error instanceof StorageUnavailableError) {
      request.log.error({ err: error.cause }, error.message);
      return reply.code(503).send(new HttpError(503, 'limits.storageDown').answer());
    }
    const fe = error as FastifyError;
    if (fe.validation) {
      const errors = fieldErrorsOf(fe.validation, fe.validationContext);
      return reply
        .code(400)
        .send(
          new HttpError(400, 'errors.invalidRequest', { detail: fe.message }, errors.length ? { errors } : {}).answer()
        );
    }
    if (fe.code && CLIENT_CODES[fe.code])
      return reply.code(fe.statusCode ?? 400).send(new HttpError(fe.statusCode ?? 400, CLIENT_CODES[fe.code]).answer());
    const status = fe.statusCode ?? 500;
    // Another 4xx of Fastify or a plugin: its own English words stay the message.
    if (status >= 400 && status < 500)
      return reply
        .code(status)
        .send(new HttpError(status, 'errors.refused', { detail: fe.message }, {}, fe.message).answer());
    request.log.error({ err: error }, 'request failed');
    return reply.code(500).send(new HttpError(500, 'auth.veryWrong').answer());
  });
}
