import { randomUUID } from 'node:crypto';
import t from 'tap';
import { openDatabase } from '../../emulator/db/open.ts';
import { createEventStore } from '../../emulator/store/events.ts';
import { DEMO, NULL_UUID, PERMISSION_DENIED, call, deviceByName, expectError, idsInNewMillisecond, session, withEmulator } from '../helpers/emulator.ts';
import { tempDbPath } from '../helpers/temp-db.ts';

const HELP_BASE_URL = 'https://raw.githubusercontent.com/thingsboard/thingsboard-ui-help/release-3.4.4';

t.test('help base URL', async (t) => {
  const { url } = await withEmulator(t);
  for (const account of [DEMO.sysadmin, DEMO.tenant, DEMO.customer]) {
    const res = await (await session(url, account)).get('/api/uiSettings/helpBaseUrl');
    t.same([res.status, res.text], [200, HELP_BASE_URL], 'raw text without quotes');
  }
  t.equal((await call(url, '/api/uiSettings/helpBaseUrl')).status, 401);
});

t.test('component descriptors', async (t) => {
  const { url } = await withEmulator(t);
  const admin = await session(url, DEMO.tenant);
  const customer = await session(url, DEMO.customer);
  const filters = await admin.get('/api/components/FILTER');
  t.equal(filters.status, 200);
  t.ok(filters.body.length > 0);
  t.ok(filters.body.every((d: any) => d.type === 'FILTER'));
  const descriptor = filters.body.find((d: any) => d.clazz === 'org.thingsboard.rule.engine.filter.TbJsSwitchNode');
  t.same(Object.keys(descriptor), ['id', 'createdTime', 'type', 'scope', 'name', 'clazz', 'configurationDescriptor', 'actions']);
  t.same(Object.keys(descriptor.id), ['id']);
  t.equal(descriptor.configurationDescriptor.nodeDefinition.customRelations, true);

  const byClass = await admin.get('/api/component/org.thingsboard.rule.engine.telemetry.TbMsgTimeseriesNode');
  t.same([byClass.body.type, byClass.body.name], ['ACTION', 'save timeseries']);
  expectError(t, await admin.get('/api/component/org.example.Nothing'), 404, 32, "Requested item wasn't found!");

  const several = await admin.get('/api/components?componentTypes=ENRICHMENT,FLOW');
  t.same([...new Set(several.body.map((d: any) => d.type))].sort(), ['ENRICHMENT', 'FLOW']);
  const edge = await admin.get('/api/components?componentTypes=ACTION&ruleChainType=EDGE');
  t.ok(edge.body.some((d: any) => d.clazz.endsWith('TbMsgPushToCloudNode')));
  const core = await admin.get('/api/components/ACTION?ruleChainType=CORE');
  t.notOk(core.body.some((d: any) => d.clazz.endsWith('TbMsgPushToCloudNode')), 'edge-only nodes are not offered to core chains');
  expectError(t, await admin.get('/api/components/NOPE'), 400, 31, 'No enum constant org.thingsboard.server.common.data.plugin.ComponentType.NOPE');
  const noTypes = await admin.get('/api/components');
  t.same([noTypes.status, noTypes.body.errorCode], [400, 31]);
  expectError(t, await customer.get('/api/components/FILTER'), 403, 20, PERMISSION_DENIED);
});

t.test('events', async (t) => {
  const dbPath = tempDbPath(t, 'events');
  const { url } = await withEmulator(t, { dbPath });
  const admin = await session(url, DEMO.tenant);
  const sysadmin = await session(url, DEMO.sysadmin);
  const device = await deviceByName(admin, 'Thermostat T1');
  const tenantId = admin.claims.tenantId as string;

  // Nothing in the emulator runs rule nodes yet, so events are written the way a producer would write them.
  const db = openDatabase(dbPath);
  t.teardown(() => db.close());
  const events = createEventStore(db);
  // Each event gets a millisecond of its own (ids right after the seed share the seed's last millisecond).
  await idsInNewMillisecond();
  events.record(tenantId, device.id, 'ERROR', { server: 'emulator', method: 'onMsg', error: 'Timeout while reading' });
  await idsInNewMillisecond();
  events.record(tenantId, device.id, 'LC_EVENT', { server: 'emulator', event: 'STARTED', success: true, error: null });
  await idsInNewMillisecond();
  events.record(tenantId, device.id, 'ERROR', { server: 'emulator', method: 'init', error: 'Bad configuration' });

  const base = `/api/events/DEVICE/${device.id.id}`;
  const errors = await admin.get(`${base}/ERROR?tenantId=${tenantId}&pageSize=10&page=0`);
  t.equal(errors.status, 200);
  t.equal(errors.body.totalElements, 2);
  const [latest] = errors.body.data;
  t.same(Object.keys(latest), ['id', 'createdTime', 'tenantId', 'type', 'uid', 'entityId', 'body']);
  t.same([latest.type, latest.body.method, latest.entityId], ['ERROR', 'init', device.id], 'newest first');
  const all = await admin.get(`${base}?tenantId=${tenantId}&pageSize=10&page=0`);
  t.equal(all.body.totalElements, 3);
  const filtered = await admin.post(`${base}?tenantId=${tenantId}&pageSize=10&page=0`, { eventType: 'ERROR', errorStr: '', method: 'onmsg' });
  t.same(filtered.body.data.map((e: any) => e.body.method), ['onMsg'], 'filter members narrow the search');
  const searched = await admin.get(`${base}/ERROR?tenantId=${tenantId}&pageSize=10&page=0&textSearch=configuration`);
  t.equal(searched.body.totalElements, 1);
  // checkEntityId: the sysadmin has no permission on devices.
  expectError(t, await sysadmin.get(`${base}/LC_EVENT?tenantId=${tenantId}&pageSize=10&page=0`), 403, 20, PERMISSION_DENIED);

  expectError(t, await admin.get(`${base}/NOPE?tenantId=${tenantId}&pageSize=10&page=0`), 400, 31, 'No enum constant org.thingsboard.server.common.data.event.EventType.NOPE');
  const noTenant = await admin.get(`${base}/ERROR?pageSize=10&page=0`);
  t.same([noTenant.status, noTenant.body.errorCode], [500, 2]);
  const missing = randomUUID();
  expectError(t, await admin.get(`/api/events/DEVICE/${missing}/ERROR?tenantId=${tenantId}&pageSize=10&page=0`), 404, 32, `Device with id [${missing}] is not found`);

  const cleared = await admin.post(`${base}/clear`, { eventType: 'ERROR' });
  t.same([cleared.status, cleared.text], [200, '']);
  t.equal((await admin.get(`${base}?tenantId=${tenantId}&pageSize=10&page=0`)).body.totalElements, 1, 'only the lifecycle event is left');
});

t.test('resources', async (t) => {
  const { url } = await withEmulator(t);
  const admin = await session(url, DEMO.tenant);
  const otherAdmin = await session(url, DEMO.sysadmin);
  const customer = await session(url, DEMO.customer);
  const model = '<LWM2M><Object><Name>Temperature</Name><ObjectID>3303</ObjectID><ObjectVersion>1.1</ObjectVersion></Object></LWM2M>';
  const saved = await admin.post('/api/resource', {
    title: '', resourceType: 'LWM2M_MODEL', fileName: '3303.xml', data: Buffer.from(model).toString('base64'),
  });
  t.equal(saved.status, 200);
  t.same(Object.keys(saved.body), ['id', 'createdTime', 'tenantId', 'title', 'resourceType', 'resourceKey', 'fileName', 'data']);
  t.same([saved.body.id.entityType, saved.body.title, saved.body.resourceKey], ['TB_RESOURCE', 'Temperature', '3303_1.1']);
  const keystore = await otherAdmin.post('/api/resource', { title: 'Server keys', resourceType: 'JKS', fileName: 'server.jks', data: 'AAEC' });
  t.same([keystore.body.tenantId.id, keystore.body.resourceKey], [NULL_UUID, 'server.jks'], 'system resource');

  const page = await admin.get('/api/resource?pageSize=10&page=0&sortProperty=title&sortOrder=ASC');
  t.same(page.body.data.map((r: any) => r.title), ['Device', 'Server keys', 'Temperature'], 'tenants also see system resources (with the seeded LwM2M Device model)');
  t.same(Object.keys(page.body.data[0]), ['id', 'createdTime', 'tenantId', 'title', 'resourceType', 'resourceKey']);
  t.equal((await otherAdmin.get('/api/resource?pageSize=10&page=0')).body.totalElements, 2);
  t.equal((await admin.get(`/api/resource/info/${saved.body.id.id}`)).body.title, 'Temperature');
  const download = await admin.get(`/api/resource/${keystore.body.id.id}/download`);
  t.equal(download.status, 200);
  t.match(download.headers.get('content-disposition'), /attachment; filename=server\.jks/);

  expectError(t, await admin.post('/api/resource', { title: 'Again', resourceType: 'LWM2M_MODEL', fileName: 'x.xml', data: Buffer.from(model).toString('base64') }),
    400, 31, 'Resource with such key already exists!');
  expectError(t, await admin.post('/api/resource', { title: 'No data', resourceType: 'JKS', fileName: 'a.jks' }), 400, 31, 'Resource data should be specified!');
  const badType = await admin.post('/api/resource', { title: 'x', resourceType: 'PEM', fileName: 'a', data: 'AA' });
  t.same([badType.status, badType.body.errorCode], [500, 2]);
  expectError(t, await admin.delete(`/api/resource/${keystore.body.id.id}`), 403, 20, PERMISSION_DENIED);
  expectError(t, await customer.get('/api/resource?pageSize=10&page=0'), 403, 20, PERMISSION_DENIED);
  t.equal((await admin.delete(`/api/resource/${saved.body.id.id}`)).status, 200);
  expectError(t, await admin.get(`/api/resource/${saved.body.id.id}`), 404, 32, `Resource with id [${saved.body.id.id}] is not found`);
});

t.test('OAuth2 configuration', async (t) => {
  const { url } = await withEmulator(t);
  const sysadmin = await session(url, DEMO.sysadmin);
  const admin = await session(url, DEMO.tenant);
  t.same((await sysadmin.get('/api/oauth2/config')).body, { enabled: false, oauth2ParamsInfos: [] });
  const info = { enabled: true, oauth2ParamsInfos: [{ domainInfos: [{ name: 'console.example.com', scheme: 'HTTPS' }], mobileInfos: [], clientRegistrations: [] }] };
  t.same((await sysadmin.post('/api/oauth2/config', info)).body, info);
  t.same((await sysadmin.get('/api/oauth2/config')).body, info);
  const processing = await sysadmin.get('/api/oauth2/loginProcessingUrl');
  t.same([processing.status, processing.text, processing.body], [200, '"/login/oauth2/code/"', '/login/oauth2/code/'],
    'a JSON string, as 3.4.4 answers');
  t.match(processing.headers.get('content-type'), /^application\/json\b/);
  expectError(t, await admin.get('/api/oauth2/config'), 403, 20, PERMISSION_DENIED);

  const installed = (await sysadmin.get('/api/oauth2/config/template')).body;
  t.same(installed.map((item: any) => item.providerId), ['Apple', 'Facebook', 'Github', 'Google'], "3.4.4's installed templates");
  t.match(installed.find((item: any) => item.name === 'Google'), {
    accessTokenUri: 'https://oauth2.googleapis.com/token', scope: ['email', 'openid', 'profile'], clientAuthenticationMethod: 'BASIC',
    mapperConfig: { type: 'BASIC', basic: { emailAttributeKey: 'email', firstNameAttributeKey: 'given_name' } },
  });
  t.match(installed.find((item: any) => item.name === 'Github'), { userNameAttributeName: 'login', mapperConfig: { type: 'GITHUB' } });

  const template = await sysadmin.post('/api/oauth2/config/template', {
    providerId: 'Example', authorizationUri: 'https://id.example.com/authorize', accessTokenUri: 'https://id.example.com/token',
    scope: ['openid', 'email'], clientAuthenticationMethod: 'BASIC', loginButtonLabel: 'Example',
  });
  t.equal(template.status, 200);
  t.same([template.body.providerId, template.body.name, template.body.scope], ['Example', 'Example', ['openid', 'email']]);
  expectError(t, await sysadmin.post('/api/oauth2/config/template', { providerId: 'Example' }), 400, 31,
    'Client registration template with such providerId already exists!');
  t.same((await sysadmin.get('/api/oauth2/config/template')).body.map((item: any) => item.providerId), ['Apple', 'Example', 'Facebook', 'Github', 'Google']);
  t.equal((await sysadmin.delete(`/api/oauth2/config/template/${template.body.id.id}`)).status, 200);
  t.same((await sysadmin.get('/api/oauth2/config/template')).body.map((item: any) => item.providerId), ['Apple', 'Facebook', 'Github', 'Google']);
});
