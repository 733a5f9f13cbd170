/**
 * The type pickers' chip lists (views/parts/type-pickers/type-chips.tsx): Enter, comma or semicolon in the text field
 * presses the list's Add button, whose htmx request adds the typed values (trimmed, empty ones ignored) and draws the
 * list again; pasted text holding a separator does the same. Enter in an empty field still sends the form.
 */

const INPUT = 'input[data-type-chips-input]';

function pressAdd(input: HTMLInputElement): void {
  input.closest('fieldset.type-chips')?.querySelector<HTMLButtonElement>('button.type-chips-add-button')?.click();
}

export function enableTypeChips(root: Document): void {
  root.addEventListener('keydown', (event) => {
    const input = (event.target as Element | null)?.closest?.(INPUT);
    if (!(input instanceof HTMLInputElement) || event.isComposing) return;
    if (event.key !== 'Enter' && event.key !== ',' && event.key !== ';') return;
    const typed = input.value.trim() !== '';
    // A separator never stays in the field; Enter only stays in it when there is text to add.
    if (event.key !== 'Enter' || typed) event.preventDefault();
    if (typed) pressAdd(input);
  });
  root.addEventListener('input', (event) => {
    const input = (event.target as Element | null)?.closest?.(INPUT);
    if (input instanceof HTMLInputElement && /[,;]/.test(input.value)) pressAdd(input);
  });
}
