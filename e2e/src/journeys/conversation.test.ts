import fs from 'fs';
import path from 'path';
import type { Browser, Page } from 'playwright-core';
import { collectErrors, expectAccessible } from '../support/browser';
import type { Portal } from '../support/portal';
import { stageForFile } from '../support/stage';
import { uploadApi } from '../support/journeys';
import {
  adminSession,
  customerSession,
  postAs,
  signedInContext,
  vendorSession,
  type Session
} from '../experience/accounts';
import { pdfFile, pngFile } from './files';
import { kind, label, question, t } from './screens';

let portal: Portal;
let browser: Browser;
stageForFile({ LOGIN_RATE_PER_MINUTE: '1000' }, (stage) => ({ portal, browser } = stage));

const ROOT = path.resolve(__dirname, '../../..');
const SHOTS = path.join(ROOT, '.test-results', 'screenshots');
const PHONE = { width: 360, height: 740 };
const DESKTOP = { width: 1280, height: 800 };
const pan = kind('pan');
const ASKED = 'aadhar_url';

async function atBothSizes(page: Page, name: string, ready: () => Promise<unknown>): Promise<void> {
  fs.mkdirSync(SHOTS, { recursive: true });
  for (const [size, viewport] of [
    ['phone', PHONE],
    ['desktop', DESKTOP]
  ] as const) {
    await page.setViewportSize(viewport);
    await ready();
    await expectAccessible(page, `${name} (${size})`);
    await page.screenshot({ path: path.join(SHOTS, `conversation-${name}-${size}.png`), fullPage: true });
  }
  await page.setViewportSize(DESKTOP);
}

/** A PAN request of the customer, with its four documents, submitted through the API; answers its reference. */
async function panRequest(customer: Session, name: string): Promise<string> {
  const files = pan.fields.filter((f) => f.kind === 'file');
  const urls = await Promise.all(
    files.map((f) => uploadApi(portal.url, pngFile(`${f.name}.png`), customer.response.accessToken))
  );
  const body = {
    name,
    narration: 'PAN for a new job',
    consent: true,
    ...Object.fromEntries(files.map((f, i) => [f.name, urls[i]]))
  };
  return (
    await postAs<{ reference: string }>(
      portal,
      customer,
      `/${pan.endpoints.insertBase}/data/${pan.endpoints.insert}`,
      body
    )
  ).reference;
}

const conversation = (page: Page) => page.getByRole('region', { name: t('talk.heading') });
const summary = (page: Page) => page.getByRole('region', { name: 'Details' });

// Three people's whole story in one browser run: longer than the default two minutes on a loaded machine.
test('asked for a new scan, the customer answers from the bell; the vendor asks and is answered; a rejection is corrected; a request is withdrawn', async () => {
  const customer = await customerSession(portal, 'Asha Customer');
  const admin = await adminSession(portal);
  const vendor = await vendorSession(portal, pan.vendorCategory);
  const first = await panRequest(customer, 'Asha Rao');

  // The admin asks for the Aadhaar card again: the request waits for its customer.
  const adminContext = await signedInContext(browser, portal, admin);
  const staff = await adminContext.newPage();
  const staffErrors = collectErrors(staff);
  await staff.goto(`/Requests/${first}`);
  await staff.getByRole('button', { name: t('action.ask'), exact: true }).click();
  const ask = staff.getByRole('dialog', { name: t('action.ask') });
  await ask
    .getByLabel(t('talk.write'), { exact: true })
    .fill('The Aadhaar card scan is unreadable: please send a clearer one.');
  await ask.getByLabel(label(ASKED), { exact: true }).check();
  await expectAccessible(staff, 'admin request page, ask dialog open');
  await ask.getByRole('button', { name: t('talk.send'), exact: true }).click();
  await summary(staff).getByText(t('state.WAITING FOR CUSTOMER'), { exact: true }).waitFor();
  await conversation(staff).getByText('The Aadhaar card scan is unreadable: please send a clearer one.').waitFor();
  // An internal note, which the customer must never see.
  await conversation(staff)
    .getByLabel(t('talk.write'), { exact: true })
    .fill('Second unreadable scan from this customer; call them if it happens again.');
  await conversation(staff).getByLabel(t('talk.internal'), { exact: true }).check();
  await conversation(staff)
    .getByRole('button', { name: t('talk.send'), exact: true })
    .click();
  await conversation(staff).getByText(t('talk.internalBadge'), { exact: true }).waitFor();
  await atBothSizes(staff, 'admin-waiting', () => conversation(staff).getByRole('listitem').nth(1).waitFor());

  // The customer sees the bell, opens the request from it and sends the new scan with a message.
  const customerContext = await signedInContext(browser, portal, customer);
  const mine = await customerContext.newPage();
  const mineErrors = collectErrors(mine);
  await mine.goto('/Dashboard');
  const bell = mine.getByRole('button', { name: /^Notifications, [1-9]\d* unread$/ });
  await bell.click();
  const panel = mine.getByRole('dialog', { name: t('notifications.title') });
  const item = panel.getByRole('listitem').filter({ hasText: first }).filter({ hasText: 'Please answer' });
  // The panel reads the list when it opens; a list read a moment too early is read again by opening it again.
  const opened = await item
    .getByRole('link')
    .first()
    .click({ timeout: 10_000 })
    .then(
      () => true,
      () => false
    );
  if (!opened) {
    await mine.keyboard.press('Escape');
    await bell.click();
    await item.getByRole('link').first().click();
  }
  await mine.waitForURL(`**/Requests/${first}`);
  const answerPanel = mine.getByRole('region', { name: t('action.answer') });
  await answerPanel.waitFor();
  expect(await mine.getByText('call them if it happens again').count()).toBe(0);
  await atBothSizes(mine, 'customer-asked', () => answerPanel.waitFor());
  await answerPanel.getByLabel(label(ASKED), { exact: false }).first().setInputFiles(pdfFile('aadhaar-clear.pdf'));
  await answerPanel.getByText(`${t('upload.uploaded')}: aadhaar-clear.pdf`, { exact: true }).waitFor();
  await answerPanel.getByLabel(new RegExp(`^${t('talk.write')}`)).fill('Here is a clearer scan of my Aadhaar card.');
  await answerPanel.getByRole('button', { name: t('action.answer'), exact: true }).click();
  await summary(mine).getByText(t('state.PENDING'), { exact: true }).waitFor();
  await conversation(mine).getByText('Here is a clearer scan of my Aadhaar card.').waitFor();
  expect(await mine.getByText('call them if it happens again').count()).toBe(0);

  // The admin sees the answer and the replaced document, then assigns the vendor.
  await staff.reload();
  await conversation(staff).getByText('Here is a clearer scan of my Aadhaar card.').waitFor();
  const earlier = staff.getByRole('region', { name: t('talk.earlier') });
  await earlier.getByRole('button', { name: new RegExp(`${label(ASKED)} \\(${t('talk.replaced')}`) }).waitFor();
  await atBothSizes(staff, 'admin-answered', () => earlier.waitFor());
  await postAs(portal, admin, `/global/requests/${first}/assign`, { vendor_id: vendor.response.user.id });

  // The vendor asks a question; the customer answers; the request is the vendor's again.
  const vendorContext = await signedInContext(browser, portal, vendor);
  const work = await vendorContext.newPage();
  const workErrors = collectErrors(work);
  await work.goto(`/Requests/${first}`);
  await work.getByRole('button', { name: t('action.ask'), exact: true }).click();
  const vendorAsk = work.getByRole('dialog', { name: t('action.ask') });
  await vendorAsk.getByLabel(t('talk.write'), { exact: true }).fill('Should the card go to the Bengaluru address?');
  await vendorAsk.getByRole('button', { name: t('talk.send'), exact: true }).click();
  await summary(work).getByText(t('state.WAITING FOR CUSTOMER'), { exact: true }).waitFor();
  await mine.reload();
  await conversation(mine).getByText('Should the card go to the Bengaluru address?').waitFor();
  await answerPanel.getByLabel(new RegExp(`^${t('talk.write')}`)).fill('Yes, the Bengaluru one.');
  await answerPanel.getByRole('button', { name: t('action.answer'), exact: true }).click();
  await summary(mine).getByText(t('state.ASSIGNED TO VENDOR'), { exact: true }).waitFor();
  await work.reload();
  await conversation(work).getByText('Yes, the Bengaluru one.').waitFor();
  await summary(work).getByText(t('state.ASSIGNED TO VENDOR'), { exact: true }).waitFor();

  // A rejected request is corrected and sent again.
  const second = await panRequest(customer, 'Asha R');
  await postAs(portal, admin, `/global/requests/${second}/reject`, {
    reason: 'The name must be written in full, as on the Aadhaar card.'
  });
  await mine.goto(`/Requests/${second}`);
  await mine.getByRole('button', { name: t('action.resubmit'), exact: true }).click();
  await mine.getByRole('heading', { level: 1, name: t('talk.correctTitle', { reference: second }) }).waitFor();
  await mine
    .getByText(t('talk.rejectedBecause', { reason: 'The name must be written in full, as on the Aadhaar card.' }))
    .waitFor();
  const name = mine.getByLabel(label('name'), { exact: true });
  expect(await name.inputValue()).toBe('Asha R');
  await name.fill('Asha Rao');
  await mine.getByRole('checkbox', { name: t('form.consentAgree') }).check();
  await atBothSizes(mine, 'customer-correcting', () => name.waitFor());
  await mine.getByRole('button', { name: t('talk.resubmitButton'), exact: true }).click();
  if (pan.confirmSubmit)
    await question(mine, 'form.confirmSubmit')
      .getByRole('button', { name: t('common.ok'), exact: true })
      .click();
  await mine.waitForURL(`**/Requests/${second}`);
  await summary(mine).getByText(t('state.PENDING'), { exact: true }).waitFor();
  await staff.goto(`/Requests/${second}`);
  await staff
    .getByRole('region', { name: t('talk.earlier') })
    .getByText(t('talk.fieldChanged', { field: label('name'), before: 'Asha R', after: 'Asha Rao' }))
    .waitFor();

  // A pending request is withdrawn with a reason.
  const third = await panRequest(customer, 'Asha Rao');
  await mine.goto(`/Requests/${third}`);
  await mine.getByRole('button', { name: t('action.withdraw'), exact: true }).click();
  const withdraw = mine.getByRole('alertdialog', { name: t('action.withdraw') });
  await withdraw.getByLabel(t('talk.withdrawReason'), { exact: true }).fill('I filed it at the PAN office myself.');
  await expectAccessible(mine, 'customer request page, withdraw dialog open');
  await withdraw.getByRole('button', { name: t('action.withdraw'), exact: true }).click();
  await summary(mine).getByText(t('state.WITHDRAWN'), { exact: true }).waitFor();

  expect(staffErrors).toEqual([]);
  expect(mineErrors).toEqual([]);
  expect(workErrors).toEqual([]);
  await Promise.all([adminContext.close(), customerContext.close(), vendorContext.close()]);
}, 300_000);
