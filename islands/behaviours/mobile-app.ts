import { dashboardAddress, isDashboardPath, mobileRoute, type OpenDashboardMessage } from './mobile-route.ts';

/** The bridge the mobile app's webview (flutter_inappwebview) injects into pages it shows. */
interface MobileBridge {
  callHandler(name: string, ...args: unknown[]): Promise<unknown>;
}

function bridge(): MobileBridge | null {
  const candidate = (window as unknown as { flutter_inappwebview?: MobileBridge }).flutter_inappwebview;
  return candidate && typeof candidate.callHandler === 'function' ? candidate : null;
}

/** The app posts JSON strings `{type, data}`; anything else is not for us. */
function readMessage(data: unknown): { type: string; data: unknown } | null {
  if (typeof data !== 'string') return null;
  try {
    const parsed = JSON.parse(data) as { type?: unknown; data?: unknown };
    return parsed && typeof parsed.type === 'string' ? { type: parsed.type, data: parsed.data } : null;
  } catch {
    return null;
  }
}

function isOpenDashboard(data: unknown): data is OpenDashboardMessage {
  return typeof data === 'object' && data !== null && typeof (data as OpenDashboardMessage).dashboardId === 'string' && (data as OpenDashboardMessage).dashboardId !== '';
}

interface ReloadUserMessage {
  accessToken: string;
  refreshToken: string;
}

function isReloadUser(data: unknown): data is ReloadUserMessage {
  const d = data as ReloadUserMessage | null;
  return typeof d === 'object' && d !== null && typeof d.accessToken === 'string' && d.accessToken !== '' && typeof d.refreshToken === 'string' && d.refreshToken !== '';
}

/**
 * Signs the webview's session in with the app's tokens through the sign-in page's token
 * parameters. Success is the sign-in page's redirect; a refused token answers with the page itself.
 */
async function signInWithTokens(base: string, message: ReloadUserMessage): Promise<boolean> {
  const query = new URLSearchParams({ accessToken: message.accessToken, refreshToken: message.refreshToken });
  try {
    const res = await fetch(`${base}/login?${query}`, { credentials: 'same-origin', redirect: 'manual', cache: 'no-store' });
    return res.type === 'opaqueredirect';
  } catch {
    return false;
  }
}

/** A link htmx fetches itself: its own `hx-get`, or boosted by an ancestor (a table's rows) unless it opts out. */
function fetchedByHtmx(link: Element): boolean {
  if (link.hasAttribute('hx-get')) return true;
  const own = link.getAttribute('hx-boost');
  if (own !== null) return own !== 'false';
  const boosting = link.closest('[hx-boost\\:inherited]');
  return boosting !== null && boosting.getAttribute('hx-boost:inherited') !== 'false';
}

/**
 * In the mobile app: the page tells the app it is ready; the app's `openDashboardMessage` opens
 * `dashboard/{id}` (with state, embedded, hideToolbar, and reload for the dashboard already shown)
 * in place of the current page, after any `reloadUserMessage` has signed the app's user in;
 * navigation outside dashboards is handed to the app's navigation handler (route path and
 * parameters) instead of loading the page in the webview.
 */
export function enableMobileAppNavigation(root: Document): void {
  const app = bridge();
  if (!app) return;
  const base = new URL(root.querySelector<HTMLMetaElement>('meta[name="console-base"]')?.content ?? '/', location.href).pathname.replace(/\/$/, '');
  const consolePath = (pathname: string) => pathname.slice(base.length) || '/';

  void app.callHandler('tbMobileReadyHandler');

  // A dashboard opened while the app's new tokens are being signed in waits for that sign-in.
  let reloadingUser: Promise<boolean> | null = null;
  window.addEventListener('message', (event) => {
    const message = readMessage(event.data);
    if (message?.type === 'reloadUserMessage' && isReloadUser(message.data)) {
      // Cleared once signed in; after a refusal dashboards stay closed until new tokens come.
      const signingIn: Promise<boolean> = signInWithTokens(base, message.data).then((ok) => {
        if (ok && reloadingUser === signingIn) reloadingUser = null;
        return ok;
      });
      reloadingUser = signingIn;
    } else if (message?.type === 'openDashboardMessage' && isOpenDashboard(message.data)) {
      const open = message.data;
      void (reloadingUser ?? Promise.resolve(true)).then((signedIn) => {
        if (signedIn) location.replace(`${base}${dashboardAddress(open, consolePath(location.pathname), Date.now())}`);
      });
    }
  });

  root.addEventListener('click', (event) => {
    const link = (event.target as Element | null)?.closest<HTMLAnchorElement>('a[href]');
    if (!link || link.target || link.hasAttribute('download') || fetchedByHtmx(link)) return;
    const target = new URL(link.href, location.href);
    if (target.origin !== location.origin || (base && !target.pathname.startsWith(`${base}/`))) return;
    const path = consolePath(target.pathname);
    if (isDashboardPath(path)) return;
    event.preventDefault();
    const route = mobileRoute(path);
    void app.callHandler('tbMobileNavigationHandler', route.path, route.params);
  });
}
