import t from 'tap';
import { startEmulator } from '../../emulator/index.ts';
import { DEMO, call, decodeJwt, login, session } from '../helpers/emulator.ts';
import { tempDbPath } from '../helpers/temp-db.ts';
import { eventually } from '../helpers/eventually.ts';

t.test('a database file keeps data across restarts', async (t) => {
  const dbPath = tempDbPath(t, 'emulator');

  const first = await startEmulator({ port: 0, dbPath, tenantRestLimit: '1000:1' });
  let admin, created, token;
  try {
    admin = await session(first.url, DEMO.tenant);
    created = await admin.post('/api/customer', { title: 'Survivor' });
    token = (await login(first.url, ...DEMO.customerB)).token;
  } finally {
    await first.close();
  }

  const second = await startEmulator({ port: 0, dbPath });
  t.teardown(() => second.close());
  const again = await session(second.url, DEMO.tenant);
  const customers = (await again.get('/api/customers?pageSize=10&page=0&sortProperty=title')).body;
  t.same(customers.data.map((c: { title: string }) => c.title), ['Customer A', 'Customer B', 'Customer C', 'Survivor'], 'demo data not seeded twice');
  t.same(customers.data[3].id, created.body.id);
  t.equal((await again.get('/api/tenant/devices?pageSize=20&page=0')).body.totalElements, 9);
  t.equal((await call(second.url, '/api/auth/user', { token })).status, 200, 'the signing key survives');
  t.equal(decodeJwt(again.tokens.token).payload.tenantId, admin.claims.tenantId);
  const sysadmin = await session(second.url, DEMO.sysadmin);
  const tenant = (await sysadmin.get(`/api/tenant/${admin.claims.tenantId}`)).body;
  const profile = (await sysadmin.get(`/api/tenantProfile/${tenant.tenantProfileId.id}`)).body;
  t.equal(profile.profileData.configuration.tenantServerRestLimitsConfiguration, '1000:1', 'an unset option keeps the stored limit');
});

t.test('telemetry, alarms, RPC, versions, relations and settings survive a restart', async (t) => {
  const dbPath = tempDbPath(t, 'emulator-data');
  const T = '/api/plugins/telemetry';
  const repository = { repositoryUri: 'https://git.example.com/c.git', authMethod: 'USERNAME_PASSWORD', username: 'bot', password: 'pw', defaultBranch: 'main', readOnly: false, showMergeCommits: false };
  const general = { key: 'general', jsonValue: { baseUrl: 'http://kept.example:8080', prohibitDifferentUrl: true } };
  const first = await startEmulator({ port: 0, dbPath });
  const before: Record<string, unknown> = {};
  let ids: { t1: string; a1: string; rpcId: string; alarmId: string; versionId: string };
  try {
    const admin = await session(first.url, DEMO.tenant);
    const sysadmin = await session(first.url, DEMO.sysadmin);
    const t1 = (await admin.get('/api/tenant/devices?deviceName=Thermostat%20T1')).body.id.id;
    const a1 = (await admin.get('/api/tenant/devices?deviceName=Test%20Device%20A1')).body.id.id;
    await admin.post(`${T}/DEVICE/${t1}/attributes/SHARED_SCOPE`, { mode: 'eco', target: 21.0 });
    await call(first.url, '/api/v1/T1_TEST_TOKEN/attributes', { method: 'POST', body: { firmware: '1.2' } });
    await admin.post(`${T}/DEVICE/${t1}/timeseries/ANY`, [{ ts: 1000, values: { temperature: 30.5 } }, { ts: 2000, values: { temperature: 31 } }]);
    const alarm = await admin.post('/api/alarm', { type: 'Kept', originator: { entityType: 'DEVICE', id: a1 }, severity: 'MINOR', status: 'ACTIVE_UNACK' });
    const rpc = await admin.post(`/api/rpc/twoway/${a1}`, { method: 'keep', params: { n: 1 }, persistent: true });
    await admin.post('/api/relation', { from: { entityType: 'DEVICE', id: t1 }, to: { entityType: 'DEVICE', id: a1 }, type: 'Contains', typeGroup: 'COMMON' });
    await admin.post('/api/admin/repositorySettings', repository);
    const request = await admin.post('/api/entities/vc/version', { type: 'SINGLE_ENTITY', versionName: 'kept', branch: 'main', entityId: { entityType: 'DEVICE', id: t1 }, config: { saveRelations: true, saveAttributes: true, saveCredentials: true } });
    const status = await eventually(async () => {
      const polled = (await admin.get(`/api/entities/vc/version/${request.body}/status`)).body;
      return polled.done ? polled : null;
    }, 'the version task');
    t.equal(status.done, true);
    await sysadmin.post('/api/admin/settings', general);
    ids = { t1, a1, rpcId: rpc.body.rpcId, alarmId: alarm.body.id.id, versionId: status.version.id };
    for (const [name, path] of Object.entries(reads(ids))) before[name] = (await (name.startsWith('sys:') ? sysadmin : admin).get(path)).body;
  } finally {
    await first.close();
  }

  const second = await startEmulator({ port: 0, dbPath });
  t.teardown(() => second.close());
  const admin = await session(second.url, DEMO.tenant);
  const sysadmin = await session(second.url, DEMO.sysadmin);
  for (const [name, path] of Object.entries(reads(ids))) {
    t.same((await (name.startsWith('sys:') ? sysadmin : admin).get(path)).body, before[name], `${name} is the same after the restart`);
  }
  const attributes = before['attributes'] as Array<{ key: string }>;
  t.same(attributes.map((a) => a.key).sort(), ['active', 'firmware', 'humidityAlarmFlag', 'humidityAlarmThreshold', 'lastActivityTime', 'latitude', 'longitude', 'mode', 'target', 'temperatureAlarmFlag', 'temperatureAlarmThreshold'], 'all three scopes were read');
  t.same((before['history'] as any).temperature.map((p: any) => p.value), ['31', '30.5']);
  t.equal((before['version list'] as any).totalElements, 1);
});

/** What the restart test compares, before and after; names starting with `sys:` are read by the system administrator. */
function reads(ids: { t1: string; a1: string; rpcId: string; alarmId: string; versionId: string }): Record<string, string> {
  const T = `/api/plugins/telemetry/DEVICE/${ids.t1}`;
  return {
    attributes: `${T}/values/attributes`,
    'attribute keys': `${T}/keys/attributes`,
    'latest time series': `${T}/values/timeseries`,
    history: `${T}/values/timeseries?keys=temperature&startTs=0&endTs=10000`,
    alarm: `/api/alarm/info/${ids.alarmId}`,
    'persistent RPC': `/api/rpc/persistent/${ids.rpcId}`,
    relations: `/api/relations?fromId=${ids.t1}&fromType=DEVICE`,
    'repository settings': '/api/admin/repositorySettings',
    'version list': '/api/entities/vc/version?branch=main&pageSize=10&page=0',
    'versioned entities': `/api/entities/vc/entity/${ids.versionId}`,
    'audit log': `/api/audit/logs/entity/DEVICE/${ids.t1}?pageSize=50&page=0`,
    'sys:general settings': '/api/admin/settings/general',
  };
}
