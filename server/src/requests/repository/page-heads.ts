import {
  sql,
  type AliasedRawBuilder,
  type AliasedSelectQueryBuilder,
  type Kysely,
  type SelectQueryBuilder
} from 'kysely';
import { queryShape } from '../../db/compiled-once';
import type { Database } from '../../db/schema';
import { ofIdsCompiledOnce } from './by-ids';
import { isPostgres } from './text-search';

/**
 * What tells whether a list row's JSON as kept still holds (`ListRowTexts`), as one text: its id, its version,
 * which the database grows at every change of the row (migration 019), and the version of the names a row shows
 * that its request does not hold (who submitted, its vendor's), which the database grows at every change of any
 * of them (migration 020). No account is read, and on SQLite an admin's page reads it from its index alone.
 */
export const ROW_HEAD =
  sql<string>`requests.id || ':' || requests.row_version || ':' || (select version from people_version)`.as('head');

/** A list's order: columns of `requests`, each with its direction, the first deciding first. */
export type ListOrder = readonly (readonly ['created_at' | 'due_at' | 'id', 'asc' | 'desc'])[];

export const NEWEST_FIRST: ListOrder = [
  ['created_at', 'desc'],
  ['id', 'desc']
];
export const OLDEST_FIRST: ListOrder = [
  ['created_at', 'asc'],
  ['id', 'asc']
];
export const SOONEST_DUE_FIRST: ListOrder = [
  ['due_at', 'asc'],
  ['id', 'asc']
];

/** `page` in `order`. */
export function inOrder<O>(page: SelectQueryBuilder<Database, 'requests', O>, order: ListOrder) {
  return order.reduce((q, [column, direction]) => q.orderBy(`requests.${column}`, direction), page);
}

/** What a page of heads reads of each request: its id and version, and, where the aggregate orders, its order's columns. */
function headColumns(order: ListOrder, ordered: boolean) {
  const others = ordered ? order.filter(([c]) => c !== 'id').map(([c]) => `requests.${c}` as const) : [];
  return ['requests.id', 'requests.row_version', ...others] as const;
}

/** Whether a page's aggregate orders its rows itself (`headsInOneText`), and so reads its order's columns. */
const aggregateOrders = (db: Kysely<Database>, readInOrder: boolean) => isPostgres(db) || !readInOrder;

/**
 * A page's heads (ROW_HEAD of each row) as one text: the names' version, then its rows' ids, then their versions,
 * each list in the page's order (`names|id,id,…|version,version,…`; null for no row). One value for the page, not
 * one a row: an unchanged page is then found by one lookup (`ListRowTexts.textsOfPage`), where 50 heads were made
 * values and matched one by one. Two lists, not one of `id:version:names` texts: SQLite joined those four texts a
 * row, each in a new buffer, and the statement took a third longer (12.8 → 8.8 µs a page of 50, issue 18).
 * `readInOrder`: the page is a subquery that reads its rows in `order` (from an index, with its LIMIT:
 * `pageHeadsQuery`). SQLite then aggregates them as that subquery yields them, in order (a co-routine; the list
 * tests of every order would fail otherwise): the aggregate's own ORDER BY sorted the page again in a temporary
 * b-tree, and took back what one text saved (paired with the heads one a row: x 1.01, against x 1.20-1.41
 * without it). PostgreSQL, which promises no such thing, and rows by ids (sorted once either way) are ordered by
 * the aggregate.
 */
function headsInOneText(
  order: ListOrder,
  db: Kysely<Database>,
  { readInOrder }: { readInOrder: boolean }
): AliasedRawBuilder<string | null, 'heads'> {
  const names = sql`(select version from people_version)`;
  if (!aggregateOrders(db, readInOrder))
    return sql<
      string | null
    >`${names} || '|' || group_concat(page.id, ',') || '|' || group_concat(page.row_version, ',')`.as('heads');
  const aggregate = sql.raw(isPostgres(db) ? 'string_agg' : 'group_concat');
  const by = sql.join(order.map(([column, direction]) => sql`${sql.ref(`page.${column}`)} ${sql.raw(direction)}`));
  const list = (column: string) => sql`${aggregate}(cast(${sql.ref(`page.${column}`)} as text), ',' order by ${by})`;
  return sql<string | null>`${names} || '|' || ${list('id')} || '|' || ${list('row_version')}`.as('heads');
}

/** Each row's head (ROW_HEAD's `id:version:names`) of a page's heads in one text (`headsInOneText`), in order. */
export function rowHeadsOfPage(heads: string): string[] {
  const [names, ids, versions] = heads.split('|') as [string, string, string];
  const version = versions.split(',');
  return ids.split(',').map((id, i) => `${id}:${version[i]}:${names}`);
}

/**
 * One page of `rows` (a list's requests as its filters leave them) in `order`, as one statement of one row: its
 * rows' heads in one text (`heads`) and `total`, the list's count as a query of one value: the total apart was a
 * second statement on every call (issue 18). On SQLite the page reads its heads from its order's index alone.
 */
export function pageHeadsQuery<N>(
  db: Kysely<Database>,
  rows: SelectQueryBuilder<Database, 'requests', object>,
  order: ListOrder,
  total: AliasedSelectQueryBuilder<{ n: N }, 'total'>,
  limit: number,
  offset: number
) {
  return pageOfHeadsQuery(db, rows, order, limit, offset).select(total);
}

/** `pageHeadsQuery` without its total: a page of `rows` in `order` as its rows' heads in one text. */
export function pageOfHeadsQuery(
  db: Kysely<Database>,
  rows: SelectQueryBuilder<Database, 'requests', object>,
  order: ListOrder,
  limit: number,
  offset: number
) {
  const page = inOrder(rows.select(headColumns(order, aggregateOrders(db, true))), order)
    .limit(limit)
    .offset(offset);
  return db.selectFrom(page.as('page')).select(headsInOneText(order, db, { readInOrder: true }));
}

const HEADS_OF_IDS = queryShape("heads of a list's rows, by their ids, in one text");

/** The heads of the requests of `ids` in one text (`headsInOneText`), in `order`: a search's page. */
export async function headsOfIds(
  db: Kysely<Database>,
  order: ListOrder,
  ids: readonly number[]
): Promise<string | null> {
  const [row] = await ofIdsCompiledOnce(
    db,
    HEADS_OF_IDS,
    (idTest) =>
      db
        .selectFrom(db.selectFrom('requests').where(idTest).select(headColumns(order, true)).as('page'))
        .select(headsInOneText(order, db, { readInOrder: false })),
    order.flat().join(' '),
    ids
  );
  return row?.heads ?? null;
}
