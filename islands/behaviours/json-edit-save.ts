import { jsonEditVerdict } from '../../server/domain/code/json-edit.ts';

const FORM = 'form[data-json-edit-original]';

/**
 * The JSON edit dialog's Save (views/parts/json-edit-dialog.tsx) is enabled only while its text differs from what
 * the dialog opened with and is a JSON object (widgets spec §2); the code editor island reports each edit to the
 * textarea as an input event.
 */
export function enableJsonEditSave(root: Document): void {
  const update = (form: HTMLFormElement) => {
    const text = form.querySelector('textarea')?.value ?? '';
    const { canSave } = jsonEditVerdict(text, form.dataset.jsonEditOriginal ?? '');
    for (const button of form.elements) {
      if (button instanceof HTMLButtonElement && button.hasAttribute('data-json-edit-save')) button.disabled = !canSave;
    }
  };
  for (const form of root.querySelectorAll<HTMLFormElement>(FORM)) update(form);
  root.addEventListener('input', (event) => {
    const form = (event.target as Element | null)?.closest?.<HTMLFormElement>(FORM);
    if (form) update(form);
  });
}
