import type SQLite from 'better-sqlite3';
import type { SqliteDatabase, SqliteStatement } from 'kysely';

/** Enough for every query shape the server builds; the least recently used is dropped past it. */
const MAX_STATEMENTS = 500;

/** A statement that changes the schema: a cached statement's columns may change with it. */
const SCHEMA_CHANGE = /^\s*(create|alter|drop)\b/i;

interface Prepared {
  stmt: SQLite.Statement;
  /** A reading statement's column names, read as it is prepared: `columns()` cost 6 µs a call. */
  columns: string[];
}

/**
 * A statement as the cache keeps it: a reading one gives arrays of values, or, with one column, the values
 * alone (better-sqlite3 made 1,001 one-column rows in 570 µs as objects or arrays, in 400 as values).
 */
function prepareOnce(file: SQLite.Database, sql: string): Prepared {
  const stmt = file.prepare(sql);
  if (!stmt.reader) return { stmt, columns: [] };
  const columns = stmt.columns().map((c) => c.name);
  return { stmt: columns.length === 1 ? stmt.pluck(true) : stmt.raw(true), columns };
}

/**
 * The SQLite file as Kysely sees it, preparing each distinct SQL text once. Kysely prepares on every
 * query, which cost about a tenth of a list call. Safe because `all` and `run` finish synchronously;
 * `iterate` (a stream, which keeps its statement busy until drained) gets a statement of its own.
 * Rows are read as arrays and made objects here: better-sqlite3's own objects cost a quarter of a list
 * page's statement (175 µs against 131 for 50 rows, issue 18).
 */
export function withStatementCache(file: SQLite.Database): SqliteDatabase {
  const cache = new Map<string, Prepared>();
  function prepared(sql: string): Prepared {
    let entry = cache.get(sql);
    if (entry) {
      cache.delete(sql);
    } else {
      entry = prepareOnce(file, sql);
      if (cache.size >= MAX_STATEMENTS) cache.delete(cache.keys().next().value as string);
    }
    cache.set(sql, entry);
    return entry;
  }
  return {
    close: () => file.close(),
    prepare(sql: string): SqliteStatement {
      const entry = prepared(sql);
      const { stmt } = entry;
      return {
        reader: stmt.reader,
        all: (parameters) => (stmt.reader ? rowsOf(entry, parameters) : stmt.all(parameters)),
        run: (parameters) => {
          // A changed schema may give a cached `select *` other columns: prepare everything again.
          if (SCHEMA_CHANGE.test(sql)) cache.clear();
          return stmt.run(parameters);
        },
        iterate: (parameters) => file.prepare(sql).iterate(parameters)
      };
    }
  };
}

/** The rows as objects keyed by column name; a name given twice keeps its last column, as better-sqlite3 does. */
function rowsOf({ stmt, columns }: Prepared, parameters: readonly unknown[]): Record<string, unknown>[] {
  const rows = stmt.all(parameters) as unknown[];
  const objects = new Array<Record<string, unknown>>(rows.length);
  if (columns.length === 1) {
    const name = columns[0]!;
    for (let r = 0; r < rows.length; r++) objects[r] = { [name]: rows[r] };
    return objects;
  }
  for (let r = 0; r < rows.length; r++) {
    const values = rows[r] as unknown[];
    const row: Record<string, unknown> = {};
    for (let c = 0; c < columns.length; c++) row[columns[c]!] = values[c];
    objects[r] = row;
  }
  return objects;
}
