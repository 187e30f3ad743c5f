import type { FastifyInstance } from 'fastify';
import type { Config } from '../config';
import { adminAccountRoutes } from './admin-routes';
import { registerSignInSlowdown } from './attempt-limit';
import { describeSchemaErrors } from './schemas';
import { sessionRoutes } from './session-routes';
import { signInRoutes } from './sign-in-routes';
import { vendorApprovalRoutes } from './vendor-approval';
import { verificationRoutes } from './verification';

export { ensureFirstAdmin, DEFAULT_ADMIN_EMAIL } from './first-admin';

/** Accounts of the three roles: sign-in, sign-up, admin accounts and disabling. */
export async function accountsPlugin(app: FastifyInstance, opts: { config: Config }): Promise<void> {
  app.setSchemaErrorFormatter(describeSchemaErrors);
  registerSignInSlowdown(app, opts.config);
  await app.register(signInRoutes, opts);
  await app.register(adminAccountRoutes, opts);
  await app.register(sessionRoutes, opts);
  await app.register(vendorApprovalRoutes, opts);
  await app.register(verificationRoutes, opts);
}
