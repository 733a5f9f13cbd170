import { createHash, randomUUID } from 'node:crypto';
import t from 'tap';
import { PERMISSION_DENIED, deviceByName, expectError, withEmulator } from '../helpers/emulator.ts';
import { demoSessions } from '../helpers/demo-sessions.ts';

const INFO_KEYS = [
  'id', 'createdTime', 'tenantId', 'deviceProfileId', 'type', 'title', 'version', 'tag', 'url', 'hasData', 'fileName',
  'contentType', 'checksumAlgorithm', 'checksum', 'dataSize', 'additionalInfo',
];

t.test('OTA packages', async (t) => {
  const { url } = await withEmulator(t);
  const { tenant: admin, customer, sysadmin } = await demoSessions(url, 'tenant', 'customer', 'sysadmin');
  const thermostat = await deviceByName(admin, 'Thermostat T1');
  const profileId = thermostat.deviceProfileId;
  const upload = async (id: string, query: string, data: Buffer | null, token = admin.tokens.token) => {
    const form = new FormData();
    if (data !== null) form.append('file', new Blob([new Uint8Array(data)], { type: 'application/octet-stream' }), 'fw.bin');
    const response = await fetch(`${url}/api/otaPackage/${id}${query}`, { method: 'POST', headers: { 'X-Authorization': `Bearer ${token}` }, body: form });
    const text = await response.text();
    return { status: response.status, headers: response.headers, text, body: text === '' ? undefined : JSON.parse(text) };
  };
  const firmware = { type: 'FIRMWARE', title: 'thermo-fw', version: '1.0', tag: 'thermo-fw 1.0', deviceProfileId: profileId, additionalInfo: { description: 'first' } };
  const byUrl = { usesUrl: true, url: 'https://example.com/fw.bin' };

  t.test('create and upload with checksum', async (t) => {
    t.same((await admin.get('/api/otaPackages?pageSize=10&page=0')).body.totalElements, 0, 'no demo packages');
    const created = await admin.post('/api/otaPackage', firmware);
    t.equal(created.status, 200);
    t.same(Object.keys(created.body), INFO_KEYS);
    t.same([created.body.hasData, created.body.dataSize, created.body.checksum, created.body.url], [false, null, null, null]);
    const id = created.body.id.id;
    const data = Buffer.from('firmware image \x00\x01\x02\xff', 'latin1');
    const sha = createHash('sha256').update(data).digest('hex');
    const uploaded = await upload(id, `?checksumAlgorithm=SHA256&checksum=${sha}`, data);
    t.equal(uploaded.status, 200);
    t.same([uploaded.body.hasData, uploaded.body.dataSize, uploaded.body.checksum, uploaded.body.checksumAlgorithm, uploaded.body.fileName],
      [true, data.length, sha, 'SHA256', 'fw.bin']);
    const download = await fetch(`${url}/api/otaPackage/${id}/download`, { headers: { 'X-Authorization': `Bearer ${admin.tokens.token}` } });
    t.equal(download.status, 200);
    t.same(Buffer.from(await download.arrayBuffer()), data, 'bytes come back unchanged');
    t.match(download.headers.get('content-disposition') ?? '', /attachment; filename="fw.bin"/);
    const full = await admin.get(`/api/otaPackage/${id}`);
    t.equal(Buffer.from(full.body.data, 'base64').toString('latin1'), data.toString('latin1'));
    const info = await customer.get(`/api/otaPackage/info/${id}`);
    t.same([info.status, Object.keys(info.body)], [200, INFO_KEYS]);
    expectError(t, await customer.get(`/api/otaPackage/${id}`), 403, 20, PERMISSION_DENIED);
    const byProfile = await admin.get(`/api/otaPackages/${profileId.id}/FIRMWARE?pageSize=10&page=0`);
    t.same(byProfile.body.data.map((p: any) => p.title), ['thermo-fw']);
    t.same((await admin.get(`/api/otaPackages/${profileId.id}/SOFTWARE?pageSize=10&page=0`)).body.data, []);
    expectError(t, await admin.get(`/api/otaPackages/${profileId.id}/BIOS?pageSize=10&page=0`), 400, 31,
      'No enum constant org.thingsboard.server.common.data.ota.OtaPackageType.BIOS');
    const again = await upload(id, '?checksumAlgorithm=SHA256', Buffer.from('other bytes'));
    expectError(t, again, 400, 31, 'Updating otaPackage data is prohibited!');
  });

  t.test('checksum algorithms and upload errors', async (t) => {
    const data = Buffer.from('The quick brown fox jumps over the lazy dog');
    const expected: Record<string, string> = {
      MD5: '9e107d9d372bb6826bd81d3542a419d6',
      CRC32: '39a34f41',
      MURMUR3_32: '23f74f2e',
      MURMUR3_128: '6c1b07bc7bbc4be347939ac4a93c437a',
    };
    for (const [algorithm, checksum] of Object.entries(expected)) {
      const made = await admin.post('/api/otaPackage', { ...firmware, version: algorithm });
      const uploaded = await upload(made.body.id.id, `?checksumAlgorithm=${algorithm}`, data);
      t.equal(uploaded.body.checksum, checksum, algorithm);
    }
    const made = await admin.post('/api/otaPackage', { ...firmware, version: '9' });
    const id = made.body.id.id;
    expectError(t, await upload(id, '?checksumAlgorithm=SHA256&checksum=deadbeef', data), 400, 31, 'Wrong otaPackage file!');
    expectError(t, await upload(id, '?checksumAlgorithm=SHA1', data), 400, 31, 'No enum constant org.thingsboard.server.common.data.ota.ChecksumAlgorithm.SHA1');
    expectError(t, await upload(id, '?checksumAlgorithm=SHA256', null), 400, 31, "Required request part 'file' is not present");
    const noAlgorithm = await upload(id, '', data);
    t.same([noAlgorithm.status, noAlgorithm.body.errorCode], [500, 2]);
    expectError(t, await upload(id, '?checksumAlgorithm=SHA256', data, customer.tokens.token), 403, 20, PERMISSION_DENIED);
    t.equal((await admin.get(`/api/otaPackage/info/${id}`)).body.hasData, false, 'failed uploads stored nothing');
  });

  t.test('validation, URL packages, lists and delete', async (t) => {
    expectError(t, await admin.post('/api/otaPackage', firmware), 400, 31, 'OtaPackage with such title and version already exists!');
    expectError(t, await admin.post('/api/otaPackage', { ...firmware, title: '' }), 400, 31, 'OtaPackage title should be specified!');
    expectError(t, await admin.post('/api/otaPackage', { ...firmware, version: null }), 400, 31, 'OtaPackage version should be specified!');
    expectError(t, await admin.post('/api/otaPackage', { ...firmware, type: undefined, version: '2' }), 400, 31, 'Type should be specified!');
    expectError(t, await admin.post('/api/otaPackage', { ...firmware, version: '2', deviceProfileId: { entityType: 'DEVICE_PROFILE', id: randomUUID() } }),
      400, 31, 'OtaPackage is referencing to non-existent device profile!');
    const badType = await admin.post('/api/otaPackage', { ...firmware, type: 'BIOS' });
    t.same([badType.status, badType.body.errorCode], [500, 2]);
    expectError(t, await customer.post('/api/otaPackage', { ...firmware, version: '3' }), 403, 20, PERMISSION_DENIED);
    expectError(t, await sysadmin.get('/api/otaPackages?pageSize=10&page=0'), 403, 20, PERMISSION_DENIED);

    const viaUrl = await admin.post('/api/otaPackage', { ...firmware, type: 'SOFTWARE', title: 'app', version: '5', usesUrl: true, url: 'https://example.com/app.bin' });
    t.same([viaUrl.body.url, viaUrl.body.hasData], ['https://example.com/app.bin', false]);
    t.same((await admin.get(`/api/otaPackages/${profileId.id}/SOFTWARE?pageSize=10&page=0`)).body.data.map((p: any) => p.title), ['app']);
    const downloadUrl = await admin.get(`/api/otaPackage/${viaUrl.body.id.id}/download`);
    t.same([downloadUrl.status, downloadUrl.text], [400, '']);

    const list = await customer.get('/api/otaPackages?pageSize=3&page=0&sortProperty=version&sortOrder=DESC&textSearch=THERMO');
    t.same([list.body.totalElements, list.body.data.length, list.body.hasNext], [6, 3, true]);
    t.equal(list.body.data[0].version, 'MURMUR3_32');
    const bad = await admin.get('/api/otaPackages?pageSize=3&page=0&sortProperty=size');
    t.same([bad.status, bad.body.errorCode], [500, 2]);

    const device = await deviceByName(admin, 'Thermostat T2');
    await admin.post('/api/device', { ...device, softwareId: { entityType: 'OTA_PACKAGE', id: viaUrl.body.id.id } });
    expectError(t, await admin.delete(`/api/otaPackage/${viaUrl.body.id.id}`), 400, 31, 'The otaPackage referenced by the devices cannot be deleted!');
    await admin.post('/api/device', { ...device, softwareId: null });
    const deleted = await admin.delete(`/api/otaPackage/${viaUrl.body.id.id}`);
    t.same([deleted.status, deleted.text], [200, '']);
    expectError(t, await admin.get(`/api/otaPackage/info/${viaUrl.body.id.id}`), 404, 32, `OTA package with id [${viaUrl.body.id.id}] is not found`);
    expectError(t, await admin.get('/api/otaPackage/info/zzz'), 400, 31, 'Invalid UUID string: zzz');
  });
  t.test('a device only takes packages of its own profile and slot type', async (t) => {
    const device = await deviceByName(admin, 'Thermostat T1');
    const other = (await admin.get('/api/deviceProfileInfos?pageSize=50&page=0')).body.data.find((p: any) => p.id.id !== profileId.id);
    t.ok(other, 'the demo tenant has a second device profile');
    const fw = (await admin.post('/api/otaPackage', { ...firmware, ...byUrl, title: 'elsewhere-fw', version: '1', deviceProfileId: other.id })).body;
    const sw = (await admin.post('/api/otaPackage', { ...firmware, ...byUrl, type: 'SOFTWARE', title: 'elsewhere-sw', version: '1', deviceProfileId: other.id })).body;
    const own = (await admin.post('/api/otaPackage', { ...firmware, ...byUrl, title: 'own-fw', version: '1' })).body;
    expectError(t, await admin.post('/api/device', { ...device, firmwareId: fw.id }), 400, 31, "Can't assign firmware with different deviceProfile!");
    expectError(t, await admin.post('/api/device', { ...device, softwareId: sw.id }), 400, 31, "Can't assign software with different deviceProfile!");
    expectError(t, await admin.post('/api/device', { ...device, softwareId: own.id }), 400, 31, "Can't assign software with type: FIRMWARE");
    expectError(t, await admin.post('/api/device', { ...device, firmwareId: { entityType: 'OTA_PACKAGE', id: randomUUID() } }),
      400, 31, "Can't assign non-existent firmware!");
    t.same((await admin.get(`/api/device/${device.id.id}`)).body, device, 'nothing changed');
    const assigned = await admin.post('/api/device', { ...device, firmwareId: own.id });
    t.same([assigned.status, assigned.body.firmwareId], [200, own.id], "a package of the device's own profile is accepted");
  });
  t.test('a package with neither data nor a URL cannot be assigned', async (t) => {
    const device = await deviceByName(admin, 'Thermostat T1');
    const profile = (await admin.get(`/api/deviceProfile/${profileId.id}`)).body;
    const fw = (await admin.post('/api/otaPackage', { ...firmware, title: 'empty-fw', version: '1' })).body;
    const sw = (await admin.post('/api/otaPackage', { ...firmware, type: 'SOFTWARE', title: 'empty-sw', version: '1' })).body;
    t.same([fw.hasData, fw.url, sw.hasData, sw.url], [false, null, false, null]);
    expectError(t, await admin.post('/api/device', { ...device, firmwareId: fw.id }), 400, 31, "Can't assign firmware with empty data!");
    expectError(t, await admin.post('/api/device', { ...device, softwareId: sw.id }), 400, 31, "Can't assign software with empty data!");
    expectError(t, await admin.post('/api/deviceProfile', { ...profile, firmwareId: fw.id }), 400, 31, "Can't assign firmware with empty data!");
    expectError(t, await admin.post('/api/deviceProfile', { ...profile, softwareId: sw.id }), 400, 31, "Can't assign software with empty data!");
    t.same((await admin.get(`/api/device/${device.id.id}`)).body, device, 'the device is unchanged');
    t.same((await admin.get(`/api/deviceProfile/${profileId.id}`)).body, profile, 'the profile is unchanged');

    t.equal((await upload(fw.id.id, '?checksumAlgorithm=SHA256', Buffer.from('firmware bytes'))).status, 200);
    const assigned = await admin.post('/api/device', { ...device, firmwareId: fw.id });
    t.same([assigned.status, assigned.body.firmwareId], [200, fw.id], 'once uploaded, the package is accepted');
    const profiled = await admin.post('/api/deviceProfile', { ...profile, firmwareId: fw.id });
    t.same([profiled.status, profiled.body.firmwareId], [200, fw.id], 'by the profile too');
    await admin.post('/api/deviceProfile', { ...profile, firmwareId: null });
    expectError(t, await admin.post('/api/deviceProfile', { ...profile, softwareId: fw.id }), 400, 31, "Can't assign software with type: FIRMWARE");
  });
});
