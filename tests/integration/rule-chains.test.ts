import t from 'tap';
import { startConsole, TENANT, CUSTOMER_A, type ConsoleClient } from '../helpers/console.ts';
import { DEMO, session } from '../helpers/emulator.ts';
import { postMultipart } from '../helpers/multipart.ts';

const chainRows = (html: string, list = '/ruleChains') =>
  [...html.matchAll(new RegExp(`<a href="${list.replaceAll('/', '\\/')}\\?details=([0-9a-f-]{36})"[^>]*>([^<]+)</a>`, 'g'))].map((m) => ({ id: m[1], name: m[2] }));
const idOf = (html: string, name: string, list?: string) => chainRows(html, list).find((r) => r.name === name)!.id;

/** The chain file as the import dialog's form sends it (from a page of the session, for its CSRF token). */
async function postFile(client: ConsoleClient, url: string, fileName: string, content: string) {
  await client.get('/ruleChains');
  return postMultipart(client, url, {}, { name: 'file', fileName, content, type: 'application/json' });
}

const pictureCounts = (html: string) => ({
  nodes: (html.match(/<g class="rule-node node-(?!input)/g) ?? []).length,
  inputs: (html.match(/<g class="rule-node node-input"/g) ?? []).length,
  lines: (html.match(/<g class="rule-connection"/g) ?? []).length,
  labels: [...html.matchAll(/<text[^>]*class="connection-label"[^>]*>([^<]+)<\/text>/g)].map((m) => m[1]),
});

t.test('rule chains', async (t) => {
  const c = await startConsole(t);
  const tenant = c.client();
  await tenant.signIn(TENANT.username, TENANT.password);
  const platform = await session(c.emulator.url, DEMO.tenant);

  t.test('the tenant list: core chains, root marked, actions per row', async (t) => {
    const res = await tenant.get('/ruleChains');
    t.equal(res.statusCode, 200);
    for (const title of ['Created time', 'Name', 'Root']) t.match(res.body, `>${title}`);
    const names = chainRows(res.body).map((r) => r.name).sort();
    t.same(names, ['Root Rule Chain', 'Thermostat']);
    t.notMatch(res.body, /Edge Root Rule Chain/, 'edge chains are not in the core list');
    t.match(res.body, /aria-label="Export rule chain"/);
    t.match(res.body, /aria-label="Make rule chain root"/);
    t.match(res.body, /aria-label="Rule chain details"/);
    t.match(res.body, /<span>Create new rule chain<\/span>/);
    t.match(res.body, /<span>Import rule chain<\/span>/);
    const root = idOf(res.body, 'Root Rule Chain');
    const thermostat = idOf(res.body, 'Thermostat');
    t.notMatch(res.body, new RegExp(`name="ids" value="${root}"`), 'the root cannot be chosen for the group delete');
    t.match(res.body, new RegExp(`name="ids" value="${thermostat}"`));
  });

  t.test('set root: confirm, then the platform reports the new root', async (t) => {
    const list = await tenant.get('/ruleChains');
    const thermostat = idOf(list.body, 'Thermostat');
    const dialog = await tenant.get(`/ruleChains?dialog=set-root&ids=${thermostat}`);
    t.match(dialog.body, /Are you sure you want to make the rule chain &#x27;Thermostat&#x27; root\?|make the rule chain 'Thermostat' root/);
    const done = await tenant.postForm(`/ruleChains?dialog=set-root&ids=${thermostat}`, {});
    t.equal(done.statusCode, 303);
    t.equal((await platform.get(`/api/ruleChain/${thermostat}`)).body.root, true);
    const root = idOf(list.body, 'Root Rule Chain');
    t.equal((await platform.get(`/api/ruleChain/${root}`)).body.root, false);
    // back as it was, for the other tests
    await tenant.postForm(`/ruleChains?dialog=set-root&ids=${root}`, {});
    t.equal((await platform.get(`/api/ruleChain/${root}`)).body.root, true);
  });

  t.test('the root chain cannot be deleted; another can', async (t) => {
    const list = await tenant.get('/ruleChains');
    const root = idOf(list.body, 'Root Rule Chain');
    const refused = await tenant.postForm(`/ruleChains?dialog=delete&ids=${root}`, {});
    t.equal(refused.statusCode, 400);
    t.match(refused.body, /Deletion of Root Tenant Rule Chain is prohibited!/);
    const created = await tenant.postForm('/ruleChains?dialog=add', { name: 'Scratch' });
    t.equal(created.statusCode, 303);
    const scratch = idOf((await tenant.get('/ruleChains')).body, 'Scratch');
    t.equal((await platform.get(`/api/ruleChain/${scratch}`)).body.type, 'CORE');
    t.equal((await tenant.postForm(`/ruleChains?dialog=delete&ids=${scratch}`, {})).statusCode, 303);
    t.equal((await platform.get(`/api/ruleChain/${scratch}`)).status, 404);
  });

  t.test('create: the name is required, the input kept', async (t) => {
    const res = await tenant.postForm('/ruleChains?dialog=add', { name: '', 'additionalInfo.description': 'kept text' });
    t.equal(res.statusCode, 400);
    t.match(res.body, /Name is required\./);
    t.match(res.body, /kept text/);
  });

  t.test('details form: name, debug mode, description', async (t) => {
    const id = idOf((await tenant.get('/ruleChains')).body, 'Thermostat');
    const panel = await tenant.get(`/ruleChains?details=${id}&edit=true`);
    for (const field of ['name="name"', 'name="debugMode"', 'name="additionalInfo.description"']) t.match(panel.body, field);
    const saved = await tenant.postForm(`/ruleChains?details=${id}&edit=true`, { name: 'Thermostat', debugMode: 'true', 'additionalInfo.description': 'Heats' });
    t.equal(saved.statusCode, 303);
    const chain = (await platform.get(`/api/ruleChain/${id}`)).body;
    t.same([chain.debugMode, chain.additionalInfo?.description], [true, 'Heats']);
  });

  t.test('the picture of the demo chains: nodes, labels, connections, the node table', async (t) => {
    const list = await tenant.get('/ruleChains');
    for (const name of ['Root Rule Chain', 'Thermostat']) {
      const res = await tenant.get(`/ruleChains/${idOf(list.body, name)}`);
      t.equal(res.statusCode, 200, name);
      const counts = pictureCounts(res.body);
      t.equal(counts.nodes, 7, `${name}: seven nodes`);
      t.equal(counts.inputs, 1, `${name}: the input`);
      t.equal(counts.lines, 7, `${name}: six connections and the input's`);
      t.same(counts.labels.sort(), ['Other', 'Post attributes', 'Post telemetry', 'RPC Request from Device', 'RPC Request to Device', 'Success'].sort(), name);
      t.match(res.body, /7 rule nodes, 6 connections/, name);
      t.match(res.body, /<caption>Rule nodes<\/caption>/);
      t.match(res.body, /<td>Save Timeseries<\/td>/);
      t.match(res.body, /class="rule-node node-action"/, 'coloured by component type');
    }
  });

  t.test('export then import: the import page shows it, saving creates exactly that chain', async (t) => {
    const list = await tenant.get('/ruleChains');
    const source = idOf(list.body, 'Root Rule Chain');
    const exported = await tenant.get(`/ruleChains/${source}/export`);
    t.equal(exported.statusCode, 200);
    t.match(String(exported.headers['content-disposition']), /attachment/);
    const file = JSON.parse(exported.body);
    file.ruleChain.name = 'Imported chain';
    const before = (await platform.get('/api/ruleChains?pageSize=100&page=0')).body.totalElements;

    const uploaded = await postFile(tenant, '/ruleChains?dialog=import', 'chain.json', JSON.stringify(file));
    t.equal(uploaded.statusCode, 303);
    t.equal(uploaded.headers.location, '/ruleChains/ruleChain/import');
    const page = await tenant.get('/ruleChains/ruleChain/import');
    t.equal(page.statusCode, 200);
    t.match(page.body, /value="Imported chain"/);
    t.equal(pictureCounts(page.body).nodes, 7);
    t.equal((await platform.get('/api/ruleChains?pageSize=100&page=0')).body.totalElements, before, 'nothing created before saving');

    const saved = await tenant.postForm('/ruleChains/ruleChain/import', { op: 'save', name: 'Imported chain' });
    t.equal(saved.statusCode, 303);
    const newId = /\/ruleChains\/([0-9a-f-]{36})$/.exec(String(saved.headers.location))![1];
    const chain = (await platform.get(`/api/ruleChain/${newId}`)).body;
    t.same([chain.name, chain.type, chain.root], ['Imported chain', 'CORE', false]);
    const strip = (m: any) => ({
      firstNodeIndex: m.firstNodeIndex,
      nodes: m.nodes.map((n: any) => [n.type, n.name, n.debugMode, n.configuration, n.additionalInfo]),
      connections: m.connections,
    });
    const original = (await platform.get(`/api/ruleChain/${source}/metadata`)).body;
    const copy = (await platform.get(`/api/ruleChain/${newId}/metadata`)).body;
    t.same(strip(copy), strip(original), 'the same nodes and connections');
    t.equal((await platform.get('/api/ruleChains?pageSize=100&page=0')).body.totalElements, before + 1, 'exactly one chain created');
    const again = await tenant.get('/ruleChains/ruleChain/import');
    t.equal(again.statusCode, 303, 'the import page without an import leads to the list');
    t.equal(again.headers.location, '/ruleChains');
  });

  t.test('import failures: clear messages, nothing created', async (t) => {
    const before = (await platform.get('/api/ruleChains?pageSize=100&page=0')).body.totalElements;
    const cases: [string, RegExp][] = [
      ['{ not json', /The file is not valid JSON/],
      ['{"ruleChain": {"name": "x"}}', /&#x27;metadata&#x27; is missing or invalid|'metadata' is missing or invalid/],
      ['{"metadata": {"nodes": []}}', /ruleChain/],
      ['{"ruleChain": {"name": "x", "type": "EDGE"}, "metadata": {"nodes": []}}', /Expected type is CORE/],
      ['{"ruleChain": {"name": "x"}, "metadata": {"nodes": [{"type": "a", "name": "n"}], "connections": [{"fromIndex": 0, "toIndex": 5, "type": "Success"}]}}', /metadata\.connections\[0\]\.toIndex/],
      ['', /Choose a rule chain file\./],
    ];
    for (const [content, message] of cases) {
      const res = await postFile(tenant, '/ruleChains?dialog=import', 'bad.json', content);
      t.equal(res.statusCode, 400, content);
      t.match(res.body, message, content);
      t.match(res.body, /<dialog[^>]*open/, 'the dialog stays open');
    }
    const large = await postFile(tenant, '/ruleChains?dialog=import', 'large.json', `{"pad": "${'x'.repeat(1024 * 1024)}"}`);
    t.equal(large.statusCode, 413);
    t.match(large.body, /The file is larger than 1,024 KB\./);
    t.match(large.body, /<dialog[^>]*open/, 'said on the dialog');
    t.equal((await platform.get('/api/ruleChains?pageSize=100&page=0')).body.totalElements, before);
    const page = await tenant.get('/ruleChains/ruleChain/import');
    t.equal(page.statusCode, 303, 'no import waiting');
  });

  t.test('a chain whose nodes the platform refuses is not left behind', async (t) => {
    const before = (await platform.get('/api/ruleChains?pageSize=100&page=0')).body.totalElements;
    const file = { ruleChain: { name: 'Nameless node' }, metadata: { firstNodeIndex: 0, nodes: [{ type: 'org.thingsboard.rule.engine.action.TbLogNode', name: '' }], connections: [] } };
    t.equal((await postFile(tenant, '/ruleChains?dialog=import', 'chain.json', JSON.stringify(file))).statusCode, 303);
    const refused = await tenant.postForm('/ruleChains/ruleChain/import', { op: 'save', name: 'Nameless node', 'additionalInfo.description': 'kept' });
    t.equal(refused.statusCode, 400);
    t.match(refused.body, /Rule node name should be specified!/);
    t.match(refused.body, /kept/, 'the input is kept');
    t.equal((await platform.get('/api/ruleChains?pageSize=100&page=0')).body.totalElements, before, 'the new chain is deleted again');
    const empty = await tenant.postForm('/ruleChains/ruleChain/import', { op: 'save', name: '' });
    t.equal(empty.statusCode, 400);
    t.match(empty.body, /Name is required\./);
  });

  t.test('edge templates: template root and auto-assign columns and actions', async (t) => {
    const res = await tenant.get('/edgeManagement/ruleChains');
    t.equal(res.statusCode, 200);
    for (const title of ['Edge template root', 'Assign to edge']) t.match(res.body, `>${title}`);
    const rows = chainRows(res.body, '/edgeManagement/ruleChains');
    t.same(rows.map((r) => r.name), ['Edge Root Rule Chain']);
    const created = await tenant.postForm('/edgeManagement/ruleChains?dialog=add', { name: 'Edge extra' });
    t.equal(created.statusCode, 303);
    const extra = idOf((await tenant.get('/edgeManagement/ruleChains')).body, 'Edge extra', '/edgeManagement/ruleChains');
    t.equal((await platform.get(`/api/ruleChain/${extra}`)).body.type, 'EDGE');
    t.equal((await tenant.postForm(`/edgeManagement/ruleChains?dialog=set-auto-assign&ids=${extra}`, {})).statusCode, 303);
    const auto = (await platform.get('/api/ruleChain/autoAssignToEdgeRuleChains')).body.map((c: any) => c.id.id);
    t.ok(auto.includes(extra), 'the platform assigns it to new edges');
    const listed = await tenant.get('/edgeManagement/ruleChains');
    t.match(listed.body, /aria-label="Stop assigning to new edges"/);
    const details = await tenant.get(`/edgeManagement/ruleChains?details=${extra}`);
    t.match(details.body, /<a[^>]*aria-label="Stop assigning to new edges"/, 'the details know it is assigned automatically');
    t.notMatch(details.body, /<a[^>]*aria-label="Assign to new edges automatically"/);
    t.equal((await tenant.postForm(`/edgeManagement/ruleChains?dialog=unset-auto-assign&ids=${extra}`, {})).statusCode, 303);
    t.notOk((await platform.get('/api/ruleChain/autoAssignToEdgeRuleChains')).body.some((c: any) => c.id.id === extra));
    t.equal((await tenant.postForm(`/edgeManagement/ruleChains?dialog=set-edge-template-root&ids=${extra}`, {})).statusCode, 303);
    t.equal((await platform.get(`/api/ruleChain/${extra}`)).body.root, true, 'the new template root');
    const page = await tenant.get(`/edgeManagement/ruleChains/${extra}`);
    t.equal(page.statusCode, 200);
    t.match(page.body, /class="chain-picture"/);
  });

  t.test('edge templates import EDGE chains only', async (t) => {
    const list = '/edgeManagement/ruleChains';
    const template = idOf((await tenant.get(list)).body, 'Edge Root Rule Chain', list);
    const file = JSON.parse((await tenant.get(`/ruleChains/${template}/export`)).body);
    file.ruleChain.name = 'Edge copy';
    t.equal((await postFile(tenant, `${list}?dialog=import`, 'edge.json', JSON.stringify(file))).headers.location, `${list}/ruleChain/import`);
    t.equal((await tenant.get('/ruleChains/ruleChain/import')).statusCode, 303, 'not waiting on the core import page');
    const saved = await tenant.postForm(`${list}/ruleChain/import`, { op: 'save', name: 'Edge copy' });
    t.equal(saved.statusCode, 303);
    const id = new RegExp(`^${list}/([0-9a-f-]{36})$`).exec(String(saved.headers.location))![1];
    t.same([(await platform.get(`/api/ruleChain/${id}`)).body.type, (await platform.get(`/api/ruleChain/${id}`)).body.root], ['EDGE', false]);
    const core = JSON.parse((await tenant.get(`/ruleChains/${idOf((await tenant.get('/ruleChains')).body, 'Thermostat')}/export`)).body);
    const refused = await postFile(tenant, `${list}?dialog=import`, 'core.json', JSON.stringify(core));
    t.equal(refused.statusCode, 400);
    t.match(refused.body, /Expected type is EDGE/);
  });

  t.test('one edge: its chains, its root, unassign with the missing related chains warning', async (t) => {
    const edge = (await platform.post('/api/edge', { name: 'Plant edge', type: 'default', routingKey: 'rk-rcl-1', secret: 'secret-rcl-1' })).body;
    const base = `/edgeInstances/${edge.id.id}/ruleChains`;
    const list = await tenant.get(base);
    t.equal(list.statusCode, 200);
    t.match(list.body, /Plant edge: Rule chains/);
    const rows = chainRows(list.body, base);
    t.ok(rows.length >= 1, 'the chains assigned on creation');
    t.match(list.body, /aria-label="Assign existing rule chain"/);
    t.notMatch(list.body, /aria-label="Delete"/, 'no delete in an edge');
    // A chain that sends to another the edge does not have.
    const target = (await platform.post('/api/ruleChain', { name: 'Target', type: 'EDGE' })).body;
    const sender = (await platform.post('/api/ruleChain', { name: 'Sender', type: 'EDGE' })).body;
    await platform.post('/api/ruleChain/metadata', {
      ruleChainId: sender.id, firstNodeIndex: 0, connections: [], ruleChainConnections: null,
      nodes: [{ type: 'org.thingsboard.rule.engine.flow.TbRuleChainInputNode', name: 'To target', debugMode: false, configuration: { ruleChainId: target.id.id }, additionalInfo: { layoutX: 300, layoutY: 150 } }],
    });
    await platform.post(`/api/edge/${edge.id.id}/ruleChain/${target.id.id}`);
    const added = await tenant.postForm(`${base}?dialog=add-to-edge`, { entityIds: sender.id.id });
    t.equal(added.statusCode, 303);
    const senderPage = await tenant.get(`${base}/${sender.id.id}`);
    t.match(senderPage.body, /to rule chain Target/, 'the rule-chain node names its target');
    t.equal((await tenant.postForm(`${base}?dialog=set-edge-root&ids=${sender.id.id}`, {})).statusCode, 303);
    t.equal((await platform.get(`/api/edge/${edge.id.id}`)).body.rootRuleChainId.id, sender.id.id, 'the edge reports its new root');
    // The details panel alone (as htmx asks for it): the list beside it has other chains' buttons.
    const panelOnly = { 'hx-request': 'true', 'hx-target': '#entity-panel' };
    const rootPage = await tenant.get(`${base}?details=${sender.id.id}`, panelOnly);
    t.notMatch(rootPage.body, /aria-label="Unassign from edge"/, 'the edge root cannot be unassigned');
    t.notMatch(rootPage.body, /aria-label="Make rule chain root"/, 'nor made root again');
    t.match((await tenant.get(`${base}?details=${target.id.id}`, panelOnly)).body, /aria-label="Unassign from edge"/, 'another chain can');
    t.equal((await platform.post(`/api/edge/${edge.id.id}/${rows[0].id}/root`)).status, 200);
    const unassigned = await tenant.postForm(`${base}?dialog=unassign-edge&ids=${target.id.id}`, {});
    t.equal(unassigned.statusCode, 303);
    const after = await tenant.get(base);
    t.match(after.body, /class="toast toast-warn"[^>]*>[\s\S]*Missing related rule chains/, 'a warning: the chain was unassigned');
    t.match(after.body, /Sender: Target/);
  });

  t.test('permissions: a customer user has no rule chains', async (t) => {
    const customer = c.client();
    await customer.signIn(CUSTOMER_A.username, CUSTOMER_A.password);
    for (const path of ['/ruleChains', '/edgeManagement/ruleChains', '/ruleChains/ruleChain/import']) {
      const res = await customer.get(path);
      t.not(res.statusCode, 200, path);
    }
    const id = idOf((await tenant.get('/ruleChains')).body, 'Root Rule Chain');
    t.not((await customer.get(`/ruleChains/${id}/export`)).statusCode, 200);
    t.not((await customer.postForm(`/ruleChains?dialog=set-root&ids=${id}`, {})).statusCode, 303);
  });

  t.test('unknown ids answer not found', async (t) => {
    t.equal((await tenant.get('/ruleChains/0b1e6f40-1111-4000-8000-000000000001')).statusCode, 404);
    t.equal((await tenant.get('/ruleChains/0b1e6f40-1111-4000-8000-000000000001/export')).statusCode, 404);
  });
});
