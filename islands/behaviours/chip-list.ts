import { newKeys } from '../../server/domain/key-list.ts';

/**
 * Key lists drawn as chips (views/parts/chip-list.tsx): Enter, comma or semicolon in the field turns the typed text
 * into chips (trimmed, empty ones dropped, each key once: server/domain/key-list.ts), a suggestion picked from the
 * list becomes a chip at once, Backspace in the empty field removes the last chip, and a chip's button removes it.
 * A chip is a checked box under the list's name, so the form posts the same body as without JavaScript.
 */

const LIST = '[data-chip-list]';
const INPUT = 'input[data-chip-input]';

function held(list: Element): string[] {
  return [...list.querySelectorAll<HTMLInputElement>('.chip input[type="checkbox"]')].map((box) => box.value);
}

/** A chip for a key, from the list's template (the server's chip with `%s` for its key). */
function chip(list: HTMLElement, key: string): Element | null {
  const template = list.querySelector<HTMLTemplateElement>('template[data-chip-template]');
  const item = template?.content.firstElementChild?.cloneNode(true);
  if (!(item instanceof Element)) return null;
  const box = item.querySelector<HTMLInputElement>('input[type="checkbox"]');
  if (box) box.value = key;
  const text = item.querySelector('label span');
  if (text) text.textContent = key;
  for (const named of item.querySelectorAll('[aria-label], [title]')) {
    for (const attribute of ['aria-label', 'title']) {
      const value = named.getAttribute(attribute);
      if (value !== null) named.setAttribute(attribute, value.replace('%s', key));
    }
  }
  return item;
}

/** Adds the keys in the field's text as chips and empties the field; whether the text held any. */
function addTyped(input: HTMLInputElement): boolean {
  const list = input.closest<HTMLElement>(LIST);
  const chips = list?.querySelector('.chips');
  if (!list || !chips) return false;
  const keys = newKeys(held(list), input.value);
  const had = input.value.trim() !== '';
  for (const key of keys) {
    const item = chip(list, key);
    if (item) chips.append(item);
  }
  input.value = '';
  return had;
}

export function enableChipLists(root: Document): void {
  root.addEventListener('keydown', (event) => {
    const input = (event.target as Element | null)?.closest?.(INPUT);
    if (!(input instanceof HTMLInputElement) || event.isComposing) return;
    if (event.key === 'Enter' || event.key === ',' || event.key === ';') {
      // Enter would send the form; a typed separator would stay in the field.
      if (event.key !== 'Enter' || input.value.trim() !== '') event.preventDefault();
      addTyped(input);
    } else if (event.key === 'Backspace' && input.value === '') {
      const last = input.closest(LIST)?.querySelector('.chips > .chip:last-child');
      if (last) {
        event.preventDefault();
        last.remove();
      }
    }
  });
  root.addEventListener('input', (event) => {
    const input = (event.target as Element | null)?.closest?.(INPUT);
    if (!(input instanceof HTMLInputElement)) return;
    // A suggestion picked from the list, or pasted text with separators.
    const picked = (event as InputEvent).inputType === 'insertReplacementText' || !(event instanceof InputEvent);
    if (picked || /[,;]/.test(input.value)) addTyped(input);
  });
  root.addEventListener('click', (event) => {
    const button = (event.target as Element | null)?.closest?.('button[data-chip-remove]');
    const list = button?.closest(LIST);
    if (!button || !list) return;
    button.closest('.chip')?.remove();
    list.querySelector<HTMLInputElement>(INPUT)?.focus();
  });
}
