import fs from 'fs';
import path from 'path';
import type { Browser, Locator, Page } from 'playwright-core';
import type { ServiceKind } from '@gia/domain';
import { axeChecked, collectErrors, expectAccessible } from '../support/browser';
import type { Portal } from '../support/portal';
import { stageForFile } from '../support/stage';
import { adminSession, customerSession, signedInContext, type Session, vendorSession } from '../experience/accounts';
import { pdfFile, pngFile } from './files';
import { kind, label, t } from './screens';
import { uploadApi } from '../support/journeys';

let portal: Portal;
let browser: Browser;

stageForFile(
  { LOGIN_RATE_PER_MINUTE: '1000' },
  (stage) => ({ portal, browser } = stage),
  () => `staff workspace journeys: ${axeChecked.size} screens checked by axe: ${[...axeChecked].join(', ')}`
);

const ROOT = path.resolve(__dirname, '../../..');
const SHOTS = path.join(ROOT, '.test-results', 'screenshots');
const PHONE = { width: 360, height: 740 };
const DESKTOP = { width: 1280, height: 800 };

const gstCompany = kind('gstCompany');
const gstPartnership = kind('gstPartnership');
const pan = kind('pan');

async function shoot(page: Page, name: string, fullPage = true): Promise<void> {
  fs.mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: path.join(SHOTS, `${name}.png`), fullPage });
}

/** The same screen at 360 px and 1280 px, each checked by axe and photographed. */
async function atBothSizes(page: Page, name: string, ready: () => Promise<unknown>): Promise<void> {
  for (const [size, viewport] of [
    ['phone', PHONE],
    ['desktop', DESKTOP]
  ] as const) {
    await page.setViewportSize(viewport);
    await ready();
    await expectAccessible(page, `${name} (${size})`);
    await shoot(page, `workspace-${name}-${size}`);
    // A phone's first screen as the person sees it, too (the whole page is long there).
    if (size === 'phone') await shoot(page, `workspace-${name}-${size}-first-screen`, false);
  }
}

async function post<T>(session: Session, url: string, body: unknown): Promise<T> {
  const res = await fetch(`${portal.url}/api/v1${url}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${session.response.accessToken}` },
    body: JSON.stringify(body)
  });
  const text = await res.text();
  if (!res.ok) throw new Error(`POST ${url} answered ${res.status}: ${text}`);
  return JSON.parse(text) as T;
}

async function submit(customer: Session, k: ServiceKind, body: Record<string, unknown>): Promise<string> {
  const answer = await post<{ reference: string }>(customer, `/${k.endpoints.insertBase}/data/${k.endpoints.insert}`, {
    ...body,
    consent: true
  });
  expect(answer.reference).toMatch(/^GIA-\d{4}-\d{6,}$/);
  return answer.reference;
}

/** Every document field of a kind, uploaded by the customer: PNGs (thumbnails) and PDFs by turns. */
async function documentsOf(customer: Session, k: ServiceKind): Promise<Record<string, string>> {
  const files = k.fields.filter((f) => f.kind === 'file');
  const urls = await Promise.all(
    files.map((f, i) =>
      uploadApi(portal.url, i % 2 ? pdfFile(`${f.name}.pdf`) : pngFile(`${f.name}.png`), customer.response.accessToken)
    )
  );
  return Object.fromEntries(files.map((f, i) => [f.name, urls[i]]));
}

/** A list's row (a table row wide, a card on a phone) of a reference. */
const queueRow = (page: Page, reference: string): Locator =>
  page.locator('tr, li.gia-card').filter({ has: page.getByRole('link', { name: reference, exact: true }) });

test('the admin works the queue (every document seen, bulk assign, reject); the vendor accepts and completes from My work; the customer sees it all', async () => {
  const customer = await customerSession(portal, 'Kavya Menon');
  const admin = await adminSession(portal);
  const vendor = await vendorSession(portal, gstCompany.vendorCategory);
  const who = customer.response.user;

  const companyDocs = await documentsOf(customer, gstCompany);
  expect(Object.keys(companyDocs)).toHaveLength(9);
  const company = await submit(customer, gstCompany, {
    director_name: `${who.name} (director)`,
    director_din: '01234567',
    director_contact: '9876543210',
    email: 'accounts@menon-exports.in',
    ...companyDocs,
    bank_acc_number: '123456789012',
    bank_acc_name: 'Menon Exports Pvt Ltd',
    bank_ifsc_code: 'SBIN0001234',
    bussiness_nature: 'Spice exports',
    import_export_code: 'AAACM1234E',
    narration: 'New GST registration for the company'
  });
  const partnership = await submit(customer, gstPartnership, {
    partner_name: `${who.name} & Sons`,
    partner_contact: '9123456780',
    id_partners: 'Kavya Menon, Arjun Menon',
    bank_acc_number: '987654321098',
    bank_acc_name: 'Menon & Sons',
    bank_ifsc_code: 'HDFC0000123',
    narration: 'Partnership GST'
  });
  const panRequest = await submit(customer, pan, { name: `${who.name} PAN`, narration: 'PAN for the director' });

  // The admin finds the customer's three requests in the queue, each row saying who submitted it.
  const adminContext = await signedInContext(browser, portal, admin);
  const page = await adminContext.newPage();
  const errors = collectErrors(page);
  const asked: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes('/api/v1/')) asked.push(new URL(r.url()).pathname);
  });
  await page.goto(`/RequestQueue?q=${encodeURIComponent(who.name)}`);
  await page.getByRole('heading', { level: 1, name: t('queue.title') }).waitFor();
  // The vendor filter offers the approved vendor, from one call for every business type; the header's
  // bell asked the unread count once, though the page drew it twice (loading, then the queue).
  await page
    .getByLabel(t('queue.vendor'), { exact: true })
    .locator('option', { hasText: vendor.response.user.name })
    .waitFor({ state: 'attached' });
  expect(asked.filter((p) => p === '/api/v1/global/vendors')).toHaveLength(1);
  expect(asked.filter((p) => p === '/api/v1/admin/data/getVendors')).toEqual([]);
  expect(asked.filter((p) => p === '/api/v1/global/notifications')).toHaveLength(1);
  for (const reference of [company, partnership, panRequest]) {
    const row = queueRow(page, reference);
    await row.getByText(who.email, { exact: true }).waitFor();
    await row.getByText(who.name, { exact: true }).waitFor();
    await row.getByText(t('state.PENDING'), { exact: true }).waitFor();
  }
  await atBothSizes(page, 'queue', () => queueRow(page, company).waitFor());

  // The GST company request's page: the customer, every field and all nine documents.
  await page.setViewportSize(DESKTOP);
  await queueRow(page, company).getByRole('link', { name: company, exact: true }).click();
  await page.waitForURL(`**/Requests/${company}`);
  // The request library's sections: 'Details' (summary, the customer, every field) and 'Documents'.
  const details = page.getByRole('region', { name: 'Details' });
  await details.getByText(who.email, { exact: true }).waitFor();
  await details.getByText(who.name, { exact: true }).waitFor();
  const documents = page.getByRole('region', { name: 'Documents' });
  for (const f of gstCompany.fields.filter((x) => x.kind === 'file')) {
    await documents.getByRole('button', { name: `${t('document.preview')}: ${label(f.name)}`, exact: true }).waitFor();
  }
  expect(await documents.getByRole('figure').count()).toBe(9);
  for (const [field, value] of [
    ['director_din', '01234567'],
    ['bussiness_nature', 'Spice exports'],
    ['import_export_code', 'AAACM1234E'],
    ['narration', 'New GST registration for the company']
  ]) {
    await details.getByText(label(field), { exact: true }).waitFor();
    await details.getByText(value, { exact: true }).waitFor();
  }
  await atBothSizes(page, 'request-page-admin', () => documents.getByRole('figure').first().waitFor());
  await page.setViewportSize(DESKTOP);
  await page.getByRole('button', { name: t('list.reject'), exact: true }).click();
  const rejectDialog = page.getByRole('dialog', { name: t('list.rejectTitle') });
  await rejectDialog.waitFor();
  await expectAccessible(page, 'admin request page, reject dialog open');
  await rejectDialog.getByRole('button', { name: t('common.cancel'), exact: true }).click();
  await page.getByRole('button', { name: t('list.delete'), exact: true }).click();
  const deleteDialog = page.getByRole('dialog', { name: t('request.deleteTitle') });
  await deleteDialog.waitFor();
  await expectAccessible(page, 'admin request page, delete dialog open');
  await deleteDialog.getByRole('button', { name: t('common.cancel'), exact: true }).click();

  // Back in the queue: both GST requests go to the GST vendor in one go.
  await page.goto(`/RequestQueue?q=${encodeURIComponent(who.name)}`);
  await queueRow(page, company).getByRole('checkbox').check();
  await queueRow(page, partnership).getByRole('checkbox').check();
  await page.getByText(t('queue.selected', { count: 2 }), { exact: true }).waitFor();
  await page.getByRole('button', { name: t('bulk.assign'), exact: true }).click();
  const assignDialog = page.getByRole('dialog', { name: t('bulk.assignTitle', { count: 2 }) });
  await assignDialog.waitFor();
  const picker = assignDialog.getByLabel(t('list.vendorPicker'), { exact: true });
  await picker.click();
  await picker.fill(vendor.response.user.name.split(' ')[0]);
  await assignDialog.getByRole('option', { name: vendor.response.user.name }).click();
  await expectAccessible(page, 'queue, bulk assign dialog open');
  await shoot(page, 'workspace-queue-bulk-assign-desktop');
  await assignDialog.getByRole('button', { name: t('list.assignVendor'), exact: true }).click();
  await page.getByText(t('bulk.summary', { ok: 2, total: 2 }), { exact: true }).waitFor();
  await queueRow(page, company).getByText(t('state.ASSIGNED TO VENDOR'), { exact: true }).waitFor();
  await queueRow(page, partnership).getByText(vendor.response.user.name, { exact: true }).waitFor();

  // The PAN request is rejected with one reason through the same bar.
  const reason = "The PAN form needs the applicant's signature on page 2.";
  await queueRow(page, panRequest).getByRole('checkbox').check();
  await page.getByRole('button', { name: t('bulk.reject'), exact: true }).click();
  const bulkReject = page.getByRole('dialog', { name: t('bulk.rejectTitle', { count: 1 }) });
  await bulkReject.getByLabel(t('list.rejectReason'), { exact: true }).fill(reason);
  await expectAccessible(page, 'queue, bulk reject dialog open');
  await bulkReject.getByRole('button', { name: t('common.submit'), exact: true }).click();
  await page.getByText(t('bulk.summary', { ok: 1, total: 1 }), { exact: true }).waitFor();
  await queueRow(page, panRequest).getByText(t('state.REJECTED'), { exact: true }).waitFor();
  expect(errors).toEqual([]);
  await adminContext.close();

  // The vendor finds both in My work, accepts and completes the company request.
  const vendorContext = await signedInContext(browser, portal, vendor);
  const work = await vendorContext.newPage();
  const vendorErrors = collectErrors(work);
  await work.goto('/MyWork');
  await work.getByRole('heading', { level: 1, name: t('work.title') }).waitFor();
  await queueRow(work, partnership).waitFor();
  await atBothSizes(work, 'my-work', () => queueRow(work, company).waitFor());
  await work.setViewportSize(DESKTOP);
  await queueRow(work, company).getByRole('link', { name: company, exact: true }).click();
  await work.waitForURL(`**/Requests/${company}`);
  const summary = work.getByRole('region', { name: 'Details' });
  await summary.getByText(who.name, { exact: true }).waitFor();
  expect(await summary.getByText(who.email, { exact: true }).count()).toBe(0);
  await work.getByRole('button', { name: t('vendorWork.decline'), exact: true }).click();
  await work.getByRole('dialog', { name: t('vendorWork.declineTitle') }).waitFor();
  await expectAccessible(work, 'vendor request page, decline dialog open');
  await work
    .getByRole('dialog', { name: t('vendorWork.declineTitle') })
    .getByRole('button', { name: t('common.cancel'), exact: true })
    .click();
  await work.getByRole('button', { name: t('vendorWork.accept'), exact: true }).click();
  const ask = work.getByRole('alertdialog', { name: t('vendorWork.acceptConfirm') });
  await ask.getByRole('button', { name: t('vendorWork.accept'), exact: true }).click();
  await work.getByText(t('vendorWork.accepted'), { exact: true }).first().waitFor();
  await summary.getByText(t('state.IN PROGRESS'), { exact: true }).waitFor();
  await work.getByRole('button', { name: t('vendorWork.complete'), exact: true }).click();
  const completeDialog = work.getByRole('dialog', { name: t('vendorWork.complete') });
  await completeDialog
    .getByLabel(t('vendorWork.deliveredDocument'), { exact: true })
    .setInputFiles(pdfFile('gst-certificate.pdf'));
  await completeDialog.getByText(`${t('upload.uploaded')}: gst-certificate.pdf`, { exact: true }).waitFor();
  await expectAccessible(work, 'vendor request page, complete dialog open');
  await completeDialog.getByRole('button', { name: t('common.submit'), exact: true }).click();
  await work.getByText(t('vendorWork.completed'), { exact: true }).first().waitFor();
  await summary.getByText(t('state.COMPLETED'), { exact: true }).waitFor();
  await work
    .getByRole('region', { name: 'Documents' })
    .getByRole('button', { name: `${t('document.preview')}: ${label('delivered_document_url')}`, exact: true })
    .waitFor();
  await atBothSizes(work, 'request-page-vendor', () => summary.waitFor());
  expect(vendorErrors).toEqual([]);
  await vendorContext.close();

  // The customer sees Completed in their inbox and on the page, with every step of the timeline done.
  const customerContext = await signedInContext(browser, portal, customer);
  const mine = await customerContext.newPage();
  await mine.goto('/MyRequests');
  await queueRow(mine, company).getByText(t('state.COMPLETED'), { exact: true }).waitFor();
  await queueRow(mine, panRequest).getByText(t('state.REJECTED'), { exact: true }).waitFor();
  await mine.goto(`/Requests/${company}`);
  await mine.getByText(t('state.COMPLETED'), { exact: true }).first().waitFor();
  const steps = mine.getByRole('region', { name: 'Timeline' }).getByRole('listitem');
  await steps.first().waitFor();
  const labels = [
    'timeline.userSubmitted',
    'timeline.adminAccepted',
    'timeline.vendorAssigned',
    'timeline.vendorAccepted',
    'timeline.vendorCompleted'
  ] as const;
  expect(await steps.count()).toBe(labels.length);
  for (let i = 0; i < labels.length; i += 1) {
    expect(await steps.nth(i).innerText()).toContain(t(labels[i]));
    expect(await steps.nth(i).getAttribute('data-status')).toBe('done');
  }
  // The rejected request's timeline tells the rejection and why; nothing waits after it.
  await mine.goto(`/Requests/${panRequest}`);
  const rejectedSteps = mine.getByRole('region', { name: 'Timeline' }).getByRole('listitem');
  await rejectedSteps.first().waitFor();
  expect(await rejectedSteps.count()).toBe(2);
  const rejection = rejectedSteps.nth(1);
  expect(await rejection.innerText()).toContain(t('timeline.rejected'));
  expect(await rejection.getAttribute('data-status')).toBe('stopped');
  await rejection.getByText(reason, { exact: false }).waitFor();
  await shoot(mine, 'workspace-request-page-customer-rejected-desktop');
  await customerContext.close();
}, 300_000);

test('the admin home draws the two charts with their numbers, and the hub tiles carry counts', async () => {
  const admin = await adminSession(portal);
  const context = await signedInContext(browser, portal, admin);
  const page = await context.newPage();
  await page.goto('/AdminDashboad');
  const weekly = page.getByRole('figure', { name: t('chart.weekly') });
  await weekly.getByRole('img').waitFor();
  await page.getByRole('figure', { name: t('chart.perKind') }).waitFor();
  await weekly.getByText(t('chart.asTable'), { exact: true }).click();
  expect(await weekly.getByRole('row').count()).toBe(13);
  await atBothSizes(page, 'admin-home-charts', () => weekly.waitFor());
  await page.setViewportSize(DESKTOP);
  await page.goto('/DashboardForUpdate');
  const tile = page.getByRole('link', { name: t('service.gstCompany.adminTile'), exact: true });
  await tile.waitFor();
  await page.waitForFunction(() => document.querySelectorAll('.gia-tile-count').length > 0);
  expect(await tile.getAttribute('aria-describedby')).toBeTruthy();
  await expectAccessible(page, 'admin list hub with counts');
  await context.close();
});
