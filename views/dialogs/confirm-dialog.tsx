import type { ReactNode } from 'react';
import { useView } from '../view-context.tsx';
import { Dialog, DialogClose, useDialogLabels } from './dialog.tsx';

/** What the confirming button does: a CSRF-protected POST, or a plain link. */
export type ConfirmAction = { post: string; fields?: Record<string, string> } | { href: string };

export interface ConfirmDialogProps {
  id: string;
  title: string;
  open?: boolean;
  confirmLabel?: string;
  cancelLabel?: string;
  /** Path (without BASE_PATH) to leave for on cancel; absent: cancel just closes the dialog. */
  cancelHref?: string;
  confirm: ConfirmAction;
  children?: ReactNode;
}

/** A question with Cancel and a confirming action. */
export function ConfirmDialog({ id, title, open, confirmLabel, cancelLabel, cancelHref, confirm, children }: ConfirmDialogProps) {
  const { url, csrfToken } = useView();
  const labels = useDialogLabels();
  const cancel = cancelHref ? (
    <a className="button" href={url(cancelHref)}>
      {cancelLabel ?? labels.cancel}
    </a>
  ) : (
    <DialogClose label={cancelLabel ?? labels.cancel} />
  );
  const ok =
    'post' in confirm ? (
      <form method="post" action={url(confirm.post)}>
        <input type="hidden" name="_csrf" value={csrfToken} />
        {Object.entries(confirm.fields ?? {}).map(([name, value]) => (
          <input key={name} type="hidden" name={name} value={value} />
        ))}
        <button type="submit" className="button primary">
          {confirmLabel ?? labels.ok}
        </button>
      </form>
    ) : (
      <a className="button primary" href={url(confirm.href)}>
        {confirmLabel ?? labels.ok}
      </a>
    );
  return (
    <Dialog id={id} title={title} open={open} alert actions={<>{cancel}{ok}</>}>
      {children}
    </Dialog>
  );
}
