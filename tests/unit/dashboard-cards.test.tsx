import t from 'tap';
import { entitySource, key } from '../helpers/dashboards.ts';
import { renderWidget, rowsFor, T1, T2, tags, textOf, widgetView } from '../helpers/widget-render.tsx';

const temp = (extra: Record<string, unknown> = {}) => key('temperature', 'timeseries', { label: 'Temperature', units: '°C', decimals: 1, ...extra });

t.test('value cards: simple card, label widget, attributes card, QR code', async (t) => {
  const simple = renderWidget(rowsFor(widgetView('cards.simple_card', 'latest', { datasources: [entitySource('a', [temp()])] }), [T1], () => ({ latest: '24.46' })));
  t.match(textOf(simple), /Temperature 24\.5 °C/);
  t.match(textOf(renderWidget(rowsFor(widgetView('cards.simple_card', 'latest', { datasources: [entitySource('a', [temp()])] }), [T1], () => ({ latest: '24.46' })), 'de_DE')), /24,5 °C/, 'decimals in the language');

  const label = renderWidget(rowsFor(widgetView('cards.label_widget', 'latest', {
    datasources: [entitySource('a', [temp()])],
    settings: { backgroundImageUrl: 'https://elsewhere.example/plan.png', labels: [{ pattern: 'T = ${#0:0}', x: 20, y: 40, font: { color: '#ff0000', size: 8 } }] },
  }), [T1], () => ({ latest: '21.6' })));
  t.match(label, /<text x="20" y="40" fill="#ff0000" font-size="8" font-weight="500">T = 22<\/text>/, 'the pattern by key index with its decimals, at its place');
  t.notMatch(label, /<image/, 'no image from another origin');

  const card = renderWidget(rowsFor(widgetView('cards.attributes_card', 'latest', { datasources: [entitySource('a', [temp(), key('active', 'attribute')])] }), [T1, T2], (k, e) => ({ latest: k === 'active' ? 'true' : ['20', '30'][e] })));
  t.match(textOf(card), /Thermostat T1 Temperature 20\.0 °C active true Thermostat T2 Temperature 30\.0 °C active true/);

  const qr = renderWidget(rowsFor(widgetView('cards.qr_code', 'latest', { datasources: [entitySource('a', [])], settings: { qrCodeTextPattern: 'device:${entityName}' } }), [T1], () => ({})));
  t.match(qr, /<svg class="qr-code" viewBox="0 0 (\d+) \1" role="img" aria-label="QR code of device:Thermostat T1"/);
  t.match(qr, /<path d="M[^"]+" fill="#000"/);
});

t.test('HTML and markdown cards are sanitized on the server, values filled in and escaped', async (t) => {
  const html = renderWidget(widgetView('cards.html_card', 'static', {
    settings: { cardHtml: '<div class="card" onclick="steal()">Hi<script>alert(1)</script><img src="x" onerror="bad()"><a href="javascript:bad()">x</a><iframe src="/"></iframe></div>' },
  }));
  t.match(html, /<div class="card">Hi<img src="x" \/><a rel="noopener noreferrer">x<\/a><\/div>/, 'script, handlers, javascript: links and frames are removed');

  const value = renderWidget(rowsFor(widgetView('cards.html_value_card', 'latest', {
    datasources: [entitySource('a', [temp(), key('note', 'attribute', { label: 'Note' })])],
    settings: { cardHtml: '<p>${Temperature:0} / ${Temperature} / ${Note} / ${entityName}</p>' },
  }), [T1], (k) => ({ latest: k === 'note' ? '<b onclick="x()">bold</b>' : '21.26' })));
  t.match(value, /<p>21 \/ 21\.3 °C \/ &lt;b onclick="x\(\)"&gt;bold&lt;\/b&gt; \/ Thermostat T1<\/p>/, 'variables by label with decimals; a value is text, never markup');

  const clickable = widgetView('cards.html_value_card', 'latest', {
    datasources: [entitySource('a', [key('count', 'count', { label: 'n' })])],
    settings: { cardHtml: '<div>${n:0} <a href="/x">in</a></div>' },
    actions: { elementClick: [{ id: 'a1', name: 'open', type: 'openDashboardState', targetDashboardStateId: 'waiting', setEntityId: false }] },
  });
  rowsFor(clickable, [null], () => ({ latest: '3' }));
  const linked = renderWidget(clickable);
  t.match(linked, /<a class="html-card card-link" href="\/dashboards\/d1\?state=[^"]+"><div>3 in<\/div><\/a>/, 'an element click opens its state; links inside become text');

  const md = renderWidget(rowsFor(widgetView('cards.markdown_card', 'latest', {
    datasources: [entitySource('a', [temp()])],
    settings: { markdownTextPattern: '## ${entityName}\n\nNow **${Temperature}** <script>x()</script>' },
  }), [T1], () => ({ latest: '19' })));
  t.match(md, /<h2[^>]*>Thermostat T1<\/h2>/);
  t.match(md, /<strong>19\.0 °C<\/strong>/);
  t.match(md, /&lt;script&gt;/, 'raw HTML in markdown stays text');
});

t.test('entity table: columns, units, hidden keys, row actions, paging links; timeseries table newest first', async (t) => {
  const w = widgetView('cards.entities_table', 'latest', {
    datasources: [entitySource('a', [temp(), key('secret', 'attribute', { settings: { defaultColumnVisibility: 'hidden' } }), key('humidity', 'timeseries', { label: 'Humidity', units: '%', decimals: 0, settings: { customTitle: 'RH' } })])],
    settings: { displayEntityName: true, entityNameColumnTitle: 'Thermostat', displayEntityType: false, entitiesTitle: 'All thermostats' },
    actions: {
      actionCellButton: [
        { id: 'c1', name: 'Chart', icon: 'show_chart', type: 'openDashboardState', targetDashboardStateId: 'chart', setEntityId: true },
        { id: 'c2', name: 'Delete', icon: 'delete', type: 'custom', customFunction: 'x()' },
      ],
      rowClick: [{ id: 'c3', name: 'Row', type: 'openDashboard', targetDashboardId: '33333333-3333-4333-8333-333333333333', setEntityId: true }],
    },
  }, { page: { page: 0, pageSize: 2, totalPages: 2, totalElements: 3 } });
  rowsFor(w, [T1, T2], (k, e) => ({ latest: k === 'temperature' ? ['21.04', '22'][e] : k === 'humidity' ? '40.6' : 'x' }));
  const html = renderWidget(w);
  const text = textOf(html);
  t.match(text, /All thermostats Thermostat Temperature RH/, 'headers: the name column title, labels, custom titles');
  t.notMatch(text, /secret/, 'hidden columns are left out');
  t.match(text, /Thermostat T1 21\.0 °C 41 %.*Thermostat T2 22\.0 °C 41 %/);
  const chartLinks = [...html.matchAll(/<a class="icon-button" href="\/dashboards\/d1\?state=([^"]+)" aria-label="Chart" title="Chart">/g)].map((m) => JSON.parse(Buffer.from(decodeURIComponent(m[1]), 'base64').toString()));
  t.same(chartLinks.map((s) => [s.length, s[1].id, s[1].params.entityName]), [[2, 'chart', 'Thermostat T1'], [2, 'chart', 'Thermostat T2']], "each row opens the chart state with its entity");
  t.match(html, /<button type="button" class="icon-button disabled" disabled="" aria-label="Delete" title="Delete" aria-describedby="wn1">/);
  t.match(text, /Custom actions run code of the dashboard's author and are not supported in this console: Delete\./);
  t.match(html, /<th scope="row"><a href="\/dashboards\/33333333-3333-4333-8333-333333333333\?state=[^"]+">Thermostat T1<\/a><\/th>/, 'row click: the name links to the other dashboard');
  t.match(html, /href="\/dashboards\/d1\?state=default&amp;page.w-1=1" aria-label="Next page"/, 'next page keeps the state');
  t.match(text, /1–2 of 3/);

  const ts = widgetView('cards.timeseries_table', 'timeseries', { datasources: [entitySource('a', [temp(), key('humidity', 'timeseries', { label: 'Humidity' })])], settings: { showTimestamp: true, defaultPageSize: 2 } });
  rowsFor(ts, [T1], (k) => ({ series: k === 'temperature' ? [[1_000, '20'], [2_000, '21'], [3_000, '22']] : [[2_000, '50']] }));
  const table = textOf(renderWidget(ts));
  t.match(table, /Timestamp Temperature Humidity 01\/01\/1970, 00:00:03 22\.0 °C 01\/01\/1970, 00:00:02 21\.0 °C 50\.00/, 'newest first, keys side by side');
  t.notMatch(table, /20\.0 °C/, 'the third row is on the next page');
});

t.test('alarms table: severity, status and acknowledge / clear forms', async (t) => {
  const alarm = (id: string, status: string) => ({
    id, createdTime: 0, type: 'High Temperature', severity: 'MAJOR', status, originatorName: 'Thermostat T1', originator: T1.id, entity: T1,
    canAck: status.endsWith('_UNACK'), canClear: status.startsWith('ACTIVE'),
  });
  const w = widgetView('alarm_widgets.alarms_table', 'alarm', { alarmSource: { type: 'entity', entityAliasId: 'a', dataKeys: [key('createdTime', 'alarm'), key('originator', 'alarm'), key('severity', 'alarm'), key('status', 'alarm')] }, settings: { allowAcknowledgment: true, allowClear: true } }, {
    alarms: [alarm('44444444-4444-4444-8444-444444444444', 'ACTIVE_UNACK'), alarm('55555555-5555-4555-8555-555555555555', 'CLEARED_ACK')],
  });
  const html = renderWidget(w);
  t.match(textOf(html), /Thermostat T1 Major Active, not acknowledged .*Thermostat T1 Major Cleared, acknowledged/);
  t.same(tags(html, 'button').map((b) => [b['aria-label'], b.title]), [['Acknowledge', 'Acknowledge'], ['Clear', 'Clear']], 'icon buttons named by their tooltips');
  t.has(tags(html, 'form')[0], { method: 'post', action: '/dashboards/d1/widgets/w-1/alarms/44444444-4444-4444-8444-444444444444/ack' });
  t.same(tags(html, 'input').slice(0, 3).map((i) => [i.name, i.value]), [['_csrf', 'csrf-1'], ['_back', '/dashboards/d1?state=default'], ['_state', 'default']], 'CSRF, the page to return to and its state');
  t.notMatch(html, /55555555-5555-4555-8555-555555555555\/(ack|clear)/, 'nothing to do for a cleared, acknowledged alarm');
});

t.test('controls: switches post the other state, knob a number form, button, LED; a missing device is said', async (t) => {
  const off = renderWidget(widgetView('control_widgets.round_switch', 'rpc', { settings: { title: 'Pump' } }, { target: T1, controlValue: null }));
  t.has(tags(off, 'button')[0], { type: 'submit', name: 'params', value: 'true', role: 'switch', 'aria-checked': 'false' }, 'initial value off: pressing turns it on');
  t.has(tags(off, 'form')[0], { action: '/dashboards/d1/widgets/w-1/rpc', method: 'post' });
  const on = renderWidget(widgetView('control_widgets.switch_control', 'rpc', { settings: {} }, { target: T1, controlValue: 'true' }));
  t.has(tags(on, 'button')[0], { value: 'false', 'aria-checked': 'true' }, "the device's state: on");
  const knob = renderWidget(widgetView('control_widgets.knob_control', 'rpc', { settings: { minValue: 10, maxValue: 30, initialValue: 15 } }, { target: T1, controlValue: '22' }));
  t.has(tags(knob, 'input').find((i) => i.name === 'params'), { id: 'knob1', type: 'number', min: '10', max: '30', value: '22' });
  t.match(knob, /<label for="knob1">/);
  t.match(renderWidget(widgetView('control_widgets.rpcbutton', 'rpc', { settings: { buttonText: 'Reboot' } }, { target: T1 })), /<button type="submit" class="button">Reboot<\/button>/);
  t.match(renderWidget(widgetView('control_widgets.led_indicator', 'rpc', { settings: { title: 'Power', ledColor: '#00ff00' } }, { target: T1, controlValue: 'true' })), /aria-label="Power: on"[\s\S]*fill="#00ff00"/);
  t.match(textOf(renderWidget(widgetView('control_widgets.rpcbutton', 'rpc', { settings: {} }, { target: null }))), /No target device/);
});

t.test('input widgets: fields named by their keys, with labels, current values and kept input with errors', async (t) => {
  const w = widgetView('input_widgets.update_multiple_attributes', 'latest', {
    datasources: [entitySource('a', [
      key('flag', 'attribute', { label: 'Alarm on', settings: { dataKeyValueType: 'booleanCheckbox' } }),
      key('threshold', 'attribute', { label: 'Threshold', settings: { dataKeyValueType: 'double', disabledOnDataKey: 'flag', minValue: 0, maxValue: 50 } }),
      key('hidden', 'attribute', { settings: { dataKeyHidden: true } }),
    ])],
  });
  rowsFor(w, [T1], (k) => ({ latest: k === 'flag' ? 'true' : '20' }));
  const html = renderWidget(w);
  const field = (markup: string, name: string) => tags(markup, 'input').find((i) => i.name === name);
  t.has(field(html, 'flag'), { type: 'checkbox', id: 'f1-flag', checked: '', value: 'true' });
  t.match(html, /<label for="f1-flag"><input[^>]*>Alarm on<\/label>/);
  t.has(field(html, 'threshold'), { type: 'number', id: 'f1-threshold', min: '0', max: '50', value: '20' });
  t.match(html, /<label for="f1-threshold">Threshold<\/label>/);
  t.notMatch(html, /name="hidden"/);
  w.form = { widgetId: 'w-1', values: { threshold: 'abc' }, fieldErrors: { threshold: 'Enter a number.' }, error: null };
  const refused = renderWidget(w);
  t.has(field(refused, 'threshold'), { 'aria-invalid': 'true', 'aria-describedby': 'f1-threshold-error', value: 'abc' }, 'what was typed comes back');
  t.match(refused, /<span id="f1-threshold-error" class="field-error">Enter a number\.<\/span>/, 'with its error');

  const single = widgetView('input_widgets.update_shared_string_attribute', 'latest', { datasources: [entitySource('a', [key('mode', 'attribute', { label: 'Mode' })])], settings: { maxLength: 8 } });
  rowsFor(single, [T1], () => ({ latest: 'eco' }));
  t.has(field(renderWidget(single), 'mode'), { type: 'text', maxLength: '8', required: '', value: 'eco' });
  t.match(textOf(renderWidget(widgetView('input_widgets.update_server_double_attribute', 'latest', { datasources: [entitySource('a', [key('x', 'attribute')])] }))), /No entity selected/);
});

t.test('navigation, date range links, unsupported types and maps', async (t) => {
  t.match(renderWidget(widgetView('navigation_widgets.navigation_card', 'static', { settings: { name: '{i18n:device.devices}', icon: 'devices_other', path: '/devices' } })), /<a class="navigation-card" href="\/devices"><svg[^>]*>.*<\/svg><span>Devices<\/span><\/a>/);
  t.match(textOf(renderWidget(widgetView('navigation_widgets.navigation_cards', 'static', { settings: { filterType: 'include', filter: ['/devices', '/assets'] } }))), /^Widget Assets Devices$|^Widget Devices Assets$/);
  const window = { startTs: 86_400_000, endTs: 2 * 86_400_000, interval: 0, agg: 'NONE' as const, limit: 1, realtime: false, timeZone: 'UTC' };
  const nav = renderWidget(widgetView('date.date_range_navigator', 'static', { settings: { stepSize: 'day' } }, { window }));
  // Each link sets the page's time window to a fixed period (views/parts/time-window).
  const fixed = (start: number, end: number) => encodeURIComponent(JSON.stringify({ selectedTab: 1, history: { historyType: 1, fixedTimewindow: { startTimeMs: start, endTimeMs: end } } }));
  t.ok(nav.includes(`href="/dashboards/d1?state=default&amp;timewindow=${fixed(0, 86_400_000)}" aria-label="Previous period"`));
  t.ok(nav.includes(`href="/dashboards/d1?state=default&amp;timewindow=${fixed(172_800_000, 259_200_000)}" aria-label="Next period"`));
  t.ok(nav.includes(`timewindow=${fixed(86_400_000, 172_800_000)}" aria-current="true">Day</a>`));
  t.match(textOf(renderWidget(widgetView('gpio_widgets.basic_gpio_control', 'rpc', { title: 'GPIO' }))), /^GPIO This widget type is not supported yet\. gpio_widgets\.basic_gpio_control$/);
  const map = renderWidget(rowsFor(widgetView('maps_v2.openstreetmap', 'latest', { datasources: [entitySource('a', [key('latitude', 'attribute'), key('longitude', 'attribute')])] }), [T1], (k) => ({ latest: k === 'latitude' ? '37.4' : '-122.1' })));
  t.match(textOf(map), /Thermostat T1 37\.4 -122\.1 Map tiles are not available/, 'a map without a tile provider: markers, positions and a note');
});

t.test('a renderer that fails on its data spoils only its own tile', async (t) => {
  const broken = widgetView('cards.simple_card', 'latest', { title: 'Broken' }, { rows: [{ datasourceIndex: 0, entity: T1, values: [{ key: null, latest: { ts: 0, value: '1' }, series: [] }] }] as never });
  const html = renderWidget(broken);
  t.match(html, /<h2 class="wt" id="wt1">Broken<\/h2>/, 'the frame and title are drawn');
  t.match(textOf(html), /This widget could not be drawn from its data\./);
});
