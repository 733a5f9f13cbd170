// The dashboard editor island, loaded only in edit mode: a widget is dragged to move it (from its corner, to resize
// it), or focused and moved with the arrow keys (resized with Shift+arrows). Each change fills the widget's position
// form, the same form the page posts without JavaScript, and posts it in the background; the page stays as it is.
import { gridPlace, type Place } from './grid-place.ts';

interface Props {
  dashboardId: string;
}

const MEMBERS = ['col', 'row', 'sizeX', 'sizeY'] as const;
const RESIZE_CORNER_PX = 18;

function readPlace(form: HTMLFormElement): Place {
  const value = (m: string) => Number(form.querySelector<HTMLInputElement>(`input[data-member="${m}"]`)?.value ?? 0);
  return { col: value('col'), row: value('row'), sizeX: value('sizeX'), sizeY: value('sizeY') };
}

function show(widget: HTMLElement, p: Place): void {
  // Through the CSS object model, which the page's style policy allows (style attributes in markup it does not).
  widget.style.gridColumn = `${p.col + 1}/span ${p.sizeX}`;
  widget.style.gridRow = `${p.row + 1}/span ${p.sizeY}`;
}

/** Posts the position form as the browser would, and says so in the form's `data-state` (posting, saved, refused). */
async function post(form: HTMLFormElement, p: Place): Promise<void> {
  for (const m of MEMBERS) form.querySelector<HTMLInputElement>(`input[data-member="${m}"]`)!.value = String(p[m]);
  form.dataset.state = 'posting';
  try {
    const res = await fetch(form.action, { method: 'POST', body: new URLSearchParams(new FormData(form) as unknown as Record<string, string>), credentials: 'same-origin' });
    form.dataset.state = res.ok ? 'saved' : 'refused';
    if (res.ok) {
      const status = document.querySelector('.edit-changes');
      const changed = new DOMParser().parseFromString(await res.text(), 'text/html').querySelector('.edit-changes');
      if (status && changed) status.textContent = changed.textContent;
    }
  } catch {
    form.dataset.state = 'refused';
  }
}

function editable(form: HTMLFormElement, hint: string): void {
  const widget = document.getElementById(`widget-${form.dataset.widgetIndex}`);
  const grid = widget?.parentElement;
  if (!widget || !grid) return;
  const columns = Number(form.dataset.columns) || 24;
  widget.tabIndex = 0;
  widget.classList.add('editable');
  widget.setAttribute('aria-describedby', hint);
  widget.addEventListener('keydown', (event) => {
    const steps: Record<string, [number, number]> = { ArrowLeft: [-1, 0], ArrowRight: [1, 0], ArrowUp: [0, -1], ArrowDown: [0, 1] };
    const step = steps[event.key];
    if (!step || event.target !== widget) return;
    event.preventDefault();
    const at = readPlace(form);
    const next = event.shiftKey ? gridPlace(at, { sizeX: step[0], sizeY: step[1] }, columns) : gridPlace(at, { col: step[0], row: step[1] }, columns);
    show(widget, next);
    void post(form, next);
  });
  widget.addEventListener('pointerdown', (event) => {
    if (event.button !== 0 || (event.target as Element).closest('a,button,input,select,textarea,summary')) return;
    const box = widget.getBoundingClientRect();
    const resize = box.right - event.clientX < RESIZE_CORNER_PX && box.bottom - event.clientY < RESIZE_CORNER_PX;
    const start = readPlace(form);
    const cellX = grid.clientWidth / columns;
    const cellY = box.height / Math.max(1, start.sizeY);
    let next = start;
    widget.setPointerCapture(event.pointerId);
    widget.classList.add('dragging');
    const move = (e: PointerEvent) => {
      const dx = Math.round((e.clientX - event.clientX) / cellX);
      const dy = Math.round((e.clientY - event.clientY) / cellY);
      next = resize ? gridPlace(start, { sizeX: dx, sizeY: dy }, columns) : gridPlace(start, { col: dx, row: dy }, columns);
      show(widget, next);
    };
    const end = () => {
      widget.removeEventListener('pointermove', move);
      widget.classList.remove('dragging');
      if (MEMBERS.some((m) => next[m] !== start[m])) void post(form, next);
    };
    widget.addEventListener('pointermove', move);
    widget.addEventListener('pointerup', end, { once: true });
    widget.addEventListener('pointercancel', end, { once: true });
  });
}

export function hydrate(element: HTMLElement, _props: Props): Promise<void> {
  const hint = element.querySelector('.edit-hint')?.id ?? 'edit-hint';
  for (const form of document.querySelectorAll<HTMLFormElement>('form.widget-place')) editable(form, hint);
  return Promise.resolve();
}
