import { type Compilable, type Expression, type Kysely, sql, type SqlBool } from 'kysely';
import { compiledOnceFor, type QueryShape } from '../../db/compiled-once';
import type { Database } from '../../db/schema';
import { isPostgres } from './text-search';

/** `requests.id` among `ids`, given as one value: a statement of a thousand values took longer to make than to run. */
export function idIn(db: Kysely<Database>, ids: readonly number[]): Expression<SqlBool> {
  return idAmong(db, idsValue(db, ids));
}

/** Ids as `idAmong` is given them: a JSON array for SQLite, an array for PostgreSQL. */
type IdsValue = string | readonly number[];

function idsValue(db: Kysely<Database>, ids: readonly number[]): IdsValue {
  return isPostgres(db) ? [...ids] : JSON.stringify(ids);
}

function idAmong(db: Kysely<Database>, value: IdsValue): Expression<SqlBool> {
  return isPostgres(db)
    ? sql<SqlBool>`${sql.ref('requests.id')} = any(${value}::integer[])`
    : sql<SqlBool>`${sql.ref('requests.id')} in (select value from json_each(${value}))`;
}

/**
 * A query of the requests of `ids` (`build`, given the test of a request's id among them), compiled once per
 * shape and `variant` (which must name all else that changes its SQL), and run with `ids` as its one value: a
 * list's page of a search, or a page's changed rows read whole (building and compiling it took a sixteenth of a
 * search's call; issue 18).
 */
export function ofIdsCompiledOnce<R>(
  db: Kysely<Database>,
  shape: QueryShape,
  build: (idTest: Expression<SqlBool>) => Compilable<R>,
  variant: string,
  ids: readonly number[]
): Promise<R[]> {
  const standIn = idsValue(db, [987_654_321, 987_654_322]);
  return compiledOnceFor(
    db,
    shape,
    (value: IdsValue) => build(idAmong(db, value)),
    [standIn],
    variant
  )(idsValue(db, ids));
}
