import { randomUUID } from 'node:crypto';
import t from 'tap';
import { PERMISSION_DENIED, deviceByName, expectError, withEmulator } from '../helpers/emulator.ts';
import { demoSessions } from '../helpers/demo-sessions.ts';

interface EdgeEvent {
  id: { id: string };
  createdTime: number;
  seqId: number;
  tenantId: { entityType: string; id: string };
  edgeId: { entityType: string; id: string };
  action: string;
  entityId: string | null;
  uid: string | null;
  type: string;
  body: unknown;
}

// 3.4.4 queues an edge event (the edge's downlink) for every entity assigned to or unassigned from an edge through
// the REST API; the edge reads them when it connects. The emulator used to answer an empty page always.
t.test('edge events: assignments queue downlinks, time-paged, per tenant', async (t) => {
  const { url } = await withEmulator(t);
  const { tenant: admin, customer, sysadmin } = await demoSessions(url, 'tenant', 'customer', 'sysadmin');
  const edge = (await admin.post('/api/edge', { name: 'Plant edge', type: 'default', routingKey: randomUUID(), secret: 'plant-secret' })).body;
  const events = async (query = '') =>
    (await admin.get(`/api/edge/${edge.id.id}/events?pageSize=10&page=0${query}`)).body as { data: EdgeEvent[]; totalElements: number };

  t.same((await events()).data, [], 'a new edge has nothing queued');
  const device = await deviceByName(admin, 'Test Device A1');
  const before = Date.now();
  t.equal((await admin.post(`/api/edge/${edge.id.id}/device/${device.id.id}`)).status, 200);
  const dashboard = (await admin.post('/api/dashboard', { title: 'Plant board' })).body;
  t.equal((await admin.post(`/api/edge/${edge.id.id}/dashboard/${dashboard.id.id}`)).status, 200);
  t.equal((await admin.delete(`/api/edge/${edge.id.id}/device/${device.id.id}`)).status, 200);

  t.test('one event per assignment, in the platform\'s shape', async (t) => {
    const page = await events('&sortProperty=createdTime&sortOrder=ASC');
    t.equal(page.totalElements, 3);
    t.same(page.data.map((e) => [e.type, e.action, e.entityId]), [
      ['DEVICE', 'ASSIGNED_TO_EDGE', device.id.id],
      ['DASHBOARD', 'ASSIGNED_TO_EDGE', dashboard.id.id],
      ['DEVICE', 'UNASSIGNED_FROM_EDGE', device.id.id],
    ]);
    const [first] = page.data;
    t.same(Object.keys(first), ['id', 'createdTime', 'seqId', 'tenantId', 'edgeId', 'action', 'entityId', 'uid', 'type', 'body']);
    t.same([first.edgeId, first.tenantId.entityType, first.body, first.uid], [edge.id, 'TENANT', null, null]);
    t.ok(first.createdTime >= before && first.createdTime <= Date.now(), 'created now');
    t.ok(page.data[1].seqId > first.seqId, 'sequence ids grow');
    const desc = await events('&sortProperty=createdTime&sortOrder=DESC');
    t.same(desc.data.map((e) => e.id.id), page.data.map((e) => e.id.id).reverse(), 'newest first');
  });

  t.test('the time window and the page bound the list', async (t) => {
    const created = (await events('&sortProperty=createdTime&sortOrder=ASC')).data.map((e) => e.createdTime);
    t.equal((await events(`&startTime=${created[2] + 1}`)).totalElements, 0, 'after the last one: none');
    t.equal((await events(`&endTime=${before - 1}`)).totalElements, 0, 'before the first one: none');
    t.equal((await events(`&startTime=${before}&endTime=${Date.now()}`)).totalElements, 3);
    const paged = (await admin.get(`/api/edge/${edge.id.id}/events?pageSize=2&page=1&sortProperty=createdTime&sortOrder=ASC`)).body;
    t.same([paged.data.length, paged.totalPages, paged.hasNext], [1, 2, false]);
  });

  t.test('refusals: sort property, authority, another tenant\'s or a missing edge', async (t) => {
    const bad = await admin.get(`/api/edge/${edge.id.id}/events?pageSize=10&page=0&sortProperty=name`);
    t.equal(bad.status, 500);
    t.match(bad.body.message, /could not resolve property: name of: .*EdgeEventEntity/);
    expectError(t, await customer.get(`/api/edge/${edge.id.id}/events?pageSize=10&page=0`), 403, 20, PERMISSION_DENIED);
    expectError(t, await sysadmin.get(`/api/edge/${edge.id.id}/events?pageSize=10&page=0`), 403, 20, PERMISSION_DENIED);
    const missing = randomUUID();
    expectError(t, await admin.get(`/api/edge/${missing}/events?pageSize=10&page=0`), 404, 32, `Edge with id [${missing}] is not found`);
  });

  t.test('a deleted edge takes its events with it', async (t) => {
    t.equal((await admin.delete(`/api/edge/${edge.id.id}`)).status, 200);
    const again = (await admin.post('/api/edge', { name: 'Plant edge', type: 'default', routingKey: randomUUID(), secret: 'plant-secret-2' })).body;
    t.same((await admin.get(`/api/edge/${again.id.id}/events?pageSize=10&page=0`)).body.data, []);
  });
});
