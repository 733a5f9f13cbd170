import { Shell } from '../shell/shell.tsx';
import { crumbsFor, type RouteLevel } from '../shell/route-crumbs.ts';
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
  const { t } = useView();
  const index: RouteLevel = { path: `/help/${HELP_INDEX}`, breadcrumb: { label: 'help.help', icon: 'help_outline' } };
  // A page's title comes from its markdown: a label function, shown as written.
  const current: RouteLevel = { path: `/help/${page}`, breadcrumb: { icon: 'help_outline', labelFunction: () => title } };
  const crumbs = crumbsFor(page === HELP_INDEX ? [current] : [index, current], t);
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
