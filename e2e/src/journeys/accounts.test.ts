import type { Browser, Page } from 'playwright-core';
import { axeChecked, collectErrors, expectAccessible, newContext } from '../support/browser';
import { newPerson, signInAdmin, signUpCustomer } from '../support/journeys';
import type { Portal } from '../support/portal';
import { question, t } from './screens';
import { stageForFile } from '../support/stage';

let portal: Portal;
let browser: Browser;

stageForFile(
  { LOGIN_RATE_PER_MINUTE: '1000' },
  (stage) => ({ portal, browser } = stage),
  () => `accounts journeys: ${axeChecked.size} screens checked by axe: ${[...axeChecked].join(', ')}`
);

async function freshPage(): Promise<Page> {
  const context = await newContext(browser, { baseURL: portal.url });
  return context.newPage();
}

async function logOut(page: Page): Promise<void> {
  await page
    .getByRole('banner')
    .getByRole('button', { name: t('common.logout'), exact: true })
    .click();
  const ask = question(page, 'auth.logoutConfirm');
  await ask.waitFor();
  await expectAccessible(page, 'logout confirm');
  await ask.getByRole('button', { name: t('common.logout'), exact: true }).click();
  // The spec: logout goes to the landing page.
  await page.waitForURL(`${portal.url}/`, { timeout: 5000 });
  await page.getByText(t('landing.slogan')).waitFor();
}

test('a customer signs up and lands on their home, greeted by name', async () => {
  const page = await freshPage();
  const errors = collectErrors(page);
  const person = newPerson('Asha Kulkarni');
  await page.goto('/signup');
  await page.getByRole('heading', { name: t('auth.userSignUpHeading'), level: 1 }).waitFor();
  await expectAccessible(page, 'user sign up');
  await signUpCustomer(page, person);
  await page.getByRole('heading', { level: 1, name: `${t('home.welcome')} ${person.name}` }).waitFor();
  await expectAccessible(page, 'user home');
  expect(errors).toEqual([]);
  await page.context().close();
});

test('the admin signs in, adds a second admin, signs out, and the second admin signs in', async () => {
  const page = await freshPage();
  const errors = collectErrors(page);
  await page.goto('/AdminLogin');
  await page.getByRole('heading', { name: t('auth.adminHeading') }).waitFor();
  await expectAccessible(page, 'admin sign in');

  const password = page.getByLabel(t('auth.password'), { exact: true });
  expect(await password.getAttribute('type')).toBe('password');
  await page.getByRole('button', { name: t('auth.showPassword') }).click();
  expect(await password.getAttribute('type')).toBe('text');
  await page.getByRole('button', { name: t('auth.hidePassword') }).click();
  expect(await password.getAttribute('type')).toBe('password');

  await page.getByLabel(t('auth.email'), { exact: true }).fill(portal.admin.email);
  await password.fill('Not-the-password-1');
  await page.getByRole('button', { name: t('auth.signIn'), exact: true }).click();
  await page
    .getByRole('alert')
    .filter({ hasText: t('auth.invalidCredentials') })
    .waitFor();
  expect(page.url()).toBe(`${portal.url}/AdminLogin`);
  await expectAccessible(page, 'admin sign in refused');

  await password.fill(portal.admin.password);
  await page.getByRole('button', { name: t('auth.signIn'), exact: true }).click();
  await page.waitForURL('**/AdminDashboad');
  await expectAccessible(page, 'admin home');

  await page.getByRole('link', { name: t('home.addNewAdmin') }).click();
  await page.waitForURL('**/AdminUserList');
  await page.getByRole('cell', { name: portal.admin.email }).waitFor();
  await expectAccessible(page, 'admin accounts');

  const second = newPerson('Kiran Iyer');
  const form = page.getByRole('form', { name: t('admins.add') });
  await form.getByLabel(t('auth.name'), { exact: true }).fill(second.name);
  await form.getByLabel(t('auth.email'), { exact: true }).fill(second.email);
  await form.getByLabel(t('auth.password'), { exact: true }).fill(second.password);
  await form.getByRole('button', { name: t('admins.add') }).click();
  await page.getByText(t('admins.added'), { exact: true }).waitFor();
  await page.getByRole('cell', { name: second.email }).waitFor();

  await logOut(page);
  await signInAdmin(page, second);
  await page.getByRole('heading', { level: 1, name: `${t('home.welcome')} ${second.name}` }).waitFor();
  expect(errors).toEqual([]);
  await page.context().close();
});

test('a signed-out visit to an admin list goes to the admin sign-in and comes back after it', async () => {
  const page = await freshPage();
  await page.goto('/ListofPanRegistration');
  await page.waitForURL('**/AdminLogin');
  await page.getByLabel(t('auth.email'), { exact: true }).fill(portal.admin.email);
  await page.getByLabel(t('auth.password'), { exact: true }).fill(portal.admin.password);
  await page.getByRole('button', { name: t('auth.signIn'), exact: true }).click();
  await page.waitForURL('**/ListofPanRegistration');
  await page.getByRole('heading', { level: 1, name: t('service.pan.list') }).waitFor();
  await page.getByText(t('common.noData'), { exact: true }).waitFor();
  await expectAccessible(page, 'admin PAN list (empty)');
  await page.context().close();
});

test('a customer opening an admin page is told it is not for their account', async () => {
  const page = await freshPage();
  await signUpCustomer(page, newPerson('Farah Shaikh'));
  await page.goto('/ListofPanRegistration');
  await page.getByText(t('auth.wrongRole'), { exact: true }).waitFor();
  expect(page.url()).toBe(`${portal.url}/ListofPanRegistration`);
  await expectAccessible(page, 'wrong role');
  await page.getByRole('link', { name: t('auth.signInAgain') }).click();
  await page.waitForURL('**/AdminLogin');
  await page.context().close();
});
