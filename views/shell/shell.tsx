import type { ReactNode } from 'react';
import { Document } from '../document.tsx';
import { useView } from '../view-context.tsx';
import type { Crumb } from '../../server/domain/breadcrumbs.ts';
import { PageFooter, useCurrentYear } from '../parts/page-footer.tsx';
import { CheatSheet } from './cheat-sheet.tsx';
import { SideNav } from './side-nav.tsx';
import { Toolbar } from './toolbar.tsx';
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

/**
 * The frame of every signed-in page. The narrow-screen menu opens with a checkbox so that it
 * works without JavaScript. In the mobile app's webview (`embedded`, `hideToolbar`) the app
 * provides navigation, so the side menu and user menu (or the whole toolbar) are left out; the
 * fullscreen dashboard route has no side menu either.
 */
export function Shell({ title, crumbs, search, children, head, ready }: ShellProps) {
  const { t, shellMode } = useView();
  const withNav = !shellMode.embedded && !shellMode.fullscreen;
  const layoutClass = withNav ? 'layout' : 'layout embedded';
  const year = useCurrentYear();
  return (
    <Document title={title} script="shell" head={head} ready={ready}>
      <a className="skip-link" href="#main">
        {t('shell.skip-to-content')}
      </a>
      {withNav && <input type="checkbox" id="nav-toggle" className="nav-toggle" autoComplete="off" aria-label={t('shell.toggle-menu')} aria-controls="side-nav" />}
      <div className={layoutClass}>
        {withNav && <SideNav />}
        {withNav && <label htmlFor="nav-toggle" className="nav-backdrop" aria-hidden="true" />}
        <div className="content">
          {shellMode.hideToolbar ? null : <Toolbar crumbs={crumbs} search={search} />}
          <main id="main" tabIndex={-1}>
            {shellMode.hideToolbar && <h1 className="visually-hidden">{crumbs.at(-1)?.label ?? title}</h1>}
            {children}
          </main>
          {/* Rendered per request, outside the markup caches, so that the year is always the current one. */}
          {withNav && <PageFooter year={year} />}
        </div>
      </div>
      <CheatSheet />
    </Document>
  );
}
