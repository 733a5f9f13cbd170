import t from 'tap';
import { SYSADMIN } from '../helpers/console.ts';
import { settingsConsole } from '../helpers/settings.ts';
import { fieldError, formError, toast } from '../helpers/entity-html.ts';

const FORM = {
  maxVerificationFailuresBeforeUserLockout: '10',
  totalAllowedTimeForVerification: '600',
  minVerificationCodeSendPeriod: '15',
  'rateLimit.enabled': 'true',
  'rateLimit.number': '4',
  'rateLimit.time': '300',
  'providers.TOTP.enabled': 'true',
  'providers.TOTP.issuerName': 'Floorboard',
  'providers.SMS.smsVerificationMessageTemplate': 'Code ${code}',
  'providers.SMS.verificationCodeLifetime': '120',
  'providers.EMAIL.enabled': 'true',
  'providers.EMAIL.verificationCodeLifetime': '300',
  'providers.BACKUP_CODE.codesQuantity': '10',
};

t.test('two-factor authentication settings', async (t) => {
  const { c, platform: sysadmin, signedIn } = await settingsConsole(t, SYSADMIN);
  const saves = () => c.platform.calls.filter((x) => x.method === 'POST' && x.path === '/api/2fa/settings').length;

  t.test('shows the stored providers, upstream defaults for the others', async (t) => {
    const client = await signedIn();
    const res = await client.get('/settings/2fa');
    t.equal(res.statusCode, 200);
    t.match(res.body, /name="providers.SMS.smsVerificationMessageTemplate"[^>]*value="Verification code: \$\{code\}"/);
    t.match(res.body, /name="providers.BACKUP_CODE.codesQuantity"[^>]*value="10"/);
    t.match(res.body, /name="totalAllowedTimeForVerification"[^>]*value="\d+"/);
  });

  t.test('validators, and what is required only while switched on', async (t) => {
    const client = await signedIn();
    const before = saves();
    const bad = await client.postForm('/settings/2fa', {
      ...FORM,
      totalAllowedTimeForVerification: '59',
      minVerificationCodeSendPeriod: '',
      maxVerificationFailuresBeforeUserLockout: '65536',
      'rateLimit.number': '',
      'providers.TOTP.issuerName': ' ',
      'providers.SMS.enabled': 'true',
      'providers.SMS.smsVerificationMessageTemplate': 'no placeholder',
      'providers.EMAIL.verificationCodeLifetime': '0',
    });
    t.equal(bad.statusCode, 400);
    t.equal(fieldError(bad.body, 'totalAllowedTimeForVerification'), 'At least 60 seconds, as a whole number.');
    t.equal(fieldError(bad.body, 'minVerificationCodeSendPeriod'), 'Minimum time between sending codes (sec) is required.');
    t.equal(fieldError(bad.body, 'maxVerificationFailuresBeforeUserLockout'), 'A whole number from 0 to 65535.');
    t.equal(fieldError(bad.body, 'rateLimit.number'), 'Required while this is on.');
    t.equal(fieldError(bad.body, 'providers.TOTP.issuerName'), 'Required while this is on.');
    t.equal(fieldError(bad.body, 'providers.SMS.smsVerificationMessageTemplate'), 'The template must contain ${code}.');
    t.equal(fieldError(bad.body, 'providers.EMAIL.verificationCodeLifetime'), 'A whole number of at least 1.');
    t.match(bad.body, /name="providers.SMS.smsVerificationMessageTemplate"[^>]*value="no placeholder"/);
    // Switched off, the same blanks are fine.
    const off = await client.postForm('/settings/2fa', { ...FORM, 'rateLimit.enabled': '', 'rateLimit.number': '', 'providers.TOTP.enabled': '', 'providers.TOTP.issuerName': '' });
    t.equal(off.statusCode, 303);
    t.equal(saves(), before + 1);
  });

  t.test('saved in the platform shape: only the switched-on providers, the rate limit as N:S', async (t) => {
    const client = await signedIn();
    t.equal((await client.postForm('/settings/2fa', FORM)).statusCode, 303);
    t.match(toast((await client.get('/settings/2fa')).body), 'Settings saved');
    const stored = (await sysadmin.get('/api/2fa/settings')).body;
    t.match(stored, { minVerificationCodeSendPeriod: 15, verificationCodeCheckRateLimit: '4:300', maxVerificationFailuresBeforeUserLockout: 10, totalAllowedTimeForVerification: 600 });
    t.same(stored.providers.map((p: { providerType: string }) => p.providerType).sort(), ['EMAIL', 'TOTP']);
    t.match(stored.providers.find((p: { providerType: string }) => p.providerType === 'TOTP'), { issuerName: 'Floorboard' });
    t.same((await sysadmin.get('/api/2fa/providers')).body.sort(), ['EMAIL', 'TOTP'], 'the users now see these providers');
    const again = await client.get('/settings/2fa');
    t.match(again.body, /name="rateLimit.enabled" checked=""/);
    t.notMatch(again.body, /name="providers.SMS.enabled" checked=""/);
  });

  t.test('a platform refusal shows on the form', async (t) => {
    const client = await signedIn();
    c.platform.script('POST', '/api/2fa/settings', { status: 400, body: { status: 400, message: 'verification code check rate limit is invalid', errorCode: 31, timestamp: 0 } });
    t.teardown(() => c.platform.clear());
    const res = await client.postForm('/settings/2fa', FORM);
    t.equal(res.statusCode, 400);
    t.match(formError(res.body), 'rate limit is invalid');
  });
});
