import type { Browser } from 'playwright-core';
import { requestPagePath } from '@gia/domain';
import type { Portal } from '../support/portal';
import { stageForFile } from '../support/stage';
import { adminSession, customerSession, signedInContext, type Session } from './accounts';
import { submitRequest } from './requests';
import { settled } from './screens';

let portal: Portal;
let browser: Browser;

stageForFile({}, (stage) => ({ portal, browser } = stage));

/**
 * Nothing a person is reading moves while a signed-in page finishes arriving (issue 18): the header's bell,
 * the remote's screen and its rows come in without pushing what is drawn. Chromium's layout-shift entries,
 * summed as Lighthouse sums them; 0.1 is the bound web.dev calls good.
 */
async function layoutShift(session: Session, route: string): Promise<{ total: number; moved: string[] }> {
  const context = await signedInContext(browser, portal, session, { width: 360, height: 740 });
  await context.addInitScript(() => {
    const seen: { value: number; nodes: string[] }[] = [];
    (window as unknown as { giaShifts: typeof seen }).giaShifts = seen;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as unknown as {
        value: number;
        hadRecentInput: boolean;
        sources: { node?: Node }[];
      }[])
        if (!entry.hadRecentInput)
          seen.push({
            value: entry.value,
            nodes: entry.sources.map((s) => (s.node instanceof Element ? s.node.className || s.node.tagName : '?'))
          });
    }).observe({ type: 'layout-shift', buffered: true });
  });
  const page = await context.newPage();
  await page.goto(route);
  await settled(page);
  const shifts = await page.evaluate(
    () => (window as unknown as { giaShifts: { value: number; nodes: string[] }[] }).giaShifts
  );
  await context.close();
  return { total: shifts.reduce((sum, s) => sum + s.value, 0), moved: shifts.flatMap((s) => s.nodes) };
}

test("the customer's requests, the admin's queue and home and a request page do not move as they arrive", async () => {
  const customer = await customerSession(portal);
  const admin = await adminSession(portal);
  await submitRequest(portal, customer, 'pan');
  const res = await fetch(`${portal.url}/api/v1/global/requests?limit=1`, {
    headers: { authorization: `Bearer ${admin.response.accessToken}` }
  });
  const [first] = (await res.json()) as { reference: string }[];
  for (const [session, route] of [
    [customer, '/MyRequests'],
    [admin, '/RequestQueue'],
    [admin, '/AdminDashboad'],
    [admin, requestPagePath(first.reference)]
  ] as const) {
    const { total, moved } = await layoutShift(session, route);
    expect({ route, total: total < 0.1 ? 'below 0.1' : total, moved: total < 0.1 ? [] : moved }).toEqual({
      route,
      total: 'below 0.1',
      moved: []
    });
  }
});
