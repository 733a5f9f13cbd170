import { randomUUID } from 'node:crypto';
import t from 'tap';
import { DEMO, PERMISSION_DENIED, deviceByName, expectError, session, withEmulator } from '../helpers/emulator.ts';

t.test('alarm CRUD, ack, clear', async (t) => {
  const { url } = await withEmulator(t);
  const admin = await session(url, DEMO.tenant);
  const a1 = await deviceByName(admin, 'Test Device A1');
  const dht = await deviceByName(admin, 'DHT11 Demo Device');

  const created = await admin.post('/api/alarm', {
    type: 'Overheat', originator: a1.id, severity: 'CRITICAL', status: 'ACTIVE_UNACK', details: { data: 'hot' },
  });
  t.equal(created.status, 200);
  const alarm = created.body;
  t.same(Object.keys(alarm), [
    'id', 'createdTime', 'tenantId', 'customerId', 'type', 'originator', 'severity', 'status', 'startTs', 'endTs', 'ackTs',
    'clearTs', 'details', 'propagate', 'propagateToOwner', 'propagateToTenant', 'propagateRelationTypes', 'name',
  ]);
  t.equal(alarm.id.entityType, 'ALARM');
  t.same(alarm.customerId, a1.customerId, "customerId comes from the originator's owner");
  t.equal(alarm.startTs, alarm.createdTime, 'startTs 0 → now');
  t.equal(alarm.endTs, alarm.startTs, 'endTs 0 → startTs');
  t.same([alarm.ackTs, alarm.clearTs, alarm.name], [0, 0, 'Overheat']);

  t.test('a second alarm of the same type on the originator updates the first', async (t) => {
    const again = await admin.post('/api/alarm', {
      type: 'Overheat', originator: a1.id, severity: 'MAJOR', status: 'ACTIVE_UNACK', endTs: alarm.startTs + 5000,
    });
    t.same(again.body.id, alarm.id);
    t.equal(again.body.severity, 'MAJOR');
    t.equal(again.body.endTs, alarm.startTs + 5000);
    t.equal((await admin.get('/api/alarms?pageSize=10&page=0')).body.totalElements, 1);
  });

  t.test('read, info, ack and clear (idempotent)', async (t) => {
    const id = alarm.id.id;
    t.same((await admin.get(`/api/alarm/${id}`)).body.id, alarm.id);
    const info = (await admin.get(`/api/alarm/info/${id}`)).body;
    t.equal(info.originatorName, 'Test Device A1');
    const ack = await admin.post(`/api/alarm/${id}/ack`);
    t.same([ack.status, ack.text], [200, '']);
    const acked = (await admin.get(`/api/alarm/${id}`)).body;
    t.equal(acked.status, 'ACTIVE_ACK');
    t.ok(acked.ackTs > 0);
    t.equal((await admin.post(`/api/alarm/${id}/ack`)).status, 200);
    t.equal((await admin.get(`/api/alarm/${id}`)).body.ackTs, acked.ackTs, 'a second ack changes nothing');
    t.equal((await admin.post(`/api/alarm/${id}/clear`)).status, 200);
    const cleared = (await admin.get(`/api/alarm/${id}`)).body;
    t.same([cleared.status, cleared.clearTs > 0], ['CLEARED_ACK', true]);
    t.equal((await admin.post(`/api/alarm/${id}/clear`)).status, 200);
    const fresh = await admin.post('/api/alarm', { type: 'Overheat', originator: a1.id, severity: 'MINOR', status: 'ACTIVE_UNACK' });
    t.not(fresh.body.id.id, id, 'after clearing, the same type raises a new alarm');
  });

  t.test('lists, filters, search, sort, highest severity', async (t) => {
    await admin.post('/api/alarm', { type: 'Door open', originator: dht.id, severity: 'WARNING', status: 'ACTIVE_UNACK' });
    await admin.post('/api/alarm', { type: 'Leak', originator: dht.id, severity: 'CRITICAL', status: 'CLEARED_UNACK' });
    const all = (await admin.get('/api/alarms?pageSize=10&page=0&sortProperty=createdTime&sortOrder=DESC')).body;
    t.same(all.data.map((a: any) => a.type), ['Leak', 'Door open', 'Overheat', 'Overheat']);
    t.equal(all.data[0].originatorName, null, 'originatorName only with fetchOriginator');
    const withNames = (await admin.get('/api/alarms?pageSize=10&page=0&fetchOriginator=true')).body;
    t.ok(withNames.data.every((a: any) => typeof a.originatorName === 'string'));
    const active = (await admin.get('/api/alarms?pageSize=10&page=0&searchStatus=ACTIVE')).body;
    t.same(active.data.map((a: any) => a.status).sort(), ['ACTIVE_UNACK', 'ACTIVE_UNACK']);
    const unack = (await admin.get('/api/alarms?pageSize=10&page=0&searchStatus=UNACK')).body;
    t.equal(unack.totalElements, 3);
    const exact = (await admin.get('/api/alarms?pageSize=10&page=0&status=CLEARED_ACK')).body;
    t.equal(exact.totalElements, 1);
    const search = (await admin.get('/api/alarms?pageSize=10&page=0&textSearch=critic')).body;
    t.same(search.data.map((a: any) => a.type), ['Leak'], 'search matches severity text');
    const bySeverity = (await admin.get('/api/alarms?pageSize=2&page=0&sortProperty=severity')).body;
    t.same([bySeverity.data.map((a: any) => a.severity), bySeverity.totalPages, bySeverity.hasNext], [['CRITICAL', 'MAJOR'], 2, true]);
    const entity = (await admin.get(`/api/alarm/DEVICE/${dht.id.id}?pageSize=10&page=0`)).body;
    t.same(entity.data.map((a: any) => a.type).sort(), ['Door open', 'Leak']);
    const future = (await admin.get(`/api/alarms?pageSize=10&page=0&startTime=${Date.now() + 60_000}`)).body;
    t.equal(future.totalElements, 0, 'startTime bounds createdTime');
    const highest = await admin.get(`/api/alarm/highestSeverity/DEVICE/${dht.id.id}`);
    t.same([highest.status, highest.text], [200, '"CRITICAL"']);
    t.equal((await admin.get(`/api/alarm/highestSeverity/DEVICE/${dht.id.id}?searchStatus=ACTIVE`)).body, 'WARNING');
    const none = await admin.get(`/api/alarm/highestSeverity/DEVICE/${(await deviceByName(admin, 'Test Device B1')).id.id}`);
    t.same([none.status, none.text], [200, ''], 'no alarm → empty body');
  });

  t.test('customer users see their customer alarms only', async (t) => {
    const customer = await session(url, DEMO.customer);
    const list = (await customer.get('/api/alarms?pageSize=10&page=0')).body;
    t.ok(list.data.length >= 1);
    t.ok(list.data.every((a: any) => a.originator.id === a1.id.id));
    const leak = (await admin.get('/api/alarms?pageSize=10&page=0&textSearch=leak')).body.data[0];
    expectError(t, await customer.get(`/api/alarm/${leak.id.id}`), 403, 20, PERMISSION_DENIED);
    expectError(t, await customer.post(`/api/alarm/${leak.id.id}/ack`), 403, 20, PERMISSION_DENIED);
  });

  t.test('delete', async (t) => {
    const leak = (await admin.get('/api/alarms?pageSize=10&page=0&textSearch=leak')).body.data[0];
    const res = await admin.delete(`/api/alarm/${leak.id.id}`);
    t.same([res.status, res.body], [200, true]);
    expectError(t, await admin.get(`/api/alarm/${leak.id.id}`), 404, 32, `Alarm with id [${leak.id.id}] is not found`);
  });
});

t.test('alarm errors', async (t) => {
  const { url } = await withEmulator(t);
  const admin = await session(url, DEMO.tenant);
  const a1 = await deviceByName(admin, 'Test Device A1');
  const base = { type: 'X', originator: a1.id, severity: 'MAJOR', status: 'ACTIVE_UNACK' };
  expectError(t, await admin.post('/api/alarm', { ...base, type: undefined }), 400, 31, 'Alarm type should be specified!');
  expectError(t, await admin.post('/api/alarm', { ...base, originator: undefined }), 400, 31, 'Alarm originator should be specified!');
  expectError(t, await admin.post('/api/alarm', { ...base, severity: undefined }), 400, 31, 'Alarm severity should be specified!');
  expectError(t, await admin.post('/api/alarm', { ...base, status: undefined }), 400, 31, 'Alarm status should be specified!');
  t.equal((await admin.post('/api/alarm', { ...base, severity: 'HUGE' })).status, 500, 'unknown enum name fails in binding');
  const unknownOriginator = randomUUID();
  expectError(t, await admin.post('/api/alarm', { ...base, originator: { entityType: 'DEVICE', id: unknownOriginator } }), 404, 32,
    `Device with id [${unknownOriginator}] is not found`);
  expectError(t, await admin.get('/api/alarms?pageSize=10&page=0&searchStatus=ANY&status=ACTIVE_ACK'), 400, 31,
    "Invalid alarms search query: Both parameters 'searchStatus' and 'status' can't be specified at the same time!");
  expectError(t, await admin.get('/api/alarms?pageSize=10&page=0&searchStatus=OPEN'), 400, 31,
    'No enum constant org.thingsboard.server.common.data.alarm.AlarmSearchStatus.OPEN');
  expectError(t, await admin.get('/api/alarms?page=0'), 500, 2, "Required request parameter 'pageSize' for method parameter type int is not present");
  expectError(t, await admin.get('/api/alarms?pageSize=0&page=0'), 400, 31, "Incorrect page link page size '0'. Page size must be greater than zero.");
  expectError(t, await admin.get('/api/alarm/not-a-uuid'), 400, 31, 'Invalid UUID string: not-a-uuid');
  const missing = randomUUID();
  expectError(t, await admin.post(`/api/alarm/${missing}/ack`), 404, 32, `Alarm with id [${missing}] is not found`);
  const sysadmin = await session(url, DEMO.sysadmin);
  expectError(t, await sysadmin.get('/api/alarms?pageSize=10&page=0'), 403, 20, PERMISSION_DENIED);
  expectError(t, await sysadmin.get(`/api/alarm/DEVICE/${a1.id.id}?pageSize=10&page=0`), 403, 20, PERMISSION_DENIED);
  t.equal((await admin.get('/api/alarms?pageSize=10&page=0')).body.totalElements, 0, 'nothing was created');
});
