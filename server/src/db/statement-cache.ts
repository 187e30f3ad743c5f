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
  /** Makes one row's object from its values (a statement of two or more columns). */
  rowObject: (values: unknown[]) => Record<string, unknown>;
}

/**
 * SQLite reads some parameters while it plans a statement (a LIMIT or OFFSET in the 3.53 better-sqlite3 bundles,
 * a LIKE pattern, and, in a database analyzed with stat4, any value compared with an indexed column), and marks
 * the statement to be planned again whenever such a parameter is bound anew: on every run, as better-sqlite3
 * binds each run's values. A list's page was parsed and planned again on each call (issue 18: 10-15 µs of a page
 * statement's 40-65, and 7-10 µs for each of three statements of a search). Each parameter is given as `+?`
 * instead, a unary plus that gives any value as it is and that SQLite does not read while planning: a statement
 * is planned once, the same for every value (SQLite's query planner stability guarantee, which better-sqlite3
 * gives no way to turn on). Quoted text and names are left as they are.
 */
export function plannedOnce(sql: string): string {
  return sql.replace(/('(?:[^']|'')*'|"(?:[^"]|"")*")|\?/g, (_found, quoted: string | undefined) => quoted ?? '+?');
}

/**
 * A statement as the cache keeps it: a reading one gives arrays of values, or, with one column, the values
 * alone (better-sqlite3 made 1,001 one-column rows in 570 µs as objects or arrays, in 400 as values).
 */
function prepareOnce(file: SQLite.Database, sql: string): Prepared {
  const stmt = file.prepare(plannedOnce(sql));
  if (!stmt.reader) return { stmt, columns: [], rowObject: keyedRow([]) };
  const columns = stmt.columns().map((c) => c.name);
  return { stmt: columns.length === 1 ? stmt.pluck(true) : stmt.raw(true), columns, rowObject: rowMaker(columns) };
}

/**
 * One object literal per statement, written once from its column names: V8 gives every row its shape at
 * once, where keys set one by one in a loop went through a shape change each (50 rows of 40 columns: 60 µs
 * against 1; a PAN list page of 11 columns, `listRequests` 206 → 202 µs; issue 18). The names are our SQL's
 * own, written as JSON strings; a literal keeps a name's last value, as better-sqlite3 does. `__proto__`
 * (a literal may not name it twice) keeps the loop.
 */
function rowMaker(columns: string[]): (values: unknown[]) => Record<string, unknown> {
  if (columns.includes('__proto__')) return keyedRow(columns);
  const fields = columns.map((name, c) => `${JSON.stringify(name)}: values[${c}]`).join(', ');
  return new Function('values', `return { ${fields} };`) as (values: unknown[]) => Record<string, unknown>;
}

function keyedRow(columns: string[]): (values: unknown[]) => Record<string, unknown> {
  return (values) => {
    const row: Record<string, unknown> = {};
    for (let c = 0; c < columns.length; c++) row[columns[c]!] = values[c];
    return row;
  };
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
        iterate: (parameters) => file.prepare(plannedOnce(sql)).iterate(parameters)
      };
    }
  };
}

/** The rows as objects keyed by column name; a name given twice keeps its last column, as better-sqlite3 does. */
function rowsOf({ stmt, columns, rowObject }: Prepared, parameters: readonly unknown[]): Record<string, unknown>[] {
  const rows = stmt.all(parameters) as unknown[];
  const objects = new Array<Record<string, unknown>>(rows.length);
  if (columns.length === 1) {
    const name = columns[0]!;
    for (let r = 0; r < rows.length; r++) objects[r] = { [name]: rows[r] };
    return objects;
  }
  for (let r = 0; r < rows.length; r++) objects[r] = rowObject(rows[r] as unknown[]);
  return objects;
}
