import { ROUTES } from '@gia/domain/core';
import { routeEntryFor } from '../routing/route-entry';

/** Which page an address shows, as the router matched it: letter case and a trailing slash aside. */

test('every fixed address shows its own page, in any letter case and with a trailing slash', () => {
  for (const entry of ROUTES.filter((e) => !e.path.includes(':'))) {
    expect(routeEntryFor(entry.path)).toBe(entry);
    expect(routeEntryFor(`${entry.path.toLowerCase()}/`)).toBe(entry);
  }
});

test("a request's address shows the request page, asked again or not", () => {
  const page = ROUTES.find((e) => e.path === '/Requests/:reference');
  expect(routeEntryFor('/Requests/GIA-2026-000041')).toBe(page);
  expect(routeEntryFor('/Requests/GIA-2026-000041')).toBe(page);
  expect(routeEntryFor('/requests/GIA-2026-000042/')).toBe(page);
});

test('an address no page has, or one a page only begins, shows the 404 page', () => {
  for (const address of ['/nowhere', '/Requests', '/Requests/GIA-2026-000041/more', '/RequestQueue/extra'])
    expect(routeEntryFor(address)).toBeUndefined();
});
