import AxeBuilder from '@axe-core/playwright';
import { type Browser, type BrowserContext, chromium, type Page } from 'playwright-core';

const CHROMIUM = process.env.CHROMIUM_PATH || '/usr/bin/chromium';

export async function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM,
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync'
    ]
  });
}

/** Screens checked by axe in this run, across all journeys of a file. */
export const axeChecked = new Set<string>();

/**
 * A fresh context whose pages fail the journey on any window.alert/confirm/prompt: the portal must use
 * its own accessible dialogs instead.
 */
export async function newContext(
  browser: Browser,
  options: { width?: number; height?: number; baseURL: string }
): Promise<BrowserContext> {
  const context = await browser.newContext({
    viewport: { width: options.width ?? 1280, height: options.height ?? 800 },
    baseURL: options.baseURL
  });
  await context.addInitScript(() => {
    const fail = (name: string) => () => {
      throw new Error(`window.${name} was called`);
    };
    window.alert = fail('alert');
    window.confirm = fail('confirm') as unknown as typeof window.confirm;
    window.prompt = fail('prompt') as unknown as typeof window.prompt;
  });
  return context;
}

/** Fails on any serious or critical accessibility violation of the screen as it is now. */
export async function expectAccessible(page: Page, screen: string): Promise<void> {
  const result = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze();
  const bad = result.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  axeChecked.add(screen);
  if (bad.length) {
    const lines = bad.map(
      (v) =>
        `${v.impact} ${v.id}: ${v.help} (${v.nodes
          .map((n) => n.target.join(' '))
          .slice(0, 3)
          .join(', ')})`
    );
    throw new Error(`Accessibility violations on ${screen}:\n${lines.join('\n')}`);
  }
}

/** Collects page errors so a journey can assert none happened. */
export function collectErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  return errors;
}
