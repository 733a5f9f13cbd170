import type { FastifyRequest } from 'fastify';
import { HelpBaseUrl } from './help-base-url.ts';
import { RemoteHelp, readLocalHelp } from './help-fetcher.ts';
import { isHelpPageName, loadHelp, type HelpDocument } from './help-source.ts';

/**
 * Loads a help page for a request: from the platform's help base URL when it has one, else the local copy, in the
 * request's language or the default one. Shared by `/help/<page>` and the dialogs that show a help page (the
 * markdown help viewer).
 */
export function helpLoader(): (request: FastifyRequest, page: string) => Promise<HelpDocument | null> {
  const baseUrl = new HelpBaseUrl();
  const remote = new RemoteHelp();
  return async (request, page) => {
    const view = request.view();
    const remoteBase = isHelpPageName(page) ? await baseUrl.get(request.platform) : null;
    // Absolute only when the console's public origin is known; otherwise links stay relative to it.
    const consoleBase = `${request.publicOrigin() ?? ''}${view.url('')}`;
    return loadHelp(
      page,
      view.lang,
      { remoteBase, fetchRemote: (url) => remote.fetch(url), readLocal: readLocalHelp },
      { baseUrl: consoleBase, siteBaseUrl: consoleBase, helpBaseUrl: remoteBase ?? `${consoleBase}/help`, localHelpBaseUrl: `${consoleBase}/help` },
    );
  };
}
