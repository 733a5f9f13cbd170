import { Dialog } from '../dialogs/dialog.tsx';
import { useView } from '../view-context.tsx';

/**
 * The markdown help viewer (widgets spec §2): a help page of the console's help content (rendered and sanitized on
 * the server, server/help) in a dialog at its own address, at most 80% of the window's width and height. Close
 * leads back to the page, to the fragment of the link that opened it, so the focus returns there.
 */
export function MarkdownHelpDialog({ id, title, html, closeHref }: { id: string; title: string; html: string; closeHref: string }) {
  const { t } = useView();
  return (
    <Dialog id={id} title={title} open actions={<a className="button primary" href={closeHref}>{t('action.close')}</a>}>
      <div className="markdown markdown-help" dangerouslySetInnerHTML={{ __html: html }} />
    </Dialog>
  );
}
