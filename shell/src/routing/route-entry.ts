import { matchPath } from 'react-router-dom';
import { ROUTES, type RouteEntry } from '@gia/domain/core';

/**
 * Fixed paths before paths with parameters, as the router ranks them: `/Requests/:reference` never
 * takes a page a fixed path names.
 */
const RANKED = [...ROUTES].sort((a, b) => Number(a.path.includes(':')) - Number(b.path.includes(':')));
const found = new Map<string, RouteEntry | null>();

/**
 * The ROUTES entry an address shows (none: the 404 page), looked up once per address. A `<Routes>` of every
 * entry matched them all again on each of its renders, building each path's pattern: some 40 ms of a
 * throttled phone's page load (issue 18).
 */
export function routeEntryFor(pathname: string): RouteEntry | undefined {
  let entry = found.get(pathname);
  if (entry === undefined) {
    entry = RANKED.find((route) => matchPath(route.path, pathname)) ?? null;
    if (found.size >= 500) found.clear();
    found.set(pathname, entry);
  }
  return entry ?? undefined;
}
