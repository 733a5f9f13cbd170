// Live tiles (no React): the page's elements with `data-live-tile` name what they show; one EventSource to the
// console's /live carries the server's re-rendered HTML, and each element of an event replaces the element of
// the page with its id. The browser's EventSource reconnects by itself with Last-Event-ID; a stream refused (an
// HTTP error, e.g. a proxy's 502 during a network loss) is opened again after a growing wait, or when the browser is
// back online; an `end` event (the session ended) closes it for good. Nothing here polls. The page is held from `data-ready` until each tile
// the stream took (its `tiles` event) has had its first data.
// A time chart with its island (islands/chart) is asked for as a `dashboard-chart` tile: its events carry points
// (`points`), handed to the island, not the redrawn widget; if the island fails, the chart is asked for again as
// the widget, whose SVG the server redraws.
import { holdReady, releaseReady } from './behaviours/page-ready.ts';
import type { ChartPointsEvent } from '../views/dashboard/widgets/charts/chart-island-props.ts';
import type { ChartHost } from './chart/index.tsx';

const WIDGET_KIND = 'dashboard-widget:';
const CHART_KIND = 'dashboard-chart:';
const CHART_ISLAND = 'fb-island[name="chart"]';
/** Points events kept for an island that has not run yet (out of view): the newest. */
const MAX_QUEUED = 3600;
/** Charts whose island failed: asked for as widgets (server SVG) from then on. */
const drawnByServer = new Set<string>();
let source: EventSource | null = null;

function consoleBase(): string {
  return document.querySelector<HTMLMetaElement>('meta[name="console-base"]')?.content ?? '/';
}

/** Tiles still waiting for their first data; null once all have had it. */
let pending: Set<string> | null = null;

function received(name: string | undefined): void {
  if (!pending || name === undefined) return;
  pending.delete(name);
  if (pending.size === 0) {
    pending = null;
    releaseReady('live');
  }
}

/** A box's identity across renders: its name and value (a row's key). */
function boxKey(box: HTMLInputElement): string {
  return `${box.name}\u0000${box.value}`;
}

/** The ticks (and the focused box) of the element being replaced carry over to its re-render: a live update of a
 * table's rows must not undo what the user selected in it. */
function keepTicks(current: Element, incoming: Element): void {
  const boxes = (root: Element) => Array.from(root.querySelectorAll<HTMLInputElement>('input[type="checkbox"]'));
  const ticked = new Set(boxes(current).filter((box) => box.checked).map(boxKey));
  const focused = document.activeElement instanceof HTMLInputElement && current.contains(document.activeElement) ? boxKey(document.activeElement) : null;
  if (ticked.size === 0 && focused === null) return;
  for (const box of boxes(incoming)) {
    const key = boxKey(box);
    if (ticked.has(key)) box.checked = true;
    if (key === focused) queueMicrotask(() => box.focus());
  }
}

/** Parts a redraw leaves as the page has them (an island in use, e.g. a widget's time-window panel): moved over by id. */
function keepParts(current: Element, incoming: Element): void {
  for (const holder of Array.from(incoming.querySelectorAll<HTMLElement>('[data-live-keep][id]'))) {
    const kept = current.querySelector(`#${CSS.escape(holder.id)}[data-live-keep]`);
    if (kept) holder.replaceWith(kept);
  }
}

/**
 * A frame a redraw must not reload (a widget type's code keeps its state in it): the tile is updated around it, the
 * elements beside the frame's ancestors replaced by the incoming ones at the same places, and the frame gets the
 * incoming `data-widget-run` (a `widget-run` event tells its feeder). False when the two tiles differ in shape.
 */
function swapAroundFrame(current: Element, incoming: Element): boolean {
  const frame = current.querySelector<HTMLIFrameElement>('iframe[data-live-frame][id]');
  const fresh = frame && incoming.querySelector<HTMLIFrameElement>(`#${CSS.escape(frame.id)}`);
  if (!frame || !fresh) return false;
  const path: Array<[Element, Element]> = [];
  for (let from: Element = current, to: Element = incoming; from !== frame; ) {
    const index = Array.from(from.children).findIndex((child) => child.contains(frame));
    const next = to.children[index];
    if (from.children.length !== to.children.length || !next) return false;
    path.push([from, to]);
    from = from.children[index];
    to = next;
    if (from === frame && to !== fresh) return false;
  }
  for (const [from, to] of path) {
    for (const name of from.getAttributeNames()) if (!to.hasAttribute(name)) from.removeAttribute(name);
    for (const name of to.getAttributeNames()) from.setAttribute(name, to.getAttribute(name)!);
    Array.from(from.children).forEach((child, i) => {
      if (!child.contains(frame)) child.replaceWith(to.children[i].cloneNode(true));
    });
  }
  frame.dataset.widgetRun = fresh.dataset.widgetRun;
  frame.dispatchEvent(new Event('widget-run', { bubbles: true }));
  return true;
}

function swap(html: string): void {
  const template = document.createElement('template');
  template.innerHTML = html;
  for (const incoming of Array.from(template.content.children)) {
    const current = incoming.id ? document.getElementById(incoming.id) : null;
    if (!current) continue;
    // The tile is the swapped element itself (a dashboard widget) or holds it (a table's rows).
    const tile = (incoming as HTMLElement).dataset.liveTile ?? current.closest<HTMLElement>('[data-live-tile]')?.dataset.liveTile;
    keepTicks(current, incoming);
    keepParts(current, incoming);
    if (!swapAroundFrame(current, incoming)) current.replaceWith(incoming);
    received(tile);
  }
}

/** Hands a chart's points to its island, or keeps them until the island runs. */
function points(data: string): void {
  let event: ChartPointsEvent;
  try {
    event = JSON.parse(data) as ChartPointsEvent;
  } catch {
    return;
  }
  const tile = document.getElementById(event.id);
  const host = tile?.querySelector<ChartHost>(CHART_ISLAND);
  if (!tile || !host) return;
  if (host.livePoints === null) host.dispatchEvent(new CustomEvent('live-points', { detail: event }));
  else host.livePoints = [...(event.full ? [] : (host.livePoints ?? [])), event].slice(-MAX_QUEUED);
  if (!tile.hasAttribute('data-live-fed')) tile.dataset.liveFed = '';
  received(tile.dataset.liveTile);
}

/** The name the stream is asked for: a chart its island draws gets points. */
function streamName(element: HTMLElement): string {
  const name = element.dataset.liveTile!;
  const chart = name.startsWith(WIDGET_KIND) && !drawnByServer.has(name) && element.querySelector(CHART_ISLAND);
  return chart ? `${CHART_KIND}${name.slice(WIDGET_KIND.length)}` : name;
}

const pageName = (name: string) => (name.startsWith(CHART_KIND) ? `${WIDGET_KIND}${name.slice(CHART_KIND.length)}` : name);

/** The stream's first event names the tiles it took: those it refused never come, and are not waited for. */
function accepted(data: string): void {
  if (!pending) return;
  let names: unknown;
  try {
    names = JSON.parse(data);
  } catch {
    return;
  }
  if (!Array.isArray(names)) return;
  const taken = new Set(names.map((n) => pageName(String(n))));
  for (const name of [...pending]) if (!taken.has(name)) received(name);
}

/** Waits before opening a refused stream again: doubled after each refusal, from RETRY_FIRST_MS up to RETRY_MAX_MS. */
const RETRY_FIRST_MS = 2000;
const RETRY_MAX_MS = 30_000;
let retryMs = RETRY_FIRST_MS;
let retryTimer: ReturnType<typeof setTimeout> | undefined;

function open(): void {
  const names = [...new Set(Array.from(document.querySelectorAll<HTMLElement>('[data-live-tile]'), streamName))];
  const base = consoleBase();
  const stream = new EventSource(`${base}${base.endsWith('/') ? '' : '/'}live?tiles=${encodeURIComponent(names.join(','))}`);
  source = stream;
  stream.addEventListener('open', () => {
    retryMs = RETRY_FIRST_MS;
  });
  stream.addEventListener('tiles', (event) => accepted((event as MessageEvent<string>).data));
  stream.addEventListener('swap', (event) => swap((event as MessageEvent<string>).data));
  stream.addEventListener('points', (event) => points((event as MessageEvent<string>).data));
  stream.addEventListener('error', () => {
    // A dropped connection the browser opens again by itself (readyState CONNECTING). CLOSED: the stream was refused
    // (an HTTP error: a proxy's 502 while the console is out of reach after a network loss, a failed replica): the
    // page stays as loaded, with nothing left to wait for, and asks again later, or at once when the network returns.
    if (stream.readyState !== EventSource.CLOSED || source !== stream) return;
    if (pending) for (const name of [...pending]) received(name);
    source = null;
    retryTimer = setTimeout(open, retryMs);
    retryMs = Math.min(retryMs * 2, RETRY_MAX_MS);
  });
  stream.addEventListener('end', () => {
    // The session ended: for good, no more attempts.
    stream.close();
    source = null;
    clearTimeout(retryTimer);
    document.documentElement.classList.add('live-ended');
  });
}

/** A chart island that failed: its chart is asked for again as the widget, redrawn by the server. */
function islandFailed(event: Event): void {
  const island = event.target as Element;
  const tile = island.matches(CHART_ISLAND) ? island.closest<HTMLElement>('[data-live-tile]') : null;
  const name = tile?.dataset.liveTile;
  if (!name || drawnByServer.has(name) || !source) return;
  drawnByServer.add(name);
  source.close();
  open();
}

function connect(): void {
  const tiles = [...new Set(Array.from(document.querySelectorAll<HTMLElement>('[data-live-tile]'), (el) => el.dataset.liveTile!))];
  if (tiles.length === 0) return;
  // Only the page's first stream holds data-ready: a stream opened again after a loss finds the page complete.
  pending = new Set(tiles);
  holdReady('live');
  document.addEventListener('island-failed', islandFailed);
  window.addEventListener('online', () => {
    if (source !== null || document.documentElement.classList.contains('live-ended')) return;
    clearTimeout(retryTimer);
    open();
  });
  open();
}

connect();
