import { CompiledQuery, type Compilable, type Kysely } from 'kysely';
import { readAtOnce } from './reads-at-once';
import type { Database } from './schema';

/** A value a query compiled once is given on each call: a number, a text, or a list of ids (PostgreSQL's `any`). */
type Value = string | number | readonly number[];

/**
 * A query Kysely builds and compiles once, then runs with each call's own values: building and
 * compiling it again took more time than SQLite took to answer it (issue 18). It is built with
 * stand-in values, which must each appear among its parameters and differ from its fixed ones; each
 * call's values replace them wherever they stand.
 */
export function compiledOnce<A extends Value[], R>(
  db: Kysely<Database>,
  build: (...args: A) => Compilable<R>,
  standIns: A
): (...args: A) => Promise<R[]> {
  const compiled = build(...standIns).compile();
  const slots = compiled.parameters.map((p) => standIns.indexOf(p as Value));
  // Built again with other stand-ins, only the stand-ins' places may change: a fixed value equal to one is refused.
  const other = build(...(standIns.map(otherThan) as A)).compile();
  if (other.parameters.some((p, i) => (p !== compiled.parameters[i]) !== slots[i]! >= 0))
    throw new Error('compiledOnce: a fixed value of the query equals a stand-in');
  standIns.forEach((s, i) => {
    if (standIns.indexOf(s) !== i) throw new Error(`compiledOnce: stand-in ${String(s)} is given twice`);
    if (!slots.includes(i)) throw new Error(`compiledOnce: stand-in ${String(s)} is not among the query's parameters`);
  });
  return async (...args) => {
    const parameters = compiled.parameters.map((p, i) => (slots[i]! >= 0 ? args[slots[i]!] : p));
    const read = readAtOnce(db, compiled.sql, parameters);
    if (read) return read as R[];
    const { rows } = await db.executeQuery(CompiledQuery.raw(compiled.sql, parameters));
    return rows as R[];
  };
}

/** A value that differs from `v`, of its kind. */
function otherThan(v: Value): Value {
  if (typeof v === 'number') return v - 1;
  return typeof v === 'string' ? `${v}'` : [...v, -1];
}

/**
 * A query's shape, made once by the module that builds it: the shape is its own key, so two modules that
 * happen to give theirs one name never share a compiled query. The name is for people reading a trace.
 */
export interface QueryShape {
  readonly name: string;
}

export const queryShape = (name: string): QueryShape => Object.freeze({ name });

/** A shape's runner; its own types are the caller's, who made the shape. */
type Runner = (...args: Value[]) => Promise<unknown[]>;
const byDatabase = new WeakMap<Kysely<Database>, WeakMap<QueryShape, Map<Value, Runner>>>();

/**
 * compiledOnce for a query built on every call whose shape repeats (a page's vendor names, by how many
 * they are; a kept total): compiled the first time its shape (and `variant`, when the SQL text differs by
 * it) is asked on this database, and run with each call's values after that. The shape and variant must
 * name everything that changes the SQL text besides the stand-ins' values: any other value is fixed at
 * the first call's.
 */
export function compiledOnceFor<A extends Value[], R>(
  db: Kysely<Database>,
  shape: QueryShape,
  build: (...args: A) => Compilable<R>,
  standIns: A,
  variant: Value = ''
): (...args: A) => Promise<R[]> {
  let shapes = byDatabase.get(db);
  if (!shapes) byDatabase.set(db, (shapes = new WeakMap()));
  let variants = shapes.get(shape);
  if (!variants) shapes.set(shape, (variants = new Map()));
  let run = variants.get(variant);
  if (!run) variants.set(variant, (run = compiledOnce(db, build, standIns) as unknown as Runner));
  return run as unknown as (...args: A) => Promise<R[]>;
}

/** Numbers that stand in for a named query's values; far from any page size, offset or id a call gives. */
const NAMED_STAND_IN = 987_654_321;
const NAMED_STAND_IN_STEP = 1_009;

/**
 * compiledOnceFor with each call's values by name: a list's page is built once per shape and variant with
 * numbers standing in for them, and run with `values`. The names are part of the variant, so a variant
 * whose SQL holds a value (a customer's id, a vendor filter) and one whose SQL does not never share a query.
 */
export function runCompiledOnce<V extends Partial<Record<string, number>>, R>(
  db: Kysely<Database>,
  shape: QueryShape,
  variant: string,
  build: (values: V) => Compilable<R>,
  values: V
): Promise<R[]> {
  const names = Object.keys(values).filter((n) => values[n] !== undefined);
  const standIns = names.map((_, i) => NAMED_STAND_IN + i * NAMED_STAND_IN_STEP);
  const run = compiledOnceFor(
    db,
    shape,
    (...given: number[]) => build(Object.fromEntries(names.map((n, i) => [n, given[i]])) as V),
    standIns,
    `${variant}|${names.join(',')}`
  );
  return run(...names.map((n) => values[n]!));
}
