/**
 * The narrow-screen menu is an overlay opened by the #nav-toggle checkbox (no script needed).
 * With script, Escape closes it, and a page left with the menu open does not come back with it
 * open from the back/forward cache.
 */
export function enableOverlayMenu(root: Document): void {
  const toggle = () => root.getElementById('nav-toggle') as HTMLInputElement | null;
  root.addEventListener('keydown', (event) => {
    const box = toggle();
    if (event.key !== 'Escape' || !box?.checked || root.querySelector('dialog[open]')) return;
    box.checked = false;
    // Focus returns to the menu button (the checkbox it labels shows its focus ring there).
    box.focus();
  });
  window.addEventListener('pagehide', () => {
    const box = toggle();
    if (box) box.checked = false;
  });
}
