import type { ReactElement } from 'react';
import { renderToStaticMarkup } from './react-markup.ts';
import { ViewContextProvider, type ViewContext } from './view-context.tsx';

const MAX_VARIANTS = 2000;

/**
 * Markup that depends only on a few facts of the request (language, role, base path...) rendered once per
 * combination of them, `key`, and then served from memory; insert it with `dangerouslySetInnerHTML`. Only for parts
 * that read nothing else of the request (no CSRF token, no user name) and ask for no script (`useScript`).
 */
export function markupCache(): (ctx: ViewContext, key: string, element: () => ReactElement) => string {
  // Per base path and language; a page asks tens of times (each row's icons): its view finds its own at once.
  const byLanguage = new Map<string, Map<string, string>>();
  const ofView = new WeakMap<ViewContext, Map<string, string>>();
  const renderedFor = (ctx: ViewContext) => {
    let rendered = ofView.get(ctx);
    if (rendered === undefined) {
      const language = `${ctx.url('')}|${ctx.lang}`;
      rendered = byLanguage.get(language);
      if (rendered === undefined) byLanguage.set(language, (rendered = new Map()));
      ofView.set(ctx, rendered);
    }
    return rendered;
  };
  return (ctx, key, element) => {
    const rendered = renderedFor(ctx);
    let html = rendered.get(key);
    if (html === undefined) {
      html = renderToStaticMarkup(<ViewContextProvider value={ctx}>{element()}</ViewContextProvider>);
      if (rendered.size >= MAX_VARIANTS) rendered.clear();
      rendered.set(key, html);
    }
    return html;
  };
}
