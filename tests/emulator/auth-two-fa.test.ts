import t from 'tap';
import {
  DEMO, PERMISSION_DENIED, call, decodeJwt, expectError, readOutbox, session, withEmulator,
} from '../helpers/emulator.ts';
import type { Session } from '../helpers/emulator.ts';
import { totpCode } from '../helpers/two-factor.ts';
import { TestClock } from '../helpers/test-clock.ts';

const PLATFORM = {
  providers: [
    { providerType: 'TOTP', issuerName: 'ThingsBoard' },
    { providerType: 'SMS', verificationCodeLifetime: 120, smsVerificationMessageTemplate: 'Verification code: ${code}' },
    { providerType: 'EMAIL', verificationCodeLifetime: 120 },
    { providerType: 'BACKUP_CODE', codesQuantity: 10 },
  ],
  minVerificationCodeSendPeriod: 30,
  verificationCodeCheckRateLimit: null,
  maxVerificationFailuresBeforeUserLockout: 0,
  totalAllowedTimeForVerification: 3600,
};

const secretOf = (authUrl: string) => new URL(authUrl.replace('otpauth://', 'http://')).searchParams.get('secret') as string;
function wrongTotp(secret: string): string {
  const step = Math.floor(Date.now() / 30000);
  const valid = [step - 1, step, step + 1, step + 2].map((s) => totpCode(secret, s * 30000));
  let code = 0;
  while (valid.includes(String(code).padStart(6, '0'))) code++;
  return String(code).padStart(6, '0');
}

async function configurePlatform(url: string, overrides: Record<string, unknown> = {}) {
  const sa = await session(url, DEMO.sysadmin);
  const res = await sa.post('/api/2fa/settings', { ...PLATFORM, ...overrides });
  if (res.status !== 200) throw new Error(`2FA settings: ${res.status} ${res.text}`);
  return sa;
}

async function setUpTotp(user: Session): Promise<string> {
  const config = (await user.post('/api/2fa/account/config/generate?providerType=TOTP')).body;
  const secret = secretOf(config.authUrl);
  const saved = await user.post(`/api/2fa/account/config?verificationCode=${totpCode(secret)}`, config);
  if (saved.status !== 200) throw new Error(`TOTP setup: ${saved.status} ${saved.text}`);
  return secret;
}

/** Sets up EMAIL or SMS the way the UI does: generate, submit (a code is sent), confirm with that code. */
async function setUpCodeProvider(url: string, user: Session, config: Record<string, unknown>, contact: string) {
  const submitted = await user.post('/api/2fa/account/config/submit', config);
  if (submitted.status !== 200) throw new Error(`submit: ${submitted.status} ${submitted.text}`);
  const code = /(\d{6})/.exec((await readOutbox(url, contact))[0].body)?.[1];
  return user.post(`/api/2fa/account/config?verificationCode=${code}`, config);
}

async function preVerify(url: string, account: readonly [string, string]) {
  const res = await call(url, '/api/auth/login', { method: 'POST', body: { username: account[0], password: account[1] } });
  return res.body as { token: string; refreshToken: null; scope: string };
}
const pvt = (url: string, token: string, path: string, method = 'POST') => call(url, path, { token, method });

t.test('platform 2FA settings are for the system administrator', async (t) => {
  const { url } = await withEmulator(t);
  const sa = await session(url, DEMO.sysadmin);
  const before = await sa.get('/api/2fa/settings');
  t.same([before.status, before.text], [200, ''], 'none on a fresh install: empty body');
  t.same((await sa.get('/api/2fa/providers')).body, []);
  const saved = await sa.post('/api/2fa/settings', PLATFORM);
  t.same(saved.body, PLATFORM);
  t.same((await sa.get('/api/2fa/settings')).body, PLATFORM);
  t.same((await sa.get('/api/admin/settings/twoFaSettings')).body.jsonValue, PLATFORM, 'stored under admin key twoFaSettings');
  const tenant = await session(url, DEMO.tenant);
  t.same((await tenant.get('/api/2fa/providers')).body, ['TOTP', 'SMS', 'EMAIL', 'BACKUP_CODE']);
  expectError(t, await tenant.get('/api/2fa/settings'), 403, 20, PERMISSION_DENIED);
  expectError(t, await tenant.post('/api/2fa/settings', PLATFORM), 403, 20, PERMISSION_DENIED);
});

t.test('platform settings validation', async (t) => {
  const { url } = await withEmulator(t);
  const sa = await session(url, DEMO.sysadmin);
  expectError(t, await sa.post('/api/2fa/settings', { ...PLATFORM, minVerificationCodeSendPeriod: 4 }), 400, 31,
    'Validation error: minVerificationCodeSendPeriod must be greater than or equal to 5');
  expectError(t, await sa.post('/api/2fa/settings', { ...PLATFORM, totalAllowedTimeForVerification: 59 }), 400, 31,
    'Validation error: totalAllowedTimeForVerification must be greater than or equal to 60');
  expectError(t, await sa.post('/api/2fa/settings', { ...PLATFORM, verificationCodeCheckRateLimit: '3/900' }), 400, 31,
    'Validation error: verificationCodeCheckRateLimit verification code check rate limit configuration is invalid');
  const badSms = { ...PLATFORM, providers: [{ providerType: 'SMS', verificationCodeLifetime: 60, smsVerificationMessageTemplate: 'no code' }] };
  expectError(t, await sa.post('/api/2fa/settings', badSms), 400, 31,
    'Validation error: providers[0].smsVerificationMessageTemplate must contain verification code');
  const unknown = await sa.post('/api/2fa/settings', { ...PLATFORM, providers: [{ providerType: 'PIGEON' }] });
  t.same([unknown.status, unknown.body.errorCode], [500, 2], 'unknown provider type is a JSON parse error');
  t.equal((await sa.get('/api/2fa/settings')).text, '', 'nothing was saved');
});

t.test('account configuration endpoints', async (t) => {
  const { url } = await withEmulator(t);
  await configurePlatform(url);
  const user = await session(url, DEMO.tenant);
  t.same([(await user.get('/api/2fa/account/settings')).text], [''], 'no account settings: empty body');

  const totpConfig = (await user.post('/api/2fa/account/config/generate?providerType=TOTP')).body;
  t.same(Object.keys(totpConfig), ['providerType', 'useByDefault', 'authUrl']);
  t.match(totpConfig.authUrl, /^otpauth:\/\/totp\/ThingsBoard:tenant@thingsboard\.org\?issuer=ThingsBoard&secret=[A-Z2-7]{16,}$/);
  t.same((await user.post('/api/2fa/account/config/generate?providerType=EMAIL')).body,
    { providerType: 'EMAIL', useByDefault: false, email: 'tenant@thingsboard.org' });
  t.same((await user.post('/api/2fa/account/config/generate?providerType=SMS')).body,
    { providerType: 'SMS', useByDefault: false, phoneNumber: null });
  const unknown = await user.post('/api/2fa/account/config/generate?providerType=FOO');
  t.same([unknown.status, unknown.body.errorCode], [500, 2]);

  expectError(t, await user.post('/api/2fa/account/config?verificationCode=12345x', totpConfig), 400, 31,
    'Verification code is incorrect');
  const saved = await user.post(`/api/2fa/account/config?verificationCode=${totpCode(secretOf(totpConfig.authUrl))}`, totpConfig);
  t.same(saved.body, { configs: { TOTP: { ...totpConfig, useByDefault: true } } }, 'the first provider becomes the default');
  expectError(t, await user.post('/api/2fa/account/config?verificationCode=000000', totpConfig), 400, 31,
    '2FA provider is already configured');

  const backup = (await user.post('/api/2fa/account/config/generate?providerType=BACKUP_CODE')).body;
  t.equal(backup.codes.length, 10);
  t.equal(backup.codesLeft, 10);
  t.ok(backup.codes.every((code: string) => /^[0-9a-z]{8}$/.test(code)), '8-character codes');
  const withBackup = await user.post('/api/2fa/account/config', backup);
  t.same(withBackup.body.configs.BACKUP_CODE, { providerType: 'BACKUP_CODE', useByDefault: false, codesLeft: 10 },
    'stored backup codes show only their count');

  const phone = { providerType: 'SMS', useByDefault: true, phoneNumber: '+15551234567' };
  expectError(t, await user.post('/api/2fa/account/config/submit', { ...phone, phoneNumber: '555' }), 400, 31,
    'Validation error: phoneNumber is not of E.164 format');
  const sms = await setUpCodeProvider(url, user, phone, '+15551234567');
  t.same(Object.keys(sms.body.configs), ['TOTP', 'BACKUP_CODE', 'SMS']);
  t.same([sms.body.configs.SMS.useByDefault, sms.body.configs.TOTP.useByDefault], [true, false], 'a new default replaces the old');

  const updated = await call(url, '/api/2fa/account/config?providerType=TOTP', {
    token: user.tokens.token, method: 'PUT', body: { useByDefault: true },
  });
  t.same([updated.body.configs.TOTP.useByDefault, updated.body.configs.SMS.useByDefault], [true, false]);
  expectError(t, await call(url, '/api/2fa/account/config?providerType=EMAIL', {
    token: user.tokens.token, method: 'PUT', body: { useByDefault: true },
  }), 400, 31, 'Config for EMAIL 2FA provider not found');

  const afterDelete = await user.delete('/api/2fa/account/config?providerType=TOTP');
  t.same(Object.keys(afterDelete.body.configs), ['BACKUP_CODE', 'SMS']);
  t.equal(afterDelete.body.configs.SMS.useByDefault, true, 'the remaining provider becomes the default');
  const last = await user.delete('/api/2fa/account/config?providerType=SMS');
  t.same([last.status, last.text], [200, ''], 'backup codes alone are no second factor: nothing left');
});

t.test('sign-in with TOTP', async (t) => {
  const { url } = await withEmulator(t);
  await configurePlatform(url);
  const secret = await setUpTotp(await session(url, DEMO.tenant));

  const login = await preVerify(url, DEMO.tenant);
  t.same([login.refreshToken, login.scope], [null, 'PRE_VERIFICATION_TOKEN']);
  const { payload } = decodeJwt(login.token);
  t.same(Object.keys(payload), ['sub', 'userId', 'scopes', 'sessionId', 'tenantId', 'customerId', 'iss', 'iat', 'exp']);
  t.same(payload.scopes, ['PRE_VERIFICATION_TOKEN']);
  t.equal((payload.exp as number) - (payload.iat as number), 3600, 'lifetime = totalAllowedTimeForVerification');

  expectError(t, await call(url, '/api/auth/user', { token: login.token }), 403, 20, PERMISSION_DENIED);
  expectError(t, await call(url, '/api/2fa/account/settings', { token: login.token }), 403, 20, PERMISSION_DENIED);
  t.same((await pvt(url, login.token, '/api/auth/2fa/providers', 'GET')).body,
    [{ type: 'TOTP', default: true, contact: null, minVerificationCodeSendPeriod: 30 }]);
  const sent = await pvt(url, login.token, '/api/auth/2fa/verification/send?providerType=TOTP');
  t.same([sent.status, sent.text], [200, '']);
  expectError(t, await pvt(url, login.token, '/api/auth/2fa/verification/send?providerType=EMAIL'), 400, 31,
    '2FA is not configured for account');

  expectError(t, await pvt(url, login.token, `/api/auth/2fa/verification/check?providerType=TOTP&verificationCode=${wrongTotp(secret)}`),
    400, 31, 'Verification code is incorrect');
  t.equal((await preVerify(url, DEMO.sysadmin)).scope, null, 'users without 2FA sign in as before');
  const ok = await pvt(url, login.token, `/api/auth/2fa/verification/check?providerType=TOTP&verificationCode=${totpCode(secret)}`);
  t.equal(ok.status, 200);
  t.same(Object.keys(ok.body), ['token', 'refreshToken', 'scope']);
  t.equal(ok.body.scope, null);
  const me = await call(url, '/api/auth/user', { token: ok.body.token });
  t.equal(me.body.email, 'tenant@thingsboard.org');
  t.equal(me.body.additionalInfo.failedLoginAttempts, 0, 'failed attempts reset');
  t.ok(me.body.additionalInfo.lastLoginTs > Date.now() - 60000, 'lastLoginTs updated');
  t.same(decodeJwt(ok.body.refreshToken).payload.scopes, ['REFRESH_TOKEN']);
});

t.test('sign-in with e-mail and SMS codes from the outbox', async (t) => {
  const { url } = await withEmulator(t);
  await configurePlatform(url, { minVerificationCodeSendPeriod: 5 });
  const user = await session(url, DEMO.customerA);
  await setUpCodeProvider(url, user, { providerType: 'EMAIL', useByDefault: true, email: 'customerA@thingsboard.org' },
    'customerA@thingsboard.org');
  await setUpCodeProvider(url, user, { providerType: 'SMS', useByDefault: false, phoneNumber: '+15551234567' }, '+15551234567');

  const login = await preVerify(url, DEMO.customerA);
  t.same((await pvt(url, login.token, '/api/auth/2fa/providers', 'GET')).body, [
    { type: 'EMAIL', default: true, contact: 'cu*****rA@thingsboard.org', minVerificationCodeSendPeriod: 5 },
    { type: 'SMS', default: false, contact: '+15*******67', minVerificationCodeSendPeriod: 5 },
  ]);

  t.equal((await pvt(url, login.token, '/api/auth/2fa/verification/send?providerType=SMS')).status, 200);
  const [sms] = await readOutbox(url, '+15551234567');
  t.match(sms, { channel: 'SMS', template: 'TWO_FA_CODE', to: '+15551234567' });
  t.match(sms.body, /^Verification code: \d{6}$/, 'the platform template with the code filled in');
  expectError(t, await pvt(url, login.token, '/api/auth/2fa/verification/send?providerType=SMS'), 429, 33, 'Too many requests');

  t.equal((await pvt(url, login.token, '/api/auth/2fa/verification/send?providerType=EMAIL')).status, 200,
    'the send period is per provider');
  const [mail] = await readOutbox(url, 'customerA@thingsboard.org');
  t.match(mail, { channel: 'EMAIL', template: 'TWO_FA_CODE', subject: 'Your verification code' });
  const emailCode = /(\d{6})/.exec(mail.body)?.[1];
  const smsCode = /(\d{6})/.exec(sms.body)?.[1];
  expectError(t, await pvt(url, login.token, `/api/auth/2fa/verification/check?providerType=EMAIL&verificationCode=${smsCode === emailCode ? '' : smsCode}`),
    400, 31, 'Verification code is incorrect');
  const ok = await pvt(url, login.token, `/api/auth/2fa/verification/check?providerType=EMAIL&verificationCode=${emailCode}`);
  t.equal(ok.status, 200);
  expectError(t, await pvt(url, login.token, `/api/auth/2fa/verification/check?providerType=EMAIL&verificationCode=${emailCode}`),
    400, 31, 'Verification code is incorrect');
});

t.test('codes expire after the provider lifetime', async (t) => {
  const clock = new TestClock();
  const { url } = await withEmulator(t, { clock });
  await configurePlatform(url, {
    providers: [{ providerType: 'EMAIL', verificationCodeLifetime: 1 }], minVerificationCodeSendPeriod: 5,
  });
  const user = await session(url, DEMO.customerB);
  await setUpCodeProvider(url, user, { providerType: 'EMAIL', useByDefault: true, email: 'customerB@thingsboard.org' },
    'customerB@thingsboard.org');
  const login = await preVerify(url, DEMO.customerB);
  await pvt(url, login.token, '/api/auth/2fa/verification/send?providerType=EMAIL');
  const code = /(\d{6})/.exec((await readOutbox(url, 'customerB@thingsboard.org'))[0].body)?.[1];
  clock.advance(1001);
  expectError(t, await pvt(url, login.token, `/api/auth/2fa/verification/check?providerType=EMAIL&verificationCode=${code}`),
    400, 31, 'Verification code is incorrect');
});

t.test('backup codes are single use', async (t) => {
  const { url } = await withEmulator(t);
  await configurePlatform(url);
  const user = await session(url, DEMO.tenant);
  await setUpTotp(user);
  const backup = (await user.post('/api/2fa/account/config/generate?providerType=BACKUP_CODE')).body;
  await user.post('/api/2fa/account/config', backup);
  const login = await preVerify(url, DEMO.tenant);
  const check = (code: string) => pvt(url, login.token, `/api/auth/2fa/verification/check?providerType=BACKUP_CODE&verificationCode=${code}`);
  t.equal((await check(backup.codes[0])).status, 200);
  expectError(t, await check(backup.codes[0]), 400, 31, 'Verification code is incorrect');
  t.equal((await user.get('/api/2fa/account/settings')).body.configs.BACKUP_CODE.codesLeft, 9);
});

t.test('check rate limit and lockout after failed verifications', async (t) => {
  const { url } = await withEmulator(t);
  await configurePlatform(url, { verificationCodeCheckRateLimit: '2:900', maxVerificationFailuresBeforeUserLockout: 3 });
  const secret = await setUpTotp(await session(url, DEMO.customerC));
  const bad = wrongTotp(secret);
  const login = await preVerify(url, DEMO.customerC);
  const check = (code: string) => pvt(url, login.token, `/api/auth/2fa/verification/check?providerType=TOTP&verificationCode=${code}`);
  expectError(t, await check(bad), 400, 31, 'Verification code is incorrect');
  expectError(t, await check(bad), 400, 31, 'Verification code is incorrect');
  expectError(t, await check(totpCode(secret)), 429, 33, 'Too many requests');

  await configurePlatform(url, { verificationCodeCheckRateLimit: null, maxVerificationFailuresBeforeUserLockout: 3 });
  const again = await preVerify(url, DEMO.customerC);
  const checkAgain = () => pvt(url, again.token, `/api/auth/2fa/verification/check?providerType=TOTP&verificationCode=${bad}`);
  expectError(t, await checkAgain(), 400, 31, 'Verification code is incorrect');
  expectError(t, await checkAgain(), 400, 31, 'Verification code is incorrect');
  expectError(t, await checkAgain(), 401, 10, 'User account was locked due to exceeded 2FA verification attempts');
  const afterwards = await call(url, '/api/auth/login', { method: 'POST', body: { username: DEMO.customerC[0], password: DEMO.customerC[1] } });
  expectError(t, afterwards, 401, 10, 'User account is not active');
});

t.test('pre-verification lifetime defaults to 1800 s', async (t) => {
  const { url } = await withEmulator(t);
  const sa = await configurePlatform(url);
  await setUpTotp(await session(url, DEMO.tenant));
  const res = await sa.post('/api/admin/settings', { key: 'twoFaSettings', jsonValue: { ...PLATFORM, totalAllowedTimeForVerification: null } });
  t.equal(res.status, 200);
  const { payload } = decodeJwt((await preVerify(url, DEMO.tenant)).token);
  t.equal((payload.exp as number) - (payload.iat as number), 1800);
});

t.test('turning a provider off on the platform turns it off for accounts', async (t) => {
  const { url } = await withEmulator(t);
  await configurePlatform(url);
  const user = await session(url, DEMO.tenant);
  await setUpTotp(user);
  await configurePlatform(url, { providers: [{ providerType: 'EMAIL', verificationCodeLifetime: 60 }] });
  t.equal((await user.get('/api/2fa/account/settings')).text, '');
  const login = await preVerify(url, DEMO.tenant);
  t.equal(login.scope, null, 'normal sign-in again');
  expectError(t, await user.post('/api/2fa/account/config/generate?providerType=TOTP'), 400, 31, '2FA provider is not configured');
});
