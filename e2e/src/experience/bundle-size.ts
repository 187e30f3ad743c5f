import { gzipSync } from 'node:zlib';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { serviceByKey, type Role } from '@gia/domain';
import type { Portal } from '../support/portal';
import { signedInContext, type Session } from './accounts';

/** One script the page downloaded: its path and its size raw and gzipped (zlib level 9). */
export interface JsFile {
  path: string;
  raw: number;
  gzip: number;
  /** Whether it carries emotion, the styling engine react-select brings (only the vendor picker needs it). */
  emotion: boolean;
}

export interface JsTotal {
  files: JsFile[];
  raw: number;
  gzip: number;
}

function total(files: JsFile[]): JsTotal {
  return { files, raw: files.reduce((n, f) => n + f.raw, 0), gzip: files.reduce((n, f) => n + f.gzip, 0) };
}

function isScript(contentType: string, resourceType: string): boolean {
  return resourceType === 'script' || /javascript|ecmascript/.test(contentType);
}

/**
 * Opens `route` in a new page of `context` and answers every script it downloaded until the network
 * went quiet. Each body is gzipped here, so the number does not depend on how the server compresses.
 */
export async function scriptsOf(
  context: BrowserContext,
  route: string,
  ready?: (page: Page) => Promise<void>
): Promise<JsTotal> {
  const page = await context.newPage();
  const pending: Promise<JsFile | null>[] = [];
  page.on('response', (response) => {
    const type = response.headers()['content-type'] ?? '';
    if (!isScript(type, response.request().resourceType()) || response.status() !== 200) return;
    pending.push(
      response.body().then(
        (body) => ({
          path: new URL(response.url()).pathname,
          raw: body.length,
          gzip: gzipSync(body, { level: 9 }).length,
          emotion: body.includes('data-emotion')
        }),
        () => null
      )
    );
  });
  await page.goto(route);
  await page.waitForLoadState('networkidle');
  if (ready) await ready(page);
  await page.waitForLoadState('networkidle');
  const files = (await Promise.all(pending)).filter((f): f is JsFile => f !== null);
  await page.close();
  const unique = new Map(files.map((f) => [f.path, f]));
  return total([...unique.values()]);
}

/**
 * The addresses of the scripts `route` runs as it loads, before any interaction (Chromium's parser
 * reports each one it compiles), once the network has gone quiet.
 */
export async function scriptsRunOnLoad(context: BrowserContext, route: string): Promise<string[]> {
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  const run: string[] = [];
  cdp.on('Debugger.scriptParsed', ({ url }) => {
    if (url) run.push(new URL(url).pathname);
  });
  await cdp.send('Debugger.enable');
  await page.goto(route);
  await page.waitForLoadState('networkidle');
  await page.close();
  return run;
}

/** The scripts of `after` that `before` had not downloaded. */
export function added(after: JsTotal, before: JsTotal): JsTotal {
  const seen = new Set(before.files.map((f) => f.path));
  return total(after.files.filter((f) => !seen.has(f.path)));
}

/** The first screen of each remote, and a screen of each role app that shows requests (form or list). */
export interface MeasuredRoute {
  app: 'customer' | 'admin' | 'vendor' | 'forms';
  role: Role;
  route: string;
  /** A text the screen shows once it has rendered. */
  shows: string;
}

const PAN = serviceByKey('pan')!;

export const MEASURED_ROUTES: readonly MeasuredRoute[] = [
  { app: 'customer', role: 'customer', route: '/Dashboard', shows: 'Welcome' },
  { app: 'customer', role: 'customer', route: PAN.routes.form, shows: 'Submit' },
  { app: 'admin', role: 'admin', route: '/AdminDashboad', shows: 'Welcome' },
  { app: 'admin', role: 'admin', route: PAN.routes.adminList, shows: 'Download CSV' },
  { app: 'vendor', role: 'vendor', route: '/VendorDashboard', shows: 'Welcome' },
  { app: 'vendor', role: 'vendor', route: PAN.routes.vendorList, shows: 'Search' },
  { app: 'forms', role: 'admin', route: '/ListOfForms', shows: 'Create' }
];

export interface BundleReport {
  landing: JsTotal;
  routes: { measured: MeasuredRoute; extra: JsTotal }[];
}

/**
 * What `/` downloads, and what each measured route adds to it when opened by its role in the same
 * browser profile (so the scripts `/` already had are not counted again).
 */
export async function measureBundles(
  browser: Browser,
  portal: Portal,
  sessions: Record<Role, Session>
): Promise<BundleReport> {
  const landingContext = await signedInContext(browser, portal, null);
  // `/` runs its scripts from the visitor's first interaction (the pointer moving here); counted once in use.
  const landing = await scriptsOf(landingContext, '/', async (page) => {
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    await page.mouse.move(40, 40);
  });
  await landingContext.close();
  const routes: BundleReport['routes'] = [];
  for (const measured of MEASURED_ROUTES) {
    const context = await signedInContext(browser, portal, sessions[measured.role]);
    const after = await scriptsOf(context, measured.route, (page) => page.getByText(measured.shows).first().waitFor());
    await context.close();
    routes.push({ measured, extra: added(after, landing) });
  }
  return { landing, routes };
}

const kb = (bytes: number) => (bytes / 1024).toFixed(1);

/** Issue 18's targets (KB gzip): `/`'s scripts, and what a role screen adds after sign-in. */
const TARGET_KB = { landing: 110, screen: 60 };

const beside = (bytes: number, target: number) => `  target <= ${target}: ${bytes <= target * 1024 ? 'met' : 'missed'}`;

/** The report as a small table: KB of gzipped JS (and raw) per page, each beside its target. */
export function formatBundleReport(report: BundleReport): string {
  const lines = [
    `JS downloaded (KB, gzip level 9 / raw)`,
    `/ (once in use)                     ${kb(report.landing.gzip).padStart(7)} / ${kb(report.landing.raw).padStart(7)}  (${report.landing.files.length} files)${beside(report.landing.gzip, TARGET_KB.landing)}`,
    ...report.routes.map(
      ({ measured, extra }) =>
        `+ ${`${measured.app} ${measured.route}`.padEnd(34)}${kb(extra.gzip).padStart(7)} / ${kb(extra.raw).padStart(7)}  (${extra.files.length} files)${beside(extra.gzip, TARGET_KB.screen)}`
    )
  ];
  const files = report.landing.files
    .slice()
    .sort((a, b) => b.gzip - a.gzip)
    .map((f) => `    ${f.path.padEnd(40)}${kb(f.gzip).padStart(7)} / ${kb(f.raw).padStart(7)}`);
  const routeFiles = report.routes.flatMap(({ measured, extra }) => [
    `Scripts ${measured.app} ${measured.route} adds:`,
    ...extra.files
      .slice()
      .sort((a, b) => b.gzip - a.gzip)
      .map((f) => `    ${f.path.padEnd(40)}${kb(f.gzip).padStart(7)} / ${kb(f.raw).padStart(7)}`)
  ]);
  return [...lines, 'Scripts of /:', ...files, ...routeFiles].join('\n');
}
