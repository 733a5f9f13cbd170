import t from 'tap';
import { contractFixture } from '../helpers/contract-fixture.ts';
import { DEMO, customerByTitle, deviceByName, session, withEmulator } from '../helpers/emulator.ts';

// Contract section 4 shows each entity as a JSON example: the emulator's answers have the same members in the same
// order (nested settings objects too), and the Info variants add exactly the members the contract names.

/** The JSON examples of section 4, keyed by `<heading> #<n>` (n counts the examples under one heading). */
const examples = () => new Map(Object.entries(contractFixture().entityExamples));

const keys = (value: unknown) => Object.keys(value as object);

t.test('entity shapes follow the contract examples', async (t) => {
  const { url } = await withEmulator(t);
  const admin = await session(url, DEMO.tenant);
  const sysadmin = await session(url, DEMO.sysadmin);
  const device = await deviceByName(admin, 'Thermostat T1');
  const customer = await customerByTitle(admin, 'Customer A');
  const asset = (await admin.post('/api/asset', { name: 'Shaped asset', label: 'HQ' })).body;
  const view = (await admin.post('/api/entityView', { name: 'Shaped view', type: 'view', entityId: device.id,
    keys: { timeseries: ['temperature'], attributes: { cs: [], ss: [], sh: [] } } })).body;
  const edge = (await admin.post('/api/edge', { name: 'Shaped edge', type: 'default', routingKey: 'shaped-key', secret: 'shaped-secret' })).body;
  const dashboard = (await admin.get('/api/tenant/dashboards?pageSize=1&page=0')).body.data[0];
  const chain = (await admin.get('/api/ruleChains?pageSize=1&page=0')).body.data[0];
  const ota = (await admin.post('/api/otaPackage', { title: 'fw', version: '1.0', type: 'FIRMWARE', deviceProfileId: device.deviceProfileId,
    usesUrl: true, url: 'http://example.org/fw.bin' })).body;
  const alarm = (await admin.post('/api/alarm', { type: 'Shaped alarm', originator: device.id, severity: 'MAJOR', status: 'ACTIVE_UNACK' })).body;
  await admin.post('/api/relation', { from: asset.id, to: device.id, type: 'Contains' });
  const tenantId = admin.claims.tenantId as string;
  const profileId = (await sysadmin.get('/api/tenantProfileInfo/default')).body.id.id;

  const answers: Record<string, () => Promise<unknown>> = {
    '4.1 #1': async () => (await admin.get(`/api/device/${device.id.id}`)).body,
    '4.1 #2': async () => (await admin.get(`/api/device/${device.id.id}/credentials`)).body,
    '4.2 #1': async () => (await admin.get(`/api/asset/${asset.id.id}`)).body,
    '4.3 #1': async () => (await admin.get(`/api/customer/${customer.id.id}`)).body,
    '4.4 #1': async () => (await admin.get(`/api/tenant/${tenantId}`)).body,
    '4.5 #1': async () => (await admin.get(`/api/user/${admin.userId}`)).body,
    '4.6 #1': async () => (await sysadmin.get(`/api/tenantProfile/${profileId}`)).body,
    '4.7 #1': async () => (await admin.get(`/api/dashboard/${dashboard.id.id}`)).body,
    '4.8 #1': async () => (await admin.get(`/api/entityView/${view.id.id}`)).body,
    '4.9 #1': async () => (await admin.get(`/api/edge/${edge.id.id}`)).body,
    '4.10 #1': async () => (await admin.get(`/api/deviceProfile/${device.deviceProfileId.id}`)).body,
    '4.10 #2': async () => (await admin.get(`/api/deviceProfileInfo/${device.deviceProfileId.id}`)).body,
    '4.11 #1': async () => (await admin.get(`/api/assetProfile/${asset.assetProfileId.id}`)).body,
    '4.12 #1': async () => (await admin.get(`/api/ruleChain/${chain.id.id}`)).body,
    '4.12 #2': async () => (await admin.get(`/api/ruleChain/${chain.id.id}/metadata`)).body,
    '4.13 #1': async () => (await admin.get('/api/widgetsBundles?pageSize=1&page=0')).body.data[0],
    '4.14 #1': async () => (await admin.get(`/api/otaPackage/info/${ota.id.id}`)).body,
    '4.15 #1': async () => (await sysadmin.get('/api/queues?serviceType=TB_RULE_ENGINE&pageSize=1&page=0')).body.data[0],
    '4.16 #1': async () => (await admin.get(`/api/alarm/${alarm.id.id}`)).body,
    '4.17 #1': async () => (await admin.get('/api/audit/logs?pageSize=1&page=0')).body.data[0],
    '4.18 #1': async () => (await admin.get(`/api/relations?fromId=${asset.id.id}&fromType=ASSET`)).body[0],
  };
  const requests = new Set(['4.18 #2']);
  const contract = examples();
  for (const name of contract.keys()) t.ok(name in answers || requests.has(name), `example ${name} is compared`);
  /** Nested members whose own members the contract lists in full (opaque JSON such as configuration is left out). */
  const nested = ['id', 'profileData', 'deviceData', 'submitStrategy', 'processingStrategy', 'keys'];
  for (const [name, answer] of Object.entries(answers)) {
    const example = contract.get(name);
    if (!example) {
      t.fail(`the contract has no example ${name}`);
      continue;
    }
    const actual = (await answer()) as Record<string, unknown>;
    t.same(keys(actual), keys(example), `${name}: members and their order`);
    for (const member of nested.filter((m) => example[m] !== null && typeof example[m] === 'object' && actual?.[m])) {
      t.same(keys(actual[member]), keys(example[member]), `${name}: ${member} members`);
    }
  }
  const tenantProfile = contract.get('4.6 #1') as any;
  const storedProfile = (await sysadmin.get(`/api/tenantProfile/${profileId}`)).body;
  t.same(keys(storedProfile.profileData.configuration), keys(tenantProfile.profileData.configuration), 'tenant profile configuration');

  t.test('Info variants add the members the contract names', async (t) => {
    const plus = async (path: string, base: unknown, extra: string[]) =>
      t.same(keys((await admin.get(path)).body).sort(), [...keys(base), ...extra].sort(), path);
    await plus(`/api/device/info/${device.id.id}`, contract.get('4.1 #1'), ['customerTitle', 'customerIsPublic', 'deviceProfileName']);
    await plus(`/api/asset/info/${asset.id.id}`, contract.get('4.2 #1'), ['customerTitle', 'customerIsPublic', 'assetProfileName']);
    await plus(`/api/entityView/info/${view.id.id}`, contract.get('4.8 #1'), ['customerTitle', 'customerIsPublic']);
    await plus(`/api/edge/info/${edge.id.id}`, contract.get('4.9 #1'), ['customerTitle', 'customerIsPublic']);
    await plus(`/api/alarm/info/${alarm.id.id}`, contract.get('4.16 #1'), ['originatorName']);
    const dashboardInfo = keys(contract.get('4.7 #1')).filter((key) => key !== 'configuration' && key !== 'externalId');
    t.same(keys((await admin.get(`/api/dashboard/info/${dashboard.id.id}`)).body), dashboardInfo, 'DashboardInfo');
    t.same(keys((await admin.get(`/api/assetProfileInfo/${asset.assetProfileId.id}`)).body), ['id', 'name', 'image', 'defaultDashboardId'],
      'AssetProfileInfo');
    t.same(keys((await sysadmin.get(`/api/tenant/info/${tenantId}`)).body).sort(), [...keys(contract.get('4.4 #1')), 'tenantProfileName'].sort(),
      'TenantInfo');
    t.same(keys((await sysadmin.get(`/api/tenantProfileInfo/${profileId}`)).body), ['id', 'name'], 'tenant profile EntityInfo');
    const info = (await admin.get(`/api/relations/info?fromId=${asset.id.id}&fromType=ASSET`)).body[0];
    t.same(keys(info).sort(), [...keys(contract.get('4.18 #1')), 'fromName', 'toName'].sort(), 'EntityRelationInfo');
  });
});
