import t from 'tap';
import { SYSADMIN } from '../helpers/console.ts';
import { settingsConsole } from '../helpers/settings.ts';
import { session as platformSession } from '../helpers/emulator.ts';
import { dialogTitle, fieldError, formError, toast } from '../helpers/entity-html.ts';

const POLICY = {
  maxFailedLoginAttempts: '5',
  userLockoutNotificationEmail: 'security@example.com',
  'passwordPolicy.minimumLength': '10',
  'passwordPolicy.minimumUppercaseLetters': '1',
  'passwordPolicy.minimumLowercaseLetters': '',
  'passwordPolicy.minimumDigits': '2',
  'passwordPolicy.minimumSpecialCharacters': '',
  'passwordPolicy.passwordExpirationPeriodDays': '',
  'passwordPolicy.passwordReuseFrequencyDays': '',
  'passwordPolicy.allowWhitespaces': 'true',
};
// 32 bytes: the 256 bits the platform asks of a signing key.
const NEW_KEY = Buffer.alloc(32, 7).toString('base64');
const JWT = { tokenIssuer: 'floorboard.test', tokenSigningKey: NEW_KEY, tokenExpirationTime: '9000', refreshTokenExpTime: '604800' };

t.test('security settings: password policy and JWT', async (t) => {
  const { c, signedIn, posts } = await settingsConsole(t, SYSADMIN);

  t.test('the page shows the policy and the JWT card as stored', async (t) => {
    const client = await signedIn();
    const res = await client.get('/settings/security-settings');
    t.equal(res.statusCode, 200);
    t.match(res.body, /<input type="number"[^>]*name="passwordPolicy.minimumLength"[^>]*value="6"/);
    t.match(res.body, /name="passwordPolicy.allowWhitespaces" checked="" value="true"/);
    t.match(res.body, /JWT security settings/);
    t.match(res.body, /name="tokenExpirationTime"[^>]*value="\d+"/);
  });

  t.test('each validator answers beside its field, input kept, nothing saved', async (t) => {
    const client = await signedIn();
    const before = posts('/api/admin/securitySettings');
    const short = await client.postForm('/settings/security-settings', { ...POLICY, 'passwordPolicy.minimumLength': '4', 'passwordPolicy.minimumDigits': '-1', maxFailedLoginAttempts: 'x' });
    t.equal(short.statusCode, 400);
    t.equal(fieldError(short.body, 'passwordPolicy.minimumLength'), 'Minimum password length must be from 5 to 50.');
    t.equal(fieldError(short.body, 'passwordPolicy.minimumDigits'), 'The value must be a whole number of at least 0.');
    t.equal(fieldError(short.body, 'maxFailedLoginAttempts'), 'The value must be a whole number of at least 0.');
    t.match(short.body, /name="userLockoutNotificationEmail"[^>]*value="security@example.com"/);
    const long = await client.postForm('/settings/security-settings', { ...POLICY, 'passwordPolicy.minimumLength': '51' });
    t.equal(fieldError(long.body, 'passwordPolicy.minimumLength'), 'Minimum password length must be from 5 to 50.');
    const empty = await client.postForm('/settings/security-settings', { ...POLICY, 'passwordPolicy.minimumLength': '' });
    t.equal(fieldError(empty.body, 'passwordPolicy.minimumLength'), 'Minimum password length is required.');
    t.equal(posts('/api/admin/securitySettings'), before);
  });

  t.test('saved: the platform enforces the new policy', async (t) => {
    const client = await signedIn();
    const res = await client.postForm('/settings/security-settings', POLICY);
    t.equal(res.statusCode, 303);
    t.match(toast((await client.get('/settings/security-settings')).body), 'Settings saved');
    const policy = await fetch(`${c.emulator.url}/api/noauth/userPasswordPolicy`).then((r) => r.json());
    t.match(policy, { minimumLength: 10, minimumUppercaseLetters: 1, minimumDigits: 2, minimumLowercaseLetters: null, allowWhitespaces: true });
    const admin = await platformSession(c.emulator.url, [SYSADMIN.username, SYSADMIN.password]);
    t.match((await admin.get('/api/admin/securitySettings')).body, { maxFailedLoginAttempts: 5, userLockoutNotificationEmail: 'security@example.com' });
  });

  t.test('JWT: validators, then a confirmation, then saved with the administrator still signed in', async (t) => {
    const client = await signedIn();
    const other = await platformSession(c.emulator.url, [SYSADMIN.username, SYSADMIN.password]);
    const before = posts('/api/admin/jwtSettings');
    const bad = await client.postForm('/settings/security-settings/jwt', { ...JWT, tokenIssuer: '', tokenSigningKey: 'not base64!', tokenExpirationTime: '59', refreshTokenExpTime: '899' });
    t.equal(bad.statusCode, 400);
    t.equal(fieldError(bad.body, 'tokenIssuer'), 'Issuer name is required.');
    t.equal(fieldError(bad.body, 'tokenSigningKey'), 'The signing key must be Base64 text.');
    t.equal(fieldError(bad.body, 'tokenExpirationTime'), 'Token expiration time must be a whole number of at least 60 seconds.');
    t.equal(fieldError(bad.body, 'refreshTokenExpTime'), 'Refresh token expiration time must be a whole number of at least 900 seconds.');
    t.match(bad.body, /name="tokenSigningKey"[^>]*value="not base64!"/);

    const asked = await client.postForm('/settings/security-settings/jwt', JWT);
    t.equal(asked.statusCode, 303, 'valid settings lead to their confirmation');
    t.equal(asked.headers.location, '/settings/security-settings?dialog=jwt');
    const dialog = await client.get('/settings/security-settings?dialog=jwt');
    t.equal(dialog.statusCode, 200);
    t.equal(dialogTitle(dialog.body), 'Change the JWT settings?');
    t.match(dialog.body, new RegExp(`name="tokenSigningKey"[^>]*value="${NEW_KEY.replace(/[+/]/g, '.')}"`), 'the dialog holds the typed key');
    t.match(dialog.body, /<form id="dialog-jwt-form"[^>]*action="\/settings\/security-settings\?dialog=jwt"/, 'its form posts to its own address');
    t.equal(posts('/api/admin/jwtSettings'), before, 'nothing saved before the confirmation');

    const saved = await client.postForm('/settings/security-settings?dialog=jwt', JWT);
    t.equal(saved.statusCode, 303);
    const page = await client.get('/settings/security-settings');
    t.equal(page.statusCode, 200, 'the administrator is still signed in');
    t.match(toast(page.body), 'JWT settings saved');
    t.match(page.body, new RegExp(`name="tokenIssuer"[^>]*value="floorboard.test"`));
    t.equal((await other.get('/api/admin/jwtSettings')).status, 401, 'tokens signed with the old key no longer work');
  });

  t.test('JWT: the confirmation opened at its own address shows the stored settings; a refusal stays in it', async (t) => {
    const client = await signedIn();
    const stored = await client.get('/settings/security-settings?dialog=jwt');
    t.equal(stored.statusCode, 200);
    t.equal(dialogTitle(stored.body), 'Change the JWT settings?');
    t.match(stored.body, /name="tokenIssuer"[^>]*value="[^"]+"/, 'the stored issuer in the dialog');
    const bad = await client.postForm('/settings/security-settings?dialog=jwt', { ...JWT, tokenExpirationTime: '59' });
    t.equal(bad.statusCode, 400);
    t.equal(dialogTitle(bad.body), 'Change the JWT settings?');
    t.equal(fieldError(bad.body, 'tokenExpirationTime'), 'Token expiration time must be a whole number of at least 60 seconds.');
    const res = await client.postForm('/settings/security-settings?dialog=jwt', { ...JWT, tokenSigningKey: 'c2hvcnQ=' });
    t.equal(res.statusCode, 400);
    t.equal(dialogTitle(res.body), 'Change the JWT settings?');
    t.match(formError(res.body), 'at least 256 bits');
    t.match(res.body, /name="tokenSigningKey"[^>]*value="c2hvcnQ="/, 'the input kept');
  });

  t.test('JWT: Cancel drops the settings waiting for their confirmation', async (t) => {
    const client = await signedIn();
    const typed = { ...JWT, tokenIssuer: 'typed.then.cancelled' };
    t.equal((await client.postForm('/settings/security-settings/jwt', typed)).statusCode, 303);
    const dialog = await client.get('/settings/security-settings?dialog=jwt');
    t.match(dialog.body, /name="tokenIssuer"[^>]*value="typed\.then\.cancelled"/, 'the dialog shows the typed settings');
    const cancel = /<dialog id="dialog-jwt"[\s\S]*?<a class="button" href="([^"]+)">Cancel<\/a>/.exec(dialog.body);
    t.ok(cancel, 'the dialog has a Cancel link');
    t.equal((await client.get(cancel![1].replace(/&amp;/g, '&'))).statusCode, 200);
    const again = await client.get('/settings/security-settings?dialog=jwt');
    t.notMatch(again.body, /typed\.then\.cancelled/, 'opened again, the dialog no longer holds the cancelled settings');
    t.match(again.body, /name="tokenIssuer"[^>]*value="[^"]+"/, 'but the stored ones');
  });
});
