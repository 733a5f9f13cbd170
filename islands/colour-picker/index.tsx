// The colour input and the colour picker dialog (views/parts/pickers): the sample follows the text while typing, the
// clear button empties the field, and in the dialog the browser's picker, the opacity slider and the text follow each
// other; Select is enabled only once the colour changed and is valid (widgets spec §2). No React: plain DOM.

const valid = (text: string) => text.trim() !== '' && CSS.supports('color', text.trim());

function toHex(n: number): string {
  return Math.round(n).toString(16).padStart(2, '0');
}

/** The browser's own reading of a colour, as `#rrggbb` and an opacity in percent (a canvas resolves any CSS colour). */
function partsOf(text: string): { hex: string; alpha: number } | null {
  if (!valid(text)) return null;
  const context = document.createElement('canvas').getContext('2d');
  if (!context) return null;
  context.fillStyle = '#000';
  context.fillStyle = text.trim();
  const value = String(context.fillStyle);
  if (value.startsWith('#')) return { hex: value, alpha: 100 };
  const match = /rgba?\(([\d.]+),\s*([\d.]+),\s*([\d.]+)(?:,\s*([\d.]+))?\)/.exec(value);
  if (!match) return null;
  return { hex: `#${toHex(+match[1])}${toHex(+match[2])}${toHex(+match[3])}`, alpha: Math.round(Number(match[4] ?? 1) * 100) };
}

function compose(hex: string, alpha: number): string {
  if (alpha >= 100) return hex;
  const [r, g, b] = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16));
  return `rgba(${r}, ${g}, ${b}, ${alpha / 100})`;
}

function paint(root: Element, text: string): void {
  const fill = root.querySelector<SVGRectElement>('[data-colour-fill]');
  fill?.setAttribute('fill', valid(text) ? text.trim() : 'transparent');
}

function enableInput(root: HTMLElement): void {
  const text = root.querySelector<HTMLInputElement>('[data-colour-text]');
  if (!text) return;
  text.addEventListener('input', () => paint(root, text.value));
  root.querySelector('[data-colour-clear]')?.addEventListener('click', () => {
    text.value = '';
    text.dispatchEvent(new Event('input', { bubbles: true }));
    text.focus();
  });
}

function enableDialog(form: HTMLFormElement): void {
  const text = form.querySelector<HTMLInputElement>('[data-colour-text]')!;
  const native = form.querySelector<HTMLInputElement>('[data-colour-native]')!;
  const alpha = form.querySelector<HTMLInputElement>('[data-colour-alpha]')!;
  const select = document.querySelector<HTMLButtonElement>(`[data-colour-select][form="${form.id}"]`);
  const initial = text.value;
  const update = () => {
    paint(form, text.value);
    if (select) select.disabled = text.value.trim() === initial.trim() || !valid(text.value);
  };
  text.addEventListener('input', () => {
    const parts = partsOf(text.value);
    if (parts) {
      native.value = parts.hex;
      alpha.value = String(parts.alpha);
    }
    update();
  });
  const fromPicker = () => {
    text.value = compose(native.value, Number(alpha.value));
    update();
  };
  native.addEventListener('input', fromPicker);
  alpha.addEventListener('input', fromPicker);
  update();
}

export async function hydrate(element: HTMLElement): Promise<void> {
  const dialog = element.querySelector<HTMLFormElement>('form[data-colour-dialog]');
  if (dialog) enableDialog(dialog);
  for (const input of element.querySelectorAll<HTMLElement>('[data-colour-input]')) enableInput(input);
}
