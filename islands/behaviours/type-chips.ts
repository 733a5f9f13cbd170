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

/** A list's running request: the field's text when it was sent, and whether its answer has drawn the list. */
interface Running {
  request: unknown;
  text: string;
  drawn: boolean;
}

/**
 * By list id, its running request. Events name their request (`detail.ctx`), so a request that ends after the next
 * one was sent (htmx's last events of a request come after the swap) never clears the next one's record.
 */
const running = new Map<string, Running>();
/** Lists whose Add was pressed again while their request ran. */
const addAgain = new Set<string>();

const fieldOf = (list: Element) => list.querySelector<HTMLInputElement>(INPUT);
const requestOf = (event: Event) => (event as CustomEvent<{ ctx?: unknown }>).detail?.ctx;

function pressAdd(list: Element): void {
  const field = fieldOf(list);
  const add = list.querySelector<HTMLButtonElement>('button.type-chips-add-button');
  if (!field || !add) return;
  if (running.has(list.id)) addAgain.add(list.id);
  else add.click();
}

/** The list was drawn again around its kept field: the field follows what the server drew. */
function settle(list: HTMLElement, sent: Running): void {
  if (running.get(list.id) !== sent) return;
  running.delete(list.id);
  const field = fieldOf(list);
  if (!field) return;
  field.placeholder = list.dataset.placeholder ?? '';
  if (field.value.startsWith(sent.text)) {
    const since = field.value.slice(sent.text.length);
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
    const busy = running.has(list.id);
    if (event.key === 'Enter' ? typed : !busy) event.preventDefault();
    // While a request runs a separator stays in the text, which is added once the list is drawn again.
    if (typed || busy) pressAdd(list);
  });
  root.addEventListener('input', (event) => {
    const field = (event.target as Element | null)?.closest?.(INPUT);
    const list = field?.closest(LIST);
    if (field instanceof HTMLInputElement && list && /[,;]/.test(field.value)) pressAdd(list);
  });
  const listOfButton = (event: Event) => (event.target instanceof HTMLButtonElement ? event.target.closest(LIST) : null);
  /** The list of the event's button and its record, when the record is of the event's request. */
  const runningOf = (event: Event) => {
    const list = listOfButton(event);
    const sent = list ? running.get(list.id) : undefined;
    return list && sent && sent.request === requestOf(event) ? { list, sent } : undefined;
  };
  // A button of the list sends its request: the field's text then.
  root.addEventListener('htmx:before:request', (event) => {
    const list = listOfButton(event);
    const field = list && fieldOf(list);
    if (field) running.set(list.id, { request: requestOf(event), text: field.value, drawn: false });
  });
  root.addEventListener('htmx:before:swap', (event) => {
    const of = runningOf(event);
    if (of) of.sent.drawn = true;
  });
  // The new list's buttons are set up by htmx once it is in place.
  root.addEventListener('htmx:after:init', (event) => {
    const list = (event.target as Element | null)?.closest?.<HTMLElement>(LIST);
    const sent = list ? running.get(list.id) : undefined;
    if (list && sent?.drawn) queueMicrotask(() => settle(list, sent));
  });
  // A request that drew nothing (a failure): the list takes Add again.
  root.addEventListener('htmx:finally:request', (event) => {
    const of = runningOf(event);
    if (of && !of.sent.drawn) {
      running.delete(of.list.id);
      addAgain.delete(of.list.id);
    }
  });
}
