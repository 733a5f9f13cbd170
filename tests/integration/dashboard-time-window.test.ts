// A dashboard's own time window on its page: the hide options its author set leave those parts out of the panel
// (the island's props say the same), and the panel's form without JavaScript still applies a window.
import t from 'tap';
import { startConsole, TENANT } from '../helpers/console.ts';
import { configuration, saveDashboard, tenantSession } from '../helpers/dashboards.ts';

const REALTIME_HOUR = { selectedTab: 0, realtime: { realtimeType: 0, timewindowMs: 3_600_000, interval: 60_000 }, aggregation: { type: 'AVG', limit: 250 } };

t.test('the hide options of a dashboard\'s time window leave those parts out of its panel', async (t) => {
  const c = await startConsole(t);
  const admin = await tenantSession(c.emulator.url);
  const { configuration: plain } = configuration([{ type: 'cards.markdown_card', kind: 'static', config: { settings: { markdownTextPattern: 'hi' } } }], {}, { timewindow: REALTIME_HOUR });
  const shownId = await saveDashboard(admin, 'Window shown', plain);
  const hiddenId = await saveDashboard(admin, 'Window hidden', { ...plain, timewindow: { ...REALTIME_HOUR, hideAggregation: true, hideAggInterval: true, hideTimezone: true } });
  const offId = await saveDashboard(admin, 'Window off', { ...plain, timewindow: { ...REALTIME_HOUR, hideInterval: true, hideAggregation: true, hideAggInterval: true } });
  const client = c.client();
  await client.signIn(TENANT.username, TENANT.password);

  const shown = (await client.get(`/dashboards/${shownId}`)).body;
  t.match(shown, /<select name="timewindow\.aggregation\.type"/, 'all parts shown by default');
  t.match(shown, /<select name="timewindow\.timezone"/);

  const hidden = (await client.get(`/dashboards/${hiddenId}`)).body;
  t.notMatch(hidden, /<select name="timewindow\.aggregation\.type"/, 'no aggregation function');
  t.notMatch(hidden, /<select name="timewindow\.timezone"/, 'no timezone');
  t.match(shown, /<input type="number"[^>]*name="timewindow\.aggregation\.limit"/, 'the limit field by default');
  t.notMatch(hidden, /<input type="number"[^>]*name="timewindow\.aggregation\.limit"/, 'no limit field');
  t.match(hidden, /<input type="hidden" name="timewindow\.aggregation\.type" value="AVG"\/>/, 'the aggregation travels with the form');
  t.match(hidden, /name="timewindow\.realtime\.realtimeType"/, 'the interval choices stay');
  t.match(hidden, /&quot;hidden&quot;:\{&quot;interval&quot;:false,&quot;lastInterval&quot;:false,&quot;quickInterval&quot;:false,&quot;aggregation&quot;:true,&quot;aggInterval&quot;:true,&quot;timezone&quot;:true\}/, 'the island hydrates with the same');

  // Without JavaScript: the panel's form, as the browser sends it, applies a window (a redirect to the timewindow parameter).
  const form = new URLSearchParams();
  for (const m of hidden.matchAll(/<input type="hidden" name="(timewindow\.[^"]+)" value="([^"]*)"\/>/g)) form.append(m[1], m[2]);
  form.set('timewindow.selectedTab', '0');
  form.set('timewindow.realtime.realtimeType', '0');
  for (const [unit, value] of [['days', '0'], ['hours', '2'], ['minutes', '0'], ['seconds', '0']]) form.set(`timewindow.realtime.timewindowMs.${unit}`, value);
  form.set('timewindow.realtime.timewindowMs.advanced', 'on');
  const applied = await client.get(`/dashboards/${hiddenId}?${form.toString()}`);
  t.equal(applied.statusCode, 303, 'a valid form leads to the window in the address');
  const window = JSON.parse(new URL(applied.headers.location as string, 'http://x').searchParams.get('timewindow') ?? 'null');
  t.equal(window?.realtime?.timewindowMs, 2 * 3_600_000, 'the last two hours');
  t.equal(window?.aggregation?.type, 'AVG', 'the hidden aggregation kept');

  const off = (await client.get(`/dashboards/${offId}`)).body;
  t.match(off, /<span class="timewindow-button" aria-disabled="true">/, 'interval, aggregation and its interval hidden: the control is off');
  t.notMatch(off, /<summary class="timewindow-button"/);
});
