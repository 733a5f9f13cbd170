import type { Test } from 'tap';
import type { Page } from 'puppeteer-core';
import { screenshot } from '../helpers/browser.ts';

const WIDTHS = [1280, 400] as const;

/**
 * The page at both widths of the spec, whole: loaded again at each width, so no layout is caught mid-transition. The
 * page itself never scrolls sideways (pictures scroll in their own box).
 */
export async function shots(t: Test, page: Page, name: string) {
  for (const width of WIDTHS) {
    await page.setViewport({ width, height: 900 });
    await page.reload({ waitUntil: 'load' });
    await screenshot(page, `${name}-${width}`);
    t.ok(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth), `${name} at ${width} px: no sideways scroll`);
  }
  await page.setViewport({ width: 1280, height: 900 });
  await page.reload({ waitUntil: 'load' });
}
