import { routeEntries } from './route-table.ts';

/** How a page is framed: the mobile app's query flags (`embedded`, `hideToolbar`) and the route's layout. */
export interface ShellMode {
  /** No side navigation or user menu: the app provides its own. */
  embedded: boolean;
  /** No toolbar at all. */
  hideToolbar: boolean;
  /** A route outside the home layout (the fullscreen dashboard): no side menu. */
  fullscreen: boolean;
}

function flag(value: unknown): boolean {
  return value === 'true' || value === '1' || value === '';
}

/** The fullscreen rows of the route table as tests on a path: the address itself, or for one with parameters what starts like it. */
const FULLSCREEN = routeEntries()
  .filter(([, entry]) => entry.layout === 'fullscreen')
  .map(([, { path }]) => {
    const fixed = path.split(':', 1)[0];
    return fixed === path ? (candidate: string) => candidate === path : (candidate: string) => candidate.startsWith(fixed);
  });

/** Routes outside the home layout (console-map §1.2): a page of their own, without the side menu. */
export function isFullscreenRoute(path: string): boolean {
  return FULLSCREEN.some((matches) => matches(path));
}

/**
 * The mobile app's query flags: `embedded` (the app shows its own navigation) and `hideToolbar`.
 * Its `reload` flag only makes the webview load the page afresh and needs nothing here; `state`
 * selects a dashboard state and waits for the dashboard pages.
 */
export function parseShellMode(query: unknown, path: string): ShellMode {
  const q = (query ?? {}) as Record<string, unknown>;
  return { embedded: flag(q.embedded), hideToolbar: flag(q.hideToolbar), fullscreen: isFullscreenRoute(path) };
}
