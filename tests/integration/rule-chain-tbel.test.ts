import t from 'tap';
import { startConsole, TENANT } from '../helpers/console.ts';
import { DEMO, session } from '../helpers/emulator.ts';

const SCRIPT = 'org.thingsboard.rule.engine.filter.TbJsFilterNode';

// Upstream 3.4.4 asks the platform whether it runs TBEL (`tbel.enabled`); without it script nodes run JavaScript and
// offer no language choice.
for (const tbelEnabled of [true, false]) {
  t.test(`script nodes with TBEL ${tbelEnabled ? 'enabled' : 'disabled'} on the platform`, async (t) => {
    const c = await startConsole(t, { emulator: { tbelEnabled } });
    const tenant = c.client();
    await tenant.signIn(TENANT.username, TENANT.password);
    const platform = await session(c.emulator.url, DEMO.tenant);
    const chain = (await platform.post('/api/ruleChain', { name: 'Scripts', type: 'CORE', debugMode: false, configuration: null, additionalInfo: null })).body;
    const id = chain.id.id as string;
    const configuration = { scriptLang: 'TBEL', jsScript: 'return msg.t > 1;', tbelScript: 'return msg.t > 2;' };
    await platform.post('/api/ruleChain/metadata', {
      ruleChainId: chain.id, firstNodeIndex: 0, connections: [], ruleChainConnections: null,
      nodes: [{ type: SCRIPT, name: 'Hot?', debugMode: false, configuration, additionalInfo: { layoutX: 300, layoutY: 150 } }],
    });
    const editor = `/ruleChains/${id}`;

    const added = await tenant.get(`${editor}?dialog=add-node&component=${SCRIPT}`);
    t.equal(added.statusCode, 200);
    t.equal(/name="configuration.scriptLang"/.test(added.body), tbelEnabled, 'the language choice of a new node');
    t.match(added.body, tbelEnabled ? /name="configuration.tbelScript"/ : /name="configuration.jsScript"/, 'the script of the language it will run');

    const edit = await tenant.get(`${editor}?dialog=node&node=0`);
    t.equal(/<input type="radio" name="configuration.scriptLang" checked="" value="TBEL"\/><span>TBEL<\/span>/.test(edit.body), tbelEnabled, 'the saved language offered only with TBEL');
    t.equal(/name="configuration.scriptLang"/.test(edit.body), tbelEnabled);
    t.match(edit.body, tbelEnabled ? /data-code-language="tbel">return msg.t &gt; 2;/ : /data-code-language="javascript">return msg.t &gt; 1;/);

    const tbelTest = await tenant.get(`${editor}?dialog=test-script&node=0&field=configuration.tbelScript`);
    t.equal(tbelTest.statusCode, tbelEnabled ? 200 : 404, 'the TBEL script\'s test dialog');
    const jsTest = await tenant.get(`${editor}?dialog=test-script&node=0&field=configuration.jsScript`);
    t.equal(jsTest.statusCode, 200, 'the JavaScript one is always there');

    const posted: Record<string, string> = tbelEnabled
      ? { name: 'Hot?', 'configuration.scriptLang': 'TBEL', 'configuration.tbelScript': 'return msg.t > 3;' }
      : { name: 'Hot?', 'configuration.jsScript': 'return msg.t > 3;' };
    t.equal((await tenant.postForm(`${editor}?dialog=node&node=0`, posted)).statusCode, 303);
    t.equal((await tenant.postForm(editor, { op: 'save' })).statusCode, 303);
    const saved = (await platform.get(`/api/ruleChain/${id}/metadata`)).body.nodes[0].configuration;
    t.same(saved, tbelEnabled
      ? { scriptLang: 'TBEL', jsScript: 'return msg.t > 1;', tbelScript: 'return msg.t > 3;' }
      : { scriptLang: 'JS', jsScript: 'return msg.t > 3;', tbelScript: 'return msg.t > 2;' }, 'saved with the language it runs');
  });
}
