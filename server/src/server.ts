import { ensureFirstAdmin } from './accounts';
import { buildApp } from './app';
import { loadConfig } from './config';
import { migrate, openDatabase } from './db';
import { createDocumentStorage, startUnclaimedSweep } from './documents';
import { startMailWorker, startOverdueChecks } from './notifications';

/** Boots the server: settings, database and its migrations, the app, then listens. */
async function main(): Promise<void> {
  const config = loadConfig();
  const database = openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  await migrate(database.db);
  await ensureFirstAdmin(database.db, config);
  const app = await buildApp({ config, database, logger: true });
  await app.ready();
  const stopSweep = startUnclaimedSweep(database.db, createDocumentStorage(config), (error) => app.log.error({ err: error }, 'sweep of unclaimed uploads failed'));
  const stopOverdueChecks = startOverdueChecks(database.db, config, (error) => app.log.error({ err: error }, 'overdue check failed'));
  // Email only when SMTP is set; queued mail waits in the outbox and is sent after its change commits.
  const stopMail = config.mail.smtpUrl
    ? startMailWorker(database.db, config, (error) => app.log.error({ err: error }, 'sending queued email failed'))
    : async () => undefined;
  const close = async () => {
    stopSweep();
    stopOverdueChecks();
    await stopMail();
    await app.close();
    await database.close();
    process.exit(0);
  };
  process.once('SIGINT', close);
  process.once('SIGTERM', close);
  await app.listen({ port: config.port, host: config.host });
  const shown = config.host === '0.0.0.0' ? 'localhost' : config.host;
  console.log(`GIA portal listening on http://${shown}:${config.port}/ (database: ${database.kind})`);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
