import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import t from 'tap';
import { startEmulator } from '../../emulator/index.ts';
import {
  DEMO, PERMISSION_DENIED, call, expectError, login, readOutbox, session, withEmulator,
} from '../helpers/emulator.ts';
import type { Session } from '../helpers/emulator.ts';
import { tempDbPath } from '../helpers/temp-db.ts';

const DEFAULT_POLICY = {
  minimumLength: 6, minimumUppercaseLetters: null, minimumLowercaseLetters: null, minimumDigits: null,
  minimumSpecialCharacters: null, allowWhitespaces: true, passwordExpirationPeriodDays: null, passwordReuseFrequencyDays: null,
};
const loginRaw = (url: string, username: string, password: string) =>
  call(url, '/api/auth/login', { method: 'POST', body: { username, password } });

async function setPolicy(sa: Session, policy: Record<string, unknown>, extra: Record<string, unknown> = {}) {
  const res = await sa.post('/api/admin/securitySettings', {
    passwordPolicy: { ...DEFAULT_POLICY, ...policy }, maxFailedLoginAttempts: null, userLockoutNotificationEmail: null, ...extra,
  });
  if (res.status !== 200) throw new Error(`securitySettings: ${res.status} ${res.text}`);
  return res.body;
}

t.test('security settings endpoints', async (t) => {
  const { url } = await withEmulator(t);
  const sa = await session(url, DEMO.sysadmin);
  t.same((await sa.get('/api/admin/securitySettings')).body,
    { passwordPolicy: DEFAULT_POLICY, maxFailedLoginAttempts: null, userLockoutNotificationEmail: null }, 'built-in default');
  const saved = await setPolicy(sa, { minimumDigits: 2 }, { maxFailedLoginAttempts: 5, ignored: true });
  t.same(saved, { passwordPolicy: { ...DEFAULT_POLICY, minimumDigits: 2 }, maxFailedLoginAttempts: 5, userLockoutNotificationEmail: null });
  t.same((await call(url, '/api/noauth/userPasswordPolicy')).body, { ...DEFAULT_POLICY, minimumDigits: 2 });
  const tenant = await session(url, DEMO.tenant);
  expectError(t, await tenant.get('/api/admin/securitySettings'), 403, 20, PERMISSION_DENIED);
  expectError(t, await tenant.post('/api/admin/securitySettings', saved), 403, 20, PERMISSION_DENIED);
  const bad = await sa.post('/api/admin/securitySettings', { maxFailedLoginAttempts: 'many' });
  t.same([bad.status, bad.body.errorCode], [500, 2], 'a non-number is a JSON binding error');
});

t.test('the policy applies to password changes with every violated rule listed', async (t) => {
  const { url } = await withEmulator(t);
  const sa = await session(url, DEMO.sysadmin);
  await setPolicy(sa, {
    minimumLength: 8, minimumUppercaseLetters: 1, minimumLowercaseLetters: 1, minimumDigits: 1, minimumSpecialCharacters: 1,
    allowWhitespaces: false,
  });
  const user = await session(url, DEMO.customerA);
  const change = (newPassword: string) => user.post('/api/auth/changePassword', { currentPassword: 'customer', newPassword });
  expectError(t, await change('ab c'), 400, 31, [
    'Password must be 8 or more characters in length.',
    'Password must contain 1 or more uppercase characters.',
    'Password must contain 1 or more digit characters.',
    'Password must contain 1 or more special characters.',
    "Password contains the illegal whitespace character ' '.",
  ].join('\n'));
  const ok = await change('Secret#123');
  t.same([ok.status, Object.keys(ok.body)], [200, ['token', 'refreshToken']]);
  t.equal((await login(url, 'customerA@thingsboard.org', 'Secret#123')).scope, null);
});

t.test('passwords cannot be reused within passwordReuseFrequencyDays', async (t) => {
  const { url } = await withEmulator(t);
  const sa = await session(url, DEMO.sysadmin);
  await setPolicy(sa, { passwordReuseFrequencyDays: 30 });
  const first = await session(url, DEMO.customerB);
  t.equal((await first.post('/api/auth/changePassword', { currentPassword: 'customer', newPassword: 'second1' })).status, 200);
  const second = await session(url, ['customerB@thingsboard.org', 'second1']);
  t.equal((await second.post('/api/auth/changePassword', { currentPassword: 'second1', newPassword: 'third11' })).status, 200);
  const third = await session(url, ['customerB@thingsboard.org', 'third11']);
  expectError(t, await third.post('/api/auth/changePassword', { currentPassword: 'third11', newPassword: 'second1' }), 400, 31,
    'Password was already used for the last 30 days');
  expectError(t, await third.post('/api/auth/changePassword', { currentPassword: 'third11', newPassword: 'third11' }), 400, 31,
    'Password was already used for the last 30 days');
  const history = (await third.get(`/api/user/${third.userId}`)).body.additionalInfo.userPasswordHistory;
  t.equal(Object.keys(history).length, 2, 'history kept while the reuse policy is on');
});

t.test('lockout after maxFailedLoginAttempts', async (t) => {
  const { url } = await withEmulator(t);
  const sa = await session(url, DEMO.sysadmin);
  await setPolicy(sa, {}, { maxFailedLoginAttempts: 2, userLockoutNotificationEmail: 'security@example.com' });
  const [email] = DEMO.customer;
  expectError(t, await loginRaw(url, email, 'wrong'), 401, 10, 'Invalid username or password');
  expectError(t, await loginRaw(url, email, 'wrong'), 401, 10, 'Invalid username or password');
  expectError(t, await loginRaw(url, email, 'wrong'), 401, 10, 'User account is locked due to security policy');
  expectError(t, await loginRaw(url, email, 'customer'), 401, 10, 'User account is not active');
  const [mail] = await readOutbox(url, 'security@example.com');
  t.match(mail, { template: 'LOCKOUT', channel: 'EMAIL' });
  t.match(mail.body, email);

  const admin = await session(url, DEMO.tenant);
  const logs = (await admin.get('/api/audit/logs?pageSize=50&page=0&actionTypes=LOCKOUT,LOGIN')).body.data;
  const mine = logs.filter((entry: any) => entry.userName === email);
  t.ok(mine.some((entry: any) => entry.actionType === 'LOCKOUT' && entry.actionStatus === 'SUCCESS'), 'LOCKOUT recorded');
  t.ok(mine.some((entry: any) => entry.actionType === 'LOGIN' && entry.actionStatus === 'FAILURE'
    && entry.actionFailureDetails === 'Invalid username or password'), 'failed LOGIN recorded');
  const userId = mine[0].userId.id;
  const user = (await admin.get(`/api/user/${userId}`)).body;
  t.same([user.additionalInfo.userCredentialsEnabled, user.additionalInfo.failedLoginAttempts], [false, 3]);

  t.equal((await admin.post(`/api/user/${userId}/userCredentialsEnabled?userCredentialsEnabled=true`)).status, 200);
  t.equal((await login(url, email, 'customer')).scope, null, 'enabled again by the tenant administrator');
});

t.test('an expired password answers 401/15 with a reset token', async (t) => {
  const dbPath = tempDbPath(t, 'expiry');
  const platform = await startEmulator({ port: 0, dbPath });
  t.teardown(() => platform.close());
  const { url } = platform;
  const sa = await session(url, DEMO.sysadmin);
  await setPolicy(sa, { passwordExpirationPeriodDays: 10 });
  t.equal((await login(url, ...DEMO.customerC)).scope, null, 'fresh credentials are fine');

  const db = new DatabaseSync(dbPath);
  db.prepare(`UPDATE user_credentials SET created_time = created_time - 11 * 86400000
              WHERE user_id = (SELECT id FROM tb_user WHERE email = ?)`).run(DEMO.customerC[0]);
  db.close();

  expectError(t, await loginRaw(url, DEMO.customerC[0], 'wrong'), 401, 10, 'Invalid username or password');
  const res = await loginRaw(url, ...DEMO.customerC);
  expectError(t, res, 401, 15, 'User password expired!');
  t.same(Object.keys(res.body), ['status', 'message', 'errorCode', 'timestamp', 'resetToken']);
  t.match(res.body.resetToken, /^[A-Za-z0-9]{30}$/);
  const reset = await call(url, '/api/noauth/resetPassword', {
    method: 'POST', body: { resetToken: res.body.resetToken, password: 'renewed1' },
  });
  t.same([reset.status, reset.body.scope], [200, null]);
  t.equal((await login(url, DEMO.customerC[0], 'renewed1')).scope, null, 'the new password has a fresh age');
});

t.test('sign-in audit records', async (t) => {
  const { url } = await withEmulator(t);
  const admin = await session(url, DEMO.tenant);
  const logout = await admin.post('/api/auth/logout');
  t.equal(logout.status, 200);
  const again = await session(url, DEMO.tenant);
  const logs = (await again.get('/api/audit/logs?pageSize=20&page=0&actionTypes=LOGIN,LOGOUT')).body.data;
  const types = logs.map((entry: any) => entry.actionType);
  t.same(types.slice(0, 3), ['LOGIN', 'LOGOUT', 'LOGIN'], 'newest first');
  t.match(logs[0], {
    entityId: { entityType: 'USER', id: admin.userId }, entityName: 'tenant@thingsboard.org',
    userName: 'tenant@thingsboard.org', actionStatus: 'SUCCESS',
  });
  t.same(Object.keys(logs[0].actionData), ['clientAddress', 'browser', 'os', 'device']);
});
