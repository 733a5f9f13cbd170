/**
 * The entity tables' "select all" box (shown only with JavaScript): checks or clears every row's box of its table.
 * The count and the group actions follow from CSS (`:has`, a counter), so the rows' own boxes need no script.
 */
export function enableTableSelection(root: Document): void {
  root.addEventListener('change', (event) => {
    const box = event.target;
    if (!(box instanceof HTMLInputElement) || !box.matches('input.select-all')) return;
    const region = box.closest('.table-region');
    for (const row of region?.querySelectorAll<HTMLInputElement>('input[name="ids"]') ?? []) row.checked = box.checked;
  });
}
