import t from 'tap';
import { configFieldsOf, configInput, parseConfig } from '../../server/domain/node-config-form.ts';
import { suggestedOf } from '../../server/domain/node-config-suggested.ts';
import type { ComponentDescriptor } from '../../server/platform/types/rule-chain.ts';

const component = (fields: object[]): ComponentDescriptor => ({ type: 'ACTION', clazz: 'x.Node', name: 'node', configurationDescriptor: { configurationFields: fields } });

t.test('the members upstream edits with a suggesting control, by name and type', async (t) => {
  t.same(suggestedOf('relationType', 'string'), { kind: 'relationType', required: true });
  t.same(suggestedOf('outMsgType', 'string'), { kind: 'messageType', required: false });
  t.same(suggestedOf('messageTypes', 'strings'), { kind: 'messageTypes', required: true });
  t.equal(suggestedOf('relationType', 'json'), undefined, 'described otherwise: its plain control');
  t.equal(suggestedOf('relationTypes', 'strings'), undefined, 'other members keep theirs');
  t.equal(suggestedOf('constructor', 'string'), undefined, 'only own entries');
  const fields = configFieldsOf(component([{ name: 'relationType', type: 'string', label: 'R' }, { name: 'entityType', type: 'string', label: 'E' }]));
  t.same(fields.map((f) => f.suggested), [{ kind: 'relationType', required: true }, undefined]);
});

t.test('a relation type and an output message type: trimmed; the relation type required, at most 255', async (t) => {
  const fields = configFieldsOf(component([{ name: 'relationType', type: 'string', label: 'R' }, { name: 'outMsgType', type: 'string', label: 'O' }]));
  const ok = parseConfig(fields, { 'configuration.relationType': ' Manages ', 'configuration.outMsgType': 'POST_TELEMETRY_REQUEST' }, { other: 1 });
  t.same(ok.errors, {});
  t.same(ok.configuration, { other: 1, relationType: 'Manages', outMsgType: 'POST_TELEMETRY_REQUEST' });
  const unset = parseConfig(fields, { 'configuration.relationType': 'Contains', 'configuration.outMsgType': ' ' }, {});
  t.equal((unset.configuration as Record<string, unknown>).outMsgType, null, 'an empty output type is unset');
  const bad = parseConfig(fields, { 'configuration.relationType': ' ', 'configuration.outMsgType': 'MY_TYPE' }, {});
  t.same(Object.fromEntries(Object.entries(bad.errors).map(([k, v]) => [k, v.key])), { 'configuration.relationType': 'relation.relation-type-required' });
  t.equal(bad.input['configuration.relationType'], ' ', 'the input as posted');
  const long = parseConfig(fields, { 'configuration.relationType': 'r'.repeat(256) }, {});
  t.equal(long.errors['configuration.relationType']?.key, 'relation.relation-type-max-length');
});

t.test('message types as chips: the kept ones and the typed ones, each once; at least one', async (t) => {
  const fields = configFieldsOf(component([{ name: 'messageTypes', type: 'strings', label: 'M', options: ['POST_TELEMETRY_REQUEST'] }]));
  t.same(configInput(fields, { messageTypes: ['A', 'B'] }), { 'configuration.messageTypes': ['A', 'B'] }, 'the stored list is the chips');
  const parsed = parseConfig(fields, { 'configuration.messageTypes': ['POST_TELEMETRY_REQUEST', 'MY_TYPE'], 'configuration.messageTypes.add': 'MY_TYPE, RPC_QUEUED; ' }, {});
  t.same(parsed.errors, {});
  t.same(parsed.configuration, { messageTypes: ['POST_TELEMETRY_REQUEST', 'MY_TYPE', 'RPC_QUEUED'] });
  t.same(parsed.input['configuration.messageTypes'], ['POST_TELEMETRY_REQUEST', 'MY_TYPE', 'RPC_QUEUED']);
  const empty = parseConfig(fields, { 'configuration.messageTypes.add': ' ' }, { messageTypes: ['A'] });
  t.equal(empty.errors['configuration.messageTypes']?.key, 'tb.rulenode.message-types-required');
  t.same(empty.configuration, { messageTypes: ['A'] }, 'the stored list stays');
});
