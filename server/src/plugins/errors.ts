import type { FastifyError, FastifyInstance } from 'fastify';

/** A refusal the caller can act on: answered as `{ message }` (plus any details) with its 4xx code. */
export class HttpError extends Error {
  constructor(public statusCode: number, message: string, public details: Record<string, unknown> = {}) {
    super(message);
  }
}

export const badRequest = (message: string, details?: Record<string, unknown>) => new HttpError(400, message, details);
export const unauthorized = (message = 'User is not logged in. Please log in to continue.') => new HttpError(401, message);
export const forbidden = (message = 'Your account may not do this.') => new HttpError(403, message);
export const notFound = (message = 'Not found.') => new HttpError(404, message);
export const conflict = (message: string) => new HttpError(409, message);

const CLIENT_CODES: Record<string, string> = {
  FST_ERR_CTP_INVALID_JSON_BODY: 'The request body is not valid JSON.',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'The request body is empty; send a JSON object.',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'This content type is not accepted here.',
  FST_ERR_CTP_BODY_TOO_LARGE: 'The request body is too large.'
};

/** Every error answer is JSON `{ message }`; only real faults are 5xx, and they never leak internals. */
export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | HttpError, request, reply) => {
    if (error instanceof HttpError) return reply.code(error.statusCode).send({ message: error.message, ...error.details });
    const fe = error as FastifyError;
    if (fe.validation) return reply.code(400).send({ message: `Invalid request: ${fe.message}` });
    if (fe.code && CLIENT_CODES[fe.code]) return reply.code(fe.statusCode ?? 400).send({ message: CLIENT_CODES[fe.code] });
    const status = fe.statusCode ?? 500;
    if (status >= 400 && status < 500) return reply.code(status).send({ message: fe.message });
    request.log.error({ err: error }, 'request failed');
    return reply.code(500).send({ message: 'Something went very wrong. Please try again later.' });
  });
}
