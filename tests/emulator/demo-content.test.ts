import t from 'tap';
import { DEMO, session, withEmulator } from '../helpers/emulator.ts';

const DEMO_DASHBOARDS = ['Firmware', 'Gateways', 'Rule Engine Statistics', 'Software', 'Thermostats'];

t.test('demo content', async (t) => {
  const { url } = await withEmulator(t);
  const admin = await session(url, DEMO.tenant);

  t.test('rule chains and the thermostat profile', async (t) => {
    const core = (await admin.get('/api/ruleChains?pageSize=10&page=0&type=CORE')).body.data;
    const edge = (await admin.get('/api/ruleChains?pageSize=10&page=0&type=EDGE')).body.data;
    const byName = Object.fromEntries([...core, ...edge].map((c: any) => [c.name, c]));
    t.same(Object.keys(byName).sort(), ['Edge Root Rule Chain', 'Root Rule Chain', 'Thermostat']);
    t.same([byName['Root Rule Chain'].root, byName.Thermostat.root, byName['Edge Root Rule Chain'].root], [true, false, true]);
    for (const chain of Object.values(byName) as any[]) {
      const metadata = (await admin.get(`/api/ruleChain/${chain.id.id}/metadata`)).body;
      t.ok(metadata.nodes.length >= 7, `${chain.name} has its nodes`);
      t.ok(metadata.connections.every((c: any) => c.fromIndex < metadata.nodes.length && c.toIndex < metadata.nodes.length));
      t.same(metadata.nodes[metadata.firstNodeIndex].id, chain.firstRuleNodeId);
    }
    const profiles = (await admin.get('/api/deviceProfileInfos?pageSize=10&page=0&sortProperty=name')).body.data;
    const thermostat = (await admin.get(`/api/deviceProfile/${profiles.find((p: any) => p.name === 'thermostat').id.id}`)).body;
    t.same(thermostat.defaultRuleChainId, byName.Thermostat.id);
    const fallback = (await admin.get(`/api/deviceProfile/${profiles.find((p: any) => p.name === 'default').id.id}`)).body;
    t.equal(fallback.defaultRuleChainId, null);
  });

  t.test('dashboards refer to existing system widgets and their own aliases', async (t) => {
    const infos = (await admin.get('/api/tenant/dashboards?pageSize=10&page=0&sortProperty=title')).body.data;
    t.same(infos.map((d: any) => d.title), DEMO_DASHBOARDS);
    t.ok(infos.every((d: any) => d.assignedCustomers === null), 'not assigned to any customer');
    const types = new Map<string, string>();
    for (const info of infos) {
      const { configuration } = (await admin.get(`/api/dashboard/${info.id.id}`)).body;
      const widgets = Object.values(configuration.widgets) as any[];
      t.ok(widgets.length > 0, `${info.title} has widgets`);
      const roots = Object.values(configuration.states).filter((state: any) => state.root);
      t.equal(roots.length, 1, `${info.title} has one root state`);
      for (const state of Object.values(configuration.states) as any[]) {
        for (const id of Object.keys(state.layouts.main.widgets)) t.ok(configuration.widgets[id], `${info.title}: laid-out widget ${id} exists`);
      }
      for (const widget of widgets) {
        const key = `${widget.bundleAlias}/${widget.typeAlias}`;
        if (!types.has(key)) {
          const type = await admin.get(`/api/widgetType?isSystem=true&bundleAlias=${widget.bundleAlias}&alias=${widget.typeAlias}`);
          t.equal(type.status, 200, `${key} exists`);
          types.set(key, type.body.descriptor.type);
        }
        t.equal(widget.type, types.get(key), `${info.title}: ${key} type matches its descriptor`);
        const sources = [...widget.config.datasources, ...(widget.config.alarmSource ? [widget.config.alarmSource] : [])];
        for (const source of sources) {
          t.ok(configuration.entityAliases[source.entityAliasId], `${info.title}: alias of ${widget.title} exists`);
          if (source.filterId) t.ok(configuration.filters[source.filterId], `${info.title}: filter of ${widget.title} exists`);
        }
        const targets = Object.values(widget.config.actions ?? {}).flat()
          .filter((action: any) => action.type === 'openDashboardState').map((action: any) => action.targetDashboardStateId);
        for (const target of targets) t.ok(configuration.states[target], `${info.title}: ${widget.title} opens the state ${target}`);
      }
    }
  });
});
