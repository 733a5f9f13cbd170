import type { ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { ViewContextProvider, type ViewContext } from './view-context.tsx';

const MAX_VARIANTS = 2000;

/**
 * Markup that depends only on a few facts of the request (language, role, base path...) rendered once per
 * combination of them, `key`, and then served from memory; insert it with `dangerouslySetInnerHTML`. Only for parts
 * that read nothing else of the request (no CSRF token, no user name) and ask for no script (`useScript`).
 */
export function markupCache(): (ctx: ViewContext, key: string, element: () => ReactElement) => string {
  const rendered = new Map<string, string>();
  return (ctx, key, element) => {
    const fullKey = `${ctx.url('')}|${ctx.lang}|${key}`;
    let html = rendered.get(fullKey);
    if (html === undefined) {
      html = renderToStaticMarkup(<ViewContextProvider value={ctx}>{element()}</ViewContextProvider>);
      if (rendered.size >= MAX_VARIANTS) rendered.clear();
      rendered.set(fullKey, html);
    }
    return html;
  };
}
