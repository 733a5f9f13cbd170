import puppeteer, { type Browser, type Page } from 'puppeteer-core';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AddressInfo } from 'node:net';
import { startConsole, type StartOptions, type TestConsole } from './console.ts';

export const ARTIFACTS = fileURLToPath(new URL('../artifacts/', import.meta.url));
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

interface Teardown {
  teardown(fn: () => unknown): void;
}

/** Debian's Chromium, headless, with a fresh profile and no traffic beyond this machine. */
export async function launchBrowser(t: Teardown, extraArgs: string[] = []): Promise<Browser> {
  const profile = mkdtempSync(join(tmpdir(), 'floorboard-chromium-'));
  const browser = await puppeteer.launch({
    executablePath: CHROMIUM,
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--disable-dev-shm-usage',
      `--user-data-dir=${profile}`,
      ...extraArgs,
    ],
  });
  t.teardown(async () => {
    await browser.close();
    rmSync(profile, { recursive: true, force: true });
  });
  return browser;
}

export interface ServedConsole extends TestConsole {
  origin: string;
}

/** The console listening on a loopback port, against a fresh emulator. */
export async function serveConsole(t: Teardown, options?: StartOptions): Promise<ServedConsole> {
  const c = await startConsole(t, options);
  await c.app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = c.app.server.address() as AddressInfo;
  return { ...c, origin: `http://127.0.0.1:${port}` };
}

/** The whole page, or only the viewport (for fixed overlays, which a full-page capture cuts off). */
export async function screenshot(page: Page, name: string, fullPage = true): Promise<void> {
  mkdirSync(ARTIFACTS, { recursive: true });
  // Fast PNG encoding: the pictures are for people to look at, and hundreds are taken per run.
  await page.screenshot({ path: join(ARTIFACTS, `${name}.png`), fullPage, optimizeForSpeed: true });
}

export async function signIn(page: Page, origin: string, username: string, password: string): Promise<void> {
  await page.goto(`${origin}/login`);
  await page.type('input[name="username"]', username);
  await page.type('input[name="password"]', password);
  await Promise.all([page.waitForNavigation(), page.click('button[type="submit"]')]);
}
