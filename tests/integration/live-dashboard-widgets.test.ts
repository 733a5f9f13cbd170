// Dashboard widgets of latest values kept live through the bridge: the page names a tile per widget, the stream
// carries the widget drawn again by its type's renderer when the platform pushes a value; without JavaScript a
// refresh link; names the console cannot read are refused like unknown tiles.
import t from 'tap';
import { liveThermostats } from '../helpers/dashboards.ts';
import { deviceByName } from '../helpers/emulator.ts';
import { openSse } from '../helpers/sse-client.ts';
import { eventually } from '../helpers/eventually.ts';

const tilesOf = (html: string) => [...html.matchAll(/data-live-tile="([^"]+)"/g)].map((m) => m[1].replace(/&amp;/g, '&'));

const setUp = liveThermostats;

t.test('the Thermostats table is a live tile: a posted temperature comes back as the widget drawn again', async (t) => {
  const { base, client, admin, thermostats } = await setUp(t);
  const page = await client.get(`/dashboards/${thermostats.id}`);
  const tiles = tilesOf(page.body);
  t.equal(tiles.length, 2, 'two live widgets in the default state: the entities table and the alarms table (the map is not redrawn)');
  for (const tile of tiles) t.match(tile, new RegExp(`^dashboard-widget:${thermostats.id}:[^:]+:\\d+:$`), 'dashboard, widget, index, root state');
  const table = /data-live-tile="([^"]+)"[^>]*data-widget-type="cards.entities_table"/.exec(page.body)![1];
  t.match(page.body, /<section class="widget w(\d+)" id="widget-\1" data-live-tile="dashboard-widget:/, 'the widget frame carries its tile and an id to be swapped by');
  t.match(page.body, /<a class="button live-refresh dashboard-refresh" href="\/dashboards\/[^"]+">Refresh<\/a>/, 'without JavaScript: a refresh link');
  t.match(page.body, /<script defer="" src="[^"]*\/live[^"]*\.js"><\/script>/, 'the live script');

  const sse = await openSse(`${base}/live?tiles=${encodeURIComponent(table)}`, { cookie: client.jar.header() });
  t.teardown(() => sse.close());
  t.equal(sse.status, 200);
  const index = /<section class="widget w\d+" id="widget-(\d+)" data-live-tile="[^"]+"[^>]*data-widget-type="cards.entities_table"/.exec(page.body)![1];
  const device = await deviceByName(admin, 'Thermostat T2');
  await admin.post(`/api/plugins/telemetry/DEVICE/${device.id.id}/timeseries/ANY`, { temperature: 31.37 });
  const event = await sse.next((e) => e.event === 'swap' && e.data.includes('31.4'), 'the widget with the new temperature');
  t.match(event.data, new RegExp(`^<section class="widget w${index}" id="widget-${index}" data-live-tile="dashboard-widget:`), 'the whole frame, by its id');
  t.match(event.data, /data-widget-type="cards.entities_table"/);
  t.match(event.data, /Thermostat T1/, 'the other thermostat is still there');
  t.match(event.data, /31\.4 °C/, 'formatted by the table\'s renderer (units, one decimal)');
});

t.test('tiles of another dashboard, an unknown widget or a malformed name are refused like unknown ones', async (t) => {
  const { client, thermostats } = await setUp(t);
  const page = await client.get(`/dashboards/${thermostats.id}`);
  const tile = /data-live-tile="([^"]+)"[^>]*data-widget-type="cards.entities_table"/.exec(page.body)![1];
  const missing = tile.replace(thermostats.id, '5a9c7e40-0000-0000-0000-000000000000');
  for (const name of [missing, tile.replace(/:[^:]+:(\d+):$/, ':no-such-widget:$1:'), `dashboard-widget:${thermostats.id}`, tile.replace(/:\d+:$/, ':-1:')]) {
    const res = await client.get(`/live?tiles=${encodeURIComponent(name)}`);
    t.equal(res.statusCode, 400, `refused: ${name}`);
  }
});

t.test('a realtime chart is a live tile: its SVG is drawn again with a posted value', async (t) => {
  const { c, base, client, admin, thermostats } = await setUp(t);
  const device = await deviceByName(admin, 'Thermostat T2');
  const stack = Buffer.from(JSON.stringify([{ id: 'chart', params: { entityId: device.id } }])).toString('base64');
  // The address's window does not move these charts: they have their own (the last hour in 30 s averages).
  const timewindow = JSON.stringify({ selectedTab: 1, history: { historyType: 0, timewindowMs: 600_000 }, aggregation: { type: 'NONE', limit: 100 } });
  const page = await client.get(`/dashboards/${thermostats.id}?state=${encodeURIComponent(stack)}&timewindow=${encodeURIComponent(timewindow)}`);
  t.equal(page.statusCode, 200);
  const chartTiles = [...page.body.matchAll(/<section class="widget w\d+" id="widget-(\d+)" data-live-tile="([^"]+)"[^>]*data-widget-type="charts.basic_timeseries"/g)];
  t.equal(chartTiles.length, 2, 'both charts of the chart state are live');
  const [, index, name] = chartTiles[0];
  t.equal(name.split(':').length, 5, 'the name carries the state, not the page\'s window (the widget has its own)');
  t.notMatch(page.body, /data-live-tile="[^"]+"[^>]*data-widget-type="input_widgets/, 'input widgets are not redrawn');

  const sse = await openSse(`${base}/live?tiles=${encodeURIComponent(name)}`, { cookie: client.jar.header() });
  t.teardown(() => sse.close());
  t.equal(sse.status, 200);
  const chart = /<section class="widget w\d+" id="widget-\d+" data-live-tile="[^"]+"[^>]*data-widget-type="charts.basic_timeseries"[\s\S]*?<\/section>/.exec(page.body)![0];
  t.match(chart, /<text class="no-data"[^>]*>No data to display/, 'no point in the window at the load (the simulation has not run)');
  await eventually(() => c.app.live.answeredTopics >= 1, 'the chart\'s subscription answered');
  await admin.post(`/api/plugins/telemetry/DEVICE/${device.id.id}/timeseries/ANY`, { temperature: 95.5, humidity: 95.5 });
  const event = await sse.next((e) => e.event === 'swap' && /<td data-stat="avg">95.5 °C<\/td>/.test(e.data), 'the chart with the new value in its legend');
  t.notMatch(event.data, /<text class="no-data"/, 'the point is drawn');
  t.match(event.data, new RegExp(`^<section class="widget w${index}" id="widget-${index}"`), 'the chart\'s frame, by its id');
  t.match(event.data, /<svg/, 'drawn as SVG on the server');
});

t.test('a chart asked for as points (the chart island) gets its points, not the redrawn widget', async (t) => {
  const { c, base, client, admin, thermostats } = await setUp(t);
  const device = await deviceByName(admin, 'Thermostat T2');
  const stack = Buffer.from(JSON.stringify([{ id: 'chart', params: { entityId: device.id } }])).toString('base64');
  const page = await client.get(`/dashboards/${thermostats.id}?state=${encodeURIComponent(stack)}`);
  const [, index, name] = /<section class="widget w\d+" id="widget-(\d+)" data-live-tile="([^"]+)"[^>]*data-widget-type="charts.basic_timeseries"/.exec(page.body)!;
  t.match(page.body, /<fb-island name="chart" src="[^"]*island-chart-[^"]+\.js"/, 'the chart is an island');
  const points = name.replace(/^dashboard-widget:/, 'dashboard-chart:');

  const sse = await openSse(`${base}/live?tiles=${encodeURIComponent(points)}`, { cookie: client.jar.header() });
  t.teardown(() => sse.close());
  const tiles = await sse.next((e) => e.event === 'tiles', 'the tiles taken');
  t.same(JSON.parse(tiles.data), [points], 'taken under its own name');
  await eventually(() => c.app.live.answeredTopics >= 1, 'the chart\'s subscription answered');
  const posted = Date.now();
  await admin.post(`/api/plugins/telemetry/DEVICE/${device.id.id}/timeseries/ANY`, { ts: posted, values: { temperature: 95.5, humidity: 40 } });
  const event = await sse.next((e) => e.event === 'points' && e.data.includes('95.5'), 'the posted point');
  const data = JSON.parse(event.data);
  t.equal(data.id, `widget-${index}`, 'for the chart\'s element');
  t.equal(data.full, false, 'the points of this update only');
  t.equal(data.series.length, 1, 'one series: the chart\'s key');
  t.ok(data.series[0].some(([, v]: [number, number]) => v === 95.5), 'the posted value (its 30 s bucket\'s average)');
  t.ok(data.endTs - data.startTs === 3_600_000, 'with the chart\'s hour, moved on with the clock');
  t.notOk(sse.events.some((e) => e.event === 'swap'), 'no HTML');
  t.ok(event.data.length < 400, `a few bytes per update (${event.data.length})`);
});

t.test('a chart of a history window is not live', async (t) => {
  const { client, thermostats, admin } = await setUp(t);
  const dashboard = await admin.get(`/api/dashboard/${thermostats.id}`);
  const configuration = dashboard.body.configuration;
  for (const widget of Object.values(configuration.widgets) as { config: Record<string, unknown> }[]) {
    widget.config.timewindow = { selectedTab: 1, history: { historyType: 0, timewindowMs: 3_600_000 }, aggregation: { type: 'NONE', limit: 100 } };
  }
  await admin.post('/api/dashboard', { ...dashboard.body, configuration });
  const device = await deviceByName(admin, 'Thermostat T2');
  const stack = Buffer.from(JSON.stringify([{ id: 'chart', params: { entityId: device.id } }])).toString('base64');
  const page = await client.get(`/dashboards/${thermostats.id}?state=${encodeURIComponent(stack)}`);
  t.match(page.body, /data-widget-type="charts.basic_timeseries"/);
  t.notMatch(page.body, /data-live-tile="[^"]+"[^>]*data-widget-type="charts/, 'no chart names a tile');
});

t.test('a live widget\'s links lead where the page\'s do: a fullscreen page keeps its links fullscreen', async (t) => {
  const { base, client, admin, thermostats } = await setUp(t);
  const page = await client.get(`/dashboard/${thermostats.id}?embedded=true`);
  const [tile] = tilesOf(page.body);
  const chartLinks = (html: string) => [...html.matchAll(/<a [^>]*href="([^"]+)"[^>]*aria-label="Chart"/g)].map((m) => m[1].replace(/&amp;/g, '&'));
  t.ok(chartLinks(page.body).length > 0 && chartLinks(page.body).every((href) => href.startsWith(`/dashboard/${thermostats.id}?`)), 'the page\'s own links are fullscreen');
  const sse = await openSse(`${base}/live?tiles=${encodeURIComponent(tile)}`, { cookie: client.jar.header(), referer: `${base}/dashboard/${thermostats.id}?embedded=true` });
  t.teardown(() => sse.close());
  const device = await deviceByName(admin, 'Thermostat T1');
  await admin.post(`/api/plugins/telemetry/DEVICE/${device.id.id}/timeseries/ANY`, { temperature: 12.34 });
  const event = await sse.next((e) => e.event === 'swap' && e.data.includes('12.3'), 'the widget drawn again');
  t.same(chartLinks(event.data), chartLinks(page.body), 'the same links as the page drew (fullscreen, embedded kept)');
});
