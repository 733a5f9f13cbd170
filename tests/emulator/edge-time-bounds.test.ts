import { randomUUID } from 'node:crypto';
import t from 'tap';
import { DEMO, deviceByName, session, withEmulator } from '../helpers/emulator.ts';

const names = (res: { body: { data: Array<{ name: string }> } }) => res.body.data.map((item) => item.name);

t.test('edge lists of devices, assets and entity views bound createdTime by startTime / endTime', async (t) => {
  const { url } = await withEmulator(t);
  const admin = await session(url, DEMO.tenant);
  const edge = (await admin.post('/api/edge', { name: 'Timed edge', type: 'default', routingKey: randomUUID(), secret: 's' })).body;
  const older = await deviceByName(admin, 'Test Device A1');
  const newer = (await admin.post('/api/device', { name: 'Fresh pump' })).body;
  const asset = (await admin.post('/api/asset', { name: 'Fresh site' })).body;
  const view = (await admin.post('/api/entityView', { name: 'Fresh view', type: 'v', entityId: newer.id })).body;
  for (const path of [`device/${older.id.id}`, `device/${newer.id.id}`, `asset/${asset.id.id}`, `entityView/${view.id.id}`]) {
    t.equal((await admin.post(`/api/edge/${edge.id.id}/${path}`)).status, 200);
  }
  const devices = (query: string) => admin.get(`/api/edge/${edge.id.id}/devices?pageSize=10&page=0&sortProperty=name${query}`);

  t.same(names(await devices('')), ['Fresh pump', 'Test Device A1']);
  t.same(names(await devices(`&startTime=${newer.createdTime}`)), ['Fresh pump'], 'start is inclusive');
  t.same(names(await devices(`&endTime=${newer.createdTime - 1}`)), ['Test Device A1']);
  t.same(names(await devices(`&startTime=${older.createdTime}&endTime=${older.createdTime}`)), ['Test Device A1'], 'end is inclusive');
  const searched = await devices(`&textSearch=pump&startTime=${newer.createdTime + 1}`);
  t.same([names(searched), searched.body.totalElements], [[], 0], 'with a text search too');
  t.same(names(await devices('&startTime=&endTime=')), ['Fresh pump', 'Test Device A1'], 'blank bounds are ignored');

  const assets = (query: string) => admin.get(`/api/edge/${edge.id.id}/assets?pageSize=10&page=0${query}`);
  t.same(names(await assets(`&startTime=${asset.createdTime}&endTime=${asset.createdTime}`)), ['Fresh site']);
  t.same(names(await assets(`&endTime=${asset.createdTime - 1}`)), []);
  const views = (query: string) => admin.get(`/api/edge/${edge.id.id}/entityViews?pageSize=10&page=0${query}`);
  t.same(names(await views(`&startTime=${view.createdTime + 1}`)), []);
  t.same(names(await views(`&startTime=${view.createdTime}`)), ['Fresh view']);
});
