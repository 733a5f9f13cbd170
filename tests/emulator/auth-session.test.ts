import t from 'tap';
import {
  DEMO, call, customerByTitle, decodeJwt, expectError, login, session, withEmulator,
} from '../helpers/emulator.ts';
import { TestClock } from '../helpers/test-clock.ts';

const refresh = (url: string, refreshToken: string) =>
  call(url, '/api/auth/token', { method: 'POST', body: { refreshToken } });

t.test('logout invalidates its own session only', async (t) => {
  const clock = new TestClock();
  const { url } = await withEmulator(t, { clock });
  const first = await login(url, ...DEMO.tenant);
  const second = await login(url, ...DEMO.tenant);
  t.not(decodeJwt(first.token).payload.sessionId, decodeJwt(second.token).payload.sessionId);
  clock.nextSecond();
  const out = await call(url, '/api/auth/logout', { token: first.token, method: 'POST' });
  t.same([out.status, out.text], [200, '']);
  expectError(t, await call(url, '/api/auth/user', { token: first.token }), 401, 11, 'Token has expired');
  expectError(t, await refresh(url, first.refreshToken), 401, 10, 'Authentication failed');
  t.equal((await call(url, '/api/auth/user', { token: second.token })).status, 200, 'other session unaffected');
  t.equal((await refresh(url, second.refreshToken)).status, 200);
  const again = await login(url, ...DEMO.tenant);
  t.equal((await call(url, '/api/auth/user', { token: again.token })).status, 200, 'a new login works');
});

t.test('tokens issued in the same second as the logout stay valid', async (t) => {
  const clock = new TestClock();
  const { url } = await withEmulator(t, { clock });
  const pair = await login(url, ...DEMO.customer);
  clock.advance(999);
  t.equal(Math.floor(clock.now() / 1000), decodeJwt(pair.token).payload.iat, 'the logout falls in the second the token was issued');
  await call(url, '/api/auth/logout', { token: pair.token, method: 'POST' });
  t.equal((await call(url, '/api/auth/user', { token: pair.token })).status, 200);
});

t.test('changePassword', async (t) => {
  const clock = new TestClock();
  const { url } = await withEmulator(t, { clock });
  const user = await login(url, ...DEMO.customerB);
  const other = await login(url, ...DEMO.customerB);
  const change = (body: unknown, token = user.token) =>
    call(url, '/api/auth/changePassword', { token, method: 'POST', body });

  expectError(t, await change({ currentPassword: 'nope', newPassword: 'secret1' }), 400, 31, "Current password doesn't match!");
  expectError(t, await change({ currentPassword: 'customer', newPassword: 'abc' }), 400, 31, 'Password must be 6 or more characters in length.');
  expectError(t, await change({ currentPassword: 'customer', newPassword: 'customer' }), 400, 31, 'New password should be different from existing!');

  clock.nextSecond();
  const res = await change({ currentPassword: 'customer', newPassword: 'secret1' });
  t.equal(res.status, 200);
  t.same(Object.keys(res.body), ['token', 'refreshToken'], 'only the two tokens, no scope');
  t.equal(decodeJwt(res.body.token).payload.sessionId, decodeJwt(user.token).payload.sessionId);
  t.equal((await call(url, '/api/auth/user', { token: res.body.token })).status, 200, 'new token works');
  expectError(t, await call(url, '/api/auth/user', { token: user.token }), 401, 11, 'Token has expired');
  expectError(t, await call(url, '/api/auth/user', { token: other.token }), 401, 11, 'Token has expired');
  expectError(t, await refresh(url, other.refreshToken), 401, 10, 'Authentication failed');
  const old = await call(url, '/api/auth/login', { method: 'POST', body: { username: DEMO.customerB[0], password: 'customer' } });
  expectError(t, old, 401, 10, 'Invalid username or password');
  t.equal((await login(url, DEMO.customerB[0], 'secret1')).scope, null, 'new password logs in');
});

t.test('refresh of a deleted user', async (t) => {
  const { url } = await withEmulator(t);
  const admin = await session(url, DEMO.tenant);
  const pair = await login(url, ...DEMO.customerC);
  const customerC = await customerByTitle(admin, 'Customer C');
  t.equal((await admin.delete(`/api/customer/${customerC.id.id}`)).status, 200);
  expectError(t, await refresh(url, pair.refreshToken), 401, 10, 'Invalid username or password');
  const res = await call(url, '/api/auth/user', { token: pair.token });
  t.same([res.status, res.text], [200, ''], 'a deleted caller reads an empty body');
});
