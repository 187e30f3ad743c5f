import type SQLite from 'better-sqlite3';
import type { SqliteDatabase, SqliteStatement } from 'kysely';

/** Enough for every query shape the server builds; the least recently used is dropped past it. */
const MAX_STATEMENTS = 500;

/**
 * The SQLite file as Kysely sees it, preparing each distinct SQL text once. Kysely prepares on every
 * query, which cost about a tenth of a list call. Safe because `all` and `run` finish synchronously;
 * `iterate` (a stream, which keeps its statement busy until drained) gets a statement of its own.
 */
export function withStatementCache(file: SQLite.Database): SqliteDatabase {
  const cache = new Map<string, SQLite.Statement>();
  function statement(sql: string): SQLite.Statement {
    let stmt = cache.get(sql);
    if (stmt) {
      cache.delete(sql);
    } else {
      stmt = file.prepare(sql);
      if (cache.size >= MAX_STATEMENTS) cache.delete(cache.keys().next().value as string);
    }
    cache.set(sql, stmt);
    return stmt;
  }
  return {
    close: () => file.close(),
    prepare(sql: string): SqliteStatement {
      const stmt = statement(sql);
      return {
        reader: stmt.reader,
        all: (parameters) => stmt.all(parameters),
        run: (parameters) => stmt.run(parameters),
        iterate: (parameters) => file.prepare(sql).iterate(parameters)
      };
    }
  };
}
