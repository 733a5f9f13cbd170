/** The menus that are <details> elements: the user menu and an entity list's add menu. */
const MENUS = ['details.user-menu[open]', 'details.add-menu[open]'].join(', ');

/**
 * Menus that are <details> elements open without script. With script they close like menus: on a click elsewhere or
 * on one of their entries (an entry may open a dialog over the page), and on Escape with focus back on their button.
 */
export function enableUserMenu(root: Document): void {
  const openMenus = () => root.querySelectorAll<HTMLDetailsElement>(MENUS);
  root.addEventListener('click', (event) => {
    const target = event.target as Element;
    for (const menu of openMenus()) if (!menu.contains(target) || target.closest?.('a[href]')) menu.open = false;
  });
  root.addEventListener('keydown', (event) => {
    if (event.key !== 'Escape') return;
    for (const menu of openMenus()) {
      menu.open = false;
      menu.querySelector('summary')?.focus();
    }
  });
}
