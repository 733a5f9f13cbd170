import t from 'tap';
import { DEMO, PERMISSION_DENIED, deviceByName, expectError, session, withEmulator } from '../helpers/emulator.ts';

t.test('POST /api/device-with-credentials', async (t) => {
  const { url } = await withEmulator(t);
  const admin = await session(url, DEMO.tenant);
  const customer = await session(url, DEMO.customer);
  const credentialsOf = async (deviceId: string) => (await admin.get(`/api/device/${deviceId}/credentials`)).body;

  t.test('a new device gets the given credentials instead of a generated token', async (t) => {
    const res = await admin.post('/api/device-with-credentials', {
      device: { name: 'Valve 1', type: 'valve' },
      credentials: { credentialsType: 'ACCESS_TOKEN', credentialsId: 'VALVE_1_TOKEN' },
    });
    t.equal(res.status, 200);
    t.same([res.body.name, res.body.type], ['Valve 1', 'valve']);
    const credentials = await credentialsOf(res.body.id.id);
    t.same([credentials.credentialsType, credentials.credentialsId, credentials.deviceId], ['ACCESS_TOKEN', 'VALVE_1_TOKEN', res.body.id]);
  });

  t.test('MQTT basic credentials are formatted as by POST /api/device/credentials', async (t) => {
    const value = JSON.stringify({ clientId: null, userName: 'valve-2', password: 'secret' });
    const res = await admin.post('/api/device-with-credentials', {
      device: { name: 'Valve 2' },
      credentials: { credentialsType: 'MQTT_BASIC', credentialsValue: value },
    });
    t.equal(res.status, 200);
    const credentials = await credentialsOf(res.body.id.id);
    t.same([credentials.credentialsType, credentials.credentialsId, credentials.credentialsValue], ['MQTT_BASIC', 'valve-2', value]);
  });

  t.test('an update replaces the existing credentials in place', async (t) => {
    const device = await deviceByName(admin, 'Valve 1');
    const before = await credentialsOf(device.id.id);
    const res = await admin.post('/api/device-with-credentials', {
      device: { ...device, label: 'north' },
      credentials: { credentialsType: 'ACCESS_TOKEN', credentialsId: 'VALVE_1_NEW' },
    });
    t.same([res.status, res.body.label], [200, 'north']);
    const after = await credentialsOf(device.id.id);
    t.same([after.id, after.credentialsId], [before.id, 'VALVE_1_NEW']);
  });

  t.test('refused credentials roll the new device back', async (t) => {
    const taken = await admin.post('/api/device-with-credentials', {
      device: { name: 'Valve 3' },
      credentials: { credentialsType: 'ACCESS_TOKEN', credentialsId: 'A1_TEST_TOKEN' },
    });
    expectError(t, taken, 400, 31, 'Specified credentials are already registered!');
    const untyped = await admin.post('/api/device-with-credentials', { device: { name: 'Valve 3' }, credentials: { credentialsId: 'X' } });
    expectError(t, untyped, 400, 31, 'Device credentials type should be specified!');
    t.equal((await admin.get('/api/tenant/devices?deviceName=Valve%203')).status, 404, 'no device left behind');
  });

  t.test('bad requests', async (t) => {
    expectError(t, await admin.post('/api/device-with-credentials', { device: { name: 'Valve 4' } }), 404, 32, "Requested item wasn't found!");
    const badType = await admin.post('/api/device-with-credentials', { device: { name: 'Valve 4' }, credentials: { credentialsType: 'TOKEN' } });
    t.same([badType.status, badType.body.errorCode], [500, 2]);
    t.match(badType.body.message, /^JSON parse error: Cannot deserialize value of type `org\.thingsboard\.server\.common\.data\.security\.DeviceCredentialsType`/);
    const created = await customer.post('/api/device-with-credentials', {
      device: { name: 'Valve 4' },
      credentials: { credentialsType: 'ACCESS_TOKEN', credentialsId: 'VALVE_4' },
    });
    expectError(t, created, 403, 20, PERMISSION_DENIED);
    t.equal((await admin.get('/api/tenant/devices?deviceName=Valve%204')).status, 404);
  });
});

t.test('GET /api/devices/count/{otaPackageType}/{deviceProfileId}', async (t) => {
  const { url } = await withEmulator(t);
  const admin = await session(url, DEMO.tenant);
  const customer = await session(url, DEMO.customer);
  const thermostat = await deviceByName(admin, 'Thermostat T1');
  const profileId = thermostat.deviceProfileId.id;
  const ofProfile = (await admin.get(`/api/tenant/devices?pageSize=100&page=0&type=${encodeURIComponent(thermostat.type)}`)).body.totalElements;
  t.ok(ofProfile > 0);
  const count = async (type: string) => (await admin.get(`/api/devices/count/${type}/${profileId}`)).body;
  t.same([await count('FIRMWARE'), await count('SOFTWARE')], [ofProfile, ofProfile], 'no device has a package yet');

  const firmware = await admin.post('/api/otaPackage', { type: 'FIRMWARE', title: 'fw', version: '1', deviceProfileId: thermostat.deviceProfileId,
    usesUrl: true, url: 'https://example.com/fw.bin' });
  t.equal((await admin.post('/api/device', { ...thermostat, firmwareId: firmware.body.id })).status, 200);
  t.same([await count('FIRMWARE'), await count('SOFTWARE')], [ofProfile - 1, ofProfile], 'the device with firmware no longer counts');
  t.same((await customer.get(`/api/devices/count/FIRMWARE/${profileId}`)).body, ofProfile - 1, 'customer users may ask (tenant-wide)');

  expectError(t, await admin.get(`/api/devices/count/BIOS/${profileId}`), 400, 31, 'No enum constant org.thingsboard.server.common.data.ota.OtaPackageType.BIOS');
  expectError(t, await admin.get('/api/devices/count/FIRMWARE/abc'), 400, 31, 'Invalid UUID string: abc');
  const sysadmin = await session(url, DEMO.sysadmin);
  expectError(t, await sysadmin.get(`/api/devices/count/FIRMWARE/${profileId}`), 403, 20, PERMISSION_DENIED);
});
