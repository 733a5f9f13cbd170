// Per-widget time windows and aggregation: a widget with `useDashboardTimewindow: false` reads its own window (and
// shows its own control when `displayTimewindow` allows), the address's `window.<id>` replaces it, the panel's form
// without JavaScript leads there; the chart's buckets follow each window by the contract's rules (buckets of the
// interval from the window's start, one point per non-empty bucket, never more than 700 intervals).
import t from 'tap';
import { startConsole, TENANT } from '../helpers/console.ts';
import { tenantSession } from '../helpers/dashboards.ts';
import { history, HOUR, MINUTE, windowDashboard } from '../helpers/window-dashboard.ts';

const section = (html: string, title: string) => {
  const m = new RegExp(`<section class="widget[^"]*"[^>]*>(?:(?!</section>)[\\s\\S])*?<h2 class="wt"[^>]*>${title}</h2>[\\s\\S]*?</section>`).exec(html);
  if (!m) throw new Error(`no widget ${title}`);
  return m[0];
};
const points = (html: string, title: string) => Number(/data-points="(\d+)"/.exec(section(html, title))?.[1] ?? 0);
const cells = (html: string, title: string) => [...section(html, title).matchAll(/<tr><td>[^<]*(?:<[^>]+>[^<]*)*?<\/td><td>([^<]*)<\/td><\/tr>/g)].map((m) => m[1]);

async function setUp(t: Parameters<typeof startConsole>[0]) {
  const c = await startConsole(t);
  const admin = await tenantSession(c.emulator.url);
  const { id, ids } = await windowDashboard(admin, (source) => [
    { type: 'cards.timeseries_table', kind: 'timeseries', title: 'Own counts', config: { datasources: [source], useDashboardTimewindow: false, displayTimewindow: false, timewindow: history(2 * HOUR, 15 * MINUTE, 'COUNT'), settings: { defaultPageSize: 50 } } },
  ]);
  const client = c.client();
  await client.signIn(TENANT.username, TENANT.password);
  return { client, id, ownId: ids[1], countsId: ids[2] };
}

t.test('each widget reads its own window; the chart\'s buckets follow it', async (t) => {
  const { client, id, ownId, countsId } = await setUp(t);
  const page = (await client.get(`/dashboards/${id}`)).body;
  t.equal(points(page, 'Follows the dashboard'), 12, 'two hours in 10-minute buckets');
  t.equal(points(page, 'Own hour'), 12, 'its own hour in 5-minute buckets');
  const counts = cells(page, 'Own counts');
  t.equal(counts.length, 8, 'two hours in 15-minute buckets: eight rows');
  const total = counts.map(Number).reduce((a, b) => a + b, 0);
  t.ok(total >= 238 && total <= 240, `COUNT: the 240 points of two hours (less those the clock moved past), shared out among its buckets (${total})`);
  t.ok(counts.every((n) => Number(n) >= 29 && Number(n) <= 31), `each bucket about 30 points (${counts.join(', ')})`);

  t.match(section(page, 'Own hour'), /<div class="wtimewindow" id="wtw\d+" data-live-keep="">/, 'its own time-window control in its header');
  t.match(section(page, 'Own hour'), new RegExp(`<input type="hidden" name="windowOf" value="${ownId}"/>`), 'its form names the widget it sets');
  t.notMatch(section(page, 'Own counts'), /class="wtimewindow"/, 'displayTimewindow false: no control, the own window still applies');
  t.notMatch(section(page, 'Follows the dashboard'), /class="wtimewindow"/, 'a widget of the dashboard\'s window has none');

  // The dashboard's window changes: only the widget following it moves.
  const hourByMinute = encodeURIComponent(JSON.stringify(history(HOUR, MINUTE)));
  const movedPage = await client.get(`/dashboards/${id}?timewindow=${hourByMinute}`);
  t.equal(movedPage.statusCode, 200, 'the page with the dashboard\'s window in its address');
  const moved = movedPage.body;
  t.equal(points(moved, 'Follows the dashboard'), 60, 'the last hour by the minute: 60 buckets');
  t.equal(points(moved, 'Own hour'), 12, 'its own window is untouched');

  // The widget's own window from the address.
  const twoByQuarter = encodeURIComponent(JSON.stringify(history(2 * HOUR, 15 * MINUTE)));
  const own = (await client.get(`/dashboards/${id}?timewindow=${hourByMinute}&window.${ownId}=${twoByQuarter}`)).body;
  t.equal(points(own, 'Own hour'), 8, 'its window from window.<id>: two hours in eight 15-minute buckets');
  t.equal(points(own, 'Follows the dashboard'), 60, 'the dashboard\'s is untouched');
  t.match(own, new RegExp(`name="window\\.${ownId}" value="[^"]+"`), 'the dashboard\'s panel keeps the widget\'s window');

  const sums = encodeURIComponent(JSON.stringify(history(2 * HOUR, 30 * MINUTE, 'SUM')));
  const counted = (await client.get(`/dashboards/${id}?window.${countsId}=${sums}`)).body;
  t.equal(cells(counted, 'Own counts').length, 8, 'displayTimewindow false: the address cannot change a window the widget does not show');

  const byQuarter = encodeURIComponent(JSON.stringify(history(HOUR, 15 * MINUTE)));
  t.equal(points((await client.get(`/dashboards/${id}?window.${ownId}=${byQuarter}`)).body, 'Own hour'), 7, '15 minutes is more than a 7th of an hour: a 7th, seven buckets');

  const raw = encodeURIComponent(JSON.stringify(history(HOUR, 0, 'NONE', { aggregation: { type: 'NONE', limit: 25 } })));
  t.equal(points((await client.get(`/dashboards/${id}?window.${ownId}=${raw}`)).body, 'Own hour'), 25, 'NONE: raw points up to the limit');

  const tooFine = encodeURIComponent(JSON.stringify(history(30 * 24 * HOUR, 1000)));
  const bounded = (await client.get(`/dashboards/${id}?window.${ownId}=${tooFine}`)).body;
  t.notMatch(section(bounded, 'Own hour'), /role="alert"/, 'a second over 30 days is raised within the bounds: the platform does not refuse it');
  t.ok(points(bounded, 'Own hour') <= 13, 'three hours of data in buckets of at least an hour (30 days / 700 intervals)');
});

t.test('the widget\'s panel without JavaScript: a valid form leads to window.<id>, a faulty one is shown again in the widget', async (t) => {
  const { client, id, ownId } = await setUp(t);
  const dashboardWindow = encodeURIComponent(JSON.stringify(history(HOUR, MINUTE)));
  const page = (await client.get(`/dashboards/${id}?timewindow=${dashboardWindow}`)).body;
  const form = new URLSearchParams();
  const own = section(page, 'Own hour');
  for (const m of own.matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)"\/>/g)) form.append(m[1], m[2].replace(/&quot;/g, '"'));
  form.set('timewindow.selectedTab', '1');
  form.set('timewindow.history.historyType', '0');
  form.set('timewindow.history.timewindowMs', String(2 * HOUR));
  for (const [unit, value] of [['days', '0'], ['hours', '2'], ['minutes', '0'], ['seconds', '0']]) form.set(`timewindow.history.timewindowMs.${unit}`, value);
  form.set('timewindow.aggregation.type', 'MAX');
  form.set('timewindow.history.interval', String(15 * MINUTE));
  for (const [unit, value] of [['days', '0'], ['hours', '0'], ['minutes', '15'], ['seconds', '0']]) form.set(`timewindow.history.interval.${unit}`, value);
  form.set('timewindow.aggregation.limit', '200');
  const applied = await client.get(`/dashboards/${id}?${form.toString()}`);
  t.equal(applied.statusCode, 303, 'a valid form leads to the address with the window');
  const location = new URL(applied.headers.location as string, 'http://x');
  t.equal(location.searchParams.get('timewindow'), decodeURIComponent(dashboardWindow), 'the dashboard\'s window kept');
  t.notOk(location.searchParams.has('windowOf'), 'the form\'s marker is not kept');
  t.notOk([...location.searchParams.keys()].some((k) => k.startsWith('timewindow.')), 'nor its fields');
  const window = JSON.parse(location.searchParams.get(`window.${ownId}`)!);
  t.match(window, { selectedTab: 1, history: { timewindowMs: 2 * HOUR, interval: 15 * MINUTE }, aggregation: { type: 'MAX' } }, 'the widget\'s window in its member');
  const shown = (await client.get(location.pathname + location.search)).body;
  t.equal(points(shown, 'Own hour'), 8, 'two hours in 15-minute buckets');
  t.equal(points(shown, 'Follows the dashboard'), 60, 'the dashboard\'s window applies to the other chart');

  form.set('timewindow.timezone', 'Nowhere/Atlantis');
  const refused = await client.get(`/dashboards/${id}?${form.toString()}`);
  t.equal(refused.statusCode, 200, 'a faulty form: the page again');
  t.match(section(refused.body, 'Own hour'), /<details class="timewindow" open=""/, 'the widget\'s panel open with the faults');
  t.match(section(refused.body, 'Own hour'), /Choose a time zone from the list\./, 'the fault named');
  t.match(section(refused.body, 'Own hour'), /&quot;timewindow\.history\.interval\.minutes&quot;:&quot;15&quot;/, 'the input kept');
  t.notMatch(/<div class="dashboard-toolbar">[\s\S]*?<\/details>/.exec(refused.body)?.[0] ?? '', /<details class="timewindow" open=""/, 'the dashboard\'s panel stays closed');
  t.equal(points(refused.body, 'Follows the dashboard'), 60, 'the dashboard\'s window still applies');
});
