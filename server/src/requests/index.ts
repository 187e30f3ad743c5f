import { SERVICES } from '@gia/domain';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../config';
import { notifyOnChange } from '../notifications';
import { registerAssignableVendors, registerDelete, registerGetVendors, registerUpdate } from './admin-routes';
import { registerRequestCounts } from './counts-route';
import { registerInsert } from './insert-route';
import { registerRead } from './read-route';
import { registerVendorActions } from './vendor-routes';
import { registerWorkspace } from './workspace-routes';
import { conversationRoutes } from '../conversation/routes';
import { PageMemory } from '../platform/page-memory';
import { ListRowTexts } from './list-row-texts';

/** List pages kept at most a tenth of a signed document address's life, in 32 MB. */
function listPageMemory(app: FastifyInstance, config: Config): PageMemory {
  return new PageMemory({
    dataVersion: app.dataVersion,
    maxAgeMs: Math.min(30_000, config.signedUrlTtlSeconds * 100),
    maxBytes: 32 * 1024 * 1024
  });
}

/**
 * Every request call of every kind, registered from the catalogue: no handler is written per kind. Each
 * change tells the people concerned, in its own transaction.
 */
export async function requestRoutes(app: FastifyInstance, opts: { config: Config }): Promise<void> {
  const onChange = notifyOnChange(opts.config);
  const pages = listPageMemory(app, opts.config);
  const rowTexts = new ListRowTexts(opts.config);
  for (const kind of SERVICES) {
    registerInsert(app, kind, opts.config);
    registerRead(app, kind, opts.config, pages, rowTexts);
    registerUpdate(app, kind, opts.config, onChange);
    registerDelete(app, kind, opts.config, onChange);
  }
  registerGetVendors(app, opts.config);
  registerAssignableVendors(app);
  registerRequestCounts(app);
  registerVendorActions(app, opts.config, onChange);
  registerWorkspace(app, opts.config, pages, onChange);
  conversationRoutes(app, opts.config, onChange);
}
