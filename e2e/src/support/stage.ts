import type { Browser } from 'playwright-core';
import { launchBrowser } from './browser';
import { type Portal, startPortal } from './portal';

/**
 * A test file's portal and browser: started before its tests (and before its own `beforeAll`s, which
 * come later), stopped after them. `report` prints what the file measured before they stop.
 */
export function stageForFile(
  env: Record<string, string>,
  ready: (stage: { portal: Portal; browser: Browser }) => void,
  report?: () => string
): void {
  let portal: Portal | undefined;
  let browser: Browser | undefined;
  beforeAll(async () => {
    portal = await startPortal(env);
    browser = await launchBrowser();
    ready({ portal, browser });
  });
  afterAll(async () => {
    if (report) console.log(report());
    await browser?.close();
    await portal?.stop();
  });
}
