import t from 'tap';
import { htmlBlocks } from '../../server/snapshots/html-blocks.ts';
import { layoutBlocks } from '../../server/snapshots/block-layout.ts';
import { placeWidgets } from '../../server/snapshots/snapshot-grid.ts';
import type { LayoutView, WidgetView } from '../../server/domain/dashboard/dashboard-view.ts';

const BASE = { size: 14, bold: false, fill: '#212121' };

t.test('a widget frame read into blocks: header, body and notes; the page SVGs as they are; nothing hidden drawn', async (t) => {
  const html = [
    '<section class="widget w1"><header class="wh"><h2 class="wt">Thermostats <svg class="icon" viewBox="0 0 24 24"><path d="M0 0"/></svg></h2>',
    '<div class="wactions"><details class="timewindow"><summary class="timewindow-button">Last hour</summary><form><label>Time zone <select><option>UTC</option></select></label></form></details></div></header>',
    '<div class="wb"><form><input type="hidden" name="_csrf" value="secret-token"/><label>Threshold <input name="t" value="27.5"/></label>',
    '<label><input type="checkbox" checked=""/> Alarm</label></form>',
    '<table><thead><tr><th>Name</th><th>Temperature</th></tr></thead><tbody><tr><th>T1</th><td>21.5 °C</td></tr></tbody></table>',
    '<svg class="chart-svg" viewBox="0 0 400 200"><g class="grid"><line x1="0" x2="400" y1="10" y2="10"></line></g></svg>',
    '<svg class="broken" viewBox="0 0 1 1"><g></svg>',
    '<p class="visually-hidden">for screen readers</p></div><p class="wnote">Custom actions are not supported</p></section>',
  ].join('');
  const blocks = htmlBlocks(html, BASE);
  const summary = blocks.map((b) => `${b.region}:${b.kind}:${b.kind === 'text' ? b.text : b.kind === 'field' ? b.value : b.kind === 'table' ? b.rows.map((r) => r.cells.join('|')).join('/') : b.aspect}`);
  t.same(summary, [
    'header:text:Thermostats',
    'header:text:Last hour',
    'body:text:Threshold',
    'body:field:27.5',
    'body:text:☑ Alarm',
    'body:table:Name|Temperature/T1|21.5 °C',
    'body:svg:2',
    'notes:text:Custom actions are not supported',
  ]);
  t.equal(blocks.find((b) => b.region === 'header' && b.kind === 'text')?.kind === 'text' && (blocks[0] as { style: { size: number } }).style.size, 16, 'the title at its size');
  t.notMatch(JSON.stringify(blocks), /secret-token|screen readers/, 'hidden inputs and visually hidden text are never drawn');
  t.notMatch(JSON.stringify(blocks), /Time zone|UTC/, 'a closed disclosure\'s panel (a widget\'s time-window form) is not drawn, its summary is');
});

t.test('blocks in a box: SVGs take the room left, nothing drawn below the box', async (t) => {
  const rows = Array.from({ length: 100 }, (_, i) => ({ cells: [`row ${i}`, String(i)], header: false }));
  const { markup } = layoutBlocks([{ region: 'body', kind: 'table', rows, style: BASE }], { x: 0, y: 0, width: 300, height: 100 }, false);
  t.equal(markup.match(/<text /g)?.length, 2 * 4, 'four rows of 22 px fit in 100 px');
  const chart = layoutBlocks(
    [
      { region: 'body', kind: 'text', text: 'Above', style: BASE },
      { region: 'body', kind: 'svg', markup: '<svg viewBox="0 0 100 100" width="5"><rect width="1" height="1"></rect></svg>', aspect: 1 },
    ],
    { x: 10, y: 20, width: 400, height: 300 },
    false,
  ).markup;
  const svg = /<svg x="([\d.]+)" y="([\d.]+)" width="([\d.]+)" height="([\d.]+)" viewBox/.exec(chart);
  t.ok(svg, 'the SVG placed by its own attributes');
  const [x, y, , h] = svg!.slice(1).map(Number);
  t.equal(x, 10);
  t.ok(y > 20 && y + h <= 320, 'under the text, within the box');
  t.ok(h > 250, 'taking the rest of the height');
  t.notMatch(chart, /width="5"/, "the SVG's own size replaced");
});

function widget(index: number, placement: Partial<WidgetView['placement']>): WidgetView {
  return { index, placement: { widgetId: `w${index}`, sizeX: 12, sizeY: 6, row: 0, col: 0, mobileOrder: null, mobileHeight: null, mobileHide: false, desktopHide: false, ...placement } } as WidgetView;
}

t.test('widgets placed as the page lays them out: the grid on wide pictures, one column in mobile order on narrow ones', async (t) => {
  const grid = { columns: 24, marginX: 10, marginY: 10, outerMargin: true, backgroundColor: null, color: null, backgroundImageUrl: null, backgroundSizeMode: '100%', autoFillHeight: false, mobileAutoFillHeight: false, mobileRowHeight: 70 };
  const layout: LayoutView = { id: 'main', className: 'l0', grid, widgets: [widget(1, { col: 0, row: 0, sizeX: 12 }), widget(2, { col: 12, row: 0, sizeX: 12, mobileOrder: 0 }), widget(3, { col: 0, row: 6, sizeX: 24, sizeY: 3, desktopHide: true })] };
  const wide = placeWidgets([layout], 1270, 800).widgets;
  // 1270 px: 24 columns of (1270 − 2·10 − 23·10) / 24 = 42.5 px, rows as high as columns are wide.
  t.same(wide.map((w) => w.widget.index), [1, 2], 'hidden on desktops: left out');
  t.same(wide[1].box, { x: 10 + 12 * (42.5 + 10), y: 10, width: 12 * 42.5 + 11 * 10, height: 6 * 42.5 + 5 * 10 });
  const narrow = placeWidgets([layout], 400, 800).widgets;
  t.same(narrow.map((w) => w.widget.index), [2, 1, 3], 'mobile order first, then by row and column');
  t.same(narrow.map((w) => [w.box.x, w.box.width, w.box.height]), [[10, 380, 420], [10, 380, 420], [10, 380, 210]], 'full width, 70 px rows');
});
