import type { ReactNode } from 'react';
import { Document } from '../document.tsx';
import { Icon } from '../icon.tsx';
import { useView } from '../view-context.tsx';
import { Breadcrumb, type Crumb } from './breadcrumb.tsx';
import { SideNav } from './side-nav.tsx';
import { UserMenu } from './user-menu.tsx';

/**
 * The frame of every signed-in page. The narrow-screen menu opens with a checkbox so that it
 * works without JavaScript.
 */
export function Shell({ title, crumbs, children }: { title: string; crumbs: Crumb[]; children: ReactNode }) {
  const { t } = useView();
  return (
    <Document title={title}>
      <a className="skip-link" href="#main">
        {t('shell.skip-to-content')}
      </a>
      <input type="checkbox" id="nav-toggle" className="nav-toggle" aria-label={t('shell.toggle-menu')} />
      <div className="layout">
        <SideNav />
        <label htmlFor="nav-toggle" className="nav-backdrop" aria-hidden="true" />
        <div className="content">
          <header className="toolbar">
            <label htmlFor="nav-toggle" className="icon-button menu-button" title={t('shell.toggle-menu')}>
              <Icon name="menu" />
            </label>
            <Breadcrumb crumbs={crumbs} />
            <div className="toolbar-spacer" />
            <UserMenu />
            <div className="progress-bar htmx-indicator" id="progress" aria-hidden="true" />
          </header>
          <main id="main" tabIndex={-1}>
            {children}
          </main>
        </div>
      </div>
    </Document>
  );
}
