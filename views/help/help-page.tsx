import { Shell } from '../shell/shell.tsx';
import type { Crumb } from '../shell/breadcrumb.tsx';
import { useView } from '../view-context.tsx';

export const HELP_INDEX = 'index';

export interface HelpPageProps {
  page: string;
  title: string;
  /** Already sanitized by the server's markdown renderer (server/help/markdown.ts). */
  html: string;
  /** BCP 47 tag of the language the text is in, when it differs from the page's. */
  contentLang?: string;
}

/** A help page inside the shell; the breadcrumb leads back to the help index. */
export function HelpPage({ page, title, html, contentLang }: HelpPageProps) {
  const { t } = useView();
  const help = t('help.help');
  const crumbs: Crumb[] =
    page === HELP_INDEX ? [{ label: title, icon: 'help_outline' }] : [{ label: help, icon: 'help_outline', path: `/help/${HELP_INDEX}` }, { label: title, icon: 'help_outline' }];
  return (
    <Shell title={title} crumbs={crumbs}>
      <article className="help-page" lang={contentLang} dangerouslySetInnerHTML={{ __html: html }} />
    </Shell>
  );
}
