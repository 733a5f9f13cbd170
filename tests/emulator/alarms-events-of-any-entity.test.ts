import { randomUUID } from 'node:crypto';
import t from 'tap';
import { PERMISSION_DENIED, expectError, withEmulator } from '../helpers/emulator.ts';
import { demoSessions } from '../helpers/demo-sessions.ts';

const EMPTY_PAGE = { data: [], totalPages: 0, totalElements: 0, hasNext: false };

// 3.4.4 checks the entity of these lists with checkEntityId, so every entity type it knows is listable (the
// upstream UI opens the alarms and events tabs of profiles, rule chains and widgets bundles).
t.test('alarm and event lists of profiles, rule chains and widgets bundles', async (t) => {
  const { url } = await withEmulator(t);
  const { tenant: admin, sysadmin, customer } = await demoSessions(url, 'tenant', 'sysadmin', 'customer');
  const tenantId = admin.claims.tenantId as string;
  const firstId = async (path: string) => (await admin.get(path)).body.data[0].id;
  const deviceProfile = await firstId('/api/deviceProfiles?pageSize=1&page=0&textSearch=thermostat');
  const assetProfile = await firstId('/api/assetProfiles?pageSize=1&page=0');
  const ruleChain = await firstId('/api/ruleChains?pageSize=1&page=0&type=CORE');
  const systemBundle = (await admin.get('/api/widgetsBundles')).body.find((b: any) => b.alias === 'charts').id;
  const ownBundle = (await admin.post('/api/widgetsBundle', { title: 'Plant widgets' })).body.id;
  const tenantProfile = (await sysadmin.get('/api/tenantProfiles?pageSize=1&page=0')).body.data[0].id;

  const alarms = (who: typeof admin, id: any) => who.get(`/api/alarm/${id.entityType}/${id.id}?pageSize=10&page=0`);
  const events = (who: typeof admin, id: any, tenant = tenantId) =>
    who.get(`/api/events/${id.entityType}/${id.id}/LC_EVENT?tenantId=${tenant}&pageSize=10&page=0`);

  for (const id of [deviceProfile, assetProfile, ruleChain, systemBundle, ownBundle]) {
    const [a, e] = [await alarms(admin, id), await events(admin, id)];
    t.same([a.status, a.body, e.status, e.body], [200, EMPTY_PAGE, 200, EMPTY_PAGE], `tenant: ${id.entityType} lists are empty pages`);
  }
  const profileAlarms = await alarms(sysadmin, tenantProfile);
  const profileEvents = await events(sysadmin, tenantProfile, tenantProfile.id);
  t.same([profileAlarms.status, profileEvents.status, profileEvents.body], [200, 200, EMPTY_PAGE], 'sysadmin: tenant profile');
  t.same((await alarms(customer, deviceProfile)).body, EMPTY_PAGE, 'customer users read device profiles');

  expectError(t, await alarms(admin, tenantProfile), 403, 20, PERMISSION_DENIED);
  expectError(t, await events(customer, ruleChain), 403, 20, PERMISSION_DENIED);
  expectError(t, await events(sysadmin, ruleChain), 403, 20, PERMISSION_DENIED);
  const missing = randomUUID();
  expectError(t, await alarms(admin, { entityType: 'DEVICE_PROFILE', id: missing }), 404, 32, `Device profile with id [${missing}] is not found`);
  expectError(t, await events(admin, { entityType: 'WIDGETS_BUNDLE', id: missing }), 404, 32, `Widgets bundle with id [${missing}] is not found`);
});
