import { createHmac } from 'node:crypto';
import t from 'tap';
import {
  DEMO, NULL_UUID, PERMISSION_DENIED, call, customerByTitle, decodeJwt, expectError, login, session, withEmulator,
} from '../helpers/emulator.ts';
import { TestClock } from '../helpers/test-clock.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

async function loginRaw(url: string, body: string, method = 'POST') {
  return call(url, '/api/auth/login', { method, body, headers: { 'content-type': 'application/json' } });
}


t.test('login', async (t) => {
  const { url } = await withEmulator(t);

  t.test('returns a token pair with a null scope', async (t) => {
    const res = await loginRaw(url, JSON.stringify({ username: 'tenant@thingsboard.org', password: 'tenant' }));
    t.equal(res.status, 200);
    t.same(Object.keys(res.body), ['token', 'refreshToken', 'scope']);
    t.equal(res.body.scope, null);
  });

  t.test('access token claims', async (t) => {
    const { token } = await login(url, ...DEMO.tenant);
    const { header, payload } = decodeJwt(token);
    t.same(header, { alg: 'HS512' });
    t.same(Object.keys(payload), [
      'sub', 'userId', 'scopes', 'sessionId', 'iss', 'iat', 'exp', 'firstName', 'lastName', 'enabled', 'isPublic',
      'tenantId', 'customerId',
    ]);
    t.equal(payload.sub, 'tenant@thingsboard.org');
    t.same(payload.scopes, ['TENANT_ADMIN']);
    t.match(payload.userId, UUID);
    t.match(payload.sessionId, UUID);
    t.match(payload.tenantId, UUID);
    t.not(payload.tenantId, NULL_UUID);
    t.equal(payload.customerId, NULL_UUID);
    t.equal(payload.iss, 'thingsboard.io');
    t.equal(payload.exp, (payload.iat as number) + 9000);
    t.ok(Math.abs((payload.iat as number) - Date.now() / 1000) < 5, 'iat is in seconds');
    t.same([payload.firstName, payload.lastName, payload.enabled, payload.isPublic], [null, null, true, false]);
  });

  t.test('system administrator and customer user claims', async (t) => {
    const sa = decodeJwt((await login(url, ...DEMO.sysadmin)).token).payload;
    t.same([sa.scopes, sa.tenantId, sa.customerId], [['SYS_ADMIN'], NULL_UUID, NULL_UUID]);
    const cu = decodeJwt((await login(url, ...DEMO.customerB)).token).payload;
    const admin = await session(url, DEMO.tenant);
    const customerB = await customerByTitle(admin, 'Customer B');
    t.same([cu.scopes, cu.tenantId, cu.customerId], [['CUSTOMER_USER'], admin.claims.tenantId, customerB.id.id]);
  });

  t.test('refresh token claims', async (t) => {
    const { token, refreshToken } = await login(url, ...DEMO.tenant);
    const access = decodeJwt(token).payload;
    const { header, payload } = decodeJwt(refreshToken);
    t.same(header, { alg: 'HS512' });
    t.same(Object.keys(payload).sort(), ['exp', 'iat', 'isPublic', 'iss', 'jti', 'scopes', 'sessionId', 'sub', 'userId']);
    t.same(payload.scopes, ['REFRESH_TOKEN']);
    t.equal(payload.sessionId, access.sessionId);
    t.equal(payload.userId, access.userId);
    t.match(payload.jti, UUID);
    t.equal(payload.exp, (payload.iat as number) + 604800);
  });

  t.test('failures of table 1.3', async (t) => {
    expectError(t, await loginRaw(url, JSON.stringify({ username: 'nobody@thingsboard.org', password: 'x' })), 401, 10, 'Invalid username or password');
    expectError(t, await loginRaw(url, JSON.stringify({ username: 'tenant@thingsboard.org', password: 'wrong' })), 401, 10, 'Invalid username or password');
    expectError(t, await loginRaw(url, JSON.stringify({ username: 'TENANT@thingsboard.org', password: 'tenant' })), 401, 10, 'Invalid username or password');
    expectError(t, await loginRaw(url, '{not json'), 401, 10, 'Authentication failed');
    expectError(t, await loginRaw(url, JSON.stringify({ username: '  ', password: 'x' })), 401, 10, 'Authentication failed');
    expectError(t, await loginRaw(url, JSON.stringify({ username: 'tenant@thingsboard.org', password: '' })), 401, 10, 'Authentication failed');
    expectError(t, await call(url, '/api/auth/login'), 401, 10, 'Authentication method not supported');
    expectError(t, await call(url, '/api/auth/token', { method: 'PUT' }), 401, 10, 'Authentication method not supported');
  });

  t.test('failed attempts are counted and reset, last login recorded', async (t) => {
    const admin = await session(url, DEMO.tenant);
    const customerC = decodeJwt((await login(url, ...DEMO.customerC)).token).payload.userId as string;
    await loginRaw(url, JSON.stringify({ username: 'customerC@thingsboard.org', password: 'bad' }));
    await loginRaw(url, JSON.stringify({ username: 'customerC@thingsboard.org', password: 'bad' }));
    const failed = await admin.get(`/api/user/${customerC}`);
    t.equal(failed.body.additionalInfo.failedLoginAttempts, 2);
    const before = Date.now();
    await login(url, ...DEMO.customerC);
    const info = (await admin.get(`/api/user/${customerC}`)).body.additionalInfo;
    t.equal(info.failedLoginAttempts, 0);
    t.ok(info.lastLoginTs >= before && info.lastLoginTs <= Date.now(), 'lastLoginTs is the login time in ms');
    t.equal(info.userCredentialsEnabled, true, 'single-user read reports enabled credentials');
  });
});

t.test('access token checks', async (t) => {
  const { url } = await withEmulator(t);
  const { token, refreshToken } = await login(url, ...DEMO.tenant);

  t.test('header handling', async (t) => {
    expectError(t, await call(url, '/api/auth/user'), 401, 10, 'Authentication failed');
    expectError(t, await call(url, '/api/auth/user', { headers: { 'X-Authorization': 'Bear' } }), 401, 10, 'Authentication failed');
    const standard = await call(url, '/api/auth/user', { headers: { Authorization: `Bearer ${token}` } });
    t.equal(standard.status, 200, 'Authorization is accepted');
    const blankFirst = await call(url, '/api/auth/user', { headers: { 'X-Authorization': ' ', Authorization: `Bearer ${token}` } });
    t.equal(blankFirst.status, 200, 'a blank X-Authorization falls back to Authorization');
    const preferred = await call(url, '/api/auth/user', { headers: { 'X-Authorization': 'Bearer junk', Authorization: `Bearer ${token}` } });
    t.equal(preferred.status, 401, 'X-Authorization wins when present');
    const anyPrefix = await call(url, '/api/auth/user', { headers: { 'X-Authorization': `Token: ${token}` } });
    t.equal(anyPrefix.status, 200, 'the first 7 characters are dropped unchecked');
  });

  t.test('malformed and badly signed tokens', async (t) => {
    expectError(t, await call(url, '/api/auth/user', { token: 'not-a-jwt' }), 401, 10, 'Invalid username or password');
    const [header, payload] = token.split('.');
    const forged = createHmac('sha512', Buffer.from('another key')).update(`${header}.${payload}`).digest('base64url');
    expectError(t, await call(url, '/api/auth/user', { token: `${header}.${payload}.${forged}` }), 401, 11, 'Token has expired');
  });

  t.test('a refresh token is not an access token', async (t) => {
    expectError(t, await call(url, '/api/auth/user', { token: refreshToken }), 403, 20, PERMISSION_DENIED);
  });

  t.test('the user endpoint returns the caller', async (t) => {
    const res = await call(url, '/api/auth/user', { token });
    t.same([res.body.email, res.body.name, res.body.authority], ['tenant@thingsboard.org', 'tenant@thingsboard.org', 'TENANT_ADMIN']);
    t.same(res.body.customerId, { entityType: 'CUSTOMER', id: NULL_UUID });
  });
});

t.test('refresh', async (t) => {
  const { url } = await withEmulator(t);
  const first = await login(url, ...DEMO.customerA);
  const refresh = (body: string) => call(url, '/api/auth/token', { method: 'POST', body, headers: { 'content-type': 'application/json' } });

  t.test('issues a new pair in the same session', async (t) => {
    const res = await refresh(JSON.stringify({ refreshToken: first.refreshToken }));
    t.equal(res.status, 200);
    t.same(Object.keys(res.body), ['token', 'refreshToken', 'scope']);
    t.equal(res.body.scope, null);
    const claims = decodeJwt(res.body.token).payload;
    t.equal(claims.sessionId, decodeJwt(first.token).payload.sessionId);
    t.same(claims.scopes, ['CUSTOMER_USER']);
    t.equal((await call(url, '/api/auth/user', { token: res.body.token })).status, 200);
  });

  t.test('the new tokens carry the user as stored now', async (t) => {
    const admin = await login(url, ...DEMO.tenant);
    const userId = decodeJwt(first.token).payload.userId as string;
    const user = (await call(url, `/api/user/${userId}`, { token: admin.token })).body;
    t.equal((await call(url, '/api/user', { token: admin.token, method: 'POST', body: { ...user, firstName: 'Renamed', lastName: 'Later' } })).status, 200);
    const res = await refresh(JSON.stringify({ refreshToken: first.refreshToken }));
    const claims = decodeJwt(res.body.token).payload;
    t.same([claims.firstName, claims.lastName], ['Renamed', 'Later'], 'the user is reloaded');
  });

  t.test('failures', async (t) => {
    expectError(t, await refresh('{}'), 401, 10, 'Authentication failed');
    expectError(t, await refresh('nonsense'), 401, 10, 'Authentication failed');
    expectError(t, await refresh(JSON.stringify({ refreshToken: 'x.y.z' })), 401, 10, 'Invalid username or password');
    expectError(t, await refresh(JSON.stringify({ refreshToken: first.token })), 401, 10, 'Authentication failed');
    const [header, payload] = first.refreshToken.split('.');
    const forged = createHmac('sha512', Buffer.from('k')).update(`${header}.${payload}`).digest('base64url');
    expectError(t, await refresh(JSON.stringify({ refreshToken: `${header}.${payload}.${forged}` })), 401, 11, 'Token has expired');
  });
});

t.test('expiry follows the configured lifetimes', async (t) => {
  const clock = new TestClock();
  const { url } = await withEmulator(t, { clock, accessTokenTtlSec: 1, refreshTokenTtlSec: 1 });
  const pair = await login(url, ...DEMO.tenant);
  const claims = decodeJwt(pair.token).payload;
  t.equal(claims.exp, (claims.iat as number) + 1);
  t.equal(decodeJwt(pair.refreshToken).payload.exp, (decodeJwt(pair.refreshToken).payload.iat as number) + 1);
  clock.advance(1000);
  t.equal((await call(url, '/api/auth/user', { token: pair.token })).status, 200, 'valid until the expiry instant itself');
  clock.advance(1);
  expectError(t, await call(url, '/api/auth/user', { token: pair.token }), 401, 11, 'Token has expired');
  const res = await call(url, '/api/auth/token', {
    method: 'POST', body: JSON.stringify({ refreshToken: pair.refreshToken }),
  });
  expectError(t, res, 401, 11, 'Token has expired');
});
