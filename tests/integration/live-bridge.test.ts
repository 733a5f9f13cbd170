// The live-data bridge against the emulator: a page's stream gets the platform's updates as server-rendered
// rows; one platform socket per session however many streams; reconnection after a dropped socket;
// Last-Event-ID; tokens renewed before they expire (injected clock); the stream ends at sign-out; a replica shutting
// down ends its streams with a reconnect hint; the metrics count streams and platform sockets.
import t from 'tap';
import type { AddressInfo } from 'node:net';
import { startConsole, TENANT, type TestConsole } from '../helpers/console.ts';
import { session, DEMO, deviceByName } from '../helpers/emulator.ts';
import { TestClock } from '../helpers/test-clock.ts';
import { eventually } from '../helpers/eventually.ts';
import { openSse, type SseClient } from '../helpers/sse-client.ts';
import { KEEP_ALIVE_MS, LINGER_MS } from '../../server/realtime/live-hub.ts';
import { RECONNECT_BASE_MS, RECONNECT_MAX_MS } from '../../server/platform/ws/platform-socket.ts';
import { RECONNECT_RETRY_MS } from '../../server/lifecycle/open-streams.ts';

const WS_PATH = '/api/ws/plugins/telemetry';

async function setUp(t: Parameters<typeof startConsole>[0], options: Parameters<typeof startConsole>[1] = {}) {
  const c = await startConsole(t, options);
  await c.app.listen({ port: 0, host: '127.0.0.1' });
  const base = `http://127.0.0.1:${(c.app.server.address() as AddressInfo).port}`;
  const client = c.client();
  await client.signIn(TENANT.username, TENANT.password);
  const admin = await session(c.emulator.url, DEMO.tenant);
  const device = await deviceByName(admin, 'Thermostat T1');
  const stream = (headers: Record<string, string> = {}) =>
    openSse(`${base}/live?tiles=latest-telemetry:DEVICE:${device.id.id}`, { cookie: client.jar.header(), ...headers });
  const post = (values: Record<string, unknown>) => admin.post(`/api/plugins/telemetry/DEVICE/${device.id.id}/timeseries/ANY`, values);
  const sid = () => decodeURIComponent(client.jar.get('floorboard_session')!).split('.')[0];
  return { c, client, admin, device, stream, post, sid };
}

const upgrades = (c: TestConsole) => c.proxy.calls.filter((call) => call.path === WS_PATH && call.status === 101).length;
const shows = (value: string) => (e: { event: string; data: string }) => e.event === 'swap' && e.data.includes(`>${value}</td>`);

t.test('a stream gets the rows re-rendered on the server when the platform pushes a value', async (t) => {
  const { c, stream, post, device } = await setUp(t);
  const sse = await stream();
  t.teardown(() => sse.close());
  t.equal(sse.status, 200);
  t.match(sse.headers['content-type'], /^text\/event-stream/);
  t.equal(sse.headers['x-accel-buffering'], 'no', 'a buffering proxy is told not to');
  t.match(sse.headers['content-security-policy'], /default-src 'self'/, 'security headers as on every answer');
  await eventually(() => sse.raw().startsWith('retry: '), 'the retry hint');
  await post({ temperature: 42.5 });
  const event = await sse.next(shows('42.5'), 'the new value');
  t.match(event.data, new RegExp(`<tbody id="latest-telemetry-${device.id.id}">`), 'the tile\'s rows, by their id');
  t.match(event.data, /<th scope="row">temperature<\/th>/);
  t.ok(event.id, 'events carry ids');
  t.equal(upgrades(c), 1);
});

t.test('100 streams of one session share one platform socket and one subscription', async (t) => {
  const { c, stream, post, sid } = await setUp(t);
  const streams: SseClient[] = [];
  for (let i = 0; i < 100; i++) streams.push(await stream());
  t.teardown(() => streams.forEach((s) => s.close()));
  await post({ temperature: 17.25 });
  for (const s of streams) await s.next(shows('17.25'), 'the value on every stream');
  t.equal(upgrades(c), 1, 'one WebSocket to the platform');
  t.equal(c.app.live.socketsOpened(sid()), 1);
  t.equal(c.app.live.channelCount, 1);
});

t.test('a dropped socket reconnects with backoff and subscribes again', async (t) => {
  const clock = new TestClock();
  const { c, stream, post } = await setUp(t, { clock });
  const sse = await stream();
  t.teardown(() => sse.close());
  await post({ temperature: 20.5 });
  await sse.next(shows('20.5'), 'before the drop');
  c.proxy.dropSockets();
  await eventually(() => c.proxy.openSockets === 0, 'the socket is cut');
  t.equal(upgrades(c), 1, 'no reconnection before the backoff');
  clock.advance(RECONNECT_MAX_MS * 1.2);
  await eventually(() => upgrades(c) === 2, 'reconnected');
  await eventually(async () => {
    await post({ temperature: 21.75 });
    return sse.events.some(shows('21.75'));
  }, 'an update after the reconnection arrives');
  t.pass('updates flow again');
});

t.test('a stream reconnecting with Last-Event-ID gets what it missed; an unknown id gets a snapshot', async (t) => {
  const { stream, post } = await setUp(t);
  const keeper = await stream();
  t.teardown(() => keeper.close());
  const first = await stream();
  await post({ temperature: 30.5 });
  const seen = await first.next(shows('30.5'), 'the first value');
  first.close();
  await post({ humidity: 55.5 });
  await keeper.next(shows('55.5'), 'the update while the first stream was away');
  const back = await stream({ 'last-event-id': seen.id! });
  t.teardown(() => back.close());
  const missed = await back.next(shows('55.5'), 'the missed update, replayed');
  t.equal(missed.id, keeper.events.find(shows('55.5'))!.id, 'with the id it had');
  t.notOk(back.events.some((e) => e.id === seen.id), 'nothing it had seen');
  const fresh = await stream({ 'last-event-id': 'other-7' });
  t.teardown(() => fresh.close());
  const snapshot = await fresh.next((e) => e.event === 'swap', 'a snapshot');
  t.match(snapshot.data, />55\.5</);
  t.match(snapshot.data, />30\.5</, 'the current state of every key');
});

t.test('the session\'s tokens are renewed before they expire, and a reconnection uses the renewed one', async (t) => {
  const clock = new TestClock();
  const { c, client, stream, post, device } = await setUp(t, { clock, emulator: { accessTokenTtlSec: 20 } });
  const sse = await stream();
  t.teardown(() => sse.close());
  await post({ temperature: 11.5 });
  await sse.next(shows('11.5'), 'live');
  t.equal(c.proxy.count('POST', '/api/auth/token'), 0);
  // Fresh until 2 s before expiry (18 s); renewed a tenth of its life before that.
  clock.advance(16_500);
  await eventually(() => c.proxy.count('POST', '/api/auth/token') === 1, 'renewed ahead of expiry');
  const page = await client.get('/devices');
  t.equal(page.statusCode, 200);
  t.equal(c.proxy.count('POST', '/api/auth/token'), 1, 'the session\'s pages use the renewed pair');
  clock.advance(5_000);
  c.proxy.dropSockets();
  await eventually(() => {
    clock.advance(RECONNECT_BASE_MS * 1.2);
    return upgrades(c) === 2;
  }, 'reconnected after the first token expired');
  // The test's own platform session has expired by now too.
  const admin = await session(c.emulator.url, DEMO.tenant);
  await eventually(async () => {
    await admin.post(`/api/plugins/telemetry/DEVICE/${device.id.id}/timeseries/ANY`, { temperature: 12.5 });
    return sse.events.some(shows('12.5'));
  }, 'updates over the new socket');
});

t.test('sign-out ends the stream and closes the socket; keep-alives flow meanwhile', async (t) => {
  const clock = new TestClock();
  const { c, client, stream } = await setUp(t, { clock });
  const sse = await stream();
  await eventually(() => c.proxy.openSockets === 1, 'socket open');
  clock.advance(KEEP_ALIVE_MS);
  await eventually(() => sse.raw().includes(': keep-alive'), 'a keep-alive comment');
  await client.postForm('/logout', {});
  await sse.ended;
  t.ok(sse.events.some((e) => e.event === 'end'), 'the page is told the stream ended');
  t.equal(c.app.live.channelCount, 0);
  await eventually(() => c.proxy.openSockets === 0, 'the platform socket closed');
});

t.test('the last stream gone, the socket closes after a short linger', async (t) => {
  const clock = new TestClock();
  const { c, stream } = await setUp(t, { clock });
  const sse = await stream();
  await eventually(() => c.proxy.openSockets === 1, 'socket open');
  sse.close();
  await eventually(() => c.app.live.channelCount === 1 && c.proxy.openSockets === 1, 'still open at first');
  await new Promise((r) => setTimeout(r, 50));
  clock.advance(LINGER_MS);
  await eventually(() => c.proxy.openSockets === 0 && c.app.live.channelCount === 0, 'closed after the linger');
});

t.test('a stream names known tiles only', async (t) => {
  const { client } = await setUp(t);
  t.equal((await client.get('/live?tiles=latest-telemetry:DEVICE:not-an-id')).statusCode, 400);
  t.equal((await client.get('/live?tiles=shell:ls')).statusCode, 400);
  const anonymous = await (await startConsole(t)).client().get('/live?tiles=latest-telemetry:DEVICE:5a9c7e40-0000-0000-0000-000000000000');
  t.equal(anonymous.statusCode, 303, 'signed out: to sign-in');
});

t.test('shutting down ends the open streams with a reconnect hint (browsers reconnect elsewhere) and closes the sockets', async (t) => {
  const { c, stream } = await setUp(t);
  const streams = [await stream(), await stream()];
  await eventually(() => c.proxy.openSockets === 1, 'socket open');
  t.equal(c.app.openStreams.size, 2, 'each stream tracked by the replica');
  // An open stream would hold server.close() forever: the app must close with them open.
  await c.app.close();
  for (const sse of streams) await sse.ended;
  t.notOk(streams.some((sse) => sse.events.some((e) => e.event === 'end')), 'no end event: EventSource reconnects by itself');
  for (const sse of streams) t.match(sse.raw(), new RegExp(`retry: ${RECONNECT_RETRY_MS}\\n\\n$`), 'the last word: come back soon');
  t.equal(c.app.openStreams.size, 0, 'released');
  t.equal(c.app.live.channelCount, 0);
  await eventually(() => c.proxy.openSockets === 0, 'the platform socket closed');
});

t.test('a replica that is shutting down answers a new stream with a reconnect hint only', async (t) => {
  const { c, client, stream } = await setUp(t);
  c.app.openStreams.drain();
  const sse = await stream();
  await sse.ended;
  t.equal(sse.status, 200, 'a stream EventSource reconnects from (it gives up on an error status)');
  t.equal(sse.raw(), `retry: ${RECONNECT_RETRY_MS}\n\n`);
  t.equal(c.app.live.channelCount, 0, 'no platform socket for it');
  t.equal((await client.get('/devices')).statusCode, 200, 'pages are still served meanwhile');
});

t.test('the metrics count the open streams and the sockets actually open to the platform', async (t) => {
  const clock = new TestClock();
  const { c, client, stream } = await setUp(t, { clock });
  const gauges = async () => {
    const body = (await c.app.inject('/metrics')).body;
    const read = (name: string) => Number(new RegExp(`^${name} (\\d+)$`, 'm').exec(body)?.[1]);
    return { streams: read('floorboard_sse_streams_open'), sockets: read('floorboard_platform_sockets_open') };
  };
  t.same(await gauges(), { streams: 0, sockets: 0 });
  const streams = [await stream(), await stream(), await stream()];
  await eventually(() => c.proxy.openSockets === 1 && c.app.live.answeredTopics === 1, 'socket open and subscribed');
  t.same(await gauges(), { streams: 3, sockets: 1 }, 'three streams, one socket');
  c.proxy.dropSockets();
  await eventually(async () => (await gauges()).sockets === 0, 'the dropped socket no longer counted');
  t.equal((await gauges()).streams, 3, 'the streams stay open meanwhile');
  clock.advance(RECONNECT_MAX_MS * 1.2);
  await eventually(async () => c.proxy.openSockets === 1 && (await gauges()).sockets === 1, 'counted again once reconnected');
  streams[0].close();
  await eventually(async () => (await gauges()).streams === 2, 'a closed stream released');
  await client.postForm('/logout', {});
  for (const sse of streams.slice(1)) await sse.ended;
  await eventually(async () => c.proxy.openSockets === 0, 'the platform socket closed');
  await eventually(async () => (await gauges()).sockets === 0, 'the closed socket no longer counted');
  t.same(await gauges(), { streams: 0, sockets: 0 }, 'nothing open, nothing counted');
});
