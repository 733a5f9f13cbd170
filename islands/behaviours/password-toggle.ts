/** 'Show password' checkboxes (data-password-toggle = the input's id) switch that input between hidden and plain text. */
export function enablePasswordToggles(root: Document): void {
  root.documentElement.classList.add('password-toggles');
  root.addEventListener('change', (event) => {
    const box = event.target as HTMLInputElement | null;
    const id = box?.dataset?.passwordToggle;
    if (!box || !id) return;
    const input = root.getElementById(id);
    if (input instanceof HTMLInputElement) input.type = box.checked ? 'text' : 'password';
  });
  // Never leave a password readable in a page restored from the back/forward cache.
  window.addEventListener('pagehide', () => {
    for (const box of root.querySelectorAll<HTMLInputElement>('input[data-password-toggle]:checked')) {
      box.checked = false;
      const input = root.getElementById(box.dataset.passwordToggle ?? '');
      if (input instanceof HTMLInputElement) input.type = 'password';
    }
  });
}
