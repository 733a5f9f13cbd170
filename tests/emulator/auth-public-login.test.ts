import t from 'tap';
import {
  DEMO, NULL_UUID, call, customerByTitle, decodeJwt, deviceByName, expectError, session, withEmulator,
} from '../helpers/emulator.ts';

const loginPublic = (url: string, body: unknown) => call(url, '/api/auth/login/public', { method: 'POST', body });

t.test('public login', async (t) => {
  const { url } = await withEmulator(t);
  const admin = await session(url, DEMO.tenant);
  const device = await deviceByName(admin, 'DHT11 Demo Device');
  t.equal((await admin.post(`/api/customer/public/device/${device.id.id}`)).status, 200);
  const publicCustomer = await customerByTitle(admin, 'Public');

  t.test('answers tokens of the synthetic public user', async (t) => {
    const res = await loginPublic(url, { publicId: publicCustomer.id.id });
    t.equal(res.status, 200);
    t.same(Object.keys(res.body), ['token', 'refreshToken', 'scope']);
    t.equal(res.body.scope, null);
    const claims = decodeJwt(res.body.token).payload;
    t.match(claims, {
      sub: publicCustomer.id.id, userId: NULL_UUID, scopes: ['CUSTOMER_USER'], firstName: 'Public', lastName: 'Public',
      enabled: true, isPublic: true, tenantId: admin.claims.tenantId, customerId: publicCustomer.id.id,
    });
    const refresh = decodeJwt(res.body.refreshToken).payload;
    t.match(refresh, { sub: publicCustomer.id.id, userId: NULL_UUID, scopes: ['REFRESH_TOKEN'], isPublic: true });
  });

  t.test('the public user reads its customer and has no user record', async (t) => {
    const { token } = (await loginPublic(url, { publicId: publicCustomer.id.id })).body;
    const me = await call(url, '/api/auth/user', { token });
    t.same([me.status, me.text], [200, '']);
    const customer = await call(url, `/api/customer/${publicCustomer.id.id}`, { token });
    t.equal(customer.body.title, 'Public');
  });

  t.test('refresh keeps the public identity and session', async (t) => {
    const first = (await loginPublic(url, { publicId: publicCustomer.id.id })).body;
    const res = await call(url, '/api/auth/token', { method: 'POST', body: { refreshToken: first.refreshToken } });
    t.equal(res.status, 200);
    const claims = decodeJwt(res.body.token).payload;
    t.same([claims.isPublic, claims.sub, claims.sessionId], [true, publicCustomer.id.id, decodeJwt(first.token).payload.sessionId]);
  });

  t.test('errors', async (t) => {
    expectError(t, await loginPublic(url, { publicId: '' }), 401, 10, 'Authentication failed');
    expectError(t, await loginPublic(url, {}), 401, 10, 'Authentication failed');
    expectError(t, await loginPublic(url, 'not json'), 401, 10, 'Authentication failed');
    expectError(t, await loginPublic(url, { publicId: 'abc' }), 401, 10, 'Invalid username or password');
    expectError(t, await loginPublic(url, { publicId: NULL_UUID }), 401, 10, 'Invalid username or password');
    const customerA = await customerByTitle(admin, 'Customer A');
    expectError(t, await loginPublic(url, { publicId: customerA.id.id }), 401, 10, 'Invalid username or password');
    const get = await call(url, '/api/auth/login/public');
    expectError(t, get, 401, 10, 'Authentication method not supported');
  });
});
