import type { Browser, Page } from 'puppeteer-core';
import type { StartOptions } from '../helpers/console.ts';
import { launchBrowser, serveConsole, signIn, type ServedConsole } from '../helpers/browser.ts';

interface Teardown {
  teardown(fn: () => unknown): void;
}

export interface DesktopPage {
  c: ServedConsole;
  browser: Browser;
  page: Page;
}

/** A console on its own emulator and a browser page of desktop size, not yet signed in. */
export async function desktopPage(t: Teardown, options?: StartOptions): Promise<DesktopPage> {
  const c = await serveConsole(t, options);
  const browser = await launchBrowser(t);
  const page = await browser.newPage();
  await page.setViewport({ width: 1280, height: 800 });
  return { c, browser, page };
}

/** The same, signed in as the demo tenant administrator and showing `path`. */
export async function tenantDesktopPage(t: Teardown, path: string, options?: StartOptions): Promise<DesktopPage> {
  const opened = await desktopPage(t, options);
  await signIn(opened.page, opened.c.origin, 'tenant@thingsboard.org', 'tenant');
  await opened.page.goto(`${opened.c.origin}${path}`);
  return opened;
}
