import { readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { languageReady, useLanguageStore } from '@gia/shared-ui';
import { resetPortal, signIn } from '../test-support/portal';

/**
 * `/`'s starter, transpiled as webpack.landing-start.js builds it and run as the page would run it, against
 * the storage the real stores write: it starts the shell's entry at once for a signed-in visitor or a
 * remembered language, and otherwise on the first interaction.
 */
const STARTER = ts.transpileModule(readFileSync(path.join(__dirname, '..', 'landing-start.ts'), 'utf8'), {
  compilerOptions: { target: ts.ScriptTarget.ES2017, module: ts.ModuleKind.None }
}).outputText;

function loadStarter(): void {
  const script = document.createElement('script');
  script.src = 'http://localhost/releases/shell/0.1.0-abc/landing-start.1234abcd.js';
  script.dataset.main = 'main.5678ef01.js';
  Object.defineProperty(document, 'currentScript', { configurable: true, get: () => script });
  new Function(STARTER)();
  Object.defineProperty(document, 'currentScript', { configurable: true, get: () => null });
}

const entryStarted = () =>
  [...document.head.querySelectorAll('script')].some(
    (s) => s.src === 'http://localhost/releases/shell/0.1.0-abc/main.5678ef01.js'
  );

beforeEach(() => {
  resetPortal();
  localStorage.clear();
  document.head.innerHTML = '';
  document.body.innerHTML =
    '<span class="gia-lang"><select><option value="en">English</option><option value="hi">हिन्दी</option></select></span>';
});

test('an anonymous visitor: nothing runs until the first interaction, then the entry beside the starter', () => {
  loadStarter();
  expect(entryStarted()).toBe(false);
  window.dispatchEvent(new KeyboardEvent('keydown', { key: 'Tab' }));
  expect(entryStarted()).toBe(true);
});

test('a signed-in visitor starts at once', () => {
  signIn('customer');
  loadStarter();
  expect(entryStarted()).toBe(true);
});

test('a visitor who chose Hindi before starts at once', async () => {
  useLanguageStore.getState().setLang('hi');
  loadStarter();
  expect(entryStarted()).toBe(true);
  useLanguageStore.getState().setLang('en');
  await new Promise((resolve) => setTimeout(resolve, 0));
});

test('a language chosen on the switch before the page took over is the one the page then speaks', async () => {
  loadStarter();
  const select = document.querySelector('select')!;
  select.value = 'hi';
  select.dispatchEvent(new Event('change', { bubbles: true }));
  expect(entryStarted()).toBe(true);
  await languageReady();
  expect(useLanguageStore.getState().lang).toBe('hi');
  useLanguageStore.getState().setLang('en');
  await new Promise((resolve) => setTimeout(resolve, 0));
});
