// The gallery in Chromium for the parts' browser tests: a signed-in page on a console with GALLERY=true, script and
// CSP errors collected, the requests it made recorded; axe's serious findings; Tab until a condition holds.
import type { Page } from 'puppeteer-core';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { ARTIFACTS, launchBrowser, serveConsole, signIn, type ServedConsole } from './browser.ts';
import { withParts } from '../../server/gallery/gallery-filter.ts';

type Test = Parameters<typeof serveConsole>[0];
type Checks = { ok(value: unknown, message: string): unknown };

export interface GalleryBrowser {
  c: ServedConsole;
  page: Page;
  newPage(): Promise<Page>;
  /** Script errors, CSP refusals (with their element) and failed loads other than the forms' 400 and 404 answers. */
  problems: string[];
  /** Every URL the page requested. */
  requests: string[];
  /** The gallery's address followed by `rest` (a query, a fragment), showing only the sections asked for. */
  address(rest?: string): string;
}

/**
 * `/gallery` on `origin` followed by `rest` (`?dialog=…`, `#part-state`), showing only `parts` when named (each test
 * loads the sections it checks, not the whole long page).
 */
export function galleryAddress(origin: string, parts: readonly string[] | undefined, rest = ''): string {
  const address = `${origin}/gallery${rest}`;
  return parts?.length ? withParts(address, parts.join(',')) : address;
}

/** A gallery address's query without the sections filter (`?dialog=json-edit`, or '' when nothing else). */
export function queryBesidesParts(address: string): string {
  const url = new URL(address);
  url.searchParams.delete('parts');
  return url.search;
}

/**
 * A signed-in page (en-US, 1280 by 800) on a console with the gallery. CSP refusals are reported with their element;
 * `allowStyleAttrWithin` names where a refused style attribute is the browser's own doing, not the console's;
 * `parts`: the sections the test checks, which `address` shows (all when none are named).
 */
export async function openGallery(t: Test, options: { allowStyleAttrWithin?: string; parts?: readonly string[] } = {}): Promise<GalleryBrowser> {
  const c = await serveConsole(t, { env: { GALLERY: 'true' } });
  const browser = await launchBrowser(t);
  const context = await browser.createBrowserContext();
  t.teardown(() => context.close());
  const page = await context.newPage();
  const problems: string[] = [];
  const requests: string[] = [];
  await page.evaluateOnNewDocument((allowed: string | null) => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const target = event.target as Element | null;
      if (allowed && event.effectiveDirective === 'style-src-attr' && target?.closest?.(allowed)) return;
      console.error(`CSP ${event.effectiveDirective}: ${target?.outerHTML?.slice(0, 200) ?? event.blockedURI}`);
    });
  }, options.allowStyleAttrWithin ?? null);
  page.on('console', (message) => {
    const text = message.text();
    if (message.type() !== 'error' || text.includes('violates the following Content Security Policy') || /status of (400|404)/.test(text)) return;
    problems.push(text);
  });
  page.on('pageerror', (error) => problems.push(String(error)));
  page.on('request', (request) => requests.push(request.url()));
  await page.setExtraHTTPHeaders({ 'accept-language': 'en-US' });
  await page.setViewport({ width: 1280, height: 800 });
  await signIn(page, c.origin, 'tenant@thingsboard.org', 'tenant');
  return { c, page, problems, requests, newPage: () => context.newPage(), address: (rest) => galleryAddress(c.origin, options.parts, rest) };
}

export { axeFindings } from './axe.ts';

/** Presses Tab until `check` holds in the page (at most `limit` times); whether it came to hold. */
export async function tabTo(page: Page, check: () => boolean, limit = 40): Promise<boolean> {
  for (let i = 0; i < limit; i++) {
    if (await page.evaluate(check)) return true;
    await page.keyboard.press('Tab');
  }
  return page.evaluate(check);
}

export const focusedId = (page: Page) => page.evaluate(() => document.activeElement?.id ?? '');
export const valueOf = (page: Page, selector: string) => page.$eval(selector, (e) => (e as HTMLInputElement).value);

/** Screenshots `gallery-<part>-<state>-<width>.png` of each state shown (`#<part>-<state>`); the fragments that were missing. */
export async function shootStates(page: Page, shots: Record<string, readonly string[]>, width = page.viewport()?.width ?? 0): Promise<string[]> {
  mkdirSync(ARTIFACTS, { recursive: true });
  const missing: string[] = [];
  for (const [part, states] of Object.entries(shots)) {
    for (const state of states) {
      const element = await page.$(`#${part}-${state}`);
      if (!element) missing.push(`#${part}-${state}`);
      else await element.screenshot({ path: join(ARTIFACTS, `gallery-${part}-${state}-${width}.png`) });
    }
  }
  return missing;
}

/** The same, each missing state a failed check. */
export async function screenshotStates(t: Checks, page: Page, shots: Record<string, readonly string[]>): Promise<void> {
  for (const missing of await shootStates(page, shots)) t.ok(false, missing);
}

/** How far the page is wider than the window (0 or less: nothing sticks out). */
export const overflowOf = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
