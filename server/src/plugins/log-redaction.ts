import type { FastifyRequest } from 'fastify';

/** Query values that must never reach a log: document signatures, reset and other tokens, and search text (names, Aadhaar). */
export const REDACTED_QUERY = ['sig', 'token', 'q'] as const;

/** The URL with the values of `sig`, `token` and `q` replaced, however they are spelt or encoded. */
export function redactUrl(url: string): string {
  const mark = url.indexOf('?');
  if (mark < 0) return url;
  const query = url
    .slice(mark + 1)
    .split('&')
    .map((pair) => {
      const eq = pair.indexOf('=');
      const rawName = eq < 0 ? pair : pair.slice(0, eq);
      let name = rawName;
      try {
        name = decodeURIComponent(rawName.replace(/\+/g, ' '));
      } catch {
        // A name that does not decode is compared as it is.
      }
      return (REDACTED_QUERY as readonly string[]).includes(name.trim().toLowerCase()) ? `${rawName}=[redacted]` : pair;
    });
  return `${url.slice(0, mark)}?${query.join('&')}`;
}

/** Fastify's request log line, with the URL redacted (and no headers, so no bearer token). */
export const logSerializers = {
  req(request: FastifyRequest) {
    return {
      method: request.method,
      url: redactUrl(request.url),
      hostname: request.hostname,
      remoteAddress: request.ip
    };
  }
};
