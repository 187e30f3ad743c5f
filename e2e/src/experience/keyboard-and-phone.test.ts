import type { Browser, Page } from 'playwright-core';
import { translate } from '@gia/domain';
import { axeChecked, collectErrors, expectAccessible } from '../support/browser';
import type { Portal } from '../support/portal';
import { adminSession, customerSession, signedInContext, type Session } from './accounts';
import { kind, submitRequest } from './requests';
import { settled } from './screens';
import { stageForFile } from '../support/stage';

const PHONE = { width: 360, height: 740 };
let portal: Portal;
let browser: Browser;
let customer: Session;
let admin: Session;

stageForFile(
  {},
  (stage) => ({ portal, browser } = stage),
  () => `axeChecked: ${axeChecked.size} screens in the keyboard and phone journeys`
);
beforeAll(async () => {
  customer = await customerSession(portal);
  admin = await adminSession(portal);
  await submitRequest(portal, customer, 'saleAgreement');
});

/** What has the keyboard focus: its role-ish tag and its words. */
const focused = (page: Page) =>
  page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    return {
      tag: el?.tagName.toLowerCase() ?? '',
      text: (el?.innerText || el?.getAttribute('aria-label') || '').trim(),
      inDialog: Boolean(el?.closest('[role="dialog"],[role="alertdialog"]'))
    };
  });

interface FocusWatch {
  focusOutside: string[];
}

/**
 * Runs in the page: after every change to the page while a dialog is open, notes where the focus is if it
 * is outside every dialog, unless it is on its way from one element to another (a Tab's blur comes before
 * its focus, and a widget may change the page in between).
 */
function watchFocusOutsideDialogs() {
  const watch = window as unknown as FocusWatch;
  watch.focusOutside = [];
  const DIALOG = '[role="dialog"],[role="alertdialog"]';
  let moving = false;
  document.addEventListener('focusout', (e) => (moving = e.relatedTarget !== null), true);
  document.addEventListener('focusin', () => (moving = false), true);
  new MutationObserver(() => {
    if (moving || !document.querySelector(DIALOG) || document.activeElement?.closest(DIALOG)) return;
    watch.focusOutside.push(document.activeElement?.outerHTML.slice(0, 80) ?? 'nothing');
  }).observe(document.body, { childList: true, subtree: true });
}

/** Presses Tab until the focus is on something with these words (as a person using only the keyboard does). */
async function tabTo(page: Page, words: string, max = 40): Promise<void> {
  for (let i = 0; i < max; i += 1) {
    await page.keyboard.press('Tab');
    if ((await focused(page)).text === words) return;
  }
  throw new Error(`Tab never reached "${words}"`);
}

test("on a phone, a customer's home searches its tiles and the bottom bar goes home, to the requests, and signs out", async () => {
  const context = await signedInContext(browser, portal, customer, PHONE);
  const page = await context.newPage();
  const errors = collectErrors(page);
  await page.goto('/Dashboard');
  await settled(page);
  const tiles = page.getByRole('main').getByRole('list').getByRole('link');
  // Dashboard, Services, Services Opted and Your data (issue 17).
  expect(await tiles.count()).toBe(4);
  await page.getByRole('searchbox', { name: 'Search services' }).fill('opted');
  expect(await tiles.allInnerTexts()).toEqual(['Services Opted']);
  await page.getByRole('searchbox', { name: 'Search services' }).fill('gst');
  await page.getByRole('button', { name: 'Clear search' }).click();
  expect(await tiles.count()).toBe(4);

  const bar = page.getByRole('navigation', { name: 'Account' });
  expect(await bar.isVisible()).toBe(true);
  await bar.getByRole('link', { name: 'My requests' }).click();
  // Each role's one list across kinds (issue 14): the customer's inbox.
  await page.waitForURL('**/MyRequests');
  await page.getByRole('heading', { level: 1, name: 'My requests' }).waitFor();
  // The screen's title has the focus after the move, so a screen reader starts there.
  expect(await focused(page)).toMatchObject({ tag: 'h1', text: 'My requests' });
  await bar.getByRole('link', { name: 'Home' }).click();
  await page.waitForURL('**/Dashboard');

  await bar.getByRole('button', { name: 'Logout' }).click();
  const ask = page.getByRole('alertdialog', { name: 'Do you really want to log out?' });
  await ask.waitFor();
  await expectAccessible(page, 'logout question (phone)');
  await page.keyboard.press('Escape');
  await ask.waitFor({ state: 'detached' });
  expect(await focused(page)).toMatchObject({ text: 'Logout' });
  await bar.getByRole('button', { name: 'Logout' }).click();
  await ask.getByRole('button', { name: 'Logout' }).click();
  await page.waitForURL(`${portal.url}/`);
  expect(await page.evaluate(() => sessionStorage.getItem('accessToken'))).toBeNull();
  expect(errors).toEqual([]);
  await context.close();
});

test('with the keyboard alone an admin opens a request, stays inside its popup, closes it with Escape and rejects it with a reason', async () => {
  const context = await signedInContext(browser, portal, admin, PHONE);
  const page = await context.newPage();
  const errors = collectErrors(page);
  await page.goto(kind('saleAgreement').routes.adminList);
  await settled(page);
  await page.getByText('₹45,50,000').first().waitFor();

  await page.keyboard.press('Tab');
  expect(await focused(page)).toMatchObject({ text: 'Skip to main content' });
  // The popup's code is on its way while the admin tabs: its frame shows first, then the popup takes its place.
  // At no moment between the two (any change to the page) may the focus be outside them, where a Tab would
  // leave the popup.
  let letThrough!: () => void;
  const arrived = new Promise<void>((go) => (letThrough = go));
  await page.route('**/remotes/admin/*.js', async (route) => {
    await arrived;
    await route.continue();
  });
  await page.evaluate(watchFocusOutsideDialogs);
  await tabTo(page, 'View');
  await page.keyboard.press('Enter');
  const details = page.getByRole('dialog', { name: 'Request details' });
  await details.waitFor();
  expect((await focused(page)).inDialog).toBe(true);
  for (let i = 0; i < 25; i += 1) {
    if (i === 3) letThrough();
    await page.keyboard.press('Tab');
    expect((await focused(page)).inDialog).toBe(true);
  }
  await details.getByRole('link', { name: 'Open the request page' }).waitFor();
  expect(await page.evaluate(() => (window as unknown as FocusWatch).focusOutside)).toEqual([]);
  await page.keyboard.press('Escape');
  await details.waitFor({ state: 'detached' });
  expect(await focused(page)).toMatchObject({ text: 'View' });

  await page.keyboard.press('Enter');
  await details.waitFor();
  await tabTo(page, 'Reject');
  await page.keyboard.press('Enter');
  const reason = page.getByRole('dialog', { name: 'Provide a Reason for Rejection' });
  await reason.waitFor();
  await tabTo(page, 'Submit');
  await page.keyboard.press('Enter');
  // The message is announced (role=alert) and tied to the field it is about.
  const field = reason.getByRole('textbox', { name: 'Reason for rejection' });
  await reason.getByText(translate('en', kind('saleAgreement').rejectMessage)).waitFor();
  expect(await field.getAttribute('aria-invalid')).toBe('true');
  expect(
    await page.evaluate(
      (id) => document.getElementById(id!)?.getAttribute('role'),
      (await field.getAttribute('aria-describedby'))?.split(' ').pop()
    )
  ).toBe('alert');
  await expectAccessible(page, 'reject reason with error (phone)');
  await field.focus();
  await page.keyboard.type('Seller ID proof is missing');
  await tabTo(page, 'Submit');
  await page.keyboard.press('Enter');
  await page.getByRole('status').getByText('Request rejected successfully.').waitFor();
  await page.getByRole('button', { name: 'Rejected' }).first().waitFor();
  expect(errors).toEqual([]);
  await context.close();
});
