// A realtime chart's updates both ways, on the Thermostats chart state with an hour of data (120 buckets of 30 s):
// redrawn by the server (the widget's SVG in a `swap` event: pages without the chart island) or as points for the
// uPlot island (a `points` event). Bytes per update on the stream, and the main thread's time per update in
// Chromium at 6x CPU throttling (its performance metrics between a posted value and the frame after it is drawn),
// reported, not asserted; the JavaScript of the chart state with its islands; the time to the uPlot canvas.
import { brotliCompressSync, constants } from 'node:zlib';
import type { Page } from 'puppeteer-core';
import { sseParser, type SseEvent } from '../helpers/sse-client.ts';
import { wireBytes, type startBrowserBench } from './browser-figures.ts';
import { api, cookiesFor, median, THROTTLE, throttledPage } from './dashboard-pages.ts';
import type { Figure } from './figures.ts';
import type { Running } from './processes.ts';

const UPDATES = Number(process.env.BENCH_CHART_UPDATES ?? 10);
const HOUR_OF_BUCKETS = 120;
type Bench = Awaited<ReturnType<typeof startBrowserBench>>;

async function until<T>(check: () => T | Promise<T>, what: string, limitMs = 60_000): Promise<NonNullable<T>> {
  const giveUpAt = Date.now() + limitMs;
  for (;;) {
    const value = await check();
    if (value) return value as NonNullable<T>;
    if (Date.now() > giveUpAt) throw new Error(`gave up waiting: ${what}`);
    await new Promise((r) => setTimeout(r, 10));
  }
}

/** One stream's events, read as EventSource reads them. */
async function openStream(url: string, cookie: string): Promise<{ events: SseEvent[]; close(): void }> {
  const controller = new AbortController();
  const res = await fetch(url, { headers: { cookie, accept: 'text/event-stream' }, signal: controller.signal });
  const events: SseEvent[] = [];
  const parse = sseParser((e) => events.push(e));
  const decoder = new TextDecoder();
  void (async () => {
    try {
      for await (const chunk of res.body!) parse(decoder.decode(chunk as Uint8Array, { stream: true }));
    } catch { /* closed */ }
  })();
  return { events, close: () => controller.abort() };
}

const brotli = (text: string) => brotliCompressSync(text, { params: { [constants.BROTLI_PARAM_QUALITY]: 2 } }).length;
/** An SSE event's bytes on the wire (id, name and data lines). */
const frameBytes = (e: SseEvent) => Buffer.byteLength(`${e.id ? `id: ${e.id}\n` : ''}event: ${e.event}\n${e.data.split('\n').map((l) => `data: ${l}`).join('\n')}\n\n`);

async function post(platform: Running, token: string, device: string, body: unknown) {
  await api(platform, token, 'POST', `/api/plugins/telemetry/DEVICE/${device}/timeseries/ANY`, body);
}

/** Bytes per update: the same chart as a redrawn widget and as points, both streams open, the same values posted. */
async function bytesPerUpdate(consoleUrl: string, chartUrl: string, cookie: string, post: (k: number) => Promise<void>): Promise<Figure[]> {
  const html = await (await fetch(chartUrl, { headers: { cookie } })).text();
  const widget = /data-live-tile="([^"]+)"[^>]*data-widget-type="charts\.basic_timeseries"/.exec(html)![1].replace(/&amp;/g, '&');
  const points = widget.replace(/^dashboard-widget:/, 'dashboard-chart:');
  const streams = await Promise.all([widget, points].map((name) => openStream(`${consoleUrl}/live?tiles=${encodeURIComponent(name)}`, cookie)));
  const data = (events: SseEvent[]) => events.filter((e) => e.event === 'swap' || e.event === 'points');
  try {
    await until(() => streams.every((s) => data(s.events).length > 0), 'both streams\' first data');
    const sizes: { raw: number; brotli: number }[][] = [[], []];
    for (let k = 1; k <= UPDATES; k++) {
      const seen = streams.map((s) => data(s.events).length);
      await post(k);
      await until(() => streams.every((s, i) => data(s.events).length > seen[i]), 'the update on both streams');
      streams.forEach((s, i) => {
        const event = data(s.events).at(-1)!;
        sizes[i].push({ raw: frameBytes(event), brotli: brotli(frameBytes(event) > 0 ? event.data : '') });
      });
    }
    const [server, island] = sizes;
    return [
      { name: 'chart update redrawn on the server (swap event, brotli q2, median)', value: median(server.map((s) => s.brotli)), unit: 'B', better: 'lower', detail: `${median(server.map((s) => s.raw))} B raw; ${UPDATES} updates of an hour of 30 s buckets` },
      { name: 'chart update as points for the uPlot island (points event, brotli q2, median)', value: median(island.map((s) => s.brotli)), unit: 'B', better: 'lower', detail: `${median(island.map((s) => s.raw))} B raw` },
    ];
  } finally {
    for (const s of streams) s.close();
  }
}

/** A module in the place of the chart island that fails: the page falls back to the server's redraws. */
const FAILING_ISLAND = "export async function hydrate() { throw new Error('bench: the chart drawn by the server'); }";

/** Counts the chart updates the page applies: points handed to an island, or chart widgets swapped in. */
function countUpdates() {
  const w = window as unknown as { chartUpdates: number };
  w.chartUpdates = 0;
  for (const island of document.querySelectorAll('fb-island[name="chart"]')) island.addEventListener('live-points', () => w.chartUpdates++);
  new MutationObserver((records) => {
    for (const r of records) for (const n of r.addedNodes) if (n instanceof Element && n.matches('[data-widget-type="charts.basic_timeseries"]')) w.chartUpdates++;
  }).observe(document.body, { childList: true, subtree: true });
}

/** The main thread's time for one update: from before the post to the second frame after the page applied it. */
async function cpuPerUpdate(page: Page, post: (k: number) => Promise<void>): Promise<{ task: number; script: number; layout: number }[]> {
  await page.evaluate(countUpdates);
  const out: { task: number; script: number; layout: number }[] = [];
  for (let k = 1; k <= UPDATES; k++) {
    const seen = await page.evaluate(() => (window as unknown as { chartUpdates: number }).chartUpdates);
    const before = await page.metrics();
    await post(100 + k);
    // Both charts (temperature, humidity) take each posted pair.
    await page.waitForFunction((n) => (window as unknown as { chartUpdates: number }).chartUpdates >= n + 2, { timeout: 60_000 }, seen);
    await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
    const after = await page.metrics();
    const ms = (key: 'TaskDuration' | 'ScriptDuration' | 'LayoutDuration' | 'RecalcStyleDuration') => ((after[key] ?? 0) - (before[key] ?? 0)) * 1000;
    out.push({ task: ms('TaskDuration'), script: ms('ScriptDuration'), layout: ms('LayoutDuration') + ms('RecalcStyleDuration') });
  }
  return out;
}

async function cpuFigures(bench: Bench, chartUrl: string, cookie: string, post: (k: number) => Promise<void>): Promise<Figure[]> {
  const figures: Figure[] = [];
  for (const mode of ['server', 'island'] as const) {
    const { page, close } = await throttledPage(bench, chartUrl, cookie, THROTTLE);
    try {
      if (mode === 'server') {
        await page.setRequestInterception(true);
        page.on('request', (r) => void (r.url().includes('/island-chart-') ? r.respond({ contentType: 'text/javascript', body: FAILING_ISLAND }) : r.continue()));
      }
      const started = performance.now();
      await page.goto(chartUrl, { waitUntil: 'load', timeout: 120_000 });
      // Ready: the islands drew their canvas, or (server) every chart was swapped for the server's redraw.
      await page.waitForFunction((mode) => mode === 'island'
        ? document.querySelectorAll('fb-island[name="chart"] canvas').length === 2
        : document.querySelectorAll('[data-widget-type="charts.basic_timeseries"]').length === 2 && !document.querySelector('fb-island[name="chart"]'), { timeout: 120_000, polling: 50 }, mode);
      const settled = performance.now() - started;
      const runs = await cpuPerUpdate(page, post);
      const detail = `script ${median(runs.map((r) => r.script)).toFixed(1)} ms, style and layout ${median(runs.map((r) => r.layout)).toFixed(1)} ms (medians of ${UPDATES})`;
      figures.push(mode === 'island'
        ? { name: `chart update as uPlot points at ${THROTTLE}x CPU: main-thread time (median)`, value: median(runs.map((r) => r.task)), unit: 'ms', better: 'lower', detail }
        : { name: `chart update as a server SVG swap at ${THROTTLE}x CPU: main-thread time (median)`, value: median(runs.map((r) => r.task)), unit: 'ms', better: 'lower', detail });
      if (mode === 'island') figures.push({ name: `Thermostats chart state: the uPlot canvases drawn at ${THROTTLE}x CPU (after the server SVG)`, value: settled, unit: 'ms', better: 'lower' });
    } finally {
      await close();
    }
  }
  return figures;
}

/**
 * The chart figures on the Thermostats chart state of `device` (the thermostat it shows): its temperature and
 * humidity filled for the last hour first.
 */
export async function chartUpdateFigures(bench: Bench, consoleApp: Running, platform: Running, cookie: string, token: string, chartUrl: string, device: string): Promise<Figure[]> {
  const now = Date.now();
  await post(platform, token, device, Array.from({ length: HOUR_OF_BUCKETS * 2 }, (_, i) => ({ ts: now - (i + 1) * 15_000, values: { temperature: 20 + (i % 17) / 3, humidity: 40 + (i % 11) } })));
  const postValue = (k: number) => post(platform, token, device, { ts: Date.now(), values: { temperature: 20 + k / 10, humidity: 40 + k / 10 } });
  const wire = await wireBytes(bench.browser, chartUrl, cookiesFor(chartUrl, cookie), 'fb-island[name="chart"][hydrated]', { width: 1280, height: 900 });
  return [
    ...(await bytesPerUpdate(consoleApp.url, chartUrl, cookie, postValue)),
    ...(await cpuFigures(bench, chartUrl, cookie, postValue)),
    { name: 'Thermostats chart state: JavaScript on the wire (with the chart island)', value: wire.Script ?? 0, unit: 'B', better: 'lower', detail: `the whole page ${wire.all} B on the wire (headers included)` },
  ];
}
