import t from 'tap';
import { startConsole, TENANT } from '../helpers/console.ts';
import { DEMO, session } from '../helpers/emulator.ts';

const SAVE_TS = 'org.thingsboard.rule.engine.telemetry.TbMsgTimeseriesNode';
const heading = (html: string) => html.match(/<h2>([^<]*)<\/h2>/)?.[1];

t.test('the rule chain\'s name, debug mode and description in a dialog of the editor, saved with the chain', async (t) => {
  const c = await startConsole(t);
  const tenant = c.client();
  await tenant.signIn(TENANT.username, TENANT.password);
  const platform = await session(c.emulator.url, DEMO.tenant);
  const created = await platform.post('/api/ruleChain', { name: 'Plain chain', type: 'CORE', debugMode: false, configuration: null, additionalInfo: { description: 'first' } });
  const id = created.body.id.id as string;
  const editor = `/ruleChains/${id}`;
  const stored = async () => (await platform.get(`/api/ruleChain/${id}`)).body;

  t.test('the dialog at its own address, filled from the chain; the toolbar links to it', async (t) => {
    t.match((await tenant.get(editor)).body, new RegExp(`href="${editor}\\?dialog=settings"[^>]*>Rule chain details<`));
    const dialog = await tenant.get(`${editor}?dialog=settings`);
    t.equal(dialog.statusCode, 200);
    t.match(dialog.body, /<h2 class="dialog-title"[^>]*>Rule chain details<\/h2>/);
    t.match(dialog.body, /name="name"[^>]*value="Plain chain"|value="Plain chain"[^>]*name="name"/);
    t.match(dialog.body, /name="debugMode"/);
    t.match(dialog.body, /name="additionalInfo.description"[^>]*>first<\/textarea>/);
  });

  t.test('a refused name keeps the input and changes nothing', async (t) => {
    const bad = await tenant.postForm(`${editor}?dialog=settings`, { name: ' ', 'additionalInfo.description': 'kept text' });
    t.equal(bad.statusCode, 400);
    t.match(bad.body, /Name is required/);
    t.match(bad.body, />kept text<\/textarea>/);
    t.notMatch((await tenant.get(editor)).body, /Unsaved changes/);
  });

  t.test('applied: the editor shows it as unsaved, Undo of a later node change leaves it, Save stores it', async (t) => {
    const applied = await tenant.postForm(`${editor}?dialog=settings`, { name: 'Renamed chain', debugMode: 'true', 'additionalInfo.description': 'second' });
    t.equal(applied.statusCode, 303);
    t.equal(applied.headers.location, editor);
    const page = (await tenant.get(editor)).body;
    t.equal(heading(page), 'Renamed chain');
    t.match(page, /Unsaved changes/);
    t.equal((await stored()).name, 'Plain chain', 'not on the platform before Save');
    await tenant.postForm(`${editor}?dialog=add-node&component=${SAVE_TS}`, { name: 'Store', 'configuration.defaultTTL': '0', 'additionalInfo.layoutX': '300', 'additionalInfo.layoutY': '150' });
    await tenant.postForm(editor, { op: 'undo' });
    t.equal(heading((await tenant.get(editor)).body), 'Renamed chain', 'undo takes back the node, not the settings');
    t.equal((await tenant.postForm(editor, { op: 'save' })).statusCode, 303);
    const chain = await stored();
    t.same([chain.name, chain.debugMode, chain.additionalInfo.description], ['Renamed chain', true, 'second']);
    t.notMatch((await tenant.get(editor)).body, /Unsaved changes/);
  });

  t.test('Discard drops changed settings', async (t) => {
    await tenant.postForm(`${editor}?dialog=settings`, { name: 'Not kept', 'additionalInfo.description': '' });
    t.equal(heading((await tenant.get(editor)).body), 'Not kept');
    await tenant.postForm(`${editor}?dialog=discard`, {});
    t.equal(heading((await tenant.get(editor)).body), 'Renamed chain');
    t.equal((await stored()).name, 'Renamed chain');
  });
});
