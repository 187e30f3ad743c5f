import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Kysely } from 'kysely';
import type { Db } from '../db';
import type { Database } from '../db/schema';

declare module 'fastify' {
  interface FastifyInstance {
    db: Kysely<Database>;
    dbKind: Db['kind'];
    dataVersion: Db['dataVersion'];
  }
}

/** Shares the one database handle; the caller of buildApp owns opening and migrating it. */
export const databasePlugin = fp(
  async (app: FastifyInstance, opts: { database: Db }) => {
    app.decorate('db', opts.database.db);
    app.decorate('dbKind', opts.database.kind);
    app.decorate('dataVersion', opts.database.dataVersion);
  },
  { name: 'database' }
);
