import { hasAllowedExtension } from '../../server/domain/files/file-rules.ts';

const FIELD = '[data-file-input]';

/** The field's error line, made when the server drew none. */
function errorLine(field: HTMLElement, input: HTMLInputElement): HTMLElement {
  const id = `${input.id}-error`;
  let line = document.getElementById(id);
  if (!line) {
    line = document.createElement('span');
    line.id = id;
    line.className = 'field-error';
    field.append(line);
  }
  return line;
}

/** What the server would say of the chosen files (server/domain/files/file-rules.ts), before the form goes. */
function check(field: HTMLElement, input: HTMLInputElement): void {
  const files = [...(input.files ?? [])];
  const maxBytes = Number(field.dataset.maxBytes || Number.POSITIVE_INFINITY);
  const problem = files.some((file) => !hasAllowedExtension(file.name, field.dataset.accept)) ? (field.dataset.errorType ?? '')
    : files.some((file) => file.size > maxBytes) ? (field.dataset.errorSize ?? '') : '';
  input.setCustomValidity(problem);
  const line = errorLine(field, input);
  line.textContent = problem;
  line.hidden = problem === '';
  const hint = `${input.id}-hint`;
  input.setAttribute('aria-describedby', problem ? `${line.id} ${hint}` : hint);
  if (problem) input.setAttribute('aria-invalid', 'true');
  else input.removeAttribute('aria-invalid');
}

function show(field: HTMLElement, input: HTMLInputElement): void {
  const name = field.querySelector<HTMLElement>('.file-name');
  const names = [...(input.files ?? [])].map((file) => file.name);
  if (name) name.textContent = names.length > 0 ? names.join(', ') : (name.dataset.noFile ?? '');
  const clear = field.querySelector<HTMLButtonElement>('[data-file-clear]');
  if (clear) clear.hidden = names.length === 0;
  check(field, input);
}

/**
 * File inputs (views/parts/file-input.tsx): the chosen file's name, its type and size checked at once (the form is
 * not sent with a file the server would refuse), and the clear button, which gives the focus back to the input.
 */
export function enableFileInputs(root: Document): void {
  root.addEventListener('change', (event) => {
    const input = event.target as HTMLInputElement;
    const field = input.closest?.<HTMLElement>(FIELD);
    if (field && input.type === 'file') show(field, input);
  });
  root.addEventListener('click', (event) => {
    const clear = (event.target as Element | null)?.closest<HTMLButtonElement>('[data-file-clear]');
    const field = clear?.closest<HTMLElement>(FIELD);
    const input = field?.querySelector<HTMLInputElement>('input[type="file"]');
    if (!field || !input) return;
    input.value = '';
    show(field, input);
    input.focus();
  });
}
