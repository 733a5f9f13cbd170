/** The bridge the mobile app's webview (flutter_inappwebview) injects into pages it shows. */
interface MobileBridge {
  callHandler(name: string, ...args: unknown[]): Promise<unknown>;
}

function bridge(): MobileBridge | null {
  const candidate = (window as unknown as { flutter_inappwebview?: MobileBridge }).flutter_inappwebview;
  return candidate && typeof candidate.callHandler === 'function' ? candidate : null;
}

/** Dashboards are shown in the webview; every other console page is the app's own screen. */
export function isDashboardPath(path: string): boolean {
  return /^\/dashboards?(\/|$)/.test(path);
}

/**
 * In the mobile app, navigation outside dashboards is handed to the app (its navigation handler
 * with the console path and query parameters) instead of loading the page in the webview.
 */
export function enableMobileAppNavigation(root: Document): void {
  const app = bridge();
  if (!app) return;
  const base = new URL(root.querySelector<HTMLMetaElement>('meta[name="console-base"]')?.content ?? '/', location.href).pathname.replace(/\/$/, '');
  root.addEventListener('click', (event) => {
    const link = (event.target as Element | null)?.closest<HTMLAnchorElement>('a[href]');
    if (!link || link.target || link.hasAttribute('download') || link.hasAttribute('hx-get')) return;
    const target = new URL(link.href, location.href);
    if (target.origin !== location.origin || (base && !target.pathname.startsWith(`${base}/`))) return;
    const path = target.pathname.slice(base.length) || '/';
    if (isDashboardPath(path)) return;
    event.preventDefault();
    void app.callHandler('tbMobileNavigationHandler', path, Object.fromEntries(target.searchParams));
  });
}
