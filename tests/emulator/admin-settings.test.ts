import t from 'tap';
import { DEMO, NULL_UUID, PERMISSION_DENIED, call, decodeJwt, expectError, readOutbox, session, withEmulator } from '../helpers/emulator.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

t.test('admin settings', async (t) => {
  const { url } = await withEmulator(t);
  const sa = await session(url, DEMO.sysadmin);

  t.test('general and mail defaults; the mail password is never returned', async (t) => {
    const general = (await sa.get('/api/admin/settings/general')).body;
    t.same(Object.keys(general), ['id', 'createdTime', 'tenantId', 'key', 'jsonValue']);
    t.match(general.id.id, UUID);
    t.same(Object.keys(general.id), ['id'], 'AdminSettingsId has no entityType');
    t.same(general.tenantId, { entityType: 'TENANT', id: NULL_UUID });
    t.same(general.jsonValue, { baseUrl: 'http://localhost:8080', prohibitDifferentUrl: false });
    const mail = (await sa.get('/api/admin/settings/mail')).body.jsonValue;
    t.same(mail, {
      mailFrom: 'ThingsBoard <sysadmin@localhost.localdomain>', smtpProtocol: 'smtp', smtpHost: 'localhost', smtpPort: '25',
      timeout: '10000', enableTls: false, username: '', tlsVersion: 'TLSv1.2', enableProxy: false, showChangePassword: false,
    });
    expectError(t, await sa.get('/api/admin/settings/sms'), 404, 32, 'No Administration settings found for key: sms');
  });

  t.test('saving keeps the stored mail password when the body has none', async (t) => {
    const stored = (await sa.get('/api/admin/settings/mail')).body;
    const withPassword = await sa.post('/api/admin/settings', { key: 'mail', jsonValue: { ...stored.jsonValue, password: 's3cret' } });
    t.equal(withPassword.status, 200);
    t.notOk('password' in withPassword.body.jsonValue, 'response without password');
    t.same(withPassword.body.id, stored.id, 'the same settings entry');
    await sa.post('/api/admin/settings', { key: 'mail', jsonValue: { ...stored.jsonValue, smtpHost: 'mail.example.com' } });
    t.equal((await sa.get('/api/admin/settings/mail')).body.jsonValue.smtpHost, 'mail.example.com');
    expectError(t, await sa.post('/api/admin/settings', { jsonValue: {} }), 400, 31, 'Key should be specified!');
    expectError(t, await sa.post('/api/admin/settings', { key: 'sms' }), 400, 31, 'Json value should be specified!');
    const sms = { type: 'TWILIO', numberFrom: '+15550000000', accountSid: 'sid', accountToken: 'token' };
    t.same((await sa.post('/api/admin/settings', { key: 'sms', jsonValue: sms })).body.jsonValue, sms);
  });

  t.test('test mail and test SMS land in the outbox', async (t) => {
    const mail = (await sa.get('/api/admin/settings/mail')).body;
    const res = await sa.post('/api/admin/settings/testMail', mail);
    t.same([res.status, res.text], [200, '']);
    const [sent] = await readOutbox(url, 'sysadmin@thingsboard.org');
    t.match(sent, { channel: 'EMAIL', template: 'TEST', from: 'ThingsBoard <sysadmin@localhost.localdomain>' });
    const failed = await sa.post('/api/admin/settings/testMail', { ...mail, jsonValue: { ...mail.jsonValue, smtpHost: '' } });
    t.same([failed.status, failed.body.errorCode], [500, 2]);
    t.match(failed.body.message, /^Unable to send mail: /);

    const provider = { type: 'TWILIO', numberFrom: '+15550000000', accountSid: 'sid', accountToken: 'token' };
    const sms = await sa.post('/api/admin/settings/testSms', { providerConfiguration: provider, numberTo: '+15557654321', message: 'hello' });
    t.same([sms.status, sms.text], [200, '']);
    t.match((await readOutbox(url, '+15557654321'))[0], { channel: 'SMS', template: 'TEST', body: 'hello' });
    expectError(t, await sa.post('/api/admin/settings/testSms', { providerConfiguration: provider, numberTo: '5557654321', message: 'x' }),
      400, 31, 'Invalid phone number format. Phone number must be in E.164 format.');
  });

  t.test('only the system administrator', async (t) => {
    const tenant = await session(url, DEMO.tenant);
    const customer = await session(url, DEMO.customer);
    for (const user of [tenant, customer]) {
      expectError(t, await user.get('/api/admin/settings/general'), 403, 20, PERMISSION_DENIED);
      expectError(t, await user.post('/api/admin/settings', { key: 'general', jsonValue: {} }), 403, 20, PERMISSION_DENIED);
      expectError(t, await user.post('/api/admin/settings/testMail', { key: 'mail', jsonValue: {} }), 403, 20, PERMISSION_DENIED);
      expectError(t, await user.get('/api/admin/jwtSettings'), 403, 20, PERMISSION_DENIED);
      expectError(t, await user.get('/api/admin/updates'), 403, 20, PERMISSION_DENIED);
    }
    t.same((await sa.get('/api/admin/updates')).body, { message: '', updateAvailable: false });
  });
});

t.test('JWT settings', async (t) => {
  const { url } = await withEmulator(t);
  const sa = await session(url, DEMO.sysadmin);
  const tenant = await session(url, DEMO.tenant);
  const current = (await sa.get('/api/admin/jwtSettings')).body;
  t.same(Object.keys(current), ['tokenExpirationTime', 'refreshTokenExpTime', 'tokenIssuer', 'tokenSigningKey']);
  t.same([current.tokenExpirationTime, current.refreshTokenExpTime, current.tokenIssuer], [9000, 604800, 'thingsboard.io']);
  t.equal(Buffer.from(current.tokenSigningKey, 'base64').length, 64);

  const post = (body: Record<string, unknown>) => sa.post('/api/admin/jwtSettings', { ...current, ...body });
  expectError(t, await post({ tokenIssuer: '' }), 400, 31, 'JWT token issuer should be specified!');
  expectError(t, await post({ refreshTokenExpTime: 900 }), 400, 31, 'JWT refresh token expiration time should be at least 15 minutes!');
  expectError(t, await post({ tokenExpirationTime: 60 }), 400, 31, 'JWT token expiration time should be at least 1 minute!');
  expectError(t, await post({ tokenExpirationTime: 604800 }), 400, 31,
    'JWT token expiration time should greater than JWT refresh token expiration time!');
  expectError(t, await post({ tokenSigningKey: Buffer.from('short').toString('base64') }), 400, 31,
    'JWT token signing key should be a Base64 encoded string representing at least 256 bits of data!');

  const newKey = Buffer.from('k'.repeat(48)).toString('base64');
  const res = await post({ tokenSigningKey: newKey, tokenExpirationTime: 3600, tokenIssuer: 'emulator.test' });
  t.equal(res.status, 200);
  t.same(Object.keys(res.body), ['token', 'refreshToken', 'scope']);
  const claims = decodeJwt(res.body.token).payload;
  t.same([claims.iss, (claims.exp as number) - (claims.iat as number), claims.sub], ['emulator.test', 3600, 'sysadmin@thingsboard.org']);
  t.equal((await call(url, '/api/auth/user', { token: res.body.token })).status, 200, 'the new pair works');
  expectError(t, await tenant.get('/api/auth/user'), 401, 11, 'Token has expired');
  t.same((await call(url, '/api/admin/jwtSettings', { token: res.body.token })).body,
    { ...current, tokenSigningKey: newKey, tokenExpirationTime: 3600, tokenIssuer: 'emulator.test' });
  expectError(t, await tenant.post('/api/admin/jwtSettings', current), 401, 11, 'Token has expired');
});
