import type { Browser } from 'playwright-core';
import type { Portal } from '../support/portal';
import { adminSession, customerSession, vendorSession } from './accounts';
import { formatBundleReport, measureBundles } from './bundle-size';
import { stageForFile } from '../support/stage';

let portal: Portal;
let browser: Browser;

stageForFile({}, (stage) => ({ portal, browser } = stage));

/**
 * Issue 18's targets: `/` at most 110 KB once in use, a role screen at most 60 KB beyond it. These ceilings keep
 * what was won: the request screens, react-select, the bell and the Hindi texts stay off the landing page, `/`
 * takes only `@gia/domain/core` (route table and the first screens' English), and no federation runtime is
 * downloaded anywhere: the shell loads remotes with webpack's container interface, from a chunk that comes
 * with the first role screen, and each remote's entry carries webpack's own few KB of container code.
 */
// `/` was 127.2 KB on 2026-11-23 after the domain split (136.0 before), 126.9 KB on 2026-11-27; 99.3 KB since
// session 17 took the federation runtime of `@module-federation/enhanced` out (20 KB of the shell's entry).
const LANDING_CEILING = 104 * 1024;
// Role screens were 52.6-59.6 KB beyond `/` from session 8; 43.2-49.9 KB since session 17 (each remote's entry
// 17.9 -> 3.4 KB, less the loader and the shared core's rest, which now come with the first role screen).
const SCREEN_CEILING = 53 * 1024;

test('the landing page downloads only the core, and each role app adds only its own code', async () => {
  const sessions = {
    customer: await customerSession(portal),
    admin: await adminSession(portal),
    vendor: await vendorSession(portal)
  };
  const report = await measureBundles(browser, portal, sessions);
  console.log(formatBundleReport(report));
  expect(report.landing.gzip).toBeLessThanOrEqual(LANDING_CEILING);
  expect(report.landing.files.some((f) => f.path.startsWith('/remotes/'))).toBe(false);
  const overBudget = report.routes
    .filter(({ extra }) => extra.gzip > SCREEN_CEILING)
    .map(({ measured, extra }) => `${measured.app} ${measured.route}: ${(extra.gzip / 1024).toFixed(1)} KB`);
  expect(overBudget).toEqual([]);
  for (const { measured, extra } of report.routes) {
    expect(extra.files.some((f) => f.path.startsWith(`/remotes/${measured.app}/`))).toBe(true);
    const others = extra.files.filter(
      (f) => f.path.startsWith('/remotes/') && !f.path.startsWith(`/remotes/${measured.app}/`)
    );
    expect(others).toEqual([]);
  }
  // react-select (with emotion) loads when a vendor picker opens, never with a page.
  const withEmotion = [report.landing, ...report.routes.map((r) => r.extra)]
    .flatMap((t) => t.files)
    .filter((f) => f.emotion);
  expect(withEmotion).toEqual([]);
});
