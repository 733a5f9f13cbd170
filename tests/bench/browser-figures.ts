// Figures only a browser can give: bytes on the wire per resource type, and how long a page takes to become usable
// with the CPU slowed down (Chromium's CPU throttling through CDP).
import puppeteer, { type Browser, type Page } from 'puppeteer-core';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
/** The smallest usable page: what the sign-in page is compared with, served by the run itself. */
const EMPTY_PAGE = '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>empty</title></head><body><input name="username"></body></html>';

export interface BrowserBench {
  browser: Browser;
  emptyPageUrl: string;
  close(): Promise<void>;
}

export async function startBrowserBench(): Promise<BrowserBench> {
  const profile = mkdtempSync(join(tmpdir(), 'floorboard-bench-chromium-'));
  const browser = await puppeteer.launch({
    executablePath: CHROMIUM,
    headless: true,
    args: ['--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--disable-dev-shm-usage', `--user-data-dir=${profile}`],
  });
  const server: Server = createServer((_req, res) => res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(EMPTY_PAGE));
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  return {
    browser,
    emptyPageUrl: `http://127.0.0.1:${(server.address() as AddressInfo).port}/`,
    async close() {
      await browser.close();
      await new Promise<void>((done) => server.close(() => done()));
      rmSync(profile, { recursive: true, force: true });
    },
  };
}

interface Cookie {
  name: string;
  value: string;
}

/** A page in a fresh browser context: empty cache, no cookies but those given. */
async function freshPage(browser: Browser, url: string, cookies: Cookie[]): Promise<{ page: Page; close(): Promise<void> }> {
  const context = await browser.createBrowserContext();
  const page = await context.newPage();
  if (cookies.length) await context.setCookie(...cookies.map((c) => ({ ...c, domain: new URL(url).hostname, path: '/' })));
  return { page, close: () => context.close() };
}

/**
 * Bytes received (headers and encoded bodies) while loading `url` in a fresh context, by CDP resource type; loaded
 * means the network idle, or `ready` found (a page with an event stream open is never idle); `viewport`: the page's size.
 */
export async function wireBytes(browser: Browser, url: string, cookies: Cookie[] = [], ready?: string, viewport?: { width: number; height: number }): Promise<Record<string, number>> {
  const { page, close } = await freshPage(browser, url, cookies);
  try {
    // The size matters where parts load when in view (islands).
    if (viewport) await page.setViewport(viewport);
    const cdp = await page.createCDPSession();
    const types = new Map<string, string>();
    const bytes: Record<string, number> = { all: 0 };
    cdp.on('Network.responseReceived', (e) => types.set(e.requestId, e.type));
    cdp.on('Network.loadingFinished', (e) => {
      const type = types.get(e.requestId) ?? 'Other';
      bytes[type] = (bytes[type] ?? 0) + e.encodedDataLength;
      bytes.all += e.encodedDataLength;
    });
    await cdp.send('Network.enable');
    await page.goto(url, { waitUntil: ready ? 'load' : 'networkidle0' });
    if (ready) await page.waitForSelector(ready, { timeout: 120_000 });
    return bytes;
  } finally {
    await close();
  }
}

/**
 * Milliseconds from starting the navigation until the page has loaded (scripts run) and painted a frame, in a fresh
 * context with the CPU slowed `rate` times; `ready` must then find the field the user types into first.
 */
async function timeToUsable(browser: Browser, url: string, rate: number, ready: string): Promise<number> {
  const { page, close } = await freshPage(browser, url, []);
  try {
    await page.emulateCPUThrottling(rate);
    const started = performance.now();
    await page.goto(url, { waitUntil: 'load' });
    await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
    const elapsed = performance.now() - started;
    if (!(await page.$(ready))) throw new Error(`${url} has no ${ready}`);
    return elapsed;
  } finally {
    await close();
  }
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/** Median time to usable of the page and of the empty page, loaded alternately (`runs` each) in the same browser. */
export async function usableAgainstEmpty(bench: BrowserBench, url: string, rate: number, runs: number): Promise<{ page: number; empty: number }> {
  const page: number[] = [];
  const empty: number[] = [];
  await timeToUsable(bench.browser, bench.emptyPageUrl, rate, 'input'); // warm-up: the first context of a browser is slower
  await timeToUsable(bench.browser, url, rate, 'input[name="username"]');
  for (let i = 0; i < runs; i++) {
    empty.push(await timeToUsable(bench.browser, bench.emptyPageUrl, rate, 'input'));
    page.push(await timeToUsable(bench.browser, url, rate, 'input[name="username"]'));
  }
  return { page: median(page), empty: median(empty) };
}
