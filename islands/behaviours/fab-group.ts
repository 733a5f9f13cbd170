/** The speed dial closes this long after the focus left it (widgets spec §9). */
const CLOSE_DELAY_MS = 100;

/**
 * Floating action button groups (views/parts/fab-group.tsx): closed 100 ms after the focus leaves the group, and
 * by Escape, which gives the focus back to the toggle.
 */
export function enableFabGroups(root: Document): void {
  root.addEventListener('focusout', (event) => {
    const group = (event.target as Element | null)?.closest?.<HTMLDetailsElement>('details[data-fab-group]');
    if (!group?.open) return;
    setTimeout(() => {
      if (!group.contains(root.activeElement)) group.open = false;
    }, CLOSE_DELAY_MS);
  });
  root.addEventListener('keydown', (event) => {
    if (event.key !== 'Escape') return;
    const group = (event.target as Element | null)?.closest?.<HTMLDetailsElement>('details[data-fab-group]');
    if (!group?.open) return;
    event.preventDefault();
    group.open = false;
    group.querySelector('summary')?.focus();
  });
}
