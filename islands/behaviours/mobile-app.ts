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

/**
 * In the mobile app: the page tells the app it is ready; the app's `openDashboardMessage` opens
 * `dashboard/{id}` (with state, embedded, hideToolbar, and reload for the dashboard already shown)
 * in place of the current page; navigation outside dashboards is handed to the app's navigation
 * handler (route path and parameters) instead of loading the page in the webview.
 */
export function enableMobileAppNavigation(root: Document): void {
  const app = bridge();
  if (!app) return;
  const base = new URL(root.querySelector<HTMLMetaElement>('meta[name="console-base"]')?.content ?? '/', location.href).pathname.replace(/\/$/, '');
  const consolePath = (pathname: string) => pathname.slice(base.length) || '/';

  void app.callHandler('tbMobileReadyHandler');

  window.addEventListener('message', (event) => {
    const message = readMessage(event.data);
    if (message?.type !== 'openDashboardMessage' || !isOpenDashboard(message.data)) return;
    location.replace(`${base}${dashboardAddress(message.data, consolePath(location.pathname), Date.now())}`);
  });

  root.addEventListener('click', (event) => {
    const link = (event.target as Element | null)?.closest<HTMLAnchorElement>('a[href]');
    if (!link || link.target || link.hasAttribute('download') || link.hasAttribute('hx-get')) return;
    const target = new URL(link.href, location.href);
    if (target.origin !== location.origin || (base && !target.pathname.startsWith(`${base}/`))) return;
    const path = consolePath(target.pathname);
    if (isDashboardPath(path)) return;
    event.preventDefault();
    const route = mobileRoute(path);
    void app.callHandler('tbMobileNavigationHandler', route.path, route.params);
  });
}
