import type { ReactNode } from 'react';
import { MODULE_SCRIPTS, SCRIPTS, type ScriptName, type StyleName } from '../server/assets/asset-manifest.ts';
import { PageScripts, useScript } from './page-scripts.tsx';
import { Toast, ToastRegion } from './toasts/toasts.tsx';
import { useView, type ViewContext } from './view-context.tsx';
import { markupCache, markupTemplates, renderIn } from './markup-cache.tsx';

const RTL_LANGUAGES = new Set(['fa_IR']);

/** Writing direction of one of the console's languages (`fa_IR` style code). */
export function textDirection(lang: string): 'rtl' | 'ltr' {
  return RTL_LANGUAGES.has(lang) ? 'rtl' : 'ltr';
}
const HTMX_CONFIG = JSON.stringify({ includeIndicatorCSS: false, defaultTimeout: 30000 });

export interface DocumentProps {
  title: string;
  /** The stylesheet of the page's frame. */
  style?: StyleName;
  /** The script of the page's frame: the shell's, the sign-in pages', or the basics every page needs. */
  script?: Extract<ScriptName, 'page' | 'shell' | 'sign-in'>;
  children: ReactNode;
  /** Page-specific head content (a dashboard's stylesheet). */
  head?: ReactNode;
  /** `data-ready` at first byte: everything on the page already shows its data (screenshot scripts wait on it). */
  ready?: boolean;
  /**
   * The body's content (before the toasts and scripts) as markup, when the page wrote it itself (the shell, from its
   * templates); `children` are rendered when it gives none.
   */
  bodyMarkup?: () => string | undefined;
}

// The scripts of a page (the same few sets on every page) and its empty toast region: rendered once per set.
const scriptTags = markupCache();
const SCRIPT_NAMES: readonly ScriptName[] = [...SCRIPTS, ...MODULE_SCRIPTS];

function pageEnd(view: ViewContext): string {
  const toast = view.toast ? <Toast notice={view.toast.notice} id={view.toast.id} /> : null;
  const region = toast ? renderIn(view, <ToastRegion>{toast}</ToastRegion>) : scriptTags(view, 'toast region', () => <ToastRegion />);
  const scripts = SCRIPT_NAMES.filter((name) => view.scripts.has(name)).join(' ');
  return region + scriptTags(view, `scripts ${scripts}`, () => <PageScripts />);
}

interface HtmlProps {
  title: string;
  style: StyleName;
  head?: ReactNode;
  ready?: boolean;
  /** The `<body>` element. */
  children: ReactNode;
}

/** The document around its body: the language, the head with the title, base address, icon and stylesheet. */
function DocumentHtml({ title, style, head, ready, children }: HtmlProps) {
  const { lang, t, asset, url } = useView();
  return (
    <html lang={lang.replace('_', '-')} dir={textDirection(lang)} data-ready={ready ? 'true' : undefined}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <title>{`${t('app.name')} | ${title}`}</title>
        <meta name="htmx-config" content={HTMX_CONFIG} />
        <meta name="console-base" content={url('/')} />
        <link rel="icon" href={url('/static/favicon.svg')} type="image/svg+xml" />
        <link rel="stylesheet" href={asset(`${style}.css`)} />
        {head}
      </head>
      {children}
    </html>
  );
}

/** The HTML document every full page is rendered into; the toast region holds the session's pending toast. */
export function Document({ title, style = 'console', script = 'page', children, head, ready, bodyMarkup }: DocumentProps) {
  const view = useView();
  const { toast } = view;
  useScript(script);
  const body = bodyMarkup?.();
  return (
    <DocumentHtml title={title} style={style} head={head} ready={ready}>
      {body === undefined ? (
        <body>
          {children}
          <ToastRegion>{toast && <Toast notice={toast.notice} id={toast.id} />}</ToastRegion>
          <PageScripts />
        </body>
      ) : (
        <body dangerouslySetInnerHTML={{ __html: body + pageEnd(view) }} />
      )}
    </DocumentHtml>
  );
}

// The document around the body is the same for every page of a language, stylesheet and readiness: rendered by React
// once per such variant, the title and the body put in.
const documents = markupTemplates();

/**
 * `Document` without React, for a body already written as markup (a page without head content of its own): the same
 * HTML, the toasts and the scripts the body's parts asked for (`view.scripts`) at its end.
 */
export function documentMarkup(view: ViewContext, { title, style = 'console', script = 'page', ready }: Omit<DocumentProps, 'children' | 'head' | 'bodyMarkup'>, body: string): string {
  view.scripts.add(script);
  const element = (titleSlot: string, bodySlot: string) => (
    <DocumentHtml title={titleSlot} style={style} ready={ready}>
      <body dangerouslySetInnerHTML={{ __html: bodySlot }} />
    </DocumentHtml>
  );
  return documents(view, [style, ready ? 'ready' : ''], element, title, { __html: body + pageEnd(view) });
}
