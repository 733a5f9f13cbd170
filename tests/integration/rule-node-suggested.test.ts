import t from 'tap';
import { startConsole, TENANT } from '../helpers/console.ts';
import { DEMO, session } from '../helpers/emulator.ts';

const CREATE_RELATION = 'org.thingsboard.rule.engine.action.TbCreateRelationNode';
const TYPE_FILTER = 'org.thingsboard.rule.engine.filter.TbMsgTypeFilterNode';
const DEDUPLICATION = 'org.thingsboard.rule.engine.deduplication.TbMsgDeduplicationNode';
const AT = { 'additionalInfo.layoutX': '100', 'additionalInfo.layoutY': '100' };
const fieldError = (html: string, id: string) => html.match(new RegExp(`id="${id}-error" class="field-error">([^<]+)<`))?.[1];

t.test('rule node forms: relation and message types through the shared autocompletes', async (t) => {
  const c = await startConsole(t);
  const tenant = c.client();
  await tenant.signIn(TENANT.username, TENANT.password);
  const platform = await session(c.emulator.url, DEMO.tenant);
  const created = await platform.post('/api/ruleChain', { name: 'Suggested chain', type: 'CORE', debugMode: false, configuration: null, additionalInfo: null });
  const editor = `/ruleChains/${created.body.id.id as string}`;
  const addNode = (component: string, body: Record<string, string | string[]>) => tenant.postForm(`${editor}?dialog=add-node&component=${component}`, { ...AT, ...body });
  t.teardown(() => tenant.postForm(`${editor}?dialog=discard`, {}));

  t.test('create relation: the relation type autocomplete, required; the input kept on error', async (t) => {
    const dialog = await tenant.get(`${editor}?dialog=add-node&component=${CREATE_RELATION}`);
    t.match(dialog.body, /<div class="form-field autocomplete"><label for="node-configuration-relationType">Relation type<\/label><input id="node-configuration-relationType" list="node-configuration-relationType-list" required="" maxLength="255" autoComplete="off" name="configuration.relationType"/);
    t.match(dialog.body, /<datalist id="node-configuration-relationType-list"><option value="Contains"><\/option><option value="Manages"><\/option><\/datalist>/);
    t.match(dialog.body, /name="configuration.relationType"[^>]*value="Contains"/, 'the component\'s default');
    const bad = await addNode(CREATE_RELATION, { name: 'Relate', 'configuration.relationType': '  ', 'configuration.entityNamePattern': 'kept pattern' });
    t.equal(bad.statusCode, 400);
    t.equal(fieldError(bad.body, 'node-configuration-relationType'), 'Relation type is required.');
    t.match(bad.body, /name="configuration.entityNamePattern" value="kept pattern"/, 'the other input kept');
    const ok = await addNode(CREATE_RELATION, { name: 'Relate', 'configuration.relationType': ' Supplies ', 'configuration.direction': 'FROM' });
    t.equal(ok.statusCode, 303);
    t.match((await tenant.get(`${editor}?dialog=node&node=0`)).body, /name="configuration.relationType"[^>]*value="Supplies"/, 'a relation type of one\'s own, trimmed');
  });

  t.test('message type filter: the message types as chips, the standard ones suggested; at least one', async (t) => {
    const dialog = await tenant.get(`${editor}?dialog=add-node&component=${TYPE_FILTER}`);
    t.match(dialog.body, /<fieldset class="key-list" data-chip-list=""><legend>Message types<\/legend>/);
    t.match(dialog.body, /<input type="checkbox" class="no-js-only" aria-label="Keep key POST_TELEMETRY_REQUEST" name="configuration.messageTypes" checked="" value="POST_TELEMETRY_REQUEST"/, 'the defaults as chips');
    t.match(dialog.body, /<input type="text" id="node-configuration-messageTypes" list="node-configuration-messageTypes-keys"[^>]*name="configuration.messageTypes.add"/);
    t.match(dialog.body, /<label for="node-configuration-messageTypes">Add message types<\/label>/);
    t.match(dialog.body, /<option value="RPC_QUEUED"><\/option>/, 'the standard types not chosen suggested');
    const bad = await addNode(TYPE_FILTER, { name: 'Types', 'configuration.messageTypes.add': ' ;, ' });
    t.equal(bad.statusCode, 400);
    t.equal(fieldError(bad.body, 'node-configuration-messageTypes'), 'At least one message type is required.');
    const ok = await addNode(TYPE_FILTER, { name: 'Types', 'configuration.messageTypes': ['POST_TELEMETRY_REQUEST'], 'configuration.messageTypes.add': 'MY_TYPE, RPC_QUEUED' });
    t.equal(ok.statusCode, 303);
    const shown = (await tenant.get(`${editor}?dialog=node&node=1`)).body;
    t.same([...shown.matchAll(/name="configuration.messageTypes" checked="" value="([^"%]+)"/g)].map((m) => m[1]), ['POST_TELEMETRY_REQUEST', 'MY_TYPE', 'RPC_QUEUED']);
  });

  t.test('deduplication: the output message type autocomplete, optional, any text taken', async (t) => {
    const dialog = await tenant.get(`${editor}?dialog=add-node&component=${DEDUPLICATION}`);
    t.match(dialog.body, /<label for="node-configuration-outMsgType">Output message type<\/label><input id="node-configuration-outMsgType" list="node-configuration-outMsgType-list" maxLength="255" autoComplete="off" name="configuration.outMsgType"/);
    t.notMatch(dialog.body, /name="configuration.outMsgType"[^>]*required/);
    t.match(dialog.body, /<option value="POST_TELEMETRY_REQUEST" label="Post telemetry"><\/option>/);
    const ok = await addNode(DEDUPLICATION, { name: 'Dedup', 'configuration.interval': '60', 'configuration.strategy': 'ALL', 'configuration.outMsgType': 'MY_OUT', 'configuration.maxPendingMsgs': '100', 'configuration.maxRetries': '3' });
    t.equal(ok.statusCode, 303);
    t.match((await tenant.get(`${editor}?dialog=node&node=2`)).body, /name="configuration.outMsgType"[^>]*value="MY_OUT"/);
  });
});
