// The shell's frame from its templates against React's rendering of the whole document, byte for byte: the reference
// below is the shell as one React tree (the document's children, toasts and scripts rendered in place).
import t from 'tap';
import type { ReactElement, ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { urlBuilder } from '../../server/base-path.ts';
import { viewContext } from '../helpers/widget-render.tsx';
import { ViewContextProvider, useView, type ViewContext } from '../../views/view-context.tsx';
import { Document } from '../../views/document.tsx';
import { useScript } from '../../views/page-scripts.tsx';
import { Shell, type ShellProps } from '../../views/shell/shell.tsx';
import { SideNav } from '../../views/shell/side-nav.tsx';
import { Toolbar } from '../../views/shell/toolbar.tsx';
import { CheatSheet } from '../../views/shell/cheat-sheet.tsx';
import { PageFooter, useCurrentYear } from '../../views/parts/page-footer.tsx';
import type { SignedInUser } from '../../server/domain/signed-in-user.ts';
import type { ShellMode } from '../../server/domain/shell-mode.ts';
import type { PendingToast } from '../../server/domain/notice.ts';

function ReferenceShell({ title, crumbs, search, children, head, ready }: ShellProps) {
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

function viewOf(lang: string, user: SignedInUser | null, shellMode: ShellMode, toast?: PendingToast, path = '/devices', basePath = ''): ViewContext {
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

const render = (view: ViewContext, element: ReactElement) => `<!doctype html>${renderToStaticMarkup(<ViewContextProvider value={view}>{element}</ViewContextProvider>)}`;

function Content({ script, children }: { script?: boolean; children?: ReactNode }) {
  if (script) useScript('htmx');
  return (
    <div className="page">
      {children}
      <p>{'Text & <markup> "quoted"'}</p>
    </div>
  );
}

const USERS: (SignedInUser | null)[] = [
  { id: 'u', email: 'tenant@example.com', firstName: 'Zoë <"A">', lastName: null, authority: 'TENANT_ADMIN', tenantId: 't', customerId: 'c' },
  { id: 's', email: 'sys@example.com', firstName: null, lastName: null, authority: 'SYS_ADMIN', tenantId: 't', customerId: 'c' },
  { id: 'p', email: 'public', firstName: null, lastName: null, authority: 'CUSTOMER_USER', tenantId: 't', customerId: 'c', isPublic: true },
  null,
];
const MODES: ShellMode[] = [
  { embedded: false, hideToolbar: false, fullscreen: false },
  { embedded: true, hideToolbar: false, fullscreen: false },
  { embedded: true, hideToolbar: true, fullscreen: false },
  { embedded: false, hideToolbar: false, fullscreen: true },
];
const TOAST: PendingToast = { id: 'toast-1', notice: { type: 'error', message: 'Failed <badly> & "loud"', details: ['GET /api/x 500'], retryPath: '/devices?x=1&y=2' } };

t.test('the shell from its templates is the document React renders, for every role, mode, toast and page', async (t) => {
  for (const lang of ['en_US', 'de_DE', 'fa_IR']) {
    for (const user of USERS) {
      for (const mode of MODES) {
        for (const toast of [undefined, TOAST]) {
          for (const script of [false, true]) {
            const props = {
              title: 'Devices & "more"',
              crumbs: [{ label: 'Devices', icon: 'devices_other', path: '/devices' }, { label: 'Pump <1>', icon: 'devices_other' }],
              search: script ? { form: 'f', label: 'Search <d>', value: 'x&y' } : undefined,
              head: script ? <style>{'.a{}'}</style> : undefined,
              ready: script,
            };
            const name = `${lang} ${user?.authority} ${JSON.stringify(mode)} toast ${Boolean(toast)} script ${script}`;
            const expected = render(viewOf(lang, user, mode, toast), <ReferenceShell {...props}><Content script={script} /></ReferenceShell>);
            t.equal(render(viewOf(lang, user, mode, toast), <Shell {...props}><Content script={script} /></Shell>), expected, name);
          }
        }
      }
    }
  }
});

t.test('content React would move into the head (a refresh of a page without JavaScript) is rendered as one document', async (t) => {
  const view = () => viewOf('en_US', USERS[0], MODES[0], undefined, '/dashboards', '/base');
  const page = (
    <Content>
      <meta httpEquiv="refresh" content="5;url=/next" />
    </Content>
  );
  const html = render(view(), <Shell title="T" crumbs={[{ label: 'D', icon: 'dashboard' }]}>{page}</Shell>);
  t.equal(html, render(view(), <ReferenceShell title="T" crumbs={[{ label: 'D', icon: 'dashboard' }]}>{page}</ReferenceShell>));
  t.match(html, /<head>.*<meta http-equiv="refresh" content="5;url=\/next"\/>.*<\/head>/s, 'the refresh in the head');
});
