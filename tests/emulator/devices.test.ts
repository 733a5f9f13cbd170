import { createHash, randomUUID } from 'node:crypto';
import t from 'tap';
import { createdTimeOf } from '../../emulator/lib/ids.ts';
import { DEMO, NULL_UUID, deviceByName, expectError, session, withEmulator } from '../helpers/emulator.ts';
import { otherTenant } from '../helpers/other-tenant.ts';

t.test('device save', async (t) => {
  const { url } = await withEmulator(t);
  const admin = await session(url, DEMO.tenant);
  const tenantId = admin.claims.tenantId;
  const defaultProfile = (await admin.get('/api/deviceProfileInfo/default')).body;

  t.test('a minimal device', async (t) => {
    const res = await admin.post('/api/device', { name: 'Pump 1' });
    t.equal(res.status, 200);
    const device = res.body;
    t.same(Object.keys(device), [
      'id', 'createdTime', 'tenantId', 'customerId', 'name', 'type', 'label', 'deviceProfileId', 'deviceData',
      'firmwareId', 'softwareId', 'externalId', 'additionalInfo',
    ]);
    t.equal(device.id.entityType, 'DEVICE');
    t.match(device.id.id, /^[0-9a-f]{8}-[0-9a-f]{4}-1[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/, 'time-based UUID');
    t.equal(device.createdTime, createdTimeOf(device.id.id));
    t.ok(Math.abs(device.createdTime - Date.now()) < 5000);
    t.same(device.tenantId, { entityType: 'TENANT', id: tenantId });
    t.same(device.customerId, { entityType: 'CUSTOMER', id: NULL_UUID });
    t.same([device.type, device.label, device.additionalInfo], ['default', null, null]);
    t.same(device.deviceProfileId, defaultProfile.id);
    t.same(device.deviceData, { configuration: { type: 'DEFAULT' }, transportConfiguration: { type: 'DEFAULT' } });
    const credentials = (await admin.get(`/api/device/${device.id.id}/credentials`)).body;
    t.same(Object.keys(credentials.id), ['id']);
    t.same(credentials.deviceId, device.id);
    t.equal(credentials.credentialsType, 'ACCESS_TOKEN');
    t.match(credentials.credentialsId, /^[A-Za-z0-9]{20}$/);
    t.equal(credentials.credentialsValue, null);
  });

  t.test('access token from the query and its uniqueness', async (t) => {
    const res = await admin.post('/api/device?accessToken=PUMP_2_TOKEN', { name: 'Pump 2' });
    t.equal((await admin.get(`/api/device/${res.body.id.id}/credentials`)).body.credentialsId, 'PUMP_2_TOKEN');
    expectError(t, await admin.post('/api/device?accessToken=A1_TEST_TOKEN', { name: 'Pump 3' }), 400, 31, 'Specified credentials are already registered!');
    t.equal((await admin.get('/api/tenant/devices?deviceName=Pump 3')).status, 404, 'nothing saved');
  });

  t.test('profile resolution', async (t) => {
    const created = await admin.post('/api/device', { name: 'Valve 1', type: 'valve' });
    t.equal(created.body.type, 'valve');
    const profile = (await admin.get(`/api/deviceProfileInfo/${created.body.deviceProfileId.id}`)).body;
    t.same([profile.name, profile.type, profile.transportType], ['valve', 'DEFAULT', 'DEFAULT']);
    const again = await admin.post('/api/device', { name: 'Valve 2', type: 'valve' });
    t.same(again.body.deviceProfileId, created.body.deviceProfileId, 'existing profile reused');
    const types = (await admin.get('/api/device/types')).body;
    t.same(types.map((type: { type: string }) => type.type), ['default', 'thermostat', 'valve']);
    t.same(types[0], { tenantId: { entityType: 'TENANT', id: tenantId }, entityType: 'DEVICE', type: 'default' });
    const thermostat = await deviceByName(admin, 'Thermostat T1');
    const byId = await admin.post('/api/device', { name: 'Valve 3', type: 'ignored', deviceProfileId: thermostat.deviceProfileId });
    t.equal(byId.body.type, 'thermostat', 'type follows the profile');
    expectError(t, await admin.post('/api/device', { name: 'Valve 4', deviceProfileId: { entityType: 'DEVICE_PROFILE', id: randomUUID() } }),
      400, 31, 'Device is referencing non existing device profile!');
    const profiles = await admin.get('/api/deviceProfileInfos?pageSize=10&page=0&sortProperty=name');
    t.same(profiles.body.data.map((p: { name: string }) => p.name), ['default', 'thermostat', 'valve']);
    t.equal((await admin.get(`/api/deviceProfile/${created.body.deviceProfileId.id}`)).body.default, false, 'a found-or-created profile is not the default');
  });

  t.test('deviceData follows the profile transport', async (t) => {
    const mqtt = (await admin.post('/api/deviceProfile', { name: 'mqtt valves', type: 'DEFAULT', transportType: 'MQTT' })).body;
    const device = await admin.post('/api/device', { name: 'MQTT valve', deviceProfileId: mqtt.id,
      deviceData: { configuration: { type: 'DEFAULT' }, transportConfiguration: { type: 'DEFAULT' } } });
    t.same([device.status, device.body.type, device.body.deviceData],
      [200, 'mqtt valves', { configuration: { type: 'DEFAULT' }, transportConfiguration: { type: 'MQTT' } }]);
    const moved = await admin.post('/api/device', { ...device.body, deviceProfileId: null, type: null });
    t.same([moved.body.type, moved.body.deviceData.transportConfiguration], ['default', { type: 'DEFAULT' }],
      'neither profile nor type: the default profile');
  });

  t.test('validation', async (t) => {
    expectError(t, await admin.post('/api/device', { name: 'Test Device A1' }), 400, 31, 'Device with such name already exists!');
    expectError(t, await admin.post('/api/device', { type: 'default' }), 400, 31, 'Device name should be specified!');
    expectError(t, await admin.post('/api/device', { name: '   ' }), 400, 31, 'Device name should be specified!');
    expectError(t, await admin.post('/api/device', { name: 'x'.repeat(256) }), 400, 31, 'Validation error: name length must be equal or less than 255');
    expectError(t, await admin.post('/api/device', { name: '<script>alert(1)</script>' }), 400, 31, 'Validation error: name is malformed');
    expectError(t, await admin.post('/api/device', { name: 'Orphan', customerId: { entityType: 'CUSTOMER', id: randomUUID() } }),
      400, 31, "Can't assign device to non-existent customer!");
    const { customer: foreign } = await otherTenant(url, await session(url, DEMO.sysadmin));
    expectError(t, await admin.post('/api/device', { name: 'Stray', customerId: foreign.id }), 400, 31,
      "Can't assign device to customer from different tenant!");
    expectError(t, await admin.post('/api/asset', { name: 'Stray', customerId: foreign.id }), 400, 31,
      "Can't assign asset to customer from different tenant!");
    const id = randomUUID();
    expectError(t, await admin.post('/api/device', { id: { entityType: 'DEVICE', id }, name: 'Ghost' }), 404, 32, `Device with id [${id}] is not found`);
    const caseOnly = await admin.post('/api/device', { name: 'test device a1' });
    t.equal(caseOnly.status, 200, 'names are unique case-sensitively');
  });

  t.test('rename and update', async (t) => {
    const device = await deviceByName(admin, 'Test Device A2');
    expectError(t, await admin.post('/api/device', { ...device, name: 'Test Device A3' }), 400, 31, 'Device with such name already exists!');
    const renamed = await admin.post('/api/device', { ...device, name: 'Renamed A2', additionalInfo: { description: 'moved' } });
    t.same([renamed.body.name, renamed.body.createdTime, renamed.body.additionalInfo], ['Renamed A2', device.createdTime, { description: 'moved' }]);
    t.same(renamed.body.customerId, device.customerId);
  });
});

t.test('device reads, lookups and delete', async (t) => {
  const { url } = await withEmulator(t);
  const admin = await session(url, DEMO.tenant);
  const a1 = await deviceByName(admin, 'Test Device A1');
  const t1 = await deviceByName(admin, 'Thermostat T1');

  const info = (await admin.get(`/api/device/info/${a1.id.id}`)).body;
  t.same([info.customerTitle, info.customerIsPublic, info.deviceProfileName], ['Customer A', false, 'default']);
  const thermostat = (await admin.get(`/api/device/info/${t1.id.id}`)).body;
  t.same([thermostat.customerTitle, thermostat.deviceProfileName, thermostat.additionalInfo],
    [null, 'thermostat', { description: 'Demo device for Thermostats dashboard' }]);
  expectError(t, await admin.get('/api/tenant/devices?deviceName=nope'), 404, 32, "Requested item wasn't found!");
  expectError(t, await admin.get('/api/tenant/devices?deviceName=test device a1'), 404, 32, "Requested item wasn't found!");
  const byIds = await admin.get(`/api/devices?deviceIds=${a1.id.id},${t1.id.id},${randomUUID()}`);
  t.same(byIds.body.map((d: { name: string }) => d.name).sort(), ['Test Device A1', 'Thermostat T1']);
  const repeated = await admin.get(`/api/devices?deviceIds=${a1.id.id}&deviceIds=${t1.id.id}`);
  t.equal(repeated.body.length, 2, 'a repeated parameter lists ids too');
  for (const [kind, ids] of [['device', 'deviceIds'], ['asset', 'assetIds'], ['edge', 'edgeIds']]) {
    const plural = `/api/${kind}s`;
    expectError(t, await admin.get(`${plural}?${ids}=`), 400, 31, `Parameter '${ids}' can't be empty!`);
    expectError(t, await admin.get(`${plural}?${ids}=${a1.id.id},,${t1.id.id}`), 400, 31, `Parameter '${ids}' can't be empty!`);
    expectError(t, await admin.get(`${plural}?${ids}=${a1.id.id},nope`), 400, 31, 'Invalid UUID string: nope');
  }
  expectError(t, await admin.get('/api/devices?deviceIds=nope'), 400, 31, 'Invalid UUID string: nope');

  const deleted = await admin.delete(`/api/device/${a1.id.id}`);
  t.same([deleted.status, deleted.text], [200, '']);
  expectError(t, await admin.get(`/api/device/${a1.id.id}`), 404, 32, `Device with id [${a1.id.id}] is not found`);
  const reuse = await admin.post('/api/device?accessToken=A1_TEST_TOKEN', { name: 'Test Device A1' });
  t.equal(reuse.status, 200, 'name and token are free again');
});

t.test('device credentials', async (t) => {
  const { url } = await withEmulator(t);
  const admin = await session(url, DEMO.tenant);
  const customer = await session(url, DEMO.customer);
  const a1 = await deviceByName(admin, 'Test Device A1');
  const current = (await admin.get(`/api/device/${a1.id.id}/credentials`)).body;

  const changed = await admin.post('/api/device/credentials', { ...current, credentialsId: 'NEW_A1_TOKEN' });
  t.same([changed.status, changed.body.credentialsId, changed.body.id], [200, 'NEW_A1_TOKEN', current.id]);
  t.equal((await admin.get(`/api/device/${a1.id.id}/credentials`)).body.credentialsId, 'NEW_A1_TOKEN');
  expectError(t, await admin.post('/api/device/credentials', { ...current, credentialsId: 'B1_TEST_TOKEN' }), 400, 31, 'Specified credentials are already registered!');
  expectError(t, await admin.post('/api/device/credentials', { ...current, credentialsId: '' }), 400, 31, 'Device credentials id should be specified!');
  const { id: _id, ...withoutId } = current;
  expectError(t, await admin.post('/api/device/credentials', withoutId), 400, 31, 'Credentials for this device are already specified!');
  expectError(t, await customer.post('/api/device/credentials', current), 403, 20, "You don't have permission to perform this operation!");

  const value = JSON.stringify({ clientId: 'client-1', userName: 'user-1', password: 'pw' });
  const mqtt = await admin.post('/api/device/credentials', { ...current, credentialsType: 'MQTT_BASIC', credentialsId: null, credentialsValue: value });
  t.equal(mqtt.status, 200);
  t.equal(mqtt.body.credentialsId, createHash('sha3-256').update('client-1|user-1').digest('hex'));
  t.equal(mqtt.body.credentialsValue, value);
  expectError(t, await admin.post('/api/device/credentials', { ...current, credentialsType: 'MQTT_BASIC', credentialsValue: '{}' }),
    400, 31, 'Both mqtt client id and user name are empty!');
});
