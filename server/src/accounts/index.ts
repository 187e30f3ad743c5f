import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../config';
import { adminAccountRoutes } from './admin-routes';
import { describeSchemaErrors } from './schemas';
import { signInRoutes } from './sign-in-routes';

export { ensureFirstAdmin, DEFAULT_ADMIN_EMAIL } from './first-admin';

/** Accounts of the three roles: sign-in, sign-up, admin accounts and disabling. */
export async function accountsPlugin(app: FastifyInstance, opts: { config: Config }): Promise<void> {
  app.setSchemaErrorFormatter(describeSchemaErrors);
  await app.register(rateLimit, { global: false });
  await app.register(signInRoutes, opts);
  await app.register(adminAccountRoutes);
}
