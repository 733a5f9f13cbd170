// Live tiles (no React): the page's elements with `data-live-tile` name what they show; one EventSource to the
// console's /live carries the server's re-rendered HTML, and each element of an event replaces the element of
// the page with its id. The browser's EventSource reconnects by itself with Last-Event-ID; an `end` event
// (the session ended) closes it for good. Nothing here polls. The page is held from `data-ready` until each tile
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

function connect(): void {
  const tiles = [...new Set(Array.from(document.querySelectorAll<HTMLElement>('[data-live-tile]'), (el) => el.dataset.liveTile!))];
  if (tiles.length === 0) return;
  pending = new Set(tiles);
  holdReady('live');
  const base = consoleBase();
  const source = new EventSource(`${base}${base.endsWith('/') ? '' : '/'}live?tiles=${encodeURIComponent(tiles.join(','))}`);
  source.addEventListener('tiles', (event) => accepted((event as MessageEvent<string>).data));
  source.addEventListener('swap', (event) => swap((event as MessageEvent<string>).data));
  source.addEventListener('error', () => {
    // Refused for good (no tile known, signed out): the page stays as loaded, with nothing left to wait for.
    if (source.readyState === EventSource.CLOSED && pending) for (const name of [...pending]) received(name);
  });
  source.addEventListener('end', () => {
    source.close();
    document.documentElement.classList.add('live-ended');
  });
}

connect();
