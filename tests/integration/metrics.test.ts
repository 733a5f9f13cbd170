// Issue 19: GET /metrics in Prometheus format, at the root whatever BASE_PATH says, optionally behind a bearer token.
import t from 'tap';
import { startConsole, TENANT } from '../helpers/console.ts';
import { TestClock } from '../helpers/test-clock.ts';

/** The value of one sample line, `name{labels} value`, or undefined when there is none. */
function sample(text: string, name: string, labels: Record<string, string> = {}): number | undefined {
  for (const line of text.split('\n')) {
    const match = /^([a-zA-Z_:][\w:]*)(?:\{(.*)\})? (\S+)$/.exec(line);
    if (!match || match[1] !== name) continue;
    const have = Object.fromEntries([...(match[2] ?? '').matchAll(/(\w+)="([^"]*)"/g)].map((m) => [m[1], m[2]]));
    if (Object.entries(labels).every(([k, v]) => have[k] === v)) return Number(match[3]);
  }
  return undefined;
}

t.test('answers, platform calls, refreshes and the session store, by route pattern and API area', async (t) => {
  const clock = new TestClock();
  const c = await startConsole(t, { clock, emulator: { accessTokenTtlSec: 60 }, env: { BASE_PATH: '/console' } });
  const client = c.client();
  t.equal((await client.get('/console/login')).statusCode, 200);
  t.equal((await client.postForm('/console/login', TENANT)).statusCode, 303);
  const list = await client.get('/console/devices');
  t.equal(list.statusCode, 200);
  const deviceId = /details=([0-9a-f-]{36})"/.exec(list.body)?.[1];
  if (!deviceId) return t.fail('the list links a device');
  t.equal((await client.get(`/console/devices/${deviceId}`)).statusCode, 200);
  t.equal((await client.get('/console/no/such/page/123')).statusCode, 404);
  clock.advance(61_000);
  t.equal((await client.get('/console/devices')).statusCode, 200, 'a page after the access token expired');
  c.proxy.fault('GET', '/api/tenant/deviceInfos', { kind: 'status', status: 500 }, 1);
  await client.get('/console/devices?page=1');
  // Twice: the call and its one resend on a new connection.
  c.proxy.fault('GET', '/api/tenant/deviceInfos', { kind: 'reset' }, 2);
  await client.get('/console/devices?page=2');

  const res = await c.app.inject('/metrics');
  t.equal(res.statusCode, 200);
  t.match(res.headers['content-type'], /^text\/plain; version=0\.0\.4/);
  const text = res.body;
  const count = (labels: Record<string, string>) => sample(text, 'floorboard_http_request_duration_seconds_count', labels);
  t.equal(count({ route: '/console/devices/:entityId', method: 'GET', status: '200' }), 1, 'a details page counted under its route pattern');
  t.ok((count({ route: '/console/devices', method: 'GET', status: '200' }) ?? 0) >= 2, 'the list');
  t.equal(count({ route: '/console/login', method: 'POST', status: '303' }), 1, 'the sign-in');
  t.equal(count({ route: 'unmatched', method: 'GET', status: '404' }), 1, 'an unknown address under one label');
  t.notMatch(text, new RegExp(deviceId), 'no raw URL (with its id) in any label');
  t.notMatch(text, /no\/such\/page/);

  t.ok((sample(text, 'floorboard_platform_request_duration_seconds_count', { area: 'devices', method: 'GET', status: '2xx' }) ?? 0) >= 3, 'platform calls by API area');
  t.equal(sample(text, 'floorboard_platform_request_duration_seconds_count', { area: 'auth', method: 'POST', status: '2xx' }), 2, 'the sign-in and the refresh: auth calls');
  t.equal(sample(text, 'floorboard_platform_errors_total', { area: 'devices', kind: 'server' }), 1, 'a 500 from the platform');
  t.equal(sample(text, 'floorboard_platform_errors_total', { area: 'devices', kind: 'unreachable' }), 1, 'a reset connection');
  t.equal(sample(text, 'floorboard_platform_resent_total', { area: 'devices' }), 1, 'sent again once after the first reset');
  t.equal(sample(text, 'floorboard_token_refreshes_total', { result: 'refreshed' }), 1, 'one refresh');

  t.ok((sample(text, 'floorboard_session_store_duration_seconds_count', { operation: 'read' }) ?? 0) > 0, 'session reads timed');
  t.ok((sample(text, 'floorboard_session_store_duration_seconds_count', { operation: 'write' }) ?? 0) > 0, 'session writes timed');
  t.equal(sample(text, 'floorboard_sse_streams_open'), 0, 'open live streams (none)');
  t.equal(sample(text, 'floorboard_platform_sockets_open'), 0, 'open platform sockets (none)');
  t.ok(sample(text, 'nodejs_eventloop_lag_seconds') !== undefined, 'event-loop lag');
  t.ok((sample(text, 'nodejs_heap_size_used_bytes') ?? 0) > 0, 'heap');
  t.equal((await c.app.inject('/console/metrics')).statusCode, 404, 'not under BASE_PATH: the proxy\'s location for the console does not publish it');
});

t.test('METRICS_TOKEN: only its bearer reads the metrics', async (t) => {
  const token = 'metrics-token-0123456789abcdef';
  const c = await startConsole(t, { env: { METRICS_TOKEN: token } });
  const none = await c.app.inject('/metrics');
  t.equal(none.statusCode, 401);
  t.equal(none.headers['www-authenticate'], 'Bearer realm="metrics"');
  t.notMatch(none.body, /floorboard_/);
  t.equal((await c.app.inject({ url: '/metrics', headers: { authorization: `Bearer ${token}x` } })).statusCode, 401, 'a wrong token');
  t.equal((await c.app.inject({ url: '/metrics', headers: { authorization: token } })).statusCode, 401, 'not a bearer');
  const ok = await c.app.inject({ url: '/metrics', headers: { authorization: `Bearer ${token}` } });
  t.equal(ok.statusCode, 200);
  t.match(ok.body, /floorboard_http_request_duration_seconds/);
});

t.test('two consoles in one process count apart', async (t) => {
  const a = await startConsole(t);
  const b = await startConsole(t);
  await a.client().get('/login');
  await a.client().get('/login');
  await b.client().get('/login');
  const loginCount = async (app: typeof a.app) => sample((await app.inject('/metrics')).body, 'floorboard_http_request_duration_seconds_count', { route: '/login', status: '200' });
  t.equal(await loginCount(a.app), 2);
  t.equal(await loginCount(b.app), 1);
});
