import type { FastifyInstance } from 'fastify';

/** The one page other sites may show in an `<iframe>`: the form renderer (its embed snippet points here). */
export const EMBEDDABLE_PATH = '/FormRenderer';

/**
 * The page's CSP says `frame-ancestors 'none'` everywhere; for the renderer's page alone any site may
 * frame it, so a published form can be embedded. Everything else (sign-in, admin screens, the API)
 * stays unframeable.
 */
export function allowFormEmbedding(app: FastifyInstance): void {
  app.addHook('onSend', async (request, reply, payload) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') return payload;
    if (request.url.split('?')[0] !== EMBEDDABLE_PATH) return payload;
    const csp = reply.getHeader('content-security-policy');
    if (typeof csp === 'string')
      reply.header('content-security-policy', csp.replace(/frame-ancestors [^;]*/, 'frame-ancestors *'));
    reply.removeHeader('x-frame-options');
    return payload;
  });
}
