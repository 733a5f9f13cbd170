import t from 'tap';
import { DEMO, PERMISSION_DENIED, customerByTitle, deviceByName, expectError, idsInNewMillisecond, session, withEmulator } from '../helpers/emulator.ts';
import type { Session } from '../helpers/emulator.ts';

const field = (type: string, key: string) => ({ type, key });

function alarmQuery(entityFilter: unknown, pageLink: Record<string, unknown> = {}, extra: Record<string, unknown> = {}) {
  return {
    entityFilter,
    pageLink: {
      page: 0, pageSize: 20, textSearch: null, startTs: 0, endTs: 0, timeWindow: 0,
      typeList: [], statusList: [], severityList: [], searchPropagatedAlarms: false,
      sortOrder: { key: field('ALARM_FIELD', 'createdTime'), direction: 'ASC' },
      ...pageLink,
    },
    alarmFields: [field('ALARM_FIELD', 'type'), field('ALARM_FIELD', 'severity')],
    entityFields: [field('ENTITY_FIELD', 'name')],
    latestValues: [],
    keyFilters: [],
    ...extra,
  };
}

async function raise(admin: Session, originator: unknown, type: string, severity: string, extra: Record<string, unknown> = {}) {
  const res = await admin.post('/api/alarm', { type, originator, severity, status: 'ACTIVE_UNACK', ...extra });
  if (res.status !== 200) throw new Error(`alarm ${type}: ${res.status} ${res.text}`);
  await idsInNewMillisecond();
  return res.body;
}

const types = (body: any) => body.data.map((alarm: any) => `${alarm.originatorName}/${alarm.type}`);

t.test('alarm data query', async (t) => {
  const { url } = await withEmulator(t);
  const admin = await session(url, DEMO.tenant);
  const customerA = await session(url, DEMO.customerA);
  const t1 = await deviceByName(admin, 'Thermostat T1');
  const t2 = await deviceByName(admin, 'Thermostat T2');
  const a1 = await deviceByName(admin, 'Test Device A1');
  const customer = await customerByTitle(admin, 'Customer A');

  const hot = await raise(admin, t1.id, 'High Temperature', 'MAJOR');
  await raise(admin, t2.id, 'Low Humidity', 'MINOR');
  const acked = await raise(admin, a1.id, 'Battery', 'CRITICAL', { propagateToOwner: true });
  await admin.post(`/api/alarm/${acked.id.id}/ack`);
  const cleared = await raise(admin, t2.id, 'Offline', 'WARNING');
  await admin.post(`/api/alarm/${cleared.id.id}/clear`);

  t.test('shape and entity values', async (t) => {
    const res = await admin.post('/api/alarmsQuery/find', alarmQuery({ type: 'deviceType', deviceType: 'thermostat' }));
    t.equal(res.status, 200);
    t.same(types(res.body), ['Thermostat T1/High Temperature', 'Thermostat T2/Low Humidity', 'Thermostat T2/Offline']);
    t.same([res.body.totalElements, res.body.totalPages, res.body.hasNext], [3, 1, false]);
    const first = res.body.data[0];
    t.same(Object.keys(first), [
      'id', 'createdTime', 'tenantId', 'customerId', 'type', 'originator', 'severity', 'status', 'startTs', 'endTs',
      'ackTs', 'clearTs', 'details', 'propagate', 'propagateToOwner', 'propagateToTenant', 'propagateRelationTypes',
      'name', 'originatorName', 'entityId', 'latest',
    ]);
    t.same(first.id, hot.id);
    t.same(first.entityId, t1.id);
    t.equal(first.latest.ENTITY_FIELD.name.value, 'Thermostat T1');
  });

  t.test('status, severity, type and time filters', async (t) => {
    const find = async (pageLink: Record<string, unknown>) =>
      types((await admin.post('/api/alarmsQuery/find', alarmQuery({ type: 'entityType', entityType: 'DEVICE' }, pageLink))).body);
    t.same(await find({ statusList: ['ACTIVE'] }), ['Thermostat T1/High Temperature', 'Thermostat T2/Low Humidity', 'Test Device A1/Battery']);
    t.same(await find({ statusList: ['CLEARED'] }), ['Thermostat T2/Offline']);
    t.same(await find({ statusList: ['ACK'] }), ['Test Device A1/Battery']);
    t.same(await find({ statusList: ['ANY'], severityList: ['CRITICAL', 'MINOR'] }), ['Thermostat T2/Low Humidity', 'Test Device A1/Battery']);
    t.same(await find({ typeList: ['Offline', 'Battery'] }), ['Test Device A1/Battery', 'Thermostat T2/Offline']);
    t.same(await find({ timeWindow: 60000 }), await find({}), 'all were created within the last minute');
    t.same(await find({ startTs: acked.createdTime, endTs: 0 }), ['Test Device A1/Battery', 'Thermostat T2/Offline']);
    t.same(await find({ startTs: 0, endTs: hot.createdTime }), ['Thermostat T1/High Temperature']);
    t.same(await find({ textSearch: 'humid' }), ['Thermostat T2/Low Humidity']);
    t.same(await find({ textSearch: 'device a1' }), ['Test Device A1/Battery'], 'text search covers the originator name');
  });

  t.test('sorting and paging', async (t) => {
    const bySeverity = await admin.post('/api/alarmsQuery/find', alarmQuery({ type: 'entityType', entityType: 'DEVICE' }, {
      sortOrder: { key: field('ALARM_FIELD', 'severity'), direction: 'ASC' },
    }));
    t.same(bySeverity.body.data.map((a: any) => a.severity), ['CRITICAL', 'MAJOR', 'MINOR', 'WARNING']);
    const byName = await admin.post('/api/alarmsQuery/find', alarmQuery({ type: 'entityType', entityType: 'DEVICE' }, {
      sortOrder: { key: field('ENTITY_FIELD', 'name'), direction: 'DESC' }, pageSize: 3, page: 0,
    }));
    t.same(byName.body.data.map((a: any) => a.originatorName), ['Thermostat T2', 'Thermostat T2', 'Thermostat T1']);
    t.same([byName.body.totalElements, byName.body.totalPages, byName.body.hasNext], [4, 2, true]);
  });

  t.test('propagated alarms and customer users', async (t) => {
    const ofCustomer = alarmQuery({ type: 'singleEntity', singleEntity: customer.id });
    t.same(types((await admin.post('/api/alarmsQuery/find', ofCustomer)).body), [], 'the customer originated none');
    const propagated = alarmQuery({ type: 'singleEntity', singleEntity: customer.id }, { searchPropagatedAlarms: true });
    const res = await admin.post('/api/alarmsQuery/find', propagated);
    t.same(types(res.body), ['Test Device A1/Battery']);
    t.same(res.body.data[0].entityId, customer.id, 'reported through the entity it propagated to');

    const mine = await customerA.post('/api/alarmsQuery/find', alarmQuery({ type: 'entityType', entityType: 'DEVICE' }));
    t.same(types(mine.body), ['Test Device A1/Battery']);
    const sysadmin = await session(url, DEMO.sysadmin);
    expectError(t, await sysadmin.post('/api/alarmsQuery/find', alarmQuery({ type: 'entityType', entityType: 'DEVICE' })), 403, 20, PERMISSION_DENIED);
  });

  t.test('key filters restrict the entities', async (t) => {
    await admin.post(`/api/plugins/telemetry/DEVICE/${t2.id.id}/timeseries/ANY`, { humidity: 20 });
    const res = await admin.post('/api/alarmsQuery/find', alarmQuery({ type: 'entityType', entityType: 'DEVICE' }, {}, {
      keyFilters: [{
        key: field('TIME_SERIES', 'humidity'), valueType: 'NUMERIC',
        predicate: { type: 'NUMERIC', operation: 'LESS', value: { defaultValue: 30, userValue: null, dynamicValue: null } },
      }],
      latestValues: [field('TIME_SERIES', 'humidity')],
    }));
    t.same(types(res.body), ['Thermostat T2/Low Humidity', 'Thermostat T2/Offline']);
    t.equal(res.body.data[0].latest.TIME_SERIES.humidity.value, '20');
  });
});
