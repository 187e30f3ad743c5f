import { mkdirSync, statSync } from 'node:fs';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { collectErrors, expectAccessible } from '../support/browser';
import type { Portal } from '../support/portal';
import { adminSession, customerSession, signedInContext, type Session } from './accounts';
import { kind, rejectRequest, submitRequest } from './requests';
import { settled } from './screens';
import { stageForFile } from '../support/stage';

/**
 * docs/screenshots (where README.md finds them) only when asked with UPDATE_SCREENSHOTS=1, so that a
 * test run leaves the checkout clean; otherwise the test results folder.
 */
const ROOT = path.join(__dirname, '..', '..', '..');
const FOLDER =
  process.env.UPDATE_SCREENSHOTS === '1'
    ? path.join(ROOT, 'docs', 'screenshots')
    : path.join(ROOT, '.test-results', 'screenshots');
const SIZES = { phone: { width: 360, height: 740 }, desktop: { width: 1280, height: 800 } } as const;

let portal: Portal;
let browser: Browser;
let customer: Session;
let admin: Session;

stageForFile({}, (stage) => ({ portal, browser } = stage));
beforeAll(async () => {
  customer = await customerSession(portal, 'Asha Rao');
  admin = await adminSession(portal);
  await submitRequest(portal, customer, 'saleAgreement');
  const second = await submitRequest(portal, customer, 'saleAgreement');
  await submitRequest(portal, customer, 'saleAgreement');
  await rejectRequest(portal, admin, 'saleAgreement', second, 'Seller ID proof is missing');
  mkdirSync(FOLDER, { recursive: true });
});

async function shoot(page: Page, name: string): Promise<void> {
  const file = path.join(FOLDER, `${name}.png`);
  await page.screenshot({ path: file });
  expect(statSync(file).size).toBeGreaterThan(5_000);
}

type ChunkState = 'down' | 'held' | 'up';

/** A chunk's download as a step wants it: failed, held back until let through, or as it comes. */
async function chunkNetwork(page: Page, pattern: string, start: ChunkState) {
  let state = start;
  let letThrough!: () => void;
  const released = new Promise<void>((go) => (letThrough = go));
  await page.route(pattern, async (route) => {
    if (state === 'down') return route.abort();
    if (state === 'held') await released;
    await route.continue();
  });
  return {
    set: (next: ChunkState) => {
      state = next;
    },
    letThrough
  };
}

describe.each(Object.entries(SIZES))('screenshots at %s size', (size, viewport) => {
  test('landing, a customer form, an admin list, a timeline and a popup as it loads', async () => {
    const visitor = await signedInContext(browser, portal, null, viewport);
    const landing = await visitor.newPage();
    await landing.goto('/');
    await settled(landing);
    await shoot(landing, `landing-${size}`);
    await visitor.close();

    const asCustomer = await signedInContext(browser, portal, customer, viewport);
    const form = await asCustomer.newPage();
    const errors = collectErrors(form);
    await form.goto(kind('saleAgreement').routes.form);
    await settled(form);
    await shoot(form, `customer-form-${size}`);
    await asCustomer.close();

    const asAdmin = await signedInContext(browser, portal, admin, viewport);
    const list = await asAdmin.newPage();
    await list.goto(kind('saleAgreement').routes.adminList);
    await settled(list);
    // Amounts read in rupees with Indian grouping.
    await list.getByText('₹45,50,000').first().waitFor();
    await shoot(list, `admin-list-${size}`);
    await list
      .getByRole('button', { name: /Rejected|REJECTED/ })
      .first()
      .click();
    // The history's code arrives when the popup first opens.
    await list.getByRole('dialog', { name: 'Request timeline' }).getByRole('listitem').first().waitFor();
    await expectAccessible(list, `timeline (${size})`);
    await shoot(list, `timeline-${size}`);
    await list.keyboard.press('Escape');

    // The detail popup's code loads when first asked for. Its download fails first: the popup says so in
    // its frame, the list stays; then, on Try again, it is held back (a spinner in the frame) and let through.
    const adminCode = await chunkNetwork(list, '**/remotes/admin/*.js', 'down');
    await list.getByRole('button', { name: 'View' }).first().click();
    const popup = list.getByRole('dialog', { name: 'Request details' });
    await popup.getByRole('alert').getByText('This part did not load').waitFor();
    expect(await list.getByRole('heading', { level: 1, name: 'List Of Sale Aggrement Request' }).isVisible()).toBe(
      true
    );
    expect(await list.getByText('This part of the portal is unavailable').count()).toBe(0);
    await expectAccessible(list, `request popup not loaded (${size})`);
    await shoot(list, `popup-failed-${size}`);
    adminCode.set('held');
    await popup.getByRole('button', { name: 'Try again' }).click();
    await popup.getByRole('status').waitFor();
    await expectAccessible(list, `request popup loading (${size})`);
    await shoot(list, `popup-loading-${size}`);
    adminCode.letThrough();
    await popup.getByRole('link', { name: 'Open the request page' }).waitFor();
    await expectAccessible(list, `request popup (${size})`);
    await shoot(list, `popup-${size}`);
    await asAdmin.close();
    expect(errors).toEqual([]);
  });

  test("the admin's parts that load apart: popup actions on their way, a vendor picker and charts that did not load", async () => {
    const asAdmin = await signedInContext(browser, portal, admin, viewport);
    const list = await asAdmin.newPage();
    const errors = collectErrors(list);
    const actionsCode = await chunkNetwork(list, '**/remotes/admin/admin-actions.*.js', 'held');
    const pickerCode = await chunkNetwork(list, '**/remotes/admin/vendor-select.*.js', 'down');
    await list.goto(kind('saleAgreement').routes.adminList);
    await settled(list);
    await list.getByRole('button', { name: 'View' }).first().click();
    const popup = list.getByRole('dialog', { name: 'Request details' });
    await popup.getByRole('region', { name: 'Details' }).waitFor();
    // The request is drawn; the role's actions are still on their way, a spinner in their place.
    await popup.getByRole('status').scrollIntoViewIfNeeded();
    await expectAccessible(list, `request popup, actions loading (${size})`);
    await shoot(list, `popup-actions-loading-${size}`);
    actionsCode.letThrough();

    const actions = popup.getByRole('region', { name: 'Actions' });
    await actions.getByRole('alert').filter({ hasText: 'This part did not load' }).scrollIntoViewIfNeeded();
    expect(await actions.getByRole('button', { name: 'Assign Vendor' }).isVisible()).toBe(true);
    await expectAccessible(list, `vendor picker not loaded (${size})`);
    await shoot(list, `vendor-picker-failed-${size}`);
    pickerCode.set('held');
    await actions.getByRole('button', { name: 'Try again' }).click();
    await actions.getByRole('status').scrollIntoViewIfNeeded();
    await expectAccessible(list, `vendor picker loading (${size})`);
    await shoot(list, `vendor-picker-loading-${size}`);
    pickerCode.letThrough();
    await actions.getByRole('combobox', { name: 'Vendor' }).waitFor();
    await shoot(list, `vendor-picker-${size}`);

    const chartsCode = await chunkNetwork(list, '**/remotes/admin/admin-charts.*.js', 'down');
    await list.goto('/AdminDashboad');
    await list.getByRole('alert').filter({ hasText: 'This part did not load' }).scrollIntoViewIfNeeded();
    expect(await list.getByRole('link', { name: 'Request queue' }).first().isVisible()).toBe(true);
    await expectAccessible(list, `admin home, charts not loaded (${size})`);
    await shoot(list, `admin-charts-failed-${size}`);
    chartsCode.set('up');
    await list.getByRole('button', { name: 'Try again' }).click();
    await list.getByRole('heading', { name: 'Submitted and completed per week' }).waitFor();
    await asAdmin.close();
    expect(errors).toEqual([]);
  });
});
