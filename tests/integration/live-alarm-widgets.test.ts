// Alarm widgets kept live through the bridge: the alarms table names a tile subscribed to its alarm data query
// (contract 6.4 alarmDataCmds); an alarm raised comes back as the table drawn again with it, an acknowledgement as
// the row's new status; the swapped table's ack form works and leads back to the page's state.
import t from 'tap';
import type { AddressInfo } from 'node:net';
import { startConsole, TENANT } from '../helpers/console.ts';
import { alias, configuration, saveDashboard, tenantSession } from '../helpers/dashboards.ts';
import { deviceByName } from '../helpers/emulator.ts';
import { openSse } from '../helpers/sse-client.ts';
import { eventually } from '../helpers/eventually.ts';

t.test('an alarms table is a live tile: a raised alarm and its acknowledgement come back as the table drawn again', async (t) => {
  const c = await startConsole(t);
  await c.app.listen({ port: 0, host: '127.0.0.1' });
  const base = `http://127.0.0.1:${(c.app.server.address() as AddressInfo).port}`;
  const admin = await tenantSession(c.emulator.url);
  const t1 = await deviceByName(admin, 'Thermostat T1');
  const realtimeDay = { selectedTab: 0, realtime: { realtimeType: 0, timewindowMs: 86_400_000, interval: 60_000 }, aggregation: { type: 'NONE', limit: 200 } };
  const { ids, configuration: config } = configuration([
    { type: 'alarm_widgets.alarms_table', kind: 'alarm', title: 'Alarms', config: { alarmSource: { type: 'entity', entityAliasId: 't1', dataKeys: [] }, alarmSearchStatus: 'ANY', settings: { allowAcknowledgment: true, allowClear: true } } },
  ], alias('t1', { type: 'singleEntity', singleEntity: t1.id }), { timewindow: realtimeDay });
  const id = await saveDashboard(admin, 'Live alarms', config);
  const client = c.client();
  await client.signIn(TENANT.username, TENANT.password);

  const page = await client.get(`/dashboards/${id}`);
  const tile = /<section class="widget w(\d+)" id="widget-\1" data-live-tile="([^"]+)"[^>]*data-widget-type="alarm_widgets.alarms_table"/.exec(page.body);
  t.ok(tile, 'the alarms table names a live tile');
  t.notMatch(page.body, /Door open/, 'no alarm yet');
  const sse = await openSse(`${base}/live?tiles=${encodeURIComponent(tile![2])}`, { cookie: client.jar.header(), referer: `${base}/dashboards/${id}?state=default` });
  t.teardown(() => sse.close());
  t.equal(sse.status, 200);
  await eventually(() => c.app.live.answeredTopics >= 1, 'the alarm subscription answered');

  const alarm = (await admin.post('/api/alarm', { originator: t1.id, type: 'Door open', severity: 'MAJOR', status: 'ACTIVE_UNACK' })).body;
  const raised = await sse.next((e) => e.event === 'swap' && e.data.includes('Door open'), 'the table with the raised alarm');
  t.match(raised.data, new RegExp(`^<section class="widget w${tile![1]}" id="widget-${tile![1]}"`), 'the table\'s frame, by its id');
  t.match(raised.data, /Major/, 'its severity');
  t.match(raised.data, /Active, not acknowledged/, 'its status');
  const ack = new RegExp(`<form[^>]* action="(/dashboards/${id}/widgets/${ids[0]}/alarms/${alarm.id.id}/ack)"[^>]*>[\\s\\S]*?name="_csrf" value="([^"]+)"[\\s\\S]*?name="_back" value="([^"]+)"`).exec(raised.data);
  t.ok(ack, 'the swapped row carries its acknowledge form, with the session\'s token');
  t.equal(ack?.[3], `/dashboards/${id}?state=default`, 'leading back to the page\'s state');

  const posted = await client.postForm(ack![1], { _back: ack![3].replace(/&amp;/g, '&'), _state: 'default' });
  t.equal(posted.statusCode, 303, 'the swapped table\'s form posts through the console');
  t.match(posted.headers.location, new RegExp(`^/dashboards/${id}\\?`), 'back to the dashboard page');
  t.equal((await admin.get(`/api/alarm/info/${alarm.id.id}`)).body.status, 'ACTIVE_ACK', 'acknowledged on the platform');
  const acked = await sse.next((e) => e.event === 'swap' && e.data.includes('Active, acknowledged'), 'the row with its new status');
  t.notMatch(acked.data, /alarms\/[^/]+\/ack"/, 'no acknowledge button any more');
  t.match(acked.data, new RegExp(`alarms/${alarm.id.id}/clear`), 'clear is still offered');
});
