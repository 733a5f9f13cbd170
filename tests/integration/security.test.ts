import t from 'tap';
import { TENANT } from '../helpers/console.ts';
import { startScriptedConsole } from '../helpers/scripted-console.ts';
import { call, DEMO, login, session as platformSession } from '../helpers/emulator.ts';
import { enablePlatformTwoFa, latestCode, totpCode as totp } from '../helpers/two-factor.ts';
import { readQrCode } from '../helpers/qr-reader.ts';

t.test('change password', async (t) => {
  const c = await startScriptedConsole(t);
  const [username, password] = DEMO.customerC;
  const client = c.client();
  await client.signIn(username, password);
  const changes = () => c.platform.calls.filter((x) => x.path === '/api/auth/changePassword').length;

  const page = await client.get('/security');
  t.equal(page.statusCode, 200);
  t.match(page.body, /name="currentPassword"/);
  t.equal(page.headers['cache-control'], 'no-store', 'the page with the token is never cached');
  t.match(page.body, /action="\/security\/password"[^>]*>[\s\S]*?<button type="reset" class="button">Discard changes<\/button>/, 'discard changes empties the form, without a request');
  t.notMatch(page.body, /id="two-factor"/, 'no two-factor section while the platform offers no provider');
  c.platform.script('GET', '/api/2fa/providers', { status: 404, body: { status: 404, message: 'No handler found', errorCode: 32 } });
  const without = await client.get('/security');
  t.equal(without.statusCode, 200, 'a platform without two-factor support still gets the password form');
  t.match(without.body, /name="currentPassword"/);
  c.platform.clear();

  const mismatch = await client.postForm('/security/password', { currentPassword: password, newPassword: 'secret-1', newPassword2: 'secret-2' });
  t.equal(mismatch.statusCode, 400);
  t.match(mismatch.body, /The two new passwords are not the same/);
  const short = await client.postForm('/security/password', { currentPassword: password, newPassword: 'abc', newPassword2: 'abc' });
  t.match(short.body, /at least 6 characters/, 'the platform password policy, checked before sending');
  const empty = await client.postForm('/security/password', { currentPassword: '', newPassword: '', newPassword2: '' });
  t.match(empty.body, /This field is required/);
  t.equal(changes(), 0, 'nothing was sent');
  t.notMatch(short.body, /value="abc"/, 'passwords are never written back into the page');

  const wrong = await client.postForm('/security/password', { currentPassword: 'not-it', newPassword: 'secret-1', newPassword2: 'secret-1' });
  t.equal(wrong.statusCode, 400);
  t.match(wrong.body, /Current password doesn&#x27;t match!/, "the platform's message");

  const ok = await client.postForm('/security/password', { currentPassword: password, newPassword: 'secret-1', newPassword2: 'secret-1' });
  t.equal(ok.statusCode, 303);
  const after = await client.get('/security');
  t.match(after.body, /toast-success[\s\S]*Password changed/);
  t.equal((await client.get('/devices')).statusCode, 200, 'the session goes on with the tokens the change returned');
  t.equal((await call(c.emulator.url, '/api/auth/login', { method: 'POST', body: { username, password } })).status, 401, 'the old password is gone');
  t.ok((await login(c.emulator.url, username, 'secret-1')).token, 'the new one works');
});

t.test('the JWT token card: the session token, valid till its expiry, to copy or show', async (t) => {
  const c = await startScriptedConsole(t);
  const client = c.client();
  await client.signIn(TENANT.username, TENANT.password);
  const page = await client.get('/security');
  const token = (await c.readSession(client))!.tokens.token as string;
  const exp = JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString()).exp as number;
  t.match(page.body, /<h2 id="jwt-title">JWT token<\/h2>/);
  t.match(page.body, `Valid till <time dateTime="${new Date(exp * 1000).toISOString()}">`);
  t.match(page.body, new RegExp(`<button type="button" class="button copy-button jwt-copy" data-copy="${token}"[^>]*data-stale-after="${exp * 1000}"`));
  t.match(page.body, new RegExp(`<details class="jwt-show"><summary>Show the token</summary><textarea readOnly="" class="jwt-text"[^>]*>${token}</textarea>`), 'shown on request without scripts');

  // A token refreshed while the page was built is the one shown.
  const expired = expiredCopyOf(token);
  await c.editSession(client, (s) => {
    s.tokens.token = expired;
  });
  const renewed = await client.get('/security');
  const fresh = (await c.readSession(client))!.tokens.token as string;
  t.not(fresh, expired, 'the console refreshed the token');
  t.match(renewed.body, `data-copy="${fresh}"`);
  t.notMatch(renewed.body, expired);
});

/** The same claims with an expiry in the past: the console must refresh it before use. */
function expiredCopyOf(token: string): string {
  const [head, body, sig] = token.split('.');
  const claims = JSON.parse(Buffer.from(body, 'base64url').toString());
  claims.iat = Math.floor(Date.now() / 1000) - 7200;
  claims.exp = claims.iat + 60;
  return [head, Buffer.from(JSON.stringify(claims)).toString('base64url'), sig].join('.');
}

t.test('two-factor settings', async (t) => {
  const c = await startScriptedConsole(t);
  await enablePlatformTwoFa(c.emulator.url);
  const client = c.client();
  await client.signIn(TENANT.username, TENANT.password);
  const platform = await platformSession(c.emulator.url, [TENANT.username, TENANT.password]);
  const configs = async () => (await platform.get('/api/2fa/account/settings')).body?.configs ?? {};

  t.test('every provider of the platform is listed, off', async (t) => {
    const page = await client.get('/security');
    t.match(page.body, /id="two-factor"/);
    for (const name of ['Authenticator app', 'SMS', 'E-mail', 'Backup codes']) t.match(page.body, name);
    t.equal([...page.body.matchAll(/class="badge">Off</g)].length, 4);
    t.match(page.body, /Enable another method first/, 'backup codes need another method');
  });

  t.test('a setup can be cancelled, and nothing is stored', async (t) => {
    await client.postForm('/security/2fa/enable', { provider: 'TOTP' });
    t.match((await client.get('/security')).body, /class="qr-code"/);
    const cancel = await client.postForm('/security/2fa/cancel', {});
    t.equal(cancel.headers.location, '/security');
    t.notMatch((await client.get('/security')).body, /class="qr-code"/, 'the setup is closed');
    t.notOk('TOTP' in (await configs()));
  });

  t.test('TOTP: a QR code drawn on the server, then a code from the app', async (t) => {
    const enable = await client.postForm('/security/2fa/enable', { provider: 'TOTP' });
    t.equal(enable.headers.location, '/security#setup');
    const page = await client.get('/security');
    t.match(page.body, /<svg class="qr-code" viewBox="0 0 \d+ \d+" role="img" aria-label="QR code for your authenticator app"/);
    t.match(page.body, /<path d="(M\d+ \d+h1v1h-1z)+" fill="#000"/);
    const secret = /<code class="secret-key">([A-Z2-7]+)<\/code>/.exec(page.body)?.[1] ?? '';
    t.ok(secret.length >= 16, 'the secret is shown for manual entry');
    t.match(readQrCode(page.body), new RegExp(`^otpauth://totp/.+[?&]secret=${secret}(&|$)`), 'the QR code reads as the key URI an authenticator app takes');

    const malformed = await client.postForm('/security/2fa/verify', { code: '12ab' });
    t.equal(malformed.statusCode, 400);
    t.match(malformed.body, /Enter the 6-digit code/);
    const wrongCode = String((Number(totp(secret)) + 500_000) % 1_000_000).padStart(6, '0');
    const wrong = await client.postForm('/security/2fa/verify', { code: wrongCode });
    t.equal(wrong.statusCode, 400);
    t.match(wrong.body, /Verification code is incorrect/);
    t.match(wrong.body, /class="qr-code"/, 'the setup stays open');

    const ok = await client.postForm('/security/2fa/verify', { code: totp(secret) });
    t.equal(ok.statusCode, 303);
    t.match((await client.get('/security')).body, /toast-success[\s\S]*Authenticator app is now on/);
    const stored = await configs();
    t.match(stored.TOTP?.authUrl, new RegExp(`secret=${secret}`));
  });

  t.test('EMAIL and SMS: the address or number, a code sent there, then the code', async (t) => {
    await client.postForm('/security/2fa/enable', { provider: 'EMAIL' });
    const form = await client.get('/security');
    t.match(form.body, /name="contact"[^>]*value="tenant@thingsboard.org"/, 'the e-mail defaults to the user');
    const badEmail = await client.postForm('/security/2fa/submit', { contact: 'nope' });
    t.equal(badEmail.statusCode, 400);
    t.match(badEmail.body, /Invalid e-mail format/);
    t.match(badEmail.body, /value="nope"/);
    t.equal((await client.postForm('/security/2fa/submit', { contact: 'tenant@thingsboard.org' })).statusCode, 303);
    t.match((await client.get('/security')).body, /A code was sent to tenant@thingsboard.org/);
    const emailCode = await latestCode(c.emulator.url, 'tenant@thingsboard.org');
    t.match(emailCode, /^\d{6}$/);
    t.equal((await client.postForm('/security/2fa/verify', { code: emailCode })).statusCode, 303);

    await client.postForm('/security/2fa/enable', { provider: 'SMS' });
    const badPhone = await client.postForm('/security/2fa/submit', { contact: '5551234567' });
    t.match(badPhone.body, /international format, starting with \+/);
    t.equal((await client.postForm('/security/2fa/submit', { contact: '+15551234567' })).statusCode, 303);
    const smsCode = await latestCode(c.emulator.url, '+15551234567');
    t.equal((await client.postForm('/security/2fa/verify', { code: smsCode })).statusCode, 303);
    t.same(Object.keys(await configs()).sort(), ['EMAIL', 'SMS', 'TOTP']);
  });

  t.test('the default provider', async (t) => {
    t.equal((await client.postForm('/security/2fa/default', { provider: 'SMS' })).statusCode, 303);
    const stored = await configs();
    t.equal(stored.SMS.useByDefault, true);
    t.notOk(stored.TOTP.useByDefault);
    t.match((await client.get('/security')).body, /SMS is now your default method/);
  });

  t.test('backup codes: shown once, downloadable as text, renewable', async (t) => {
    t.equal((await client.postForm('/security/2fa/enable', { provider: 'BACKUP_CODE' })).headers.location, '/security#backup-codes');
    const page = await client.get('/security');
    const codes = [...page.body.matchAll(/<li><code>([0-9a-f]{8})<\/code><\/li>/g)].map((m) => m[1]);
    t.equal(codes.length, 10);
    const file = await client.get('/security/2fa/backup-codes.txt');
    t.equal(file.headers['content-type'], 'text/plain; charset=utf-8');
    t.match(file.headers['content-disposition'], /attachment; filename="backup-codes.txt"/);
    for (const code of codes) t.match(file.body, code);
    t.equal((await configs()).BACKUP_CODE.codesLeft, 10);

    await client.postForm('/security/2fa/enable', { provider: 'BACKUP_CODE' });
    const renewed = [...(await client.get('/security')).body.matchAll(/<li><code>([0-9a-f]{8})<\/code><\/li>/g)].map((m) => m[1]);
    t.equal(renewed.length, 10);
    t.notSame(renewed, codes, 'new codes replace the old ones');

    await client.postForm('/security/2fa/backup-codes/done', {});
    t.notMatch((await client.get('/security')).body, /<li><code>/, 'not shown again');
    t.equal((await client.get('/security/2fa/backup-codes.txt')).headers.location, '/security');
  });

  t.test('disabling asks first, then removes the provider', async (t) => {
    const confirm = await client.get('/security?disable=TOTP');
    t.match(confirm.body, /<dialog[^>]*id="disable-provider"[^>]*open/);
    t.match(confirm.body, /Disable Authenticator app\?/);
    t.ok('TOTP' in (await configs()), 'nothing changed yet');
    t.equal((await client.postForm('/security/2fa/disable', { provider: 'TOTP' })).statusCode, 303);
    t.notOk('TOTP' in (await configs()));
    t.match((await client.get('/security')).body, /Authenticator app is now off/);
  });
});
