import { HelpPage } from '../../views/help/help-page.tsx';
import { MessagePage } from '../../views/errors/message-page.tsx';
import { helpLoader } from '../help/help-loader.ts';
import { helpTitle } from '../help/help-source.ts';
import { renderMarkdown } from '../help/markdown.ts';
import { routePlugin } from '../route-plugin.ts';
import { MarkdownView } from '../../views/parts/markdown-view.tsx';


/** `/help/<page>` (for htmx-style requests, the help popover's fragment): markdown per language from the platform's help base URL or the local copy, rendered on the server. */
export const help = routePlugin('help', async (app) => {
  const load = helpLoader();

  app.get<{ Params: { '*': string } }>('/help/*', { config: { routeId: 'helpPage' } }, async (request, reply) => {
    const view = request.view();
    const page = request.params['*'];
    const doc = await load(request, page);
    // A help popover's request (views/parts/help-button.tsx): the page's markdown only.
    if (request.wantsFragment) {
      if (!doc) return reply.code(404).fragment(<p className="field-error">{view.t('help.not-found-text')}</p>);
      return reply.fragment(<MarkdownView markdown={doc.markdown} className="help-popover-markdown" />);
    }
    if (!doc) {
      const { t } = view;
      return reply.page(
        <MessagePage title={t('help.not-found')} message={t('help.not-found-text')} icon="help_outline" action={{ label: t('help.help'), path: '/help/index' }} />,
        404,
      );
    }
    const title = helpTitle(doc.markdown) ?? view.t('help.help');
    return reply.page(<HelpPage page={page} title={title} html={renderMarkdown(doc.markdown)} contentLang={doc.lang === view.lang ? undefined : doc.lang} />);
  });
});
