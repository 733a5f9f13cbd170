import t from 'tap';
import { mkdirSync, writeFileSync } from 'node:fs';
import { PNG } from 'pngjs';
import { CUSTOMER_A, startConsole, TENANT } from '../helpers/console.ts';
import { dashboardByTitle, tenantSession } from '../helpers/dashboards.ts';
import { call, customerByTitle, deviceByName, DEMO, session } from '../helpers/emulator.ts';
import { eventually } from '../helpers/eventually.ts';
import { otherTenant } from '../helpers/other-tenant.ts';
import { TestClock } from '../helpers/test-clock.ts';
import { startTileServer } from '../helpers/tile-server.ts';

const QUERY = '/api/entitiesQuery/find';
const ARTIFACTS = new URL('../artifacts/', import.meta.url);

/** Keeps a snapshot in tests/artifacts/ for people to look at. */
function keep(name: string, png: Buffer): void {
  mkdirSync(ARTIFACTS, { recursive: true });
  writeFileSync(new URL(`${name}.png`, ARTIFACTS), png);
}

function decode(body: Buffer): PNG {
  return PNG.sync.read(body);
}

/** Distinct colours, and the share of pixels that differ from the top-left one (the page background). */
function contentOf(png: PNG): { colours: number; drawn: number } {
  const colours = new Set<number>();
  let drawn = 0;
  const d = png.data;
  for (let i = 0; i < d.length; i += 4) {
    colours.add((d[i] << 16) | (d[i + 1] << 8) | d[i + 2]);
    if (d[i] !== d[0] || d[i + 1] !== d[1] || d[i + 2] !== d[2]) drawn++;
  }
  return { colours: colours.size, drawn: drawn / (png.width * png.height) };
}

t.test('a Thermostats snapshot: a PNG of the asked size with the widgets drawn; sizes clamped; bad input refused', async (t) => {
  const c = await startConsole(t);
  c.emulator.simulation.tick(Date.now() - 60_000);
  c.emulator.simulation.tick();
  const admin = await tenantSession(c.emulator.url);
  const { id } = await dashboardByTitle(admin, 'Thermostats');
  const client = c.client();
  t.equal((await client.get(`/dashboards/${id}/snapshot.png`)).statusCode, 303, 'signed out: to sign-in');
  await client.signIn(TENANT.username, TENANT.password);

  const res = await client.get(`/dashboards/${id}/snapshot.png?width=1000&height=700`);
  t.equal(res.statusCode, 200);
  t.equal(res.headers['content-type'], 'image/png');
  t.equal(res.headers['cache-control'], 'no-store');
  keep('snapshot-thermostats-1000', res.rawPayload);
  const png = decode(res.rawPayload);
  t.same([png.width, png.height], [1000, 700], 'the asked size');
  const content = contentOf(png);
  t.ok(content.colours > 50, `not blank: ${content.colours} colours`);
  t.ok(content.drawn > 0.3, `widgets cover the picture: ${Math.round(content.drawn * 100)} % drawn`);

  const t1 = await deviceByName(admin, 'Thermostat T1');
  const state = encodeURIComponent(Buffer.from(JSON.stringify([{ id: 'chart', params: { entityId: t1.id } }])).toString('base64'));
  // The time window in the dashboard page's own parameter (server/domain/time-window): the last 24 hours.
  const day = encodeURIComponent(JSON.stringify({ selectedTab: 0, realtime: { realtimeType: 0, timewindowMs: 86_400_000 } }));
  const chart = await client.get(`/dashboards/${id}/snapshot.png?state=${state}&width=400&height=900&timewindow=${day}`);
  t.equal(chart.statusCode, 200, 'a state, a time window and a phone-sized picture');
  keep('snapshot-thermostats-chart-400', chart.rawPayload);
  t.same([decode(chart.rawPayload).width, decode(chart.rawPayload).height], [400, 900]);

  const huge = await client.get(`/dashboards/${id}/snapshot.png?width=100000&height=10`);
  t.equal(huge.statusCode, 200, 'too large or too small: clamped, not refused');
  t.same([decode(huge.rawPayload).width, decode(huge.rawPayload).height], [4096, 200]);

  for (const bad of ['width=wide', 'timewindow=yesterday', 'timewindow=24h', 'timewindow=%7Bnot%20json', 'height=1.5']) {
    const refused = await client.get(`/dashboards/${id}/snapshot.png?${bad}`);
    t.equal(refused.statusCode, 400, `${bad}: refused`);
    t.match(refused.headers['content-type'], /text\/html/, `${bad}: a page that says why`);
  }
  const window = encodeURIComponent(JSON.stringify({ history: { historyType: 0, timewindowMs: 3_600_000 }, selectedTab: 1 }));
  t.equal((await client.get(`/dashboards/${id}/snapshot.png?timewindow=${window}`)).statusCode, 200, "an upstream time window as the dashboard's");
  t.equal((await client.get(`/customers/${admin.claims.tenantId}/dashboards/${id}/snapshot.png`)).statusCode, 200, 'under the customer address');
  t.equal((await client.get(`/edgeInstances/${admin.claims.tenantId}/dashboards/${id}/snapshot.png`)).statusCode, 200, 'under the edge address');
});

t.test('snapshots have the permissions of the page', async (t) => {
  const c = await startConsole(t);
  const admin = await tenantSession(c.emulator.url);
  const { id } = await dashboardByTitle(admin, 'Thermostats');
  // A customer user of another tenant, with a password to sign in with.
  const other = await otherTenant(c.emulator.url, await session(c.emulator.url, DEMO.sysadmin));
  const email = 'viewer@other-tenant.example.com';
  const user = (await call(c.emulator.url, '/api/user?sendActivationMail=false', { token: other.token, method: 'POST', body: { email, authority: 'CUSTOMER_USER', customerId: other.customer.id } })).body;
  const link = (await call(c.emulator.url, `/api/user/${user.id.id}/activationLink`, { token: other.token })).text;
  await call(c.emulator.url, '/api/noauth/activate', { method: 'POST', body: { activateToken: link.split('activateToken=')[1], password: 'viewer-secret' } });
  const stranger = c.client();
  await stranger.signIn(email, 'viewer-secret');
  const refused = await stranger.get(`/dashboards/${id}/snapshot.png`);
  t.equal(refused.statusCode, 403, "another tenant's customer: forbidden");
  t.match(refused.headers['content-type'], /text\/html/, 'the forbidden page, not a picture');
  t.equal((await stranger.get(`/dashboards/${id}`)).statusCode, 403, 'as the page is');

  const customerA = await customerByTitle(admin, 'Customer A');
  await admin.post(`/api/customer/${customerA.id.id}/dashboard/${id}`);
  const customer = c.client();
  await customer.signIn(CUSTOMER_A.username, CUSTOMER_A.password);
  t.equal((await customer.get(`/dashboards/${id}/snapshot.png`)).statusCode, 200, 'a customer the dashboard is assigned to');
});

t.test('one snapshot at a time: a short queue, 503 past it; a time limit, 504 past it', async (t) => {
  const clock = new TestClock();
  const c = await startConsole(t, { clock });
  const { id } = await dashboardByTitle(await tenantSession(c.emulator.url), 'Thermostats');
  const client = c.client();
  await client.signIn(TENANT.username, TENANT.password);

  // The first snapshot waits on the platform; three more wait for their turn; a fifth is refused at once.
  c.proxy.fault('POST', QUERY, { kind: 'hold' });
  const asked = Array.from({ length: 5 }, () => client.get(`/dashboards/${id}/snapshot.png?width=300&height=300`));
  const refused = await Promise.race(asked);
  t.equal(refused.statusCode, 503, 'past the queue: busy');
  t.equal(refused.headers['retry-after'], '5');
  t.match(refused.body, /Too many dashboard snapshots are being drawn/);
  t.ok(c.proxy.held() >= 1, 'the first is still drawing');
  c.proxy.clearFaults();
  c.proxy.release();
  const statuses = (await Promise.all(asked)).map((r) => r.statusCode).sort();
  t.same(statuses, [200, 200, 200, 200, 503], 'the queued ones are drawn in turn');

  c.proxy.fault('POST', QUERY, { kind: 'hold' });
  const slow = client.get(`/dashboards/${id}/snapshot.png`);
  await eventually(() => c.proxy.held() > 0, 'the snapshot waiting on the platform');
  clock.advance(20_000);
  const late = await slow;
  t.equal(late.statusCode, 504, 'past the time limit');
  t.match(late.body, /could not be drawn in time/);
  c.proxy.clearFaults();
  c.proxy.release();
  t.equal((await client.get(`/dashboards/${id}/snapshot.png?width=300&height=300`)).statusCode, 200, 'the late one ended and left its turn');
});

t.test("a map's tiles in the snapshot come through the console's tile cache", async (t) => {
  const tiles = await startTileServer(t);
  const c = await startConsole(t, { env: { MAP_TILE_URL: tiles.template } });
  const { id } = await dashboardByTitle(await tenantSession(c.emulator.url), 'Thermostats');
  const client = c.client();
  await client.signIn(TENANT.username, TENANT.password);
  const res = await client.get(`/dashboards/${id}/snapshot.png?state=map&width=1200&height=700`);
  t.equal(res.statusCode, 200);
  keep('snapshot-thermostats-map-1200', res.rawPayload);
  t.ok(tiles.requests.length >= 4, `${tiles.requests.length} tiles fetched for the picture`);
  const fetched = new Set(tiles.requests.map((r) => r.path));
  const png = decode(res.rawPayload);
  // Each test tile is one flat colour: some must show in the picture as they are.
  const colours = new Set<number>();
  for (let i = 0; i < png.data.length; i += 4) colours.add((png.data[i] << 16) | (png.data[i + 1] << 8) | png.data[i + 2]);
  const shown = [...fetched].filter((path) => {
    const [z, x, y] = path.slice(1, -4).split('/').map(Number);
    return colours.has((((x * 53 + 40) % 256) << 16) | (((y * 97 + 80) % 256) << 8) | ((z * 31 + 120) % 256));
  });
  t.ok(shown.length >= 2, `tiles drawn in the picture: ${shown.length}`);
  const before = tiles.requests.length;
  await client.get(`/dashboards/${id}/snapshot.png?state=map&width=1200&height=700`);
  t.equal(tiles.requests.length, before, 'the second picture takes its tiles from the cache');
});
