// What the dashboard benchmarks share: the platform's API with a token, the console's session cookie in a browser
// context, a page with its CPU slowed down.
import type { startBrowserBench } from './browser-figures.ts';
import type { Running } from './processes.ts';

/** The CPU slow-down of the dashboard figures (Chromium's CPU throttling). */
export const THROTTLE = 6;

export const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

export async function api(platform: Running, token: string, method: string, path: string, body?: unknown): Promise<any> {
  const res = await fetch(`${platform.url}${path}`, { method, headers: { 'content-type': 'application/json', 'x-authorization': `Bearer ${token}` }, body: body === undefined ? undefined : JSON.stringify(body) });
  if (!res.ok) throw new Error(`${method} ${path}: ${res.status}`);
  const text = await res.text();
  return text ? JSON.parse(text) : null;
}

export function cookiesFor(url: string, header: string) {
  return header.split('; ').map((pair) => ({ name: pair.slice(0, pair.indexOf('=')), value: pair.slice(pair.indexOf('=') + 1), domain: new URL(url).hostname, path: '/' }));
}

/** A fresh context signed in with the cookie, the CPU slowed `rate` times. */
export async function throttledPage(bench: Awaited<ReturnType<typeof startBrowserBench>>, url: string, cookie: string, rate: number) {
  const context = await bench.browser.createBrowserContext();
  await context.setCookie(...cookiesFor(url, cookie));
  const page = await context.newPage();
  await page.setViewport({ width: 1280, height: 900 });
  await page.emulateCPUThrottling(rate);
  return { page, close: () => context.close() };
}
