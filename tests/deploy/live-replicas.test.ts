// Issue 19 with issue 15: a page's live-data stream behind nginx with two replicas sharing Redis. The replica serving
// the stream is told to stop (SIGTERM): the stream ends with a reconnect hint, the EventSource comes back with its
// Last-Event-ID through the proxy, lands on the other replica and resumes with the tile's current state (the new
// replica has no events of the old one's channel to replay, so it sends a fresh snapshot), then live updates.
import t from 'tap';
import { startEmulator } from '../../emulator/index.ts';
import { startRedis } from '../helpers/redis-server.ts';
import { startConsoleProcess } from '../helpers/console-process.ts';
import { startNginx } from '../helpers/nginx.ts';
import { ProxiedClient } from '../helpers/proxied-client.ts';
import { openSse } from '../helpers/sse-client.ts';
import { session, DEMO, deviceByName } from '../helpers/emulator.ts';
import { TENANT } from '../helpers/console.ts';
import { RECONNECT_RETRY_MS } from '../../server/lifecycle/open-streams.ts';

const BASE = '/console';
const emulator = await startEmulator({ port: 0 });
t.teardown(() => emulator.close());
const redis = await startRedis(t);
const env = { PLATFORM_URL: emulator.url, REDIS_URL: redis.url, BASE_PATH: BASE, TRUST_PROXY: '1', SHUTDOWN_TIMEOUT_MS: '20000' };
const replicas = await Promise.all([startConsoleProcess(t, env), startConsoleProcess(t, env)]);
const nginx = await startNginx(t, { upstreams: replicas.map((r) => `127.0.0.1:${r.port}`), basePath: BASE });

const shows = (value: string) => (e: { event: string; data: string }) => e.event === 'swap' && e.data.includes(`>${value}</td>`);

t.test('a stream whose replica shuts down reconnects through the proxy to the other one and resumes', async (t) => {
  const client = new ProxiedClient(nginx.origin);
  t.teardown(() => client.close());
  t.equal((await client.signIn(`${BASE}/login`, TENANT.username, TENANT.password)).status, 303, 'signed in');
  const admin = await session(emulator.url, DEMO.tenant);
  const device = await deviceByName(admin, 'Thermostat T1');
  const post = (values: Record<string, unknown>) => admin.post(`/api/plugins/telemetry/DEVICE/${device.id.id}/timeseries/ANY`, values);
  const stream = (headers: Record<string, string> = {}) =>
    openSse(`${nginx.origin}${BASE}/live?tiles=latest-telemetry:DEVICE:${device.id.id}`, { cookie: client.jar.header(), ...headers });

  const first = await stream();
  t.teardown(() => first.close());
  t.equal(first.status, 200);
  const serving = replicas.find((r) => r.replica === first.headers['x-served-by']);
  if (!serving) return t.fail(`the stream names its replica (${String(first.headers['x-served-by'])})`);
  const other = replicas.find((r) => r !== serving)!;
  await first.next((e) => e.event === 'swap', 'the first state through the proxy');
  await post({ temperature: 71.5 });
  const seen = await first.next(shows('71.5'), 'a live update through the proxy');
  t.ok(seen.id, 'events carry ids');

  serving.child.kill('SIGTERM');
  await first.ended;
  t.match(first.raw(), new RegExp(`retry: ${RECONNECT_RETRY_MS}\\n\\n$`), 'ended with a reconnect hint');
  t.notOk(first.events.some((e) => e.event === 'end'), 'no end event: the browser reconnects');
  t.equal(await serving.exited, 0, 'the replica shut down cleanly with the stream open');

  await post({ temperature: 72.5 });
  const again = await stream({ 'last-event-id': seen.id! });
  t.teardown(() => again.close());
  t.equal(again.status, 200);
  t.equal(again.headers['x-served-by'], other.replica, 'the reconnect landed on the other replica');
  await again.next(shows('72.5'), 'the value posted while it was away (the current state)');
  t.notOk(again.events.some(shows('71.5')), 'nothing older than what it had');
  await post({ temperature: 73.5 });
  await again.next(shows('73.5'), 'live again on the other replica');
});
