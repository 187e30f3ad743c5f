import SQLite from 'better-sqlite3';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { migrate, openDatabase, type Db } from '..';

/**
 * With WORKERS=n on SQLite, several processes write one file. A transaction that took the write lock only
 * at its first write was refused at once ("database is locked") when another process had written since
 * it began; so each transaction takes the lock as it begins, and waits for it. Here a second connection
 * stands in for the other process.
 */

let dataDir: string;
let opened: Db;
let other: SQLite.Database;

beforeAll(async () => {
  dataDir = mkdtempSync(path.join(os.tmpdir(), 'gia-write-lock-'));
  opened = openDatabase({ databaseUrl: null, dataDir });
  await migrate(opened.db);
  other = new SQLite(path.join(dataDir, 'gia.sqlite'));
  other.pragma('busy_timeout = 0');
});
afterAll(async () => {
  other.close();
  await opened.close();
  rmSync(dataDir, { recursive: true, force: true });
});

const otherCanWrite = () => {
  try {
    other.exec('begin immediate; rollback');
    return true;
  } catch (error) {
    return (error as { code?: string }).code;
  }
};

test('a transaction holds the write lock from its first statement, before it writes anything', async () => {
  const during = await opened.db.transaction().execute(async (trx) => {
    await sql`select count(*) from requests`.execute(trx);
    return otherCanWrite();
  });
  expect(during).toBe('SQLITE_BUSY');
  expect(otherCanWrite()).toBe(true);
});
