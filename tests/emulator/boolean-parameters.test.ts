import t from 'tap';
import { DEMO, call, customerByTitle, expectError, readOutbox, session, withEmulator } from '../helpers/emulator.ts';

// Boolean request parameters bind like Spring's converter: true/on/yes/1 and false/off/no/0 in any case, blank means the
// default, and anything else fails the binding with 500/2 before the call changes anything (contract 1.2).

const invalid = (javaType: string, raw: string) =>
  `Failed to convert value of type 'java.lang.String' to required type '${javaType}'; ` +
  `nested exception is java.lang.IllegalArgumentException: Invalid boolean value [${raw}]`;

t.test('boolean request parameters', async (t) => {
  const { url } = await withEmulator(t);
  const admin = await session(url, DEMO.tenant);
  const customerA = await customerByTitle(admin, 'Customer A');
  const userOfA = (await admin.get(`/api/customer/${customerA.id.id}/users?pageSize=1&page=0&textSearch=customerA`)).body.data[0];

  t.test('a bad value refuses the call and changes nothing', async (t) => {
    const users = async () => (await admin.get('/api/users?pageSize=1&page=0')).body.totalElements;
    const before = await users();
    expectError(t, await admin.post('/api/user?sendActivationMail=maybe', { email: 'maybe@example.com', authority: 'TENANT_ADMIN' }),
      500, 2, invalid('boolean', 'maybe'));
    t.equal(await users(), before, 'no user created');
    expectError(t, await admin.post(`/api/user/${userOfA.id.id}/userCredentialsEnabled?userCredentialsEnabled=nope`), 500, 2,
      invalid('boolean', 'nope'));
    t.equal((await session(url, DEMO.customerA)).claims.enabled, true, 'still enabled');
    expectError(t, await admin.get('/api/tenant/dashboards?pageSize=10&page=0&mobile=sometimes'), 500, 2, invalid('java.lang.Boolean', 'sometimes'));
    expectError(t, await admin.get('/api/alarms?pageSize=10&page=0&fetchOriginator=2'), 500, 2, invalid('java.lang.Boolean', '2'));
    expectError(t, await admin.post('/api/ruleChains/import?overwrite=always', { ruleChains: [], metadata: [] }), 500, 2,
      invalid('boolean', 'always'));
    const allDevices = { entityFilter: { type: 'entityType', entityType: 'DEVICE' }, pageLink: { page: 0, pageSize: 10 } };
    expectError(t, await admin.post('/api/entitiesQuery/find/keys?timeseries=maybe&attributes=true', allDevices), 500, 2,
      invalid('boolean', 'maybe'));
    expectError(t, await call(url, '/api/noauth/activate?sendActivationMail=x', { method: 'POST', body: { activateToken: 'none', password: 'secret1' } }),
      500, 2, invalid('boolean', 'x'));
  });

  t.test("Spring's other words and blank values", async (t) => {
    const created = await admin.post('/api/user?sendActivationMail=NO', { email: 'quiet@example.com', authority: 'TENANT_ADMIN' });
    t.equal(created.status, 200);
    t.same(await readOutbox(url, 'quiet@example.com'), [], 'NO turns the activation mail off');
    const mailed = await admin.post('/api/user?sendActivationMail=', { email: 'loud@example.com', authority: 'TENANT_ADMIN' });
    t.equal(mailed.status, 200);
    t.equal((await readOutbox(url, 'loud@example.com')).length, 1, 'blank is the default (true)');
    t.equal((await admin.post(`/api/user/${userOfA.id.id}/userCredentialsEnabled?userCredentialsEnabled=0`)).status, 200);
    t.equal((await admin.get(`/api/user/${userOfA.id.id}`)).body.additionalInfo.userCredentialsEnabled, false, '0 is false');
    t.equal((await admin.post(`/api/user/${userOfA.id.id}/userCredentialsEnabled?userCredentialsEnabled=On`)).status, 200);
    t.equal((await admin.get(`/api/user/${userOfA.id.id}`)).body.additionalInfo.userCredentialsEnabled, true, 'On is true');
    const hidden = (await admin.get('/api/tenant/dashboards?pageSize=1&page=0')).body.data[0];
    await admin.post('/api/dashboard', { ...(await admin.get(`/api/dashboard/${hidden.id.id}`)).body, mobileHide: true });
    const titles = async (mobile: string) =>
      (await admin.get(`/api/tenant/dashboards?pageSize=50&page=0&mobile=${mobile}`)).body.data.map((d: { title: string }) => d.title);
    t.notOk((await titles('YES')).includes(hidden.title), 'YES excludes hidden dashboards');
    t.ok((await titles('')).includes(hidden.title), 'blank: no filter');
  });
});

t.test('an unknown transport type of the device profile infos', async (t) => {
  const { url } = await withEmulator(t);
  const admin = await session(url, DEMO.tenant);
  expectError(t, await admin.get('/api/deviceProfileInfos?pageSize=10&page=0&transportType=HTTP'), 400, 31,
    'No enum constant org.thingsboard.server.common.data.DeviceTransportType.HTTP');
  const mqtt = await admin.get('/api/deviceProfileInfos?pageSize=10&page=0&transportType=MQTT');
  t.same([mqtt.status, mqtt.body.totalElements], [200, 0]);
  const all = await admin.get('/api/deviceProfileInfos?pageSize=10&page=0&transportType=');
  t.equal(all.body.totalElements, 2, 'blank: every profile');
});
