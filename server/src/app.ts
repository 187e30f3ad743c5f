import { DOCUMENT_PATH } from '@gia/domain';
import Fastify, { type FastifyInstance } from 'fastify';
import type { Config } from './config';
import type { Db } from './db';
import { accountsPlugin } from './accounts';
import { createDocumentStorage, documentsPlugin } from './documents';
import { formsRoutes } from './forms/routes';
import { allowFormEmbedding } from './forms/embed';
import { notificationRoutes } from './notifications';
import { platformRoutes } from './platform/routes';
import { privacyRoutes } from './privacy';
import { openApiPlugin } from './platform/openapi';
import { webRoutes } from './platform/web';
import { authPlugin } from './plugins/auth';
import { permissionsPlugin } from './plugins/permissions';
import { databasePlugin } from './plugins/database';
import { openCounters, type Counters } from './platform/counters';
import { limitsPlugin } from './platform/limits';
import { frameworkErrors, registerErrorHandling } from './plugins/errors';
import { registerInputGuard } from './plugins/input-guard';
import { secureHeaders } from './plugins/secure-headers';
import { logSerializers } from './plugins/log-redaction';
import { requestRoutes } from './requests';

export interface AppOptions {
  config: Config;
  database: Db;
  logger?: boolean;
  /** Shared counters for limits and quotas; by default opened from REDIS_URL (or per process) and closed with the app. */
  counters?: Counters;
  /** Where log lines go instead of standard output (tests read them). */
  logStream?: { write(line: string): void };
}

/** The whole server as one Fastify instance; `server.ts` only boots it, tests `inject` into it. */
export async function buildApp({
  config,
  database,
  logger = false,
  counters,
  logStream
}: AppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: logger
      ? { level: config.logLevel, serializers: logSerializers, ...(logStream ? { stream: logStream } : {}) }
      : false,
    bodyLimit: 1024 * 1024,
    // Forwarded headers only from the proxies named in TRUST_PROXY: anyone else could choose their address.
    trustProxy: config.trustProxy,
    ajv: { customOptions: { removeAdditional: false, coerceTypes: 'array', allErrors: false } },
    // Compiling some 200 routes' schemas (the OpenAPI plugin) passed Fastify's 10 s plugin limit once on a
    // loaded two-core machine; a server that starts slowly should still start.
    pluginTimeout: 60_000,
    frameworkErrors
  });
  registerErrorHandling(app);
  registerInputGuard(app);
  secureHeaders(
    app,
    {
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
    },
    isApiAnswer
  );
  const ownCounters = counters ? null : await openCounters(config.redisUrl, app.log);
  if (ownCounters)
    app.addHook('onClose', async () => {
      await ownCounters.close();
    });
  await app.register(limitsPlugin, { config, counters: counters ?? ownCounters! });
  allowFormEmbedding(app);
  await app.register(openApiPlugin);
  await app.register(databasePlugin, { database });
  // One storage for every route (and, from server.ts, every job): one S3 client and its sockets, not one per call.
  app.decorate('storage', createDocumentStorage(config));
  app.addHook('onClose', async () => app.storage.close());
  await app.register(authPlugin, { config });
  await app.register(permissionsPlugin);
  await app.register(platformRoutes, { config });
  await app.register(accountsPlugin, { config });
  await app.register(documentsPlugin, { config });
  await app.register(formsRoutes, { config });
  await app.register(requestRoutes, { config });
  await app.register(notificationRoutes);
  await app.register(privacyRoutes, { config });
  await app.register(webRoutes, { config });
  return app;
}

/** An answer of the JSON API: any call of it but a document's file, which a browser shows as a page (documents/routes.ts). */
function isApiAnswer(url: string): boolean {
  return url.startsWith('/api/v1/') && !url.startsWith(DOCUMENT_PATH);
}

/** Origins of remotes served from elsewhere, which the page's CSP must allow. */
function remoteOrigins(config: Config): string[] {
  return Object.values(config.remotes)
    .filter((u) => /^https?:\/\//.test(u))
    .map((u) => new URL(u).origin);
}
