import type { Browser } from 'playwright-core';
import { axeChecked, collectErrors, expectAccessible, newContext } from '../support/browser';
import {
  approveVendorApi,
  callApi,
  newPerson,
  signInAdminApi,
  signInCustomer,
  signUpCustomerApi,
  signUpVendorApi
} from '../support/journeys';
import type { Portal } from '../support/portal';
import { pdfFile } from './files';
import { dialog, kind, serviceWords, t } from './screens';
import { stageForFile } from '../support/stage';

let portal: Portal;
let browser: Browser;

stageForFile(
  { LOGIN_RATE_PER_MINUTE: '1000' },
  (stage) => ({ portal, browser } = stage),
  () => `notification journeys: ${axeChecked.size} screens checked by axe: ${[...axeChecked].join(', ')}`
);

const pan = kind('pan');
/** The bell reads the count every 30 seconds; a little more for the call itself. */
const POLL_WAIT_MS = 40_000;

test('a signed-in customer sees the bell count rise when the admin assigns their request, and reads why', async () => {
  const vendor = newPerson('Farhan Qureshi');
  const signedUp = await signUpVendorApi(portal.url, vendor, pan.vendorCategory, pdfFile('vendor-document.pdf'));
  await approveVendorApi(portal.url, portal.admin, signedUp.user.id);
  const person = newPerson('Divya Nair');
  const customer = await signUpCustomerApi(portal.url, person);
  const { id, reference } = await callApi<{ id: number; reference: string }>(
    portal.url,
    'POST',
    `/${pan.endpoints.insertBase}/data/${pan.endpoints.insert}`,
    { name: `${person.name} PAN`, consent: true },
    customer.accessToken
  );

  const context = await newContext(browser, { baseURL: portal.url });
  const page = await context.newPage();
  const errors = collectErrors(page);
  // Every count the bell reads; the home screen's own reads have all answered 0 before the admin acts.
  const counts: string[] = [];
  page.on('response', (r) => {
    if (r.url().includes('/api/v1/global/notifications?') && r.url().includes('unread=1'))
      counts.push(r.headers()['x-unread-count']);
  });
  // The bell is a lazy chunk: its first read may come after the page is otherwise idle, so wait for it.
  const firstRead = page.waitForResponse(
    (r) => r.url().includes('/api/v1/global/notifications?') && r.url().includes('unread=1')
  );
  await signInCustomer(page, person);
  await page.getByRole('heading', { level: 1 }).waitFor();
  await firstRead;
  await page.waitForLoadState('networkidle');
  expect(counts.length).toBeGreaterThan(0);
  expect(counts.every((n) => n === '0')).toBe(true);
  const header = page.getByRole('banner');
  await header.getByRole('button', { name: t('notifications.bell', { count: 0 }), exact: true }).waitFor();

  // The admin assigns the request through the API while the customer stays on the home screen.
  const admin = await signInAdminApi(portal.url, portal.admin);
  const vendors = await callApi<{ vendor_id: number; vendor_name: string }[]>(
    portal.url,
    'GET',
    `/admin/data/getVendors?vendor_bussiness_name=${encodeURIComponent(pan.vendorCategory)}`,
    undefined,
    admin.accessToken
  );
  const chosen = vendors.find((v) => v.vendor_name === vendor.name);
  expect(chosen).toBeDefined();
  await callApi(
    portal.url,
    'POST',
    `/admin/data/${pan.endpoints.update}`,
    { id, assigned_vendor: chosen?.vendor_id },
    admin.accessToken
  );

  // Nobody touches the page: the bell's own poll brings the new count.
  const bell = header.getByRole('button', { name: t('notifications.bell', { count: 1 }), exact: true });
  await bell.waitFor({ timeout: POLL_WAIT_MS });
  expect(counts.at(-1)).toBe('1');
  expect((await bell.innerText()).trim()).toBe('1');
  await expectAccessible(page, 'customer home with an unread notification');

  await bell.click();
  const list = dialog(page, t('notifications.title'));
  await list.waitFor();
  const message = t('notification.assigned', { id, service: serviceWords(pan, 'name') });
  const item = list.getByRole('listitem').filter({ hasText: message });
  await item.waitFor();
  await item.getByText(t('notifications.unread'), { exact: true }).waitFor();
  await expectAccessible(page, 'notification list');

  // Opening it marks it read and leads to the request's own page (issue 14).
  await item.getByRole('link', { name: `Open request ${reference}`, exact: true }).click();
  await page.waitForURL(`**/Requests/${reference}`);
  await page.getByRole('heading', { level: 1, name: `Request ${reference}` }).waitFor();
  await page
    .getByRole('banner')
    .getByRole('button', { name: t('notifications.bell', { count: 0 }), exact: true })
    .waitFor();
  expect(errors).toEqual([]);
  await context.close();
});
