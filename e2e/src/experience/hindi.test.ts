import type { Browser } from 'playwright-core';
import { hi } from '@gia/domain/hi';
import { axeChecked, collectErrors, expectAccessible, newContext } from '../support/browser';
import { newPerson } from '../support/journeys';
import type { Portal } from '../support/portal';
import { customerSession, signedInContext } from './accounts';
import { kind, submitRequest } from './requests';
import { settled } from './screens';
import { stageForFile } from '../support/stage';

let portal: Portal;
let browser: Browser;

stageForFile(
  {},
  (stage) => ({ portal, browser } = stage),
  () => `axeChecked: ${axeChecked.size} screens in Hindi`
);

test('a person switches to Hindi in the header, it is remembered, and sign-up, sign-in and a form speak Hindi', async () => {
  const context = await newContext(browser, { baseURL: portal.url, width: 360, height: 740 });
  const page = await context.newPage();
  const errors = collectErrors(page);
  await page.goto('/');
  await page.getByRole('combobox', { name: 'Language' }).selectOption('hi');
  await page.getByRole('heading', { level: 1, name: hi['landing.slogan'] }).waitFor();
  expect(await page.getAttribute('html', 'lang')).toBe('hi');
  await expectAccessible(page, 'landing (hi)');

  await page.reload();
  await page.getByRole('heading', { level: 1, name: hi['landing.slogan'] }).waitFor();
  expect(await page.getByRole('combobox', { name: hi['common.language'] }).inputValue()).toBe('hi');
  expect(await page.getByRole('link', { name: hi['landing.userLogin'] }).getAttribute('href')).toBe('/signin');

  // Sign up in Hindi: every label and button from `hi`.
  const person = newPerson('Sunita Devi');
  await page.goto('/signup');
  await settled(page);
  await page.getByRole('heading', { level: 1, name: hi['auth.userSignUpHeading'] }).waitFor();
  await page.getByRole('textbox', { name: hi['auth.name'], exact: true }).fill(person.name);
  await page.getByRole('textbox', { name: hi['auth.email'], exact: true }).fill(person.email);
  await page.getByLabel(hi['auth.password'], { exact: true }).fill(person.password);
  await expectAccessible(page, 'sign-up (hi)');
  await page.getByRole('button', { name: hi['auth.signUp'], exact: true }).click();
  await page.waitForURL('**/Dashboard');
  await page.getByRole('heading', { level: 1, name: `${hi['home.welcome']} ${person.name}` }).waitFor();

  // Sign out (the phone bar) and in again, still in Hindi.
  await page
    .getByRole('navigation', { name: hi['common.account'] })
    .getByRole('button', { name: hi['common.logout'] })
    .click();
  await page.getByRole('alertdialog').getByRole('button', { name: hi['common.logout'] }).click();
  await page.getByRole('heading', { level: 1, name: hi['landing.slogan'] }).waitFor();
  await page.goto('/signin');
  await page.getByRole('heading', { level: 1, name: hi['auth.userSignInHeading'] }).waitFor();
  await page.getByRole('textbox', { name: hi['auth.email'], exact: true }).fill(person.email);
  await page.getByLabel(hi['auth.password'], { exact: true }).fill(person.password);
  await expectAccessible(page, 'sign-in (hi)');
  await page.getByRole('button', { name: hi['auth.signIn'], exact: true }).click();
  await page.waitForURL('**/Dashboard');

  // A customer form: title, field labels, consent and submit in Hindi; its refusal too.
  const pan = kind('pan');
  await page.goto(pan.routes.form);
  await settled(page);
  await page.getByRole('heading', { level: 1, name: hi['service.pan.form'] }).waitFor();
  await page.getByRole('textbox', { name: hi['field.name'], exact: true }).waitFor();
  await page.getByRole('group', { name: hi['form.consentTitle'] }).waitFor();
  await page.getByRole('button', { name: hi['common.submit'], exact: true }).click();
  await page.getByText(hi['form.consentRequired']).waitFor();
  await expectAccessible(page, 'PAN form with errors (hi)');
  expect(errors).toEqual([]);
  await context.close();
});

test('in Hindi, the inbox writes dates with Hindi months, as India writes them', async () => {
  const customer = await customerSession(portal, 'Kiran Hindi');
  await submitRequest(portal, customer, 'saleAgreement');
  const context = await signedInContext(browser, portal, customer, { width: 360, height: 740 });
  const page = await context.newPage();
  const errors = collectErrors(page);
  await page.goto('/MyRequests');
  await page.getByRole('combobox', { name: 'Language' }).selectOption('hi');
  // The reference the browser's own formatter gives for India in Hindi: the portal writes dates without it.
  const today = new Intl.DateTimeFormat('hi-IN', { timeZone: 'Asia/Kolkata', dateStyle: 'medium' }).format(new Date());
  await page.getByText(today, { exact: true }).waitFor();
  await expectAccessible(page, 'my requests (hi)');

  expect(errors).toEqual([]);
  await context.close();
});
