import type { Locator, Page } from 'playwright-core';
import { fieldLabel, serviceByKey, serviceText, translate, type MessageKey, type ServiceKind } from '@gia/domain';

/** The English words a person reads, from the portal's own catalogue. */
export const t = (key: MessageKey, params?: Record<string, string | number>): string => translate('en', key, params);

export function kind(key: string): ServiceKind {
  const found = serviceByKey(key);
  if (!found) throw new Error(`No service kind ${key}`);
  return found;
}

export const label = (field: string): string => t(fieldLabel(field));
export const serviceWords = (k: ServiceKind, which: Parameters<typeof serviceText>[1]): string =>
  t(serviceText(k, which));

/** The question dialog the portal asks instead of window.confirm. */
export function question(page: Page, message: MessageKey): Locator {
  return page.getByRole('alertdialog', { name: t(message) });
}

export function dialog(page: Page, title: string): Locator {
  return page.getByRole('dialog', { name: title });
}

/** The table row (or phone card) of a request, found by a text in it. */
export function rowWith(page: Page, text: string): Locator {
  return page.getByRole('row').filter({ hasText: text });
}

/** A notice the portal shows after an action. */
export async function seeNotice(page: Page, message: MessageKey): Promise<void> {
  await page.getByText(t(message), { exact: true }).first().waitFor();
}

/** A home or hub tile, followed to its screen. */
export async function followTile(page: Page, tile: string, path: string): Promise<void> {
  await page.getByRole('link', { name: tile, exact: true }).click();
  await page.waitForURL(`**${path}`);
}

export interface Step {
  label: string;
  text: string;
  /** done, waiting (not reached yet: grey) or stopped (rejected, deleted). */
  status: string;
}

/**
 * Opens a request's timeline from its status button and reads its five steps in order; the steps'
 * labels come from the catalogue so each item is matched by its own words.
 */
export async function readTimeline(
  page: Page,
  row: Locator,
  status: MessageKey
): Promise<{ popup: Locator; steps: Step[] }> {
  await row.getByRole('button', { name: t(status), exact: true }).click();
  const popup = dialog(page, t('timeline.title'));
  await popup.waitFor();
  // Each step: its title (the label), then when and who, a reason, or the spec's "not yet" message.
  const items = popup.locator('ol.gia-steps > li');
  await items.first().waitFor();
  const steps: Step[] = [];
  for (let i = 0; i < (await items.count()); i += 1) {
    const label = await items
      .nth(i)
      .locator('.gia-step-title')
      .evaluate((el) => el.firstChild?.textContent ?? '');
    const text = (await items.nth(i).innerText()).replace(/\s+/g, ' ').trim();
    steps.push({ label, text, status: (await items.nth(i).getAttribute('data-status')) ?? '' });
  }
  return { popup, steps };
}

/** The labels of the spec's five steps, in order. */
export const FIVE_STEPS = (
  [
    'timeline.userSubmitted',
    'timeline.adminAccepted',
    'timeline.vendorAssigned',
    'timeline.vendorAccepted',
    'timeline.vendorCompleted'
  ] as const
).map((k) => t(k));

/** A step's time as the portal prints it in India time: a year in it, never N/A. */
export const STAMPED = /\b20\d\d\b/;
