import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { buildApp } from '../app';
import { type Config, loadConfig } from '../config';
import { type Db, migrate, openDatabase } from '../db';

export interface TestApp {
  app: FastifyInstance;
  config: Config;
  /** PostgreSQL only: the app's own schema, for a second server on the same database. */
  schema: string | undefined;
  close(): Promise<void>;
}

/** A fresh, empty, unmigrated database: SQLite in `dataDir`, or a schema of its own in DATABASE_URL's PostgreSQL. */
export interface TestDatabase {
  database: Db;
  schema: string | undefined;
  /** Runs the migrations to the latest. */
  migrate(): Promise<void>;
  /** Runs `steps` (a Migrator of the test's own) while no other test drops its schema. */
  migrating<T>(steps: () => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

/**
 * Kysely's migrator reads the tables of every schema in the database, asking PostgreSQL's
 * has_schema_privilege of each; a schema another test drops meanwhile fails that read with
 * 'schema "t_…" does not exist'. So migrations hold this advisory lock shared, and a drop holds it alone.
 */
const SCHEMA_DROP_LOCK = 4_180_018;

export async function openTestDatabase(dataDir: string): Promise<TestDatabase> {
  const databaseUrl = process.env.DATABASE_URL || null;
  const schema = databaseUrl ? `t_${randomBytes(6).toString('hex')}` : undefined;
  if (databaseUrl && schema) await adminQuery(databaseUrl, `CREATE SCHEMA ${schema}`);
  const database = openDatabase({ databaseUrl, dataDir, schema });
  const migrating = async <T>(steps: () => Promise<T>): Promise<T> => {
    if (!databaseUrl) return steps();
    const lock = new pg.Client({ connectionString: databaseUrl });
    await lock.connect();
    try {
      await lock.query(`SELECT pg_advisory_lock_shared(${SCHEMA_DROP_LOCK})`);
      return await steps();
    } finally {
      await lock.end();
    }
  };
  return {
    database,
    schema,
    migrating,
    migrate: () => migrating(() => migrate(database.db, schema)),
    async close() {
      await database.close();
      if (databaseUrl && schema)
        await adminQuery(
          databaseUrl,
          `BEGIN; SELECT pg_advisory_xact_lock(${SCHEMA_DROP_LOCK}); DROP SCHEMA IF EXISTS ${schema} CASCADE; COMMIT;`
        );
    }
  };
}

/**
 * A real server on a fresh, empty database: SQLite in a temporary folder, or, when DATABASE_URL is set,
 * a fresh schema of its own in that PostgreSQL database (dropped on close).
 */
export async function buildTestApp(
  env: Record<string, string> = {},
  options: { logger?: boolean; logStream?: { write(line: string): void } } = {}
): Promise<TestApp> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'gia-test-'));
  const config = loadConfig({
    DATA_DIR: dataDir,
    JWT_SECRET: 'test-secret-'.padEnd(40, 'x'),
    LOG_LEVEL: 'silent',
    WEB_ROOT: dataDir,
    ...env
  });
  const test = await openTestDatabase(dataDir);
  let app: FastifyInstance;
  try {
    await test.migrate();
    app = await buildApp({ config, database: test.database, ...options });
    await app.ready();
  } catch (error) {
    await test.close();
    throw error;
  }
  return {
    app,
    config,
    schema: test.schema,
    async close() {
      await app.close();
      await test.close();
      rmSync(dataDir, { recursive: true, force: true });
    }
  };
}

async function adminQuery(url: string, sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}
