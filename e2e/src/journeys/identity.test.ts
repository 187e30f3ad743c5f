import { addEnglishTexts } from '@gia/domain';
import { identityEn } from '@gia/domain/identity-texts';
import type { Browser, Page } from 'playwright-core';
import { mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { axeChecked, collectErrors, expectAccessible, newContext } from '../support/browser';
import {
  callApi,
  newPerson,
  signInAdmin,
  signInAdminApi,
  signInCustomer,
  signUpCustomerApi,
  signUpVendorApi
} from '../support/journeys';
import type { Portal } from '../support/portal';
import { pdfFile } from './files';
import { kind, question, t } from './screens';
import { stageForFile } from '../support/stage';

/**
 * Issue 17 in the browser: an admin approves a new vendor after opening their documents, makes a
 * reset link for a customer who then sets a new password with it, signing out ends the token, and a
 * customer and an admin change their passwords from the header, a customer downloads their data and
 * erases their account.
 */

addEnglishTexts(identityEn);

let portal: Portal;
let browser: Browser;
const SHOTS = path.join(__dirname, '..', '..', '..', '.test-results', 'identity');

stageForFile(
  { LOGIN_RATE_PER_MINUTE: '1000' },
  (stage) => ({ portal, browser } = stage),
  () => `identity journeys: ${axeChecked.size} screens checked by axe: ${[...axeChecked].join(', ')}`
);

async function freshPage(width = 1280, height = 800): Promise<Page> {
  const context = await newContext(browser, { baseURL: portal.url, width, height });
  return context.newPage();
}

async function shoot(page: Page, name: string): Promise<void> {
  mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: path.join(SHOTS, `${name}.png`), fullPage: true });
}

test("an admin reviews a new vendor's documents and approves them; only then are they offered for work", async () => {
  const pan = kind('pan');
  const vendor = newPerson('Farida Khan');
  const signed = await signUpVendorApi(portal.url, vendor, pan.vendorCategory, pdfFile('vendor-document.pdf'));
  const admin = await callApi<{ accessToken: string }>(portal.url, 'POST', '/admin/login/request', portal.admin);
  const offered = async () =>
    (
      await callApi<{ vendor_id: number }[]>(
        portal.url,
        'GET',
        `/admin/data/getVendors?vendor_bussiness_name=${encodeURIComponent(pan.vendorCategory)}`,
        undefined,
        admin.accessToken
      )
    ).map((v) => v.vendor_id);
  expect(await offered()).not.toContain(signed.user.id);

  for (const [width, height] of [
    [360, 740],
    [1280, 800]
  ]) {
    const page = await freshPage(width, height);
    const errors = collectErrors(page);
    await signInAdmin(page, portal.admin);
    await page.goto('/VendorApproval');
    const card = page
      .getByRole('listitem')
      .filter({ has: page.getByRole('heading', { level: 2, name: new RegExp(vendor.name) }) });
    if (width === 360) {
      await card.waitFor();
      await expectAccessible(page, 'vendor approval (phone)');
      await shoot(page, 'vendor-approval-phone');
      await page.context().close();
      expect(errors).toEqual([]);
      continue;
    }
    await card.getByRole('link', { name: t('identity.vendors.pan') }).waitFor();
    const href = await card.getByRole('link', { name: t('identity.vendors.pan') }).getAttribute('href');
    const document = await page.request.get(`${portal.url}${href}`);
    expect([document.status(), document.headers()['content-type']]).toEqual([200, 'application/pdf']);
    await expectAccessible(page, 'vendor approval');
    await shoot(page, 'vendor-approval-desktop');
    await card.getByRole('button', { name: `${t('identity.vendors.approve')}: ${vendor.name}` }).click();
    await page.getByText(t('identity.vendorApproved', { name: vendor.name })).waitFor();
    expect(errors).toEqual([]);
    await page.context().close();
  }
  expect(await offered()).toContain(signed.user.id);
});

test('an admin makes a reset link; the customer sets a new password with it, once; the audit log shows it', async () => {
  const person = newPerson('Rohan Das');
  await signUpCustomerApi(portal.url, person);
  const page = await freshPage();
  const errors = collectErrors(page);
  await signInAdmin(page, portal.admin);
  await page.goto('/AuditLog');
  await page.getByLabel(t('identity.resetLink.role'), { exact: true }).selectOption('customer');
  await page.getByLabel(t('identity.resetLink.email'), { exact: true }).fill(person.email);
  await page.getByRole('button', { name: t('identity.resetLink.make') }).click();
  const link = await page.getByLabel(t('identity.resetLink.copy'), { exact: true }).inputValue();
  await page
    .getByRole('table', { name: t('home.auditLog') })
    .getByText(t('identity.action.resetLink'))
    .first()
    .waitFor();
  await expectAccessible(page, 'audit log');
  await shoot(page, 'audit-log-desktop');
  await page.context().close();

  for (const width of [360, 1280]) {
    const phone = await freshPage(width, width === 360 ? 740 : 800);
    await phone.goto(new URL(link).pathname + new URL(link).search);
    await phone.getByRole('heading', { level: 1, name: t('identity.screen.resetTitle') }).waitFor();
    await phone.getByLabel(t('identity.screen.newPassword'), { exact: true }).fill('password123');
    await phone.getByText(/Strength: very weak/).waitFor();
    await expectAccessible(phone, `reset password (${width})`);
    await shoot(phone, `reset-password-${width}`);
    await phone.context().close();
  }
  const reset = await freshPage();
  await reset.goto(new URL(link).pathname + new URL(link).search);
  await reset.getByLabel(t('identity.screen.newPassword'), { exact: true }).fill('Fresh-lantern-orbit-9');
  await reset.getByRole('button', { name: t('identity.screen.setPassword') }).click();
  await reset.getByText(t('identity.resetDone')).waitFor();
  await signInCustomer(reset, { email: person.email, password: 'Fresh-lantern-orbit-9' });
  // The link worked once.
  await reset.goto(new URL(link).pathname + new URL(link).search);
  await reset.getByLabel(t('identity.screen.newPassword'), { exact: true }).fill('Another-lantern-orbit-9');
  await reset.getByRole('button', { name: t('identity.screen.setPassword') }).click();
  await reset.getByRole('alert').filter({ hasText: 'not valid any more' }).waitFor();
  expect(errors).toEqual([]);
  await reset.context().close();
});

test('signing out in the portal ends the token on the server', async () => {
  const person = newPerson('Isha Verma');
  await signUpCustomerApi(portal.url, person);
  const page = await freshPage();
  await signInCustomer(page, person);
  const token = await page.evaluate(() => sessionStorage.getItem('accessToken'));
  expect(token).toBeTruthy();
  const ask = async () =>
    (await fetch(`${portal.url}/api/v1/global/notifications`, { headers: { authorization: `Bearer ${token}` } }))
      .status;
  expect(await ask()).toBe(200);
  await page
    .getByRole('banner')
    .getByRole('button', { name: t('common.logout'), exact: true })
    .click();
  await question(page, 'auth.logoutConfirm')
    .getByRole('button', { name: t('common.logout'), exact: true })
    .click();
  await page.waitForURL(`${portal.url}/`);
  expect(await ask()).toBe(401);
  await page.context().close();
});

test('a customer and an admin change their password from the header: the rule is said first, a wrong current password under its field, other sessions end', async () => {
  const person = newPerson('Kavya Iyer');
  await signUpCustomerApi(portal.url, person);
  const elsewhere = await callApi<{ accessToken: string }>(portal.url, 'POST', '/users/login/request', {
    email: person.email,
    password: person.password
  });
  const page = await freshPage(360, 740);
  const errors = collectErrors(page);
  await signInCustomer(page, person);
  await page
    .getByRole('banner')
    .getByRole('link', { name: t('common.changePassword') })
    .click();
  await page.getByRole('heading', { level: 1, name: t('identity.screen.changePasswordTitle') }).waitFor();
  await page.getByText(t('identity.passwordRule', { min: 8 })).waitFor();
  await page.getByLabel(t('identity.screen.currentPassword'), { exact: true }).fill('not-my-password-1');
  await page.getByLabel(t('identity.screen.newPassword'), { exact: true }).fill('Quiet-harbour-lamp-51');
  await page.getByRole('button', { name: t('identity.screen.changePassword'), exact: true }).click();
  await page.getByText(t('identity.currentPasswordWrong')).waitFor();
  await expectAccessible(page, 'change password (phone)');
  await shoot(page, 'change-password-phone');
  await page.getByLabel(t('identity.screen.currentPassword'), { exact: true }).fill(person.password);
  await page.getByRole('button', { name: t('identity.screen.changePassword'), exact: true }).click();
  await page.getByText(t('identity.passwordChanged')).waitFor();
  const status = async (token: string) =>
    (await fetch(`${portal.url}/api/v1/global/notifications`, { headers: { authorization: `Bearer ${token}` } }))
      .status;
  expect(await status(elsewhere.accessToken)).toBe(401);
  // This session goes on with the token the change answered.
  expect(await status((await page.evaluate(() => sessionStorage.getItem('accessToken')))!)).toBe(200);
  await page.goto('/MyRequests');
  await page
    .getByRole('banner')
    .getByRole('link', { name: t('common.changePassword') })
    .waitFor();
  expect(errors).toEqual([]);
  await page.context().close();

  const adminPerson = { ...newPerson('Meera Admin'), password: 'Lantern-orbit-kettle-42' };
  const admin = await callApi<{ accessToken: string }>(portal.url, 'POST', '/admin/login/request', portal.admin);
  await callApi(portal.url, 'POST', '/admin/data/insertAdmin', adminPerson, admin.accessToken);
  const adminPage = await freshPage();
  await signInAdmin(adminPage, adminPerson);
  await adminPage
    .getByRole('banner')
    .getByRole('link', { name: t('common.changePassword') })
    .click();
  await adminPage.getByText(t('identity.passwordRuleAdmin', { min: 12 })).waitFor();
  await adminPage.getByLabel(t('identity.screen.currentPassword'), { exact: true }).fill(adminPerson.password);
  await adminPage.getByLabel(t('identity.screen.newPassword'), { exact: true }).fill('Copper-meadow-violin-88');
  await adminPage.getByRole('button', { name: t('identity.screen.changePassword'), exact: true }).click();
  await adminPage.getByText(t('identity.passwordChanged')).waitFor();
  await expectAccessible(adminPage, 'change password (admin)');
  await adminPage.context().close();
  await signInAdminApi(portal.url, { email: adminPerson.email, password: 'Copper-meadow-violin-88' });
});

test('a customer downloads their data from their home, then erases their account and can no longer sign in', async () => {
  const person = newPerson('Nisha Pillai');
  await signUpCustomerApi(portal.url, person);

  // The screen and its dialog on a phone and a desktop, each checked by axe; nothing is erased here.
  for (const [width, height] of [
    [360, 740],
    [1280, 800]
  ]) {
    const look = await freshPage(width, height);
    const errors = collectErrors(look);
    await signInCustomer(look, person);
    await look
      .getByRole('banner')
      .getByRole('link', { name: t('common.yourData') })
      .click();
    await look.getByRole('heading', { level: 1, name: t('identity.myData.title') }).waitFor();
    await expectAccessible(look, `your data (${width})`);
    await shoot(look, `your-data-${width}`);
    await look.getByRole('button', { name: t('identity.myData.erase') }).click();
    await look.getByRole('alertdialog', { name: t('identity.myData.confirmTitle') }).waitFor();
    await expectAccessible(look, `erase dialog (${width})`);
    await shoot(look, `erase-dialog-${width}`);
    await look.keyboard.press('Escape');
    expect(errors).toEqual([]);
    await look.context().close();
  }

  const page = await freshPage();
  const errors = collectErrors(page);
  await signInCustomer(page, person);
  await page
    .getByRole('main')
    .getByRole('link', { name: t('common.yourData') })
    .click();
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: t('identity.myData.download') }).click()
  ]);
  const copy = JSON.parse(readFileSync((await download.path())!, 'utf8')) as {
    account: { email: string };
    requests: unknown[];
  };
  expect(download.suggestedFilename()).toMatch(/^gia-my-data-\d+\.json$/);
  expect(copy.account.email).toBe(person.email);
  expect(copy.requests).toEqual([]);
  await page.getByText(t('identity.myData.downloaded', { file: download.suggestedFilename() })).waitFor();

  await page.getByRole('button', { name: t('identity.myData.erase') }).click();
  const confirm = page.getByRole('alertdialog', { name: t('identity.myData.confirmTitle') });
  await confirm.getByLabel(t('identity.myData.confirmLabel'), { exact: true }).fill(person.email);
  await confirm.getByRole('button', { name: t('identity.myData.erase') }).click();
  await page.waitForURL(`${portal.url}/`);
  await page.getByText(t('identity.erasureStarted')).waitFor();
  expect(await page.evaluate(() => sessionStorage.getItem('accessToken'))).toBeNull();

  await page.goto('/signin');
  await page.getByLabel('Email', { exact: true }).fill(person.email);
  await page.getByLabel('Password', { exact: true }).fill(person.password);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await page.getByText(t('auth.invalidCredentials')).waitFor();
  expect(new URL(page.url()).pathname).toBe('/signin');
  await expect(
    callApi(portal.url, 'POST', '/users/login/request', { email: person.email, password: person.password })
  ).rejects.toThrow(/answered 401/);
  expect(errors).toEqual([]);
  await page.context().close();
});
