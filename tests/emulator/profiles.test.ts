import { randomUUID } from 'node:crypto';
import t from 'tap';
import { DEMO, PERMISSION_DENIED, deviceByName, expectError, session, withEmulator } from '../helpers/emulator.ts';

t.test('device profiles', async (t) => {
  const { url } = await withEmulator(t);
  const admin = await session(url, DEMO.tenant);
  const customer = await session(url, DEMO.customer);
  const sysadmin = await session(url, DEMO.sysadmin);
  const defaultInfo = (await admin.get('/api/deviceProfileInfo/default')).body;
  const full = (await admin.get(`/api/deviceProfile/${defaultInfo.id.id}`)).body;
  t.same(Object.keys(full), [
    'id', 'createdTime', 'tenantId', 'name', 'description', 'image', 'default', 'type', 'transportType', 'provisionType',
    'defaultRuleChainId', 'defaultDashboardId', 'defaultQueueName', 'provisionDeviceKey', 'firmwareId', 'softwareId',
    'externalId', 'profileData',
  ]);
  t.same([full.name, full.default, full.description], ['default', true, 'Default device profile']);

  const created = await admin.post('/api/deviceProfile', {
    name: 'mqtt sensors', type: 'DEFAULT', transportType: 'MQTT', description: 'MQTT devices', defaultQueueName: 'HighPriority',
  });
  t.equal(created.status, 200);
  const mqtt = created.body;
  t.same([mqtt.default, mqtt.provisionType, mqtt.transportType, mqtt.defaultQueueName], [false, 'DISABLED', 'MQTT', 'HighPriority']);
  t.same(mqtt.profileData.transportConfiguration, { type: 'MQTT' });
  t.same(mqtt.profileData.provisionConfiguration, { type: 'DISABLED', provisionDeviceSecret: null });

  t.test('validation', async (t) => {
    expectError(t, await admin.post('/api/deviceProfile', { name: 'default', type: 'DEFAULT', transportType: 'DEFAULT' }),
      400, 31, 'Device profile with such name already exists!');
    expectError(t, await admin.post('/api/deviceProfile', { type: 'DEFAULT', transportType: 'DEFAULT' }), 400, 31, 'Device profile name should be specified!');
    expectError(t, await admin.post('/api/deviceProfile', { name: 'p', transportType: 'DEFAULT' }), 400, 31, 'Device profile type should be specified!');
    expectError(t, await admin.post('/api/deviceProfile', { name: 'p', type: 'DEFAULT' }), 400, 31, 'Device profile transport type should be specified!');
    expectError(t, await admin.post('/api/deviceProfile', { name: 'p', type: 'DEFAULT', transportType: 'DEFAULT', default: true }),
      400, 31, 'Another default device profile is present in scope of current tenant!');
    expectError(t, await admin.post('/api/deviceProfile', { name: 'p', type: 'DEFAULT', transportType: 'DEFAULT', defaultQueueName: 'Nope' }),
      400, 31, 'Device profile is referencing to non-existent queue!');
    const badEnum = await admin.post('/api/deviceProfile', { name: 'p', type: 'DEFAULT', transportType: 'HTTP' });
    t.same([badEnum.status, badEnum.body.errorCode], [500, 2]);
    await admin.post('/api/deviceProfile', { name: 'prov 1', type: 'DEFAULT', transportType: 'DEFAULT', provisionType: 'ALLOW_CREATE_NEW_DEVICES', provisionDeviceKey: 'key-1' });
    expectError(t, await admin.post('/api/deviceProfile', { name: 'prov 2', type: 'DEFAULT', transportType: 'DEFAULT', provisionDeviceKey: 'key-1' }),
      400, 31, 'Device profile with such provision device key already exists!');
    const names = (await admin.get('/api/deviceProfiles?pageSize=20&page=0&sortProperty=name')).body.data.map((p: { name: string }) => p.name);
    t.same(names, ['default', 'mqtt sensors', 'prov 1', 'thermostat']);
  });

  t.test('lists, default switching, rename and delete', async (t) => {
    const page = (await admin.get('/api/deviceProfiles?pageSize=2&page=0&sortProperty=name&sortOrder=DESC&textSearch=e')).body;
    t.same([page.totalElements, page.data.map((p: { name: string }) => p.name)], [3, ['thermostat', 'mqtt sensors']]);
    t.same((await admin.get('/api/deviceProfileInfos?pageSize=10&page=0&transportType=MQTT')).body.data.map((p: { name: string }) => p.name), ['mqtt sensors']);
    const switched = await admin.post(`/api/deviceProfile/${mqtt.id.id}/default`);
    t.same([switched.status, switched.body.default], [200, true]);
    t.same((await admin.get('/api/deviceProfileInfo/default')).body.id, mqtt.id);
    t.equal((await admin.get(`/api/deviceProfile/${defaultInfo.id.id}`)).body.default, false, 'previous default cleared');
    expectError(t, await admin.delete(`/api/deviceProfile/${mqtt.id.id}`), 400, 31, 'Deletion of Default Device Profile is prohibited!');
    t.equal((await admin.post('/api/device', { name: 'Now default' })).body.type, 'mqtt sensors', 'new devices use the new default');

    const thermostat = (await deviceByName(admin, 'Thermostat T1')).deviceProfileId;
    expectError(t, await admin.delete(`/api/deviceProfile/${thermostat.id}`), 400, 31, 'The device profile referenced by the devices cannot be deleted!');
    const profile = (await admin.get(`/api/deviceProfile/${thermostat.id}`)).body;
    const renamed = await admin.post('/api/deviceProfile', { ...profile, name: 'thermo' });
    t.same([renamed.body.name, renamed.body.profileData.alarms.length], ['thermo', 2], 'alarm rules kept');
    t.equal((await deviceByName(admin, 'Thermostat T1')).type, 'thermo', 'device type follows the profile name');

    const spare = (await admin.post('/api/deviceProfile', { name: 'spare', type: 'DEFAULT', transportType: 'DEFAULT' })).body;
    const deleted = await admin.delete(`/api/deviceProfile/${spare.id.id}`);
    t.same([deleted.status, deleted.text], [200, '']);
    expectError(t, await admin.get(`/api/deviceProfile/${spare.id.id}`), 404, 32, `Device profile with id [${spare.id.id}] is not found`);
  });

  t.test('telemetry and attribute keys of the devices', async (t) => {
    const t2 = await deviceByName(admin, 'Thermostat T2');
    const a2 = await deviceByName(admin, 'Test Device A2');
    t.equal((await admin.post(`/api/plugins/telemetry/DEVICE/${t2.id.id}/timeseries/ANY`, { temperature: 21, humidity: 40 })).status, 200);
    t.equal((await admin.post(`/api/plugins/telemetry/DEVICE/${a2.id.id}/timeseries/ANY`, { battery: 90 })).status, 200);
    const all = (await admin.get('/api/deviceProfile/devices/keys/timeseries')).body;
    t.same(all, ['battery', 'humidity', 'temperature']);
    const thermo = (await admin.get(`/api/deviceProfile/devices/keys/timeseries?deviceProfileId=${t2.deviceProfileId.id}`)).body;
    t.same(thermo, ['humidity', 'temperature']);
    t.equal((await admin.post(`/api/plugins/telemetry/DEVICE/${a2.id.id}/attributes/SERVER_SCOPE`, { zone: 'north' })).status, 200);
    const attributes = (await admin.get(`/api/deviceProfile/devices/keys/attributes?deviceProfileId=${t2.deviceProfileId.id}`)).body;
    t.notOk(attributes.includes('zone'), 'other profiles left out');
    const allAttributes = (await admin.get('/api/deviceProfile/devices/keys/attributes')).body;
    t.ok(allAttributes.includes('zone'));
    t.same([...allAttributes].sort(), allAttributes, 'sorted');
    expectError(t, await admin.get('/api/deviceProfile/devices/keys/timeseries?deviceProfileId=x'), 400, 31, 'Invalid UUID string: x');
    expectError(t, await customer.get('/api/deviceProfile/devices/keys/timeseries'), 403, 20, PERMISSION_DENIED);
  });

  t.test('permissions', async (t) => {
    t.equal((await customer.get(`/api/deviceProfileInfo/${mqtt.id.id}`)).status, 200);
    t.equal((await customer.get('/api/deviceProfileInfos?pageSize=10&page=0')).status, 200);
    expectError(t, await customer.get(`/api/deviceProfile/${mqtt.id.id}`), 403, 20, PERMISSION_DENIED);
    expectError(t, await customer.get('/api/deviceProfiles?pageSize=10&page=0'), 403, 20, PERMISSION_DENIED);
    expectError(t, await customer.post('/api/deviceProfile', { name: 'c', type: 'DEFAULT', transportType: 'DEFAULT' }), 403, 20, PERMISSION_DENIED);
    expectError(t, await customer.delete(`/api/deviceProfile/${mqtt.id.id}`), 403, 20, PERMISSION_DENIED);
    expectError(t, await sysadmin.get(`/api/deviceProfileInfo/${mqtt.id.id}`), 403, 20, PERMISSION_DENIED);
    const missing = randomUUID();
    expectError(t, await admin.post(`/api/deviceProfile/${missing}/default`), 404, 32, `Device profile with id [${missing}] is not found`);
  });
});

t.test('asset profiles', async (t) => {
  const { url } = await withEmulator(t);
  const admin = await session(url, DEMO.tenant);
  const customer = await session(url, DEMO.customer);
  const defaultInfo = (await admin.get('/api/assetProfileInfo/default')).body;
  const full = (await admin.get(`/api/assetProfile/${defaultInfo.id.id}`)).body;
  t.same(Object.keys(full), [
    'id', 'createdTime', 'tenantId', 'name', 'description', 'image', 'default', 'defaultRuleChainId', 'defaultDashboardId',
    'defaultQueueName', 'externalId',
  ]);
  t.same([full.name, full.description, full.default, full.image], ['default', 'Default asset profile', true, null]);

  const building = (await admin.post('/api/assetProfile', { name: 'building', description: 'Buildings' })).body;
  t.same([building.name, building.default, building.tenantId], ['building', false, full.tenantId]);
  expectError(t, await admin.post('/api/assetProfile', { name: 'building' }), 400, 31, 'Asset profile with such name already exists!');
  expectError(t, await admin.post('/api/assetProfile', { description: 'x' }), 400, 31, 'Asset profile name should be specified!');
  expectError(t, await admin.post('/api/assetProfile', { name: 'other', default: true }), 400, 31,
    'Another default asset profile is present in scope of current tenant!');
  expectError(t, await admin.post('/api/assetProfile', { name: 'other', defaultQueueName: 'Nope' }), 400, 31,
    'Asset profile is referencing to non-existent queue!');

  const asset = (await admin.post('/api/asset', { name: 'HQ', assetProfileId: building.id })).body;
  t.equal(asset.type, 'building');
  expectError(t, await admin.delete(`/api/assetProfile/${building.id.id}`), 400, 31, 'The asset profile referenced by the assets cannot be deleted!');
  t.same((await admin.post(`/api/assetProfile/${building.id.id}/default`)).body.default, true);
  t.same((await admin.get('/api/assetProfileInfo/default')).body.name, 'building');
  expectError(t, await admin.delete(`/api/assetProfile/${building.id.id}`), 400, 31, 'Deletion of Default Asset Profile is prohibited!');
  t.equal((await admin.delete(`/api/assetProfile/${defaultInfo.id.id}`)).status, 200, 'the old default is deletable now');

  const infos = (await admin.get('/api/assetProfileInfos?pageSize=10&page=0')).body;
  t.same(infos.data, [{ id: building.id, name: 'building', image: null, defaultDashboardId: null }]);
  const sorted = await admin.get('/api/assetProfiles?pageSize=10&page=0&sortProperty=isDefault&sortOrder=DESC');
  t.equal(sorted.body.data[0].name, 'building');
  const badSort = await admin.get('/api/assetProfiles?pageSize=10&page=0&sortProperty=transportType');
  t.same([badSort.status, badSort.body.errorCode], [500, 2], 'asset profiles have no transport type');

  t.equal((await customer.get(`/api/assetProfileInfo/${building.id.id}`)).body.name, 'building');
  expectError(t, await customer.get(`/api/assetProfile/${building.id.id}`), 403, 20, PERMISSION_DENIED);
  expectError(t, await customer.post('/api/assetProfile', { name: 'c' }), 403, 20, PERMISSION_DENIED);
});

t.test('tenant profiles', async (t) => {
  const { url } = await withEmulator(t);
  const sysadmin = await session(url, DEMO.sysadmin);
  const admin = await session(url, DEMO.tenant);
  const list = (await sysadmin.get('/api/tenantProfiles?pageSize=10&page=0&sortProperty=name')).body;
  t.same(list.data.map((p: { name: string; default: boolean }) => [p.name, p.default]), [['Default', true], ['Isolated TB Rule Engine', false]]);
  const defaultProfile = list.data[0];
  t.same((await sysadmin.get('/api/tenantProfileInfo/default')).body, { id: defaultProfile.id, name: 'Default' });
  t.same((await sysadmin.get(`/api/tenantProfileInfo/${defaultProfile.id.id}`)).body, { id: defaultProfile.id, name: 'Default' });
  const infos = (await sysadmin.get('/api/tenantProfileInfos?pageSize=10&page=0&sortProperty=name&sortOrder=DESC')).body;
  t.same(infos.data.map((p: { name: string }) => p.name), ['Isolated TB Rule Engine', 'Default']);
  const badSort = await sysadmin.get('/api/tenantProfileInfos?pageSize=10&page=0&sortProperty=createdTime');
  t.same([badSort.status, badSort.body.errorCode], [500, 2], 'infos sort by id and name only');

  const configuration = { ...defaultProfile.profileData.configuration, maxDevices: 5 };
  const created = await sysadmin.post('/api/tenantProfile', {
    name: 'Small', description: 'Few devices', isolatedTbRuleEngine: false, profileData: { configuration },
  });
  t.equal(created.status, 200);
  const small = created.body;
  t.same(Object.keys(small), ['id', 'createdTime', 'name', 'description', 'default', 'isolatedTbRuleEngine', 'profileData']);
  t.same([small.default, small.profileData.configuration.maxDevices, small.profileData.queueConfiguration], [false, 5, null]);

  expectError(t, await sysadmin.post('/api/tenantProfile', { name: 'Small', profileData: { configuration } }), 400, 31, 'Tenant profile with such name already exists!');
  expectError(t, await sysadmin.post('/api/tenantProfile', { profileData: { configuration } }), 400, 31, 'Tenant profile name should be specified!');
  expectError(t, await sysadmin.post('/api/tenantProfile', { name: 'X' }), 400, 31, 'Tenant profile data should be specified!');
  expectError(t, await sysadmin.post('/api/tenantProfile', { name: 'X', profileData: {} }), 400, 31, 'Tenant profile data configuration should be specified!');
  expectError(t, await sysadmin.post('/api/tenantProfile', { name: 'X', default: true, profileData: { configuration } }), 400, 31, 'Another default tenant profile is present!');
  expectError(t, await sysadmin.post('/api/tenantProfile', { ...small, isolatedTbRuleEngine: true }), 400, 31, "Can't update isolatedTbRuleEngine property!");

  expectError(t, await sysadmin.delete(`/api/tenantProfile/${defaultProfile.id.id}`), 400, 31, 'Deletion of Default Tenant Profile is prohibited!');
  const switched = await sysadmin.post(`/api/tenantProfile/${small.id.id}/default`);
  t.same([switched.status, switched.body.default], [200, true]);
  expectError(t, await sysadmin.delete(`/api/tenantProfile/${defaultProfile.id.id}`), 400, 31, 'The tenant profile referenced by the tenants cannot be deleted!');
  const isolated = list.data[1];
  t.same([(await sysadmin.delete(`/api/tenantProfile/${isolated.id.id}`)).status], [200]);
  expectError(t, await sysadmin.get(`/api/tenantProfile/${isolated.id.id}`), 404, 32, `Tenant profile with id [${isolated.id.id}] is not found`);

  expectError(t, await admin.get('/api/tenantProfiles?pageSize=10&page=0'), 403, 20, PERMISSION_DENIED);
  expectError(t, await admin.post('/api/tenantProfile', { name: 'Mine', profileData: { configuration } }), 403, 20, PERMISSION_DENIED);
  expectError(t, await admin.get(`/api/tenantProfileInfo/${small.id.id}`), 403, 20, PERMISSION_DENIED);
  const notJson = await sysadmin.post('/api/tenantProfile', '[1]');
  t.same([notJson.status, notJson.body.errorCode], [500, 2]);
});

t.test('profile references to rule chains, dashboards and queues', async (t) => {
  const { url } = await withEmulator(t);
  const admin = await session(url, DEMO.tenant);
  const chain = (await admin.get('/api/ruleChains?pageSize=1&page=0&type=CORE&sortProperty=name')).body.data[0];
  const dashboard = (await admin.get('/api/tenant/dashboards?pageSize=1&page=0&sortProperty=title')).body.data[0];
  const base = { type: 'DEFAULT', transportType: 'DEFAULT' };
  const saved = await admin.post('/api/deviceProfile', { ...base, name: 'linked', defaultRuleChainId: chain.id, defaultDashboardId: dashboard.id });
  t.same([saved.body.defaultRuleChainId, saved.body.defaultDashboardId], [chain.id, dashboard.id]);
  const ghost = { entityType: 'RULE_CHAIN', id: '0b7c8a10-0000-1000-8000-000000000000' };
  expectError(t, await admin.post('/api/deviceProfile', { ...base, name: 'x', defaultRuleChainId: ghost }), 400, 31, "Can't assign non-existent rule chain!");
  expectError(t, await admin.post('/api/assetProfile', { name: 'x', defaultDashboardId: { ...ghost, entityType: 'DASHBOARD' } }),
    400, 31, "Can't assign non-existent dashboard!");
  const asset = await admin.post('/api/assetProfile', { name: 'queued', defaultQueueName: 'SequentialByOriginator', defaultRuleChainId: chain.id });
  t.same([asset.status, asset.body.defaultQueueName, asset.body.defaultRuleChainId], [200, 'SequentialByOriginator', chain.id]);
});
