import t from 'tap';
import { withEmulator } from '../helpers/emulator.ts';
import { demoSessions } from '../helpers/demo-sessions.ts';

/** Widget types per state, each as `<bundle>.<type>`, sorted; the structure of the upstream 3.4.4 demo dashboards. */
function layout(configuration: any): Record<string, string[]> {
  return Object.fromEntries(Object.entries(configuration.states).map(([id, state]: [string, any]) => [id,
    Object.keys(state.layouts.main.widgets).map((w) => `${configuration.widgets[w].bundleAlias}.${configuration.widgets[w].typeAlias}`).sort()]));
}

t.test('the demo dashboards have the upstream structure', async (t) => {
  const { url } = await withEmulator(t);
  const { tenant: admin } = await demoSessions(url, 'tenant');
  const infos = (await admin.get('/api/tenant/dashboards?pageSize=10&page=0')).body.data;
  const dashboard = async (title: string) => (await admin.get(`/api/dashboard/${infos.find((d: any) => d.title === title).id.id}`)).body.configuration;
  const aliasNamed = (configuration: any, name: string) => Object.values(configuration.entityAliases).find((a: any) => a.alias === name) as any;
  const resolve = async (filter: object) => (await admin.post('/api/entitiesQuery/find', {
    entityFilter: filter, pageLink: { pageSize: 50, page: 0, sortOrder: { key: { type: 'ENTITY_FIELD', key: 'name' }, direction: 'ASC' } },
    entityFields: [{ type: 'ENTITY_FIELD', key: 'name' }],
  })).body.data.map((e: any) => e.latest.ENTITY_FIELD.name.value);

  t.test('Thermostats: 8 widgets in the states default, map and chart', async (t) => {
    const configuration = await dashboard('Thermostats');
    t.same(layout(configuration), {
      default: ['alarm_widgets.alarms_table', 'cards.entities_table', 'maps_v2.openstreetmap'],
      map: ['input_widgets.markers_placement_openstreetmap'],
      chart: ['charts.basic_timeseries', 'charts.basic_timeseries', 'input_widgets.markers_placement_openstreetmap', 'input_widgets.update_multiple_attributes'],
    });
    t.same(Object.values(configuration.states).map((s: any) => [s.name, s.root]), [['Thermostats', true], ['Edit location', false], ['${entityName}', false]]);
    const thermostats = aliasNamed(configuration, 'Thermostats');
    t.same(thermostats.filter, { type: 'deviceType', resolveMultiple: true, deviceType: 'thermostat', deviceNameFilter: '' });
    t.same(await resolve(thermostats.filter), ['Thermostat T1', 'Thermostat T2'], 'wired to the demo thermostats');
    t.equal(aliasNamed(configuration, 'Thermostat').filter.type, 'stateEntity');
    const table = Object.values(configuration.widgets).find((w: any) => w.typeAlias === 'entities_table') as any;
    const opens = (list: any[]) => list.filter((a) => a.type === 'openDashboardState').map((a) => [a.name, a.targetDashboardStateId, a.setEntityId]);
    t.same(opens(table.config.actions.headerButton), [['Edit location', 'map', false]]);
    t.same(opens(table.config.actions.actionCellButton), [['Chart', 'chart', true]]);
    t.same(table.config.actions.actionCellButton.map((a: any) => [a.name, a.type]), [['Chart', 'openDashboardState'], ['Edit', 'customPretty'], ['Delete', 'custom']]);
    t.same(table.config.datasources[0].dataKeys.map((k: any) => `${k.type}:${k.name}`),
      ['attribute:active', 'timeseries:temperature', 'timeseries:humidity', 'attribute:latitude', 'attribute:longitude']);
    const layoutOf = (state: string) => Object.values(configuration.states[state].layouts.main.widgets);
    t.same(layoutOf('default'), [{ sizeX: 11, sizeY: 11, row: 0, col: 0 }, { sizeX: 13, sizeY: 5, row: 0, col: 11 }, { sizeX: 13, sizeY: 6, row: 5, col: 11 }]);
    const form = Object.values(configuration.widgets).find((w: any) => w.typeAlias === 'update_multiple_attributes') as any;
    t.same(form.config.datasources[0].dataKeys.map((k: any) => k.name), ['temperatureAlarmFlag', 'temperatureAlarmThreshold', 'humidityAlarmFlag', 'humidityAlarmThreshold']);
  });

  t.test('Rule Engine Statistics: the queue statistics of TbServiceQueue assets', async (t) => {
    const configuration = await dashboard('Rule Engine Statistics');
    t.same(layout(configuration), { default: ['cards.timeseries_table', 'charts.basic_timeseries', 'charts.basic_timeseries'] });
    t.same(aliasNamed(configuration, 'TbServiceQueues').filter, { type: 'assetType', resolveMultiple: true, assetType: 'TbServiceQueue', assetNameFilter: '' });
  });

  t.test('Gateways: the list, a configuration state and a details state', async (t) => {
    const configuration = await dashboard('Gateways');
    t.same(layout(configuration), {
      main_gateway: ['entity_admin_widgets.device_admin_table'],
      __entityname__config: ['cards.timeseries_table', 'control_widgets.rpcbutton', 'control_widgets.rpcbutton',
        'gateway_widgets.config_form_latest', 'input_widgets.markers_placement_openstreetmap'],
      __entityname_grafic: ['cards.timeseries_table', 'charts.basic_timeseries', 'charts.basic_timeseries', 'charts.basic_timeseries', 'gateway_widgets.attributes_card'],
    });
    t.same(aliasNamed(configuration, 'Gateways').filter.deviceType, 'gateway');
    const buttons = Object.values(configuration.widgets).filter((w: any) => w.typeAlias === 'rpcbutton') as any[];
    t.same(buttons.map((b) => b.config.settings.methodName).sort(), ['gateway_reboot', 'gateway_restart']);
    t.ok(buttons.every((b) => b.config.targetDeviceAliasIds[0] === aliasNamed(configuration, 'Current Gateway').id));
  });

  for (const [title, p, history] of [['Firmware', 'fw', 'device_firmware_history'], ['Software', 'sw', 'device_software_history']]) {
    t.test(`${title}: devices by update state, with counters and a history per device`, async (t) => {
      const configuration = await dashboard(title);
      const table = 'cards.entities_table';
      t.same(layout(configuration), {
        default: ['cards.entities_table', 'cards.html_value_card', 'cards.html_value_card', 'cards.html_value_card', 'cards.html_value_card'],
        [history]: ['cards.timeseries_table'],
        device_waiting: [table], device_updating: [table], device_updated: [table], device_error: [table],
      });
      const filters = Object.values(configuration.filters) as any[];
      t.same(filters.map((f) => f.filter).sort(), ['DeviceSearch', 'FailedDevicesFilter', 'UpdatingDevicesFilter', 'UpdetedDevicesFilter', 'WaitingDevicesFilter']);
      t.ok(filters.filter((f) => f.filter !== 'DeviceSearch').every((f) => f.keyFilters[0].key.key === `${p}_state`));
      const counters = Object.values(configuration.widgets).filter((w: any) => w.typeAlias === 'html_value_card') as any[];
      t.ok(counters.every((w) => w.config.datasources[0].type === 'entityCount' && configuration.filters[w.config.datasources[0].filterId]));
      t.same(counters.map((w) => w.config.actions.elementClick[0].targetDashboardStateId).sort(), ['device_error', 'device_updated', 'device_updating', 'device_waiting']);
      t.equal((await resolve(aliasNamed(configuration, 'All devices').filter)).length, 9, 'all demo devices');
    });
  }
});
