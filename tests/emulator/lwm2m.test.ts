import t from 'tap';
import { PERMISSION_DENIED, expectError, withEmulator } from '../helpers/emulator.ts';
import { demoSessions } from '../helpers/demo-sessions.ts';
import { keyNameOf } from '../../emulator/lwm2m/lwm2m-object.ts';
import { readObjectModel } from '../../emulator/lwm2m/object-model.ts';

const item = (id: number, name: string, operations: string) =>
  `<Item ID="${id}"><Name>${name}</Name><Operations>${operations}</Operations><MultipleInstances>Single</MultipleInstances></Item>`;
const model = (id: number, name: string, version: string, items: string[], multiple = 'Multiple') =>
  `<?xml version="1.0"?>\n<!-- test model -->\n<LWM2M><Object ObjectType="MODefinition"><Name>${name}</Name><ObjectID>${id}</ObjectID>` +
  `<ObjectVersion>${version}</ObjectVersion><MultipleInstances>${multiple}</MultipleInstances><Mandatory>Optional</Mandatory>` +
  `<Resources>${items.join('')}</Resources></Object></LWM2M>`;
const base64 = (text: string) => Buffer.from(text).toString('base64');

t.test('the OMA model reader', async (t) => {
  const parsed = readObjectModel(model(3303, 'Temp &amp; more', '1.1', [item(5701, 'Sensor Units', 'R'), item(5605, 'Reset', 'E'), item(5700, '<![CDATA[Sensor Value]]>', 'R')]));
  t.same(parsed, {
    id: 3303, name: 'Temp & more', version: '1.1', multiple: true, mandatory: false,
    resources: [{ id: 5605, name: 'Reset', readable: false }, { id: 5700, name: 'Sensor Value', readable: true }, { id: 5701, name: 'Sensor Units', readable: true }],
  });
  t.equal(readObjectModel('<LWM2M><Object><Name>x</Name></Object></LWM2M>'), null, 'no ObjectID');
  t.equal(readObjectModel('<LWM2M><Object><ObjectID>4</ObjectID></LWM2M>'), null, 'bad nesting');
  t.equal(readObjectModel('not xml at all'), null);
  t.same(['Manufacturer', 'Model Number', 'Min_Measured-Value', 'SMS  Number'].map(keyNameOf), ['manufacturer', 'modelNumber', 'minMeasuredValue', 'smsNumber']);
});

t.test('LwM2M object models', async (t) => {
  const { url } = await withEmulator(t);
  const { tenant: admin, customer, sysadmin } = await demoSessions(url, 'tenant', 'customer', 'sysadmin');
  const list = (query: string) => admin.get(`/api/resource/lwm2m?${query}`);

  const system = await list('sortOrder=ASC&sortProperty=id');
  t.equal(system.status, 200);
  t.same(system.body, [{
    id: 3, keyId: '3_1.2', name: 'Device', multiple: false, mandatory: true,
    instances: [{
      id: 0,
      resources: [[0, 'Manufacturer'], [1, 'Model Number'], [2, 'Serial Number'], [3, 'Firmware Version'], [9, 'Battery Level'], [13, 'Current Time']]
        .map(([id, name]) => ({ id, name, observe: false, attribute: false, telemetry: false, keyName: keyNameOf(name as string) })),
    }],
  }], 'the seeded system Device model, its execute-only Reboot left out');

  const temperature = model(3303, 'Temperature', '1.1', [item(5700, 'Sensor Value', 'R'), item(5605, 'Reset Min and Max Measured Values', 'E')]);
  t.equal((await admin.post('/api/resource', { title: '', resourceType: 'LWM2M_MODEL', fileName: '3303.xml', data: base64(temperature) })).status, 200);
  const actuator = model(3306, 'Actuation', '1.0', [item(5850, 'On/Off', 'W')]);
  t.equal((await admin.post('/api/resource', { title: '', resourceType: 'LWM2M_MODEL', fileName: '3306.xml', data: base64(actuator) })).status, 200);

  t.same((await list('sortOrder=ASC&sortProperty=id')).body.map((o: any) => o.keyId), ['3_1.2', '3303_1.1'], 'a model with nothing readable is left out');
  t.same((await list('sortOrder=DESC&sortProperty=id')).body.map((o: any) => o.id), [3303, 3]);
  t.same((await list('sortOrder=ASC&sortProperty=name')).body.map((o: any) => o.name), ['Device', 'Temperature']);
  t.same((await list('sortOrder=DESC&sortProperty=name')).body.map((o: any) => o.name), ['Temperature', 'Device']);
  const temp = (await list('sortOrder=ASC&sortProperty=id&objectIds=3303_1.1')).body;
  t.same(temp.map((o: any) => [o.keyId, o.multiple, o.mandatory, o.instances[0].resources.map((r: any) => r.keyName)]), [['3303_1.1', true, false, ['sensorValue']]]);
  t.same((await list('sortOrder=ASC&sortProperty=id&objectIds=3303_1.1,%203_1.2')).body.length, 2, 'comma-separated ids');
  t.same((await list('sortOrder=ASC&sortProperty=id&objectIds=3_1.2&objectIds=9_1.0')).body.map((o: any) => o.keyId), ['3_1.2'], 'repeated ids');
  t.same((await list('sortOrder=ASC&sortProperty=id&objectIds=')).body, [], 'an empty id list matches nothing');

  const ownDevice = model(3, 'My Device', '1.2', [item(0, 'Maker', 'R')], 'Single');
  t.equal((await admin.post('/api/resource', { title: '', resourceType: 'LWM2M_MODEL', fileName: '3.xml', data: base64(ownDevice) })).status, 200);
  const replaced = (await list('sortOrder=ASC&sortProperty=id&objectIds=3_1.2')).body;
  t.same(replaced.map((o: any) => [o.name, o.instances[0].resources.length]), [['My Device', 1]], "the tenant's own model replaces the system one of that key");

  const missing = await admin.get('/api/resource/lwm2m?sortProperty=id');
  t.same([missing.status, missing.body.errorCode, missing.body.message],
    [500, 2, "Required request parameter 'sortOrder' for method parameter type String is not present"]);
  expectError(t, await sysadmin.get('/api/resource/lwm2m?sortOrder=ASC&sortProperty=id'), 403, 20, PERMISSION_DENIED);
  expectError(t, await customer.get('/api/resource/lwm2m?sortOrder=ASC&sortProperty=id'), 403, 20, PERMISSION_DENIED);
});

t.test('LwM2M server settings for device profiles', async (t) => {
  const { url } = await withEmulator(t);
  const { tenant: admin, customer, sysadmin } = await demoSessions(url, 'tenant', 'customer', 'sysadmin');
  const host = new URL(url).hostname;
  const server = await admin.get('/api/lwm2m/deviceProfile/bootstrap/false');
  t.equal(server.status, 200);
  t.same(server.body, {
    shortServerId: 123, bootstrapServerIs: false, host, port: 5685, clientHoldOffTime: 1, serverPublicKey: '', serverCertificate: '',
    bootstrapServerAccountTimeout: 0, lifetime: 300, defaultMinPeriod: 1, notifIfDisabled: true, binding: 'U', securityHost: host, securityPort: 5686,
  });
  t.same(Object.keys(server.body).slice(0, 4), ['shortServerId', 'bootstrapServerIs', 'host', 'port'], 'the platform field order');
  const bootstrap = await customer.get('/api/lwm2m/deviceProfile/bootstrap/true');
  t.same([bootstrap.status, bootstrap.body.shortServerId, bootstrap.body.bootstrapServerIs, bootstrap.body.port, bootstrap.body.securityPort],
    [200, 111, true, 5687, 5688]);
  const bad = await admin.get('/api/lwm2m/deviceProfile/bootstrap/maybe');
  t.same([bad.status, bad.body.errorCode], [500, 2]);
  t.match(bad.body.message, /Invalid boolean value \[maybe\]/);
  expectError(t, await sysadmin.get('/api/lwm2m/deviceProfile/bootstrap/true'), 403, 20, PERMISSION_DENIED);
});
