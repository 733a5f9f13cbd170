/**
 * Forms marked data-submit-once send once: a second click is ignored and the submit button is
 * disabled until the answer arrives. The server also answers a repeated submission itself.
 */
export function enableSubmitOnce(root: Document): void {
  root.addEventListener('submit', (event) => {
    const form = event.target as HTMLFormElement | null;
    if (!form?.matches?.('form[data-submit-once]')) return;
    if (form.dataset.submitted) {
      event.preventDefault();
      return;
    }
    form.dataset.submitted = 'true';
    // Disabled after the submission started, so the button's own name and value are still sent.
    setTimeout(() => {
      for (const button of form.querySelectorAll<HTMLButtonElement>('button[type="submit"]')) button.disabled = true;
    });
  });
  window.addEventListener('pageshow', (event) => {
    if (!event.persisted) return;
    for (const form of root.querySelectorAll<HTMLFormElement>('form[data-submitted]')) {
      delete form.dataset.submitted;
      for (const button of form.querySelectorAll<HTMLButtonElement>('button[type="submit"]')) button.disabled = false;
    }
  });
}
