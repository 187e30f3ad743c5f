import type { Browser, Page } from 'playwright-core';
import { en, SERVICES, serviceText } from '@gia/domain';
import { hi } from '@gia/domain/hi';
import type { Portal } from '../support/portal';
import { stageForFile } from '../support/stage';
import { customerSession, signedInContext } from './accounts';
import { scriptsRunOnLoad } from './bundle-size';

let portal: Portal;
let browser: Browser;

stageForFile({}, (stage) => ({ portal, browser } = stage));

async function html(route: string): Promise<string> {
  const res = await fetch(`${portal.url}${route}`);
  expect(res.status).toBe(200);
  expect(res.headers.get('content-type')).toMatch(/^text\/html/);
  return res.text();
}

/** The markup inside `<div id="root">`, as the server sent it. */
function rootOf(page: string): string {
  const start = page.indexOf('<div id="root">') >= 0 ? page.indexOf('<div id="root">') : page.indexOf('<div id=root>');
  expect(start).toBeGreaterThanOrEqual(0);
  return page.slice(start, page.lastIndexOf('</body>'));
}

/** The text and address of every link in `markup`. */
function links(markup: string): { text: string; href: string }[] {
  return [...markup.matchAll(/<a\b[^>]*\bhref="([^"]*)"[^>]*>(.*?)<\/a>/g)].map((m) => ({
    href: m[1],
    text: m[2].replace(/<[^>]+>/g, '')
  }));
}

/** Uncaught errors and console errors (React reports a hydration mismatch as one of them). */
function problems(page: Page): string[] {
  const found: string[] = [];
  page.on('pageerror', (e) => found.push(e.message));
  page.on('console', (m) => {
    if (m.type() === 'error') found.push(m.text());
  });
  return found;
}

/** The path of every script `page` asks for from now on, in order. */
function scriptsAsked(page: Page): string[] {
  const asked: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') asked.push(new URL(request.url()).pathname);
  });
  return asked;
}

/** The `href` of every element `selector` finds on the page. */
function hrefs(page: Page, selector: string): Promise<(string | null)[]> {
  return page.locator(selector).evaluateAll((links) => links.map((link) => link.getAttribute('href')));
}

test("/'s HTML carries the landing page's texts, links and stylesheet before any script runs", async () => {
  const page = await html('/');
  const root = rootOf(page);
  for (const key of [
    'landing.slogan',
    'landing.tagline',
    'landing.intro',
    'landing.servicesHeading',
    'footer.credit'
  ] as const) {
    expect(root).toContain(en[key]);
  }
  expect(links(root)).toEqual(
    expect.arrayContaining([
      { text: en['landing.userLogin'], href: '/signin' },
      { text: en['landing.adminLogin'], href: '/AdminLogin' },
      { text: en['landing.becomeVendor'], href: '/ServiceProviderLogin' },
      { text: en['footer.contact'], href: '/contact' },
      { text: en['footer.privacy'], href: '/privacy' },
      { text: en['footer.about'], href: '/about' },
      ...SERVICES.map((s) => ({ text: en[serviceText(s, 'name') as keyof typeof en], href: s.routes.form }))
    ])
  );
  // Drawn with the portal's stylesheet, and no script holds the drawing up.
  expect(page).toMatch(/<style id="?gia-styles"?>/);
  const scripts = [...page.matchAll(/<script\b[^>]*>/g)].map((m) => m[0]);
  expect(scripts.length).toBeGreaterThan(0);
  for (const script of scripts) expect(script).toMatch(/\sdefer\b/);
});

test('every other path gets an empty page, so no landing markup shows before its own screen', async () => {
  for (const route of ['/signin', '/AdminLogin', '/Dashboard', '/no-such-page']) {
    const root = rootOf(await html(route));
    expect(root).not.toContain(en['landing.slogan']);
    expect(root).not.toContain('<a ');
  }
});

test('without scripts, / is drawn and its links lead to their pages', async () => {
  const context = await browser.newContext({ javaScriptEnabled: false, baseURL: portal.url });
  const page = await context.newPage();
  await page.goto('/');
  await page.getByRole('heading', { level: 1, name: en['landing.slogan'] }).waitFor();
  await page.getByRole('link', { name: en['landing.userLogin'] }).click();
  await page.waitForURL('**/signin');
  await context.close();
});

test('as it loads, / runs only its small starter and prefetches the rest; the first key press starts the page', async () => {
  const context = await signedInContext(browser, portal, null);
  const run = await scriptsRunOnLoad(context, '/');
  expect(run).toEqual([expect.stringMatching(/^\/landing-start\.[0-9a-f]{8}\.js$/)]);
  const starter = await fetch(`${portal.url}${run[0]}`);
  expect((await starter.text()).length).toBeLessThan(2048);

  const page = await context.newPage();
  const errors = problems(page);
  const asked = scriptsAsked(page);
  await page.goto('/');
  const prefetched = await hrefs(page, 'link[rel=prefetch]');
  await page.getByRole('heading', { level: 1, name: en['landing.slogan'] }).waitFor();
  await page.keyboard.press('Tab');
  // Once the page has taken over, the switch changes the language in place.
  await page.getByRole('combobox', { name: en['common.language'] }).selectOption('hi');
  await page.getByRole('heading', { level: 1, name: hi['landing.slogan'] }).waitFor();
  // Every script the page ran in use had been prefetched as it loaded (the Hindi texts come when chosen).
  const ran = asked.filter((file) => !/^\/(landing-start|messages-hi)\./.test(file));
  expect(ran).toEqual(expect.arrayContaining([expect.stringMatching(/^\/main\./)]));
  expect(ran.filter((file) => !prefetched.includes(file))).toEqual([]);
  expect(errors).toEqual([]);
  await context.close();
});

test('a language chosen before the starter has arrived (a slow network) is not lost', async () => {
  const context = await signedInContext(browser, portal, null);
  const page = await context.newPage();
  const errors = problems(page);
  let chosen: () => void = () => undefined;
  const choice = new Promise<void>((resolve) => (chosen = resolve));
  await page.route('**/landing-start.*', async (route) => {
    await choice;
    await route.continue();
  });
  await page.goto('/', { waitUntil: 'commit' });
  await page.getByRole('combobox', { name: en['common.language'] }).selectOption('hi');
  chosen();
  await page.getByRole('heading', { level: 1, name: hi['landing.slogan'] }).waitFor();
  expect(errors).toEqual([]);
  await context.close();
});

test("every other path asks for the shell's chunks beside its entry script, and uses each of them", async () => {
  const context = await signedInContext(browser, portal, null);
  const page = await context.newPage();
  const asked = scriptsAsked(page);
  await page.goto('/signin');
  const preloaded = await hrefs(page, 'link[rel=preload][as=script]');
  await page.getByRole('heading', { level: 1, name: en['auth.userSignInHeading'] }).waitFor();
  // React with the router, and the shell's first screens.
  expect(preloaded.length).toBeGreaterThanOrEqual(2);
  expect(asked).toEqual(expect.arrayContaining(preloaded));
  await context.close();
});

test('the page takes over the drawn markup without a mismatch: the language switch and links work after', async () => {
  const context = await signedInContext(browser, portal, null);
  const page = await context.newPage();
  const errors = problems(page);
  await page.goto('/');
  await page.getByRole('combobox', { name: en['common.language'] }).selectOption('hi');
  await page.getByRole('heading', { level: 1, name: hi['landing.slogan'] }).waitFor();
  await page.getByRole('link', { name: hi['landing.userLogin'] }).click();
  await page.getByRole('heading', { level: 1, name: hi['auth.userSignInHeading'] }).waitFor();
  expect(errors).toEqual([]);

  // A page remembered in Hindi takes over the English markup, then speaks Hindi.
  await page.goto('/');
  await page.getByRole('heading', { level: 1, name: hi['landing.slogan'] }).waitFor();
  expect(errors).toEqual([]);
  await context.close();
});

test('a signed-in visitor gets the drawn page too, and the way to the dashboard once the page has taken over', async () => {
  const context = await signedInContext(browser, portal, await customerSession(portal));
  const page = await context.newPage();
  const errors = problems(page);
  await page.goto('/');
  await page.getByRole('link', { name: en['home.dashboard'] }).click();
  await page.waitForURL('**/Dashboard');
  expect(errors).toEqual([]);
  await context.close();
});
