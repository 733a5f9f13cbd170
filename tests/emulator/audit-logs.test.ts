import { randomUUID } from 'node:crypto';
import t from 'tap';
import {
  DEMO, NULL_UUID, PERMISSION_DENIED, customerByTitle, expectError, session, withEmulator,
} from '../helpers/emulator.ts';
import { demoSessions } from '../helpers/demo-sessions.ts';

const KEYS = [
  'id', 'createdTime', 'tenantId', 'customerId', 'entityId', 'entityName', 'userId', 'userName', 'actionType',
  'actionData', 'actionStatus', 'actionFailureDetails',
];
const ENTITY_ACTIONS = 'actionTypes=ADDED,UPDATED,DELETED,ASSIGNED_TO_CUSTOMER,UNASSIGNED_FROM_CUSTOMER';

t.test('audit log', async (t) => {
  const { url } = await withEmulator(t);
  const { tenant: admin, customer: customerUser, sysadmin } = await demoSessions(url, 'tenant', 'customer', 'sysadmin');
  const tenantId = admin.claims.tenantId as string;
  const customerA = await customerByTitle(admin, 'Customer A');
  const started = Date.now();
  const logs = async (query = '', actions = ENTITY_ACTIONS) =>
    (await admin.get(`/api/audit/logs?pageSize=100&page=0&sortProperty=createdTime&sortOrder=ASC&${actions}${query}`)).body;

  const device = (await admin.post('/api/device', { name: 'Audited pump' })).body;
  await admin.post('/api/device', { ...device, label: 'pump' });
  await admin.post('/api/device', { name: 'Audited pump' });
  await admin.post(`/api/customer/${customerA.id.id}/device/${device.id.id}`);
  await admin.delete(`/api/customer/device/${device.id.id}`);
  const dashboard = (await admin.post('/api/dashboard', { title: 'Audited board', configuration: { widgets: { a: 1 } } })).body;
  const chain = (await admin.post('/api/ruleChain', { name: 'Audited chain' })).body;
  await admin.delete(`/api/device/${device.id.id}`);
  const finished = Date.now();

  t.test('entries and their shape', async (t) => {
    const page = await logs();
    t.same(page.data.map((e: any) => [e.actionType, e.entityName, e.actionStatus]), [
      ['ADDED', 'Audited pump', 'SUCCESS'],
      ['UPDATED', 'Audited pump', 'SUCCESS'],
      ['ADDED', 'Audited pump', 'FAILURE'],
      ['ASSIGNED_TO_CUSTOMER', 'Audited pump', 'SUCCESS'],
      ['UNASSIGNED_FROM_CUSTOMER', 'Audited pump', 'SUCCESS'],
      ['ADDED', 'Audited board', 'SUCCESS'],
      ['ADDED', 'Audited chain', 'SUCCESS'],
      ['DELETED', 'Audited pump', 'SUCCESS'],
    ]);
    const [added, updated, failed, assigned, unassigned, board, ruleChain, deleted] = page.data;
    t.same(Object.keys(added), KEYS);
    t.same(Object.keys(added.id), ['id'], 'audit ids carry no entity type');
    t.same([added.tenantId, added.customerId], [{ entityType: 'TENANT', id: tenantId }, { entityType: 'CUSTOMER', id: NULL_UUID }]);
    t.same([added.entityId, added.userId, added.userName], [device.id, { entityType: 'USER', id: admin.userId }, 'tenant@thingsboard.org']);
    t.same(added.actionData.entity.id, device.id);
    t.equal(added.actionFailureDetails, null);
    t.equal(updated.actionData.entity.label, 'pump');
    t.same([failed.entityId, failed.actionFailureDetails], [{ entityType: 'DEVICE', id: NULL_UUID }, 'Device with such name already exists!']);
    t.same(assigned.actionData, { entityId: device.id.id, assignedCustomerId: customerA.id.id, assignedCustomerName: 'Customer A' });
    t.same(assigned.customerId, customerA.id);
    t.same(unassigned.actionData, { entityId: device.id.id, unassignedCustomerId: customerA.id.id, unassignedCustomerName: 'Customer A' });
    t.equal(board.actionData.entity.configuration, '', 'dashboards are logged without their configuration');
    t.same(board.entityId, dashboard.id);
    t.same(ruleChain.entityId, chain.id);
    t.same(deleted.actionData, { entityId: device.id.id });
    t.ok(added.createdTime >= started && added.createdTime <= finished);
  });

  t.test('filters', async (t) => {
    const byEntity = await admin.get(`/api/audit/logs/entity/DEVICE/${device.id.id}?pageSize=100&page=0`);
    t.equal(byEntity.body.totalElements, 5, 'every action on the device; the failed create names no id');
    const byCustomer = await admin.get(`/api/audit/logs/customer/${customerA.id.id}?pageSize=100&page=0&${ENTITY_ACTIONS}`);
    t.same(byCustomer.body.data.map((e: any) => e.actionType).sort(), ['ASSIGNED_TO_CUSTOMER', 'UNASSIGNED_FROM_CUSTOMER']);
    const byUser = await admin.get(`/api/audit/logs/user/${admin.userId}?pageSize=100&page=0&${ENTITY_ACTIONS}`);
    t.equal(byUser.body.totalElements, 8);
    t.equal((await admin.get(`/api/audit/logs/user/${randomUUID()}?pageSize=100&page=0`)).body.totalElements, 0);
    const repeated = await logs('', 'actionTypes=DELETED&actionTypes=ASSIGNED_TO_CUSTOMER');
    t.same(repeated.data.map((e: any) => e.actionType), ['ASSIGNED_TO_CUSTOMER', 'DELETED'], 'a repeated parameter adds types');
    const onlyDeleted = await logs('', 'actionTypes=DELETED');
    t.same(onlyDeleted.data.map((e: any) => e.actionType), ['DELETED']);
    const search = await admin.get(`/api/audit/logs?pageSize=100&page=0&textSearch=failure&${ENTITY_ACTIONS}`);
    t.same(search.body.data.map((e: any) => e.actionStatus), ['FAILURE'], 'search covers the status');
    const logins = await admin.get(`/api/audit/logs?pageSize=100&page=0&textSearch=login`);
    t.ok(logins.body.data.length > 0 && logins.body.data.every((e: any) => e.actionType === 'LOGIN'), 'search covers the action type');
    const byName = await admin.get(`/api/audit/logs?pageSize=100&page=0&textSearch=AUDITED BOARD`);
    t.equal(byName.body.totalElements, 1);
    const none = await logs(`&startTime=${finished + 60000}`);
    t.equal(none.totalElements, 0);
    const windowed = await logs(`&startTime=${started}&endTime=${finished}`);
    t.equal(windowed.totalElements, 8);
    const newestFirst = await admin.get(`/api/audit/logs?pageSize=2&page=0&sortProperty=createdTime&sortOrder=DESC&${ENTITY_ACTIONS}`);
    t.same([newestFirst.body.data[0].actionType, newestFirst.body.hasNext], ['DELETED', true]);
  });

  t.test('errors and permissions', async (t) => {
    expectError(t, await admin.get('/api/audit/logs?pageSize=10&page=0&actionTypes=ADDED,EXPLODED'), 400, 31,
      'No enum constant org.thingsboard.server.common.data.audit.ActionType.EXPLODED');
    expectError(t, await admin.get(`/api/audit/logs/entity/GADGET/${device.id.id}?pageSize=10&page=0`), 400, 31,
      'No enum constant org.thingsboard.server.common.data.EntityType.GADGET');
    expectError(t, await admin.get('/api/audit/logs/customer/xyz?pageSize=10&page=0'), 400, 31, 'Invalid UUID string: xyz');
    const badTime = await admin.get('/api/audit/logs?pageSize=10&page=0&startTime=yesterday');
    t.same([badTime.status, badTime.body.errorCode], [500, 2]);
    const badSort = await admin.get('/api/audit/logs?pageSize=10&page=0&sortProperty=mood');
    t.same([badSort.status, badSort.body.errorCode], [500, 2]);
    const noPage = await admin.get('/api/audit/logs');
    t.same([noPage.status, noPage.body.errorCode], [400, 31]);
    expectError(t, await customerUser.get('/api/audit/logs?pageSize=10&page=0'), 403, 20, PERMISSION_DENIED);
    expectError(t, await sysadmin.get('/api/audit/logs?pageSize=10&page=0'), 403, 20, PERMISSION_DENIED);
  });

  t.test('customer users are audited with their customer', async (t) => {
    const customerEdit = await customerUser.post('/api/device', { ...(await admin.get('/api/tenant/devices?deviceName=Test Device A1')).body, label: 'edited by customer' });
    t.equal(customerEdit.status, 200);
    const entry = (await logs('', 'actionTypes=UPDATED')).data.find((e: any) => e.entityName === 'Test Device A1');
    t.same([entry.userName, entry.customerId], ['customer@thingsboard.org', customerA.id], 'customer actions carry the owner customer');
  });
});

t.test('a permission denial leaves no audit record', async (t) => {
  const { url } = await withEmulator(t);
  const admin = await session(url, DEMO.tenant);
  const customerUser = await session(url, DEMO.customer);
  const failures = async () =>
    (await admin.get('/api/audit/logs?pageSize=100&page=0&textSearch=failure')).body.data.map((e: any) => [e.actionType, e.entityName]);
  const otherCustomersDevice = (await admin.get('/api/tenant/devices?deviceName=Test Device B1')).body;

  expectError(t, await customerUser.post('/api/device', { ...otherCustomersDevice, label: 'not mine' }), 403, 20, PERMISSION_DENIED);
  expectError(t, await customerUser.post('/api/device', { name: 'Customer-made pump' }), 403, 20, PERMISSION_DENIED);
  expectError(t, await customerUser.post('/api/asset', { name: 'Customer-made site' }), 403, 20, PERMISSION_DENIED);
  t.same(await failures(), [], 'denied saves are not audited');

  expectError(t, await admin.post('/api/device', { name: 'Test Device B1' }), 400, 31, 'Device with such name already exists!');
  t.same(await failures(), [['ADDED', 'Test Device B1']], 'other failures still are');
});

t.test('relations and device credentials are audited', async (t) => {
  const { url } = await withEmulator(t);
  const admin = await session(url, DEMO.tenant);
  const device = (await admin.get('/api/tenant/devices?deviceName=Thermostat T1')).body;
  const asset = (await admin.post('/api/asset', { name: 'Audited building' })).body;
  const relation = { from: asset.id, to: device.id, type: 'Contains', typeGroup: 'COMMON', additionalInfo: null };
  const entries = async (actionTypes: string) =>
    (await admin.get(`/api/audit/logs?pageSize=100&page=0&sortProperty=createdTime&sortOrder=ASC&actionTypes=${actionTypes}`)).body.data;

  t.equal((await admin.post('/api/relation', relation)).status, 200);
  const added = await entries('RELATION_ADD_OR_UPDATE');
  t.same(added.map((e: any) => [e.entityId, e.entityName, e.actionStatus]),
    [[asset.id, 'Audited building', 'SUCCESS'], [device.id, 'Thermostat T1', 'SUCCESS']], 'one record for each end');
  t.same(added[0].actionData, { relation }, 'the relation is the action data');

  const query = `fromId=${asset.id.id}&fromType=ASSET&relationType=Contains&toId=${device.id.id}&toType=DEVICE`;
  t.equal((await admin.delete(`/api/relation?${query}`)).status, 200);
  t.same((await entries('RELATION_DELETED')).map((e: any) => e.entityName), ['Audited building', 'Thermostat T1']);
  await admin.post('/api/relation', relation);
  t.equal((await admin.delete(`/api/relations?entityId=${asset.id.id}&entityType=ASSET`)).status, 200);
  t.same((await entries('RELATIONS_DELETED')).map((e: any) => [e.entityId, e.entityName]), [[asset.id, 'Audited building']]);

  const credentials = (await admin.get(`/api/device/${device.id.id}/credentials`)).body;
  t.equal((await admin.post('/api/device/credentials', { ...credentials, credentialsId: 'AUDITED_TOKEN' })).status, 200);
  const updated = await entries('CREDENTIALS_UPDATED');
  t.same(updated.map((e: any) => [e.entityId, e.entityName]), [[device.id, 'Thermostat T1']]);
  t.equal(updated[0].actionData.credentials.credentialsId, 'AUDITED_TOKEN');
  t.same(await entries('CREDENTIALS_READ'), [], 'reading credentials is not stored under the default mask');
});
