import t from 'tap';
import { DEMO, customerByTitle, deviceByName, session, withEmulator } from '../helpers/emulator.ts';
import type { Session } from '../helpers/emulator.ts';

// Contract 3.3 for the lists search.test.ts leaves out: each list matches its documented fields only, case-insensitively
// (queues by name prefix).

async function found(user: Session, path: string, textSearch: string, pick: (item: any) => string = (item) => item.name) {
  const sep = path.includes('?') ? '&' : '?';
  const res = await user.get(`${path}${sep}pageSize=100&page=0&textSearch=${encodeURIComponent(textSearch)}`);
  if (res.status !== 200) throw new Error(`${path}: ${res.status} ${res.text}`);
  return res.body.data.map(pick).sort();
}

t.test('text search of the other lists', async (t) => {
  const { url } = await withEmulator(t);
  const admin = await session(url, DEMO.tenant);
  const sysadmin = await session(url, DEMO.sysadmin);
  const customerA = await customerByTitle(admin, 'Customer A');
  const pump = (await admin.post('/api/asset', { name: 'Pump house', type: 'station', label: 'Riverside' })).body;
  await admin.post(`/api/customer/${customerA.id.id}/asset/${pump.id.id}`);
  const thermostat = await deviceByName(admin, 'Thermostat T1');
  await admin.post('/api/entityView', { name: 'Pump view', type: 'pumpish', entityId: thermostat.id });
  await admin.post('/api/edge', { name: 'Gateway edge', type: 'edgy', label: 'Rooftop', routingKey: 'search-key', secret: 'search-secret' });
  await admin.post('/api/dashboard', { title: 'Pump overview', configuration: { description: 'riverside' } });
  await admin.post('/api/deviceProfile', { name: 'Valve profile', type: 'DEFAULT', transportType: 'DEFAULT', description: 'riverside',
    profileData: { configuration: { type: 'DEFAULT' }, transportConfiguration: { type: 'DEFAULT' } } });
  await admin.post('/api/assetProfile', { name: 'Reservoir', description: 'riverside' });
  await admin.post('/api/ruleChain', { name: 'Pump chain', type: 'CORE', additionalInfo: { description: 'riverside' } });
  await admin.post('/api/widgetsBundle', { title: 'Pump widgets', alias: 'riverside_bundle' });
  await admin.post('/api/otaPackage', { title: 'Pump firmware', version: 'riverside', type: 'FIRMWARE',
    deviceProfileId: thermostat.deviceProfileId, usesUrl: true, url: 'http://example.org/fw.bin' });

  t.test('assets: plain lists by name, tenant infos also by label, profile and customer', async (t) => {
    t.same(await found(admin, '/api/tenant/assets', 'PUMP'), ['Pump house']);
    t.same(await found(admin, '/api/tenant/assets', 'riverside'), [], 'label not on the plain list');
    t.same(await found(admin, '/api/tenant/assetInfos', 'riverside'), ['Pump house'], 'label');
    t.same(await found(admin, '/api/tenant/assetInfos', 'STATION'), ['Pump house'], 'asset profile name');
    t.ok((await found(admin, '/api/tenant/assetInfos', 'customer a')).includes('Pump house'), 'customer title');
    t.same(await found(admin, '/api/tenant/assetInfos?type=station', 'station'), [], 'with a type: no profile name');
    t.same(await found(admin, '/api/tenant/assetInfos?type=station', 'riverside'), ['Pump house']);
    t.same(await found(admin, `/api/tenant/assetInfos?assetProfileId=${pump.assetProfileId.id}`, 'customer a'), ['Pump house']);
    t.same(await found(admin, `/api/customer/${customerA.id.id}/assetInfos`, 'riverside'), [], 'customer infos: name only');
    t.same(await found(admin, `/api/customer/${customerA.id.id}/assets`, 'pump'), ['Pump house']);
  });

  t.test('entity views and edges by name', async (t) => {
    t.same(await found(admin, '/api/tenant/entityViews', 'pump V'), ['Pump view']);
    t.same(await found(admin, '/api/tenant/entityViewInfos', 'pumpish'), [], 'type is not searched');
    t.same(await found(admin, '/api/tenant/edges', 'GATEWAY'), ['Gateway edge']);
    t.same(await found(admin, '/api/tenant/edgeInfos', 'rooftop'), [], 'label is not searched');
    t.same(await found(admin, '/api/edges', 'edgy'), [], 'type is not searched');
  });

  t.test('dashboards, profiles, rule chains, bundles and OTA packages by title or name', async (t) => {
    const title = (item: { title: string }) => item.title;
    t.same(await found(admin, '/api/tenant/dashboards', 'pump OVER', title), ['Pump overview']);
    t.same(await found(admin, '/api/tenant/dashboards', 'riverside', title), []);
    t.same(await found(admin, '/api/deviceProfiles', 'VALVE'), ['Valve profile']);
    t.same(await found(admin, '/api/deviceProfileInfos', 'riverside'), [], 'description is not searched');
    t.same(await found(admin, '/api/assetProfiles', 'reserv'), ['Reservoir']);
    t.same(await found(admin, '/api/assetProfileInfos', 'riverside'), []);
    t.same(await found(admin, '/api/ruleChains', 'pump ch'), ['Pump chain']);
    t.same(await found(admin, '/api/ruleChains', 'riverside'), []);
    t.same(await found(admin, '/api/widgetsBundles', 'PUMP W', title), ['Pump widgets']);
    t.same(await found(admin, '/api/widgetsBundles', 'riverside', title), [], 'alias is not searched');
    t.same(await found(admin, '/api/otaPackages', 'pump f', title), ['Pump firmware']);
    t.same(await found(admin, '/api/otaPackages', 'riverside', title), [], 'version is not searched');
  });

  t.test('users by e-mail only', async (t) => {
    await admin.post('/api/user?sendActivationMail=false', { email: 'zed@example.com', authority: 'TENANT_ADMIN', firstName: 'Zorro', lastName: 'Quill' });
    const email = (item: { email: string }) => item.email;
    t.same(await found(admin, '/api/users', 'ZED@', email), ['zed@example.com']);
    t.same(await found(admin, '/api/users', 'zorro', email), [], 'first name is not searched');
    t.same(await found(sysadmin, `/api/tenant/${admin.claims.tenantId}/users`, 'quill', email), [], 'last name is not searched');
    t.same(await found(sysadmin, `/api/tenant/${admin.claims.tenantId}/users`, 'zed', email), ['zed@example.com']);
  });

  t.test('queues by name prefix', async (t) => {
    const queues = '/api/queues?serviceType=TB_RULE_ENGINE';
    t.same(await found(sysadmin, queues, 'ma'), ['Main']);
    t.same(await found(sysadmin, queues, 'MAIN'), ['Main']);
    t.same(await found(sysadmin, queues, 'ain'), [], 'not a substring match');
  });

  t.test('alarms by type, severity or status', async (t) => {
    await admin.post('/api/alarm', { type: 'Pump stalled', originator: thermostat.id, severity: 'MINOR', status: 'ACTIVE_UNACK' });
    const type = (item: { type: string }) => item.type;
    t.ok((await found(admin, '/api/alarms', 'pump st', type)).includes('Pump stalled'), 'type');
    t.ok((await found(admin, '/api/alarms', 'minor', type)).includes('Pump stalled'), 'severity');
    t.ok((await found(admin, '/api/alarms', 'active_un', type)).includes('Pump stalled'), 'status');
    t.same(await found(admin, '/api/alarms', 'thermostat t1', type), [], 'originator name is not searched');
  });

  t.test('audit logs by entity type, entity name, user name, action type or status', async (t) => {
    const logs = '/api/audit/logs';
    const entityName = (item: { entityName: string }) => item.entityName;
    t.ok((await found(admin, logs, 'pump HOUSE', entityName)).includes('Pump house'), 'entity name');
    t.ok((await found(admin, logs, 'entity_view', entityName)).includes('Pump view'), 'entity type');
    t.ok((await found(admin, logs, 'assigned_to_cust', entityName)).includes('Pump house'), 'action type');
    const byUser = await found(admin, logs, 'TENANT@thingsboard', entityName);
    t.ok(byUser.includes('Pump house') && byUser.includes('Pump chain'), 'user name');
    const succeeded = await found(admin, logs, 'success', entityName);
    t.ok(succeeded.includes('Pump house'), 'action status');
    t.same(await found(admin, logs, 'riverside', entityName), [], 'action data is not searched');
  });
});
