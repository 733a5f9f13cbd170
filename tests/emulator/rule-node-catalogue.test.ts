import t from 'tap';
import { withEmulator } from '../helpers/emulator.ts';
import { demoSessions } from '../helpers/demo-sessions.ts';

const ENGINE = 'org.thingsboard.rule.engine';
const ALL_TYPES = 'ENRICHMENT,FILTER,TRANSFORMATION,ACTION,EXTERNAL,FLOW';

t.test('the 3.4.4 rule-node catalogue', async (t) => {
  const { url } = await withEmulator(t);
  const { tenant: admin } = await demoSessions(url, 'tenant');
  const core = (await admin.get(`/api/components?componentTypes=${ALL_TYPES}`)).body;
  const edge = (await admin.get(`/api/components?componentTypes=${ALL_TYPES}&ruleChainType=EDGE`)).body;
  const count = (list: any[]) => Object.fromEntries(['ENRICHMENT', 'FILTER', 'TRANSFORMATION', 'ACTION', 'EXTERNAL', 'FLOW']
    .map((type) => [type, list.filter((d) => d.type === type).length]));
  t.same(count(core), { ENRICHMENT: 11, FILTER: 12, TRANSFORMATION: 8, ACTION: 24, EXTERNAL: 10, FLOW: 4 }, 'core chains');
  t.same(count(edge), { ENRICHMENT: 11, FILTER: 12, TRANSFORMATION: 8, ACTION: 23, EXTERNAL: 10, FLOW: 4 },
    'edge chains: push to cloud instead of push to edge and the custom table');
  const byClass = (list: any[], clazz: string) => list.find((d) => d.clazz === `${ENGINE}.${clazz}`);
  t.ok(byClass(edge, 'edge.TbMsgPushToCloudNode') && !byClass(core, 'edge.TbMsgPushToCloudNode'));
  t.ok(byClass(core, 'action.TbSaveToCustomCassandraTableNode') && !byClass(edge, 'action.TbSaveToCustomCassandraTableNode'));

  const alarm = (await admin.get(`/api/component/${ENGINE}.action.TbCreateAlarmNode`)).body;
  t.same(Object.keys(alarm), ['id', 'createdTime', 'type', 'scope', 'name', 'clazz', 'configurationDescriptor', 'actions'],
    'the 3.4.4 ComponentDescriptor (no clusteringMode)');
  const definition = alarm.configurationDescriptor.nodeDefinition;
  t.same(Object.keys(definition), ['details', 'description', 'inEnabled', 'outEnabled', 'relationTypes', 'customRelations',
    'ruleChainNode', 'defaultConfiguration', 'uiResources', 'configDirective', 'icon', 'iconUrl', 'docUrl']);
  t.same([alarm.name, definition.relationTypes, definition.icon], ['create alarm', ['Created', 'Updated', 'False', 'Failure'], 'notifications_active']);
  t.match(definition.defaultConfiguration, {
    alarmType: 'General Alarm', scriptLang: 'TBEL', severity: 'CRITICAL', propagate: false, overwriteAlarmDetails: false, relationTypes: [],
  });
  const severity = alarm.configurationDescriptor.configurationFields.find((f: any) => f.name === 'severity');
  t.same(severity, { name: 'severity', type: 'choice', label: 'Severity', default: 'CRITICAL', options: ['CRITICAL', 'MAJOR', 'MINOR', 'WARNING', 'INDETERMINATE'] });

  const input = byClass(core, 'flow.TbRuleChainInputNode').configurationDescriptor.nodeDefinition;
  t.same([input.customRelations, input.ruleChainNode, input.relationTypes, input.defaultConfiguration], [true, true, ['Failure'], { ruleChainId: null }]);
  t.equal(byClass(core, 'flow.TbRuleChainOutputNode').configurationDescriptor.nodeDefinition.outEnabled, false);
  t.equal(byClass(core, 'debug.TbMsgGeneratorNode').configurationDescriptor.nodeDefinition.inEnabled, false);
  t.same(byClass(core, 'filter.TbMsgTypeSwitchNode').configurationDescriptor.nodeDefinition.defaultConfiguration, { version: 0 });
  t.same(byClass(core, 'external.TbRestApiCallNode'), undefined);
  t.match(byClass(core, 'rest.TbRestApiCallNode').configurationDescriptor.nodeDefinition.defaultConfiguration,
    { requestMethod: 'POST', headers: { 'Content-Type': 'application/json' }, credentials: { type: 'anonymous' }, proxyHost: null });

  for (const d of core.concat(edge)) {
    const { nodeDefinition, configurationFields } = d.configurationDescriptor;
    t.same(configurationFields.map((f: any) => f.name), Object.keys(nodeDefinition.defaultConfiguration), `${d.name}: one field per member`);
    const bad = configurationFields.filter((f: any) =>
      typeof f.label !== 'string' || f.label === '' || (f.type === 'choice' && f.default !== null && !f.options.includes(f.default)));
    t.same(bad, [], `${d.name}: labelled fields, choice defaults among the options`);
  }

  const chains = (await admin.get('/api/ruleChains?pageSize=50&page=0')).body.data;
  const edgeChains = (await admin.get('/api/ruleChains?pageSize=50&page=0&type=EDGE')).body.data;
  for (const chain of [...chains, ...edgeChains]) {
    const { nodes } = (await admin.get(`/api/ruleChain/${chain.id.id}/metadata`)).body;
    const offered = chain.type === 'EDGE' ? edge : core;
    t.same(nodes.filter((n: any) => !offered.some((d: any) => d.clazz === n.type)).map((n: any) => n.type), [],
      `${chain.name}: every node type is in the catalogue`);
  }
});
