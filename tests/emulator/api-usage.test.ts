import t from 'tap';
import { openDatabase } from '../../emulator/db/open.ts';
import { seedIfEmpty } from '../../emulator/seed/seed.ts';
import { toApiUsageState } from '../../emulator/store/api-usage-states.ts';
import { createStores } from '../../emulator/store/stores.ts';
import { DEMO, PERMISSION_DENIED, expectError, session, withEmulator } from '../helpers/emulator.ts';

const STATE_KEYS = ['transportApiState', 'dbApiState', 'ruleEngineApiState', 'jsExecutionApiState', 'emailApiState', 'smsApiState', 'alarmApiState'];

t.test('the demo tenant has one API usage state, every feature enabled', async (t) => {
  const db = openDatabase(':memory:');
  t.teardown(() => db.close());
  const stores = createStores(db);
  await seedIfEmpty(db, stores);
  const tenantId = String((db.prepare("SELECT id FROM tenant WHERE title = 'Tenant'").get() as { id: string }).id);
  const row = stores.apiUsageStates.findByTenant(tenantId);
  if (!row) throw new Error('no API usage state');
  const state = toApiUsageState(row);
  t.same(Object.keys(state), [
    'id', 'createdTime', 'tenantId', 'entityId', 'transportState', 'dbStorageState', 'reExecState', 'jsExecState',
    'emailExecState', 'smsExecState', 'alarmExecState', 'transportEnabled', 'reExecEnabled', 'dbStorageEnabled',
    'jsExecEnabled', 'emailSendEnabled', 'smsSendEnabled', 'alarmCreationEnabled',
  ]);
  t.same([state.id.entityType, state.tenantId, state.entityId], ['API_USAGE_STATE', { entityType: 'TENANT', id: tenantId }, { entityType: 'TENANT', id: tenantId }]);
  t.ok(Object.entries(state).filter(([key]) => key.endsWith('State')).every(([, value]) => value === 'ENABLED'));
  t.ok(Object.entries(state).filter(([key]) => key.endsWith('Enabled')).every(([, value]) => value === true));
  t.equal((db.prepare('SELECT count(*) AS n FROM api_usage_state').get() as { n: number }).n, 1, 'one per tenant');
  t.same(toApiUsageState({ ...row, sms_exec_state: 'DISABLED', email_exec_state: 'WARNING' }).smsSendEnabled, false);
  t.same(toApiUsageState({ ...row, email_exec_state: 'WARNING' }).emailSendEnabled, true, 'WARNING still enabled');
});

t.test('the console reads it through the entity query and telemetry APIs', async (t) => {
  const { url } = await withEmulator(t);
  const admin = await session(url, DEMO.tenant);
  const customer = await session(url, DEMO.customer);
  const query = {
    entityFilter: { type: 'apiUsageState', customerId: null },
    pageLink: { pageSize: 10, page: 0 },
    latestValues: [...STATE_KEYS, 'transportMsgCount', 'transportMsgLimit'].map((key) => ({ type: 'TIME_SERIES', key })),
  };
  const found = await admin.post('/api/entitiesQuery/find', query);
  t.equal(found.status, 200);
  t.equal(found.body.totalElements, 1);
  const entity = found.body.data[0];
  t.equal(entity.entityId.entityType, 'API_USAGE_STATE');
  const latest = entity.latest.TIME_SERIES;
  t.same(STATE_KEYS.map((key) => latest[key].value), STATE_KEYS.map(() => 'ENABLED'));
  t.same([latest.transportMsgCount.value, latest.transportMsgLimit.value], ['0', '0']);

  const id = entity.entityId.id;
  const series = await admin.get(`/api/plugins/telemetry/API_USAGE_STATE/${id}/values/timeseries?keys=createdAlarmsCount,alarmApiState`);
  t.same([series.body.createdAlarmsCount[0].value, series.body.alarmApiState[0].value], ['0', 'ENABLED']);

  const counters = ['transportMsg', 'transportDataPoints', 'storageDataPoints', 'ruleEngineExecution', 'jsExecution', 'email', 'sms', 'createdAlarms'];
  const keys = (await admin.get(`/api/plugins/telemetry/API_USAGE_STATE/${id}/keys/timeseries`)).body;
  for (const key of [...counters.map((c) => `${c}Count`), ...counters.map((c) => `${c}Limit`), ...STATE_KEYS]) {
    t.ok(keys.includes(key), `latest time series ${key} (contract 4.19)`);
  }

  const relations = await admin.get(`/api/relations?fromId=${id}&fromType=API_USAGE_STATE`);
  t.same([relations.status, relations.body], [200, []], 'the tenant admin may read it');
  expectError(t, await customer.get(`/api/relations?fromId=${id}&fromType=API_USAGE_STATE`), 403, 20, PERMISSION_DENIED);
  const none = await customer.post('/api/entitiesQuery/find', query);
  t.same([none.status, none.body.totalElements], [200, 0], 'no customer-level states by default');
});
