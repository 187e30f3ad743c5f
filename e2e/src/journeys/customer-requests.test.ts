import type { Browser, Page } from 'playwright-core';
import { axeChecked, collectErrors, expectAccessible, newContext } from '../support/browser';
import { newPerson, signUpCustomer, type UploadFile } from '../support/journeys';
import type { Portal } from '../support/portal';
import { exeFile, pdfFile, pngFile, textFile } from './files';
import {
  FIVE_STEPS,
  followTile,
  kind,
  label,
  question,
  readTimeline,
  rowWith,
  serviceWords,
  STAMPED,
  t
} from './screens';
import { stageForFile } from '../support/stage';

let portal: Portal;
let browser: Browser;

stageForFile(
  { LOGIN_RATE_PER_MINUTE: '1000' },
  (stage) => ({ portal, browser } = stage),
  () => `customer request journeys: ${axeChecked.size} screens checked by axe: ${[...axeChecked].join(', ')}`
);

const UPLOAD = '**/api/v1/global/upload/file';
const pan = kind('pan');

/**
 * Chooses a file for a document field and watches its upload: the progress bar shows while the
 * (slowed) upload runs, then the field says the file is uploaded.
 */
async function upload(page: Page, field: string, file: UploadFile): Promise<void> {
  await page.getByLabel(label(field), { exact: true }).setInputFiles(file);
  await page.getByRole('progressbar').waitFor();
  expect(await page.getByRole('button', { name: t('common.submit'), exact: true }).isDisabled()).toBe(true);
  await page.getByText(`${t('upload.uploaded')}: ${file.name}`, { exact: true }).waitFor();
  expect(await page.getByRole('progressbar').count()).toBe(0);
}

test('a new customer submits a PAN registration with four documents and follows it under Services Opted', async () => {
  const context = await newContext(browser, { baseURL: portal.url });
  const page = await context.newPage();
  const errors = collectErrors(page);
  const uploads: string[] = [];
  page.on('request', (r) => {
    if (r.url().endsWith('/api/v1/global/upload/file')) uploads.push(r.url());
  });
  // Slow each upload a little so its progress bar can be seen, as on a phone network.
  await page.route(UPLOAD, async (route) => {
    await new Promise((r) => setTimeout(r, 600));
    await route.continue();
  });

  const person = newPerson('Sunita Deshpande');
  await signUpCustomer(page, person);
  await followTile(page, t('home.newServices'), '/Services');
  await expectAccessible(page, 'services');
  await followTile(page, serviceWords(pan, 'tile'), pan.routes.form);
  await page.getByRole('heading', { level: 1, name: serviceWords(pan, 'form') }).waitFor();
  await expectAccessible(page, 'PAN registration form');

  // A program or a text file is refused in the browser, before anything is sent.
  const refused = page.getByText(t('upload.onlyTypes'), { exact: true });
  const photo = page.getByLabel(label('photo_url'), { exact: true });
  await photo.setInputFiles(exeFile);
  await refused.waitFor();
  expect(await photo.getAttribute('aria-invalid')).toBe('true');
  await page.getByLabel(label('aadhar_url'), { exact: true }).setInputFiles(textFile);
  await refused.nth(1).waitFor();
  expect(uploads).toEqual([]);
  await expectAccessible(page, 'PAN registration form (file refused)');

  await page.getByLabel(label('name'), { exact: true }).fill(person.name);
  await page.getByLabel(label('narration'), { exact: true }).fill('New PAN for a salaried applicant.');

  // The browser's Back on a changed form asks first (issue 16): staying keeps the form as it was...
  const leave = question(page, 'talk.leaveChanged');
  await page.goBack();
  await leave.waitFor();
  await expectAccessible(page, 'leave a changed form question');
  await leave.getByRole('button', { name: t('common.cancel'), exact: true }).click();
  await leave.waitFor({ state: 'detached' });
  expect(new URL(page.url()).pathname).toBe(pan.routes.form);
  expect(await page.getByLabel(label('name'), { exact: true }).inputValue()).toBe(person.name);
  // ...leaving goes back, and the form keeps what was typed as a draft on this device.
  await page.goBack();
  await leave.getByRole('button', { name: t('common.ok'), exact: true }).click();
  await page.waitForURL('**/Services');
  await followTile(page, serviceWords(pan, 'tile'), pan.routes.form);
  await page.getByText(t('talk.draftRestored'), { exact: true }).waitFor();
  expect(await page.getByLabel(label('narration'), { exact: true }).inputValue()).toBe(
    'New PAN for a salaried applicant.'
  );

  await upload(page, 'photo_url', pngFile('photo.png'));
  await upload(page, 'aadhar_url', pdfFile('aadhaar.pdf'));
  expect(await refused.count()).toBe(0);
  await upload(page, 'residental_proof_url', pdfFile('electricity-bill.pdf'));
  await upload(page, 'bank_statement_url', pdfFile('bank-statement.pdf'));
  expect(uploads).toHaveLength(4);

  await page.getByRole('checkbox', { name: t('form.consentAgree') }).check();
  await page.getByRole('button', { name: t('common.submit'), exact: true }).click();
  const ask = question(page, 'form.confirmSubmit');
  await ask.waitFor();
  await expectAccessible(page, 'submit confirm');
  await ask.getByRole('button', { name: t('common.ok'), exact: true }).click();
  // The new request's page opens, its reference in view (issue 14), with the spec's success text.
  await page.waitForURL(/\/Requests\/GIA-\d{4}-\d{6}$/);
  const reference = decodeURIComponent(new URL(page.url()).pathname.split('/').pop()!);
  await page.getByRole('heading', { level: 1, name: `Request ${reference}` }).waitFor();
  await page
    .getByText(`${t(pan.success)} Your request ${reference} was submitted. Keep this reference to follow it.`, {
      exact: true
    })
    .waitFor();
  await expectAccessible(page, 'PAN request page (submitted)');

  await page.goto('/Dashboard');
  await followTile(page, t('home.servicesOpted'), '/UserForUpdate');
  await expectAccessible(page, 'services opted');
  await followTile(page, serviceWords(pan, 'name'), pan.routes.customerList);
  await page.getByRole('heading', { level: 1, name: serviceWords(pan, 'list') }).waitFor();
  const row = rowWith(page, person.name);
  await row.getByRole('button', { name: t('state.PENDING'), exact: true }).waitFor();
  await expectAccessible(page, 'customer PAN list');

  const { popup, steps } = await readTimeline(page, row, 'state.PENDING');
  await expectAccessible(page, 'timeline');
  expect(steps.map((s) => s.label)).toEqual(FIVE_STEPS);
  expect(steps.map((s) => s.status)).toEqual(['done', 'waiting', 'waiting', 'waiting', 'waiting']);
  expect(steps[0].text).toMatch(STAMPED);
  expect(steps[0].text).not.toContain(t('timeline.missing.userSubmitted'));
  expect(steps[1].text).toContain(t('timeline.missing.adminAccepted'));
  expect(steps[2].text).toContain(t('timeline.missing.vendorAssigned'));
  expect(steps[3].text).toContain(t('timeline.missing.vendorAccepted'));
  expect(steps[4].text).toContain(t('timeline.missing.vendorCompleted'));
  for (const step of steps.slice(1)) expect(step.text).not.toContain(t('common.na'));
  // Not yet is not an error (issue 14): the steps still to come are grey, not red.
  const colour = await popup
    .getByText(t('timeline.missing.adminAccepted'), { exact: true })
    .evaluate((el) => getComputedStyle(el).color);
  const [r, g, b] = (colour.match(/\d+/g) ?? []).map(Number);
  expect(Math.max(r, g, b) - Math.min(r, g, b)).toBeLessThan(40);
  await popup
    .getByRole('button', { name: t('common.close'), exact: true })
    .last()
    .click();
  await popup.waitFor({ state: 'detached' });

  expect(errors).toEqual([]);
  await context.close();
});
