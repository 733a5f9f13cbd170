// Dashboards in Chromium, against the platform (emulator) and the console each in its own process:
// - the Thermostats dashboard at 6x CPU throttling: usable (loaded and painted), time to its first chart (the chart
//   state's server-drawn SVG), time to data-ready, and the JavaScript it downloads;
// - the heap after BENCH_HEAP_MINUTES (default 10) of 1 Hz updates on 20 live widgets: the page's JavaScript heap and
//   DOM nodes after a forced garbage collection, after the first minute and at the end (no growth expected), and the
//   console's RSS. Run alone (quick: BENCH_HEAP_MINUTES=2) with
//   `node --import ./server/tsx-hooks.ts tests/bench/dashboard-bench.ts` after `npm run build`.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from 'puppeteer-core';
import { startBrowserBench, wireBytes } from './browser-figures.ts';
import { rssOf, startConsole, startPlatform, type Running } from './processes.ts';
import { platformToken, signIn } from './sign-in.ts';
import { printFigures, type Figure } from './figures.ts';
import { api, cookiesFor, median, THROTTLE, throttledPage } from './dashboard-pages.ts';
import { chartUpdateFigures } from './chart-updates.ts';

const RUNS = Number(process.env.BENCH_DASHBOARD_RUNS ?? 5);
const HEAP_MINUTES = Number(process.env.BENCH_HEAP_MINUTES ?? 10);
const WIDGETS = 20;
const MiB = 2 ** 20;

/** Milliseconds from navigation until loaded and painted, until `selector` is there, and until `data-ready`. */
async function timings(page: Page, url: string, selector: string): Promise<{ usable: number; first: number; ready: number }> {
  const started = performance.now();
  const first = page.waitForSelector(selector, { timeout: 120_000 }).then(() => performance.now() - started);
  await page.goto(url, { waitUntil: 'load', timeout: 120_000 });
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
  const usable = performance.now() - started;
  await page.waitForSelector('html[data-ready="true"]', { timeout: 120_000 });
  return { usable, first: await first, ready: performance.now() - started };
}

async function thermostats(bench: Awaited<ReturnType<typeof startBrowserBench>>, consoleApp: Running, platform: Running, cookie: string, token: string): Promise<Figure[]> {
  const list = await api(platform, token, 'GET', '/api/tenant/dashboards?pageSize=10&page=0&textSearch=Thermostats');
  const id = list.data.find((d: { title: string }) => d.title === 'Thermostats').id.id;
  const devices = await api(platform, token, 'GET', '/api/tenant/devices?pageSize=10&page=0&textSearch=Thermostat%20T1');
  const t1 = devices.data[0].id;
  const chartState = encodeURIComponent(Buffer.from(JSON.stringify([{ id: 'chart', params: { entityId: t1 } }])).toString('base64'));
  const page = `${consoleApp.url}/dashboards/${id}`;
  const wire = await wireBytes(bench.browser, page, cookiesFor(page, cookie), 'html[data-ready="true"]');
  const defaults: { usable: number; ready: number }[] = [];
  const charts: { first: number; ready: number }[] = [];
  for (let i = 0; i <= RUNS; i++) {
    const a = await throttledPage(bench, page, cookie, THROTTLE);
    const d = await timings(a.page, page, '.widget');
    await a.close();
    const b = await throttledPage(bench, page, cookie, THROTTLE);
    const c = await timings(b.page, `${page}?state=${chartState}`, 'svg.chart-svg');
    await b.close();
    if (i > 0) { // the first pair warms the browser up
      defaults.push(d);
      charts.push(c);
    }
  }
  return [
    ...(await chartUpdateFigures(bench, consoleApp, platform, cookie, token, `${page}?state=${chartState}`, t1.id)),
    { name: `Thermostats usable at ${THROTTLE}x CPU (loaded and painted, median of ${RUNS})`, value: median(defaults.map((d) => d.usable)), unit: 'ms', better: 'lower' },
    { name: `Thermostats data-ready at ${THROTTLE}x CPU (every live widget has its first data)`, value: median(defaults.map((d) => d.ready)), unit: 'ms', better: 'lower' },
    { name: `Thermostats time to first chart at ${THROTTLE}x CPU (chart state, server-drawn SVG)`, value: median(charts.map((c) => c.first)), unit: 'ms', better: 'lower', detail: `data-ready of the chart state ${median(charts.map((c) => c.ready)).toFixed(0)} ms` },
    { name: 'Thermostats JavaScript on the wire', value: wire.Script ?? 0, unit: 'B', better: 'lower', detail: `the whole page ${wire.all} B on the wire (headers included)` },
  ];
}

/** A dashboard of 20 live value cards, one device each, and the devices. */
async function twentyWidgets(platform: Running, token: string): Promise<{ id: string; devices: string[] }> {
  const devices: string[] = [];
  const widgets: Record<string, unknown> = {};
  const layout: Record<string, unknown> = {};
  const aliases: Record<string, unknown> = {};
  for (let i = 0; i < WIDGETS; i++) {
    const device = await api(platform, token, 'POST', '/api/device', { name: `Heap bench ${i}`, type: 'heap-bench' });
    devices.push(device.id.id);
    const id = `w${i}`;
    aliases[`a${i}`] = { id: `a${i}`, alias: `a${i}`, filter: { type: 'singleEntity', singleEntity: device.id } };
    widgets[id] = {
      id, bundleAlias: 'cards', typeAlias: 'simple_card', type: 'latest', sizeX: 6, sizeY: 3,
      config: { title: `Card ${i}`, showTitle: true, datasources: [{ type: 'entity', entityAliasId: `a${i}`, dataKeys: [{ name: 'value', type: 'timeseries', label: 'value', settings: {} }] }], settings: {} },
    };
    layout[id] = { sizeX: 6, sizeY: 3, row: Math.floor(i / 4) * 3, col: (i % 4) * 6 };
  }
  const states = { default: { name: 'Default', root: true, layouts: { main: { widgets: layout, gridSettings: { columns: 24, margin: 10 } } } } };
  const dashboard = await api(platform, token, 'POST', '/api/dashboard', { title: 'Heap bench', configuration: { widgets, states, entityAliases: aliases, filters: {}, settings: {} } });
  return { id: dashboard.id.id, devices };
}

async function heapAfterUpdates(bench: Awaited<ReturnType<typeof startBrowserBench>>, consoleApp: Running, platform: Running, cookie: string, token: string): Promise<Figure[]> {
  const { id, devices } = await twentyWidgets(platform, token);
  const url = `${consoleApp.url}/dashboards/${id}`;
  const { page, close } = await throttledPage(bench, url, cookie, 1);
  const cdp = await page.createCDPSession();
  const measure = async () => {
    await cdp.send('HeapProfiler.collectGarbage');
    const metrics = await page.metrics();
    return { heap: metrics.JSHeapUsedSize ?? 0, nodes: metrics.Nodes ?? 0, rss: rssOf(consoleApp.process.pid!) };
  };
  try {
    await page.goto(url, { waitUntil: 'load' });
    await page.waitForSelector('html[data-ready="true"]', { timeout: 120_000 });
    let tick = 0;
    let swapped = 0;
    await page.exposeFunction('benchSwapped', () => swapped++);
    await page.evaluate(() => new MutationObserver(() => (window as unknown as { benchSwapped(): void }).benchSwapped()).observe(document.querySelector('.dgrid')!, { childList: true }));
    const post = async () => {
      tick++;
      await Promise.all(devices.map((d) => api(platform, token, 'POST', `/api/plugins/telemetry/DEVICE/${d}/timeseries/ANY`, { value: tick })));
    };
    const seconds = Math.max(2, Math.round(HEAP_MINUTES * 60));
    let first = await measure();
    const started = Date.now();
    for (let s = 1; s <= seconds; s++) {
      await post();
      const due = started + s * 1000;
      await new Promise((r) => setTimeout(r, Math.max(0, due - Date.now())));
      if (s === Math.min(60, Math.floor(seconds / 2))) first = await measure();
    }
    const last = await measure();
    const shown = await page.$eval('.dgrid', (g) => g.textContent ?? '');
    return [
      {
        name: `page JS heap after ${HEAP_MINUTES} min of 1 Hz updates on ${WIDGETS} widgets, growth since the first minute (half the run when shorter than two)`,
        value: (last.heap - first.heap) / 1024, unit: 'KiB', better: 'lower',
        detail: `heap ${(first.heap / MiB).toFixed(2)} → ${(last.heap / MiB).toFixed(2)} MiB after GC, DOM nodes ${first.nodes} → ${last.nodes}, `
          + `console RSS ${(first.rss / MiB).toFixed(0)} → ${(last.rss / MiB).toFixed(0)} MiB; ${swapped} widget swaps seen for ${tick * WIDGETS} values posted; last value shown: ${shown.includes(String(tick)) || shown.includes(String(tick - 1)) ? 'yes' : 'no'}`,
      },
    ];
  } finally {
    await close();
  }
}

/** The dashboard figures, with a platform and a console of their own. */
export async function runDashboardBench(): Promise<Figure[]> {
  const platform = await startPlatform();
  const dataDir = mkdtempSync(join(tmpdir(), 'floorboard-bench-dashboard-'));
  const consoleApp = await startConsole(platform.url, dataDir);
  const bench = await startBrowserBench();
  try {
    const cookie = await signIn(consoleApp.url);
    const token = await platformToken(platform.url);
    return [...(await thermostats(bench, consoleApp, platform, cookie, token)), ...(await heapAfterUpdates(bench, consoleApp, platform, cookie, token))];
  } finally {
    await bench.close();
    await consoleApp.stop();
    await platform.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

if (import.meta.main) printFigures(await runDashboardBench());
