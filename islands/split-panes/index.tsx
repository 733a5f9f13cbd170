// The split-panes island: lays the server's stacked panes (views/parts/split-panes.tsx) out in a row and puts a
// separator between each two, moved with the arrow keys (Shift: further), Home and End, or dragged. A separator's
// value is where it stands, in percent of the row; moving it resizes only the two panes beside it. No React.

const STEP = 5;
const MIN = 10;

export function hydrate(element: HTMLElement): Promise<void> {
  const box = element.querySelector<HTMLElement>('.split-panes');
  if (box) new Split(box).wire();
  return Promise.resolve();
}

class Split {
  private panes: HTMLElement[];
  private sizes: number[];
  private box: HTMLElement;

  constructor(box: HTMLElement) {
    this.box = box;
    this.panes = [...box.querySelectorAll<HTMLElement>(':scope > .split-pane')];
    this.sizes = this.panes.map(() => 100 / this.panes.length);
  }

  wire() {
    if (this.panes.length < 2) return;
    this.box.classList.add('split-active');
    this.panes.slice(0, -1).forEach((pane, i) => pane.after(this.separator(i)));
    this.apply();
  }

  private separator(index: number): HTMLElement {
    const sep = document.createElement('div');
    sep.className = 'split-separator';
    sep.setAttribute('role', 'separator');
    sep.setAttribute('aria-orientation', 'vertical');
    sep.setAttribute('aria-controls', this.panes[index].id);
    sep.setAttribute('aria-label', this.box.dataset.separatorLabel ?? '');
    sep.tabIndex = 0;
    sep.dataset.index = String(index);
    sep.addEventListener('keydown', (e) => this.onKey(e, index));
    sep.addEventListener('pointerdown', (e) => this.onDrag(e, sep, index));
    return sep;
  }

  /** Where separator `index` stands, in percent of the whole row from its start. */
  private position(index: number): number {
    return this.sizes.slice(0, index + 1).reduce((a, b) => a + b, 0);
  }

  /** How far separator `index` may go: a pane keeps at least MIN percent. */
  private bounds(index: number): [number, number] {
    return [(index > 0 ? this.position(index - 1) : 0) + MIN, this.position(index + 1) - MIN];
  }

  /** Moves separator `index`: only the two panes beside it change. */
  private moveTo(index: number, at: number) {
    const [lo, hi] = this.bounds(index);
    const delta = Math.min(hi, Math.max(lo, at)) - this.position(index);
    this.sizes[index] += delta;
    this.sizes[index + 1] -= delta;
    this.apply();
  }

  private apply() {
    // CSSOM, not a style attribute in the markup: the page's CSP allows it.
    this.panes.forEach((pane, i) => (pane.style.flexGrow = String(this.sizes[i])));
    for (const sep of this.box.querySelectorAll<HTMLElement>(':scope > .split-separator')) {
      const index = Number(sep.dataset.index);
      const [lo, hi] = this.bounds(index);
      sep.setAttribute('aria-valuenow', String(Math.round(this.position(index))));
      sep.setAttribute('aria-valuemin', String(Math.round(lo)));
      sep.setAttribute('aria-valuemax', String(Math.round(hi)));
    }
  }

  private onKey(e: KeyboardEvent, index: number) {
    const rtl = getComputedStyle(this.box).direction === 'rtl';
    const step = e.shiftKey ? STEP * 3 : STEP;
    const keys: Record<string, number> = {
      ArrowLeft: rtl ? step : -step, ArrowRight: rtl ? -step : step, ArrowUp: -step, ArrowDown: step,
      Home: -100, End: 100,
    };
    if (!(e.key in keys)) return;
    e.preventDefault();
    this.moveTo(index, this.position(index) + keys[e.key]);
  }

  private onDrag(e: PointerEvent, sep: HTMLElement, index: number) {
    if (e.button !== 0) return;
    sep.setPointerCapture(e.pointerId);
    const row = this.box.getBoundingClientRect();
    const rtl = getComputedStyle(this.box).direction === 'rtl';
    const move = (m: PointerEvent) => {
      const x = rtl ? row.right - m.clientX : m.clientX - row.left;
      if (row.width > 0) this.moveTo(index, (x / row.width) * 100);
    };
    const end = () => {
      sep.removeEventListener('pointermove', move);
      sep.removeEventListener('pointerup', end);
    };
    sep.addEventListener('pointermove', move);
    sep.addEventListener('pointerup', end);
  }
}
