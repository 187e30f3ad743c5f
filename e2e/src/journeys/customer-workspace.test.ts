/**
 * Issue 14, the customer's half of the workspace journey (the admin's and vendor's half is
 * admin-workspace / vendor-workspace): a customer submits two kinds, lands each time on the new
 * request's page with its reference, finds both in /MyRequests (filters in the URL), and reads the bell's
 * panel, which passes axe (colour contrast included) while open at 360 px and at 1280 px.
 */
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { axeChecked, collectErrors, expectAccessible, newContext } from '../support/browser';
import {
  approveVendorApi,
  callApi,
  newPerson,
  signInAdminApi,
  signUpCustomer,
  signUpVendorApi
} from '../support/journeys';
import type { Portal } from '../support/portal';
import { pdfFile } from './files';
import { dialog, kind, label, question, serviceWords, t } from './screens';
import { stageForFile } from '../support/stage';

let portal: Portal;
let browser: Browser;

stageForFile(
  { LOGIN_RATE_PER_MINUTE: '1000' },
  (stage) => ({ portal, browser } = stage),
  () => `customer workspace journey: ${axeChecked.size} screens checked by axe: ${[...axeChecked].join(', ')}`
);

const SHOTS = path.join(__dirname, '..', '..', '..', '.test-results', 'screenshots', 'workspace');
mkdirSync(SHOTS, { recursive: true });
const shot = (page: Page, name: string) => page.screenshot({ path: path.join(SHOTS, `${name}.png`), fullPage: true });

const legalNotice = kind('legalNotice');
const saleAgreement = kind('saleAgreement');
const REFERENCE = /\/Requests\/(GIA-\d{4}-\d{6})$/;

/** Submits a kind's form (typed fields only, both kinds have no required document) and answers the new reference. */
async function submit(page: Page, which: typeof legalNotice, values: Record<string, string>): Promise<string> {
  await page.goto(which.routes.form);
  await page.getByRole('heading', { level: 1, name: serviceWords(which, 'form') }).waitFor();
  for (const [name, value] of Object.entries(values)) await page.getByLabel(label(name), { exact: true }).fill(value);
  await page.getByRole('checkbox', { name: t('form.consentAgree') }).check();
  await page.getByRole('button', { name: t('common.submit'), exact: true }).click();
  if (which.confirmSubmit)
    await question(page, 'form.confirmSubmit')
      .getByRole('button', { name: t('common.ok'), exact: true })
      .click();
  await page.waitForURL(REFERENCE);
  const reference = REFERENCE.exec(new URL(page.url()).pathname)![1];
  await page.getByRole('heading', { level: 1, name: `Request ${reference}` }).waitFor();
  await page.getByText(`Your request ${reference} was submitted`).first().waitFor();
  return reference;
}

test('a customer submits two kinds, lands on each request with its reference, finds both in /MyRequests, and reads the bell panel at 360 and 1280 px', async () => {
  const context = await newContext(browser, { baseURL: portal.url });
  const page = await context.newPage();
  const errors = collectErrors(page);
  const person = newPerson('Kavya Iyer');
  await signUpCustomer(page, person);

  const notice = await submit(page, legalNotice, {
    first_person_details: `${person.name}, 12 MG Road, Pune`,
    second_person_details: 'Rohan Mehta, 4 Park Street, Kolkata',
    narration: 'Unpaid rent for three months.'
  });
  // The page: reference, state, every detail given, and the timeline with the steps still to come in grey.
  await page.getByText('Pending', { exact: true }).first().waitFor();
  const details = page.getByRole('region', { name: 'Details' });
  await details.getByText('Rohan Mehta, 4 Park Street, Kolkata').waitFor();
  await details.getByText(notice, { exact: true }).waitFor();
  const timeline = page.getByRole('region', { name: 'Timeline' });
  await timeline.getByText(t('timeline.userSubmitted')).waitFor();
  await timeline.getByText(t('timeline.missing.adminAccepted')).waitFor();
  const waitingColour = await timeline
    .getByText(t('timeline.missing.adminAccepted'))
    .evaluate((el) => getComputedStyle(el).color);
  const [r, g, b] = (waitingColour.match(/\d+/g) ?? []).map(Number);
  expect(r < 150 && Math.abs(r - g) < 40 && Math.abs(g - b) < 40).toBe(true); // grey, not red
  await expectAccessible(page, 'request page (customer)');
  await shot(page, 'request-page-desktop');

  const sale = await submit(page, saleAgreement, {
    purchaser_details: `${person.name}, 12 MG Road, Pune`,
    seller_details: 'Anil Kapoor, 9 Ring Road, Delhi',
    sale_amount: '2500000'
  });
  expect(sale).not.toBe(notice);

  // Both in the inbox, newest first, each linking to its page.
  await page.goto('/MyRequests');
  await page.getByRole('heading', { level: 1, name: 'My requests' }).waitFor();
  const table = page.getByRole('table');
  await table.getByRole('link', { name: sale, exact: true }).waitFor();
  await table.getByRole('link', { name: notice, exact: true }).waitFor();
  expect(await table.getByRole('link', { name: /^GIA-/ }).allInnerTexts()).toEqual([sale, notice]);
  await page.getByText('2 requests', { exact: true }).waitFor();
  // A sale agreement is for its purchaser, not for its bare amount.
  const saleRow = table.getByRole('row').filter({ hasText: sale });
  await saleRow.getByRole('cell', { name: `${person.name}, 12 MG Road, Pune`, exact: true }).waitFor();
  expect(await saleRow.innerText()).not.toContain('2500000');
  await expectAccessible(page, 'my requests (desktop)');
  await shot(page, 'my-requests-desktop');

  // A filter goes into the URL and narrows the list; the URL alone brings it back.
  await page.getByRole('combobox', { name: 'Service' }).selectOption(legalNotice.key);
  await page.waitForURL(`**/MyRequests?kind=${legalNotice.key}`);
  await table.getByRole('link', { name: sale, exact: true }).waitFor({ state: 'detached' });
  expect(await table.getByRole('link', { name: /^GIA-/ }).allInnerTexts()).toEqual([notice]);
  await page.reload();
  await page.getByRole('table').getByRole('link', { name: notice, exact: true }).waitFor();
  expect(await page.getByRole('combobox', { name: 'Service' }).inputValue()).toBe(legalNotice.key);
  // The search box finds a request by its reference.
  await page.goto('/MyRequests');
  await page.getByRole('searchbox', { name: 'Search by reference, name or text' }).fill(sale);
  await page.waitForURL(`**/MyRequests?q=${sale}`);
  await page.getByRole('table').getByRole('link', { name: notice, exact: true }).waitFor({ state: 'detached' });
  expect(await page.getByRole('table').getByRole('link', { name: /^GIA-/ }).allInnerTexts()).toEqual([sale]);
  await page.getByRole('table').getByRole('link', { name: sale, exact: true }).click();
  await page.waitForURL(`**/Requests/${sale}`);
  await page.getByRole('region', { name: 'Details' }).getByText('₹25,00,000').waitFor();

  // The tiles of /UserForUpdate count the requests behind them.
  await page.goto('/UserForUpdate');
  const tile = page.getByRole('link', { name: serviceWords(legalNotice, 'name'), exact: true });
  await page.getByText('1 request · 1 open').first().waitFor();
  expect(await tile.getAttribute('aria-describedby')).toBeTruthy();

  // The admin assigns the legal notice: the customer's bell has a notification leading to its page.
  const vendor = newPerson('Meher Legal');
  const signedUp = await signUpVendorApi(
    portal.url,
    vendor,
    legalNotice.vendorCategory,
    pdfFile('vendor-document.pdf')
  );
  // A new vendor takes work once an admin has approved them (issue 17).
  await approveVendorApi(portal.url, portal.admin, signedUp.user.id);
  const admin = await signInAdminApi(portal.url, portal.admin);
  const vendors = await callApi<{ vendor_id: number; vendor_name: string }[]>(
    portal.url,
    'GET',
    `/admin/data/getVendors?vendor_bussiness_name=${encodeURIComponent(legalNotice.vendorCategory)}`,
    undefined,
    admin.accessToken
  );
  const chosen = vendors.find((v) => v.vendor_name === vendor.name)!;
  await callApi(
    portal.url,
    'POST',
    `/global/requests/${notice}/assign`,
    { vendor_id: chosen.vendor_id },
    admin.accessToken
  );

  for (const [width, height, name] of [
    [1280, 800, 'desktop'],
    [360, 740, 'phone']
  ] as const) {
    await page.setViewportSize({ width, height });
    await page.goto('/MyRequests');
    // The screen drawn (not its loading frame, whose header is replaced when the screen arrives).
    await page.getByText('2 requests', { exact: true }).waitFor();
    const bell = page.getByRole('banner').getByRole('button', { name: /^Notifications, \d+ unread$/ });
    await bell.waitFor();
    await bell.click();
    const panel = dialog(page, t('notifications.title'));
    const item = panel.getByRole('listitem').filter({ hasText: notice });
    await item
      .first()
      .waitFor()
      .catch(async (error: unknown) => {
        await shot(page, `failed-panel-${name}`);
        throw error;
      });
    // Inside the panel, on light: not flown to the top of the screen like the toasts.
    const box = (await item.first().boundingBox())!;
    const panelBox = (await panel.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(panelBox.x);
    expect(box.x + box.width).toBeLessThanOrEqual(panelBox.x + panelBox.width + 1);
    expect(box.width).toBeLessThanOrEqual(width);
    const colours = await item.first().evaluate((el) => {
      const s = getComputedStyle(el);
      return { color: s.color, background: s.backgroundColor, position: s.position, wrap: s.overflowWrap };
    });
    expect(colours.position).not.toBe('fixed');
    expect(colours.color).not.toBe('rgb(255, 255, 255)');
    expect(colours.wrap).toBe('break-word');
    await expectAccessible(page, `notification panel open (${name})`);
    await shot(page, `bell-panel-${name}`);
    if (name === 'phone') {
      await item
        .first()
        .getByRole('link', { name: `Open request ${notice}`, exact: true })
        .click();
      await page.waitForURL(`**/Requests/${notice}`);
      await page.getByRole('region', { name: 'Timeline' }).getByText('Vendor Assigned').waitFor();
      await page.getByText('Assigned to vendor', { exact: true }).first().waitFor();
      await expectAccessible(page, 'request page (phone)');
      await shot(page, 'request-page-phone');
      await page.goto('/MyRequests');
      await page.getByText('2 requests', { exact: true }).waitFor();
      await expectAccessible(page, 'my requests (phone)');
      await shot(page, 'my-requests-phone');
    } else {
      await panel
        .getByRole('button', { name: t('common.close'), exact: true })
        .first()
        .click();
    }
  }
  expect(errors).toEqual([]);
  await context.close();
});
