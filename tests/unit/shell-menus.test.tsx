import t from 'tap';
import type { ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { createTranslator } from '../../server/i18n/i18n.ts';
import { urlBuilder } from '../../server/base-path.ts';
import { formatterFor } from '../../views/format.ts';
import { ViewContextProvider, type ViewContext } from '../../views/view-context.tsx';
import type { Authority } from '../../server/domain/authority.ts';
import { SideNav } from '../../views/shell/side-nav.tsx';
import { HomePage } from '../../views/home/home-page.tsx';
import { Breadcrumb } from '../../views/shell/breadcrumb.tsx';
import { crumbsFor } from '../../server/domain/breadcrumbs.ts';
import { routeChain, routeCrumbs } from '../../server/domain/route-crumbs.ts';

const translator = createTranslator(() => {});
const en = translator.fixedT('en_US');

function render(element: ReactElement, authority: Authority, edgesEnabled: boolean, path = '/home'): string {
  const ctx: ViewContext = {
    t: en,
    lang: 'en_US',
    url: urlBuilder(''),
    path,
    csrfToken: 'csrf',
    user: { id: 'u', email: 'u@example.com', firstName: null, lastName: null, authority, tenantId: 't', customerId: 'c' },
    edgesEnabled,
    asset: (name) => `/static/build/${name}`,
    scripts: new Set(),
    format: formatterFor('en_US'),
    platform: 'other',
    shellMode: { embedded: false, hideToolbar: false, fullscreen: false },
  };
  return renderToStaticMarkup(<ViewContextProvider value={ctx}>{element}</ViewContextProvider>);
}

/** Menu entries in document order: `path icon`, groups as `[group] path icon` and their pages as `  path icon`. */
function menuEntries(html: string): string[] {
  const nav = /<nav id="side-nav"[\s\S]*<\/nav>/.exec(html)![0];
  const entries: string[] = [];
  let depth = 0;
  for (const m of nav.matchAll(/<details[^>]*>|<\/details>|<summary class="nav-link"><svg[^>]*><use href="[^"]*#([^"]+)"|<a class="nav-link[^"]*" href="([^"]+)"[^>]*><svg[^>]*><use href="[^"]*#([^"]+)"/g)) {
    if (m[0].startsWith('<details')) depth++;
    else if (m[0] === '</details>') depth--;
    else if (m[1]) entries.push(`[group] ${m[1]}`);
    else entries.push(`${depth > 0 ? '  ' : ''}${m[2]} ${m[3]}`);
  }
  return entries;
}

// console-map §2.1-2.3, transcribed independently of the route table (server/domain/route-table.ts) (mdi icons use the sprite's `mdi-` ids).
const SYS_ADMIN_MENU = [
  '/home home', '/tenants supervisor_account', '/tenantProfiles mdi-alpha-t-box', '/widgets-bundles now_widgets',
  '[group] settings', '  /settings/general settings_applications', '  /settings/outgoing-mail mail', '  /settings/sms-provider sms',
  '  /settings/security-settings security', '  /settings/oauth2 security', '  /settings/2fa mdi-two-factor-authentication',
  '  /settings/resources-library folder', '  /settings/queues swap_calls',
];
const TENANT_MENU = (edges: boolean) => [
  '/home home', '/ruleChains settings_ethernet', '/customers supervisor_account', '/assets domain', '/devices devices_other',
  '[group] badge', '  /profiles/deviceProfiles mdi-alpha-d-box', '  /profiles/assetProfiles mdi-alpha-a-box',
  '/otaUpdates memory', '/entityViews view_quilt',
  ...(edges ? ['/edgeInstances router', '[group] settings_input_antenna', '  /edgeManagement/ruleChains settings_ethernet'] : []),
  '/widgets-bundles now_widgets', '/dashboards dashboards', '/vc history', '/auditLogs track_changes', '/usage insert_chart',
  '[group] settings', '  /settings/home settings_applications', '  /settings/resources-library folder',
  '  /settings/repository manage_history', '  /settings/auto-commit settings_backup_restore',
];
const CUSTOMER_MENU = (edges: boolean) => [
  '/home home', '/assets domain', '/devices devices_other', '/entityViews view_quilt', ...(edges ? ['/edgeInstances router'] : []), '/dashboards dashboard',
];

t.test('side menu per role: every entry, icon, order and group of the console map', async (t) => {
  for (const edges of [true, false]) {
    t.same(menuEntries(render(<SideNav />, 'SYS_ADMIN', edges)), SYS_ADMIN_MENU, `system administrator (edges ${edges})`);
    t.same(menuEntries(render(<SideNav />, 'TENANT_ADMIN', edges)), TENANT_MENU(edges), `tenant administrator (edges ${edges})`);
    t.same(menuEntries(render(<SideNav />, 'CUSTOMER_USER', edges)), CUSTOMER_MENU(edges), `customer user (edges ${edges})`);
  }
  const tenant = render(<SideNav />, 'TENANT_ADMIN', true);
  t.match(tenant, /<summary class="nav-link"><svg[^>]*>.*?<\/svg><span>Profiles<\/span><svg class="icon nav-chevron flip-rtl"[^>]*><use href="[^"]*#chevron_right"\/><\/svg><\/summary>/, 'group names translated, with the expand arrow');
  t.match(tenant, /<a class="nav-link" href="\/widgets-bundles"[^>]*>.*?<span>Widgets library<\/span>/);
  t.match(tenant, /<a class="logo-link" href="\/home"><span class="logo"><span class="logo-mark" aria-hidden="true"><\/span><span class="logo-name">Floorboard<\/span>/, 'logo at the top, named by its text');
});

t.test('the active entry is marked and its group open, the others closed', async (t) => {
  const html = render(<SideNav />, 'TENANT_ADMIN', true, '/profiles/assetProfiles/0b1e6f40-0000-4000-8000-000000000000');
  t.match(html, /<a class="nav-link active" href="\/profiles\/assetProfiles" aria-current="page">/);
  t.equal(html.match(/aria-current="page"/g)?.length, 1, 'one active entry');
  t.equal(html.match(/<details open="">/g)?.length, 1, 'only the active group is open');
  t.match(html, /<details open=""><summary class="nav-link"><svg[^>]*><use href="[^"]*#badge"/, 'the profiles group');
  const home = render(<SideNav />, 'TENANT_ADMIN', true, '/home');
  t.notMatch(home, /<details open/, 'no group open on home');
  t.match(render(<SideNav />, 'TENANT_ADMIN', false, '/devices/d-1'), /<a class="nav-link active" href="\/devices" aria-current="page">/, 'a page below an entry');
  t.notMatch(render(<SideNav />, 'TENANT_ADMIN', false, '/devicesx'), /aria-current="page"/, 'a path that only begins with an entry\'s');
  t.notMatch(render(<SideNav />, 'TENANT_ADMIN', false, '/edgeInstances'), /aria-current="page"/, 'an edge entry without edges');
  t.match(render(<SideNav />, 'TENANT_ADMIN', true, '/edgeInstances'), /aria-current="page"/, 'the edge entry with edges');
});

/** Home sections: `Section title: path icon, path icon`. */
function homeSections(html: string): string[] {
  return [...html.matchAll(/<section class="home-section[^"]*"><h2>([^<]+)<\/h2>([\s\S]*?)<\/section>/g)].map(
    (s) => `${s[1]}: ${[...s[2].matchAll(/href="([^"]+)"><svg[^>]*><use href="[^"]*#([^"]+)"/g)].map((p) => `${p[1]} ${p[2]}`).join(', ')}`,
  );
}

t.test('home sections per role, grouped like the menu', async (t) => {
  t.same(homeSections(render(<HomePage />, 'SYS_ADMIN', true)), [
    'Tenant management: /tenants supervisor_account, /tenantProfiles mdi-alpha-t-box',
    'Widget management: /widgets-bundles now_widgets',
    'System settings: /settings/general settings_applications, /settings/outgoing-mail mail, /settings/sms-provider sms, /settings/security-settings security, /settings/oauth2 security, /settings/2fa mdi-two-factor-authentication, /settings/resources-library folder, /settings/queues swap_calls',
  ]);
  const tenant = (edges: boolean) => [
    'Rule chain management: /ruleChains settings_ethernet',
    'Customer management: /customers supervisor_account',
    'Asset management: /assets domain, /profiles/assetProfiles mdi-alpha-a-box',
    'Device management: /devices devices_other, /profiles/deviceProfiles mdi-alpha-d-box, /otaUpdates memory',
    'Entity view management: /entityViews view_quilt',
    ...(edges ? ['Edge management: /edgeInstances router, /edgeManagement/ruleChains settings_ethernet'] : []),
    'Dashboard management: /widgets-bundles now_widgets, /dashboards dashboard',
    'Version control: /vc history',
    'Audit: /auditLogs track_changes, /usage insert_chart',
    'System settings: /settings/home settings_applications, /settings/resources-library folder, /settings/repository manage_history, /settings/auto-commit settings_backup_restore',
  ];
  const customer = (edges: boolean) => [
    'View assets: /assets domain',
    'View devices: /devices devices_other',
    'Entity view management: /entityViews view_quilt',
    ...(edges ? ['Edge management: /edgeInstances settings_input_antenna'] : []),
    'View dashboards: /dashboards dashboard',
  ];
  for (const edges of [true, false]) {
    t.same(homeSections(render(<HomePage />, 'TENANT_ADMIN', edges)), tenant(edges), `tenant administrator (edges ${edges})`);
    t.same(homeSections(render(<HomePage />, 'CUSTOMER_USER', edges)), customer(edges), `customer user (edges ${edges})`);
  }
  const classes = [...render(<HomePage />, 'SYS_ADMIN', true).matchAll(/<section class="([^"]+)"/g)].map((m) => m[1]);
  t.same(classes, ['home-section places-2', 'home-section places-1', 'home-section places-4'], 'the number of places (at most 4) sets the span');
});

t.test('breadcrumb from the route chain: defaults, mdi icons, label functions, skip', async (t) => {
  const crumbs = crumbsFor(
    [
      { path: '/' },
      { path: '/home', breadcrumb: { skip: true } },
      { path: '/profiles', breadcrumb: { label: 'profiles.profiles', icon: 'badge' } },
      { path: '/profiles/deviceProfiles', breadcrumb: { label: 'device-profile.device-profiles', icon: 'mdi:alpha-d-box' } },
      { path: '/profiles/deviceProfiles/1', breadcrumb: { icon: 'mdi:alpha-d-box', labelFunction: () => 'thermostat.profile' } },
    ],
    en,
  );
  t.same(crumbs, [
    { label: 'Profiles', icon: 'badge', path: '/profiles' },
    { label: 'Device profiles', icon: 'mdi:alpha-d-box', path: '/profiles/deviceProfiles' },
    { label: 'thermostat.profile', icon: 'mdi:alpha-d-box', path: undefined },
  ], 'levels without their own setting or skipped leave no crumb; a label function is shown untranslated; the last has no link');
  t.same(crumbsFor([{ path: '/x', breadcrumb: {} }], en), [{ label: 'Home', icon: 'home', path: undefined }], 'default label home.home and icon home');

  const html = render(<Breadcrumb crumbs={[...crumbs.slice(0, 1), { label: 'No address', icon: 'home' }, ...crumbs.slice(1)]} />, 'TENANT_ADMIN', true);
  t.match(html, /<li class="crumb"><svg[^>]*><use href="[^"]*#badge"\/><\/svg><a href="\/profiles">Profiles<\/a><\/li>/, 'earlier crumbs are links');
  t.match(html, /<use href="[^"]*#mdi-alpha-d-box"\/>/, 'mdi: icons come from the mdi set');
  t.match(html, /<li class="crumb"><svg[^>]*>.*?<\/svg><span>No address<\/span><\/li>/, 'an earlier crumb without an address is plain text, not a heading');
  t.equal(html.match(/<h1/g)?.length, 1, 'a single heading');
  t.match(html, /<li class="crumb crumb-last"><svg[^>]*>.*?<\/svg><h1 aria-current="page">thermostat.profile<\/h1><\/li>/, 'the last crumb is the heading');
});

t.test('route table: parents, path params, label functions and runtime icons on the own level only', async (t) => {
  const name = () => 'Thermostat T1';
  t.same(routeChain('device', '/devices/1', { params: { entityId: 'a b' }, label: name }), [
    { path: '/devices', breadcrumb: { label: 'device.devices', icon: 'devices_other' } },
    { path: '/devices/a%20b', breadcrumb: { icon: 'devices_other', labelFunction: name } },
  ], 'the parent keeps its own setting; params fill the path');
  const view = { t: en, path: '/somewhere?x=1' };
  t.same(routeCrumbs('device', view, { params: { entityId: 'id' }, label: name }), [
    { label: 'Devices', icon: 'devices_other', path: '/devices' },
    { label: 'Thermostat T1', icon: 'devices_other', path: undefined },
  ]);
  t.same(routeCrumbs('profile', view), [{ label: 'Profile', icon: 'account_circle', path: undefined }]);
  t.same(routeChain('message', '/somewhere', { label: () => 'Oops', icon: 'cloud_off' }).map((l) => [l.path, l.breadcrumb?.icon]), [['/somewhere', 'cloud_off']], 'a page without an address of its own stands at the asked one');
  t.same(routeCrumbs('message', view, { label: () => 'Oops' }), [{ label: 'Oops', icon: 'error_outline', path: undefined }], 'default message icon');
  t.same(routeCrumbs('helpPage', view, { params: { page: 'devices' }, label: () => 'Devices help' }).map((c) => c.path), ['/help/index', undefined]);
});
