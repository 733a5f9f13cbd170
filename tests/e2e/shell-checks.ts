// Helpers shared by the shell's browser tests (not a test file itself).
import type { Browser, Page } from 'puppeteer-core';
import type { Test as Tap } from 'tap';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { ARTIFACTS, screenshot, signIn } from '../helpers/browser.ts';
import { eventually } from '../helpers/eventually.ts';
import { axeFindings } from '../helpers/axe.ts';

export const WIDTHS = [375, 800, 1280, 1920] as const;

export const ROLES = {
  sysadmin: ['sysadmin@thingsboard.org', 'sysadmin'],
  tenant: ['tenant@thingsboard.org', 'tenant'],
  customer: ['customerA@thingsboard.org', 'customer'],
} as const;

export type Role = keyof typeof ROLES;

/** A fresh browser context (own cookies) signed in as the role. */
export async function signedInPage(browser: Browser, origin: string, role: Role, headers: Record<string, string> = {}): Promise<Page> {
  const context = await browser.createBrowserContext();
  const page = await context.newPage();
  // Kept from when axe came in as a script tag the CSP refused; axe now runs through the DevTools protocol (helpers/axe.ts).
  await page.setBypassCSP(true);
  await page.setExtraHTTPHeaders({ 'accept-language': 'en-US', ...headers });
  await page.setViewport({ width: 1280, height: 800 });
  await signIn(page, origin, ROLES[role][0], ROLES[role][1]);
  return page;
}

/** axe's serious and critical findings on the current page (the one axe helper, under the name these tests use). */
export const seriousViolations = (page: Page): Promise<string[]> => axeFindings(page);

export async function visible(page: Page, selector: string): Promise<boolean> {
  return page.$eval(selector, (e) => {
    const box = e.getBoundingClientRect();
    const style = getComputedStyle(e);
    return style.display !== 'none' && style.visibility !== 'hidden' && box.width > 0 && box.height > 0 && box.right > 0 && box.left < window.innerWidth;
  });
}

/** Polls from Node (page timers do not run with JavaScript disabled) until the page condition holds. */
export async function until(page: Page, condition: () => boolean): Promise<boolean> {
  return eventually(() => page.evaluate(condition), 'a page condition').then(() => true, () => false);
}

/**
 * A full-page screenshot. Chromium's full-page capture shifts right-to-left pages sideways, so
 * those are taken by growing the viewport to the page's height instead.
 */
export async function pageScreenshot(page: Page, name: string): Promise<void> {
  if ((await page.$eval('html', (h) => h.dir)) !== 'rtl') return screenshot(page, name);
  const viewport = page.viewport()!;
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  await page.setViewport({ ...viewport, height: Math.max(viewport.height, height) });
  mkdirSync(ARTIFACTS, { recursive: true });
  await page.screenshot({ path: join(ARTIFACTS, `${name}.png`), optimizeForSpeed: true });
  await page.setViewport(viewport);
}

/**
 * A page (or a dialog over it, by its name) at 1280 and 400 px: answered 200, captured as `<prefix>-<name>-<width>`,
 * no sideways scroll, and axe finds nothing serious.
 */
export async function checkLook(t: Tap, page: Page, at: { origin: string; prefix: string }, name: string, path: string, dialog?: string): Promise<void> {
  for (const width of [1280, 400]) {
    await page.setViewport({ width, height: 800 });
    const res = await page.goto(`${at.origin}${path}`);
    t.equal(res?.status(), 200, `${path} at ${width} px`);
    if (dialog) await page.waitForFunction((d) => document.querySelector(`dialog#dialog-${d}`)?.matches(':modal'), { timeout: 20_000 }, dialog);
    // A modal dialog is fixed to the viewport: a full-page capture would cut it.
    await screenshot(page, `${at.prefix}-${name}-${width}`, !dialog);
    t.ok((await page.evaluate(() => document.documentElement.scrollWidth)) <= width, `${name} at ${width} px: no sideways scroll`);
    t.same(await seriousViolations(page), [], `${name} at ${width} px`);
  }
}
