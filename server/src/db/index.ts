import SQLite from 'better-sqlite3';
import { chmodSync, closeSync, mkdirSync, openSync } from 'node:fs';
import path from 'node:path';
import {
  CompiledQuery,
  type DatabaseConnection,
  type Driver,
  Kysely,
  Migrator,
  PostgresDialect,
  SqliteDialect,
  type SqliteDialectConfig,
  SqliteDriver,
  sql
} from 'kysely';
import pg from 'pg';
import { migrations } from './migrations';
import { PreparingClient } from './prepared-postgres';
import { giveReadsAtOnce } from './reads-at-once';
import { withStatementCache } from './statement-cache';
import type { Database } from './schema';

export type DatabaseKind = 'sqlite' | 'postgres';

export interface Db {
  db: Kysely<Database>;
  kind: DatabaseKind;
  /**
   * A text that changes whenever data anyone can read has changed, by this process or another: what
   * a kept answer is checked against (platform/page-memory.ts).
   */
  dataVersion(): Promise<string>;
  /**
   * SQLite: merges the text indexes' b-trees (FTS5 `merge`) a step at a time, letting other calls run between
   * steps, until none is left to merge or `budgetMs` has passed; answers whether some are left. No data anyone
   * reads changes with it, and `dataVersion` stays as it was.
   */
  mergeTextIndexes?(budgetMs: number): Promise<boolean>;
  close(): Promise<void>;
}

export interface DbOptions {
  databaseUrl: string | null;
  dataDir: string;
  /** PostgreSQL only: a schema of its own (tests give each app a fresh one). */
  schema?: string;
}

/** SQLite in the data folder by default; PostgreSQL when a postgres:// URL is given. */
export function openDatabase(options: DbOptions): Db {
  if (options.databaseUrl && /^postgres(ql)?:\/\//.test(options.databaseUrl)) {
    const pool = new pg.Pool({
      connectionString: options.databaseUrl,
      max: 10,
      Client: PreparingClient,
      ...(options.schema ? { options: `-c search_path=${options.schema}` } : {})
    });
    const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
    return { db, kind: 'postgres', dataVersion: () => postgresDataVersion(db), close: () => db.destroy() };
  }
  mkdirSync(options.dataDir, { recursive: true, mode: 0o700 });
  const fileName = path.join(options.dataDir, 'gia.sqlite');
  // Readable by the server's user only; SQLite gives its WAL and shared-memory files the database file's mode.
  closeSync(openSync(fileName, 'a', 0o600));
  chmodSync(fileName, 0o600);
  const file = new SQLite(fileName);
  file.pragma('journal_mode = WAL');
  file.pragma('foreign_keys = ON');
  file.pragma('busy_timeout = 5000');
  file.pragma('synchronous = NORMAL');
  const statements = withStatementCache(file);
  const db = new Kysely<Database>({ dialect: new WritingSqliteDialect({ database: statements }) });
  giveReadsAtOnce(db, (text, parameters) => {
    if (file.inTransaction) return undefined;
    const statement = statements.prepare(text);
    return statement.reader ? (statement.all(parameters) as unknown[]) : undefined;
  });
  // The version: SQLite's count of commits by other connections (other processes under WORKERS=n), and the
  // rows this connection has changed (rolled back or not; it only grows). Two statements, because the pragma
  // read as a table (`pragma_data_version`) prepared a statement on each read: 21-27 µs a call under load,
  // 12-14 µs for these two (issue 18).
  const others = file.prepare<[], number>('PRAGMA data_version').pluck();
  const changes = file.prepare<[], number>('select total_changes()').pluck();
  // The rows text index merges changed: they are left out of the version (page memory keeps its pages).
  let merged = 0;
  const mergeStep = async (index: TextIndex): Promise<boolean> => {
    // In a transaction of its own, so no other statement's changes fall between the two counts.
    const step = await db.transaction().execute(async (trx) => {
      const before = changes.get()!;
      await sql`insert into ${sql.table(index)} (${sql.ref(index)}, rank) values ('merge', ${MERGE_STEP_PAGES})`.execute(
        trx
      );
      return changes.get()! - before;
    });
    merged += step;
    // FTS5's own test: the step itself is one change; more, and it merged something.
    return step >= 2;
  };
  return {
    db,
    kind: 'sqlite',
    dataVersion: async () => `${others.get()}:${changes.get()! - merged}`,
    mergeTextIndexes: async (budgetMs) => {
      const until = performance.now() + budgetMs;
      for (const index of TEXT_INDEXES) {
        while (await mergeStep(index)) {
          if (performance.now() >= until) return true;
          await new Promise((resolve) => setImmediate(resolve));
        }
      }
      return false;
    },
    close: () => db.destroy()
  };
}

/** SQLite's FTS5 text indexes (migrations 011 and 012). */
const TEXT_INDEXES = ['requests_fts', 'accounts_fts'] as const;
type TextIndex = (typeof TEXT_INDEXES)[number];
/** Pages a merge step writes: at 1 M requests 16 took 0.6 ms (median), the whole index 2,130 steps. */
const MERGE_STEP_PAGES = 16;

/**
 * The transactions that have ended, as PostgreSQL's current snapshot names them (xmin:xmax:in-progress):
 * it changes with every commit on any connection or machine, and a reading transaction leaves it as it is.
 */
export const POSTGRES_DATA_VERSION = sql<string>`pg_current_snapshot()::text`;

async function postgresDataVersion(db: Kysely<Database>): Promise<string> {
  const { rows } = await sql<{ v: string }>`select ${POSTGRES_DATA_VERSION} as v`.execute(db);
  return rows[0]!.v;
}

/**
 * Db.dataVersion relies on this too: no other process commits while a transaction of ours is open.
 * Every transaction of ours writes, so on SQLite it takes the write lock as it begins (`begin immediate`),
 * waiting for it under busy_timeout. A plain `begin` takes it at the first write instead, and when another
 * process (WORKERS=n) has written meanwhile SQLite answers "database is locked" at once, without waiting.
 */
class ImmediateSqliteDriver extends SqliteDriver {
  override async beginTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw('begin immediate'));
  }
}

class WritingSqliteDialect extends SqliteDialect {
  constructor(private readonly settings: SqliteDialectConfig) {
    super(settings);
  }

  override createDriver(): Driver {
    return new ImmediateSqliteDriver(this.settings);
  }
}

/** Runs the migrations; with a schema, Kysely's own bookkeeping tables live in that schema too. */
export async function migrate(db: Kysely<Database>, schema?: string): Promise<void> {
  const migrator = new Migrator({
    db,
    provider: { getMigrations: async () => migrations },
    ...(schema ? { migrationTableSchema: schema } : {})
  });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((r) => r.status === 'Error');
  if (error || failed) throw new Error(`Migration ${failed?.migrationName ?? ''} failed: ${String(error)}`);
}

/** Now, as the ISO 8601 UTC text every time column holds. */
export function now(): string {
  return new Date().toISOString();
}
