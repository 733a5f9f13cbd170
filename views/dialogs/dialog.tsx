import type { ReactNode } from 'react';
import { useView } from '../view-context.tsx';

declare module 'react' {
  // Invoker commands (button commandfor/command) open and close dialogs without any script.
  interface ButtonHTMLAttributes<T> {
    commandfor?: string;
    command?: 'show-modal' | 'close' | 'request-close' | (string & {});
  }
}

export interface DialogProps {
  /** Element id, also the target of opener buttons (`commandfor`). */
  id: string;
  title: string;
  /** Rendered open: the page itself asks for the dialog (a sign-in error, a forbidden route). */
  open?: boolean;
  /** Alert dialogs interrupt (role alertdialog); others are plain dialogs. */
  alert?: boolean;
  children?: ReactNode;
  /** Buttons or forms at the bottom; a `DialogClose` closes without a request. */
  actions: ReactNode;
}

/**
 * A server-rendered `<dialog>`. Rendered open it shows without JavaScript (as a non-modal box);
 * the dialogs behaviour turns it modal, and closes every dialog when a navigation starts.
 */
export function Dialog({ id, title, open, alert, children, actions }: DialogProps) {
  return (
    <dialog
      id={id}
      className="dialog"
      open={open}
      role={alert ? 'alertdialog' : undefined}
      aria-labelledby={`${id}-title`}
      aria-describedby={children ? `${id}-body` : undefined}
      closedby="closerequest"
      data-modal=""
    >
      <h2 className="dialog-title" id={`${id}-title`}>
        {title}
      </h2>
      {children ? (
        <div className="dialog-body" id={`${id}-body`}>
          {children}
        </div>
      ) : null}
      <div className="dialog-actions">{actions}</div>
    </dialog>
  );
}

/** Closes its dialog natively (a `method="dialog"` form): no request, no script. */
export function DialogClose({ label, primary }: { label: string; primary?: boolean }) {
  return (
    <form method="dialog">
      <button type="submit" className={primary ? 'button primary' : 'button'} value="close">
        {label}
      </button>
    </form>
  );
}

/**
 * A button that opens a dialog rendered elsewhere on the page. Browsers with invoker commands
 * need no script; the dialogs behaviour covers the others.
 */
export function DialogOpener({ dialogId, className, children, label }: { dialogId: string; className?: string; children: ReactNode; label?: string }) {
  return (
    <button type="button" className={className ?? 'button'} commandfor={dialogId} command="show-modal" data-dialog-open={dialogId} aria-haspopup="dialog" aria-label={label}>
      {children}
    </button>
  );
}

/** The OK / Cancel wording shared by the dialogs. */
export function useDialogLabels() {
  const { t } = useView();
  return { ok: t('dialog.ok'), cancel: t('dialog.cancel'), close: t('dialog.close') };
}
