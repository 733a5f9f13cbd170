import t from 'tap';
import { MAX_DATAPOINTS_LIMIT, resolveWindow } from '../../server/dashboards/time-window.ts';
import { boundInterval } from '../../server/domain/time-window/interval-bounds.ts';
import { encodeStateParam, parseStateParam } from '../../server/dashboards/state-param.ts';
import { readDashboardConfig } from '../../server/dashboards/read-dashboard.ts';
import { keyFiltersOf } from '../../server/dashboards/key-filters.ts';
import { cssImageUrl, cssValue, declarations } from '../../server/dashboards/css-values.ts';
import { scopedCss } from '../../server/dashboards/scoped-css.ts';
import { stateTitle } from '../../server/dashboards/state-names.ts';
import { resolveAlias } from '../../server/dashboards/alias-filter.ts';

const NOW = Date.UTC(2024, 4, 15, 10, 30, 0); // Wednesday 15 May 2024, 10:30 UTC
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

t.test('time windows: realtime, history, quick intervals, aggregation buckets within the contract', async (t) => {
  t.same(resolveWindow(null, NOW), { startTs: NOW - MINUTE, endTs: NOW, interval: 1000, agg: 'AVG', limit: 60, realtime: true, timeZone: 'UTC' }, 'no time window: the last minute, averaged per second');
  const thermostatsChart = resolveWindow({ realtime: { interval: 30_000, timewindowMs: HOUR }, aggregation: { type: 'AVG', limit: 25000 } }, NOW);
  t.same([thermostatsChart.interval, thermostatsChart.limit, thermostatsChart.endTs - thermostatsChart.startTs], [30_000, 120, HOUR], 'the configured interval, one bucket per 30 s');
  const day = resolveWindow({ realtime: { interval: 1000, timewindowMs: DAY }, aggregation: { type: 'MAX' } }, NOW);
  t.ok(day.limit <= 700 && day.interval % 1000 === 0, `a day at 1 s is widened to ${day.interval} ms: ${day.limit} buckets, within the platform's 700`);
  const raw = resolveWindow({ realtime: { timewindowMs: DAY }, aggregation: { type: 'NONE', limit: 200 } }, NOW);
  t.same([raw.interval, raw.agg, raw.limit], [0, 'NONE', 200], 'no aggregation: raw points up to the limit');
  const fixed = resolveWindow({ selectedTab: 1, history: { historyType: 1, fixedTimewindow: { startTimeMs: 1000, endTimeMs: 1000 + 7 * DAY } }, aggregation: { type: 'SUM' } }, NOW);
  t.same([fixed.startTs, fixed.endTs, fixed.realtime, fixed.interval], [1000, 1000 + 7 * DAY, false, boundInterval(7 * DAY, null, MAX_DATAPOINTS_LIMIT)], 'history: a fixed window with the default interval of the time-window rules');
  t.equal(fixed.interval, HOUR, 'the predefined interval nearest 1/200 of the week (50.4 min)');
  const tooFine = resolveWindow({ selectedTab: 1, history: { historyType: 0, timewindowMs: 30 * DAY, interval: 1000 }, aggregation: { type: 'AVG' } }, NOW);
  t.equal(tooFine.interval, Math.ceil(30 * DAY / 700 / 1000) * 1000, "a history interval finer than the platform's 700 buckets is widened to them");
  const tooCoarse = resolveWindow({ selectedTab: 1, history: { historyType: 0, timewindowMs: HOUR, interval: DAY }, aggregation: { type: 'AVG' } }, NOW);
  t.equal(tooCoarse.interval, 514_000, 'a history interval over 1/7 of the window is cut to it, in whole seconds');
  const last = resolveWindow({ history: { timewindowMs: 2 * HOUR }, aggregation: { type: 'NONE' } }, NOW);
  t.same([last.startTs, last.endTs, last.realtime], [NOW - 2 * HOUR, NOW, false], 'no selected tab and only a history part: history, last interval');
  const today = resolveWindow({ selectedTab: 1, history: { historyType: 2, quickInterval: 'CURRENT_DAY' }, timezone: 'Europe/Berlin', aggregation: { type: 'NONE' } }, NOW);
  t.same([today.startTs, today.endTs], [Date.UTC(2024, 4, 14, 22), Date.UTC(2024, 4, 15, 22)], 'the current day in Berlin (UTC+2)');
  const week = resolveWindow({ realtime: { realtimeType: 1, quickInterval: 'CURRENT_WEEK_ISO_SO_FAR' }, aggregation: { type: 'NONE' } }, NOW);
  t.same([week.startTs, week.endTs], [Date.UTC(2024, 4, 13), NOW], 'the ISO week so far starts on Monday');
  const prevMonth = resolveWindow({ selectedTab: 1, history: { historyType: 2, quickInterval: 'PREVIOUS_MONTH' }, aggregation: { type: 'NONE' } }, NOW);
  t.same([prevMonth.startTs, prevMonth.endTs], [Date.UTC(2024, 3, 1), Date.UTC(2024, 4, 1)]);
  const override = resolveWindow({ realtime: { timewindowMs: MINUTE } }, NOW, { selectedTab: 1, history: { historyType: 1, fixedTimewindow: { startTimeMs: 5000, endTimeMs: 5000 + DAY } } });
  t.same([override.startTs, override.endTs, override.realtime], [5000, 5000 + DAY, false], 'a window from the address replaces the configured one');
});

t.test("?state=: a state id or upstream's base64 stack; unknown states fall back to the root", async (t) => {
  const config = readDashboardConfig({ states: { main: { name: 'Main', root: true }, chart: { name: '${entityName} chart' }, map: { name: 'Map' } } });
  const entity = { entityType: 'DEVICE', id: '11111111-1111-4111-8111-111111111111' };
  t.same(parseStateParam(undefined, config), [{ id: 'main', params: {} }]);
  t.same(parseStateParam('map', config), [{ id: 'map', params: {} }]);
  const stack = [{ id: 'main', params: {} }, { id: 'chart', params: { entityId: entity, entityName: 'Thermostat T1' } }];
  const encoded = encodeStateParam(stack);
  t.same(parseStateParam(encoded, config), stack, 'round trip');
  t.same(parseStateParam(encoded.replace(/\+/g, ' '), config), stack, 'a + read as a space by the query parser');
  t.same(parseStateParam(Buffer.from(JSON.stringify([{ id: 'gone', params: { entityId: entity } }])).toString('base64'), config), [{ id: 'main', params: { entityId: entity } }], 'an unknown first state is the root, its parameters kept');
  t.same(parseStateParam('%%%', config), [{ id: 'main', params: {} }]);
  t.same(parseStateParam(Buffer.from('{"id":"chart"}').toString('base64'), config), [{ id: 'main', params: {} }], 'not a stack');
  t.equal(encodeStateParam([{ id: 'map', params: {} }]), 'map', 'a root-level state without parameters: its bare id');
  t.equal(stateTitle('${entityName} chart', stack[1].params), 'Thermostat T1 chart');
  t.equal(stateTitle('${other:entityLabel} / ${entityLabel} / ${x}', { other: { entityLabel: 'Hall' } }), 'Hall /  / ${x}');
});

t.test('dashboard documents: legacy shapes, margins as a pair, placements', async (t) => {
  const legacy = readDashboardConfig({ widgets: [{ id: 'a', bundleAlias: 'cards', typeAlias: 'simple_card', type: 'latest', sizeX: 4, sizeY: 3, row: 2, col: 5, config: { datasources: [{ type: 'device', deviceAliasId: 'd1', dataKeys: [] }] } }] });
  t.equal(legacy.states.length, 1, 'no states: one default state');
  t.has(legacy.states[0].main.placements[0], { widgetId: 'a', sizeX: 4, sizeY: 3, row: 2, col: 5 }, "the widget's own position");
  t.has(legacy.widgets.get('a')!.datasources[0], { type: 'entity', entityAliasId: 'd1' }, 'a legacy device source is an entity source');
  const pair = readDashboardConfig({ states: { s: { root: true, layouts: { main: { widgets: {}, gridSettings: { margins: [4, 8], columns: 5000 } } } } } });
  t.has(pair.states[0].main.grid, { marginX: 4, marginY: 8, columns: 1000 }, 'margins as a pair; columns bounded as upstream');
});

t.test('filters become key filters, one per stored predicate; aliases keep console members out of the query', async (t) => {
  const filters = keyFiltersOf({
    id: 'f', filter: 'f', keyFilters: [{
      key: { type: 'TIME_SERIES', key: 'fw_state' }, valueType: 'STRING', predicates: [
        { keyFilterPredicate: { type: 'STRING', operation: 'EQUAL', value: { defaultValue: 'QUEUED' } }, userInfo: { editable: true } },
        { keyFilterPredicate: { type: 'COMPLEX', operation: 'OR', predicates: [{ keyFilterPredicate: { type: 'STRING', operation: 'EQUAL', value: { defaultValue: 'A' } }, userInfo: {} }] }, userInfo: {} },
      ],
    }],
  });
  t.same(filters, [
    { key: { type: 'TIME_SERIES', key: 'fw_state' }, valueType: 'STRING', predicate: { type: 'STRING', operation: 'EQUAL', value: { defaultValue: 'QUEUED' } } },
    { key: { type: 'TIME_SERIES', key: 'fw_state' }, valueType: 'STRING', predicate: { type: 'COMPLEX', operation: 'OR', predicates: [{ type: 'STRING', operation: 'EQUAL', value: { defaultValue: 'A' } }] } },
  ]);
  const viewer = { authority: 'CUSTOMER_USER', tenantId: 'tn', customerId: 'cu', userId: 'us' };
  t.same(resolveAlias({ id: 'a', alias: 'a', filter: { type: 'deviceType', deviceType: 'x', resolveMultiple: true } }, {}, viewer), { filter: { type: 'deviceType', deviceType: 'x' }, resolveMultiple: true });
  t.same(resolveAlias({ id: 'a', alias: 'a', filter: { type: 'singleEntity', singleEntity: { entityType: 'CURRENT_USER_OWNER', id: 'n' } } }, {}, viewer).filter, { type: 'singleEntity', singleEntity: { entityType: 'CUSTOMER', id: 'cu' } }, "a customer user's owner is the customer");
  t.same(resolveAlias({ id: 'a', alias: 'a', filter: { type: 'apiUsageState' } }, {}, viewer).filter, { type: 'apiUsageState', customerId: { entityType: 'CUSTOMER', id: 'cu' } });
  t.same(resolveAlias({ id: 'a', alias: 'a', filter: { type: 'somethingNew' } }, {}, viewer).filter, null, 'an unknown filter type resolves to nothing');
});

t.test("the author's CSS: values that cannot escape, selectors kept inside the card", async (t) => {
  t.equal(cssValue('10px 4px'), '10px 4px');
  for (const bad of ['red;} body{display:none', 'url(https://x.example/a.png)', 'expression(alert(1))', 'a</style><script>', 'x\\3b', '/* */']) {
    t.equal(cssValue(bad), null, `refused: ${bad}`);
  }
  t.same(declarations({ fontSize: 16, fontWeight: 400, padding: '5px 10px', color: 'red;}' }), ['font-size:16px', 'font-weight:400', 'padding:5px 10px'], 'numbers as px except unitless properties; unsafe members left out');
  t.equal(cssImageUrl('data:image/png;base64,iVBORw0KGgo='), 'url("data:image/png;base64,iVBORw0KGgo=")');
  t.equal(cssImageUrl('https://elsewhere.example/x.png'), null, 'no other origin');
  t.equal(cssImageUrl('/static/x.png") ; x'), null);
  const scoped = scopedCss('@import url(x.css); .card { color: red; background: url(http://x/y.png) } :host, .a .b { padding: 4px } @media (max-width: 600px) { .card { color: blue } } @font-face { src: url(x) }', '.w3 .wb');
  t.equal(scoped.replace(/\s+/g, ' ').trim(), '.w3 .wb .card { color: red } .w3 .wb, .w3 .wb .a .b { padding: 4px } @media (max-width: 600px) { .w3 .wb .card { color: blue } }');
  t.equal(scopedCss('.a { color: red', '.w1'), '', 'an unclosed rule: left out');
  t.equal(scopedCss('}}} { ;', '.w1'), '', 'CSS that does not parse is left out');
  t.notMatch(scopedCss('.a::after { content: "</style>" }', '.w1'), /<\/style/, 'no way out of the style element');
});

t.test("the dashboard's stylesheet: grid, positions, right layout, background, mobile order and heights, widget styles", async (t) => {
  const { dashboardStylesheet } = await import('../../server/dashboards/dashboard-style.ts');
  const { readWidget } = await import('../../server/dashboards/read-widget.ts');
  const grid = { columns: 24, marginX: 10, marginY: 10, outerMargin: true, backgroundColor: '#eee', color: null, backgroundImageUrl: 'data:image/png;base64,AAAA', backgroundSizeMode: 'cover', autoFillHeight: false, mobileAutoFillHeight: false, mobileRowHeight: 70 };
  const widget = (index: number, row: number, col: number, extra: Record<string, unknown> = {}) => ({
    config: readWidget(`w${index}`, { config: { backgroundColor: '#fff', padding: '4px', titleStyle: { fontSize: 14, fontWeight: 500 }, widgetStyle: { borderRadius: '8px', 'background;': 'x' }, settings: { cardCss: '.card { color: red }' } } }),
    placement: { widgetId: `w${index}`, sizeX: 6, sizeY: 4, row, col, mobileOrder: null, mobileHeight: null, mobileHide: false, desktopHide: false, ...extra },
    index, data: {} as never, form: null, nested: null,
  });
  const css = dashboardStylesheet([
    { id: 'main', className: 'l0', grid, widgets: [widget(1, 0, 6), widget(2, 0, 0, { mobileOrder: 0 }), widget(3, 4, 0, { mobileHeight: 2, mobileHide: true })] },
    { id: 'right', className: 'l4', grid: { ...grid, autoFillHeight: true, columns: 10, backgroundImageUrl: null }, widgets: [] },
  ], '.title { font-weight: 700 }');
  t.match(css, '.l0{background-color:#eee;background-image:url("data:image/png;base64,AAAA");background-size:cover;padding:10px 10px}');
  t.match(css, '.l0>.dgrid{gap:10px 10px;grid-template-columns:repeat(24,minmax(0,1fr));grid-auto-rows:calc((100cqw - 20px - 230px) / 24)}', 'square cells: a row as high as a column is wide');
  t.match(css, '.l4>.dgrid{grid-template-rows:repeat(1,minmax(24px,1fr))}', 'the right layout fills the height');
  t.match(css, '@media (min-width:960px){.w1{grid-column:7/span 6;grid-row:1/span 4}.w2{grid-column:1/span 6;grid-row:1/span 4}.w3{grid-column:1/span 6;grid-row:5/span 4}}');
  t.match(css, '@media (max-width:959px){.w2{order:0;height:280px}.w1{order:1;height:280px}.w3{order:2;height:140px}.w3{display:none}}', 'mobile: the mobile order first, then by row and column; mobile heights in rows of 70 px; hidden on mobile');
  t.match(css, '.w1{background-color:#fff;padding:4px;box-shadow:0 2px 4px rgba(0,0,0,.2), 0 1px 2px rgba(0,0,0,.14);border-radius:8px}');
  t.match(css, '.w1 .wt{font-size:14px;font-weight:500}');
  t.match(css, /\.w1 \.wb \.card \{ color: red \}/, "a card's CSS, scoped to its card");
  t.match(css, /\.dashboard \.title \{ font-weight: 700 \}/, "the dashboard's CSS, scoped to the dashboard");
});

t.test('widget actions as links: open a state with the entity, replace the state, another dashboard, a URL; custom code is not run', async (t) => {
  const { actionTarget } = await import('../../server/dashboards/widget-actions.ts');
  const nav = { path: '/dashboards/d1', dashboardsPrefix: '/dashboards' as const, stack: [{ id: 'default', params: { shared: 1 } }], stateControllerId: 'entity', keep: { embedded: 'true' } };
  const entity = { id: { entityType: 'DEVICE', id: 'e1' }, name: 'T1', label: 'Hall', type: 'thermostat' };
  const base = { id: 'a', name: 'a', icon: 'x', targetDashboardStateId: 'chart', targetDashboardId: null, setEntityId: true, stateEntityParamName: null, url: null, openNewBrowserTab: false };
  const decode = (target: ReturnType<typeof actionTarget>) => target.kind === 'link' ? JSON.parse(Buffer.from(target.query.state, 'base64').toString()) : null;
  const open = actionTarget({ ...base, type: 'openDashboardState' }, nav, entity);
  t.same(decode(open), [{ id: 'default', params: { shared: 1 } }, { id: 'chart', params: { shared: 1, entityId: entity.id, entityName: 'T1', entityLabel: 'Hall' } }], 'pushed on the stack with the entity, earlier parameters kept');
  t.has(open, { kind: 'link', path: '/dashboards/d1', query: { embedded: 'true' } }, "the page's flags kept");
  t.same(decode(actionTarget({ ...base, type: 'updateDashboardState', stateEntityParamName: 'device' }, nav, entity)), [{ id: 'chart', params: { shared: 1, device: { entityId: entity.id, entityName: 'T1', entityLabel: 'Hall' } } }], 'replaces the current state; a named entity parameter');
  t.same(decode(actionTarget({ ...base, type: 'openDashboardState' }, { ...nav, stateControllerId: 'default' }, entity))?.length, 1, 'the default state controller keeps one state');
  const other = actionTarget({ ...base, type: 'openDashboard', targetDashboardId: 'd2', targetDashboardStateId: null }, nav, entity);
  t.has(other, { kind: 'link', path: '/dashboards/d2' });
  t.same(decode(other), [{ id: '', params: { entityId: entity.id, entityName: 'T1', entityLabel: 'Hall' } }], "another dashboard's root state with the entity");
  t.same(actionTarget({ ...base, type: 'openURL', url: 'https://example.com/a', openNewBrowserTab: true }, nav, null), { kind: 'url', href: 'https://example.com/a', newTab: true });
  t.same(actionTarget({ ...base, type: 'openURL', url: 'javascript:alert(1)' }, nav, null), { kind: 'unsupported' });
  for (const type of ['custom', 'customPretty', 'mobileAction']) t.same(actionTarget({ ...base, type }, nav, entity), { kind: 'unsupported' }, type);
});
