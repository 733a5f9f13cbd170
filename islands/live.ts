// Live tiles (no React): the page's elements with `data-live-tile` name what they show; one EventSource to the
// console's /live carries the server's re-rendered HTML, and each element of an event replaces the element of
// the page with its id. The browser's EventSource reconnects by itself with Last-Event-ID; a stream refused (an
// HTTP error, e.g. a proxy's 502 during a network loss) is opened again after a growing wait, or when the browser is
// back online; an `end` event (the session ended) closes it for good. Nothing here polls. The page is held from `data-ready` until each tile
// the stream took (its `tiles` event) has had its first data.
import { holdReady, releaseReady } from './behaviours/page-ready.ts';

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
    current.replaceWith(incoming);
    received(tile);
  }
}

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
  for (const name of [...pending]) if (!names.includes(name)) received(name);
}

/** Waits before opening a refused stream again: doubled after each refusal, from RETRY_FIRST_MS up to RETRY_MAX_MS. */
const RETRY_FIRST_MS = 2000;
const RETRY_MAX_MS = 30_000;
let retryMs = RETRY_FIRST_MS;
let retryTimer: ReturnType<typeof setTimeout> | undefined;
let current: EventSource | null = null;

function open(first: boolean): void {
  const tiles = [...new Set(Array.from(document.querySelectorAll<HTMLElement>('[data-live-tile]'), (el) => el.dataset.liveTile!))];
  if (tiles.length === 0) return;
  // Only the page's first stream holds data-ready: a stream opened again after a loss finds the page complete.
  if (first) {
    pending = new Set(tiles);
    holdReady('live');
  }
  const base = consoleBase();
  const source = new EventSource(`${base}${base.endsWith('/') ? '' : '/'}live?tiles=${encodeURIComponent(tiles.join(','))}`);
  current = source;
  source.addEventListener('open', () => {
    retryMs = RETRY_FIRST_MS;
  });
  source.addEventListener('tiles', (event) => accepted((event as MessageEvent<string>).data));
  source.addEventListener('swap', (event) => swap((event as MessageEvent<string>).data));
  source.addEventListener('error', () => {
    // A dropped connection the browser opens again by itself (readyState CONNECTING). CLOSED: the stream was refused
    // (an HTTP error: a proxy's 502 while the console is out of reach after a network loss, a failed replica): the
    // page stays as loaded, with nothing left to wait for, and asks again later, or at once when the network returns.
    if (source.readyState !== EventSource.CLOSED || current !== source) return;
    if (pending) for (const name of [...pending]) received(name);
    current = null;
    retryTimer = setTimeout(() => open(false), retryMs);
    retryMs = Math.min(retryMs * 2, RETRY_MAX_MS);
  });
  source.addEventListener('end', () => {
    // The session ended: for good, no more attempts.
    source.close();
    current = null;
    clearTimeout(retryTimer);
    document.documentElement.classList.add('live-ended');
  });
}

window.addEventListener('online', () => {
  if (current !== null || document.documentElement.classList.contains('live-ended')) return;
  clearTimeout(retryTimer);
  open(false);
});

open(true);
