import t from 'tap';
import { startConsole, TENANT } from '../helpers/console.ts';
import { DEMO, session } from '../helpers/emulator.ts';
import { postMultipart } from '../helpers/multipart.ts';

const SCRIPT = 'org.thingsboard.rule.engine.filter.TbJsFilterNode';
const SAVE_TS = 'org.thingsboard.rule.engine.telemetry.TbMsgTimeseriesNode';
const decode = (s: string) => s.replaceAll('&amp;', '&').replaceAll('&quot;', '"').replaceAll('&#x27;', "'").replaceAll('&lt;', '<').replaceAll('&gt;', '>');
const nodeNames = (html: string) => [...html.matchAll(/<tr data-node="\d+"><td>([^<]+)/g)].map((m) => decode(m[1]));
const fieldError = (html: string, id: string) => html.match(new RegExp(`id="${id}-error" class="field-error">([^<]+)<`))?.[1];

t.test('rule chain editor', async (t) => {
  const c = await startConsole(t);
  const tenant = c.client();
  await tenant.signIn(TENANT.username, TENANT.password);
  const platform = await session(c.emulator.url, DEMO.tenant);
  const created = await platform.post('/api/ruleChain', { name: 'Editor chain', type: 'CORE', debugMode: false, configuration: null, additionalInfo: null });
  const id = created.body.id.id as string;
  const editor = `/ruleChains/${id}`;
  const metadata = async () => (await platform.get(`/api/ruleChain/${id}/metadata`)).body;

  t.test('the editor of an empty chain: the node library grouped by type, searchable; nothing to undo', async (t) => {
    const res = await tenant.get(editor);
    t.equal(res.statusCode, 200);
    t.match(res.body, /<h2>Editor chain<\/h2>/);
    t.match(res.body, /<summary>Filter \(\d+\)<\/summary>/);
    t.match(res.body, /<summary>Action \(\d+\)<\/summary>/);
    t.match(res.body, new RegExp(`data-component="${SCRIPT}"`));
    t.match(res.body, /<button type="submit" value="undo" class="button" disabled=""/);
    const searched = await tenant.get(`${editor}?q=timeseries`);
    t.match(searched.body, new RegExp(`data-component="${SAVE_TS}"`));
    t.notMatch(searched.body, new RegExp(`data-component="${SCRIPT}"`), 'the search leaves out what does not match');
    t.notMatch(res.body, /push to cloud/, 'a core chain offers no edge-only node');
  });

  t.test('add node: the component\'s form with its defaults; a refused value keeps the input', async (t) => {
    const dialog = await tenant.get(`${editor}?dialog=add-node&component=${SCRIPT}`);
    t.equal(dialog.statusCode, 200);
    t.match(dialog.body, /<input type="radio" name="configuration.scriptLang" checked="" value="TBEL"\/>/, 'the component\'s default script language, on the TBEL/JavaScript toggle');
    t.match(dialog.body, /<label for="node-configuration-tbelScript"[^>]*>/, 'the script of that language');
    t.notMatch(dialog.body, /name="configuration.jsScript"/);
    t.match(dialog.body, /data-code-language="tbel">return msg.temperature &gt; 20;/);
    const bad = await tenant.postForm(`${editor}?dialog=add-node&component=${SCRIPT}`, {
      name: '', 'configuration.scriptLang': 'PYTHON', 'configuration.tbelScript': 'return true;', 'additionalInfo.layoutX': 'left', 'additionalInfo.layoutY': '100',
    });
    t.equal(bad.statusCode, 400);
    t.equal(fieldError(bad.body, 'editor-name'), 'Name is required.');
    t.ok(fieldError(bad.body, 'node-configuration-scriptLang'), 'a value outside the choices is refused');
    t.ok(fieldError(bad.body, 'editor-additionalInfo-layoutX'), 'a coordinate must be a number');
    t.match(bad.body, /value="left"/, 'the input is kept');
    t.same((await tenant.get(editor)).body.match(/<tr data-node=/g), null, 'nothing was added');
  });

  t.test('add two nodes, connect them: the draft shows them, the platform not yet', async (t) => {
    const one = await tenant.postForm(`${editor}?dialog=add-node&component=${SCRIPT}`, {
      name: 'Hot?', debugMode: 'true', 'configuration.scriptLang': 'TBEL', 'configuration.tbelScript': 'return msg.temperature > 20;', 'additionalInfo.layoutX': '300', 'additionalInfo.layoutY': '150',
    });
    t.equal(one.statusCode, 303);
    t.equal(one.headers.location, editor);
    const two = await tenant.postForm(`${editor}?dialog=add-node&component=${SAVE_TS}`, { name: 'Store', 'configuration.defaultTTL': '0', 'additionalInfo.layoutX': '600', 'additionalInfo.layoutY': '150' });
    t.equal(two.statusCode, 303);
    const page = await tenant.get(editor);
    t.same(nodeNames(page.body), ['Hot?', 'Store']);
    t.match(page.body, /First node/);
    const refused = await tenant.postForm(`${editor}?dialog=connect&node=0`, { to: '1' });
    t.equal(refused.statusCode, 400);
    t.equal(fieldError(refused.body, 'editor-labels'), 'Link labels are required.');
    const linked = await tenant.postForm(`${editor}?dialog=connect&node=0`, { to: '1', labels: ['True'] });
    t.equal(linked.statusCode, 303);
    const after = await tenant.get(editor);
    t.match(after.body, /<text[^>]*class="connection-label"[^>]*>True<\/text>/);
    // Opened on the link, the dialog sets its labels: True and False checked, then only True again.
    const edit = await tenant.get(`${editor}?dialog=connect&node=0&to=1`);
    t.match(edit.body, /name="labels" checked="" value="True"/);
    await tenant.postForm(`${editor}?dialog=connect&node=0&to=1`, { to: '1', labels: ['True', 'False'] });
    t.match((await tenant.get(editor)).body, /class="connection-label"[^>]*>True \/ False</);
    await tenant.postForm(`${editor}?dialog=connect&node=0&to=1`, { to: '1', labels: ['True'] });
    t.match((await tenant.get(editor)).body, /class="connection-label"[^>]*>True</);
    t.same((await metadata()).nodes, [], 'nothing is saved before Save');
  });

  t.test('undo takes back the last change only', async (t) => {
    await tenant.postForm(`${editor}?dialog=move&node=1`, { 'additionalInfo.layoutX': '900', 'additionalInfo.layoutY': '40' });
    t.match((await tenant.get(`${editor}?dialog=move&node=1`)).body, /value="900"/);
    const undo = await tenant.postForm(editor, { op: 'undo' });
    t.equal(undo.statusCode, 303);
    t.match((await tenant.get(`${editor}?dialog=move&node=1`)).body, /value="600"/);
    t.match((await tenant.get(editor)).body, /class="connection-label"[^>]*>True</, 'the connection made before stays');
  });

  t.test('save: the platform has the chain\'s nodes and connection, and the draft ends', async (t) => {
    const saved = await tenant.postForm(editor, { op: 'save' });
    t.equal(saved.statusCode, 303);
    const stored = await metadata();
    t.same(stored.nodes.map((n: { name: string }) => n.name), ['Hot?', 'Store']);
    t.same(stored.connections, [{ fromIndex: 0, toIndex: 1, type: 'True' }]);
    t.equal(stored.firstNodeIndex, 0);
    t.equal(stored.nodes[0].debugMode, true);
    t.equal(stored.nodes[0].configuration.tbelScript, 'return msg.temperature > 20;');
    const page = await tenant.get(editor);
    t.notMatch(page.body, /Unsaved changes/);
    t.match(page.body, /\/nodes\/[0-9a-f-]{36}\/events\?eventType=DEBUG_RULE_NODE/, 'saved nodes link to their debug events');
  });

  t.test('edit node: the configuration from the form, validated on the server', async (t) => {
    const dialog = await tenant.get(`${editor}?dialog=node&node=1`);
    t.match(dialog.body, /name="configuration.defaultTTL"/);
    const bad = await tenant.postForm(`${editor}?dialog=node&node=1`, { name: 'Store', 'configuration.defaultTTL': '1.5' });
    t.equal(bad.statusCode, 400);
    t.ok(fieldError(bad.body, 'node-configuration-defaultTTL'));
    t.match(bad.body, /value="1.5"/);
    const ok = await tenant.postForm(`${editor}?dialog=node&node=1`, { name: 'Store all', 'configuration.defaultTTL': '60', 'additionalInfo.description': 'keeps it' });
    t.equal(ok.statusCode, 303);
    await tenant.postForm(editor, { op: 'save' });
    const node = (await metadata()).nodes[1];
    t.equal(node.name, 'Store all');
    t.equal(node.configuration.defaultTTL, 60);
    t.equal(node.additionalInfo.description, 'keeps it');
  });

  t.test('delete connection and node, discard with confirm', async (t) => {
    t.equal((await tenant.postForm(`${editor}?dialog=delete-link&node=0&to=1`, {})).statusCode, 303);
    t.notMatch((await tenant.get(editor)).body, /class="connection-label"/);
    t.equal((await tenant.postForm(`${editor}?dialog=delete-node&node=0`, {})).statusCode, 303);
    t.same(nodeNames((await tenant.get(editor)).body), ['Store all']);
    const confirm = await tenant.get(`${editor}?dialog=discard`);
    t.match(confirm.body, /role="alertdialog"/);
    t.equal((await tenant.postForm(`${editor}?dialog=discard`, {})).statusCode, 303);
    t.same(nodeNames((await tenant.get(editor)).body), ['Hot?', 'Store all'], 'the saved chain again');
  });

  t.test('a platform refusal on save is shown on the page and the draft stays', async (t) => {
    await tenant.postForm(`${editor}?dialog=move&node=0`, { 'additionalInfo.layoutX': '10', 'additionalInfo.layoutY': '10' });
    c.proxy.fault('POST', '/api/ruleChain/metadata', { kind: 'status', status: 400 }, 1);
    const res = await tenant.postForm(editor, { op: 'save' });
    t.equal(res.statusCode, 400);
    t.match(res.body, /class="form-error" role="alert">[^<]+</);
    t.match((await tenant.get(editor)).body, /Unsaved changes/);
    await tenant.postForm(`${editor}?dialog=discard`, {});
  });

  t.test('script test: the platform runs the script; its error is shown with the input kept; Save puts it in the node', async (t) => {
    const field = 'configuration.tbelScript';
    const dialog = await tenant.get(`${editor}?dialog=test-script&node=0&field=${field}`);
    t.equal(dialog.statusCode, 200);
    t.match(dialog.body, /name="msgType" value="POST_TELEMETRY_REQUEST"/);
    const typed = await tenant.postForm(`${editor}?dialog=test-script&node=0&field=${field}`, { op: 'open', name: 'Hot?', [field]: 'return msg.humidity > 50;' });
    t.equal(typed.statusCode, 200);
    t.match(typed.body, /return msg.humidity &gt; 50;/, 'opened from the node form, the script as typed there');
    const ran = await tenant.postForm(`${editor}?dialog=test-script&node=0&field=${field}`, {
      op: 'test', msgType: 'POST_TELEMETRY_REQUEST', msg: '{"temperature": 25}', 'metadata.0.key': 'deviceName', 'metadata.0.value': 'A', script: 'return msg.temperature > 20;',
    });
    t.equal(ran.statusCode, 200);
    t.match(ran.body, /<pre tabindex="0">true<\/pre>/);
    const failed = await tenant.postForm(`${editor}?dialog=test-script&node=0&field=${field}`, { op: 'test', msgType: 'X', msg: '{}', script: 'throw new Error("boom");' });
    t.match(failed.body, /class="form-error" role="alert">[^<]*boom/);
    t.match(failed.body, /throw new Error\(&quot;boom&quot;\);/, 'the script is kept');
    const invalid = await tenant.postForm(`${editor}?dialog=test-script&node=0&field=${field}`, { op: 'test', msgType: '', msg: '{oops', script: 'return true;' });
    t.equal(invalid.statusCode, 400);
    t.ok(fieldError(invalid.body, 'script-msg-type'));
    t.ok(fieldError(invalid.body, 'script-msg'));
    const saved = await tenant.postForm(`${editor}?dialog=test-script&node=0&field=${field}`, { op: 'save', msgType: 'X', msg: '{"temperature": 1}', script: 'return msg.temperature > 30;' });
    t.equal(saved.statusCode, 303);
    t.match((await tenant.get(`${editor}?dialog=node&node=0`)).body, /return msg.temperature &gt; 30;/);
    await tenant.postForm(`${editor}?dialog=discard`, {});
  });

  t.test('a rule-chain node chooses its target among the chains by name; another id is refused', async (t) => {
    const input = 'org.thingsboard.rule.engine.flow.TbRuleChainInputNode';
    const dialog = await tenant.get(`${editor}?dialog=add-node&component=${input}`);
    const thermostat = /<option value="([0-9a-f-]{36})">Thermostat<\/option>/.exec(dialog.body)?.[1];
    t.ok(thermostat, 'the tenant\'s chains are offered by name');
    t.notMatch(dialog.body, />Editor chain<\/option>/, 'not the chain itself');
    const bad = await tenant.postForm(`${editor}?dialog=add-node&component=${input}`, { name: 'To?', 'configuration.ruleChainId': id, 'additionalInfo.layoutX': '1', 'additionalInfo.layoutY': '1' });
    t.equal(bad.statusCode, 400);
    t.ok(fieldError(bad.body, 'node-configuration-ruleChainId'));
    const ok = await tenant.postForm(`${editor}?dialog=add-node&component=${input}`, { name: 'To thermostat', 'configuration.ruleChainId': thermostat!, 'additionalInfo.layoutX': '1', 'additionalInfo.layoutY': '1' });
    t.equal(ok.statusCode, 303);
    t.match((await tenant.get(editor)).body, /to rule chain Thermostat|Thermostat/);
    await tenant.postForm(`${editor}?dialog=discard`, {});
  });

  t.test('node events: the events tab for the node; unknown nodes and dialogs are not found', async (t) => {
    const node = (await metadata()).nodes[0].id.id;
    const events = await tenant.get(`${editor}/nodes/${node}/events?eventType=DEBUG_RULE_NODE`);
    t.equal(events.statusCode, 200);
    t.match(events.body, /Hot\?/);
    t.equal((await tenant.get(`${editor}/nodes/${id}/events`)).statusCode, 404);
    t.equal((await tenant.get(`${editor}?dialog=node&node=7`)).statusCode, 404);
    t.equal((await tenant.get(`${editor}?dialog=nothing`)).statusCode, 404);
  });

  t.test('export and the edge template editor; a core chain is not found at the edge address', async (t) => {
    const file = await tenant.get(`/ruleChains/${id}/export`);
    t.same(JSON.parse(file.body).metadata.nodes.map((n: { name: string }) => n.name), ['Hot?', 'Store all']);
    t.equal((await tenant.get(`/edgeManagement/ruleChains/${id}`)).statusCode, 404);
    const edge = await platform.post('/api/ruleChain', { name: 'Edge one', type: 'EDGE', debugMode: false, configuration: null, additionalInfo: null });
    const res = await tenant.get(`/edgeManagement/ruleChains/${edge.body.id.id}`);
    t.equal(res.statusCode, 200);
    t.match(res.body, /push to cloud/);
    // An edge's chain in its editor; moves there are the same forms.
    const plant = (await platform.post('/api/edge', { name: 'Editor edge', type: 'default', routingKey: 'rk-rce-1', secret: 'secret-rce-1' })).body;
    await platform.post(`/api/edge/${plant.id.id}/ruleChain/${edge.body.id.id}`);
    const onEdge = `/edgeInstances/${plant.id.id}/ruleChains/${edge.body.id.id}`;
    t.equal((await tenant.get(onEdge)).statusCode, 200);
    t.equal((await tenant.postForm(`${onEdge}?dialog=add-node&component=org.thingsboard.rule.engine.flow.TbAckNode`, { name: 'Ack', 'additionalInfo.layoutX': '300', 'additionalInfo.layoutY': '100' })).headers.location, onEdge);
    await tenant.postForm(onEdge, { op: 'save' });
    t.same((await platform.get(`/api/ruleChain/${edge.body.id.id}/metadata`)).body.nodes.map((n: { name: string }) => n.name), ['Ack']);
  });

  t.test('import: the chain opens in the editor before its first save; changes there are saved with it', async (t) => {
    const file = (await tenant.get(`/ruleChains/${id}/export`)).body;
    await tenant.get('/ruleChains');
    const uploaded = await postMultipart(tenant, '/ruleChains?dialog=import', {}, { name: 'file', fileName: 'chain.json', content: file, type: 'application/json' });
    t.equal(uploaded.statusCode, 303);
    const page = '/ruleChains/ruleChain/import';
    const opened = await tenant.get(page);
    t.match(opened.body, /class="entity-page rule-chain-editor"/);
    t.same(nodeNames(opened.body), ['Hot?', 'Store all']);
    t.match(opened.body, /name="name" value="Editor chain"/);
    t.equal((await tenant.postForm(`${page}?dialog=delete-node&node=1`, {})).statusCode, 303);
    t.same(nodeNames((await tenant.get(page)).body), ['Hot?']);
    const refused = await tenant.postForm(page, { op: 'save', name: '' });
    t.equal(refused.statusCode, 400);
    t.equal(fieldError(refused.body, 'field-name'), 'Name is required.');
    const saved = await tenant.postForm(page, { op: 'save', name: 'Imported and edited' });
    t.equal(saved.statusCode, 303);
    const newId = /\/ruleChains\/([0-9a-f-]{36})$/.exec(saved.headers.location as string)?.[1];
    t.ok(newId, 'the saved chain\'s editor opens');
    t.same((await platform.get(`/api/ruleChain/${newId}/metadata`)).body.nodes.map((n: { name: string }) => n.name), ['Hot?']);
    t.equal((await platform.get(`/api/ruleChain/${newId}`)).body.name, 'Imported and edited');
    t.equal((await tenant.get(page)).headers.location, '/ruleChains', 'without an import waiting the page leads to the list');
  });
});
