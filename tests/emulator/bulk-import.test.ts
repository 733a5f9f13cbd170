import t from 'tap';
import { DEMO, PERMISSION_DENIED, deviceByName, expectError, session, withEmulator } from '../helpers/emulator.ts';

const mapping = (columns: Array<{ type: string; key?: string }>, extra: Record<string, unknown> = {}) =>
  ({ columns, delimiter: ',', update: true, header: true, ...extra });

t.test('device bulk import', async (t) => {
  const { url } = await withEmulator(t);
  const admin = await session(url, DEMO.tenant);
  const customer = await session(url, DEMO.customer);
  const file = [
    'name,type,token,temp,active,desc',
    'Sensor 1,sensor,tok-1,21,true,first',
    'Sensor 2,,tok-2,22.5,false,',
    ',sensor,tok-3,1,true,nameless',
    'Sensor 4,sensor,A1_TEST_TOKEN,1,true,taken token',
    'Test Device A1,,,30,,updated by import',
    'Sensor 6,sensor,tok-6,1,true,x,extra cell',
    '"Sensor, 7",sensor,tok-7,1,true,"quoted ""desc"""',
  ].join('\n') + '\n';
  const columns = [
    { type: 'NAME' }, { type: 'TYPE' }, { type: 'ACCESS_TOKEN' }, { type: 'TIMESERIES', key: 'temperature' },
    { type: 'SERVER_ATTRIBUTE', key: 'active' }, { type: 'DESCRIPTION' },
  ];
  const res = await admin.post('/api/device/bulk_import', { file, mapping: mapping(columns) });
  t.equal(res.status, 200);
  t.same(res.body, {
    created: 3,
    updated: 1,
    errors: 3,
    errorsList: [
      'Line 4: DataValidationException: Device name should be specified!',
      'Line 5: DataValidationException: Specified credentials are already registered!',
      'Line 7: IndexOutOfBoundsException: Index 6 out of bounds for length 6',
    ],
  });

  const s1 = await deviceByName(admin, 'Sensor 1');
  t.same([s1.type, s1.additionalInfo], ['sensor', { description: 'first' }]);
  t.equal((await admin.get(`/api/device/${s1.id.id}/credentials`)).body.credentialsId, 'tok-1');
  const s2 = await deviceByName(admin, 'Sensor 2');
  t.same([s2.type, s2.additionalInfo], ['default', {}], 'empty cells are ignored');
  t.equal((await deviceByName(admin, 'Sensor, 7')).additionalInfo.description, 'quoted "desc"');
  t.equal((await admin.get('/api/tenant/devices?deviceName=Sensor 4')).status, 404, 'failed line rolled back');
  const a1 = await deviceByName(admin, 'Test Device A1');
  t.same([a1.additionalInfo, a1.customerId.id === s1.customerId.id], [{ description: 'updated by import' }, false], 'update keeps the owner');
  t.equal((await admin.get(`/api/device/${a1.id.id}/credentials`)).body.credentialsId, 'A1_TEST_TOKEN');

  const latest = await admin.get(`/api/plugins/telemetry/DEVICE/${s2.id.id}/values/timeseries?keys=temperature&useStrictDataTypes=true`);
  t.equal(latest.body.temperature[0].value, 22.5, 'cell cast to a number');
  const attrs = await admin.get(`/api/plugins/telemetry/DEVICE/${s1.id.id}/values/attributes/SERVER_SCOPE?keys=active`);
  t.same(attrs.body.map((a: { key: string; value: unknown }) => [a.key, a.value]), [['active', true]]);

  const mqtt = await admin.post('/api/device/bulk_import', {
    file: 'Sensor 1;client-1;user-1;pw\n',
    mapping: mapping([{ type: 'NAME' }, { type: 'MQTT_CLIENT_ID' }, { type: 'MQTT_USER_NAME' }, { type: 'MQTT_PASSWORD' }], { delimiter: ';', header: false }),
  });
  t.same(mqtt.body, { created: 0, updated: 1, errors: 0, errorsList: [] });
  const credentials = (await admin.get(`/api/device/${s1.id.id}/credentials`)).body;
  t.same([credentials.credentialsType, JSON.parse(credentials.credentialsValue)], ['MQTT_BASIC', { clientId: 'client-1', userName: 'user-1', password: 'pw' }]);

  expectError(t, await customer.post('/api/device/bulk_import', { file, mapping: mapping(columns) }), 403, 20, PERMISSION_DENIED);
  expectError(t, await admin.post('/api/device/bulk_import', { file }), 400, 31, 'Bulk import mapping should contain the columns!');
  expectError(t, await admin.post('/api/device/bulk_import', { mapping: mapping(columns) }), 400, 31, 'Bulk import request should contain the file content!');
  expectError(t, await admin.post('/api/device/bulk_import', { file, mapping: mapping([{ type: 'COLOUR' }]) }), 400, 31, 'Unsupported bulk import column type: COLOUR');
  expectError(t, await admin.post('/api/device/bulk_import', { file, mapping: mapping([{ type: 'TIMESERIES' }]) }), 400, 31, 'Column of type TIMESERIES needs a key!');
  const notJson = await admin.post('/api/device/bulk_import', 'name\n');
  t.same([notJson.status, notJson.body.errorCode], [500, 2]);
  t.equal((await admin.get('/api/tenant/devices?pageSize=1&page=0')).body.totalElements, 12, 'bad requests changed nothing');
});

t.test('asset and edge bulk import', async (t) => {
  const { url } = await withEmulator(t);
  const admin = await session(url, DEMO.tenant);
  const assets = await admin.post('/api/asset/bulk_import', {
    file: 'name,type,label,floors\nHQ,building,Main,3\nDepot,,,\nHQ,building,Head office,4\n',
    mapping: mapping([{ type: 'NAME' }, { type: 'TYPE' }, { type: 'LABEL' }, { type: 'SHARED_ATTRIBUTE', key: 'floors' }]),
  });
  t.same(assets.body, { created: 2, updated: 1, errors: 0, errorsList: [] });
  const hq = (await admin.get('/api/tenant/assets?assetName=HQ')).body;
  t.same([hq.type, hq.label, hq.additionalInfo], ['building', 'Head office', {}]);
  const floors = await admin.get(`/api/plugins/telemetry/ASSET/${hq.id.id}/values/attributes/SHARED_SCOPE`);
  t.same(floors.body.map((a: { value: unknown }) => a.value), [4]);

  const edges = await admin.post('/api/edge/bulk_import', {
    file: 'name,type,key,secret\nEdge A,default,rk-a,s-a\nEdge B,default,,s-b\nEdge C,default,rk-a,s-c\n',
    mapping: mapping([{ type: 'NAME' }, { type: 'TYPE' }, { type: 'ROUTING_KEY' }, { type: 'SECRET' }]),
  });
  t.same(edges.body, {
    created: 1, updated: 0, errors: 2,
    errorsList: [
      'Line 3: DataValidationException: Edge routing key should be specified!',
      'Line 4: DataValidationException: Edge with such routing_key already exists!',
    ],
  });
  const edge = (await admin.get('/api/tenant/edges?edgeName=Edge A')).body;
  t.same([edge.routingKey, edge.secret], ['rk-a', 's-a']);
});

t.test('bulk import is audited like single saves', async (t) => {
  const { url } = await withEmulator(t);
  const admin = await session(url, DEMO.tenant);
  const res = await admin.post('/api/device/bulk_import', {
    file: 'name,temp,floor\nImported 1,21,2\n,5,1\nTest Device A1,30,\n',
    mapping: mapping([{ type: 'NAME' }, { type: 'TIMESERIES', key: 'temperature' }, { type: 'SERVER_ATTRIBUTE', key: 'floor' }]),
  });
  t.same(res.body, { created: 1, updated: 1, errors: 1, errorsList: ['Line 3: DataValidationException: Device name should be specified!'] });
  const actions = 'actionTypes=ADDED,UPDATED,ATTRIBUTES_UPDATED,TIMESERIES_UPDATED';
  const entries = (await admin.get(`/api/audit/logs?pageSize=50&page=0&sortProperty=createdTime&sortOrder=ASC&${actions}`)).body.data;
  t.same(entries.map((e: any) => [e.actionType, e.entityName, e.actionStatus]), [
    ['ADDED', 'Imported 1', 'SUCCESS'],
    ['ATTRIBUTES_UPDATED', 'Imported 1', 'SUCCESS'],
    ['TIMESERIES_UPDATED', 'Imported 1', 'SUCCESS'],
    ['ADDED', null, 'FAILURE'],
    ['UPDATED', 'Test Device A1', 'SUCCESS'],
    ['TIMESERIES_UPDATED', 'Test Device A1', 'SUCCESS'],
  ]);
  const [added, attributes, series, failed] = entries;
  const device = await deviceByName(admin, 'Imported 1');
  t.same([added.entityId, added.actionData.entity.id], [device.id, device.id]);
  t.same(attributes.actionData, { entityId: device.id.id, scope: 'SERVER_SCOPE', attributes: { floor: 2 } });
  t.same(series.actionData.timeseries.map((p: any) => [p.key, p.value]), [['temperature', 21]]);
  t.same([failed.entityId.id, failed.actionFailureDetails], ['13814000-1dd2-11b2-8080-808080808080', 'Device name should be specified!']);
  t.equal(entries.at(-2).customerId.id, (await deviceByName(admin, 'Test Device A1')).customerId.id, 'the owner customer is recorded');
});
