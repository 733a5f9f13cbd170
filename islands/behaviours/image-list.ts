import { dropIndex } from '../../server/domain/files/item-order.ts';

const LIST = '[data-multi-image]';
const ITEM = '[data-image-item]';

/** A position written as the page's language writes numbers (as the server wrote it). */
const number = (n: number) => new Intl.NumberFormat(document.documentElement.lang || undefined).format(n);

const itemsOf = (field: Element) => [...field.querySelectorAll<HTMLElement>(ITEM)];

/** Names, button values and labels again after a change of order, and the end buttons disabled. */
function renumber(field: HTMLElement): void {
  const items = itemsOf(field);
  items.forEach((item, i) => {
    const name = (field.dataset.nameTemplate ?? '%n').replace('%n', number(i + 1));
    const image = item.querySelector('img');
    if (image) image.alt = name;
    for (const button of item.querySelectorAll<HTMLButtonElement>('button[data-image-action]')) {
      const label = (button.dataset.labelTemplate ?? '%s').replace('%s', name);
      button.setAttribute('aria-label', label);
      button.title = label;
      if (button.dataset.imageAction === 'remove') button.value = String(i);
      else {
        const up = button.value.endsWith(':up');
        button.value = `${i}:${up ? 'up' : 'down'}`;
        button.disabled = up ? i === 0 : i === items.length - 1;
      }
    }
  });
}

function announce(field: HTMLElement, item: HTMLElement): void {
  const status = field.querySelector('[data-image-status]');
  if (status) status.textContent = (field.dataset.moved ?? '').replace('%n', number(itemsOf(field).indexOf(item) + 1));
}

/** Puts `item` at position `to` of its list. */
function place(field: HTMLElement, item: HTMLElement, to: number): void {
  const others = itemsOf(field).filter((other) => other !== item);
  const list = item.parentElement!;
  list.insertBefore(item, others[to] ?? null);
  renumber(field);
  announce(field, item);
}

/**
 * The multi-image input (views/parts/image-input.tsx) in the page: move up, move down and remove without a round
 * trip (the focus stays on the button used, or goes to the next image's), and drag to reorder. The order of the
 * hidden fields is what the form posts, as the server's move buttons would have made it.
 */
export function enableImageLists(root: Document): void {
  root.addEventListener('click', (event) => {
    const button = (event.target as Element | null)?.closest<HTMLButtonElement>('button[data-image-action]');
    const field = button?.closest<HTMLElement>(LIST);
    const item = button?.closest<HTMLElement>(ITEM);
    if (!button || !field || !item) return;
    event.preventDefault();
    const index = itemsOf(field).indexOf(item);
    if (button.dataset.imageAction === 'remove') {
      const next = itemsOf(field)[index + 1] ?? itemsOf(field)[index - 1];
      item.remove();
      renumber(field);
      (next?.querySelector<HTMLElement>('[data-image-action="remove"]') ?? field.querySelector<HTMLElement>('input[type="file"]'))?.focus();
      return;
    }
    place(field, item, button.value.endsWith(':up') ? index - 1 : index + 1);
    (button.disabled ? item.querySelector<HTMLButtonElement>('button[data-image-action]:not([disabled])') : button)?.focus();
  });

  let dragged: HTMLElement | null = null;
  root.addEventListener('dragstart', (event) => {
    dragged = (event.target as Element | null)?.closest?.<HTMLElement>(ITEM) ?? null;
    if (dragged && event.dataTransfer) {
      event.dataTransfer.effectAllowed = 'move';
      event.dataTransfer.setData('text/plain', '');
    }
  });
  root.addEventListener('dragover', (event) => {
    const target = (event.target as Element | null)?.closest?.<HTMLElement>(ITEM);
    if (dragged && target && target.closest(LIST) === dragged.closest(LIST)) event.preventDefault();
  });
  root.addEventListener('drop', (event) => {
    const target = (event.target as Element | null)?.closest?.<HTMLElement>(ITEM);
    const field = target?.closest<HTMLElement>(LIST);
    if (!dragged || !target || !field || dragged === target || field !== dragged.closest(LIST)) return;
    event.preventDefault();
    const box = target.getBoundingClientRect();
    const after = event.clientX > box.left + box.width / 2 || event.clientY > box.top + box.height / 2;
    const items = itemsOf(field);
    place(field, dragged, dropIndex(items.indexOf(dragged), items.indexOf(target), after));
    dragged = null;
  });
  root.addEventListener('dragend', () => {
    dragged = null;
  });
}
