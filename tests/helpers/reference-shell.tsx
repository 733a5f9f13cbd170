// The shell as one React tree (the document's children, toasts and scripts rendered in place), as React wrote it
// before the templates, and the views and samples the markup tests of whole pages render it with.
import type { ReactNode } from 'react';
import { urlBuilder } from '../../server/base-path.ts';
import { viewContext } from './widget-render.tsx';
import { useView, type ViewContext } from '../../views/view-context.tsx';
import { Document } from '../../views/document.tsx';
import type { ShellProps } from '../../views/shell/shell.tsx';
import { SideNav } from '../../views/shell/side-nav.tsx';
import { Toolbar } from '../../views/shell/toolbar.tsx';
import { CheatSheet } from '../../views/shell/cheat-sheet.tsx';
import { PageFooter, useCurrentYear } from '../../views/parts/page-footer.tsx';
import type { SignedInUser } from '../../server/domain/signed-in-user.ts';
import type { ShellMode } from '../../server/domain/shell-mode.ts';
import type { PendingToast } from '../../server/domain/notice.ts';

export function ReferenceShell({ title, crumbs, search, children, head, ready }: ShellProps) {
  const { t, shellMode } = useView();
  const withNav = !shellMode.embedded && !shellMode.fullscreen;
  const year = useCurrentYear();
  return (
    <Document title={title} script="shell" head={head} ready={ready}>
      <a className="skip-link" href="#main">
        {t('shell.skip-to-content')}
      </a>
      {withNav && <input type="checkbox" id="nav-toggle" className="nav-toggle" autoComplete="off" aria-label={t('shell.toggle-menu')} aria-controls="side-nav" />}
      <div className={withNav ? 'layout' : 'layout embedded'}>
        {withNav && <SideNav />}
        {withNav && <label htmlFor="nav-toggle" className="nav-backdrop" aria-hidden="true" />}
        <div className="content">
          {shellMode.hideToolbar ? null : <Toolbar crumbs={crumbs} search={search} />}
          <main id="main" tabIndex={-1}>
            {shellMode.hideToolbar && <h1 className="visually-hidden">{crumbs.at(-1)?.label ?? title}</h1>}
            {children}
          </main>
          {withNav && <PageFooter year={year} />}
        </div>
      </div>
      <CheatSheet />
    </Document>
  );
}

export function shellViewOf(lang: string, user: SignedInUser | null, shellMode: ShellMode, toast?: PendingToast, path = '/devices', basePath = ''): ViewContext {
  return {
    ...viewContext(lang),
    url: urlBuilder(basePath),
    path,
    csrfToken: 'token&"<',
    user,
    edgesEnabled: lang === 'de_DE',
    asset: (name) => `${basePath}/static/build/${name}`,
    platform: lang === 'de_DE' ? 'apple' : 'other',
    shellMode,
    toast,
    now: () => Date.UTC(2031, 5, 1),
  };
}

export const USERS: (SignedInUser | null)[] = [
  { id: 'u', email: 'tenant@example.com', firstName: 'Zoë <"A">', lastName: null, authority: 'TENANT_ADMIN', tenantId: 't', customerId: 'c' },
  { id: 's', email: 'sys@example.com', firstName: null, lastName: null, authority: 'SYS_ADMIN', tenantId: 't', customerId: 'c' },
  { id: 'p', email: 'public', firstName: null, lastName: null, authority: 'CUSTOMER_USER', tenantId: 't', customerId: 'c', isPublic: true },
  null,
];
export const MODES: ShellMode[] = [
  { embedded: false, hideToolbar: false, fullscreen: false },
  { embedded: true, hideToolbar: false, fullscreen: false },
  { embedded: true, hideToolbar: true, fullscreen: false },
  { embedded: false, hideToolbar: false, fullscreen: true },
];
export const TOAST: PendingToast = { id: 'toast-1', notice: { type: 'error', message: 'Failed <badly> & "loud"', details: ['GET /api/x 500'], retryPath: '/devices?x=1&y=2' } };
