import { randomUUID } from 'node:crypto';
import t from 'tap';
import { NULL_UUID, PERMISSION_DENIED, expectError, withEmulator } from '../helpers/emulator.ts';
import { demoSessions } from '../helpers/demo-sessions.ts';

const SYSTEM_BUNDLES = [
  'alarm_widgets', 'analogue_gauges', 'cards', 'charts', 'control_widgets', 'date', 'digital_gauges', 'edge_widgets',
  'entity_admin_widgets', 'gateway_widgets', 'gpio_widgets', 'input_widgets', 'maps_v2', 'navigation_widgets',
];
const BUNDLE_KEYS = ['id', 'createdTime', 'tenantId', 'alias', 'title', 'image', 'description', 'externalId', 'name'];
const TYPE_KEYS = ['id', 'createdTime', 'tenantId', 'bundleAlias', 'alias', 'name', 'descriptor'];

t.test('widgets bundles and types', async (t) => {
  const { url } = await withEmulator(t);
  const { tenant: admin, sysadmin, customer } = await demoSessions(url, 'tenant', 'sysadmin', 'customer');
  const tenantId = admin.claims.tenantId as string;

  t.test('system bundles', async (t) => {
    const all = await sysadmin.get('/api/widgetsBundles');
    t.same(all.body.map((b: any) => b.alias).sort(), SYSTEM_BUNDLES);
    const titles = Object.fromEntries(all.body.map((b: any) => [b.alias, b.title]));
    t.same([titles.maps_v2, titles.gpio_widgets, titles.cards], ['Maps', 'GPIO widgets', 'Cards']);
    t.same(Object.keys(all.body[0]), BUNDLE_KEYS);
    t.ok(all.body.every((b: any) => b.tenantId.id === NULL_UUID && b.name === b.title && b.image.startsWith('data:image/')));
    const paged = await customer.get('/api/widgetsBundles?pageSize=5&page=0&sortProperty=title');
    t.same([paged.body.totalElements, paged.body.totalPages, paged.body.data[0].title], [14, 3, 'Alarm widgets']);
    const search = await admin.get('/api/widgetsBundles?pageSize=20&page=0&textSearch=GAUGES');
    t.same(search.body.data.map((b: any) => b.alias).sort(), ['analogue_gauges', 'digital_gauges']);
  });

  t.test('system widget types', async (t) => {
    for (const alias of SYSTEM_BUNDLES) {
      const types = await admin.get(`/api/widgetTypes?isSystem=true&bundleAlias=${alias}`);
      t.ok(types.body.length >= 1, `${alias} has widget types`);
      for (const type of types.body) {
        t.same(Object.keys(type), TYPE_KEYS);
        const d = type.descriptor;
        t.ok(['latest', 'timeseries', 'rpc', 'alarm', 'static'].includes(d.type), `${alias}.${type.alias} type`);
        t.ok(d.sizeX > 0 && d.sizeY > 0 && typeof d.templateHtml === 'string' && typeof d.controllerScript === 'string');
        t.type(JSON.parse(d.settingsSchema), 'object');
        t.type(JSON.parse(d.dataKeySettingsSchema), 'object');
        const config = JSON.parse(d.defaultConfig);
        t.type(d.type === 'rpc' ? config.targetDeviceAliases : config.datasources, Array, 'RPC widgets target devices, the others read sources');
      }
    }
    const infos = await admin.get('/api/widgetTypesInfos?isSystem=true&bundleAlias=charts');
    t.same(Object.keys(infos.body[0]), ['id', 'createdTime', 'tenantId', 'bundleAlias', 'alias', 'name', 'image', 'description', 'widgetType']);
    t.ok(infos.body.some((i: any) => i.alias === 'basic_timeseries' && i.widgetType === 'timeseries'));
    const details = await admin.get('/api/widgetTypesDetails?isSystem=true&bundleAlias=alarm_widgets');
    t.same(Object.keys(details.body[0]), [...TYPE_KEYS, 'image', 'description']);
    const one = await customer.get('/api/widgetType?isSystem=true&bundleAlias=alarm_widgets&alias=alarms_table');
    t.same([one.status, one.body.descriptor.type], [200, 'alarm']);
    expectError(t, await customer.get('/api/widgetType?isSystem=true&bundleAlias=alarm_widgets&alias=nope'), 404, 32, "Requested item wasn't found!");
    const byId = await admin.get(`/api/widgetType/${one.body.id.id}`);
    t.same(Object.keys(byId.body), [...TYPE_KEYS, 'image', 'description']);
    expectError(t, await customer.get(`/api/widgetType/${one.body.id.id}`), 403, 20, PERMISSION_DENIED);
    t.same((await admin.get('/api/widgetTypes?isSystem=false&bundleAlias=charts')).body, [], 'the tenant has no own charts bundle');
    const badBool = await admin.get('/api/widgetTypes?isSystem=maybe&bundleAlias=charts');
    t.same([badBool.status, badBool.body.errorCode], [500, 2]);
    const missing = await admin.get('/api/widgetTypes?bundleAlias=charts');
    t.same([missing.status, missing.body.errorCode], [400, 31]);
  });

  t.test('tenant bundles and types', async (t) => {
    const bundle = await admin.post('/api/widgetsBundle', { title: 'Plant Widgets' });
    t.equal(bundle.status, 200);
    t.same([bundle.body.alias, bundle.body.tenantId.id], ['plant_widgets', tenantId]);
    const list = await admin.get('/api/widgetsBundles');
    t.equal(list.body.length, 15, 'tenant sees system bundles and its own');
    t.equal((await sysadmin.get('/api/widgetsBundles')).body.length, 14, 'sysadmin sees system bundles only');
    expectError(t, await sysadmin.get(`/api/widgetsBundle/${bundle.body.id.id}`), 403, 20, PERMISSION_DENIED);
    t.equal((await customer.get(`/api/widgetsBundle/${bundle.body.id.id}`)).status, 200);
    expectError(t, await admin.post('/api/widgetsBundle', { title: 'Again', alias: 'plant_widgets' }), 400, 31, 'Widgets bundle with such alias already exists!');
    expectError(t, await admin.post('/api/widgetsBundle', { alias: 'x' }), 400, 31, 'Widgets bundle title should be specified!');
    expectError(t, await admin.post('/api/widgetsBundle', { ...bundle.body, alias: 'renamed' }), 400, 31, 'Update of widgets bundle alias is prohibited!');
    expectError(t, await customer.post('/api/widgetsBundle', { title: 'Mine' }), 403, 20, PERMISSION_DENIED);

    const descriptor = { type: 'latest', sizeX: 4, sizeY: 3, resources: [], templateHtml: '<div></div>', templateCss: '', controllerScript: '', settingsSchema: '{}', dataKeySettingsSchema: '{}', defaultConfig: '{}' };
    const type = await admin.post('/api/widgetType', { bundleAlias: 'plant_widgets', name: 'Pump Status', descriptor });
    t.equal(type.status, 200);
    t.same([type.body.alias, type.body.bundleAlias, type.body.descriptor.sizeX], ['pump_status', 'plant_widgets', 4]);
    const second = await admin.post('/api/widgetType', { bundleAlias: 'plant_widgets', name: 'Pump Status', descriptor });
    t.equal(second.body.alias, 'pump_status_1', 'aliases are made unique');
    t.same((await admin.get('/api/widgetTypes?isSystem=false&bundleAlias=plant_widgets')).body.map((w: any) => w.alias), ['pump_status', 'pump_status_1']);
    expectError(t, await admin.post('/api/widgetType', { bundleAlias: 'plant_widgets', descriptor }), 400, 31, 'Widgets type name should be specified!');
    expectError(t, await admin.post('/api/widgetType', { bundleAlias: 'plant_widgets', name: 'X', descriptor: {} }), 400, 31, "Widgets type descriptor can't be empty!");
    expectError(t, await admin.post('/api/widgetType', { bundleAlias: 'nowhere', name: 'X', descriptor }), 400, 31, 'Widget type is referencing to non-existent widgets bundle!');
    const system = await admin.get('/api/widgetType?isSystem=true&bundleAlias=cards&alias=simple_card');
    expectError(t, await admin.post('/api/widgetType', { ...system.body, name: 'Hijacked' }), 403, 20, PERMISSION_DENIED);
    expectError(t, await admin.delete(`/api/widgetType/${system.body.id.id}`), 403, 20, PERMISSION_DENIED);

    t.same((await admin.delete(`/api/widgetType/${second.body.id.id}`)).status, 200);
    const deleted = await admin.delete(`/api/widgetsBundle/${bundle.body.id.id}`);
    t.same([deleted.status, deleted.text], [200, '']);
    expectError(t, await admin.get(`/api/widgetType/${type.body.id.id}`), 404, 32, `Widget type with id [${type.body.id.id}] is not found`);
    expectError(t, await admin.get(`/api/widgetsBundle/${bundle.body.id.id}`), 404, 32, `Widgets bundle with id [${bundle.body.id.id}] is not found`);
  });

  t.test('system administrator edits system widgets', async (t) => {
    const bundle = await sysadmin.post('/api/widgetsBundle', { title: 'Extra', alias: 'extra' });
    t.same([bundle.status, bundle.body.tenantId.id], [200, NULL_UUID]);
    t.equal((await admin.get('/api/widgetsBundles')).body.length, 15);
    expectError(t, await admin.delete(`/api/widgetsBundle/${bundle.body.id.id}`), 403, 20, PERMISSION_DENIED);
    t.equal((await sysadmin.delete(`/api/widgetsBundle/${bundle.body.id.id}`)).status, 200);
    expectError(t, await admin.get('/api/widgetsBundle/abc'), 400, 31, 'Invalid UUID string: abc');
    const ghost = randomUUID();
    expectError(t, await admin.get(`/api/widgetsBundle/${ghost}`), 404, 32, `Widgets bundle with id [${ghost}] is not found`);
    const malformed = await sysadmin.post('/api/widgetsBundle', '[1]');
    t.same([malformed.status, malformed.body.errorCode], [500, 2]);
  });
});
