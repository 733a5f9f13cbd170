import { randomUUID } from 'node:crypto';
import t from 'tap';
import { createdTimeOf } from '../../emulator/lib/ids.ts';
import { DEMO, PERMISSION_DENIED, expectError, session, withEmulator } from '../helpers/emulator.ts';

const CHAIN_KEYS = ['id', 'createdTime', 'tenantId', 'name', 'type', 'firstRuleNodeId', 'root', 'debugMode', 'configuration', 'externalId', 'additionalInfo'];
const NODE_KEYS = ['id', 'createdTime', 'ruleChainId', 'type', 'name', 'debugMode', 'configuration', 'additionalInfo'];

t.test('rule chains', async (t) => {
  const { url } = await withEmulator(t);
  const admin = await session(url, DEMO.tenant);
  const customer = await session(url, DEMO.customer);
  const sysadmin = await session(url, DEMO.sysadmin);
  const byName = async (name: string, type = 'CORE') => {
    const page = await admin.get(`/api/ruleChains?pageSize=50&page=0&type=${type}&textSearch=${encodeURIComponent(name)}`);
    return page.body.data.find((chain: any) => chain.name === name);
  };

  t.test('lists by type', async (t) => {
    const core = await admin.get('/api/ruleChains?pageSize=10&page=0&sortProperty=name');
    t.same(core.body.data.map((c: any) => [c.name, c.root]), [['Root Rule Chain', true], ['Thermostat', false]]);
    t.same(Object.keys(core.body.data[0]), CHAIN_KEYS);
    const edge = await admin.get('/api/ruleChains?pageSize=10&page=0&type=EDGE');
    t.same(edge.body.data.map((c: any) => [c.name, c.type, c.root]), [['Edge Root Rule Chain', 'EDGE', true]]);
    const byRoot = await admin.get('/api/ruleChains?pageSize=10&page=0&sortProperty=root&sortOrder=DESC');
    t.equal(byRoot.body.data[0].name, 'Root Rule Chain');
    expectError(t, await admin.get('/api/ruleChains?pageSize=10&page=0&type=FOO'), 400, 31,
      'No enum constant org.thingsboard.server.common.data.rule.RuleChainType.FOO');
    expectError(t, await customer.get('/api/ruleChains?pageSize=10&page=0'), 403, 20, PERMISSION_DENIED);
    expectError(t, await sysadmin.get('/api/ruleChains?pageSize=10&page=0'), 403, 20, PERMISSION_DENIED);
    const unknownSort = await admin.get('/api/ruleChains?pageSize=10&page=0&sortProperty=nodes');
    t.same([unknownSort.status, unknownSort.body.errorCode], [500, 2]);
  });

  t.test('root chain metadata', async (t) => {
    const root = await byName('Root Rule Chain');
    const metadata = (await admin.get(`/api/ruleChain/${root.id.id}/metadata`)).body;
    t.same(Object.keys(metadata), ['ruleChainId', 'firstNodeIndex', 'nodes', 'connections', 'ruleChainConnections']);
    t.same(Object.keys(metadata.nodes[0]), NODE_KEYS);
    const names = metadata.nodes.map((node: any) => node.name);
    for (const name of ['Device Profile Node', 'Message Type Switch', 'Save Timeseries', 'Save Client Attributes', 'Log RPC from Device', 'Log Other', 'RPC Call Request']) {
      t.ok(names.includes(name), name);
    }
    t.equal(metadata.nodes[metadata.firstNodeIndex].name, 'Device Profile Node');
    t.same(root.firstRuleNodeId, metadata.nodes[metadata.firstNodeIndex].id);
    const switchIndex = names.indexOf('Message Type Switch');
    const targets = metadata.connections.filter((c: any) => c.fromIndex === switchIndex).map((c: any) => [c.type, names[c.toIndex]]);
    t.same(Object.fromEntries(targets)['Post telemetry'], 'Save Timeseries');
    t.ok(metadata.connections.some((c: any) => c.fromIndex === metadata.firstNodeIndex && c.toIndex === switchIndex && c.type === 'Success'));
    for (const node of metadata.nodes) t.same(node.ruleChainId, root.id);
    expectError(t, await admin.delete(`/api/ruleChain/${root.id.id}`), 400, 31, 'Deletion of Root Tenant Rule Chain is prohibited!');
  });

  t.test('thermostat chain is the thermostat profile default', async (t) => {
    const thermostat = await byName('Thermostat');
    const profile = (await admin.get('/api/deviceProfileInfos?pageSize=10&page=0&textSearch=thermostat')).body.data[0];
    const full = await admin.get(`/api/deviceProfile/${profile.id.id}`);
    t.same(full.body.defaultRuleChainId, thermostat.id);
    expectError(t, await admin.delete(`/api/ruleChain/${thermostat.id.id}`), 400, 31, 'The rule chain referenced by the device profiles cannot be deleted!');
  });

  t.test('create, metadata, root, delete', async (t) => {
    const created = await admin.post('/api/ruleChain', { name: 'Pumps', debugMode: true });
    t.equal(created.status, 200);
    t.same(Object.keys(created.body), CHAIN_KEYS);
    t.same([created.body.type, created.body.root, created.body.debugMode, created.body.firstRuleNodeId], ['CORE', false, true, null]);
    t.equal(created.body.createdTime, createdTimeOf(created.body.id.id));
    const id = created.body.id.id;
    const empty = (await admin.get(`/api/ruleChain/${id}/metadata`)).body;
    t.same([empty.firstNodeIndex, empty.nodes, empty.connections], [null, [], []]);
    const saved = await admin.post('/api/ruleChain/metadata', {
      ruleChainId: created.body.id, firstNodeIndex: 0,
      nodes: [
        { type: 'org.thingsboard.rule.engine.filter.TbJsFilterNode', name: 'Hot?', configuration: { scriptLang: 'TBEL', tbelScript: 'return msg.temperature > 30;' }, additionalInfo: { layoutX: 10, layoutY: 20 } },
        { type: 'org.thingsboard.rule.engine.flow.TbRuleChainOutputNode', name: 'Hot', configuration: {} },
      ],
      connections: [{ fromIndex: 0, toIndex: 1, type: 'True' }],
      ruleChainConnections: null,
    });
    t.equal(saved.status, 200);
    t.same(saved.body.nodes.map((n: any) => n.name), ['Hot?', 'Hot']);
    t.same(saved.body.connections, [{ fromIndex: 0, toIndex: 1, type: 'True' }]);
    t.equal(saved.body.firstNodeIndex, 0);
    t.same((await admin.get(`/api/ruleChain/${id}`)).body.firstRuleNodeId, saved.body.nodes[0].id);
    t.same((await admin.get(`/api/ruleChain/${id}/output/labels`)).body, ['Hot']);
    t.same((await admin.get(`/api/ruleChain/${id}/output/labels/usage`)).body, []);
    const resaved = await admin.post('/api/ruleChain/metadata', { ...saved.body, nodes: [saved.body.nodes[1], saved.body.nodes[0]], firstNodeIndex: 1, connections: [] });
    t.same(resaved.body.nodes.map((n: any) => n.id), [saved.body.nodes[1].id, saved.body.nodes[0].id], 'nodes keep their ids');
    expectError(t, await admin.post('/api/ruleChain/metadata', { ruleChainId: created.body.id, nodes: [{ type: 'x' }] }), 400, 31, 'Rule node name should be specified!');
    expectError(t, await admin.post('/api/ruleChain/metadata', { ruleChainId: created.body.id, nodes: [], connections: [{ fromIndex: 0, toIndex: 3, type: 'Success' }] }),
      400, 31, 'Rule chain connection index is out of range: 0 -> 3');
    t.equal((await admin.get(`/api/ruleChain/${id}/metadata`)).body.nodes.length, 2, 'failed saves changed nothing');

    const renamed = await admin.post('/api/ruleChain', { ...created.body, name: 'Pump chain' });
    t.same([renamed.body.name, renamed.body.firstRuleNodeId], ['Pump chain', resaved.body.nodes[1].id]);
    expectError(t, await admin.post('/api/ruleChain', { name: 'Second root', root: true }), 400, 31, 'Another root rule chain is present in scope of current tenant!');
    const rooted = await admin.post(`/api/ruleChain/${id}/root`);
    t.same([rooted.status, rooted.body.root], [200, true]);
    t.equal((await byName('Root Rule Chain')).root, false, 'the previous root is no longer root');
    expectError(t, await admin.delete(`/api/ruleChain/${id}`), 400, 31, 'Deletion of Root Tenant Rule Chain is prohibited!');
    await admin.post(`/api/ruleChain/${(await byName('Root Rule Chain')).id.id}/root`);
    const deleted = await admin.delete(`/api/ruleChain/${id}`);
    t.same([deleted.status, deleted.text], [200, '']);
    expectError(t, await admin.get(`/api/ruleChain/${id}`), 404, 32, `Rule chain with id [${id}] is not found`);
  });

  t.test('edge templates', async (t) => {
    const edgeRoot = await byName('Edge Root Rule Chain', 'EDGE');
    const auto = await admin.get('/api/ruleChain/autoAssignToEdgeRuleChains');
    t.same(auto.body.map((c: any) => c.name), ['Edge Root Rule Chain']);
    const template = (await admin.post('/api/ruleChain', { name: 'Edge extra', type: 'EDGE' })).body;
    t.same([template.type, template.root], ['EDGE', false]);
    const assigned = await admin.post(`/api/ruleChain/${template.id.id}/autoAssignToEdge`);
    t.same([assigned.status, assigned.body.name], [200, 'Edge extra']);
    t.same((await admin.get('/api/ruleChain/autoAssignToEdgeRuleChains')).body.map((c: any) => c.name), ['Edge Root Rule Chain', 'Edge extra']);
    await admin.delete(`/api/ruleChain/${template.id.id}/autoAssignToEdge`);
    t.same((await admin.get('/api/ruleChain/autoAssignToEdgeRuleChains')).body.map((c: any) => c.name), ['Edge Root Rule Chain']);
    const rooted = await admin.post(`/api/ruleChain/${template.id.id}/edgeTemplateRoot`);
    t.same([rooted.status, rooted.body.root], [200, true]);
    t.equal((await admin.get(`/api/ruleChain/${edgeRoot.id.id}`)).body.root, false, 'one edge template root');
    t.equal((await byName('Root Rule Chain')).root, true, 'the core root is untouched');
    const core = await byName('Thermostat');
    expectError(t, await admin.post(`/api/ruleChain/${core.id.id}/edgeTemplateRoot`), 400, 31, 'Edge template root rule chain should be of EDGE type!');
    expectError(t, await admin.post(`/api/ruleChain/${core.id.id}/autoAssignToEdge`), 400, 31, 'Only EDGE rule chains can be assigned to edges automatically!');
    await admin.post(`/api/ruleChain/${edgeRoot.id.id}/edgeTemplateRoot`);
    t.equal((await admin.delete(`/api/ruleChain/${template.id.id}`)).status, 200);
  });

  t.test('export and import', async (t) => {
    const exported = await admin.get('/api/ruleChains/export?limit=100');
    t.equal(exported.status, 200);
    t.same(Object.keys(exported.body), ['ruleChains', 'metadata']);
    const names = exported.body.ruleChains.map((c: any) => c.name);
    t.ok(['Root Rule Chain', 'Thermostat', 'Edge Root Rule Chain'].every((name) => names.includes(name)));
    t.equal(exported.body.metadata.length, exported.body.ruleChains.length);
    t.equal((await admin.get('/api/ruleChains/export?limit=1')).body.ruleChains.length, 1);
    const noLimit = await admin.get('/api/ruleChains/export');
    t.same([noLimit.status, noLimit.body.errorCode], [500, 2]);

    const root = exported.body.ruleChains.find((c: any) => c.name === 'Root Rule Chain');
    const rootMetadata = exported.body.metadata.find((m: any) => m.ruleChainId.id === root.id.id);
    const copy = await admin.post('/api/ruleChains/import', { ruleChains: [root, { name: '' }], metadata: [rootMetadata] });
    t.equal(copy.status, 200);
    t.same(Object.keys(copy.body[0]), ['tenantId', 'ruleChainId', 'ruleChainName', 'updated', 'error']);
    t.same([copy.body[0].ruleChainName, copy.body[0].updated, copy.body[0].error], ['Root Rule Chain', false, null]);
    t.not(copy.body[0].ruleChainId.id, root.id.id, 'imported as a new chain');
    t.same([copy.body[1].ruleChainId, copy.body[1].error], [null, 'Rule chain name should be specified!']);
    const imported = (await admin.get(`/api/ruleChain/${copy.body[0].ruleChainId.id}`)).body;
    t.equal(imported.root, false, 'imports are never root');
    const importedMetadata = (await admin.get(`/api/ruleChain/${imported.id.id}/metadata`)).body;
    t.same(importedMetadata.nodes.map((n: any) => n.name), rootMetadata.nodes.map((n: any) => n.name));
    t.notOk(importedMetadata.nodes.some((n: any) => rootMetadata.nodes.some((o: any) => o.id.id === n.id.id)), 'nodes get new ids');
    t.same(importedMetadata.connections, rootMetadata.connections);
    const thermostat = exported.body.ruleChains.find((c: any) => c.name === 'Thermostat');
    const overwritten = await admin.post('/api/ruleChains/import?overwrite=true', { ruleChains: [{ ...thermostat, debugMode: true }], metadata: [] });
    t.same([overwritten.body[0].updated, overwritten.body[0].ruleChainId], [true, thermostat.id]);
    t.equal((await admin.get(`/api/ruleChain/${thermostat.id.id}`)).body.debugMode, true);
    await admin.delete(`/api/ruleChain/${imported.id.id}`);
  });

  t.test('device profile template and validation', async (t) => {
    const made = await admin.post('/api/ruleChain/device/default', { name: 'Sensors' });
    t.equal(made.status, 200);
    const metadata = (await admin.get(`/api/ruleChain/${made.body.id.id}/metadata`)).body;
    t.equal(metadata.nodes[metadata.firstNodeIndex].name, 'Device Profile Node');
    expectError(t, await admin.post('/api/ruleChain', {}), 400, 31, 'Rule chain name should be specified!');
    expectError(t, await admin.post('/api/ruleChain', { name: '<i>x</i>' }), 400, 31, 'Validation error: name is malformed');
    const badType = await admin.post('/api/ruleChain', { name: 'X', type: 'WEIRD' });
    t.same([badType.status, badType.body.errorCode], [500, 2]);
    t.match(badType.body.message, /^JSON parse error: Cannot deserialize value of type `org.thingsboard.server.common.data.rule.RuleChainType`/);
    expectError(t, await admin.get('/api/ruleChain/xyz'), 400, 31, 'Invalid UUID string: xyz');
    const ghost = randomUUID();
    expectError(t, await admin.get(`/api/ruleChain/${ghost}/metadata`), 404, 32, `Rule chain with id [${ghost}] is not found`);
    expectError(t, await customer.post('/api/ruleChain', { name: 'Mine' }), 403, 20, PERMISSION_DENIED);
    t.equal((await admin.get('/api/ruleChain/tbelEnabled')).body, true);
    const other = await session(url, DEMO.sysadmin);
    expectError(t, await other.get(`/api/ruleChain/${made.body.id.id}`), 403, 20, PERMISSION_DENIED);
  });
});
