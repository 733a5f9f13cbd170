import { randomUUID } from 'node:crypto';
import t from 'tap';
import { PERMISSION_DENIED, customerByTitle, deviceByName, expectError, withEmulator } from '../helpers/emulator.ts';
import { demoSessions } from '../helpers/demo-sessions.ts';

t.test('entity relations', async (t) => {
  const { url } = await withEmulator(t);
  const { tenant: admin, customer, sysadmin } = await demoSessions(url, 'tenant', 'customer', 'sysadmin');
  const customerA = await customerByTitle(admin, 'Customer A');
  const a1 = await deviceByName(admin, 'Test Device A1');
  const a2 = await deviceByName(admin, 'Test Device A2');
  const b1 = await deviceByName(admin, 'Test Device B1');
  const building = (await admin.post('/api/asset', { name: 'Building', customerId: customerA.id })).body;
  const floor = (await admin.post('/api/asset', { name: 'Floor', type: 'floor', customerId: customerA.id })).body;
  const relation = (from: any, to: any, type = 'Contains', extra: Record<string, unknown> = {}) =>
    admin.post('/api/relation', { from: from.id, to: to.id, type, ...extra });

  const saved = await relation(building, floor, 'Contains', { additionalInfo: { note: 'main' } });
  t.same([saved.status, saved.text], [200, '']);
  await relation(floor, a1);
  await relation(floor, a2);
  await relation(floor, b1);
  await relation(building, a1, 'Manages');

  t.test('reads', async (t) => {
    const one = await admin.get(`/api/relation?fromId=${building.id.id}&fromType=ASSET&relationType=Contains&toId=${floor.id.id}&toType=ASSET`);
    t.same(one.body, { from: building.id, to: floor.id, type: 'Contains', typeGroup: 'COMMON', additionalInfo: { note: 'main' } });
    expectError(t, await admin.get(`/api/relation?fromId=${building.id.id}&fromType=ASSET&relationType=Nope&toId=${floor.id.id}&toType=ASSET`),
      404, 32, "Requested item wasn't found!");
    const from = await admin.get(`/api/relations?fromId=${building.id.id}&fromType=ASSET`);
    t.same(from.body.map((r: any) => [r.type, r.to.id]).sort(), [['Contains', floor.id.id], ['Manages', a1.id.id]].sort());
    const typed = await admin.get(`/api/relations?fromId=${building.id.id}&fromType=ASSET&relationType=Manages`);
    t.same(typed.body.map((r: any) => r.to.id), [a1.id.id]);
    const to = await admin.get(`/api/relations/info?toId=${a1.id.id}&toType=DEVICE`);
    t.same(to.body.map((r: any) => [r.fromName, r.toName, r.type]).sort(), [['Building', null, 'Manages'], ['Floor', null, 'Contains']]);
    const info = await admin.get(`/api/relations/info?fromId=${floor.id.id}&fromType=ASSET`);
    t.same(info.body.map((r: any) => r.toName).sort(), ['Test Device A1', 'Test Device A2', 'Test Device B1']);
    t.same((await admin.get(`/api/relations?fromId=${floor.id.id}&fromType=ASSET&relationTypeGroup=EDGE`)).body, []);
    t.same((await admin.get(`/api/relations?fromId=${floor.id.id}&fromType=ASSET&relationTypeGroup=bogus`)).body.length, 3, 'unknown group = COMMON');
  });

  t.test('queries', async (t) => {
    const query = (direction: string, maxLevel: number, extra: Record<string, unknown> = {}) => ({
      parameters: { rootId: building.id.id, rootType: 'ASSET', direction, relationTypeGroup: 'COMMON', maxLevel, fetchLastLevelOnly: false, ...extra },
      filters: [],
    });
    const level1 = await admin.post('/api/relations', query('FROM', 1));
    t.equal(level1.body.length, 2);
    const level2 = await admin.post('/api/relations', query('FROM', 2));
    t.equal(level2.body.length, 5);
    const devicesOnly = await admin.post('/api/relations/info', { ...query('FROM', 2), filters: [{ relationType: 'Contains', entityTypes: ['DEVICE'] }] });
    t.same(devicesOnly.body.map((r: any) => r.toName).sort(), ['Test Device A1', 'Test Device A2', 'Test Device B1']);
    const lastLevel = await admin.post('/api/relations', query('FROM', 2, { fetchLastLevelOnly: true }));
    t.same(lastLevel.body.map((r: any) => r.to.entityType).sort(), ['DEVICE', 'DEVICE', 'DEVICE', 'DEVICE'], 'only leaves');
    const up = await admin.post('/api/relations', { parameters: { rootId: a1.id.id, rootType: 'DEVICE', direction: 'TO', maxLevel: 0 }, filters: [] });
    t.same(up.body.map((r: any) => r.from.id).sort(), [building.id.id, building.id.id, floor.id.id].sort(), 'maxLevel 0 walks all levels');

    const assets = await admin.post('/api/assets', { parameters: { rootId: building.id.id, rootType: 'ASSET', direction: 'FROM', maxLevel: 1 }, relationType: 'Contains', assetTypes: ['floor'] });
    t.same(assets.body.map((a: { name: string }) => a.name), ['Floor']);
    expectError(t, await admin.post('/api/assets', { relationType: 'Contains', assetTypes: ['floor'] }), 404, 32, "Requested item wasn't found!");
    const devices = await admin.post('/api/devices', { parameters: { rootId: floor.id.id, rootType: 'ASSET', direction: 'FROM', maxLevel: 1 }, relationType: 'Contains', deviceTypes: ['default'] });
    t.same(devices.body.map((d: { name: string }) => d.name).sort(), ['Test Device A1', 'Test Device A2', 'Test Device B1']);
    const own = await customer.post('/api/devices', { parameters: { rootId: floor.id.id, rootType: 'ASSET', direction: 'FROM', maxLevel: 1 }, deviceTypes: ['default'] });
    t.same(own.body.map((d: { name: string }) => d.name).sort(), ['Test Device A1', 'Test Device A2'], 'customer gets its devices only');
    const views = await admin.post('/api/entityViews', { parameters: { rootId: a1.id.id, rootType: 'DEVICE', direction: 'TO', maxLevel: 1 }, entityViewTypes: ['x'] });
    t.same(views.body, []);
    const bad = await admin.post('/api/relations', { parameters: { rootId: 'nope', rootType: 'ASSET' } });
    t.same([bad.status, bad.body.errorCode], [500, 2]);
  });

  t.test('customer users see relations of readable entities only', async (t) => {
    const info = await customer.get(`/api/relations/info?fromId=${floor.id.id}&fromType=ASSET`);
    t.same(info.body.map((r: any) => r.toName).sort(), ['Test Device A1', 'Test Device A2'], 'B1 belongs to customer B');
    const walked = await customer.post('/api/relations', { parameters: { rootId: building.id.id, rootType: 'ASSET', direction: 'FROM', maxLevel: 2 }, filters: [] });
    t.equal(walked.body.length, 4);
    expectError(t, await customer.get(`/api/relations?fromId=${b1.id.id}&fromType=DEVICE`), 403, 20, PERMISSION_DENIED);
    expectError(t, await customer.post('/api/relation', { from: floor.id, to: b1.id, type: 'Contains' }), 403, 20, PERMISSION_DENIED);
    const own = await customer.post('/api/relation', { from: a1.id, to: a2.id, type: 'Near' });
    t.equal(own.status, 200, 'WRITE on both own entities');
    expectError(t, await sysadmin.get(`/api/relations?fromId=${floor.id.id}&fromType=ASSET`), 403, 20, PERMISSION_DENIED);
  });

  t.test('bad input', async (t) => {
    expectError(t, await admin.post('/api/relation', { to: a1.id, type: 'Contains' }), 400, 31, "Parameter entityId can't be empty!");
    expectError(t, await admin.post('/api/relation', { from: floor.id, to: a1.id, type: '' }), 400, 31, 'Relation type should be specified!');
    const ghost = randomUUID();
    expectError(t, await admin.post('/api/relation', { from: floor.id, to: { entityType: 'DEVICE', id: ghost }, type: 'Contains' }),
      404, 32, `Device with id [${ghost}] is not found`);
    const noType = await admin.post('/api/relation', { from: { id: floor.id.id }, to: a1.id, type: 'Contains' });
    t.same([noType.status, noType.body.errorCode], [500, 2], 'generic ids need entityType');
    expectError(t, await admin.get(`/api/relations?fromId=${floor.id.id}&fromType=THING`), 400, 31,
      'No enum constant org.thingsboard.server.common.data.EntityType.THING');
    expectError(t, await admin.get('/api/relations?fromId=x&fromType=ASSET'), 400, 31, 'Invalid UUID string: x');
    expectError(t, await admin.get(`/api/relations?fromId=&fromType=ASSET`), 400, 31, "Parameter 'fromId' can't be empty!");
    const missing = await admin.get('/api/relations');
    t.same([missing.status, missing.body.errorCode], [400, 31]);
    expectError(t, await admin.delete(`/api/relation?fromId=${floor.id.id}&fromType=ASSET&relationType=Nope&toId=${a1.id.id}&toType=DEVICE`),
      404, 32, "Requested item wasn't found!");
    t.equal((await admin.get(`/api/relations?fromId=${floor.id.id}&fromType=ASSET`)).body.length, 3, 'nothing changed');
  });

  t.test('deletes', async (t) => {
    const one = await admin.delete(`/api/relation?fromId=${floor.id.id}&fromType=ASSET&relationType=Contains&toId=${a2.id.id}&toType=DEVICE`);
    t.same([one.status, one.text], [200, '']);
    t.equal((await admin.get(`/api/relations?fromId=${floor.id.id}&fromType=ASSET`)).body.length, 2);
    t.equal((await admin.delete(`/api/device/${b1.id.id}`)).status, 200);
    t.same((await admin.get(`/api/relations?fromId=${floor.id.id}&fromType=ASSET`)).body.map((r: any) => r.to.id), [a1.id.id], 'deleted device loses its relations');
    t.equal((await admin.delete(`/api/relations?entityId=${a1.id.id}&entityType=DEVICE`)).status, 200);
    t.same((await admin.get(`/api/relations?toId=${a1.id.id}&toType=DEVICE`)).body, []);
    t.same((await admin.get(`/api/relations?fromId=${building.id.id}&fromType=ASSET`)).body.map((r: any) => r.to.id), [floor.id.id]);
    t.equal((await admin.delete(`/api/asset/${floor.id.id}`)).status, 200);
    t.same((await admin.get(`/api/relations?fromId=${building.id.id}&fromType=ASSET`)).body, []);
  });
});
