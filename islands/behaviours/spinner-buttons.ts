/**
 * Spinner buttons (views/parts/spinner-button.tsx): while the htmx request of the form (or element) holding one runs,
 * the button shows its spinner, is busy for assistive technology (aria-busy) and is disabled; all back when it ends.
 */
export function enableSpinnerButtons(root: Document): void {
  const buttonsOf = (event: Event) => {
    const source = event.target as Element | null;
    if (!source?.matches) return [];
    return source.matches('[data-spinner-button]') ? [source as HTMLButtonElement] : [...source.querySelectorAll<HTMLButtonElement>('[data-spinner-button]')];
  };
  root.addEventListener('htmx:before:request', (event) => {
    for (const button of buttonsOf(event)) {
      button.classList.add('busy');
      button.setAttribute('aria-busy', 'true');
      button.dataset.wasDisabled = String(button.disabled);
      // Disabled after this turn, so a submit button's own name and value are still in the request being sent.
      setTimeout(() => { if (button.classList.contains('busy')) button.disabled = true; });
    }
  });
  root.addEventListener('htmx:finally:request', (event) => {
    for (const button of buttonsOf(event)) {
      button.classList.remove('busy');
      button.removeAttribute('aria-busy');
      button.disabled = button.dataset.wasDisabled === 'true';
    }
  });
}
