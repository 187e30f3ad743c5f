import { readFileSync } from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import type { ServiceKind } from '@gia/domain';
import { axeChecked, collectErrors, expectAccessible, newContext } from '../support/browser';
import {
  approveVendorApi,
  callApi,
  newPerson,
  signInAdmin,
  signInCustomer,
  signUpCustomerApi,
  signUpVendorApi,
  uploadApi,
  type ApiSession
} from '../support/journeys';
import type { Portal } from '../support/portal';
import { pdfFile } from './files';
import { dialog, followTile, kind, label, rowWith, seeNotice, serviceWords, t } from './screens';
import { stageForFile } from '../support/stage';

let portal: Portal;
let browser: Browser;

stageForFile(
  { LOGIN_RATE_PER_MINUTE: '1000' },
  (stage) => ({ portal, browser } = stage),
  () => `admin review journeys: ${axeChecked.size} screens checked by axe: ${[...axeChecked].join(', ')}`
);

const pan = kind('pan');
const legalNotice = kind('legalNotice');
const tds = kind('tds');

function submit(customer: ApiSession, k: ServiceKind, body: Record<string, unknown>): Promise<{ id: number }> {
  return callApi(
    portal.url,
    'POST',
    `/${k.endpoints.insertBase}/data/${k.endpoints.insert}`,
    { ...body, consent: true },
    customer.accessToken
  );
}

/** Opens the detail popup of the row that shows `text`. */
async function openDetails(page: Page, text: string) {
  await rowWith(page, text)
    .getByRole('button', { name: t('common.view'), exact: true })
    .click();
  const details = dialog(page, t('list.details'));
  await details.waitFor();
  return details;
}

async function adminList(page: Page, k: ServiceKind): Promise<void> {
  await page.goto('/DashboardForUpdate');
  await followTile(page, serviceWords(k, 'adminTile'), k.routes.adminList);
  await page.getByRole('heading', { level: 1, name: serviceWords(k, 'list') }).waitFor();
}

test('the admin assigns a PAN request, rejects a legal notice and deletes a TDS return; the customer sees the outcome', async () => {
  const vendor = newPerson('Prakash Rao');
  const signedUp = await signUpVendorApi(portal.url, vendor, pan.vendorCategory, pdfFile('vendor-document.pdf'));
  await approveVendorApi(portal.url, portal.admin, signedUp.user.id);
  const person = newPerson('Meena Pillai');
  const customer = await signUpCustomerApi(portal.url, person);
  const panName = `${person.name} PAN`;
  await submit(customer, pan, { name: panName });
  const notice = {
    first_person_details: `${person.name}, 3 Park Street, Kolkata 700016`,
    second_person_details: 'Landlord Arun Bose, 9 Lake Road, Kolkata 700029'
  };
  await submit(customer, legalNotice, notice);
  const statementId = `STMT-${Date.now()}`;
  const statement = await uploadApi(portal.url, pdfFile('tds-statement-q1.pdf'), customer.accessToken);
  await submit(customer, tds, { tds_statement_url: statement, any_statement_id: statementId });

  const context = await newContext(browser, { baseURL: portal.url });
  const page = await context.newPage();
  const errors = collectErrors(page);
  await signInAdmin(page, portal.admin);

  // Assign the PAN request to the PAN vendor, after being told to pick one first.
  await page.goto('/DashboardForUpdate');
  await expectAccessible(page, 'admin list hub');
  await adminList(page, pan);
  await rowWith(page, panName)
    .getByRole('button', { name: t('state.PENDING'), exact: true })
    .waitFor();
  await expectAccessible(page, 'admin PAN list');
  // The list as CSV, through the API client's file answer (its code loads when the export is asked for).
  const [csv] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: t('common.downloadCsv'), exact: true }).click()
  ]);
  expect(csv.suggestedFilename()).toBe(`${pan.serviceType}.csv`);
  expect(readFileSync(await csv.path(), 'utf8')).toContain(panName);
  let details = await openDetails(page, panName);
  await details.getByText(panName, { exact: true }).waitFor();
  await expectAccessible(page, 'admin request details');
  await details.getByRole('button', { name: t('list.assignVendor'), exact: true }).click();
  await details.getByText(t('list.selectVendor'), { exact: true }).waitFor();
  const picker = details.getByLabel(t('list.vendorPicker'), { exact: true });
  await picker.click();
  await picker.fill(vendor.name.split(' ')[0]);
  await page.getByRole('option', { name: vendor.name }).click();
  expect(await details.getByText(t('list.selectVendor'), { exact: true }).count()).toBe(0);
  await expectAccessible(page, 'admin request details (vendor chosen)');
  await details.getByRole('button', { name: t('list.assignVendor'), exact: true }).click();
  await seeNotice(page, 'list.approved');
  await details.waitFor({ state: 'detached' });
  await rowWith(page, panName)
    .getByRole('button', { name: t('state.ASSIGNED TO VENDOR'), exact: true })
    .waitFor();

  // Reject the legal notice: a blank reason is refused with the list's own words.
  await adminList(page, legalNotice);
  details = await openDetails(page, notice.first_person_details);
  await details.getByRole('button', { name: t('list.reject'), exact: true }).click();
  const reject = dialog(page, t('list.rejectTitle'));
  await reject.waitFor();
  await expectAccessible(page, 'reject dialog');
  await reject.getByRole('button', { name: t('common.submit'), exact: true }).click();
  await reject.getByText(t(legalNotice.rejectMessage), { exact: true }).waitFor();
  expect(t(legalNotice.rejectMessage)).toBe('Please Give Reason for Rejection');
  const reason = 'The second party address is incomplete; please add the PIN code.';
  await reject.getByLabel(t('list.rejectReason'), { exact: true }).fill(reason);
  await reject.getByRole('button', { name: t('common.submit'), exact: true }).click();
  await seeNotice(page, 'list.rejected');
  await details.waitFor({ state: 'detached' });
  await rowWith(page, notice.first_person_details)
    .getByRole('button', { name: t('state.REJECTED'), exact: true })
    .waitFor();

  // Delete the pending TDS return with a reason, which the customer is told.
  await adminList(page, tds);
  details = await openDetails(page, statementId);
  await details.getByRole('button', { name: t('list.delete'), exact: true }).click();
  const ask = dialog(page, t('request.deleteTitle'));
  await ask.getByText(t('request.deleteNote'), { exact: true }).waitFor();
  await expectAccessible(page, 'delete reason dialog');
  const deleteReason = 'Submitted twice; the other TDS return stands.';
  await ask.getByLabel(t('request.deleteTitle'), { exact: true }).fill(deleteReason);
  await ask.getByRole('button', { name: t('common.submit'), exact: true }).click();
  await seeNotice(page, 'list.deleted');
  await page.getByText(t('common.noData'), { exact: true }).waitFor();
  expect(await rowWith(page, statementId).count()).toBe(0);
  expect(errors).toEqual([]);
  await context.close();

  // The customer sees both outcomes under Services Opted, and the TDS return is gone.
  const customerContext = await newContext(browser, { baseURL: portal.url });
  const customerPage = await customerContext.newPage();
  await signInCustomer(customerPage, person);
  await followTile(customerPage, t('home.servicesOpted'), '/UserForUpdate');
  await followTile(customerPage, serviceWords(pan, 'name'), pan.routes.customerList);
  await rowWith(customerPage, panName)
    .getByRole('button', { name: t('state.ASSIGNED TO VENDOR'), exact: true })
    .waitFor();
  await expectAccessible(customerPage, 'customer PAN list (assigned)');

  await customerPage.getByRole('link', { name: t('common.back') }).click();
  await customerPage.waitForURL('**/UserForUpdate');
  await followTile(customerPage, serviceWords(legalNotice, 'name'), legalNotice.routes.customerList);
  await rowWith(customerPage, notice.first_person_details)
    .getByRole('button', { name: t('state.REJECTED'), exact: true })
    .waitFor();
  details = await openDetails(customerPage, notice.first_person_details);
  await details.getByText(`${label('admin_rejected_reason')}: ${reason}`, { exact: true }).waitFor();
  await expectAccessible(customerPage, 'customer request details (rejected)');
  await details
    .getByRole('button', { name: t('common.close'), exact: true })
    .last()
    .click();

  await customerPage.goto('/UserForUpdate');
  await followTile(customerPage, serviceWords(tds, 'name'), tds.routes.customerList);
  await customerPage.getByRole('heading', { level: 1, name: serviceWords(tds, 'list') }).waitFor();
  await customerPage.getByText(t('common.noData'), { exact: true }).waitFor();
  await expectAccessible(customerPage, 'customer TDS list (empty)');
  const told = await callApi<{ message_key: string; params: Record<string, string> }[]>(
    portal.url,
    'GET',
    '/global/notifications',
    undefined,
    customer.accessToken
  );
  expect(told.filter((n) => n.message_key === 'notification.deleted').map((n) => n.params.reason)).toEqual([
    deleteReason
  ]);
  await customerContext.close();
});
