import t from 'tap';
import { WebSocket } from 'ws';
import { DEMO, call, customerByTitle, deviceByName, session, withEmulator } from '../helpers/emulator.ts';
import type { Session } from '../helpers/emulator.ts';
import { connectWs as connect } from '../helpers/ws-client.ts';

// Contract 6.1: the tenant profile's public-user session limit and the per-session queue of pending updates.

async function setLimits(sysadmin: Session, limits: Record<string, number>): Promise<void> {
  const info = (await sysadmin.get('/api/tenantProfileInfo/default')).body;
  const profile = (await sysadmin.get(`/api/tenantProfile/${info.id.id}`)).body;
  Object.assign(profile.profileData.configuration, limits);
  const saved = await sysadmin.post('/api/tenantProfile', profile);
  if (saved.status !== 200) throw new Error(`tenant profile: ${saved.status} ${saved.text}`);
}

t.test('public users have their own session limit, regular users theirs', async (t) => {
  const platform = await withEmulator(t, { telemetryIntervalMs: 0 });
  const sysadmin = await session(platform.url, DEMO.sysadmin);
  const admin = await session(platform.url, DEMO.tenant);
  const dht = await deviceByName(admin, 'DHT11 Demo Device');
  t.equal((await admin.post(`/api/customer/public/device/${dht.id.id}`)).status, 200);
  const publicId = (await customerByTitle(admin, 'Public')).id.id;
  const publicToken = async () => (await call(platform.url, '/api/auth/login/public', { method: 'POST', body: { publicId } })).body.token;

  await setLimits(sysadmin, { maxWsSessionsPerRegularUser: 1, maxWsSessionsPerPublicUser: 0 });
  const open = [await connect(platform.url, await publicToken()), await connect(platform.url, await publicToken())];
  open[1].send({ tsSubCmds: [{ cmdId: 1, entityType: 'DEVICE', entityId: dht.id.id, keys: 'temperature' }] });
  t.equal((await open[1].next()).subscriptionId, 1, 'the regular-user limit leaves public sessions alone');
  const regular = await connect(platform.url, admin.tokens.token);
  const secondRegular = await connect(platform.url, admin.tokens.token);
  t.same(await secondRegular.closed, { code: 1008, reason: 'Max regular user sessions limit reached' });
  regular.close();

  await setLimits(sysadmin, { maxWsSessionsPerRegularUser: 0, maxWsSessionsPerPublicUser: 2 });
  const third = await connect(platform.url, await publicToken());
  t.same(await third.closed, { code: 1008, reason: 'Max public user sessions limit reached' });
  const tenantSessions = [await connect(platform.url, admin.tokens.token), await connect(platform.url, admin.tokens.token)];
  tenantSessions[1].send({ attrSubCmds: [{ cmdId: 2, entityType: 'DEVICE', entityId: dht.id.id }] });
  t.equal((await tenantSessions[1].next()).subscriptionId, 2, 'the public-user limit leaves regular users alone');
  for (const client of [...open, ...tenantSessions]) client.close();
});

t.test('a session with more pending updates than wsMsgQueueLimitPerSession is closed', async (t) => {
  const platform = await withEmulator(t, { telemetryIntervalMs: 0 });
  const sysadmin = await session(platform.url, DEMO.sysadmin);
  const admin = await session(platform.url, DEMO.tenant);
  const t1 = await deviceByName(admin, 'Thermostat T1');
  const subscription = (cmdId: number) => ({ cmdId, entityType: 'DEVICE', entityId: t1.id.id, keys: 'active' });
  await setLimits(sysadmin, { wsMsgQueueLimitPerSession: 3 });

  const within = await connect(platform.url, admin.tokens.token);
  within.send({ attrSubCmds: [subscription(1), subscription(2), subscription(3)] });
  t.same([(await within.next()).subscriptionId, (await within.next()).subscriptionId, (await within.next()).subscriptionId], [1, 2, 3],
    'three answers at once fit a queue of three');
  within.send({ attrSubCmds: [subscription(4)] });
  t.equal((await within.next()).subscriptionId, 4, 'written updates leave the queue');
  within.close();

  const beyond = await connect(platform.url, admin.tokens.token);
  beyond.send({ attrSubCmds: [subscription(1), subscription(2), subscription(3), subscription(4)] });
  t.same(await beyond.closed, { code: 1008, reason: 'Max pending updates limit reached!' }, 'a fourth at once overflows it');
});

t.test('sessions are pinged, and closed with 4500 when silent for the ping timeout', async (t) => {
  const platform = await withEmulator(t, { telemetryIntervalMs: 0, wsPingTimeoutMs: 600 });
  const admin = await session(platform.url, DEMO.tenant);
  const address = `${platform.url.replace('http', 'ws')}/api/ws/plugins/telemetry?token=${admin.tokens.token}`;
  // A client that never answers pings (the ws package's own client, with its automatic pong turned off).
  const silent = new WebSocket(address, { autoPong: false });
  let pinged = 0;
  silent.on('ping', () => pinged++);
  const silentClosed = new Promise<{ code: number; reason: string }>((resolve) =>
    silent.on('close', (code, reason) => resolve({ code, reason: reason.toString() })));
  await new Promise((resolve) => silent.on('open', resolve));
  const answering = await connect(platform.url, admin.tokens.token);
  t.same(await silentClosed, { code: 4500, reason: 'Session not reliable' });
  t.ok(pinged >= 1, 'it was pinged before');
  answering.send({ attrSubCmds: [{ cmdId: 1, entityType: 'DEVICE', entityId: (await deviceByName(admin, 'Thermostat T1')).id.id, keys: 'active' }] });
  t.equal((await answering.next()).subscriptionId, 1, 'a client that answers the pings stays connected');
  answering.close();
});
