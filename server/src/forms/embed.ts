import type { FastifyInstance } from 'fastify';

/** The one page other sites may show in an `<iframe>`: the form renderer (its embed snippet points here). */
export const EMBEDDABLE_PATH = '/FormRenderer';

/**
 * The page's CSP says `frame-ancestors 'none'` everywhere; for the renderer's page alone any site may
 * frame it, so a published form can be embedded. Everything else (sign-in, admin screens, the API)
 * stays unframeable.
 */
export function allowFormEmbedding(app: FastifyInstance): void {
  // A hook that answers at once: an async one cost every answer a turn of the event loop (issue 18).
  app.addHook('onSend', (request, reply, payload, done) => {
    if ((request.method === 'GET' || request.method === 'HEAD') && isEmbeddable(request.url)) {
      const csp = reply.getHeader('content-security-policy');
      if (typeof csp === 'string')
        reply.header('content-security-policy', csp.replace(/frame-ancestors [^;]*/, 'frame-ancestors *'));
      reply.removeHeader('x-frame-options');
    }
    done(null, payload);
  });
}

/** The renderer's address, with or without a query. */
function isEmbeddable(url: string): boolean {
  return (
    url.startsWith(EMBEDDABLE_PATH) && (url.length === EMBEDDABLE_PATH.length || url[EMBEDDABLE_PATH.length] === '?')
  );
}
