import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { existsSync } from 'node:fs';
import path from 'node:path';
import type { Config } from '../config';
import { notFound } from '../plugins/errors';

const REMOTES = { customer: 'customer-app', admin: 'admin-app', vendor: 'vendor-app', forms: 'forms-app' } as const;

/**
 * Serves the built portal: the shell at `/`, each remote under `/remotes/<name>/`, and the shell's page
 * for every other browser path so a reload on a deep route works. API paths never fall back to it.
 */
export async function webRoutes(app: FastifyInstance, opts: { config: Config }): Promise<void> {
  const shellDist = path.join(opts.config.webRoot, 'shell', 'dist');
  for (const [name, folder] of Object.entries(REMOTES)) {
    const root = path.join(opts.config.webRoot, folder, 'dist');
    if (!existsSync(root)) continue;
    await app.register(fastifyStatic, { root, prefix: `/remotes/${name}/`, decorateReply: false, cacheControl: true, maxAge: 0, preCompressed: true });
  }
  const hasShell = existsSync(path.join(shellDist, 'index.html'));
  if (hasShell) await app.register(fastifyStatic, { root: shellDist, prefix: '/', index: false, wildcard: false, serve: true, preCompressed: true });

  app.setNotFoundHandler((request, reply) => {
    const url = request.url.split('?')[0];
    const wantsPage = (request.method === 'GET' || request.method === 'HEAD') && !url.startsWith('/api/') && !url.startsWith('/remotes/');
    if (wantsPage && hasShell) {
      reply.header('Cache-Control', 'no-cache');
      return reply.type('text/html; charset=utf-8').sendFile('index.html', shellDist);
    }
    throw notFound(`No such call: ${request.method} ${url}`);
  });
}
