import type { FastifyInstance } from 'fastify';
import type { Config } from '../config';

const VERSION: string = require('../../package.json').version;

/** Health, run-time settings the browser needs, and where each remote lives. */
export async function platformRoutes(app: FastifyInstance, opts: { config: Config }): Promise<void> {
  app.get('/api/v1/global/health', {
    schema: {
      tags: ['platform'], summary: 'Is the server up, and on which database',
      response: { 200: { type: 'object', properties: { status: { type: 'string' }, database: { type: 'string' }, version: { type: 'string' } } } }
    }
  }, async () => {
    await app.db.selectFrom('accounts').select('id').limit(1).execute();
    return { status: 'ok', database: app.dbKind, version: VERSION };
  });

  app.get('/api/v1/global/config', {
    schema: {
      tags: ['platform'], summary: 'Limits the browser checks before it calls',
      response: { 200: { type: 'object', properties: { maxUploadMb: { type: 'number' } } } }
    }
  }, async () => ({ maxUploadMb: opts.config.maxUploadMb }));

  app.get('/remotes.json', { schema: { hide: true } }, async (_req, reply) => {
    reply.header('Cache-Control', 'no-cache');
    return opts.config.remotes;
  });
}
