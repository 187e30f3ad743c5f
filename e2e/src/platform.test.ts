import type { Browser } from 'playwright-core';
import { collectErrors, expectAccessible, newContext } from './support/browser';
import { newPerson, signInAdmin, signUpCustomer } from './support/journeys';
import type { Portal } from './support/portal';
import { stageForFile } from './support/stage';

let portal: Portal;
let browser: Browser;

stageForFile({}, (stage) => ({ portal, browser } = stage));

test('the landing page is complete and accessible', async () => {
  const context = await newContext(browser, { baseURL: portal.url });
  const page = await context.newPage();
  const errors = collectErrors(page);
  await page.goto('/');
  await page.getByText('Study Smarter, Dream Bigger, Achieve More!').waitFor();
  await page.getByText('Building the Foundation for Future Success!').waitFor();
  expect(await page.getByRole('link', { name: 'Become a Service Provider' }).getAttribute('href')).toBe(
    '/ServiceProviderLogin'
  );
  expect(await page.getByRole('link', { name: 'Admin Login' }).getAttribute('href')).toBe('/AdminLogin');
  expect(await page.getByRole('link', { name: 'User Login' }).getAttribute('href')).toBe('/signin');
  expect(await page.locator('footer a[href="/contact"]').count()).toBe(1);
  expect(await page.locator('footer a[href="/privacy"]').count()).toBe(1);
  await expectAccessible(page, 'landing');
  expect(errors).toEqual([]);
  await context.close();
});

test('an unknown path shows the 404 page and Go Back returns one step', async () => {
  const context = await newContext(browser, { baseURL: portal.url });
  const page = await context.newPage();
  await page.goto('/');
  await page.goto('/no-such-page');
  await page.getByText('404 - Page Not Found').waitFor();
  await page.getByText('Oops! The page you are looking for does not exist.').waitFor();
  await expectAccessible(page, 'not found');
  await page.getByRole('button', { name: 'Go Back' }).click();
  await page.waitForURL(`${portal.url}/`);
  await context.close();
});

test('a reload on a deep route is served the portal page', async () => {
  const res = await fetch(`${portal.url}/ListofPanRegistration`);
  expect(res.status).toBe(200);
  expect(await res.text()).toMatch(/<div id="?root"?>/);
  const api = await fetch(`${portal.url}/api/v1/no-such-call`);
  expect(api.status).toBe(404);
  expect((await api.json()).message).toContain('No such call');
});

test('a role app loads from its own remote entry and reads the auth store the shell set', async () => {
  const context = await newContext(browser, { baseURL: portal.url });
  const page = await context.newPage();
  const loaded: string[] = [];
  page.on('request', (r) => loaded.push(new URL(r.url()).pathname));
  const person = newPerson('Asha Customer');
  await signUpCustomer(page, person);
  await page.getByText('Welcome,').first().waitFor();
  await page.getByText(person.name).first().waitFor();
  expect(loaded).toContain('/remotes/customer/remoteEntry.js');
  expect(loaded.some((p) => p.startsWith('/remotes/admin/'))).toBe(false);
  await context.close();
});

test('a dead remote shows a message and Retry in its area while the rest keeps working', async () => {
  const context = await newContext(browser, { baseURL: portal.url });
  await context.route('**/remotes/admin/**', (route) => route.abort());
  const page = await context.newPage();
  await signInAdmin(page, portal.admin);
  await page.getByText('This part of the portal is unavailable right now').waitFor();
  const retry = page.getByRole('button', { name: 'Retry' });
  await retry.waitFor();
  await page.getByRole('link', { name: 'GIA' }).first().waitFor();

  await context.unroute('**/remotes/admin/**');
  await retry.click();
  await page
    .getByRole('link', { name: 'Add New Admin' })
    .or(page.getByRole('button', { name: 'Add New Admin' }))
    .first()
    .waitFor();

  await page.goto('/');
  await page.getByText('Study Smarter, Dream Bigger, Achieve More!').waitFor();
  await context.close();
});
