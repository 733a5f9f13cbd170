// The route table (server/domain/route-table.ts) against console-map §1: what the menus, crumbs and guard read from it.
import t from 'tap';
import { createTranslator } from '../../server/i18n/i18n.ts';
import { ROUTES, routeEntries, type RouteEntry } from '../../server/domain/route-table.ts';
import { routeChain } from '../../server/domain/route-crumbs.ts';
import { isFullscreenRoute } from '../../server/domain/shell-mode.ts';
import { newPasswordForm } from '../../server/domain/password-forms.ts';

const translator = createTranslator(() => {});

t.test('every parent is a row, and chains end at a level of the home layout', async (t) => {
  for (const [id, entry] of routeEntries()) {
    if (entry.parent) t.ok(entry.parent in ROUTES, `${id}: parent ${entry.parent}`);
    if (entry.parent) t.ok(entry.path.startsWith(`${ROUTES[entry.parent as keyof typeof ROUTES].path.replace(/\/\*$/, '')}`) || id === 'helpPage', `${id} sits under its parent's address`);
  }
});

t.test('every key of the table is translated in every language', async (t) => {
  const keys = new Set<string>();
  const placementName = (p: unknown) => (typeof p === 'object' && p && 'name' in p ? [String((p as { name?: string }).name)] : []);
  for (const [, entry] of routeEntries() as [string, RouteEntry][]) {
    if (entry.title) keys.add(entry.title);
    if (entry.crumb?.label) keys.add(entry.crumb.label);
    for (const p of [...Object.values(entry.menu ?? {}), ...Object.values(entry.home ?? {})]) placementName(p).forEach((k) => keys.add(k));
  }
  for (const lang of translator.languages) {
    const tr = translator.fixedT(lang);
    t.same([...keys].filter((key) => tr(key) === key), [], `${lang}: every title, crumb and menu name has a text`);
  }
});

t.test('upstream addresses, and the chains the breadcrumbs follow', async (t) => {
  t.equal(ROUTES.resetExpiredPassword.path, '/login/resetExpiredPassword');
  t.equal(newPasswordForm('create').path, '/login/createPassword', 'the password forms take their addresses from the table');
  t.same(routeChain('customerDashboard', '/x', { params: { customerId: 'c', dashboardId: 'd' } }).map((l) => l.path), ['/customers', '/customers/c/dashboards', '/customers/c/dashboards/d']);
  t.same(routeChain('generalSettings', '/x').map((l) => [l.path, l.breadcrumb?.label]), [['/settings', 'admin.system-settings'], ['/settings/general', 'admin.general']]);
  t.same(routeChain('user', '/x', { params: { entityId: 'u' } }).map((l) => l.breadcrumb?.skip ?? false), [true, false], '/users is a skipped level');
  t.same(routeChain('login', '/login'), [{ path: '/login' }], 'sign-in pages have no crumbs');
});

t.test('pages outside the home layout are framed without the side menu', async (t) => {
  t.ok(isFullscreenRoute('/dashboard/0b1e6f40-0000-4000-8000-000000000000'));
  t.ok(isFullscreenRoute('/widget-frame'));
  t.notOk(isFullscreenRoute('/dashboards/0b1e6f40-0000-4000-8000-000000000000'));
  t.notOk(isFullscreenRoute('/widget-frame/x'));
});
