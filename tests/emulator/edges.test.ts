import { randomUUID } from 'node:crypto';
import t from 'tap';
import {
  NULL_UUID, PERMISSION_DENIED, customerByTitle, deviceByName, expectError, withEmulator,
} from '../helpers/emulator.ts';
import { demoSessions } from '../helpers/demo-sessions.ts';

const newEdge = (name: string, extra: Record<string, unknown> = {}) =>
  ({ name, type: 'default', routingKey: randomUUID(), secret: `secret-${name}`, ...extra });

t.test('edges', async (t) => {
  const { url } = await withEmulator(t);
  const { tenant: admin, customer, customerB: userB, sysadmin } =
    await demoSessions(url, 'tenant', 'customer', 'customerB', 'sysadmin');
  const customerA = await customerByTitle(admin, 'Customer A');

  const created = await admin.post('/api/edge', newEdge('Edge 1', { label: 'Plant' }));
  t.equal(created.status, 200);
  const edge = created.body;
  t.same(Object.keys(edge), [
    'id', 'createdTime', 'tenantId', 'customerId', 'rootRuleChainId', 'name', 'type', 'label', 'routingKey', 'secret',
    'additionalInfo',
  ]);
  t.same([edge.id.entityType, edge.customerId.id, edge.label, edge.additionalInfo], ['EDGE', NULL_UUID, 'Plant', null]);

  t.test('a new edge gets the tenant edge root rule chain', async (t) => {
    const chains = await admin.get(`/api/edge/${edge.id.id}/ruleChains?pageSize=10&page=0`);
    t.equal(edge.rootRuleChainId.entityType, 'RULE_CHAIN');
    t.same(chains.body.data.map((c: { id: { id: string }; name: string }) => [c.id.id, c.name]),
      [[edge.rootRuleChainId.id, 'Edge Root Rule Chain']]);
    const info = await admin.get(`/api/relations/info?fromId=${edge.id.id}&fromType=EDGE&relationTypeGroup=EDGE`);
    t.same(info.body.map((r: { type: string; toName: string; fromName: null }) => [r.type, r.fromName, r.toName]),
      [['Contains', null, 'Edge Root Rule Chain']]);
    const root = (await admin.get('/api/ruleChains?pageSize=10&page=0&type=CORE&sortProperty=name')).body.data[0];
    expectError(t, await admin.post(`/api/edge/${edge.id.id}/${root.id.id}/root`), 400, 31, "Can't assign non EDGE rule chain to edge!");
    const again = await admin.post(`/api/edge/${edge.id.id}/${edge.rootRuleChainId.id}/root`);
    t.same(again.body.rootRuleChainId, edge.rootRuleChainId);
  });

  t.test('rule chains an assigned chain forwards to but the edge lacks', async (t) => {
    const save = async (name: string) => (await admin.post('/api/ruleChain', { name, type: 'EDGE' })).body;
    const target = await save('Edge target');
    const source = await save('Edge source');
    const metadata = await admin.post('/api/ruleChain/metadata', {
      ruleChainId: source.id, firstNodeIndex: 0, connections: [], ruleChainConnections: null,
      nodes: [{ type: 'org.thingsboard.rule.engine.flow.TbRuleChainInputNode', name: 'to target', configuration: { ruleChainId: target.id.id } }],
    });
    t.equal(metadata.status, 200);
    const missing = () => admin.get(`/api/edge/missingToRelatedRuleChains/${edge.id.id}`);
    t.equal((await missing()).text, '{}');
    await admin.post(`/api/edge/${edge.id.id}/ruleChain/${source.id.id}`);
    t.same(JSON.parse((await missing()).text), { 'Edge source': ['Edge target'] });
    await admin.post(`/api/edge/${edge.id.id}/ruleChain/${target.id.id}`);
    t.equal((await missing()).text, '{}');
    await admin.delete(`/api/edge/${edge.id.id}/ruleChain/${source.id.id}`);
    await admin.delete(`/api/edge/${edge.id.id}/ruleChain/${target.id.id}`);
  });

  t.test('validation', async (t) => {
    expectError(t, await admin.post('/api/edge', newEdge('Edge 1')), 400, 31, 'Edge with such name already exists!');
    expectError(t, await admin.post('/api/edge', newEdge('Edge 2', { routingKey: edge.routingKey })), 400, 31, 'Edge with such routing_key already exists!');
    expectError(t, await admin.post('/api/edge', newEdge('Edge 2', { type: '' })), 400, 31, 'Edge type should be specified!');
    expectError(t, await admin.post('/api/edge', newEdge('')), 400, 31, 'Edge name should be specified!');
    expectError(t, await admin.post('/api/edge', newEdge('Edge 2', { secret: null })), 400, 31, 'Edge secret should be specified!');
    expectError(t, await admin.post('/api/edge', newEdge('Edge 2', { routingKey: '' })), 400, 31, 'Edge routing key should be specified!');
    expectError(t, await admin.post('/api/edge', newEdge('Edge 2', { customerId: { id: randomUUID() } })), 400, 31, "Can't assign edge to non-existent customer!");
    t.equal((await admin.get('/api/edges?pageSize=10&page=0')).body.totalElements, 1, 'nothing saved');
  });

  t.test('lists', async (t) => {
    await admin.post('/api/edge', newEdge('Edge 2', { type: 'gateway', customerId: customerA.id }));
    const names = (res: any) => res.body.data.map((e: { name: string }) => e.name);
    t.same(names(await admin.get('/api/edges?pageSize=10&page=0&sortProperty=name&sortOrder=DESC')), ['Edge 2', 'Edge 1']);
    t.same(names(await admin.get('/api/tenant/edges?pageSize=10&page=0&type=gateway')), ['Edge 2']);
    t.same(names(await admin.get('/api/tenant/edgeInfos?pageSize=10&page=0&sortProperty=customerTitle')), ['Edge 2', 'Edge 1']);
    t.same(names(await admin.get('/api/tenant/edgeInfos?pageSize=10&page=0&textSearch=plant')), [], 'edges search name only');
    t.same(names(await admin.get(`/api/customer/${customerA.id.id}/edgeInfos?pageSize=10&page=0`)), ['Edge 2']);
    t.equal((await admin.get('/api/tenant/edges?edgeName=Edge 1')).body.id.id, edge.id.id);
    t.same((await admin.get('/api/edge/types')).body.map((x: { type: string }) => x.type), ['default', 'gateway']);
    t.same((await admin.get(`/api/edges?edgeIds=${edge.id.id}`)).body.map((e: { name: string }) => e.name), ['Edge 1']);
    expectError(t, await admin.get('/api/edges'), 400, 31,
      'Parameter conditions "pageSize, page" OR "edgeIds" not met for actual request parameters: ');
    // The rule chains assigned above were queued for the edge (edge-events.test.ts has the details).
    const queued = (await admin.get(`/api/edge/${edge.id.id}/events?pageSize=10&page=0`)).body;
    t.same(queued.data.map((e: { type: string; edgeId: unknown }) => [e.type, e.edgeId]).slice(0, 1), [['RULE_CHAIN', edge.id]]);
    const sorted = await admin.get(`/api/edge/${edge.id.id}/events?pageSize=10&page=0&sortProperty=createdTime&sortOrder=DESC`);
    t.equal(sorted.status, 200, 'edge events sort by their entity properties');
    const sync = await admin.post(`/api/edge/sync/${edge.id.id}`);
    t.same([sync.status, sync.text], [200, ''], 'a sync request has nothing to do but is accepted');
    const unknown = randomUUID();
    expectError(t, await admin.post(`/api/edge/sync/${unknown}`), 404, 32, `Edge with id [${unknown}] is not found`);
  });

  t.test('customer assignment and permissions', async (t) => {
    expectError(t, await customer.get(`/api/edge/${edge.id.id}`), 403, 20, PERMISSION_DENIED);
    expectError(t, await customer.post('/api/edge', newEdge('Mine')), 403, 20, PERMISSION_DENIED);
    expectError(t, await customer.get('/api/edges?pageSize=10&page=0'), 403, 20, PERMISSION_DENIED);
    expectError(t, await sysadmin.get(`/api/edge/${edge.id.id}`), 403, 20, PERMISSION_DENIED);
    const assigned = await admin.post(`/api/customer/${customerA.id.id}/edge/${edge.id.id}`);
    t.same(assigned.body.customerId, customerA.id);
    t.equal((await customer.get(`/api/edge/info/${edge.id.id}`)).body.customerTitle, 'Customer A');
    expectError(t, await userB.get(`/api/edge/${edge.id.id}`), 403, 20, PERMISSION_DENIED);
    t.same((await admin.delete(`/api/customer/edge/${edge.id.id}`)).body.customerId.id, NULL_UUID);
    expectError(t, await admin.delete(`/api/customer/edge/${edge.id.id}`), 400, 31, "Edge isn't assigned to any customer!");
    const missing = randomUUID();
    expectError(t, await admin.get(`/api/edge/${missing}`), 404, 32, `Edge with id [${missing}] is not found`);
  });

  t.test('assigning entities to an edge', async (t) => {
    const a1 = await deviceByName(admin, 'Test Device A1');
    const b1 = await deviceByName(admin, 'Test Device B1');
    const asset = (await admin.post('/api/asset', { name: 'Edge asset', type: 'site' })).body;
    const view = (await admin.post('/api/entityView', { name: 'Edge view', type: 'v', entityId: a1.id })).body;
    t.same((await admin.post(`/api/edge/${edge.id.id}/device/${a1.id.id}`)).body, a1);
    await admin.post(`/api/edge/${edge.id.id}/device/${b1.id.id}`);
    t.equal((await admin.post(`/api/edge/${edge.id.id}/asset/${asset.id.id}`)).body.name, 'Edge asset');
    t.equal((await admin.post(`/api/edge/${edge.id.id}/entityView/${view.id.id}`)).body.name, 'Edge view');
    const names = (res: any) => res.body.data.map((e: { name: string }) => e.name);
    t.same(names(await admin.get(`/api/edge/${edge.id.id}/devices?pageSize=10&page=0&sortProperty=name`)), ['Test Device A1', 'Test Device B1']);
    t.same(names(await admin.get(`/api/edge/${edge.id.id}/assets?pageSize=10&page=0&type=site`)), ['Edge asset']);
    t.same(names(await admin.get(`/api/edge/${edge.id.id}/entityViews?pageSize=10&page=0`)), ['Edge view']);
    t.same(names(await admin.get(`/api/edge/${edge.id.id}/assets?pageSize=10&page=0&startTime=${asset.createdTime + 1}`)), [], 'time bounds');

    await admin.post(`/api/customer/${customerA.id.id}/edge/${edge.id.id}`);
    const seen = await customer.get(`/api/edge/${edge.id.id}/devices?pageSize=10&page=0&sortProperty=name`);
    t.same([names(seen), seen.body.totalElements], [['Test Device A1'], 2], 'customer sees only its devices; totals unfiltered');
    expectError(t, await customer.post(`/api/edge/${edge.id.id}/device/${a1.id.id}`), 403, 20, PERMISSION_DENIED);

    const dashboards = (await admin.get('/api/tenant/dashboards?pageSize=1&page=0&sortProperty=title')).body.data;
    const assignedDashboard = await admin.post(`/api/edge/${edge.id.id}/dashboard/${dashboards[0].id.id}`);
    t.same([assignedDashboard.status, assignedDashboard.body.id], [200, dashboards[0].id]);
    const edgeDashboards = await admin.get(`/api/edge/${edge.id.id}/dashboards?pageSize=10&page=0`);
    t.same(edgeDashboards.body.data.map((d: { title: string }) => d.title), [dashboards[0].title]);
    await admin.delete(`/api/edge/${edge.id.id}/dashboard/${dashboards[0].id.id}`);
    t.equal((await admin.get(`/api/edge/${edge.id.id}/dashboards?pageSize=10&page=0`)).body.totalElements, 0);

    t.same((await admin.delete(`/api/edge/${edge.id.id}/device/${b1.id.id}`)).body.name, 'Test Device B1');
    t.equal((await admin.get(`/api/edge/${edge.id.id}/devices?pageSize=10&page=0`)).body.totalElements, 1);
    t.equal((await admin.delete(`/api/entityView/${view.id.id}`)).status, 200);
    t.equal((await admin.delete(`/api/device/${a1.id.id}`)).status, 200);
    t.equal((await admin.get(`/api/edge/${edge.id.id}/devices?pageSize=10&page=0`)).body.totalElements, 0, 'deleting removes the assignment');
    t.equal((await admin.delete(`/api/edge/${edge.id.id}`)).status, 200);
    const relations = await admin.get(`/api/relations?toId=${asset.id.id}&toType=ASSET&relationTypeGroup=EDGE`);
    t.same(relations.body, [], 'edge relations gone with the edge');
  });
});
