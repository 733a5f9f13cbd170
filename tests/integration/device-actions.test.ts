import t from 'tap';
import { startConsole, TENANT, CUSTOMER_A, type ConsoleClient } from '../helpers/console.ts';
import { customerByTitle, deviceByName, session } from '../helpers/emulator.ts';

/** The device table's actions per scope (console-map §3.1): confirms, assign, add to customer and edge, delete. */

const idOf = async (client: ConsoleClient, name: string) => {
  const res = await client.get(`/devices?textSearch=${encodeURIComponent(name)}`);
  return /details=([0-9a-f-]{36})/.exec(res.body)![1];
};

t.test('tenant device actions', async (t) => {
  const c = await startConsole(t);
  const tenant = c.client();
  await tenant.signIn(TENANT.username, TENANT.password);
  const admin = await session(c.emulator.url, [TENANT.username, TENANT.password]);
  const customerA = await customerByTitle(admin, 'Customer A');

  t.test('the list shows the map\'s add actions, profile filter and row actions', async (t) => {
    const res = await tenant.get('/devices');
    for (const label of ['Add new device', 'Import devices']) t.match(res.body, `<span>${label}</span>`, label);
    for (const label of ['Add device', 'Make device public', 'Assign to customer', 'Unassign from customer', 'Make device private', 'Manage credentials', 'Assign devices']) {
      t.match(res.body, `aria-label="${label}"`, label);
    }
    t.match(res.body, /name="deviceProfileId"/, 'device-profile filter');
    t.match(res.body, /All device profiles/);
    const thermostats = await tenant.get(`/devices?deviceProfileId=${(await admin.get('/api/deviceProfileInfos?pageSize=10&page=0&textSearch=thermostat')).body.data[0].id.id}`);
    t.match(thermostats.body, /Thermostat T1/);
    t.notMatch(thermostats.body, /Test Device A1/, 'the filter narrows the list');
  });

  t.test('make public, then private', async (t) => {
    const id = await idOf(tenant, 'DHT11');
    const dialog = await tenant.get(`/devices?dialog=make-public&ids=${id}`);
    t.match(dialog.body, /Make the device &#x27;DHT11 Demo Device&#x27; public\?|Make the device 'DHT11 Demo Device' public\?/);
    const done = await tenant.postForm(`/devices?dialog=make-public&ids=${id}`, {});
    t.equal(done.statusCode, 303);
    t.equal((await deviceByName(admin, 'DHT11 Demo Device')).customerId.id !== '13814000-1dd2-11b2-8080-808080808080', true, 'assigned to the public customer');
    const details = await tenant.get(`/devices/${id}`);
    t.match(details.body, /Device is public/);
    const priv = await tenant.postForm(`/devices/${id}?dialog=make-private&ids=${id}`, {});
    t.equal(priv.statusCode, 303);
    t.equal((await deviceByName(admin, 'DHT11 Demo Device')).customerId.id, '13814000-1dd2-11b2-8080-808080808080');
  });

  t.test('assign to a customer: required, then assigned; the details show it read-only', async (t) => {
    const id = await idOf(tenant, 'Raspberry');
    const empty = await tenant.postForm(`/devices?dialog=assign&ids=${id}`, {});
    t.equal(empty.statusCode, 400);
    t.match(empty.body, /Customer is required/);
    const done = await tenant.postForm(`/devices?dialog=assign&ids=${id}`, { customerId: customerA.id.id });
    t.equal(done.statusCode, 303);
    const details = await tenant.get(`/devices/${id}`);
    t.match(details.body, /Assigned to customer/);
    t.match(details.body, /Customer A/);
    const missing = await tenant.postForm(`/devices?dialog=assign&ids=${id}`, { customerId: '13814000-1dd2-11b2-8080-808080808081' });
    t.equal(missing.statusCode, 404, 'a customer the platform does not have: its refusal on the dialog');
    t.match(missing.body, /role="alert"/);
    const unassign = await tenant.postForm(`/devices?dialog=unassign&ids=${id}`, {});
    t.equal(unassign.statusCode, 303);
    t.equal((await deviceByName(admin, 'Raspberry Pi Demo Device')).customerId.id, '13814000-1dd2-11b2-8080-808080808080');
  });

  t.test('delete one: the confirm texts; gone afterwards', async (t) => {
    const made = await admin.post('/api/device', { name: 'To delete', type: 'default' });
    const id = made.body.id.id;
    const dialog = await tenant.get(`/devices?dialog=delete&ids=${id}`);
    t.match(dialog.body, /Delete the device/);
    t.match(dialog.body, /gone for good/);
    const done = await tenant.postForm(`/devices/${id}?dialog=delete&ids=${id}`, {});
    t.equal(done.statusCode, 303);
    t.equal(done.headers.location, '/devices', 'a deleted device\'s page leads to the list');
    t.equal((await admin.get(`/api/device/${id}`)).status, 404);
  });

  t.test('edit: validators keep the input; saved with its gateway flag and description', async (t) => {
    const id = await idOf(tenant, 'Thermostat T1');
    const profile = (await deviceByName(admin, 'Thermostat T1')).deviceProfileId.id;
    const bad = await tenant.postForm(`/devices/${id}?edit=true`, { name: '', deviceProfileId: profile, label: 'x'.repeat(256) });
    t.equal(bad.statusCode, 400);
    t.match(bad.body, /Name is required/);
    t.match(bad.body, /The label may have at most 255 characters/);
    t.match(bad.body, /value="x{256}"/, 'the input is kept');
    const ok = await tenant.postForm(`/devices/${id}?edit=true`, { name: 'Thermostat T1', deviceProfileId: profile, label: 'Hall', 'additionalInfo.gateway': 'true', 'additionalInfo.description': 'Edited' });
    t.equal(ok.statusCode, 303);
    const saved = await deviceByName(admin, 'Thermostat T1');
    t.equal(saved.label, 'Hall');
    t.same([saved.additionalInfo.gateway, saved.additionalInfo.description], [true, 'Edited']);
    t.equal(saved.deviceData.transportConfiguration.type, 'DEFAULT', 'members the form does not show are kept');
    const dup = await tenant.postForm(`/devices/${id}?edit=true`, { name: 'Thermostat T2', deviceProfileId: profile });
    t.equal(dup.statusCode, 400, 'a duplicate name is the platform\'s refusal on the form');
    t.match(dup.body, /already exists/);
  });

  t.test('OTA package pickers offer the packages of the chosen profile; a new profile drops the old one\'s', async (t) => {
    const thermostat = await deviceByName(admin, 'Thermostat T2');
    const dht = await deviceByName(admin, 'DHT11 Demo Device');
    const ota = async (title: string, type: string, profile: unknown) =>
      (await admin.post('/api/otaPackage', { type, title, version: '1', deviceProfileId: profile, usesUrl: true, url: 'https://example.com/fw.bin' })).body.id.id as string;
    const thermostatFw = await ota('Thermostat firmware', 'FIRMWARE', thermostat.deviceProfileId);
    const thermostatSw = await ota('Thermostat software', 'SOFTWARE', thermostat.deviceProfileId);
    await ota('Default firmware', 'FIRMWARE', dht.deviceProfileId);
    const id = thermostat.id.id;
    const form = await tenant.get(`/devices/${id}?edit=true`);
    const firmware = form.body.slice(form.body.indexOf('name="firmwareId"'), form.body.indexOf('name="softwareId"'));
    t.match(firmware, /Thermostat firmware/);
    t.notMatch(firmware, /Default firmware|Thermostat software/, 'only firmware of the thermostat profile');
    const typeAhead = await tenant.get(`/search/firmware?field=firmwareId&textSearch=&empty=&ownerField=deviceProfileId&deviceProfileId=${dht.deviceProfileId.id}`);
    t.match(typeAhead.body, /Default firmware/, 'the type-ahead filters by the profile sent along');
    t.notMatch(typeAhead.body, /Thermostat firmware/);
    const fields = { name: 'Thermostat T2', deviceProfileId: thermostat.deviceProfileId.id, firmwareId: thermostatFw, softwareId: thermostatSw };
    t.equal((await tenant.postForm(`/devices/${id}?edit=true`, fields)).statusCode, 303);
    const saved = await deviceByName(admin, 'Thermostat T2');
    t.same([saved.firmwareId?.id, saved.softwareId?.id], [thermostatFw, thermostatSw]);
    t.equal((await tenant.postForm(`/devices/${id}?edit=true`, { ...fields, deviceProfileId: dht.deviceProfileId.id })).statusCode, 303);
    const moved = await deviceByName(admin, 'Thermostat T2');
    t.same([moved.deviceProfileId.id, moved.firmwareId, moved.softwareId], [dht.deviceProfileId.id, null, null], 'the old profile\'s packages are dropped');
    t.equal((await tenant.postForm(`/devices/${id}?edit=true`, { ...fields })).statusCode, 303, 'and back');
  });

  t.test('device data per transport: SNMP devices say where they are reached, CoAP ones their power saving', async (t) => {
    const snmpProfile = (await admin.post('/api/deviceProfile', { name: 'snmp profile', type: 'DEFAULT', transportType: 'SNMP', profileData: {} })).body;
    const snmp = (await admin.post('/api/device', { name: 'SNMP device', deviceProfileId: snmpProfile.id })).body;
    const at = `/devices/${snmp.id.id}?edit=true`;
    const form = await tenant.get(at);
    for (const name of ['host', 'port', 'protocolVersion', 'community']) t.match(form.body, `name="deviceData.transportConfiguration.${name}"`, name);
    const fields = { name: 'SNMP device', deviceProfileId: snmpProfile.id.id };
    const bad = await tenant.postForm(at, { ...fields, 'deviceData.transportConfiguration.port': 'x1' });
    t.equal(bad.statusCode, 400);
    for (const message of ['The host is required', 'The port must be a whole number', 'The community string is required']) t.match(bad.body, message);
    const ok = await tenant.postForm(at, { ...fields, 'deviceData.transportConfiguration.host': '10.0.0.7', 'deviceData.transportConfiguration.port': '161', 'deviceData.transportConfiguration.protocolVersion': 'V2C', 'deviceData.transportConfiguration.community': 'public' });
    t.equal(ok.statusCode, 303);
    const saved = (await admin.get(`/api/device/${snmp.id.id}`)).body.deviceData.transportConfiguration;
    t.same([saved.type, saved.host, saved.port, saved.protocolVersion, saved.community], ['SNMP', '10.0.0.7', 161, 'V2C', 'public'], 'the port sent as a number');

    const coapProfile = (await admin.post('/api/deviceProfile', { name: 'coap profile', type: 'DEFAULT', transportType: 'COAP', profileData: {} })).body;
    const coap = (await admin.post('/api/device', { name: 'CoAP device', deviceProfileId: coapProfile.id })).body;
    const coapForm = await tenant.get(`/devices/${coap.id.id}?edit=true`);
    t.match(coapForm.body, /name="deviceData.transportConfiguration.powerMode"/);
    t.notMatch(coapForm.body, /transportConfiguration.host/);
    const psm = await tenant.postForm(`/devices/${coap.id.id}?edit=true`, { name: 'CoAP device', deviceProfileId: coapProfile.id.id, 'deviceData.transportConfiguration.powerMode': 'PSM', 'deviceData.transportConfiguration.psmActivityTimer': '10000' });
    t.equal(psm.statusCode, 303);
    const coapSaved = (await admin.get(`/api/device/${coap.id.id}`)).body.deviceData.transportConfiguration;
    t.same([coapSaved.powerMode, coapSaved.psmActivityTimer], ['PSM', 10000]);
    const defaultForm = await tenant.get(`/devices/${(await deviceByName(admin, 'Thermostat T1')).id.id}?edit=true`);
    t.notMatch(defaultForm.body, /deviceData\.transportConfiguration/, 'default transport: no device data fields');
  });

  t.test('the details copy the access token', async (t) => {
    const id = await idOf(tenant, 'Thermostat T2');
    const details = await tenant.get(`/devices/${id}`);
    t.match(details.body, /data-copy="T2_TEST_TOKEN"/);
    t.match(details.body, /aria-label="Copy access token"/);
    t.match(details.body, /Copy device ID/);
    for (const tab of ['Attributes', 'Latest telemetry', 'Alarms', 'Events', 'Relations', 'Audit logs']) t.match(details.body, `>${tab}</a>`, tab);
  });

  t.test('customer scope: title, unassign many, add devices to the customer', async (t) => {
    const base = `/customers/${customerA.id.id}/devices`;
    const list = await tenant.get(base);
    t.equal(list.statusCode, 200);
    t.match(list.body, /Customer A: Devices/);
    t.match(list.body, /aria-label="Assign new device"|<span>Assign new device<\/span>/);
    t.notMatch(list.body, /aria-label="Make device public"/);
    const ids = [...list.body.matchAll(/details=([0-9a-f-]{36})/g)].map((m) => m[1]);
    const unique = [...new Set(ids)];
    t.ok(unique.length >= 3);
    const many = await tenant.get(`${base}?dialog=unassign&ids=${unique.slice(0, 2).join(',')}`);
    t.match(many.body, /Unassign 2 devices\?/);
    t.equal((await tenant.postForm(`${base}?dialog=unassign&ids=${unique.slice(0, 2).join(',')}`, {})).statusCode, 303);
    const after = await tenant.get(base);
    t.equal(new Set([...after.body.matchAll(/details=([0-9a-f-]{36})/g)].map((m) => m[1])).size, unique.length - 2);
    const add = await tenant.postForm(`${base}?dialog=add-to-customer`, { entityIds: unique.slice(0, 2).join(',') });
    t.equal(add.statusCode, 303);
    const back = await tenant.get(base);
    t.equal(new Set([...back.body.matchAll(/details=([0-9a-f-]{36})/g)].map((m) => m[1])).size, unique.length);
    const noDelete = await tenant.get(`${base}?dialog=delete&ids=${unique[0]}`);
    t.equal(noDelete.statusCode, 404, 'no delete in the customer scope');
  });

  t.test('edge scope: add, list and unassign devices', async (t) => {
    const edge = (await admin.post('/api/edge', { name: 'Edge E', type: 'default', secret: 'secret-e', routingKey: 'routing-e' })).body;
    const base = `/edgeInstances/${edge.id.id}/devices`;
    const empty = await tenant.get(base);
    t.equal(empty.statusCode, 200);
    t.match(empty.body, /Edge E: Devices/);
    const id = await idOf(tenant, 'Thermostat T2');
    t.equal((await tenant.postForm(`${base}?dialog=add-to-edge`, { entityIds: id })).statusCode, 303);
    const listed = await tenant.get(base);
    t.match(listed.body, /Thermostat T2/);
    t.match(listed.body, /aria-label="Unassign from edge"/);
    t.equal((await tenant.postForm(`${base}?dialog=unassign-edge&ids=${id}`, {})).statusCode, 303);
    t.notMatch((await tenant.get(base)).body, /Thermostat T2/);
  });
});

t.test('customer user: their devices, view credentials only, tenant actions forbidden', async (t) => {
  const c = await startConsole(t);
  const customer = c.client();
  await customer.signIn(CUSTOMER_A.username, CUSTOMER_A.password);
  const list = await customer.get('/devices');
  t.match(list.body, /aria-label="View credentials"/);
  t.notMatch(list.body, /aria-label="Manage credentials"/);
  t.notMatch(list.body, /aria-label="Add new device"/);
  const id = /details=([0-9a-f-]{36})/.exec(list.body)![1];
  for (const dialog of ['delete', 'assign', 'make-public']) {
    const res = await customer.get(`/devices?dialog=${dialog}&ids=${id}`);
    t.equal(res.statusCode, 403, dialog);
    const post = await customer.postForm(`/devices?dialog=${dialog}&ids=${id}`, {});
    t.equal(post.statusCode, 403, `${dialog} posted`);
  }
  const edit = await customer.postForm(`/devices/${id}?edit=true`, { name: 'Mine now' });
  t.equal(edit.statusCode, 403, 'the details are read-only');
});
