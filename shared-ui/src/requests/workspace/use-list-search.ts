import { useCallback, useMemo, useRef } from 'react';
import { useSearchParams } from 'react-router-dom';

/** The list filters a URL may carry, each a query value of the same name. */
export const LIST_FILTERS = ['kind', 'status', 'q', 'due', 'vendor', 'sort'] as const;
export type ListFilter = (typeof LIST_FILTERS)[number];

/** A list's filters as its URL carries them (absent when empty) and its page (1 when absent). */
export type UrlFilters<N extends string> = Partial<Record<N, string>> & { page: number };

/**
 * A list's filters `names`, order and page, read from and written to the page's URL (so a list can be
 * shared, reloaded and gone back to). Changing a filter returns to page 1 in place; turning a page is a
 * step Back undoes. Empty values and page 1 stay out of the URL; `sort` does not count as a filter.
 */
export function useUrlFilters<N extends string>(names: readonly N[]) {
  const [search, setSearch] = useSearchParams();
  const params = useMemo<UrlFilters<N>>(() => {
    const read: Partial<Record<N, string>> = {};
    for (const name of names) {
      const value = search.get(name);
      if (value) read[name] = value;
    }
    const page = Number(search.get('page'));
    return { ...read, page: Number.isInteger(page) && page > 1 ? page : 1 };
  }, [search, names]);

  // The URL last asked for, and the one it was asked from. The router gives each change the URL of the
  // last render, so of two changes before the next render (a typed search settling as a date is picked)
  // the second would undo the first.
  const asked = useRef<{ from: URLSearchParams; next: URLSearchParams } | null>(null);
  const set = useCallback(
    (patch: Partial<Record<N, string>> & { page?: number }) => {
      const next = new URLSearchParams(asked.current?.from === search ? asked.current.next : search);
      for (const [name, value] of Object.entries(patch)) {
        if (name === 'page') continue;
        if (value) next.set(name, String(value));
        else next.delete(name);
      }
      const page = patch.page ?? 1;
      if (page > 1) next.set('page', String(page));
      else next.delete('page');
      asked.current = { from: search, next };
      setSearch(next, { replace: patch.page === undefined });
    },
    [search, setSearch]
  );

  const clear = useCallback(() => {
    const next = new URLSearchParams();
    asked.current = { from: search, next };
    setSearch(next, { replace: true });
  }, [search, setSearch]);
  const filtered = names.some((name) => name !== 'sort' && params[name]);
  return { params, set, clear, filtered };
}

/** The cross-kind lists' filters (`GET /global/requests`), bound to the URL. */
export function useListSearch() {
  return useUrlFilters(LIST_FILTERS);
}
