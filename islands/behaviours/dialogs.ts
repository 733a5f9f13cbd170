const MODAL = 'dialog[data-modal]';

/** Closes every open dialog, except one holding `within` (a request that swaps part of that dialog, like a picker's type-ahead). */
function closeAll(root: Document, within?: Element | null): void {
  for (const dialog of root.querySelectorAll<HTMLDialogElement>('dialog[open]')) {
    if (!within || !dialog.contains(within)) dialog.close();
  }
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

  root.addEventListener('htmx:before:request', (event) => {
    const target = (event as CustomEvent<{ ctx?: { target?: unknown } }>).detail?.ctx?.target;
    closeAll(root, target instanceof Element ? target : null);
  });
  window.addEventListener('popstate', () => closeAll(root));
  // A page kept in the back/forward cache must not come back with a dialog still open.
  window.addEventListener('pagehide', () => closeAll(root));
  root.addEventListener('click', (event) => {
    const link = (event.target as Element | null)?.closest('dialog a[href]');
    if (link) closeAll(root);
  });
}
