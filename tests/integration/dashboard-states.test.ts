import t from 'tap';
import { startConsole, TENANT } from '../helpers/console.ts';
import { configuration, dashboardByTitle, saveDashboard, tenantSession, widgetTexts } from '../helpers/dashboards.ts';
import { deviceByName } from '../helpers/emulator.ts';
import { tags, textOf } from '../helpers/widget-render.tsx';

const encode = (stack: unknown) => encodeURIComponent(Buffer.from(JSON.stringify(stack)).toString('base64'));

t.test('Thermostats: both thermostats with their temperatures, states by id or by upstream encoding, state links', async (t) => {
  const c = await startConsole(t);
  c.emulator.simulation.tick(Date.now() - 60_000);
  c.emulator.simulation.tick();
  const admin = await tenantSession(c.emulator.url);
  const thermostats = await dashboardByTitle(admin, 'Thermostats');
  const latest = async (name: string) => {
    const device = await deviceByName(admin, name);
    const res = await admin.get(`/api/plugins/telemetry/DEVICE/${device.id.id}/values/timeseries?keys=temperature`);
    return Number(res.body.temperature[0].value).toFixed(1);
  };
  const client = c.client();
  await client.signIn(TENANT.username, TENANT.password);

  const page = await client.get(`/dashboards/${thermostats.id}`);
  t.equal(page.statusCode, 200);
  t.match(page.headers['content-security-policy'], /style-src 'self' 'sha256-[A-Za-z0-9+/]+=*'/, "the page's stylesheet is allowed by its hash");
  t.match(page.body, /<fb-island name="timewindow"/, 'the toolbar\'s time-window island');
  t.notMatch(page.body, /<html [^>]*data-ready/, 'ready once the island has hydrated (the island loader marks it)');
  t.match(page.body, /<a href="\/dashboards">Dashboards<\/a><\/li><li class="crumb crumb-last">.*<h1 aria-current="page">Thermostats<\/h1>/, 'crumb: the dashboard title under Dashboards');
  const table = widgetTexts(page.body).get('Thermostats') ?? '';
  for (const name of ['Thermostat T1', 'Thermostat T2']) {
    t.match(table, new RegExp(`${name} true ${(await latest(name)).replace('.', '\\.')} °C \\d+ %`), `${name}: its temperature with units and one decimal`);
  }
  t.notMatch(page.body, /class="wproblem"/);
  t.same([...page.body.matchAll(/data-widget-type="([^"]+)"/g)].map((m) => m[1]), ['cards.entities_table', 'alarm_widgets.alarms_table', 'maps_v2.openstreetmap'], 'the default state');

  // The map state by its id; then the chart state of T2 as the table's link opens it (upstream's encoded stack).
  const map = await client.get(`/dashboards/${thermostats.id}?state=map`);
  t.same([...map.body.matchAll(/data-widget-type="([^"]+)"/g)].map((m) => m[1]), ['input_widgets.markers_placement_openstreetmap']);
  const chartLink = tags(page.body, 'a').filter((a) => a['aria-label'] === 'Chart')[1].href;
  const chart = await client.get(chartLink);
  t.equal(chart.statusCode, 200);
  t.same([...chart.body.matchAll(/data-widget-type="([^"]+)"/g)].map((m) => m[1]), ['charts.basic_timeseries', 'charts.basic_timeseries', 'input_widgets.update_multiple_attributes', 'input_widgets.markers_placement_openstreetmap']);
  const crumbs = /<nav class="state-path"[\s\S]*?<\/nav>/.exec(chart.body)![0];
  t.match(textOf(crumbs), /^Thermostats Thermostat T2$/, 'the state path: root, then the chart state named after its entity');
  t.equal(tags(crumbs, 'a')[0].href, `/dashboards/${thermostats.id}?state=default`, 'back to the root state');
  t.match(textOf(chart.body), /Thermostat settings/);
  t.match(chart.body, /<path class="line" d="M[^"]+L/, 'the temperature chart has a line');

  const same = await client.get(`/dashboards/${thermostats.id}?state=${encode([{ id: 'chart', params: { entityId: (await deviceByName(admin, 'Thermostat T1')).id } }])}`);
  t.match(textOf(/<nav class="state-path"[\s\S]*?<\/nav>/.exec(same.body)![0]), /Thermostat T1$/, 'an entity without its name in the state: the name is looked up');
  for (const state of ['nope', encode([{ id: 'nope', params: {} }]), 'not%20base64%21', encode({ id: 'chart' })]) {
    const res = await client.get(`/dashboards/${thermostats.id}?state=${state}`);
    t.equal(res.statusCode, 200);
    t.match(res.body, /data-widget-type="cards.entities_table"/, `unknown state ${decodeURIComponent(state)}: the root state`);
  }

  const fullscreen = await client.get(`/dashboard/${thermostats.id}?state=map`);
  t.notMatch(fullscreen.body, /id="side-nav"/, 'fullscreen: no menu');
  t.match(fullscreen.body, /data-widget-type="input_widgets.markers_placement_openstreetmap"/);
  t.ok(tags(fullscreen.body, 'a').some((a) => a.href === `/dashboards/${thermostats.id}?state=map` && a['aria-label'] === 'Exit fullscreen'));
  const customer = await client.get(`/customers/${admin.claims.tenantId}/dashboards/${thermostats.id}`);
  t.equal(customer.statusCode, 200, 'the customer address shows the dashboard too');
  t.match(customer.body, /Customer dashboards/);
  const edge = await client.get(`/edgeInstances/${admin.claims.tenantId}/dashboards/${thermostats.id}`);
  t.equal(edge.statusCode, 200, 'and the edge address');
  t.match(edge.body, /<a href="\/edgeInstances">Edge instances<\/a>[\s\S]*Edge dashboards/, "the edge's crumbs");
  t.equal((await client.get('/dashboards/not-a-uuid')).statusCode, 404, 'an id that is no UUID names nothing');
  t.equal((await client.get('/dashboards/0f6e7a80-0000-4000-8000-000000000001')).statusCode, 404, 'a dashboard the platform does not have');
});

t.test('dashboards exported from a real ThingsBoard render with no broken tile', async (t) => {
  const c = await startConsole(t);
  await c.emulator.simulation.tick();
  const admin = await tenantSession(c.emulator.url);
  const client = c.client();
  await client.signIn(TENANT.username, TENANT.password);
  // The demo dashboards follow the upstream 3.4.4 JSON; imported as a copy they stand for an export.
  for (const title of ['Thermostats', 'Firmware', 'Software', 'Gateways', 'Rule Engine Statistics']) {
    const original = await dashboardByTitle(admin, title);
    const imported = await saveDashboard(admin, `${title} (imported)`, original.configuration);
    for (const state of Object.keys(original.configuration.states)) {
      const res = await client.get(`/dashboards/${imported}?state=${encodeURIComponent(state)}`);
      t.equal(res.statusCode, 200, `${title} / ${state}`);
      t.notMatch(res.body, /class="wproblem"/, `${title} / ${state}: every widget drew its data`);
      const expected = Object.keys(original.configuration.states[state].layouts.main.widgets).length;
      t.equal(res.body.match(/<section class="widget /g)?.length, expected, `${title} / ${state}: all ${expected} widgets`);
    }
  }
});

t.test('home: the home dashboard when one is set, with its toolbar hidden as the setting says', async (t) => {
  const c = await startConsole(t);
  const admin = await tenantSession(c.emulator.url);
  const client = c.client();
  await client.signIn(TENANT.username, TENANT.password);
  t.match((await client.get('/home')).body, /class="home-sections"|class="home-section/, 'no home dashboard: the home sections');
  const thermostats = await dashboardByTitle(admin, 'Thermostats');
  t.equal((await admin.post('/api/tenant/dashboard/home/info', { dashboardId: { entityType: 'DASHBOARD', id: thermostats.id }, hideDashboardToolbar: true })).status, 200);
  const home = await client.get('/home');
  t.match(home.body, /data-widget-type="cards.entities_table"/);
  t.notMatch(home.body, /class="dashboard-toolbar"/, 'hideDashboardToolbar');
  const chartLink = tags(home.body, 'a').find((a) => a['aria-label'] === 'Chart')!.href;
  t.match(chartLink, /^\/home\?state=/, 'state links stay on /home');
  t.match((await client.get(chartLink)).body, /data-widget-type="charts.basic_timeseries"/);
  await admin.post('/api/tenant/dashboard/home/info', { dashboardId: { entityType: 'DASHBOARD', id: thermostats.id }, hideDashboardToolbar: false });
  t.match((await client.get('/home')).body, /class="dashboard-toolbar"/);
});

t.test('a state widget draws another state inside it; a window in the address narrows the time series', async (t) => {
  const c = await startConsole(t);
  const admin = await tenantSession(c.emulator.url);
  const t1 = await deviceByName(admin, 'Thermostat T1');
  const base = Date.UTC(2024, 0, 1);
  await admin.post(`/api/plugins/telemetry/DEVICE/${t1.id.id}/timeseries/ANY`, [0, 1, 2, 3].map((h) => ({ ts: base + h * 3_600_000, values: { pressure: 1000 + h } })));
  const inner = configuration([
    { type: 'cards.timeseries_table', kind: 'timeseries', title: 'Pressure', config: { datasources: [{ type: 'entity', entityAliasId: 't1', dataKeys: [{ name: 'pressure', type: 'timeseries', label: 'Pressure', settings: {} }] }], useDashboardTimewindow: true } },
  ]);
  const outer = configuration([{ type: 'cards.dashboard_state_widget', kind: 'static', title: 'Details', config: { settings: { stateId: 'details' } } }]);
  const states = {
    default: { name: 'Overview', root: true, layouts: { main: { widgets: (outer.configuration.states as any).default.layouts.main.widgets, gridSettings: {} } } },
    details: { name: 'Details', root: false, layouts: { main: { widgets: (inner.configuration.states as any).default.layouts.main.widgets, gridSettings: {} } } },
  };
  const id = await saveDashboard(admin, 'Nested', {
    ...outer.configuration,
    widgets: { ...outer.configuration.widgets, ...inner.configuration.widgets },
    states,
    entityAliases: { t1: { id: 't1', alias: 't1', filter: { type: 'singleEntity', singleEntity: t1.id } } },
    timewindow: { selectedTab: 1, history: { historyType: 1, fixedTimewindow: { startTimeMs: base, endTimeMs: base + 4 * 3_600_000 } }, aggregation: { type: 'NONE', limit: 100 } },
  });
  const client = c.client();
  await client.signIn(TENANT.username, TENANT.password);
  const page = (await client.get(`/dashboards/${id}`)).body;
  t.match(page, /<section class="widget w1"[^>]*data-widget-type="cards.dashboard_state_widget">[\s\S]*<section class="widget w3"[^>]*data-widget-type="cards.timeseries_table">/, 'the details state inside the state widget');
  t.equal(textOf(page).match(/\b100[0-3]\.00\b/g)?.length, 4, "the dashboard's fixed window: all four points");
  const fixed = { selectedTab: 1, history: { historyType: 1, fixedTimewindow: { startTimeMs: base + 3_600_000, endTimeMs: base + 3 * 3_600_000 } } };
  const narrowed = textOf((await client.get(`/dashboards/${id}?timewindow=${encodeURIComponent(JSON.stringify(fixed))}`)).body);
  t.same(narrowed.match(/\b100[0-3]\.00\b/g), ['1002.00', '1001.00'], 'a time window from the address: the points within, newest first');
});
