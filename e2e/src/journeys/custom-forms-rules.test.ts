import { mkdirSync, readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import type { Browser, Locator, Page } from 'playwright-core';
import { axeChecked, collectErrors, expectAccessible, newContext } from '../support/browser';
import { signInAdmin } from '../support/journeys';
import type { Portal } from '../support/portal';
import { pngFile } from './files';
import { question, rowWith, seeNotice, t } from './screens';
import { stageForFile } from '../support/stage';

let portal: Portal;
let browser: Browser;

stageForFile(
  {},
  (stage) => ({ portal, browser } = stage),
  () => `custom form rules journey: ${axeChecked.size} screens checked by axe: ${[...axeChecked].join(', ')}`
);

const SHOTS = path.join(__dirname, '..', '..', '..', '.test-results', 'screenshots');
const FORM_NAME = 'Property owners survey';
const OWNER = 'Own a house?';
const SINCE = 'Since which year?';
const PAPERS = 'Papers you have';
const RATING = 'Rating (1 to 5)';
const SCAN = 'Scan of the deed';

async function shoot(page: Page, name: string): Promise<void> {
  mkdirSync(SHOTS, { recursive: true });
  for (const [size, viewport] of [
    ['phone', { width: 360, height: 740 }],
    ['desktop', { width: 1280, height: 800 }]
  ] as const) {
    await page.setViewportSize(viewport);
    await page.screenshot({ path: path.join(SHOTS, `forms-${name}-${size}.png`), fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 800 });
}

/** Adds one field through the builder's field editor. */
async function addField(
  page: Page,
  field: {
    type: 'input' | 'radio' | 'checkbox' | 'file';
    label: string;
    inputType?: 'number';
    options?: string[];
    required?: boolean;
    min?: string;
    max?: string;
    page?: string;
    showIf?: { label: string; equals: string };
  }
): Promise<void> {
  const editor = page.getByRole('form', { name: t('forms.newField') });
  await editor.getByLabel(t('forms.fieldType'), { exact: true }).selectOption(field.type);
  await editor.getByLabel(t('forms.fieldLabel'), { exact: true }).fill(field.label);
  if (field.inputType) await editor.getByLabel(t('forms.inputType'), { exact: true }).selectOption(field.inputType);
  if (field.options) await editor.getByLabel(t('forms.options'), { exact: true }).fill(field.options.join('\n'));
  if (field.required) await editor.getByRole('checkbox', { name: t('forms.requiredToggle') }).check();
  if (field.min || field.max || field.page || field.showIf) {
    await editor.getByText(t('forms.rulesHeading'), { exact: true }).click();
    if (field.min) await editor.getByLabel(t('forms.min'), { exact: true }).fill(field.min);
    if (field.max) await editor.getByLabel(t('forms.max'), { exact: true }).fill(field.max);
    if (field.page) await editor.getByLabel(t('forms.page'), { exact: true }).fill(field.page);
    if (field.showIf) {
      await editor.getByLabel(t('forms.showIfField'), { exact: true }).selectOption(field.showIf.label);
      await editor.getByLabel(t('forms.showIfEquals'), { exact: true }).selectOption(field.showIf.equals);
    }
  }
  await editor.getByRole('button', { name: t('forms.addFieldButton'), exact: true }).click();
  await page.getByRole('button', { name: t('forms.removeField', { label: field.label }) }).waitFor();
}

async function listedLabels(page: Page): Promise<string[]> {
  const items = page.getByRole('region', { name: t('forms.fieldsHeading') }).getByRole('listitem');
  const labels: string[] = [];
  for (let i = 0; i < (await items.count()); i += 1)
    labels.push(
      (await items.nth(i).locator('.gia-field-row-body p').first().innerText())
        .replace(t('forms.requiredBadge'), '')
        .trim()
    );
  return labels;
}

/** Waits (up to 5 s) until `read` gives `wanted`, then asserts it. */
async function eventually<T>(read: () => Promise<T>, wanted: T): Promise<void> {
  let last = await read();
  for (let i = 0; i < 50 && JSON.stringify(last) !== JSON.stringify(wanted); i += 1) {
    await new Promise((r) => setTimeout(r, 100));
    last = await read();
  }
  expect(last).toEqual(wanted);
}

/**
 * Presses `key` during a keyboard drag until `after` is announced. dnd-kit starts listening for keys a
 * timer after the pick-up is announced, so on a busy machine a first press can come before it listens:
 * pressed again only while `before` still stands (the press was lost, never a second move).
 */
async function pressUntilAnnounced(page: Page, key: string, before: string, after: string): Promise<void> {
  const announced = (text: string) => page.getByText(text, { exact: true });
  for (let attempt = 0; attempt < 5; attempt += 1) {
    await page.keyboard.press(key);
    try {
      await announced(after).waitFor({ state: 'attached', timeout: 5000 });
      return;
    } catch {
      expect(await announced(before).count()).toBe(1);
    }
  }
  await announced(after).waitFor({ state: 'attached' });
}

/** The message under a control, read from what the control says describes it. */
async function messageUnder(control: Locator): Promise<string> {
  return control.evaluate((el) => {
    const ids = (el.getAttribute('aria-describedby') ?? '').split(/\s+/).filter(Boolean);
    return ids
      .map((id) => document.getElementById(id)?.textContent ?? '')
      .join(' ')
      .trim();
  });
}

test('an admin builds a two-page form with rules, previews and publishes it; a visitor fills it through the share link; the admin reads it', async () => {
  const context = await newContext(browser, { baseURL: portal.url });
  const page = await context.newPage();
  const errors = collectErrors(page);
  await signInAdmin(page, portal.admin);
  await page.getByRole('link', { name: t('home.dynamicForm'), exact: true }).click();
  await page.waitForURL('**/ListOfForms');
  await page
    .getByRole('link', { name: t('forms.create') })
    .first()
    .click();
  await page.waitForURL('**/AdminFormBuilder');

  await page.getByLabel(t('forms.name'), { exact: true }).fill(FORM_NAME);
  await page.getByLabel(t('forms.status'), { exact: true }).selectOption('draft');
  await addField(page, { type: 'radio', label: OWNER, options: ['Yes', 'No'], required: true });
  await addField(page, {
    type: 'input',
    inputType: 'number',
    label: SINCE,
    min: '1950',
    max: '2026',
    required: true,
    showIf: { label: OWNER, equals: 'Yes' }
  });
  await addField(page, { type: 'checkbox', label: PAPERS, options: ['Sale deed', 'Tax receipt', 'Khata'], page: '2' });
  await addField(page, { type: 'file', label: SCAN, page: '2' });
  await addField(page, { type: 'input', inputType: 'number', label: RATING, min: '1', max: '5', page: '2' });
  expect(await listedLabels(page)).toEqual([OWNER, SINCE, PAPERS, SCAN, RATING]);

  // Reorder by keyboard through dnd-kit: pick the rating up, move it one place up, drop it.
  const handle = page.getByRole('button', { name: t('forms.dragHandle', { label: RATING }) });
  await handle.focus();
  await page.keyboard.press('Space');
  await page.locator('[aria-pressed="true"]', { has: page.locator('span') }).waitFor();
  await page
    .getByText(t('forms.dnd.over', { label: RATING, n: 5, total: 5 }), { exact: true })
    .waitFor({ state: 'attached' });
  await pressUntilAnnounced(
    page,
    'ArrowUp',
    t('forms.dnd.over', { label: RATING, n: 5, total: 5 }),
    t('forms.dnd.over', { label: RATING, n: 4, total: 5 })
  );
  await page.keyboard.press('Space');
  await eventually(() => listedLabels(page), [OWNER, SINCE, PAPERS, RATING, SCAN]);
  // And by pointer: drag the scan above the rating again.
  const scanBox = await page.getByRole('button', { name: t('forms.dragHandle', { label: SCAN }) }).boundingBox();
  const ratingBox = await page.getByRole('button', { name: t('forms.dragHandle', { label: RATING }) }).boundingBox();
  await page.mouse.move(scanBox!.x + scanBox!.width / 2, scanBox!.y + scanBox!.height / 2);
  await page.mouse.down();
  await page.mouse.move(ratingBox!.x + ratingBox!.width / 2, ratingBox!.y + 5, { steps: 12 });
  await page.mouse.up();
  await eventually(() => listedLabels(page), [OWNER, SINCE, PAPERS, SCAN, RATING]);
  await expectAccessible(page, 'form builder (two pages, rules)');

  // The live preview obeys the rules: the follow-up appears for Yes, the year is checked, then page 2.
  const preview = page.getByRole('region', { name: t('forms.preview') });
  expect(await preview.getByLabel(SINCE).count()).toBe(0);
  await preview.getByRole('radio', { name: 'Yes' }).check();
  await preview.getByLabel(SINCE).fill('1900');
  await preview.getByRole('button', { name: t('common.next'), exact: true }).click();
  expect(await messageUnder(preview.getByLabel(SINCE))).toBe(t('forms.rule.min', { min: 1950 }));
  await preview.getByLabel(SINCE).fill('1998');
  await preview.getByRole('button', { name: t('common.next'), exact: true }).click();
  await preview.getByText(t('common.page', { page: 2, pages: 2 }), { exact: true }).waitFor();
  await preview.getByRole('button', { name: t('forms.previewCheck'), exact: true }).click();
  await preview.getByText(t('forms.previewOk'), { exact: true }).waitFor();
  await shoot(page, 'builder');
  await expectAccessible(page, 'form builder with preview on page 2');

  await page.getByRole('button', { name: t('forms.save'), exact: true }).click();
  await question(page, 'forms.saveConfirm')
    .getByRole('button', { name: t('common.ok'), exact: true })
    .click();
  await seeNotice(page, 'forms.saved');
  await page.waitForURL('**/ListOfForms');
  const row = rowWith(page, FORM_NAME);
  await row.getByText(t('forms.status.draft'), { exact: true }).waitFor();
  const responsesHref = await row
    .getByRole('link', { name: t('forms.responsesLabel', { name: FORM_NAME }) })
    .getAttribute('href');
  const id = new URL(responsesHref ?? '', portal.url).searchParams.get('id');
  expect(id).toMatch(/^\d+$/);
  // A draft answers no one but admins.
  expect((await fetch(`${portal.url}/api/v1/admin/data/getForms?id=${id}`)).status).toBe(404);

  await row.getByRole('button', { name: t('forms.publishLabel', { name: FORM_NAME }) }).click();
  await row.getByText(t('forms.status.published'), { exact: true }).waitFor();
  await row.getByRole('button', { name: t('forms.shareLabel', { name: FORM_NAME }) }).click();
  const share = page.getByRole('dialog', { name: t('forms.shareTitle', { name: FORM_NAME }) });
  const link = await share.getByLabel(t('forms.shareLink'), { exact: true }).inputValue();
  expect(link).toBe(`${portal.url}/FormRenderer?id=${id}`);
  const snippet = await share.getByLabel(t('forms.embed'), { exact: true }).inputValue();
  expect(snippet).toContain(`<iframe src="${link}"`);
  await expectAccessible(page, 'share dialog');
  await share
    .getByRole('button', { name: t('common.close') })
    .first()
    .click();
  await shoot(page, 'list');

  // An anonymous visitor opens the share link.
  const visitorContext = await newContext(browser, { baseURL: portal.url });
  const visitor = await visitorContext.newPage();
  const visitorErrors = collectErrors(visitor);
  await visitor.goto(link);
  await visitor.getByRole('heading', { level: 1, name: FORM_NAME }).waitFor();
  await visitor.getByText(t('common.page', { page: 1, pages: 2 }), { exact: true }).waitFor();
  await expectAccessible(visitor, 'form renderer page 1');
  await visitor.getByRole('button', { name: t('common.next'), exact: true }).click();
  await visitor.getByText(t('forms.requiredMissing', { labels: OWNER }), { exact: true }).waitFor();
  await visitor.getByRole('radio', { name: 'Yes' }).check();
  await visitor.getByLabel(SINCE).fill('1998');
  await visitor.getByRole('button', { name: t('common.next'), exact: true }).click();
  await visitor.getByText(t('common.page', { page: 2, pages: 2 }), { exact: true }).waitFor();
  await visitor.getByRole('checkbox', { name: 'Sale deed' }).check();
  await visitor.getByRole('checkbox', { name: 'Khata' }).check();
  await visitor.getByLabel(SCAN).setInputFiles(pngFile('deed-scan.png'));
  await visitor.getByText(`${t('upload.uploaded')}: deed-scan.png`).waitFor();
  await visitor.getByLabel(RATING).fill('9');
  await visitor.getByRole('button', { name: t('common.submit'), exact: true }).click();
  expect(await messageUnder(visitor.getByLabel(RATING))).toBe(t('forms.rule.max', { max: 5 }));
  await shoot(visitor, 'renderer-page2');
  await expectAccessible(visitor, 'form renderer page 2 with a message');
  await visitor.getByLabel(RATING).fill('4');
  await visitor.getByRole('button', { name: t('common.submit'), exact: true }).click();
  await seeNotice(visitor, 'forms.submitted');
  expect(visitorErrors).toEqual([]);

  // The renderer, and only it, may sit in another site's iframe: a page of another origin embeds the snippet.
  const site = createServer((_req, res) =>
    res.writeHead(200, { 'content-type': 'text/html' }).end(`<!doctype html><title>Another site</title>${snippet}`)
  );
  // Another site, on a port the system gives: a fixed one can be a client's ephemeral port (CI lost one so).
  const sitePort = await new Promise<number>((resolve, reject) => {
    site.once('error', reject);
    site.listen(0, '127.0.0.1', () => resolve((site.address() as AddressInfo).port));
  });
  const embedded = await visitorContext.newPage();
  await embedded.goto(`http://localhost:${sitePort}/`);
  const frame = embedded.frameLocator('iframe');
  await frame.getByRole('heading', { level: 1, name: FORM_NAME }).waitFor();
  await visitorContext.close();
  await new Promise((resolve) => site.close(resolve));

  // The admin reads the response, the summary and the CSV.
  await page.getByRole('link', { name: t('forms.responsesLabel', { name: FORM_NAME }) }).click();
  await page.waitForURL(`**/FormResponses?id=${id}`);
  const response = rowWith(page, '1998');
  await response.getByRole('cell', { name: 'Sale deed, Khata', exact: true }).waitFor();
  await response.getByRole('img', { name: SCAN }).waitFor();
  await response.getByRole('button', { name: `${t('document.preview')}: ${SCAN}` }).waitFor();
  const chart = page.getByRole('img', {
    name: new RegExp(`^${t('forms.summaryChart', { label: PAPERS }).replace(/[?()]/g, '\\$&')}`)
  });
  await chart.waitFor();
  expect(
    await chart.locator('rect.gia-bar').evaluateAll((bars) => bars.map((b) => b.getAttribute('data-count')))
  ).toEqual(['1', '0', '1']);
  await page.getByText(t('forms.summaryNumbers', { min: '4', mean: '4', max: '4' }), { exact: true }).waitFor();
  await shoot(page, 'responses');
  await expectAccessible(page, 'form responses with summary');

  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: t('common.downloadCsv'), exact: true }).click();
  const csv = readFileSync(await (await downloading).path(), 'utf8')
    .replace(/^\uFEFF/, '')
    .trim()
    .split(/\r?\n/);
  expect(csv).toHaveLength(2);
  for (const heading of [OWNER, SINCE, PAPERS, SCAN, RATING]) expect(csv[0]).toContain(heading);
  expect(csv[1]).toContain(',Yes,1998,Sale deed; Khata,/api/v1/global/documents/');
  expect(csv[1]).toMatch(/,4$/);
  expect(errors).toEqual([]);
  await context.close();
});
