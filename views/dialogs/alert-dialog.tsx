import type { ReactNode } from 'react';
import { Dialog, DialogClose, useDialogLabels } from './dialog.tsx';

/** A message with a single OK button (e.g. the login error of the spec). */
export function AlertDialog({ id, title, open, okLabel, children }: { id: string; title: string; open?: boolean; okLabel?: string; children: ReactNode }) {
  const labels = useDialogLabels();
  return (
    <Dialog id={id} title={title} open={open} alert actions={<DialogClose label={okLabel ?? labels.ok} primary />}>
      {children}
    </Dialog>
  );
}
