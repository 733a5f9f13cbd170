/** Forms marked data-enable-when-valid keep their submit button disabled while a field breaks its rules. */
export function enableSubmitWhenValid(root: Document): void {
  const update = (form: HTMLFormElement) => {
    const valid = form.checkValidity();
    for (const button of form.querySelectorAll<HTMLButtonElement>('button[type="submit"]')) {
      if (!form.dataset.submitted) button.disabled = !valid;
    }
  };
  for (const form of root.querySelectorAll<HTMLFormElement>('form[data-enable-when-valid]')) update(form);
  root.addEventListener('input', (event) => {
    const form = (event.target as Element | null)?.closest?.<HTMLFormElement>('form[data-enable-when-valid]');
    if (form) update(form);
  });
}
