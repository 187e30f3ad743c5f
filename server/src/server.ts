import cluster from 'node:cluster';
import { ensureFirstAdmin } from './accounts';
import { buildApp } from './app';
import { type Config, loadConfig } from './config';
import { migrate, openDatabase } from './db';
import { startUnclaimedSweep } from './documents';
import { startMailWorker, startOverdueChecks } from './notifications';
import { keepMachineCounters } from './platform/cluster-counters';
import { LocalCounters } from './platform/counters';
import { exclusiveJobs } from './platform/jobs';
import { startTextIndexMerges } from './platform/text-index-merges';
import { startDocumentRemovals, startErasureChecks } from './privacy';

/** Set by the primary process for each worker of WORKERS=n: 0 … n-1. */
const WORKER_INDEX = 'GIA_WORKER_INDEX';

/** Boots the server: settings, database and its migrations, the app, then listens; with WORKERS=n, n of them behind one port. */
async function main(): Promise<void> {
  // Whatever the server creates (database, documents, secrets) is readable by its own user only.
  process.umask(0o077);
  const config = loadConfig();
  if (config.workers > 1 && cluster.isPrimary) return primary(config);
  return serve(config);
}

/** The database made ready once (migrations, first admin), before any process takes requests. */
async function prepareDatabase(config: Config): Promise<void> {
  const database = openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  try {
    await migrate(database.db);
    await ensureFirstAdmin(database.db, config);
  } finally {
    await database.close();
  }
}

/** One server process: the app and, if this process owns them, the periodic jobs. */
async function serve(config: Config): Promise<void> {
  const database = openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  if (cluster.isPrimary) {
    await migrate(database.db);
    await ensureFirstAdmin(database.db, config);
  }
  const app = await buildApp({ config, database, logger: true });
  await app.ready();
  // On PostgreSQL every process may run the jobs (an advisory lock lets one at a time); on SQLite only the
  // single process, or worker 0 of several, does.
  const exclusive = exclusiveJobs(database, cluster.isPrimary || process.env[WORKER_INDEX] === '0');
  const report = (what: string) => (error: unknown) => app.log.error({ err: error }, what);
  const stopSweep = startUnclaimedSweep(
    database.db,
    app.storage,
    report('sweep of unclaimed uploads failed'),
    exclusive
  );
  const stopTextIndexMerges = startTextIndexMerges(database, report('merging the text indexes failed'), exclusive);
  const stopOverdueChecks = startOverdueChecks(database.db, config, report('overdue check failed'), exclusive);
  const stopErasures = startErasureChecks(database.db, app.storage, report('completing erasures failed'), exclusive);
  const stopRemovals = startDocumentRemovals(
    database.db,
    app.storage,
    report('removing destroyed documents from storage failed'),
    exclusive
  );
  // Email only when SMTP is set; queued mail waits in the outbox and is sent after its change commits.
  const stopMail = config.mail.smtpUrl
    ? startMailWorker(database.db, config, report('sending queued email failed'), undefined, exclusive)
    : async () => undefined;
  const close = async () => {
    await Promise.all([
      stopSweep(),
      stopTextIndexMerges(),
      stopOverdueChecks(),
      stopErasures(),
      stopRemovals(),
      stopMail()
    ]);
    await app.close();
    await database.close();
    process.exit(0);
  };
  process.once('SIGINT', close);
  process.once('SIGTERM', close);
  await app.listen({ port: config.port, host: config.host });
  if (cluster.isPrimary) console.log(`GIA portal listening on ${shownUrl(config)} (database: ${database.kind})`);
}

/**
 * WORKERS=n: prepares the database once, then runs n server processes sharing the port (node:cluster
 * hands connections round-robin), and without REDIS_URL keeps the machine's one set of counters. A
 * worker that dies is started again; SIGTERM stops them all.
 */
async function primary(config: Config): Promise<void> {
  await prepareDatabase(config);
  // Without Redis the workers count limits in the primary, so n workers allow what one process would.
  if (!config.redisUrl) keepMachineCounters(new LocalCounters());
  let stopping = false;
  let listening = 0;
  const fork = (index: number) => {
    const worker = cluster.fork({ [WORKER_INDEX]: String(index) });
    worker.once('listening', () => {
      listening += 1;
      if (listening === config.workers) {
        console.log(
          `GIA portal listening on ${shownUrl(config)} (${config.workers} workers, database: ${config.databaseUrl ? 'postgres' : 'sqlite'})`
        );
      }
    });
    worker.once('exit', (code, signal) => {
      if (stopping) return;
      console.error(`GIA worker ${index} stopped (${signal ?? `exit code ${code}`}); starting it again`);
      setTimeout(() => fork(index), 1000).unref();
    });
  };
  for (let i = 0; i < config.workers; i++) fork(i);
  const stop = async () => {
    stopping = true;
    const workers = Object.values(cluster.workers ?? {}).filter((w) => w !== undefined);
    await Promise.all(
      workers.map(
        (w) =>
          new Promise<void>((gone) => {
            if (w.isDead()) return gone();
            w.once('exit', () => gone());
            w.process.kill('SIGTERM');
          })
      )
    );
    process.exit(0);
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}

function shownUrl(config: Config): string {
  const shown = config.host === '0.0.0.0' ? 'localhost' : config.host;
  return `http://${shown}:${config.port}/`;
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
