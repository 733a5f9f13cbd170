import { randomUUID } from 'node:crypto';
import t from 'tap';
import { PERMISSION_DENIED, call, deviceByName, expectError, withEmulator } from '../helpers/emulator.ts';
import { demoSessions } from '../helpers/demo-sessions.ts';
import { TestClock } from '../helpers/test-clock.ts';

t.test('server-side RPC', async (t) => {
  const clock = new TestClock();
  const { url } = await withEmulator(t, { clock });
  const { tenant: admin, customerA, customerB, sysadmin } =
    await demoSessions(url, 'tenant', 'customerA', 'customerB', 'sysadmin');
  const a1 = await deviceByName(admin, 'Test Device A1');
  const withBehaviour = async (name: string, rpcSimulation: string) => {
    const device = await deviceByName(admin, name);
    const res = await admin.post('/api/device', { ...device, additionalInfo: { rpcSimulation } });
    t.equal(res.status, 200);
    return res.body;
  };
  const silent = await withBehaviour('Test Device A2', 'silent');
  const offline = await withBehaviour('Test Device A3', 'offline');
  const invalid = await withBehaviour('Test Device B1', 'invalid');
  const soon = () => clock.now() + 200;

  t.test('two-way and one-way calls to a connected device', async (t) => {
    const twoway = await admin.post(`/api/rpc/twoway/${a1.id.id}`, { method: 'getGpio', params: { pin: 7, value: 1 } });
    t.same([twoway.status, twoway.body], [200, { pin: 7, value: 1 }], 'the simulated device echoes the params');
    const noParams = await admin.post(`/api/rpc/twoway/${a1.id.id}`, { method: 'reboot' });
    t.same([noParams.status, noParams.text], [200, ''], 'an empty reply is an empty 200');
    const oneway = await customerA.post(`/api/rpc/oneway/${a1.id.id}`, { method: 'setGpio', params: { pin: 7 } });
    t.same([oneway.status, oneway.text], [200, '']);
    const legacy = await admin.post(`/api/plugins/rpc/twoway/${a1.id.id}`, { method: 'getValue', params: 42 });
    t.same([legacy.status, legacy.body], [200, 42]);
    const notJson = await admin.post(`/api/rpc/twoway/${invalid.id.id}`, { method: 'getValue' });
    t.same([notJson.status, notJson.text], [406, ''], 'a reply that is not JSON');
    const silentOneway = await admin.post(`/api/rpc/oneway/${silent.id.id}`, { method: 'blink' });
    t.equal(silentOneway.status, 200, 'one-way calls need no reply');
    const legacyOneway = await customerA.post(`/api/plugins/rpc/oneway/${a1.id.id}`, { method: 'setGpio', params: { pin: 3 } });
    t.same([legacyOneway.status, legacyOneway.text], [200, ''], 'the v1 one-way call');
  });

  t.test('timeouts', async (t) => {
    const noReply = await admin.post(`/api/rpc/twoway/${silent.id.id}`, { method: 'getValue', expirationTime: soon() });
    t.same([noReply.status, noReply.text], [504, '']);
    const legacyNoReply = await admin.post(`/api/plugins/rpc/twoway/${silent.id.id}`, { method: 'getValue', expirationTime: soon() });
    t.equal(legacyNoReply.status, 408);
    const notConnected = await admin.post(`/api/rpc/oneway/${offline.id.id}`, { method: 'blink', expirationTime: soon() });
    t.equal(notConnected.status, 504);
    const legacyNotConnected = await admin.post(`/api/plugins/rpc/twoway/${offline.id.id}`, { method: 'blink', expirationTime: soon() });
    t.equal(legacyNotConnected.status, 409);
    const legacyOnewayNotConnected = await admin.post(`/api/plugins/rpc/oneway/${offline.id.id}`, { method: 'blink', expirationTime: soon() });
    t.same([legacyOnewayNotConnected.status, legacyOnewayNotConnected.text], [409, ''], 'v1 one-way to a device that never connected');
  });

  t.test('errors', async (t) => {
    const missing = randomUUID();
    const notFound = await admin.post(`/api/rpc/twoway/${missing}`, { method: 'x' });
    t.same([notFound.status, notFound.text], [404, "Device with requested id wasn't found!"]);
    t.match(notFound.headers.get('content-type'), /^text\/plain/);
    const other = await customerB.post(`/api/rpc/twoway/${a1.id.id}`, { method: 'x' });
    t.same([other.status, other.text], [403, PERMISSION_DENIED]);
    const bySysadmin = await sysadmin.post(`/api/rpc/oneway/${a1.id.id}`, { method: 'x' });
    t.same([bySysadmin.status, bySysadmin.text], [403, PERMISSION_DENIED]);
    expectError(t, await admin.post(`/api/rpc/twoway/${a1.id.id}`, '{"method":'), 400, 31, 'Invalid request body');
    const noMethod = await admin.post(`/api/rpc/twoway/${a1.id.id}`, { params: {} });
    t.same([noMethod.status, noMethod.body.errorCode], [500, 2]);
    expectError(t, await admin.post('/api/rpc/twoway/abc', { method: 'x' }), 400, 31, 'Invalid UUID string: abc');
    const unauthenticated = await call(url, `/api/rpc/twoway/${a1.id.id}`, { method: 'POST', body: { method: 'x' } });
    t.equal(unauthenticated.status, 401);
  });

  t.test('persistent RPC', async (t) => {
    const before = clock.now();
    const created = await admin.post(`/api/rpc/twoway/${a1.id.id}`, {
      method: 'setMode', params: { mode: 'eco' }, persistent: true, retries: 2, additionalInfo: { note: 'night' },
    });
    t.equal(created.status, 200);
    t.same(Object.keys(created.body), ['rpcId']);
    const rpc = (await admin.get(`/api/rpc/persistent/${created.body.rpcId}`)).body;
    t.same(Object.keys(rpc), ['id', 'createdTime', 'tenantId', 'deviceId', 'expirationTime', 'request', 'response', 'status', 'additionalInfo']);
    t.same(rpc.id, { entityType: 'RPC', id: created.body.rpcId });
    t.same(rpc.deviceId, a1.id);
    t.same([rpc.status, rpc.response, rpc.additionalInfo], ['SUCCESSFUL', { mode: 'eco' }, { note: 'night' }]);
    t.same(rpc.request.body, { method: 'setMode', params: '{"mode":"eco"}' });
    t.same([rpc.request.oneway, rpc.request.retries], [false, 2]);
    t.equal(rpc.expirationTime, before + 10000, 'default timeout 10 s');
    const short = await admin.post(`/api/rpc/oneway/${a1.id.id}`, { method: 'ping', persistent: true, timeout: 100 });
    const shortRpc = (await admin.get(`/api/rpc/persistent/${short.body.rpcId}`)).body;
    t.equal(shortRpc.expirationTime, before + 5000, 'a timeout under 5 s counts as 5 s');
    await admin.delete(`/api/rpc/persistent/${short.body.rpcId}`);

    const queued = await admin.post(`/api/rpc/oneway/${offline.id.id}`, { method: 'blink', persistent: true, expirationTime: soon() });
    const waiting = await admin.post(`/api/rpc/twoway/${silent.id.id}`, { method: 'read', persistent: true, expirationTime: soon() });
    t.equal((await admin.get(`/api/rpc/persistent/${queued.body.rpcId}`)).body.status, 'QUEUED');
    t.equal((await admin.get(`/api/rpc/persistent/${waiting.body.rpcId}`)).body.status, 'DELIVERED');
    clock.advance(199);
    t.equal((await admin.get(`/api/rpc/persistent/${queued.body.rpcId}`)).body.status, 'QUEUED', 'until the expiration time');
    clock.advance(1);
    t.equal((await admin.get(`/api/rpc/persistent/${queued.body.rpcId}`)).body.status, 'EXPIRED', 'never delivered');
    t.equal((await admin.get(`/api/rpc/persistent/${waiting.body.rpcId}`)).body.status, 'TIMEOUT', 'delivered, never answered');

    const chosen = randomUUID();
    const withId = await admin.post(`/api/rpc/oneway/${a1.id.id}`, { method: 'ping', persistent: true, requestUUID: chosen });
    t.same(withId.body, { rpcId: chosen });

    const list = await admin.get(`/api/rpc/persistent/device/${a1.id.id}?pageSize=10&page=0&sortProperty=createdTime&sortOrder=ASC`);
    t.same([list.body.totalElements, list.body.hasNext], [2, false]);
    t.same(list.body.data.map((r: any) => r.id.id), [created.body.rpcId, chosen]);
    const successful = await customerA.get(`/api/rpc/persistent/device/${a1.id.id}?pageSize=10&page=0&rpcStatus=SUCCESSFUL`);
    t.equal(successful.body.totalElements, 2, 'customer users list their devices\' requests');
    const expired = await admin.get(`/api/rpc/persistent/device/${offline.id.id}?pageSize=10&page=0&rpcStatus=EXPIRED`);
    t.equal(expired.body.totalElements, 1);
    const deleted = await admin.get(`/api/rpc/persistent/device/${a1.id.id}?pageSize=10&page=0&rpcStatus=DELETED`);
    t.same([deleted.status, deleted.body.errorCode], [400, 31]);
    const badSort = await admin.get(`/api/rpc/persistent/device/${a1.id.id}?pageSize=10&page=0&sortProperty=nope`);
    t.same([badSort.status, badSort.body.errorCode], [500, 2]);
    const noPage = await admin.get(`/api/rpc/persistent/device/${a1.id.id}`);
    t.same([noPage.status, noPage.body.errorCode], [400, 31]);
    expectError(t, await customerB.get(`/api/rpc/persistent/${created.body.rpcId}`), 403, 20, PERMISSION_DENIED);
    expectError(t, await customerB.get(`/api/rpc/persistent/device/${a1.id.id}?pageSize=10&page=0`), 403, 20, PERMISSION_DENIED);

    expectError(t, await customerA.delete(`/api/rpc/persistent/${created.body.rpcId}`), 403, 20, PERMISSION_DENIED);
    const removed = await admin.delete(`/api/rpc/persistent/${created.body.rpcId}`);
    t.same([removed.status, removed.text], [200, '']);
    expectError(t, await admin.get(`/api/rpc/persistent/${created.body.rpcId}`), 404, 32, `Rpc with id [${created.body.rpcId}] is not found`);
  });

  t.test('RPC calls are audited', async (t) => {
    const logs = await admin.get(`/api/audit/logs/entity/DEVICE/${a1.id.id}?pageSize=50&page=0`);
    t.equal(logs.status, 200);
    const rpcCalls = logs.body.data.filter((entry: any) => entry.actionType === 'RPC_CALL');
    t.ok(rpcCalls.length >= 3);
    t.same(Object.keys(rpcCalls.at(-1).actionData).sort(), ['method', 'oneWay', 'params']);
  });
});
