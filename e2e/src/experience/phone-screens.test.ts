import type { Browser, BrowserContext, Page } from 'playwright-core';
import { ROUTES, type Role, type RouteEntry } from '@gia/domain';
import { axeChecked, collectErrors, expectAccessible, launchBrowser } from '../support/browser';
import { type Portal, startPortal } from '../support/portal';
import { adminSession, customerSession, signedInContext, vendorSession, type Session } from './accounts';
import { assignRequest, createForm, kind, submitRequest } from './requests';
import { settled, sidewaysOverflow } from './screens';

/** A phone: every screen at 360 x 740 must fit its width and pass axe (serious and critical). */
const PHONE = { width: 360, height: 740 };

let portal: Portal;
let browser: Browser;
const pages = new Map<Role | 'public', { context: BrowserContext; page: Page; errors: string[] }>();
const query: Record<string, string> = {};

/** The role a route is opened with: the first it names (a route for customers and admins opens as a customer). */
const roleOf = (entry: RouteEntry): Role | 'public' => (entry.roles === 'public' ? 'public' : entry.roles[0]);

beforeAll(async () => {
  portal = await startPortal();
  browser = await launchBrowser();
  const sessions: Record<Role, Session> = {
    customer: await customerSession(portal),
    admin: await adminSession(portal),
    vendor: await vendorSession(portal)
  };
  // Lists with rows (cards on a phone), one of them assigned to the vendor; a form with responses to show.
  const pan = await submitRequest(portal, sessions.customer, 'pan', true);
  await submitRequest(portal, sessions.customer, 'pan');
  await submitRequest(portal, sessions.customer, 'saleAgreement');
  await submitRequest(portal, sessions.customer, 'rentalAgreement');
  const vendors = await fetch(
    `${portal.url}/api/v1/admin/data/getVendors?vendor_bussiness_name=${encodeURIComponent(kind('pan').vendorCategory)}`,
    {
      headers: { authorization: `Bearer ${sessions.admin.response.accessToken}` }
    }
  ).then((r) => r.json() as Promise<{ vendor_id: number; vendor_name: string }[]>);
  const vendor = vendors.find((v) => v.vendor_name === sessions.vendor.response.user.name);
  if (!vendor) throw new Error('The new vendor is not offered for PAN requests');
  await assignRequest(portal, sessions.admin, 'pan', pan, vendor.vendor_id);
  const formId = await createForm(portal, sessions.admin, `Feedback ${Date.now()}`);
  Object.assign(query, {
    '/AdminFormBuilder': `?id=${formId}`,
    '/FormResponses': `?id=${formId}`,
    '/FormRenderer': `?id=${formId}`
  });

  for (const role of ['public', 'customer', 'admin', 'vendor'] as const) {
    const context = await signedInContext(browser, portal, role === 'public' ? null : sessions[role], PHONE);
    const page = await context.newPage();
    pages.set(role, { context, page, errors: collectErrors(page) });
  }
});

afterAll(async () => {
  console.log(`axeChecked: ${axeChecked.size} screens at 360 px`);
  for (const { context } of pages.values()) await context.close();
  await browser?.close();
  await portal?.stop();
});

async function check(page: Page, screen: string): Promise<void> {
  const { overflow, culprits } = await sidewaysOverflow(page);
  expect({ screen, overflow, culprits }).toEqual({ screen, overflow: expect.any(Number), culprits: [] });
  expect(overflow).toBeLessThanOrEqual(0);
  await expectAccessible(page, screen);
}

describe.each(ROUTES.map((entry) => [entry.path, entry] as const))('%s at 360 px', (path, entry) => {
  test('fits the width, is accessible and opens without errors', async () => {
    const { page, errors } = pages.get(roleOf(entry))!;
    await page.goto(path + (query[path] ?? ''));
    await settled(page);
    // A guarded route opened by its role shows its own screen, never a sign-in form.
    if (entry.roles !== 'public') expect(new URL(page.url()).pathname.toLowerCase()).toBe(path.toLowerCase());
    await check(page, `${path} (${roleOf(entry)})`);
    expect(errors).toEqual([]);
  });
});

describe('popups at 360 px', () => {
  test('the detail popup and the timeline of a request', async () => {
    const { page } = pages.get('admin')!;
    await page.goto(kind('pan').routes.adminList);
    await settled(page);
    await page.getByRole('button', { name: 'View' }).first().click();
    await page.getByRole('dialog').waitFor();
    await settled(page);
    await check(page, 'details popup (admin)');
    await page.keyboard.press('Escape');
    await page.getByRole('dialog').waitFor({ state: 'detached' });
    await page
      .getByRole('button', { name: /Timeline|PENDING|ACCEPTED|ASSIGNED/i })
      .first()
      .click();
    await page.getByRole('dialog').waitFor();
    await check(page, 'timeline popup (admin)');
    await page.keyboard.press('Escape');
  });

  test('a customer form after a refused submission', async () => {
    const { page } = pages.get('customer')!;
    await page.goto(kind('saleAgreement').routes.form);
    await settled(page);
    await page.getByRole('button', { name: 'Submit' }).click();
    await page.locator('[aria-invalid="true"]').first().waitFor();
    await check(page, 'sale agreement form with errors (customer)');
  });
});
