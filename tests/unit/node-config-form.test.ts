import t from 'tap';
import { configFieldsOf, configInput, nodeDefinitionOf, parseConfig } from '../../server/domain/node-config-form.ts';
import { readTestInput, scriptKindOf, testRequestOf } from '../../server/domain/script-test.ts';
import type { ComponentDescriptor } from '../../server/platform/types/rule-chain.ts';

const component: ComponentDescriptor = {
  type: 'ACTION', clazz: 'x.Node', name: 'node',
  configurationDescriptor: {
    nodeDefinition: { relationTypes: ['Success', 'Failure'], customRelations: true, defaultConfiguration: { ttl: 0 } },
    configurationFields: [
      { name: 'ttl', type: 'integer', label: 'TTL' },
      { name: 'ratio', type: 'number', label: 'Ratio' },
      { name: 'on', type: 'boolean', label: 'On' },
      { name: 'mode', type: 'choice', label: 'Mode', options: ['A', 'B'] },
      { name: 'kinds', type: 'choices', label: 'Kinds', options: ['X', 'Y'] },
      { name: 'keys', type: 'strings', label: 'Keys' },
      { name: 'headers', type: 'map', label: 'Headers' },
      { name: 'query', type: 'json', label: 'Query' },
      { name: 'bad', type: 'nonsense', label: 'Ignored' },
    ],
  },
};

t.test('the form of a component: its fields, the definition with the platform\'s defaults', async (t) => {
  t.same(configFieldsOf(component).map((f) => f.name), ['ttl', 'ratio', 'on', 'mode', 'kinds', 'keys', 'headers', 'query'], 'an unknown field type is left out');
  t.same(nodeDefinitionOf(component).relationTypes, ['Success', 'Failure']);
  t.equal(nodeDefinitionOf(component).customRelations, true);
  t.equal(nodeDefinitionOf({ type: 'FLOW', clazz: 'y', name: 'y' }).inEnabled, true, 'annotation defaults when the platform leaves them out');
});

t.test('stored values become form text and come back the same', async (t) => {
  const fields = configFieldsOf(component);
  const stored = { ttl: 5, ratio: 0.5, on: true, mode: 'B', kinds: ['Y'], keys: ['a', 'b'], headers: { h: 'v' }, query: { deep: [1] }, other: 'kept' };
  const input = configInput(fields, stored);
  t.equal(input['configuration.keys'], 'a\nb');
  // As a browser posts it: a checked box sends its value, an unchecked one nothing.
  const posted = Object.fromEntries(Object.entries(input).flatMap(([k, v]) => (v === true ? [[k, 'true']] : v === false ? [] : [[k, v]])));
  const parsed = parseConfig(fields, posted, stored);
  t.same(parsed.errors, {});
  t.same(parsed.configuration, stored, 'every member round-trips, and members without a field are kept');
});

t.test('refused values name their field; the input is kept as posted', async (t) => {
  const fields = configFieldsOf(component);
  const body = { 'configuration.ttl': '1.5', 'configuration.ratio': 'x', 'configuration.mode': 'C', 'configuration.kinds': ['X', 'Z'], 'configuration.headers': '{"h": 1}', 'configuration.query': '{' };
  const parsed = parseConfig(fields, body, {});
  t.same(Object.fromEntries(Object.entries(parsed.errors).map(([k, v]) => [k, v.key])), {
    'configuration.ttl': 'rulenode.config-integer',
    'configuration.ratio': 'rulenode.config-number',
    'configuration.mode': 'rulenode.config-choice',
    'configuration.kinds': 'rulenode.config-choice',
    'configuration.headers': 'rulenode.config-map',
    'configuration.query': 'rulenode.config-json',
  });
  t.equal(parsed.input['configuration.ttl'], '1.5');
});

t.test('a component without a form is one JSON object', async (t) => {
  const bare: ComponentDescriptor = { type: 'ACTION', clazz: 'z', name: 'z' };
  t.same(configInput(configFieldsOf(bare), { a: 1 }), { configuration: '{\n  "a": 1\n}' });
  t.same(parseConfig([], { configuration: '{"b": 2}' }, {}).configuration, { b: 2 });
  t.same(parseConfig([], { configuration: '[1]' }, { a: 1 }).errors, { configuration: { key: 'rulenode.config-object' } });
});

t.test('the script test request: the node\'s script type and arguments; bad input named', async (t) => {
  const kind = scriptKindOf('org.thingsboard.rule.engine.debug.TbMsgGeneratorNode')!;
  const input = readTestInput({ msgType: 'T', msg: '{}', 'metadata.0.key': 'a', 'metadata.0.value': '1', 'metadata.1.key': '', 'metadata.1.value': '', script: 'return {};' });
  t.same(input.metadata, [{ key: 'a', value: '1' }], 'an empty row is left out');
  const made = testRequestOf(kind, input);
  t.same(made, { request: { script: 'return {};', scriptType: 'generate', argNames: ['prevMsg', 'prevMetadata', 'prevMsgType'], msg: '{}', metadata: { a: '1' }, msgType: 'T' } });
  t.same(testRequestOf(kind, { ...input, msg: '{', msgType: ' ', metadata: [{ key: '', value: 'v' }] }), {
    errors: { msgType: 'rulenode.message-type-required', msg: 'rulenode.message-json-invalid', metadata: 'rulenode.metadata-required' },
  });
  t.equal(scriptKindOf('x.NotAScript'), undefined);
});
