import { HelpPage } from '../../views/help/help-page.tsx';
import { MessagePage } from '../../views/errors/message-page.tsx';
import { helpLoader } from '../help/help-loader.ts';
import { helpTitle } from '../help/help-source.ts';
import { renderMarkdown } from '../help/markdown.ts';
import { routePlugin } from '../route-plugin.ts';


/** `/help/<page>`: markdown per language from the platform's help base URL or the local copy, rendered on the server. */
export const help = routePlugin('help', async (app) => {
  const load = helpLoader();

  app.get<{ Params: { '*': string } }>('/help/*', { config: { routeId: 'helpPage' } }, async (request, reply) => {
    const view = request.view();
    const page = request.params['*'];
    const doc = await load(request, page);
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
