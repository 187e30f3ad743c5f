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

    // The detail popup's code loads when first asked for: held back here, its frame shows a spinner.
    let hold = true;
    const held: (() => Promise<void>)[] = [];
    await list.route('**/remotes/admin/*.js', (route) =>
      hold ? void held.push(() => route.continue()) : route.continue()
    );
    await list.getByRole('button', { name: 'View' }).first().click();
    const popup = list.getByRole('dialog', { name: 'Request details' });
    await popup.getByRole('status').waitFor();
    await expectAccessible(list, `request popup loading (${size})`);
    await shoot(list, `popup-loading-${size}`);
    hold = false;
    await Promise.all(held.map((go) => go()));
    await popup.getByRole('link', { name: 'Open the request page' }).waitFor();
    await expectAccessible(list, `request popup (${size})`);
    await shoot(list, `popup-${size}`);
    await asAdmin.close();
    expect(errors).toEqual([]);
  });
});
