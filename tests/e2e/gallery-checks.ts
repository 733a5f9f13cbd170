// What the gallery's browser tests share: axe run with the console's CSP still on, and each part's states photographed.
import { mkdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import type { Page } from 'puppeteer-core';
import { ARTIFACTS, launchBrowser, serveConsole, signIn, type ServedConsole } from '../helpers/browser.ts';

const AXE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/**
 * axe's serious and critical findings, axe evaluated through the DevTools protocol (the page's CSP stays on); within
 * the given parts' sections only (`#<part>`) when named, as each test looks at its own parts of the long page.
 */
export async function axeFindings(page: Page, parts?: string[]): Promise<string[]> {
  await page.evaluate(AXE);
  return page.evaluate(async (include) => {
    const axe = (window as unknown as { axe: { run(c: unknown, o: object): Promise<{ violations: { id: string; impact?: string | null; nodes: { target: string[] }[] }[] }> } }).axe;
    const { violations } = await axe.run(include ? { include } : document, { resultTypes: ['violations'] });
    return violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  }, parts?.map((part) => [`#${part}`]));
}

/** Screenshots `gallery-<part>-<state>-<width>.png` of each state shown; the fragments that were missing. */
export async function shootStates(page: Page, shots: Record<string, string[]>, width: number): Promise<string[]> {
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

/** The console with its gallery, and a page of a fresh browser context signed in as the tenant (in English, 1280 px). */
export async function galleryPage(t: Parameters<typeof serveConsole>[0]): Promise<{ c: ServedConsole; page: Page }> {
  const c = await serveConsole(t, { env: { GALLERY: 'true' } });
  const browser = await launchBrowser(t);
  const context = await browser.createBrowserContext();
  t.teardown(() => context.close());
  const page = await context.newPage();
  await page.setExtraHTTPHeaders({ 'accept-language': 'en-US' });
  await page.setViewport({ width: 1280, height: 800 });
  await signIn(page, c.origin, 'tenant@thingsboard.org', 'tenant');
  return { c, page };
}
