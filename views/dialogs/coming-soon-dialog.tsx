import { useView } from '../view-context.tsx';
import { Dialog, DialogClose, useDialogLabels } from './dialog.tsx';

/** Shown for actions the console does not offer yet. */
export function ComingSoonDialog({ id = 'coming-soon', open }: { id?: string; open?: boolean }) {
  const { t } = useView();
  const labels = useDialogLabels();
  return (
    <Dialog id={id} title={t('dialog.coming-soon-title')} open={open} actions={<DialogClose label={labels.ok} primary />}>
      <p>{t('dialog.coming-soon-text')}</p>
    </Dialog>
  );
}
