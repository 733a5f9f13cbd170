// Issue 19: two console replicas sharing Redis behind nginx (the README's configuration, TLS, round-robin, no sticky
// sessions), the console under /console/ with TRUST_PROXY=1: proxy headers, then a user in Chromium across both
// replicas, one of them killed mid-session, and the metrics of the one left.
import t from 'tap';
import { startEmulator } from '../../emulator/index.ts';
import { startRedis } from '../helpers/redis-server.ts';
import { startConsoleProcess } from '../helpers/console-process.ts';
import { startNginx } from '../helpers/nginx.ts';
import { ProxiedClient } from '../helpers/proxied-client.ts';
import { launchBrowser, screenshot } from '../helpers/browser.ts';
import { ConsoleFlow, recordAnswers } from './console-flow.ts';
import { TENANT } from '../helpers/console.ts';

const BASE = '/console';
const emulator = await startEmulator({ port: 0 });
t.teardown(() => emulator.close());
const redis = await startRedis(t);
const env = { PLATFORM_URL: emulator.url, REDIS_URL: redis.url, BASE_PATH: BASE, TRUST_PROXY: '1', SIGN_IN_LIMIT_PER_IP: '4:300' };
const replicas = await Promise.all([startConsoleProcess(t, env), startConsoleProcess(t, env)]);
const nginx = await startNginx(t, { upstreams: replicas.map((r) => `127.0.0.1:${r.port}`), basePath: BASE });

t.test('behind the proxy: secure cookies under the sub-path, the forwarded address, the client address', async (t) => {
  const client = new ProxiedClient(nginx.origin);
  t.teardown(() => client.close());
  const signIn = await client.signIn(`${BASE}/login`, TENANT.username, TENANT.password);
  t.equal(signIn.status, 303);
  t.match(signIn.headers.location, new RegExp(`^${BASE}/`), 'redirected within the sub-path');
  const session = signIn.setCookies.find((c) => c.startsWith('floorboard_session='));
  if (!session) return t.fail('a session cookie');
  t.match(session, /; Secure/i, 'Secure: the proxy said https (X-Forwarded-Proto)');
  t.match(session, new RegExp(`; Path=${BASE}(;|$)`), 'the cookie belongs to the sub-path');
  t.match(session, /; HttpOnly/i);
  const help = await client.get(`${BASE}/help/index`);
  t.equal(help.status, 200);
  t.match(help.body, `The console's address is ${nginx.origin}${BASE}.`, 'absolute URLs from the forwarded scheme and host');

  // The client's own address, as nginx saw it, counts; an X-Forwarded-For it made up does not.
  const guesser = new ProxiedClient(nginx.origin, { localAddress: '127.0.0.2' });
  const neighbour = new ProxiedClient(nginx.origin, { localAddress: '127.0.0.3' });
  t.teardown(() => guesser.close());
  t.teardown(() => neighbour.close());
  const spoofed = { 'x-forwarded-for': '10.9.9.9' };
  for (let i = 0; i < 4; i++) t.equal((await guesser.signIn(`${BASE}/login`, TENANT.username, 'wrong', spoofed)).status, 401, `wrong password ${i + 1}`);
  t.equal((await guesser.signIn(`${BASE}/login`, TENANT.username, 'wrong', { 'x-forwarded-for': '10.9.9.10' })).status, 429, '127.0.0.2 is over its limit, whatever it claims to forward');
  t.equal((await neighbour.signIn(`${BASE}/login`, TENANT.username, 'wrong')).status, 401, '127.0.0.3 is another client');
  t.equal((await client.get(`${BASE}/devices`)).status, 200, 'the signed-in client (127.0.0.1) is not affected');
});

t.test('Chromium under /console/: signed in on one replica, served by both, one killed, the session goes on', async (t) => {
  const browser = await launchBrowser(t, ['--ignore-certificate-errors']);
  const page = await browser.newPage();
  await page.setViewport({ width: 1280, height: 800 });
  const { answers, failures } = recordAnswers(page, nginx.origin, BASE);
  const flow = new ConsoleFlow(page, nginx.origin, BASE);

  await flow.signIn(TENANT.username, TENANT.password);
  t.equal(flow.path(), `${BASE}/home`, 'signed in, at home');
  t.equal((await flow.devices()).length, 9, 'the device list');
  t.same((await flow.search('therm', 2)).sort(), ['Thermostat T1', 'Thermostat T2'], 'searched (htmx)');
  t.equal((await flow.devices('?pageSize=4')).length, 4, 'a page of four');
  t.same(await flow.nextPage(), ['Test Device C1', 'Test Device B1', 'Test Device A3', 'Test Device A2'], 'the next page (htmx)');
  t.match(await flow.openFirstDevice(), /\S/, 'a details page');
  t.equal(await flow.profile(), TENANT.username, 'the profile');
  const before = new Set(answers.map((a) => a.replica));
  t.same([...before].sort(), replicas.map((r) => r.replica).sort(), 'both replicas answered this one session');
  t.same(failures, [], 'no failed answer, no page, script, style or image outside /console/');
  await screenshot(page, 'deploy-replicas-before-kill');

  const [gone, left] = replicas;
  gone.child.kill('SIGKILL');
  await gone.exited;
  const since = answers.length;
  t.same((await flow.devices('?textSearch=DHT11')), ['DHT11 Demo Device'], 'the list after the kill');
  t.equal((await flow.search('Test Device', 5)).length, 5, 'a search after the kill');
  t.match(await flow.openFirstDevice(), /\S/, 'a details page after the kill');
  t.equal(await flow.profile(), TENANT.username, 'the profile after the kill');
  await flow.signOut();
  t.equal(flow.path(), `${BASE}/login`, 'signed out, back at the sign-in page under the sub-path');
  const after = answers.slice(since);
  t.same(failures, [], 'no failed answer after the kill');
  t.same([...new Set(after.map((a) => a.replica))], [left.replica], 'the replica left served the rest');
  await screenshot(page, 'deploy-replicas-after-kill');

  const metrics = await fetch(`${left.origin}/metrics`);
  t.equal(metrics.status, 200, '/metrics at the replica\'s root');
  const text = await metrics.text();
  t.match(text, new RegExp(`floorboard_http_request_duration_seconds_count\\{route="${BASE}/devices",method="GET",status="200"\\} [1-9]`), 'the list, counted under its route');
  t.match(text, /floorboard_platform_request_duration_seconds_count\{area="devices",method="GET",status="2xx"\} [1-9]/, 'the platform calls it made');
});
