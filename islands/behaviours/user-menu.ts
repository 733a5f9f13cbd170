/**
 * The user menu is a <details> element (it opens without script). With script it closes like a
 * menu: on a click elsewhere, and on Escape with focus back on its button.
 */
export function enableUserMenu(root: Document): void {
  const openMenus = () => root.querySelectorAll<HTMLDetailsElement>('details.user-menu[open]');
  root.addEventListener('click', (event) => {
    for (const menu of openMenus()) if (!menu.contains(event.target as Node)) menu.open = false;
  });
  root.addEventListener('keydown', (event) => {
    if (event.key !== 'Escape') return;
    for (const menu of openMenus()) {
      menu.open = false;
      menu.querySelector('summary')?.focus();
    }
  });
}
