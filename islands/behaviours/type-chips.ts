/**
 * The type pickers' chip lists (views/parts/type-pickers/type-chips.tsx): Enter, comma or semicolon in the text field
 * presses the list's Add button, whose htmx request adds the typed values (trimmed, empty ones ignored) and draws the
 * list again; pasted text holding a separator does the same. Enter in an empty field still sends the form.
 * The field is kept through each redraw (`hx-preserve`), so nothing typed while a request runs is lost: once the list
 * is drawn, the text the request took leaves the field (the server's `data-text` says what stays), the placeholder
 * follows, and text typed meanwhile is added in turn: up to its last separator, as only a value ended by Enter, comma
 * or semicolon is added (the rest is still being typed); all of it after Enter.
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
/** Lists whose Add was pressed again while their request ran: whether by Enter (all the text) or a separator. */
const addAgain = new Map<string, boolean>();
/** The text the next Add request of a list sends instead of the field's: the field's up to its last separator. */
const sendOnly = new Map<string, string>();

const fieldOf = (list: Element) => list.querySelector<HTMLInputElement>(INPUT);
const requestOf = (event: Event) => (event as CustomEvent<{ ctx?: unknown }>).detail?.ctx;

/** Presses the list's Add for all the field's text, or (`whole` false) for the values its separators ended. */
function pressAdd(list: Element, whole: boolean): void {
  const field = fieldOf(list);
  const add = list.querySelector<HTMLButtonElement>('button.type-chips-add-button');
  if (!field || !add) return;
  if (running.has(list.id)) {
    addAgain.set(list.id, whole || addAgain.get(list.id) === true);
    return;
  }
  if (!whole) {
    const ended = Math.max(field.value.lastIndexOf(','), field.value.lastIndexOf(';'));
    if (ended < 0) return;
    sendOnly.set(list.id, field.value.slice(0, ended + 1));
  }
  add.click();
  // htmx reads the request's values synchronously in the click (htmx:config:request); a click that sent nothing
  // must not cut the text of a later one.
  sendOnly.delete(list.id);
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
  const whole = addAgain.get(list.id);
  addAgain.delete(list.id);
  if (whole !== undefined && field.value.trim() !== '') pressAdd(list, whole);
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
    // While a request runs a separator stays in the text, which is added up to it once the list is drawn again;
    // otherwise the key ends all the text typed.
    if (typed || busy) pressAdd(list, event.key === 'Enter' || !busy);
  });
  root.addEventListener('input', (event) => {
    const field = (event.target as Element | null)?.closest?.(INPUT);
    const list = field?.closest(LIST);
    if (field instanceof HTMLInputElement && list && /[,;]/.test(field.value)) pressAdd(list, false);
  });
  const listOfButton = (event: Event) => (event.target instanceof HTMLButtonElement ? event.target.closest(LIST) : null);
  /** The list of the event's button and its record, when the record is of the event's request. */
  const runningOf = (event: Event) => {
    const list = listOfButton(event);
    const sent = list ? running.get(list.id) : undefined;
    return list && sent && sent.request === requestOf(event) ? { list, sent } : undefined;
  };
  // An Add pressed for the values separators ended sends the text up to the last one.
  root.addEventListener('htmx:config:request', (event) => {
    const list = listOfButton(event);
    const field = list && fieldOf(list);
    const text = list ? sendOnly.get(list.id) : undefined;
    if (!field || text === undefined) return;
    sendOnly.delete(list.id);
    (event as CustomEvent<{ ctx: { request: { body?: FormData } } }>).detail.ctx.request.body?.set(field.name, text);
  });
  // A button of the list sends its request: the text it sent (its address holds the list's values).
  root.addEventListener('htmx:before:request', (event) => {
    const list = listOfButton(event);
    const field = list && fieldOf(list);
    if (!field) return;
    const request = requestOf(event) as { request?: { action?: string } } | undefined;
    const sent = new URL(request?.request?.action ?? '', document.baseURI).searchParams.get(field.name);
    running.set(list.id, { request, text: sent ?? field.value, drawn: false });
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
