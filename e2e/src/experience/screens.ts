import type { Page } from 'playwright-core';

/** Waits until a screen has drawn: the network is quiet and no spinner is left. */
export async function settled(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle');
  await page
    .locator('.gia-spinner')
    .first()
    .waitFor({ state: 'detached', timeout: 15_000 })
    .catch(() => undefined);
  await page.locator('main').first().waitFor();
  await page.waitForLoadState('networkidle');
}

/** How far the page is wider than the window (0 when nothing scrolls sideways). */
export async function sidewaysOverflow(page: Page): Promise<{ overflow: number; culprits: string[] }> {
  return page.evaluate(() => {
    const width = window.innerWidth;
    const overflow = (document.scrollingElement?.scrollWidth ?? 0) - width;
    const culprits: string[] = [];
    if (overflow > 0) {
      for (const el of Array.from(document.querySelectorAll<HTMLElement>('body *'))) {
        const box = el.getBoundingClientRect();
        if (box.right > width + 1 && culprits.length < 5)
          culprits.push(`${el.tagName.toLowerCase()}.${el.className} (right ${Math.round(box.right)})`);
      }
    }
    return { overflow, culprits };
  });
}
