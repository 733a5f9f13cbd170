// Deleted time-series keys leave a live topic's state, for a deletion through the console and one by another user
// of the platform: while another stream holds the topic alive, a fresh stream's snapshot and a reconnecting
// stream's missed events do not draw the deleted key again (the latest-telemetry tab swapped in place after its
// delete reconnects to the lingering topic).
import t from 'tap';
import type { AddressInfo } from 'node:net';
import { startConsole, TENANT } from '../helpers/console.ts';
import { assetFixtures } from '../helpers/assets.ts';
import { openSse, type SseEvent } from '../helpers/sse-client.ts';

const draws = (key: string) => (e: SseEvent) => e.event === 'swap' && e.data.includes(`value="${key}"`);
const swap = (e: SseEvent) => e.event === 'swap';

t.test('a deleted key is gone from the topic that outlives the delete', async (t) => {
  const c = await startConsole(t);
  await c.app.listen({ port: 0, host: '127.0.0.1' });
  const base = `http://127.0.0.1:${(c.app.server.address() as AddressInfo).port}`;
  const f = await assetFixtures(c.emulator.url);
  const tenant = c.client();
  await tenant.signIn(TENANT.username, TENANT.password);
  const hall = await f.asset('Hall');
  const tab = `/assets/${hall}/latest-telemetry`;
  await f.api.post(`/api/plugins/telemetry/ASSET/${hall}/timeseries/ANY`, { temperature: 21.5, pressure: 7, level: 3 });
  const stream = (headers: Record<string, string> = {}) =>
    openSse(`${base}/live?tiles=telemetry-keys:ASSET:${hall}`, { cookie: tenant.jar.header(), ...headers });

  const holder = await stream();
  t.teardown(() => holder.close());
  const first = await holder.next(draws('pressure'), 'the snapshot with every key');
  t.ok(draws('level')(first) && draws('temperature')(first), 'the other keys too');

  t.test('deleted through the console', async (t) => {
    const seen = holder.events.length;
    const res = await tenant.postForm(`${tab}?dialog=delete-telemetry`, { keys: ['pressure'] });
    t.equal(res.statusCode, 303);
    const redrawn = await holder.next((e) => swap(e) && !draws('pressure')(e), 'the open stream redrawn without the key', seen);
    t.ok(draws('temperature')(redrawn) && draws('level')(redrawn), 'the other keys stay');

    const fresh = await stream();
    t.teardown(() => fresh.close());
    const snapshot = await fresh.next(swap, 'a fresh stream\'s snapshot');
    t.notOk(draws('pressure')(snapshot), 'the snapshot does not draw the deleted key');
    t.ok(draws('temperature')(snapshot));

    const reconnected = await stream({ 'last-event-id': first.id! });
    t.teardown(() => reconnected.close());
    const missed = await reconnected.next((e) => e.id === redrawn.id, 'the events missed since the first');
    t.notOk(draws('pressure')(missed), 'the last missed event does not draw it');
  });

  t.test('deleted by another user of the platform', async (t) => {
    const seen = holder.events.length;
    const res = await f.api.delete(`/api/plugins/telemetry/ASSET/${hall}/timeseries/delete?keys=level&deleteAllDataForKeys=true`);
    t.equal(res.status, 200);
    await holder.next((e) => swap(e) && !draws('level')(e), 'the open stream redrawn without the key', seen);
    const fresh = await stream();
    t.teardown(() => fresh.close());
    const snapshot = await fresh.next(swap, 'a fresh stream\'s snapshot');
    t.notOk(draws('level')(snapshot), 'the snapshot does not draw the deleted key');
    t.ok(draws('temperature')(snapshot), 'the key left stays');
    await f.api.post(`/api/plugins/telemetry/ASSET/${hall}/timeseries/ANY`, { ts: 1_000, values: { level: 4 } });
    const back = await fresh.next(draws('level'), 'the key written again, even at an older time than the deleted value');
    t.match(back.data, /<td class="telemetry-value">4<\/td>/);
  });
});
