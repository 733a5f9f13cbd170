/**
 * The back button links to the parent page, which works without script. When the previous
 * history entry is a page of this console, going back restores it as the user left it
 * (search, paging, scroll) instead.
 */
export function enableBackButton(root: Document): void {
  root.addEventListener('click', (event) => {
    const link = (event.target as Element | null)?.closest<HTMLAnchorElement>('a[data-back]');
    if (!link || event.ctrlKey || event.metaKey || event.shiftKey || event.button !== 0) return;
    const base = new URL(root.querySelector<HTMLMetaElement>('meta[name="console-base"]')?.content ?? '/', location.href);
    const previous = root.referrer ? new URL(root.referrer) : null;
    const cameFromConsole = previous !== null && previous.origin === location.origin && previous.pathname.startsWith(base.pathname) && !previous.pathname.startsWith(`${base.pathname}login`);
    if (!cameFromConsole || history.length < 2) return;
    event.preventDefault();
    history.back();
  });
}
