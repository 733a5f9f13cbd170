// Walks a console behind the proxy as one signed-in user: every address a page names (links, assets, form
// actions, htmx requests, redirects, cookie paths) must stay under the console's base path and answer.
import type { ProxiedClient, ProxiedResponse } from '../helpers/proxied-client.ts';

/** Attributes that hold an address of the console. */
const URL_ATTRIBUTES = ['href', 'src', 'action', 'hx-get', 'hx-post', 'hx-put', 'hx-delete', 'hx-push-url', 'data-home-url'];
const ATTRIBUTE = new RegExp(`\\s(${URL_ATTRIBUTES.join('|')})="([^"]*)"`, 'g');
/** Fetched to check that they answer, but not read for more addresses (they are not pages). */
const NOT_PAGES = /\/static\/|\/help\/|\.(svg|css|js|png|ico)(\?|$)/;

export interface CrawlResult {
  /** Addresses fetched, with their status. */
  visited: Map<string, number>;
  /** Everything that went wrong: an address outside the base path, a failed answer, a cookie for another path. */
  problems: string[];
}

function decode(value: string): string {
  return value.replaceAll('&amp;', '&').replaceAll('&quot;', '"').replaceAll('&#x27;', "'").replaceAll('&lt;', '<').replaceAll('&gt;', '>');
}

/** Addresses a page names, by the attribute that names them. */
export function addressesIn(html: string): { attribute: string; value: string }[] {
  const found = [...html.matchAll(ATTRIBUTE)].map((m) => ({ attribute: m[1], value: decode(m[2]) }));
  const base = /<meta name="console-base" content="([^"]*)"/.exec(html);
  if (base) found.push({ attribute: 'meta console-base', value: decode(base[1]) });
  return found;
}

/**
 * Fetches `start` and what it names, breadth first, reading each path's first page for further addresses (query
 * variants of a path are fetched, not read again), at most `limit` addresses. `skip` leaves out addresses that
 * must not be opened (sign-out).
 */
export async function crawl(client: ProxiedClient, basePath: string, start: string[], options: { limit?: number; skip?: RegExp; expect?: Record<string, number> } = {}): Promise<CrawlResult> {
  const limit = options.limit ?? 300;
  const inside = (value: string) => value === `${basePath}/` || value.startsWith(`${basePath}/`);
  const visited = new Map<string, number>();
  const read = new Set<string>();
  const problems: string[] = [];
  const queue = [...start];
  const checkCookies = (res: ProxiedResponse, at: string) => {
    for (const cookie of res.setCookies) {
      const path = /;\s*Path=([^;]*)/i.exec(cookie)?.[1];
      if (path !== (basePath || '/')) problems.push(`${at}: cookie ${cookie.split('=')[0]} for path ${path}`);
    }
  };
  while (queue.length > 0 && visited.size < limit) {
    const address = queue.shift()!;
    if (visited.has(address)) continue;
    const res = await client.get(address, { accept: 'text/html' });
    visited.set(address, res.status);
    const expected = options.expect?.[address];
    if (expected ? res.status !== expected : res.status >= 400) problems.push(`${address}: ${res.status}`);
    checkCookies(res, address);
    for (const header of ['location', 'hx-redirect', 'hx-push-url']) {
      const value = res.headers[header];
      if (typeof value !== 'string') continue;
      if (!inside(value)) problems.push(`${address}: ${header} ${value}`);
      else queue.push(value);
    }
    const path = address.split('?')[0];
    if (read.has(path) || NOT_PAGES.test(path) || !String(res.headers['content-type']).startsWith('text/html')) continue;
    read.add(path);
    for (const { attribute, value } of addressesIn(res.body)) {
      if (value === '' || value === 'true' || value === 'false' || value.startsWith('#') || value.startsWith('data:') || value.startsWith('mailto:')) continue;
      if (/^https?:\/\//.test(value)) continue; // another site (documentation): not the console's to serve
      if (!inside(value)) {
        problems.push(`${address}: ${attribute}="${value}" is outside ${basePath || '/'}`);
        continue;
      }
      if (attribute === 'action' || attribute === 'hx-post' || attribute === 'hx-put' || attribute === 'hx-delete') continue;
      if (options.skip?.test(value)) continue;
      queue.push(value);
    }
  }
  return { visited, problems };
}
