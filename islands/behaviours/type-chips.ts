/**
 * The type pickers' chip lists (views/parts/type-pickers/type-chips.tsx): Enter, comma or semicolon in the text field
 * presses the list's Add button, whose htmx request adds the typed values (trimmed, empty ones ignored) and draws the
 * list again; pasted text holding a separator does the same. Enter in an empty field still sends the form.
 * The field is kept through each redraw (`hx-preserve`), so nothing typed while a request runs is lost: once the list
 * is drawn, the text the request took leaves the field (the server's `data-text` says what stays), the placeholder
 * follows, and text typed meanwhile with a separator or Enter is added in turn.
 */

const INPUT = 'input[data-type-chips-input]';
const LIST = 'fieldset.type-chips';

/** By list id: the field's text when its running request was sent. */
const sent = new Map<string, string>();
/** Lists drawn again whose field is still to be brought in line. */
const drawn = new Set<string>();
/** Lists whose Add was pressed again while their request ran. */
const addAgain = new Set<string>();

const fieldOf = (list: Element) => list.querySelector<HTMLInputElement>(INPUT);

function pressAdd(list: Element): void {
  const field = fieldOf(list);
  const add = list.querySelector<HTMLButtonElement>('button.type-chips-add-button');
  if (!field || !add) return;
  if (sent.has(list.id)) addAgain.add(list.id);
  else add.click();
}

/** The list was drawn again around its kept field: the field follows what the server drew. */
function settle(list: HTMLElement): void {
  const field = fieldOf(list);
  const before = sent.get(list.id);
  sent.delete(list.id);
  if (!field) return;
  field.placeholder = list.dataset.placeholder ?? '';
  if (before !== undefined && field.value.startsWith(before)) {
    const since = field.value.slice(before.length);
    const kept = list.dataset.text ?? '';
    field.value = kept === '' ? since.replace(/^[\s,;]+/, '') : kept + since;
  }
  if (!list.contains(document.activeElement) || document.activeElement === document.body) field.focus();
  if (addAgain.delete(list.id) && field.value.trim() !== '') pressAdd(list);
}

export function enableTypeChips(root: Document): void {
  root.addEventListener('keydown', (event) => {
    const field = (event.target as Element | null)?.closest?.(INPUT);
    const list = field?.closest(LIST);
    if (!(field instanceof HTMLInputElement) || !list || event.isComposing) return;
    if (event.key !== 'Enter' && event.key !== ',' && event.key !== ';') return;
    const typed = field.value.trim() !== '';
    if (event.key === 'Enter' ? typed : !sent.has(list.id)) event.preventDefault();
    // While a request runs a separator stays in the text, which is added once the list is drawn again.
    if (typed || sent.has(list.id)) pressAdd(list);
  });
  root.addEventListener('input', (event) => {
    const field = (event.target as Element | null)?.closest?.(INPUT);
    const list = field?.closest(LIST);
    if (field instanceof HTMLInputElement && list && /[,;]/.test(field.value)) pressAdd(list);
  });
  const listOfButton = (event: Event) => (event.target instanceof HTMLButtonElement ? event.target.closest(LIST) : null);
  // A button of the list sends its request: the field's text then.
  root.addEventListener('htmx:before:request', (event) => {
    const list = listOfButton(event);
    const field = list && fieldOf(list);
    if (field) sent.set(list.id, field.value);
  });
  root.addEventListener('htmx:before:swap', (event) => {
    const list = listOfButton(event);
    if (list && sent.has(list.id)) drawn.add(list.id);
  });
  // The new list's buttons are set up by htmx once it is in place.
  root.addEventListener('htmx:after:init', (event) => {
    const list = (event.target as Element | null)?.closest?.<HTMLElement>(LIST);
    if (!list || !drawn.delete(list.id)) return;
    queueMicrotask(() => settle(list));
  });
  // A request that drew nothing (a failure; a drawn list's buttons are gone by then): the list takes Add again.
  root.addEventListener('htmx:finally:request', (event) => {
    const list = listOfButton(event);
    if (list && !drawn.has(list.id)) {
      sent.delete(list.id);
      addAgain.delete(list.id);
    }
  });
}
