import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';

/**
 * Helmet's security headers on every answer, made once at start and given to each reply as Fastify's own
 * headers. Helmet's middleware on each call ran thirteen steps, wrote the policy again and set each header on
 * Node's response, which made Fastify set its own headers there one by one too: an eighth of the server's
 * time on a health check under load (issue 18). The options are fixed, so the headers are the same for every
 * call: a policy that varies by call (a function, as for a nonce) is refused at start.
 *
 * An answer of the JSON API (`isApiAnswer`) is no page: it gets what OWASP's REST cheat sheet asks of one, a policy
 * that lets it load and run nothing and be framed by no one, no sniffing, HTTPS kept, trimmed referrers and no
 * reads from other origins (`apiOptions`). What says how a page behaves (its opener, agent cluster, DNS
 * prefetching, old browsers' download and XSS filters, Flash's cross-domain policies) and a 330-byte policy of
 * script origins were checked by Node on every answer: 13 % of the config route's instructions (issue 18).
 */
export function secureHeaders(
  app: FastifyInstance,
  options: HelmetOptions,
  isApiAnswer: (url: string) => boolean
): void {
  const page = headersOf(options);
  const api = headersOf(apiOptions(options));
  app.addHook('onRequest', (request, reply, done) => {
    reply.headers(isApiAnswer(request.url) ? api : page);
    done();
  });
}

/** An API answer's headers: a page's HTTPS, referrer and resource policies, and none of the rest. */
function apiOptions(options: HelmetOptions): HelmetOptions {
  return {
    contentSecurityPolicy: { useDefaults: false, directives: { defaultSrc: ["'none'"], frameAncestors: ["'none'"] } },
    crossOriginEmbedderPolicy: false,
    crossOriginOpenerPolicy: false,
    crossOriginResourcePolicy: options.crossOriginResourcePolicy,
    originAgentCluster: false,
    referrerPolicy: options.referrerPolicy,
    strictTransportSecurity: options.strictTransportSecurity,
    xDnsPrefetchControl: false,
    xDownloadOptions: false,
    xFrameOptions: { action: 'deny' },
    xPermittedCrossDomainPolicies: false,
    xXssProtection: false
  };
}

/** The headers helmet sets for these options, by lower-case name. */
export function headersOf(options: HelmetOptions): Record<string, string> {
  const directives = typeof options.contentSecurityPolicy === 'object' ? options.contentSecurityPolicy.directives : {};
  for (const [name, value] of Object.entries(directives ?? {}))
    if (typeof value === 'function' || (Array.isArray(value) && value.some((v) => typeof v === 'function')))
      throw new Error(`secure headers are made once: the policy's ${name} may not vary by call`);
  const headers: Record<string, string> = {};
  const response = {
    setHeader: (name: string, value: unknown) => {
      headers[name.toLowerCase()] = String(value);
    },
    removeHeader: (name: string) => {
      delete headers[name.toLowerCase()];
    }
  };
  helmet(options)({} as IncomingMessage, response as unknown as ServerResponse, (error?: unknown) => {
    if (error) throw error;
  });
  return headers;
}
