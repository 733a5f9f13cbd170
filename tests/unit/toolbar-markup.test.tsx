// The toolbar's template against React's rendering of the toolbar as one tree, byte for byte (the reference below is
// the toolbar as React wrote it before the template).
import t from 'tap';
import type { ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { urlBuilder } from '../../server/base-path.ts';
import { ViewContextProvider, useView, type ViewContext } from '../../views/view-context.tsx';
import { viewContext } from '../helpers/widget-render.tsx';
import { Toolbar, backTarget } from '../../views/shell/toolbar.tsx';
import { Breadcrumb } from '../../views/shell/breadcrumb.tsx';
import { ToolbarSearchField, type ToolbarSearch } from '../../views/shell/toolbar-search.tsx';
import { UserMenu } from '../../views/shell/user-menu.tsx';
import { Icon } from '../../views/icon.tsx';
import type { Crumb } from '../../server/domain/breadcrumbs.ts';
import type { SignedInUser } from '../../server/domain/signed-in-user.ts';

function viewOf(lang: string, basePath: string, user: SignedInUser | null, path: string): ViewContext {
  return { ...viewContext(lang), url: urlBuilder(basePath), path, csrfToken: `csrf-${lang}&"<`, user, asset: (name) => `${basePath}/static/build/${name}` };
}

const react = (view: ViewContext, element: ReactElement) => renderToStaticMarkup(<ViewContextProvider value={view}>{element}</ViewContextProvider>);

function ReferenceToolbar({ crumbs, search }: { crumbs: Crumb[]; search?: ToolbarSearch }) {
  const { t, path, shellMode, user, url } = useView();
  const withNav = !shellMode.embedded && !shellMode.fullscreen;
  const back = withNav ? backTarget(crumbs, path) : undefined;
  return (
    <header className="toolbar">
      {withNav && (
        <label htmlFor="nav-toggle" className="icon-button menu-button" title={t('shell.toggle-menu')}>
          <Icon name="menu" />
        </label>
      )}
      {back && (
        <a className="icon-button back-button" href={url(back)} data-back="" title={t('toolbar.back')}>
          <Icon name="arrow_back" label={t('toolbar.back')} className="flip-rtl" />
        </a>
      )}
      <Breadcrumb crumbs={crumbs} />
      <div className="toolbar-spacer" />
      {search && <ToolbarSearchField search={search} />}
      <button type="button" className="icon-button fullscreen-toggle" data-fullscreen-toggle="" aria-pressed="false" aria-label={t('toolbar.fullscreen')} title={t('toolbar.fullscreen')} hidden>
        <Icon name="fullscreen" className="when-windowed" />
        <Icon name="fullscreen_exit" className="when-fullscreen" />
      </button>
      {!shellMode.embedded && !user?.isPublic && <UserMenu />}
      <div className="progress-bar htmx-indicator" id="progress" aria-hidden="true" />
    </header>
  );
}

const USERS: (SignedInUser | null)[] = [
  { id: 'u', email: 'tenant@example.com', firstName: 'Zoë <"Admin">', lastName: "O'Brien & Co", authority: 'TENANT_ADMIN', tenantId: 't', customerId: 'c' },
  { id: 'u', email: 'c&c@example.com', firstName: null, lastName: '  ', authority: 'CUSTOMER_USER', tenantId: 't', customerId: 'c' },
  { id: 'p', email: 'public', firstName: null, lastName: null, authority: 'CUSTOMER_USER', tenantId: 't', customerId: 'c', isPublic: true },
  null,
];

const CRUMBS: Crumb[][] = [
  [{ label: 'Home', icon: 'home' }],
  [{ label: 'Devices', icon: 'devices_other' }],
  [{ label: 'Devices', icon: 'devices_other', path: '/devices' }, { label: 'Pump <A> & "B" 设备', icon: 'devices_other' }],
  [{ label: 'Customers', icon: 'supervisor_account', path: '/customers' }, { label: "Cust's", icon: 'supervisor_account' }, { label: 'Assets', icon: 'domain', path: '/customers/1/assets?x=&y' }, { label: 'Pump', icon: 'domain' }],
];

t.test('the toolbar: the markup React renders for every role, shape, crumbs, search and mode', async (t) => {
  const modes = [
    { embedded: false, hideToolbar: false, fullscreen: false },
    { embedded: true, hideToolbar: false, fullscreen: false },
    { embedded: false, hideToolbar: false, fullscreen: true },
  ];
  for (const user of USERS) {
    for (const shellMode of modes) {
      for (const crumbs of CRUMBS) {
        for (const search of [undefined, { form: 'entity-table-form', label: 'Search <devices>', value: 'a&"b' }, { form: 'f', label: '', value: '' }]) {
          for (const path of ['/home', '/devices']) {
            const view = { ...viewOf('en_US', '/base', user, path), shellMode };
            t.equal(react(view, <Toolbar crumbs={crumbs} search={search} />), react(view, <ReferenceToolbar crumbs={crumbs} search={search} />), `${user?.email} ${JSON.stringify(shellMode)} ${crumbs.length} ${search?.form} ${path}`);
          }
        }
      }
    }
  }
});

t.test('the toolbar reads the CSRF token only when it shows the sign-out form', async (t) => {
  let reads = 0;
  const view = { ...viewOf('en_US', '', USERS[2], '/devices'), get csrfToken() { reads++; return 'x'; } };
  react(view, <Toolbar crumbs={CRUMBS[0]} />);
  t.equal(reads, 0, 'a public user: no user menu, no token');
  const signedIn = { ...viewOf('en_US', '', USERS[0], '/devices'), get csrfToken() { reads++; return 'x'; } };
  react(signedIn, <Toolbar crumbs={CRUMBS[0]} />);
  t.equal(reads, 1);
});
