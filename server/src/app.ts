import helmet from '@fastify/helmet';
import Fastify, { type FastifyInstance } from 'fastify';
import type { Config } from './config';
import type { Db } from './db';
import { accountsPlugin } from './accounts';
import { documentsPlugin } from './documents';
import { formsRoutes } from './forms/routes';
import { notificationRoutes } from './notifications';
import { platformRoutes } from './platform/routes';
import { openApiPlugin } from './platform/openapi';
import { webRoutes } from './platform/web';
import { authPlugin } from './plugins/auth';
import { databasePlugin } from './plugins/database';
import { registerErrorHandling } from './plugins/errors';
import { registerInputGuard } from './plugins/input-guard';
import { requestRoutes } from './requests';

export interface AppOptions {
  config: Config;
  database: Db;
  logger?: boolean;
}

/** The whole server as one Fastify instance; `server.ts` only boots it, tests `inject` into it. */
export async function buildApp({ config, database, logger = false }: AppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: logger ? { level: config.logLevel } : false,
    bodyLimit: 1024 * 1024,
    trustProxy: true,
    ajv: { customOptions: { removeAdditional: false, coerceTypes: 'array', allErrors: false } }
  });
  registerErrorHandling(app);
  registerInputGuard(app);
  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", ...remoteOrigins(config)],
        connectSrc: ["'self'", ...remoteOrigins(config)],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        frameAncestors: ["'none'"],
        objectSrc: ["'none'"],
        // The portal may be served over plain HTTP on a local network; do not rewrite its requests.
        upgradeInsecureRequests: null
      }
    },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    crossOriginEmbedderPolicy: false
  });
  await app.register(openApiPlugin);
  await app.register(databasePlugin, { database });
  await app.register(authPlugin, { config });
  await app.register(platformRoutes, { config });
  await app.register(accountsPlugin, { config });
  await app.register(documentsPlugin, { config });
  await app.register(formsRoutes, { config });
  await app.register(requestRoutes, { config });
  await app.register(notificationRoutes);
  await app.register(webRoutes, { config });
  return app;
}

/** Origins of remotes served from elsewhere, which the page's CSP must allow. */
function remoteOrigins(config: Config): string[] {
  return Object.values(config.remotes).filter((u) => /^https?:\/\//.test(u)).map((u) => new URL(u).origin);
}
