// The rule chain editor's pointer and keyboard layer over the server-rendered editor (no React: the page is the
// server's). It posts the same forms as the dialogs, then swaps the changed parts from the editor page it gets back.
import type { RuleChainEditorProps } from '../../views/rule-chains/editor-page.tsx';


const PARTS = ['.editor-toolbar', '.chain-picture', '.editor-nodes', '.link-table'];
const STEP = 10;
const ZOOM = [0.5, 0.75, 1, 1.25, 1.5, 2];

export function hydrate(element: HTMLElement, props: RuleChainEditorProps): Promise<void> {
  const root = element.closest<HTMLElement>('.rule-chain-editor');
  if (root) new EditorLayer(root, element, props).wire();
  return Promise.resolve();
}

class EditorLayer {
  private places = new Map<number, { x: number; y: number }>();
  private zoom = 2;
  private linkFrom: number | null = null;
  private pending = new Map<number, { dx: number; dy: number }>();
  private suppressClick = false;

  private root: HTMLElement;
  private island: HTMLElement;
  private props: RuleChainEditorProps;

  constructor(root: HTMLElement, island: HTMLElement, props: RuleChainEditorProps) {
    this.root = root;
    this.island = island;
    this.props = props;
    for (const n of props.nodes) this.places.set(n.index, { x: n.x, y: n.y });
  }

  private status(text: string) {
    const live = this.island.querySelector('[aria-live]');
    if (live) live.textContent = text;
  }

  private svg() {
    return this.root.querySelector<SVGSVGElement>('.chain-canvas svg');
  }

  private href(dialog: string, params: Record<string, number>) {
    const query = new URLSearchParams({ dialog, ...Object.fromEntries(Object.entries(params).map(([k, v]) => [k, String(v)])) });
    return `${this.props.action}?${query.toString()}`;
  }

  /** Posts a dialog's form; the editor page that answers replaces the parts it changed, a refusal opens the dialog. */
  private async post(dialog: string, params: Record<string, number>, fields: Record<string, string>) {
    const csrf = this.root.querySelector<HTMLInputElement>('input[name="_csrf"]')?.value ?? '';
    const action = this.href(dialog, params);
    const res = await fetch(action, { method: 'POST', body: new URLSearchParams({ _csrf: csrf, ...fields }), credentials: 'same-origin' });
    if (!res.ok || !res.redirected) {
      window.location.assign(action);
      return;
    }
    const page = new DOMParser().parseFromString(await res.text(), 'text/html');
    const focused = (document.activeElement as HTMLElement | null)?.dataset.node;
    for (const selector of PARTS) {
      const fresh = page.querySelector(selector);
      const old = this.root.querySelector(selector);
      if (fresh && old) old.replaceWith(document.importNode(fresh, true));
      else if (old && !fresh) old.remove();
    }
    const props = page.querySelector('fb-island[name="rule-chain-editor"]')?.getAttribute('props');
    if (props) for (const n of (JSON.parse(props) as RuleChainEditorProps).nodes) this.places.set(n.index, { x: n.x, y: n.y });
    this.wirePicture();
    if (focused) this.root.querySelector<HTMLElement>(`a.node-link[data-node="${focused}"]`)?.focus();
  }

  private move(index: number, dx: number, dy: number) {
    const at = this.places.get(index);
    if (!at) return;
    const x = Math.max(0, Math.round(at.x + dx));
    const y = Math.max(0, Math.round(at.y + dy));
    void this.post('move', { node: index }, { 'additionalInfo.layoutX': String(x), 'additionalInfo.layoutY': String(y) });
  }

  private shift(link: SVGAElement, dx: number, dy: number) {
    link.querySelector('g')?.setAttribute('transform', `translate(${dx},${dy})`);
  }

  /** Client pixels to picture units (the picture may be scaled to fit, or zoomed). */
  private units(px: number) {
    const ctm = this.svg()?.getScreenCTM();
    return ctm && ctm.a ? px / ctm.a : px;
  }

  wire() {
    this.wirePicture();
    this.root.addEventListener('keydown', (e) => this.onKey(e));
    this.root.addEventListener('keyup', (e) => this.onKeyUp(e));
  }

  private wirePicture() {
    const svg = this.svg();
    if (!svg) return;
    svg.dataset.width ??= svg.getAttribute('width') ?? '0';
    svg.dataset.height ??= svg.getAttribute('height') ?? '0';
    this.applyZoom();
    for (const link of svg.querySelectorAll<SVGAElement>('a.node-link')) this.wireNode(link, Number(link.dataset.node));
    this.wirePan(svg);
  }

  private wireNode(link: SVGAElement, index: number) {
    let start: { x: number; y: number; id: number } | null = null;
    let moved = { dx: 0, dy: 0, far: false };
    link.addEventListener('pointerdown', (e) => {
      if (e.button !== 0) return;
      start = { x: e.clientX, y: e.clientY, id: e.pointerId };
      moved = { dx: 0, dy: 0, far: false };
      link.setPointerCapture(e.pointerId);
      e.stopPropagation();
    });
    link.addEventListener('pointermove', (e) => {
      if (!start || e.pointerId !== start.id) return;
      moved.dx = this.units(e.clientX - start.x);
      moved.dy = this.units(e.clientY - start.y);
      moved.far ||= Math.hypot(moved.dx, moved.dy) > 4;
      if (moved.far && !e.shiftKey) this.shift(link, moved.dx, moved.dy);
    });
    link.addEventListener('pointerup', (e) => {
      if (!start || e.pointerId !== start.id) return;
      start = null;
      if (!moved.far) return;
      this.suppressClick = true;
      // Shift + drag draws a link: dropped on another node, the link dialog opens with both ends chosen.
      const target = document.elementFromPoint(e.clientX, e.clientY)?.closest<SVGAElement>('a.node-link');
      if (e.shiftKey) {
        if (target && target !== link) window.location.assign(this.href('connect', { node: index, to: Number(target.dataset.node) }));
        return;
      }
      this.move(index, moved.dx, moved.dy);
    });
    link.addEventListener('click', (e) => {
      if (!this.suppressClick) return;
      this.suppressClick = false;
      e.preventDefault();
    });
  }

  /** Dragging the background scrolls the picture's box. */
  private wirePan(svg: SVGSVGElement) {
    const box = svg.closest<HTMLElement>('.chain-canvas');
    if (!box) return;
    let from: { x: number; y: number; left: number; top: number } | null = null;
    svg.addEventListener('pointerdown', (e) => {
      if (e.button !== 0 || (e.target as Element).closest('a.node-link')) return;
      from = { x: e.clientX, y: e.clientY, left: box.scrollLeft, top: box.scrollTop };
      svg.setPointerCapture(e.pointerId);
    });
    svg.addEventListener('pointermove', (e) => {
      if (!from) return;
      box.scrollLeft = from.left - (e.clientX - from.x);
      box.scrollTop = from.top - (e.clientY - from.y);
    });
    svg.addEventListener('pointerup', () => (from = null));
    box.addEventListener('wheel', (e) => {
      if (!e.ctrlKey) return;
      e.preventDefault();
      this.setZoom(this.zoom + (e.deltaY < 0 ? 1 : -1));
    }, { passive: false });
  }

  private setZoom(level: number) {
    this.zoom = Math.min(Math.max(level, 0), ZOOM.length - 1);
    this.applyZoom();
  }

  private applyZoom() {
    const svg = this.svg();
    if (!svg) return;
    const scale = ZOOM[this.zoom];
    svg.setAttribute('width', String(Math.round(Number(svg.dataset.width) * scale)));
    svg.setAttribute('height', String(Math.round(Number(svg.dataset.height) * scale)));
    svg.classList.toggle('zoomed', scale !== 1);
  }

  private onKey(e: KeyboardEvent) {
    const target = e.target as Element;
    if (target.closest('dialog, form, input, textarea, select')) return;
    if ((e.key === '+' || e.key === '=' || e.key === '-') && target.closest('.chain-canvas')) {
      this.setZoom(this.zoom + (e.key === '-' ? -1 : 1));
      e.preventDefault();
      return;
    }
    const link = target.closest<SVGAElement>('a.node-link');
    if (!link) return;
    const index = Number(link.dataset.node);
    const arrows: Record<string, [number, number]> = { ArrowLeft: [-1, 0], ArrowRight: [1, 0], ArrowUp: [0, -1], ArrowDown: [0, 1] };
    if (arrows[e.key]) {
      const step = e.shiftKey ? STEP * 5 : STEP;
      const sum = this.pending.get(index) ?? { dx: 0, dy: 0 };
      sum.dx += arrows[e.key][0] * step;
      sum.dy += arrows[e.key][1] * step;
      this.pending.set(index, sum);
      this.shift(link, sum.dx, sum.dy);
      e.preventDefault();
    } else if (e.key === 'Delete' || e.key === 'Backspace') {
      window.location.assign(this.href('delete-node', { node: index }));
    } else if (e.key === 'c' || e.key === 'C' || (e.key === 'Enter' && this.linkFrom !== null)) {
      e.preventDefault();
      if (this.linkFrom === null) {
        this.linkFrom = index;
        this.status(this.props.connecting);
      } else if (this.linkFrom !== index) {
        window.location.assign(this.href('connect', { node: this.linkFrom, to: index }));
      }
    } else if (e.key === 'Escape' && this.linkFrom !== null) {
      this.linkFrom = null;
      this.status(this.props.cancelled);
    }
  }

  /** Arrow moves are posted when the key is let go: one change per press or hold, not per repeat. */
  onKeyUp(e: KeyboardEvent) {
    const link = (e.target as Element).closest<SVGAElement>('a.node-link');
    if (!link || !e.key.startsWith('Arrow')) return;
    const index = Number(link.dataset.node);
    const sum = this.pending.get(index);
    if (!sum) return;
    this.pending.delete(index);
    this.move(index, sum.dx, sum.dy);
  }
}
