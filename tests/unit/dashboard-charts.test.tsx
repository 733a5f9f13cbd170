import t from 'tap';
import { key, entitySource } from '../helpers/dashboards.ts';
import { renderWidget, rowsFor, T1, T2, textOf, widgetView } from '../helpers/widget-render.tsx';

const START = 1_700_000_000_000;
const MINUTE = 60_000;
const window = { startTs: START, endTs: START + 10 * MINUTE, interval: 0, agg: 'NONE' as const, limit: 100, realtime: true, timeZone: 'UTC' };
const series = (values: number[]) => values.map((v, i): [number, string] => [START + (i + 1) * MINUTE, String(v)]);

function paths(html: string, cls: string): string[] {
  return [...html.matchAll(new RegExp(`<path class="${cls}" d="([^"]+)"`, 'g'))].map((m) => m[1]);
}

t.test('basic_timeseries: a path per key and entity, points in order, colours, legend with units and decimals', async (t) => {
  const w = widgetView('charts.basic_timeseries', 'timeseries', {
    datasources: [entitySource('a', [key('temperature', 'timeseries', { label: '${entityName} temperature', color: '#ef5350', units: '°C', decimals: 1, settings: { fillLines: true } })])],
    showLegend: true, legendConfig: { showMin: true, showMax: true, showAvg: true, showTotal: false },
  }, { window });
  rowsFor(w, [T1, T2], (_k, e) => ({ series: e === 0 ? series([20, 22.25, 21]) : series([18, 19]) }));
  const html = renderWidget(w);
  const lines = paths(html, 'line');
  t.equal(lines.length, 2, 'one line per entity');
  t.equal(lines[0].split('L').length, 3, 'T1: three points');
  t.equal(lines[1].split('L').length, 2, 'T2: two points');
  t.match(html, /stroke="#ef5350"/, "the key's colour");
  t.equal(paths(html, 'area').length, 2, 'fillLines draws the area under each line');
  const xs = lines[0].replace(/^M/, '').split('L').map((p) => Number(p.split(',')[0]));
  t.same(xs, [...xs].sort((a, b) => a - b), 'x grows with time');
  const ys = lines[0].replace(/^M/, '').split('L').map((p) => Number(p.split(',')[1]));
  t.ok(ys[1] < ys[0] && ys[1] < ys[2], 'the highest value is drawn highest');
  const text = textOf(html);
  t.match(text, /Thermostat T1 temperature 20\.0 °C 22\.3 °C 21\.1 °C/, 'legend: label with the entity, min, max, avg with units and decimals');
  t.match(text, /Min Max Avg/);
  t.notMatch(text, /Total/, 'columns the legend does not show are left out');
  t.match(html, /role="img" aria-label="Widget: chart of Thermostat T1 temperature, Thermostat T2 temperature"/);
  t.match(html, /<text class="tick"[^>]*>22:15:00<\/text>/, 'time ticks in the window (UTC), seconds for a ten-minute window');
});

t.test('charts: no data, bars, steps, and many points thinned to the width', async (t) => {
  const empty = widgetView('charts.basic_timeseries', 'timeseries', { datasources: [entitySource('a', [key('temperature', 'timeseries')])] }, { window });
  rowsFor(empty, [T1], () => ({ series: [] }));
  t.match(textOf(renderWidget(empty)), /No data to display/);

  const bars = widgetView('charts.timeseries_bars_flot', 'timeseries', { datasources: [entitySource('a', [key('count', 'timeseries')])] }, { window: { ...window, interval: MINUTE, agg: 'SUM' } });
  rowsFor(bars, [T1], () => ({ series: series([3, 0, 5, 1]) }));
  const barsHtml = renderWidget(bars);
  t.equal(barsHtml.match(/<g class="series bars"/g)?.length, 1);
  t.equal(barsHtml.match(/<rect x=/g)?.length, 4, 'one bar per bucket');

  const steps = widgetView('charts.state_chart', 'timeseries', { datasources: [entitySource('a', [key('on', 'timeseries')])] }, { window });
  rowsFor(steps, [T1], () => ({ series: series([1, 0, 1]) }));
  t.match(paths(renderWidget(steps), 'line')[0], /^M[\d.]+,[\d.]+H[\d.]+V[\d.]+H[\d.]+V[\d.]+$/, 'state chart: horizontal then vertical steps');

  const dense = widgetView('charts.basic_timeseries', 'timeseries', { datasources: [entitySource('a', [key('v', 'timeseries')])] }, { window }, [6, 4]);
  rowsFor(dense, [T1], () => ({ series: Array.from({ length: 5000 }, (_, i): [number, string] => [START + i * 100, String(i % 97)]) }));
  const points = Number(/data-points="(\d+)"/.exec(renderWidget(dense))?.[1]);
  t.ok(points > 100 && points <= 2 * 6 * 40, `5000 points drawn as ${points}, at most two per unit of width`);
});

t.test('latest charts: bars, pie with shares, doughnut ring, polar area, radar', async (t) => {
  const config = { datasources: [entitySource('a', [key('a', 'timeseries', { color: '#111111' }), key('b', 'timeseries', { color: '#222222', units: 'kW', decimals: 0 }), key('c', 'attribute', { color: '#333333' })])] };
  const values = (k: string) => ({ latest: { a: '1', b: '3', c: '4' }[k] });
  const bars = renderWidget(rowsFor(widgetView('charts.bars', 'latest', config), [T1], values));
  t.equal(bars.match(/<rect class="bar"/g)?.length, 3);
  t.match(textOf(bars), /b 3 kW/);
  const pie = renderWidget(rowsFor(widgetView('charts.pie', 'latest', config), [T1], values));
  t.equal(pie.match(/<path class="slice"/g)?.length, 3);
  t.match(textOf(pie), /a 1\.00 \(12\.5 %\).*b 3 kW \(37\.5 %\).*c 4\.00 \(50\.0 %\)/, 'each value with its share');
  t.match(pie, /fill="#222222"/);
  const doughnut = renderWidget(rowsFor(widgetView('charts.doughnut_chart_js', 'latest', config), [T1], values));
  t.equal(doughnut.match(/<path class="slice" d="M[^"]*A[^"]*L[^"]*A[^"]*Z"/g)?.length, 3, 'ring slices: outer and inner arcs');
  const polar = renderWidget(rowsFor(widgetView('charts.polar_area_chart_js', 'latest', config), [T1], values));
  t.equal(polar.match(/<path class="slice"/g)?.length, 3);
  t.notMatch(textOf(polar), / %\)/, 'polar area: no shares');
  const radar = renderWidget(rowsFor(widgetView('charts.radar_chart_js', 'latest', config), [T1], values));
  t.match(radar, /<polygon class="radar" points="(\S+ ){2}\S+"/, 'three axes');
});

t.test('gauges: radial needle, digital arc and bars by value, compass, thermometer scale', async (t) => {
  const temp = { datasources: [entitySource('a', [key('temperature', 'timeseries', { units: '°C', decimals: 1 })])] };
  const at = (typeKey: string, value: string, settings: Record<string, unknown> = {}) =>
    renderWidget(rowsFor(widgetView(typeKey, 'latest', { ...temp, settings }), [T1], () => ({ latest: value })));

  const radial = at('analogue_gauges.radial_gauge_canvas_gauges', '0', { minValue: -100, maxValue: 100, startAngle: 45, ticksAngle: 270 });
  const needle = /<line class="needle" x1="100" y1="100" x2="([\d.]+)" y2="([\d.]+)"/.exec(radial);
  t.ok(needle && Math.abs(Number(needle[1]) - 100) < 0.01 && Number(needle[2]) < 100, 'the middle of the range points straight up');
  t.match(textOf(radial), /0\.0 °C/);
  t.match(radial, /aria-label="Widget: 0\.0 °C"/);

  const arc = at('digital_gauges.gauge_justgage', '75', { minValue: 0, maxValue: 100, gaugeType: 'arc', levelColors: ['#00ff00', '#ff0000'] });
  t.match(arc, /<path class="bar-value" d="M20\.00,100\.00A80,80 0 0 1 156\.57,43\.43" stroke="#ff0000"/, '75 % of a half arc in the upper level colour');
  t.match(textOf(arc), /75\.0 °C/);

  const bar = at('digital_gauges.horizontal_bar_justgage', '25', { minValue: 0, maxValue: 100, gaugeType: 'horizontalBar' });
  t.match(bar, /<rect class="bar-value" x="20" y="40" width="65"/, 'a quarter of the bar');
  const vertical = at('digital_gauges.vertical_bar_justgage', '150', { minValue: 0, maxValue: 100, gaugeType: 'verticalBar' });
  t.match(vertical, /<rect class="bar-value" x="35" y="30" width="30" height="130"/, 'values above the range fill the bar');

  const compass = at('analogue_gauges.analogue_compass', '90');
  t.match(compass, /<line class="needle" x1="70" y1="100\.?\d*" x2="170" y2="100\.?\d*"/, '90° points east');
  t.match(textOf(compass), /N NE E SE S SW W NW/);

  const scale = at('analogue_gauges.temperature_gauge_canvas_gauges', '20', { minValue: -60, maxValue: 100 });
  t.match(scale, /<rect class="bar-value" x="20" y="44" width="130"/, 'the thermometer fills half its scale at 20 of -60..100');

  const none = renderWidget(rowsFor(widgetView('digital_gauges.lcd_gauge', 'latest', temp), [T1], () => ({})));
  t.match(textOf(none), /No value/);
});
