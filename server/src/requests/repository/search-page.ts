import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { headsOfIds, inOrder, type ListOrder, NEWEST_FIRST } from './page-heads';
import { commonIds, commonPageHeads, type MatchesRead, pageOfMatches } from './search-matches';

/** One page of a search's matches in a list's order, and how many the list shows (the cap at most). */
export interface SearchPage {
  total: number;
  /** More matched than the cap. */
  capped: boolean;
  /** The page's requests, by id, in the list's order. */
  ids(): Promise<number[]>;
  /** The page's rows' heads in one text (`headsInOneText`), null past the last: what a list built anew reads. */
  heads(): Promise<string | null>;
}

/**
 * A page (`limit` from `offset`) of what a search matched (`MatchesRead`, the cap and one more at most), in
 * `order`: both lists read their search's page here. A common word's page in the newest order is read from the
 * list's newest requests by itself (`commonPageHeads`); any other is taken from the matches' ids.
 */
export function pageOfSearch(
  db: Kysely<Database>,
  matches: MatchesRead,
  { cap, order, limit, offset }: { cap: number; order: ListOrder; limit: number; offset: number }
): SearchPage {
  const count = 'common' in matches ? matches.common.count : matches.ids.length;
  const total = Math.min(count, cap);
  const capped = count > cap;
  const ids = async (): Promise<number[]> => {
    if (offset >= total) return [];
    const matched = 'common' in matches ? await commonIds(db, matches.common) : matches.ids;
    const shown = matched.slice(0, cap);
    // The lists' orders are data: the newest is one value (page-heads.ts).
    if (order === NEWEST_FIRST && ('common' in matches || matches.newestFirst))
      return shown.slice(offset, offset + limit);
    return pageOfMatches(db, shown, (q) => inOrder(q, order), limit, offset);
  };
  const heads = async (): Promise<string | null> => {
    if (offset >= total) return null;
    if ('common' in matches && order === NEWEST_FIRST) return commonPageHeads(db, matches.common, limit, offset);
    const page = await ids();
    return page.length ? headsOfIds(db, order, page) : null;
  };
  return { total, capped, ids, heads };
}
