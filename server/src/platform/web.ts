import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Config } from '../config';
import { notFound } from '../plugins/errors';
import {
  cacheControlFor,
  etagOf,
  liveVersion,
  matchesEtag,
  RELEASE_APPS,
  releasesRoot,
  VERSION_PATTERN
} from '../releases';

const REMOTES = { customer: 'customer-app', admin: 'admin-app', vendor: 'vendor-app', forms: 'forms-app' } as const;

/** Entry files are revalidated (no-cache + ETag); content-hashed files are cached for a year. */
const setCacheHeaders = (res: { setHeader(name: string, value: string): unknown }, filePath: string): void => {
  res.setHeader('Cache-Control', cacheControlFor(filePath));
};

/** Only `<app>/<version>/<file>` of a known app is served from DATA_DIR/releases: never its pointers or half-copied folders. */
function isReleaseFile(pathname: string): boolean {
  const [app, version, ...rest] = pathname.replace(/^\/+/, '').split('/');
  return (
    (RELEASE_APPS as readonly string[]).includes(app) &&
    VERSION_PATTERN.test(version ?? '') &&
    rest.length > 0 &&
    rest[0] !== 'release.json'
  );
}

/**
 * Serves the built portal: the shell at `/`, each remote under `/remotes/<name>/` (the portal's own
 * build), every kept release under `/releases/<app>/<version>/`, and the live shell's page for every
 * other browser path so a reload on a deep route works. API paths never fall back to it.
 */
export async function webRoutes(app: FastifyInstance, opts: { config: Config }): Promise<void> {
  const shellDist = path.join(opts.config.webRoot, 'shell', 'dist');
  for (const [name, folder] of Object.entries(REMOTES)) {
    const root = path.join(opts.config.webRoot, folder, 'dist');
    if (!existsSync(root)) continue;
    await app.register(fastifyStatic, {
      root,
      prefix: `/remotes/${name}/`,
      decorateReply: false,
      cacheControl: false,
      setHeaders: setCacheHeaders,
      preCompressed: true
    });
  }
  mkdirSync(releasesRoot(opts.config), { recursive: true });
  // Read at request time (wildcard route): a version published while the server runs is served at once.
  await app.register(fastifyStatic, {
    root: releasesRoot(opts.config),
    prefix: '/releases/',
    decorateReply: false,
    cacheControl: false,
    setHeaders: setCacheHeaders,
    preCompressed: true,
    allowedPath: (pathname: string) => isReleaseFile(pathname)
  });
  const hasShell = existsSync(path.join(shellDist, 'index.html'));
  if (hasShell)
    await app.register(fastifyStatic, {
      root: shellDist,
      prefix: '/',
      index: false,
      wildcard: false,
      serve: true,
      preCompressed: true,
      cacheControl: false,
      setHeaders: setCacheHeaders
    });

  /**
   * The live shell's page for `url`: the released one when a shell release is live, else the portal's own
   * build. `/` gets landing.html (drawn at build time, hydrated by the shell) when the build has one; every
   * other path the empty page, so no landing markup shows before its own screen.
   */
  function shellPage(url: string): string | null {
    const live = liveVersion(opts.config, 'shell');
    const dir = live ? path.join(releasesRoot(opts.config), 'shell', live) : shellDist;
    const names = url === '/' ? ['landing.html', 'index.html'] : ['index.html'];
    for (const name of names) {
      try {
        return readFileSync(path.join(dir, name), 'utf8');
      } catch {
        // not in this build: the next name
      }
    }
    return null;
  }

  function sendPage(request: FastifyRequest, reply: FastifyReply, page: string) {
    const etag = etagOf(page);
    reply.header('Cache-Control', 'no-cache').header('ETag', etag);
    if (matchesEtag(request.headers['if-none-match'], etag)) return reply.code(304).send();
    return reply.type('text/html; charset=utf-8').send(page);
  }

  app.setNotFoundHandler((request, reply) => {
    const url = request.url.split('?')[0];
    const wantsPage =
      (request.method === 'GET' || request.method === 'HEAD') &&
      !url.startsWith('/api/') &&
      !url.startsWith('/remotes/') &&
      !url.startsWith('/releases/');
    const page = wantsPage ? shellPage(url) : null;
    if (page !== null) return sendPage(request, reply, page);
    throw notFound('errors.noSuchCall', { method: request.method, url });
  });
}
