import t from 'tap';
import { dashboardAddress, isDashboardPath, mobileRoute } from '../../islands/behaviours/mobile-route.ts';

const ID = '0b1e6f40-1111-4000-8000-000000000001';
const CUSTOMER = '0b1e6f40-2222-4000-8000-000000000002';

t.test('console paths in the shape of the app navigation handler: dotted segments and route parameters', async (t) => {
  t.same(mobileRoute('/devices'), { path: 'devices', params: {} });
  t.same(mobileRoute('/home'), { path: 'home', params: {} });
  t.same(mobileRoute('/'), { path: 'home', params: {} }, 'the root is home');
  t.same(mobileRoute(`/devices/${ID}`), { path: `devices.${ID}`, params: { entityId: ID } });
  t.same(mobileRoute(`/customers/${CUSTOMER}/users/${ID}`), { path: `customers.${CUSTOMER}.users.${ID}`, params: { customerId: CUSTOMER, entityId: ID } });
  t.same(mobileRoute(`/ruleChains/${ID}`), { path: `ruleChains.${ID}`, params: { ruleChainId: ID } });
  t.same(mobileRoute('/profiles/deviceProfiles'), { path: 'profiles.deviceProfiles', params: {} }, 'words are not parameters');
});

t.test('only dashboard pages stay in the webview', async (t) => {
  for (const path of ['/dashboard/x', '/dashboards', `/dashboards/${ID}`]) t.ok(isDashboardPath(path), path);
  for (const path of ['/devices', '/home', '/dashboardsX', '/customers/x/dashboards']) t.notOk(isDashboardPath(path), path);
});

t.test('openDashboardMessage: dashboard/{id} with state, embedded, hideToolbar; reload for the one shown', async (t) => {
  t.equal(dashboardAddress({ dashboardId: ID }, '/home', 5), `/dashboard/${ID}`);
  t.equal(
    dashboardAddress({ dashboardId: ID, state: 'W3sia WQiOiJtYWluIn1d', embedded: true, hideToolbar: true }, '/home', 5),
    `/dashboard/${ID}?state=W3sia+WQiOiJtYWluIn1d&embedded=true&hideToolbar=true`,
  );
  t.equal(dashboardAddress({ dashboardId: ID, embedded: false, hideToolbar: false }, `/dashboard/${ID}`, 1700000000000), `/dashboard/${ID}?reload=1700000000000`, 'the same dashboard again');
  t.equal(dashboardAddress({ dashboardId: '../login' }, '/home', 5), '/dashboard/..%2Flogin', 'the id cannot leave the dashboard route');
});
