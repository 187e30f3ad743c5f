import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { Type } from 'typebox';
import type { Config } from '../config';
import { etagOf, matchesEtag, remoteEntries } from '../releases';

// eslint-disable-next-line @typescript-eslint/no-require-imports -- package.json lies outside rootDir, so it cannot be imported
const VERSION: string = require('../../package.json').version;

/** Health, run-time settings the browser needs, and where each remote lives. */
export async function platformRoutes(fastify: FastifyInstance, opts: { config: Config }): Promise<void> {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  app.get(
    '/api/v1/global/health',
    {
      schema: {
        tags: ['platform'],
        summary: 'Is the server up, and on which database',
        response: { 200: Type.Object({ status: Type.String(), database: Type.String(), version: Type.String() }) }
      }
    },
    async () => {
      await app.db.selectFrom('accounts').select('id').limit(1).execute();
      return { status: 'ok', database: app.dbKind, version: VERSION };
    }
  );

  app.get(
    '/api/v1/global/config',
    {
      schema: {
        tags: ['platform'],
        summary: 'Limits the browser checks before it calls',
        response: { 200: Type.Object({ maxUploadMb: Type.Number() }) }
      }
    },
    async () => ({ maxUploadMb: opts.config.maxUploadMb })
  );

  // Read on every request (REMOTE_<NAME>_URL, else the live release, else the portal's own build), so a
  // release or a rollback reaches every browser's next page load; browsers revalidate it with its ETag.
  app.get('/remotes.json', { schema: { hide: true } }, async (request, reply) => {
    const body = JSON.stringify(remoteEntries(opts.config));
    const etag = etagOf(body);
    reply.header('Cache-Control', 'no-cache').header('ETag', etag);
    if (matchesEtag(request.headers['if-none-match'], etag)) return reply.code(304).send();
    return reply.type('application/json; charset=utf-8').send(body);
  });
}
