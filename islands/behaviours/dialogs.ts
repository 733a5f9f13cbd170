const MODAL = 'dialog[data-modal]';

function closeAll(root: Document): void {
  for (const dialog of root.querySelectorAll<HTMLDialogElement>('dialog[open]')) dialog.close();
}

/** A dialog rendered open (non-modal without JS) becomes modal, so focus stays inside it. */
function makeModal(dialog: HTMLDialogElement): void {
  if (!dialog.open || dialog.matches(':modal')) return;
  dialog.close();
  dialog.showModal();
}

function supportsInvokerCommands(): boolean {
  return 'commandForElement' in HTMLButtonElement.prototype;
}

/**
 * Server-rendered dialogs: open ones turn modal, opener buttons work where the browser lacks
 * invoker commands, and every open dialog closes when a navigation starts.
 */
export function enableDialogs(root: Document): void {
  const upgrade = (scope: ParentNode) => {
    for (const dialog of scope.querySelectorAll<HTMLDialogElement>(`${MODAL}[open]`)) makeModal(dialog);
  };
  upgrade(root);
  root.addEventListener('htmx:after:swap', () => upgrade(root));

  if (!supportsInvokerCommands()) {
    root.addEventListener('click', (event) => {
      const opener = (event.target as Element | null)?.closest<HTMLElement>('[data-dialog-open]');
      const dialog = opener && root.getElementById(opener.dataset.dialogOpen ?? '');
      if (dialog instanceof HTMLDialogElement && !dialog.open) dialog.showModal();
    });
  }

  root.addEventListener('htmx:before:request', () => closeAll(root));
  window.addEventListener('popstate', () => closeAll(root));
  // A page kept in the back/forward cache must not come back with a dialog still open.
  window.addEventListener('pagehide', () => closeAll(root));
  root.addEventListener('click', (event) => {
    const link = (event.target as Element | null)?.closest('dialog a[href]');
    if (link) closeAll(root);
  });
}
