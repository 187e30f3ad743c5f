import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { type Kysely, Migrator } from 'kysely';
import { migrations } from '../db/migrations';
import type { Database } from '../db/schema';
import { openTestDatabase, type TestDatabase } from './app';

/**
 * A new, unmigrated database for each test of a migration (registers its own beforeEach and afterEach),
 * so that a test can store rows as they were before the migration and then step it forward.
 */
export function emptyDatabasePerTest(prefix: string): {
  readonly db: Kysely<Database>;
  migrateTo(name: string): Promise<unknown>;
} {
  let dataDir: string;
  let fresh: TestDatabase;
  beforeEach(async () => {
    dataDir = mkdtempSync(path.join(os.tmpdir(), prefix));
    fresh = await openTestDatabase(dataDir);
  });
  afterEach(async () => {
    await fresh.close();
    rmSync(dataDir, { recursive: true, force: true });
  });
  return {
    get db() {
      return fresh.database.db;
    },
    migrateTo(name: string) {
      const schema = fresh.schema ? { migrationTableSchema: fresh.schema } : {};
      const migrator = new Migrator({
        db: fresh.database.db,
        provider: { getMigrations: async () => migrations },
        ...schema
      });
      return fresh.migrating(() => migrator.migrateTo(name));
    }
  };
}

/**
 * One migrated database for a whole test file (registers its own beforeAll and afterAll): SQLite in
 * its own folder (`dataDir`, where a second handle may open it too), or a schema of its own.
 */
export function migratedDatabaseForFile(prefix: string): { readonly test: TestDatabase; readonly dataDir: string } {
  let dataDir: string;
  let test: TestDatabase;
  beforeAll(async () => {
    dataDir = mkdtempSync(path.join(os.tmpdir(), prefix));
    test = await openTestDatabase(dataDir);
    await test.migrate();
  });
  afterAll(async () => {
    await test.close();
    rmSync(dataDir, { recursive: true, force: true });
  });
  return {
    get test() {
      return test;
    },
    get dataDir() {
      return dataDir;
    }
  };
}
