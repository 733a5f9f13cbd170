import type { ReactNode } from 'react';
import { Document, documentMarkup } from '../document.tsx';
import { useView, type ViewContext } from '../view-context.tsx';
import { markupTemplates, renderIn } from '../markup-cache.tsx';
import type { Crumb } from '../../server/domain/breadcrumbs.ts';
import { PageFooter, currentYear } from '../parts/page-footer.tsx';
import { CheatSheet } from './cheat-sheet.tsx';
import { SideNav, sideNavKey } from './side-nav.tsx';
import { toolbarMarkup } from './toolbar.tsx';
import type { ToolbarSearch } from './toolbar-search.tsx';

export interface ShellProps {
  title: string;
  crumbs: Crumb[];
  /** Present on pages that support search: the toolbar shows a field that drives the page's textSearch. */
  search?: ToolbarSearch;
  children: ReactNode;
  head?: ReactNode;
  ready?: boolean;
}

interface FrameParts {
  withNav: boolean;
  hideToolbar: boolean;
  /** The toolbar's markup. */
  toolbar: string;
  /** The hidden heading of a page without toolbar. */
  heading: string;
  main: ReactNode;
  year: number | string;
}

/** Everything of the body around the page's own content, but the toasts and scripts the document adds. */
function Frame({ withNav, hideToolbar, toolbar, heading, main, year }: FrameParts) {
  const { t } = useView();
  return (
    <>
      <a className="skip-link" href="#main">
        {t('shell.skip-to-content')}
      </a>
      {withNav && <input type="checkbox" id="nav-toggle" className="nav-toggle" autoComplete="off" aria-label={t('shell.toggle-menu')} aria-controls="side-nav" />}
      <div className={withNav ? 'layout' : 'layout embedded'}>
        {withNav && <SideNav />}
        {withNav && <label htmlFor="nav-toggle" className="nav-backdrop" aria-hidden="true" />}
        <div className="content">
          {hideToolbar ? null : <header className="toolbar" dangerouslySetInnerHTML={{ __html: toolbar }} />}
          <main id="main" tabIndex={-1}>
            {hideToolbar && <h1 className="visually-hidden">{heading}</h1>}
            {main}
          </main>
          {withNav && <PageFooter year={year} />}
        </div>
      </div>
      <CheatSheet />
    </>
  );
}

// The frame is the same on every page of a language, role, active menu entry, keyboard and mode: rendered by React
// once per such variant, the toolbar, the page's content and the year put in.
const frames = markupTemplates();

// Elements React moves into the document's head when it renders the whole document (a `<meta http-equiv>` of a
// page); rendered apart, it writes them first instead: such a page is rendered as one document, as before.
const HOISTED = /^<(?:title|meta|link|script|style|base)[\s/>]/;
const framed = (view: ViewContext, parts: Omit<FrameParts, 'main'>, main: string) => (HOISTED.test(main) ? undefined : frameMarkup(view, parts, main));

/** The frame around the page's content (its markup). */
function frameMarkup(view: ViewContext, parts: Omit<FrameParts, 'main'>, main: string): string {
  const { withNav, hideToolbar } = parts;
  const element = (toolbar: string, heading: string, content: string, year: string) => (
    <Frame withNav={withNav} hideToolbar={hideToolbar} toolbar={toolbar} heading={heading} main={content} year={year} />
  );
  const key = `${withNav}|${hideToolbar}|${view.platform}|${sideNavKey(view)}`;
  return frames(view, [key], element, { __html: parts.toolbar }, parts.heading, { __html: main }, String(parts.year));
}

/** What the frame shows of the request: menu and toolbar by the shell's mode, the toolbar's markup, the year. */
function frameParts(view: ViewContext, { title, crumbs, search }: Pick<ShellProps, 'title' | 'crumbs' | 'search'>): Omit<FrameParts, 'main'> {
  const { shellMode } = view;
  return {
    withNav: !shellMode.embedded && !shellMode.fullscreen,
    hideToolbar: shellMode.hideToolbar,
    toolbar: shellMode.hideToolbar ? '' : toolbarMarkup(view, crumbs, search),
    heading: crumbs.at(-1)?.label ?? title,
    // Per request, outside the markup caches, so that the year is always the current one.
    year: currentYear(view),
  };
}

/**
 * `Shell` without React, around the page's content already written as markup, which must begin with an element of the
 * body (a template's, not React's rendering of any children: testing it would flatten its string, about 10 µs a page).
 */
export function shellMarkup(view: ViewContext, { title, crumbs, search, ready }: Omit<ShellProps, 'children' | 'head'>, content: string): string {
  return documentMarkup(view, { title, script: 'shell', ready }, frameMarkup(view, frameParts(view, { title, crumbs, search }), content));
}

/**
 * The frame of every signed-in page. The narrow-screen menu opens with a checkbox so that it
 * works without JavaScript. In the mobile app's webview (`embedded`, `hideToolbar`) the app
 * provides navigation, so the side menu and user menu (or the whole toolbar) are left out; the
 * fullscreen dashboard route has no side menu either.
 */
export function Shell({ title, crumbs, search, children, head, ready }: ShellProps) {
  const view = useView();
  const parts = frameParts(view, { title, crumbs, search });
  return (
    <Document title={title} script="shell" head={head} ready={ready} bodyMarkup={() => framed(view, parts, renderIn(view, <>{children}</>))}>
      <Frame {...parts} main={children} />
    </Document>
  );
}
