// A live dashboard widget forgets a deleted key: ThingsBoard 3.4.4 passes a deletion on to the widget's entity
// data subscription as {ts: 0, value: ""}, and the widget is drawn again as it is drawn for a key without data.
import t from 'tap';
import { liveThermostats } from '../helpers/dashboards.ts';
import { deviceByName } from '../helpers/emulator.ts';
import { openSse, type SseEvent } from '../helpers/sse-client.ts';

/** The table row of a thermostat, in a page or a swapped frame. */
const rowOf = (html: string, name: string) => new RegExp(`<tr>(?:(?!<tr>)[\\s\\S])*?${name}[\\s\\S]*?</tr>`).exec(html)?.[0];
const swap = (e: SseEvent) => e.event === 'swap';

t.test('the Thermostats table drops a deleted temperature without a reload', async (t) => {
  const { base, client, admin, thermostats } = await liveThermostats(t);
  const device = await deviceByName(admin, 'Thermostat T2');
  const telemetry = `/api/plugins/telemetry/DEVICE/${device.id.id}`;

  const page = await client.get(`/dashboards/${thermostats.id}`);
  const table = /data-live-tile="([^"]+)"[^>]*data-widget-type="cards.entities_table"/.exec(page.body)![1];
  const withoutData = rowOf(page.body, 'Thermostat T2');
  t.ok(withoutData, 'the row of a thermostat without readings, as the page draws it');
  t.notMatch(withoutData, /°C/, 'no temperature shown');

  const sse = await openSse(`${base}/live?tiles=${encodeURIComponent(table)}`, { cookie: client.jar.header() });
  t.teardown(() => sse.close());
  await admin.post(`${telemetry}/timeseries/ANY`, { temperature: 31.37 });
  await sse.next((e) => swap(e) && /31\.4 °C/.test(e.data), 'the widget with the new temperature');

  const seen = sse.events.length;
  t.equal((await admin.delete(`${telemetry}/timeseries/delete?keys=temperature&deleteAllDataForKeys=true`)).status, 200);
  const redrawn = await sse.next(swap, 'the widget drawn again after the delete', seen);
  t.notMatch(redrawn.data, /31\.4/, 'the deleted temperature is gone');
  t.equal(rowOf(redrawn.data, 'Thermostat T2'), withoutData, 'the row as the page draws a thermostat without readings');

  const fresh = await openSse(`${base}/live?tiles=${encodeURIComponent(table)}`, { cookie: client.jar.header() });
  t.teardown(() => fresh.close());
  const snapshot = await fresh.next(swap, 'a fresh stream\'s snapshot of the topic still open');
  t.notMatch(snapshot.data, /31\.4/, 'does not draw the deleted temperature');
  await admin.post(`${telemetry}/timeseries/ANY`, { ts: 1_000, values: { temperature: 12.5 } });
  const back = await fresh.next((e) => swap(e) && /12\.5 °C/.test(e.data), 'a value written again, older than the deleted one, is shown');
  t.match(rowOf(back.data, 'Thermostat T2'), /12\.5 °C/);
});
