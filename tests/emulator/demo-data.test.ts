import t from 'tap';
import { DEMO, NULL_UUID, session, withEmulator } from '../helpers/emulator.ts';
import type { Session } from '../helpers/emulator.ts';

// Contract 10.2, table by table: the demo tenant exactly as a `--loadDemo` install leaves it.

const T = '/api/plugins/telemetry';

const DHT11 = 'Demo device that is used in sample applications that upload data from DHT11 temperature and humidity sensor';
const RASPBERRY = 'Demo device that is used in Raspberry Pi GPIO control sample application';
const THERMOSTAT = 'Demo device for Thermostats dashboard';

/** name → [type, owner (customer title or null), access token, additionalInfo.description or null] */
const DEVICES: Record<string, [string, string | null, string, string | null]> = {
  'DHT11 Demo Device': ['default', null, 'DHT11_DEMO_TOKEN', DHT11],
  'Raspberry Pi Demo Device': ['default', null, 'RASPBERRY_PI_DEMO_TOKEN', RASPBERRY],
  'Test Device A1': ['default', 'Customer A', 'A1_TEST_TOKEN', null],
  'Test Device A2': ['default', 'Customer A', 'A2_TEST_TOKEN', null],
  'Test Device A3': ['default', 'Customer A', 'A3_TEST_TOKEN', null],
  'Test Device B1': ['default', 'Customer B', 'B1_TEST_TOKEN', null],
  'Test Device C1': ['default', 'Customer C', 'C1_TEST_TOKEN', null],
  'Thermostat T1': ['thermostat', null, 'T1_TEST_TOKEN', THERMOSTAT],
  'Thermostat T2': ['thermostat', null, 'T2_TEST_TOKEN', THERMOSTAT],
};

const THERMOSTAT_ATTRIBUTES = {
  'Thermostat T1': { latitude: '37.3948', longitude: '-122.1503', temperatureAlarmThreshold: '20', humidityAlarmThreshold: '50' },
  'Thermostat T2': { latitude: '37.493801', longitude: '-121.948769', temperatureAlarmThreshold: '25', humidityAlarmThreshold: '30' },
};

const page = (admin: Session, path: string) => admin.get(`${path}${path.includes('?') ? '&' : '?'}pageSize=100&page=0`);

t.test('the demo tenant of contract 10.2', async (t) => {
  const { url } = await withEmulator(t, { telemetryIntervalMs: 0 });
  const admin = await session(url, DEMO.tenant);
  const sysadmin = await session(url, DEMO.sysadmin);

  t.test('tenant, administrator, customers and their users', async (t) => {
    const tenant = (await sysadmin.get(`/api/tenant/${admin.claims.tenantId}`)).body;
    t.same([tenant.title, tenant.region], ['Tenant', 'Global']);
    const profile = (await sysadmin.get(`/api/tenantProfile/${tenant.tenantProfileId.id}`)).body;
    t.same([profile.name, profile.default], ['Default', true]);
    const customers = (await page(admin, '/api/customers?sortProperty=title')).body.data;
    t.same(customers.map((c: any) => c.title), ['Customer A', 'Customer B', 'Customer C'], 'no Public customer');
    const users: Record<string, string> = {};
    for (const customer of customers) {
      for (const user of (await page(admin, `/api/customer/${customer.id.id}/users`)).body.data) {
        users[user.email] = customer.title;
        t.same([user.authority, user.firstName, user.lastName], ['CUSTOMER_USER', null, null], `${user.email} has no name`);
      }
    }
    t.same(users, {
      'customer@thingsboard.org': 'Customer A', 'customerA@thingsboard.org': 'Customer A',
      'customerB@thingsboard.org': 'Customer B', 'customerC@thingsboard.org': 'Customer C',
    });
    for (const account of [DEMO.customer, DEMO.customerA, DEMO.customerB, DEMO.customerC]) {
      t.ok((await session(url, account)).tokens.token, `${account[0]} signs in with ${account[1]}`);
    }
    const tenantAdmin = (await admin.get('/api/auth/user')).body;
    t.same([tenantAdmin.email, tenantAdmin.authority, tenantAdmin.customerId.id], ['tenant@thingsboard.org', 'TENANT_ADMIN', NULL_UUID]);
  });

  t.test('devices: profile, owner, access token, description', async (t) => {
    const infos = (await page(admin, '/api/tenant/deviceInfos?sortProperty=name')).body.data;
    const found: typeof DEVICES = {};
    for (const info of infos) {
      const credentials = (await admin.get(`/api/device/${info.id.id}/credentials`)).body;
      t.equal(credentials.credentialsType, 'ACCESS_TOKEN', `${info.name} has an access token`);
      t.same([info.deviceProfileName, info.label], [info.type, null]);
      const owner = info.customerId.id === NULL_UUID ? null : info.customerTitle;
      found[info.name] = [info.type, owner, credentials.credentialsId, info.additionalInfo?.description ?? null];
      if (info.additionalInfo !== null) t.same(Object.keys(info.additionalInfo), ['description']);
    }
    t.same(found, DEVICES);
  });

  t.test('device and asset profiles, with the thermostat alarm rules', async (t) => {
    const profiles = (await page(admin, '/api/deviceProfiles?sortProperty=name')).body.data;
    t.same(profiles.map((p: any) => [p.name, p.default, p.description, p.transportType, p.provisionType]), [
      ['default', true, 'Default device profile', 'DEFAULT', 'DISABLED'],
      ['thermostat', false, 'Thermostat device profile', 'DEFAULT', 'DISABLED'],
    ]);
    const [fallback, thermostat] = profiles;
    t.same([fallback.defaultRuleChainId, fallback.defaultDashboardId, fallback.defaultQueueName ?? null], [null, null, null]);
    const alarms = thermostat.profileData.alarms;
    t.same(alarms.map((a: any) => [a.id, a.alarmType, Object.keys(a.createRules)]), [
      ['highTemperatureAlarmID', 'High Temperature', ['MAJOR']],
      ['lowHumidityAlarmID', 'Low Humidity', ['MINOR']],
    ]);
    t.same(alarms.map((a: any) => a.createRules[Object.keys(a.createRules)[0]].alarmDetails),
      ['Current temperature = ${temperature}', 'Current humidity = ${humidity}']);
    const thresholds = alarms.map((a: any) => a.createRules[Object.keys(a.createRules)[0]].condition.condition[1].predicate);
    t.same(thresholds.map((p: any) => [p.operation, p.value.defaultValue, p.value.dynamicValue.sourceAttribute]), [
      ['GREATER', 25, 'temperatureAlarmThreshold'], ['LESS', 60, 'humidityAlarmThreshold'],
    ]);
    t.same(alarms.map((a: any) => a.clearRule.condition.condition[0].predicate.operation), ['LESS_OR_EQUAL', 'GREATER_OR_EQUAL']);
    const assetProfiles = (await page(admin, '/api/assetProfiles?sortProperty=name')).body.data;
    t.same(assetProfiles.map((p: any) => [p.name, p.default, p.description]), [['default', true, 'Default asset profile']]);
  });

  t.test('server attributes: active = false everywhere, the thermostats\' settings with their types', async (t) => {
    for (const info of (await page(admin, '/api/tenant/devices')).body.data) {
      const res = await admin.get(`${T}/DEVICE/${info.id.id}/values/attributes/SERVER_SCOPE`);
      const values = Object.fromEntries(res.body.map((a: any) => [a.key, a.value]));
      const extra = THERMOSTAT_ATTRIBUTES[info.name as keyof typeof THERMOSTAT_ATTRIBUTES];
      if (!extra) {
        t.same(values, { active: false }, `${info.name}: only active`);
        continue;
      }
      t.same(values, {
        active: false, temperatureAlarmFlag: true, humidityAlarmFlag: true,
        latitude: Number(extra.latitude), longitude: Number(extra.longitude),
        temperatureAlarmThreshold: Number(extra.temperatureAlarmThreshold), humidityAlarmThreshold: Number(extra.humidityAlarmThreshold),
      }, `${info.name}: position, flags and thresholds`);
      for (const [key, text] of Object.entries(extra)) {
        t.match(res.text, new RegExp(`"key":"${key}","value":${text.replace('.', '\\.')}[,}]`), `${info.name} ${key} is written ${text}`);
      }
      t.same((await admin.get(`${T}/DEVICE/${info.id.id}/keys/attributes/SHARED_SCOPE`)).body, []);
      t.same((await admin.get(`${T}/DEVICE/${info.id.id}/keys/timeseries`)).body, [], `${info.name}: no demo time series`);
    }
  });

  t.test('dashboards, rule chains; no assets, alarms, relations, entity views, edges or OTA packages', async (t) => {
    const dashboards = (await page(admin, '/api/tenant/dashboards?sortProperty=title')).body.data;
    t.same(dashboards.map((d: any) => [d.title, d.assignedCustomers ?? []]), [
      ['Firmware', []], ['Gateways', []], ['Rule Engine Statistics', []], ['Software', []], ['Thermostats', []],
    ]);
    const chains = (await page(admin, '/api/ruleChains?sortProperty=name')).body.data;
    t.same(chains.map((c: any) => [c.name, c.type, c.root]),
      [['Root Rule Chain', 'CORE', true], ['Thermostat', 'CORE', false]]);
    const edgeChains = (await page(admin, '/api/ruleChains?type=EDGE')).body.data;
    t.same(edgeChains.map((c: any) => [c.name, c.root]), [['Edge Root Rule Chain', true]]);
    for (const path of ['/api/tenant/assets', '/api/alarms', '/api/tenant/entityViews', '/api/tenant/edges', '/api/otaPackages']) {
      const res = await page(admin, path);
      t.same([res.status, res.body.totalElements], [200, 0], `${path} is empty`);
    }
    for (const info of (await page(admin, '/api/tenant/devices')).body.data) {
      const from = await admin.get(`/api/relations?fromId=${info.id.id}&fromType=DEVICE`);
      const to = await admin.get(`/api/relations?toId=${info.id.id}&toType=DEVICE`);
      t.same([from.body, to.body], [[], []], `${info.name} has no relations`);
    }
  });
});

t.test('the system administrator of contract 10.1', async (t) => {
  const { url } = await withEmulator(t, { telemetryIntervalMs: 0 });
  const sysadmin = await session(url, DEMO.sysadmin);
  const user = (await sysadmin.get('/api/auth/user')).body;
  t.same([user.email, user.authority, user.tenantId.id, user.customerId.id, user.firstName, user.lastName],
    ['sysadmin@thingsboard.org', 'SYS_ADMIN', NULL_UUID, NULL_UUID, null, null]);
});
