import { readFileSync } from 'node:fs';
import type { Browser } from 'playwright-core';
import { axeChecked, collectErrors, expectAccessible, newContext } from '../support/browser';
import { signInAdmin } from '../support/journeys';
import type { Portal } from '../support/portal';
import { followTile, question, rowWith, seeNotice, t } from './screens';
import { stageForFile } from '../support/stage';

let portal: Portal;
let browser: Browser;

stageForFile(
  {},
  (stage) => ({ portal, browser } = stage),
  () => `custom form journeys: ${axeChecked.size} screens checked by axe: ${[...axeChecked].join(', ')}`
);

const FORM_NAME = 'Property visit request';
const FULL_NAME = 'Full name';
const CITY = 'City';
const CITIES = ['Pune', 'Mumbai', 'Nagpur'];

test('the admin builds a form, an anonymous visitor fills it in, and the admin downloads the response as CSV', async () => {
  const context = await newContext(browser, { baseURL: portal.url });
  const page = await context.newPage();
  const errors = collectErrors(page);
  await signInAdmin(page, portal.admin);
  await followTile(page, t('home.dynamicForm'), '/ListOfForms');
  await page.getByText(t('forms.noForms'), { exact: true }).waitFor();
  await expectAccessible(page, 'form list (empty)');
  await page
    .getByRole('link', { name: t('forms.create') })
    .first()
    .click();
  await page.waitForURL('**/AdminFormBuilder');
  await expectAccessible(page, 'form builder');

  // Three fields: a required text input, a select with options, and the narration text area.
  await page.getByLabel(t('forms.name'), { exact: true }).fill(FORM_NAME);
  const type = page.getByLabel(t('forms.fieldType'), { exact: true });
  const fieldLabel = page.getByLabel(t('forms.fieldLabel'), { exact: true });
  const add = page.getByRole('button', { name: t('forms.addFieldButton'), exact: true });
  await type.selectOption({ label: t('forms.type.input') });
  await fieldLabel.fill(FULL_NAME);
  await page.getByLabel(t('forms.inputType'), { exact: true }).selectOption({ label: t('forms.inputType.text') });
  await page.getByRole('checkbox', { name: t('forms.requiredToggle') }).check();
  await add.click();
  await type.selectOption({ label: t('forms.type.select') });
  await fieldLabel.fill(CITY);
  await page.getByLabel(t('forms.options'), { exact: true }).fill(CITIES.join('\n'));
  await add.click();
  await type.selectOption({ label: t('forms.type.textarea') });
  expect(await fieldLabel.inputValue()).toBe(t('forms.narrationDefault'));
  await add.click();
  const fieldsList = page
    .getByRole('heading', { name: t('forms.fieldsHeading'), exact: true })
    .locator('..')
    .getByRole('listitem');
  expect(await fieldsList.count()).toBe(3);
  await page.getByRole('button', { name: t('forms.removeField', { label: t('forms.narrationDefault') }) }).waitFor();
  await expectAccessible(page, 'form builder (three fields)');

  await page.getByRole('button', { name: t('forms.save'), exact: true }).click();
  const ask = question(page, 'forms.saveConfirm');
  await ask.waitFor();
  await expectAccessible(page, 'form save confirm');
  await ask.getByRole('button', { name: t('common.ok'), exact: true }).click();
  await seeNotice(page, 'forms.saved');
  await page.waitForURL('**/ListOfForms');
  await rowWith(page, FORM_NAME).waitFor();
  await expectAccessible(page, 'form list');
  const open = await page.getByRole('link', { name: t('forms.openLabel', { name: FORM_NAME }) }).getAttribute('href');
  const id = new URL(open ?? '', portal.url).searchParams.get('id');
  expect(id).toMatch(/^\d+$/);

  // An anonymous visitor is first stopped by the required field, then sends the form.
  const visitorContext = await newContext(browser, { baseURL: portal.url });
  const visitor = await visitorContext.newPage();
  const visitorErrors = collectErrors(visitor);
  await visitor.goto(`/FormRenderer?id=${id}`);
  await visitor.getByRole('heading', { level: 1, name: FORM_NAME }).waitFor();
  await expectAccessible(visitor, 'form renderer');
  await visitor.getByRole('button', { name: t('common.submit'), exact: true }).click();
  await visitor.getByText(t('forms.requiredMissing', { labels: FULL_NAME }), { exact: true }).waitFor();
  await expectAccessible(visitor, 'form renderer (required missing)');
  await visitor.getByLabel(FULL_NAME).fill('Rohan Joshi');
  await visitor.getByLabel(CITY).selectOption('Mumbai');
  await visitor.getByLabel(t('forms.narrationDefault')).fill('Saturday morning, please.');
  await visitor.getByRole('button', { name: t('common.submit'), exact: true }).click();
  await seeNotice(visitor, 'forms.submitted');
  expect(await visitor.getByText(t('forms.requiredMissing', { labels: FULL_NAME }), { exact: true }).count()).toBe(0);
  expect(visitorErrors).toEqual([]);
  await visitorContext.close();

  // The admin reads the response and downloads it.
  await page.getByRole('link', { name: t('forms.responsesLabel', { name: FORM_NAME }) }).click();
  await page.waitForURL(`**/FormResponses?id=${id}`);
  await page.getByRole('heading', { level: 1, name: t('forms.responsesTitle', { name: FORM_NAME }) }).waitFor();
  const response = rowWith(page, 'Rohan Joshi');
  await response.getByRole('cell', { name: 'Mumbai', exact: true }).waitFor();
  await response.getByRole('cell', { name: 'Saturday morning, please.', exact: true }).waitFor();
  await expectAccessible(page, 'form responses');

  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: t('common.downloadCsv'), exact: true }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/\.csv$/);
  const csv = readFileSync(await download.path(), 'utf8');
  const lines = csv
    .replace(/^\uFEFF/, '')
    .trim()
    .split(/\r?\n/);
  expect(lines).toHaveLength(2);
  for (const heading of [FULL_NAME, CITY, t('forms.narrationDefault')]) expect(lines[0]).toContain(heading);
  for (const answer of ['Rohan Joshi', 'Mumbai', 'Saturday morning, please.']) expect(lines[1]).toContain(answer);
  expect(errors).toEqual([]);
  await context.close();
});
