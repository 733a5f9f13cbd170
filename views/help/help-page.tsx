import { Shell } from '../shell/shell.tsx';
import { routeCrumbs } from '../../server/domain/route-crumbs.ts';
import { textDirection } from '../document.tsx';
import { bcp47 } from '../format.ts';
import { useView } from '../view-context.tsx';

export const HELP_INDEX = 'index';

export interface HelpPageProps {
  page: string;
  title: string;
  /** Already sanitized by the server's markdown renderer (server/help/markdown.ts). */
  html: string;
  /** The language the text is in (`en_US` style), when it differs from the page's. */
  contentLang?: string;
}

/** A help page inside the shell; the breadcrumb leads back to the help index. */
export function HelpPage({ page, title, html, contentLang }: HelpPageProps) {
  const view = useView();
  // A page's title comes from its markdown: a label function, shown as written.
  const label = () => title;
  const crumbs = page === HELP_INDEX ? routeCrumbs('helpIndex', view, { label }) : routeCrumbs('helpPage', view, { params: { page }, label });
  return (
    <Shell title={title} crumbs={crumbs}>
      <article
        className="help-page"
        lang={contentLang && bcp47(contentLang)}
        dir={contentLang && textDirection(contentLang)}
        dangerouslySetInnerHTML={{ __html: html }} />
    </Shell>
  );
}
