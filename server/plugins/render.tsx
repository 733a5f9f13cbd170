import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { ReactElement } from 'react';
import { renderToStaticMarkup } from '../../views/react-markup.ts';
import type { AssetManifest } from '../assets/asset-manifest.ts';
import { stripBasePath, type UrlFor } from '../base-path.ts';
import { headerSafePath } from './safe-responses.ts';
import type { Translator } from '../i18n/i18n.ts';
import { LANGUAGE_COOKIE, requestLanguage } from '../i18n/language-cookie.ts';
import { keyboardPlatform } from '../i18n/keyboard-platform.ts';
import { parseShellMode } from '../domain/shell-mode.ts';
import { formatterFor } from '../../views/format.ts';
import { ViewContextProvider, type ViewContext } from '../../views/view-context.tsx';
import { writtenMarkup } from '../../views/markup-writer.ts';
import { Toast, ToastRegion } from '../../views/toasts/toasts.tsx';
import { takePendingToast } from '../notices/toasts.tsx';

export interface RenderOptions {
  url: UrlFor;
  basePath: string;
  translator: Translator;
  assets: AssetManifest;
}

/**
 * reply.page renders a full HTML document, reply.fragment only the part htmx swaps; both from the
 * same view components, with the request's language, user and CSRF token in context.
 */
export const rendering = fp(async function rendering(app: FastifyInstance, options: RenderOptions): Promise<void> {
  const { url, translator, assets, basePath } = options;
  const assetUrls = new Map(Object.entries(assets).map(([name, file]) => [name, url(`/static/build/${file}`)]));
  const assetUrl = (name: keyof AssetManifest) => assetUrls.get(name)!;

  app.decorateRequest('consolePath', '');
  app.decorateRequest('wantsFragment', false);
  // A page asks for its view many times (each row action's label and address): one per request, made again only when
  // the signed-in user or the language changed during the request (a sign-in, a profile saved in another language).
  // What the language is read from is compared first: picking the language again for every row action cost more.
  const views = new WeakMap<FastifyRequest, { view: ViewContext; preference?: string; remembered?: string; accepted?: string }>();
  app.decorateRequest('view', function (this: FastifyRequest): ViewContext {
    const request = this;
    const user = this.session?.user ?? null;
    const preference = user?.lang;
    const remembered = this.cookies?.[LANGUAGE_COOKIE];
    const accepted = this.headers['accept-language'];
    const made = views.get(this);
    if (made && made.view.user === user && made.preference === preference && made.remembered === remembered && made.accepted === accepted) return made.view;
    const lang = requestLanguage(this, translator);
    if (made && made.view.user === user && made.view.lang === lang) {
      Object.assign(made, { preference, remembered, accepted });
      return made.view;
    }
    const view: ViewContext = {
      t: translator.fixedT(lang),
      lang,
      url,
      path: this.consolePath,
      // Read only by pages with a form: a page without one leaves the session untouched.
      get csrfToken() {
        return request.csrfToken;
      },
      user,
      edgesEnabled: this.session?.edgesEnabled ?? false,
      asset: assetUrl,
      scripts: new Set(),
      format: formatterFor(lang),
      platform: keyboardPlatform(this),
      shellMode: parseShellMode(this.query, this.consolePath),
      now: () => request.server.clock.now(),
    };
    views.set(this, { view, preference, remembered, accepted });
    return view;
  });

  // A callback, not async: an async hook costs a promise and a microtask on every request.
  app.addHook('onRequest', (request, _reply, done) => {
    const { url: target } = request;
    const query = target.indexOf('?');
    const path = query < 0 ? target : target.slice(0, query);
    request.consolePath = stripBasePath(basePath, path) ?? path;
    request.wantsFragment =
      request.headers['hx-request'] === 'true' &&
      request.headers['hx-history-restore-request'] !== 'true' &&
      request.headers['hx-request-type'] !== 'full';
    done();
  });

  // A view that writes itself from templates (a list page, its table) is not rendered by React.
  const render = (view: ViewContext, element: ReactElement) => writtenMarkup(view, element) ?? renderToStaticMarkup(<ViewContextProvider value={view}>{element}</ViewContextProvider>);

  // One render per answer: the session's pending toast goes into the page's region, or out of band after a fragment.
  app.decorateReply('page', function (element: ReactElement, status = 200) {
    // Not spread: that would read the lazy CSRF token and store a session for every visitor.
    const view = this.request.view();
    view.toast = takePendingToast(this.request);
    const html = `<!doctype html>${render(view, element)}`;
    return this.code(status).header('vary', 'HX-Request').type('text/html; charset=utf-8').send(html);
  });

  app.decorateReply('fragment', function (element: ReactElement, pushUrl?: string) {
    if (pushUrl) this.header('hx-push-url', pushUrl);
    const toast = takePendingToast(this.request);
    const view = this.request.view();
    let html = render(view, element);
    if (toast) {
      html += render(view, (
        <ToastRegion oob>
          <Toast notice={toast.notice} id={toast.id} />
        </ToastRegion>
      ));
    }
    return this.header('vary', 'HX-Request').type('text/html; charset=utf-8').send(html);
  });

  app.decorateReply('redirectTo', function (path: string) {
    const target = headerSafePath(url(path));
    // htmx follows a plain 303 inside its fetch and would swap the whole page into the target.
    if (this.request.headers['hx-request'] === 'true') return this.header('hx-redirect', target).code(204).send();
    return this.redirect(target, 303);
  });
}, { name: 'render' });

declare module 'fastify' {
  interface FastifyRequest {
    /** Request path without BASE_PATH and query. */
    consolePath: string;
    /** True when htmx asked for the table fragment only (not a history restore). */
    wantsFragment: boolean;
    /** What the views need about this request: language, user, CSRF token, URL helper. */
    view(): ViewContext;
  }

  interface FastifyReply {
    /** The whole document: the page in the shell, with the session's pending toast. */
    page(element: ReactElement, status?: number): FastifyReply;
    /** Only the part htmx swaps (`pushUrl`: the address it puts in the history), the pending toast out of band. */
    fragment(element: ReactElement, pushUrl?: string): FastifyReply;
    /** A console path (BASE_PATH added): 303, or for htmx an HX-Redirect. */
    redirectTo(path: string): FastifyReply;
  }
}
