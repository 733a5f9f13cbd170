import { randomUUID } from 'node:crypto';
import t from 'tap';
import {
  NULL_UUID, PERMISSION_DENIED, customerByTitle, deviceByName, expectError, withEmulator,
} from '../helpers/emulator.ts';
import { demoSessions } from '../helpers/demo-sessions.ts';

const KEYS = { timeseries: ['temperature'], attributes: { cs: [], ss: ['latitude', 'longitude'], sh: [] } };

t.test('entity views', async (t) => {
  const { url } = await withEmulator(t);
  const { tenant: admin, customer, sysadmin } = await demoSessions(url, 'tenant', 'customer', 'sysadmin');
  const customerA = await customerByTitle(admin, 'Customer A');
  const customerB = await customerByTitle(admin, 'Customer B');
  const t1 = await deviceByName(admin, 'Thermostat T1');
  const a1 = await deviceByName(admin, 'Test Device A1');

  const created = await admin.post('/api/entityView', {
    name: 'T1 public view', type: 'thermostat-view', entityId: t1.id, keys: KEYS, additionalInfo: { description: '' },
  });
  t.equal(created.status, 200);
  const view = created.body;
  t.same(Object.keys(view), [
    'id', 'createdTime', 'tenantId', 'customerId', 'entityId', 'name', 'type', 'keys', 'startTimeMs', 'endTimeMs',
    'externalId', 'additionalInfo',
  ]);
  t.same([view.id.entityType, view.entityId, view.keys, view.startTimeMs, view.endTimeMs, view.externalId],
    ['ENTITY_VIEW', t1.id, KEYS, 0, 0, null]);
  t.same(view.customerId, { entityType: 'CUSTOMER', id: NULL_UUID });

  t.test('validation', async (t) => {
    expectError(t, await admin.post('/api/entityView', { name: 'T1 public view', type: 'x', entityId: t1.id }), 400, 31, 'Entity view with such name already exists!');
    expectError(t, await admin.post('/api/entityView', { type: 'x', entityId: t1.id }), 400, 31, 'Entity view name should be specified!');
    expectError(t, await admin.post('/api/entityView', { name: 'No type', entityId: t1.id }), 400, 31, 'Entity view type should be specified!');
    const ghost = randomUUID();
    expectError(t, await admin.post('/api/entityView', { name: 'Ghost', type: 'x', entityId: { entityType: 'DEVICE', id: ghost } }),
      404, 32, `Device with id [${ghost}] is not found`);
    expectError(t, await admin.post('/api/entityView', { name: 'Orphan', type: 'x', entityId: t1.id, customerId: { id: randomUUID() } }),
      400, 31, "Can't assign entity view to non-existent customer!");
    const badTime = await admin.post('/api/entityView', { name: 'Bad time', type: 'x', entityId: t1.id, startTimeMs: 'soon' });
    t.same([badTime.status, badTime.body.errorCode], [500, 2]);
    t.equal((await admin.get('/api/tenant/entityViews?pageSize=10&page=0')).body.totalElements, 1, 'nothing saved');
  });

  t.test('reads, lists and types', async (t) => {
    await admin.post('/api/entityView', { name: 'A1 view', type: 'simple', entityId: a1.id, customerId: customerA.id });
    t.same((await admin.get(`/api/entityView/${view.id.id}`)).body, view);
    const info = (await admin.get(`/api/entityView/info/${view.id.id}`)).body;
    t.same([info.customerTitle, info.customerIsPublic], [null, false]);
    const names = (res: any) => res.body.data.map((v: { name: string }) => v.name);
    t.same(names(await admin.get('/api/tenant/entityViews?pageSize=10&page=0&sortProperty=name')), ['A1 view', 'T1 public view']);
    t.same(names(await admin.get('/api/tenant/entityViewInfos?pageSize=10&page=0&type=simple')), ['A1 view']);
    t.same(names(await admin.get('/api/tenant/entityViewInfos?pageSize=10&page=0&textSearch=customer')), [], 'name only');
    t.same(names(await admin.get('/api/tenant/entityViewInfos?pageSize=10&page=0&sortProperty=customerTitle')), ['A1 view', 'T1 public view']);
    t.same(names(await admin.get(`/api/customer/${customerA.id.id}/entityViews?pageSize=10&page=0`)), ['A1 view']);
    t.same(names(await admin.get(`/api/customer/${customerA.id.id}/entityViewInfos?pageSize=10&page=0`)), ['A1 view']);
    t.equal((await admin.get('/api/tenant/entityViews?entityViewName=A1 view')).body.name, 'A1 view');
    expectError(t, await admin.get('/api/tenant/entityViews?entityViewName=a1 view'), 404, 32, "Requested item wasn't found!");
    t.same((await admin.get('/api/entityView/types')).body.map((x: { type: string; entityType: string }) => [x.entityType, x.type]),
      [['ENTITY_VIEW', 'simple'], ['ENTITY_VIEW', 'thermostat-view']]);
    const label = await admin.get('/api/tenant/entityViews?pageSize=10&page=0&sortProperty=label');
    t.same([label.status, label.body.errorCode], [500, 2], 'entity views have no label');
  });

  t.test('permissions and assignment', async (t) => {
    const aView = (await admin.get('/api/tenant/entityViews?entityViewName=A1 view')).body;
    t.equal((await customer.get(`/api/entityView/${aView.id.id}`)).status, 200);
    expectError(t, await customer.get(`/api/entityView/${view.id.id}`), 403, 20, PERMISSION_DENIED);
    expectError(t, await customer.get(`/api/customer/${customerB.id.id}/entityViews?pageSize=10&page=0`), 403, 20, PERMISSION_DENIED);
    expectError(t, await customer.post('/api/entityView', { name: 'Mine', type: 'x', entityId: a1.id }), 403, 20, PERMISSION_DENIED);
    t.equal((await customer.post('/api/entityView', { ...aView, additionalInfo: { description: 'by customer' } })).status, 200);
    expectError(t, await customer.delete(`/api/entityView/${aView.id.id}`), 403, 20, PERMISSION_DENIED);
    expectError(t, await sysadmin.get(`/api/entityView/${aView.id.id}`), 403, 20, PERMISSION_DENIED);
    expectError(t, await admin.delete(`/api/customer/entityView/${view.id.id}`), 400, 31, "Entity view isn't assigned to any customer!");
    const assigned = await admin.post(`/api/customer/${customerB.id.id}/entityView/${view.id.id}`);
    t.same(assigned.body.customerId, customerB.id);
    const pub = await admin.post(`/api/customer/public/entityView/${view.id.id}`);
    t.same((await admin.get(`/api/entityView/info/${pub.body.id.id}`)).body.customerIsPublic, true);
    t.same((await admin.delete(`/api/customer/entityView/${view.id.id}`)).body.customerId.id, NULL_UUID);
  });

  t.test('a viewed device or asset cannot be deleted', async (t) => {
    expectError(t, await admin.delete(`/api/device/${t1.id.id}`), 400, 31, "Can't delete device that has entity views!");
    const asset = (await admin.post('/api/asset', { name: 'Viewed asset' })).body;
    const assetView = (await admin.post('/api/entityView', { name: 'Asset view', type: 'x', entityId: asset.id })).body;
    expectError(t, await admin.delete(`/api/asset/${asset.id.id}`), 400, 31, "Can't delete asset that has entity views!");
    t.equal((await admin.get(`/api/asset/${asset.id.id}`)).status, 200, 'asset kept');
    t.equal((await admin.delete(`/api/entityView/${assetView.id.id}`)).status, 200);
    t.equal((await admin.delete(`/api/asset/${asset.id.id}`)).status, 200, 'deletable once the view is gone');
    t.equal((await admin.delete(`/api/entityView/${view.id.id}`)).status, 200);
    t.equal((await admin.delete(`/api/device/${t1.id.id}`)).status, 200);
  });
});
