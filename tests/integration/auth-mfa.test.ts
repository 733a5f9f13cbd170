import t from 'tap';
import { startConsole, TENANT, CUSTOMER_A, type ConsoleClient, type TestConsole } from '../helpers/console.ts';
import {
  enableBackupCodes, enableCodeProvider, enablePlatformTwoFa, enableTotp, latestCode, outbox, totpCode, useByDefault,
} from '../helpers/two-factor.ts';
import { startScriptedConsole } from '../helpers/scripted-console.ts';
import { TestClock } from '../helpers/test-clock.ts';

const ACCOUNT = [TENANT.username, TENANT.password] as const;
const PHONE = '+15557654321';
const CUSTOMER_A_ACCOUNT = [CUSTOMER_A.username, CUSTOMER_A.password] as const;

async function toSecondFactor(c: TestConsole, account: readonly [string, string] = ACCOUNT): Promise<ConsoleClient> {
  const client = c.client();
  const res = await client.signIn(account[0], account[1]);
  if (res.headers.location !== '/login/mfa') throw new Error(`expected login/mfa, got ${res.statusCode} ${res.headers.location}`);
  return client;
}

t.test('login/mfa needs a pending second factor', async (t) => {
  const c = await startConsole(t);
  const res = await c.client().get('/login/mfa');
  t.equal(res.statusCode, 303);
  t.equal(res.headers.location, '/login');
  t.equal((await c.client().get('/login/mfa/providers')).headers.location, '/login');
  for (const path of ['/login/mfa/resend', '/login/mfa/back']) {
    t.equal((await c.client().postForm(path, {})).headers.location, '/login', path);
  }
  t.equal((await c.client().postForm('/login/mfa/provider', { providerType: 'TOTP' })).headers.location, '/login');
  t.equal((await c.client().postForm('/login/mfa', { providerType: 'TOTP', verificationCode: '123456' })).headers.location, '/login');
  t.equal(c.proxy.calls.filter((call) => call.path.startsWith('/api/auth/2fa')).length, 0, 'no two-factor call without a pending sign-in');
});

t.test('sign-in with an authenticator app', async (t) => {
  const c = await startConsole(t);
  await enablePlatformTwoFa(c.emulator.url);
  const secret = await enableTotp(c.emulator.url, ACCOUNT);

  t.test('the password step leads to login/mfa and no session yet', async (t) => {
    const client = c.client();
    await client.get('/devices');
    const res = await client.signIn(...ACCOUNT);
    t.equal(res.statusCode, 303);
    t.equal(res.headers.location, '/login/mfa');
    t.equal((await client.get('/home')).headers.location, '/login', 'a pre-verification session opens nothing else');
    t.equal((await client.get('/login/mfa')).headers.location, '/login', 'and leaving login/mfa ended it');
  });

  t.test('the page asks for the app code, without resend or other ways', async (t) => {
    const client = await toSecondFactor(c);
    const page = await client.get('/login/mfa');
    t.equal(page.statusCode, 200);
    t.match(page.body, /<title>[^<]*Two-factor authentication<\/title>/);
    t.match(page.body, /authenticator app/);
    t.match(page.body, /maxLength="6" pattern="\[0-9\]\{6\}"[^>]*name="verificationCode"/);
    t.notMatch(page.body, /Resend code/);
    t.notMatch(page.body, /Try another way/);
    t.equal(c.proxy.count('POST', '/api/auth/2fa/verification/send'), 0, 'TOTP sends nothing');
  });

  t.test('a malformed code is refused without asking the platform', async (t) => {
    const client = await toSecondFactor(c);
    await client.get('/login/mfa');
    for (const code of ['12345', '1234567', 'abcdef', '']) {
      const res = await client.postForm('/login/mfa', { providerType: 'TOTP', verificationCode: code });
      t.equal(res.statusCode, 400, code);
      t.match(res.body, /Enter a valid code: 6 digits/);
    }
    t.equal(c.proxy.count('POST', '/api/auth/2fa/verification/check'), 0);
  });

  t.test('a wrong code is marked incorrect', async (t) => {
    const client = await toSecondFactor(c);
    await client.get('/login/mfa');
    const wrong = totpCode(secret) === '000000' ? '111111' : '000000';
    const res = await client.postForm('/login/mfa', { providerType: 'TOTP', verificationCode: wrong });
    t.equal(res.statusCode, 400);
    t.match(res.body, /The verification code is incorrect\./);
    t.match(res.body, /aria-invalid="true"/);
  });

  t.test('the right code completes the sign-in at the remembered address', async (t) => {
    const client = c.client();
    await client.get('/devices?page=1');
    t.equal((await client.signIn(...ACCOUNT)).headers.location, '/login/mfa');
    await client.get('/login/mfa');
    const res = await client.postForm('/login/mfa', { providerType: 'TOTP', verificationCode: totpCode(secret) });
    t.equal(res.statusCode, 303);
    t.equal(res.headers.location, '/devices?page=1');
    t.equal((await client.get('/home')).statusCode, 200);
    t.equal((await client.get('/login/mfa')).headers.location, '/login', 'login/mfa is closed once signed in');
  });

  t.test('back without an earlier choice signs out', async (t) => {
    const client = await toSecondFactor(c);
    await client.get('/login/mfa');
    const res = await client.postForm('/login/mfa/back', {});
    t.equal(res.headers.location, '/login');
    t.equal((await client.get('/login/mfa')).headers.location, '/login');
  });
});

t.test('e-mail and SMS codes, several providers', async (t) => {
  const c = await startConsole(t);
  await enablePlatformTwoFa(c.emulator.url, { minVerificationCodeSendPeriod: 30 });
  await enableCodeProvider(c.emulator.url, ACCOUNT, 'SMS', PHONE);
  await enableCodeProvider(c.emulator.url, ACCOUNT, 'EMAIL');
  await useByDefault(c.emulator.url, ACCOUNT, 'EMAIL');
  const codes = await enableBackupCodes(c.emulator.url, ACCOUNT);

  t.test('the default provider comes first and its code is sent at once', async (t) => {
    const before = (await outbox(c.emulator.url, TENANT.username)).length;
    const client = await toSecondFactor(c);
    const page = await client.get('/login/mfa');
    t.match(page.body, /A 6-digit code has been sent to te\*\*nt@thingsboard\.org/);
    t.equal((await outbox(c.emulator.url, TENANT.username)).length, before + 1);
    t.match(page.body, /data-countdown="(30|29)"/, 'the resend countdown starts from the provider period');
    t.match(page.body, /Resend code/);
    t.match(page.body, /Try another way/);
    const code = await latestCode(c.emulator.url, TENANT.username);
    const res = await client.postForm('/login/mfa', { providerType: 'EMAIL', verificationCode: code });
    t.equal(res.headers.location, '/home');
  });

  t.test('an early resend is refused by the console itself', async (t) => {
    const client = await toSecondFactor(c);
    await client.get('/login/mfa');
    const sends = c.proxy.count('POST', '/api/auth/2fa/verification/send');
    const res = await client.postForm('/login/mfa/resend', {});
    t.equal(res.headers.location, '/login/mfa');
    const page = await client.get('/login/mfa');
    t.match(page.body, /Please wait \d+ s before asking for a new code\./);
    t.equal(c.proxy.count('POST', '/api/auth/2fa/verification/send'), sends);
  });

  t.test('try another way lists every provider; choosing SMS sends to the phone; back returns to e-mail', async (t) => {
    const client = await toSecondFactor(c);
    await client.get('/login/mfa');
    const list = await client.get('/login/mfa/providers');
    t.equal(list.statusCode, 200);
    const order = [...list.body.matchAll(/value="([A-Z_]+)"[^>]*name="providerType"/g)].map((m) => m[1]);
    t.equal(order[0], 'EMAIL', 'default first');
    t.same([...order].sort(), ['BACKUP_CODE', 'EMAIL', 'SMS']);
    t.match(list.body, /\+15\*+21/, 'masked phone');

    t.equal((await client.postForm('/login/mfa/provider', { providerType: 'SMS' })).headers.location, '/login/mfa');
    const sms = await client.get('/login/mfa');
    t.match(sms.body, /sent by SMS to \+15\*+21/);
    const smsCode = await latestCode(c.emulator.url, PHONE);

    t.equal((await client.postForm('/login/mfa/back', {})).headers.location, '/login/mfa');
    t.match((await client.get('/login/mfa')).body, /has been sent to te\*\*nt@thingsboard\.org/, 'back to the previous choice');

    await client.postForm('/login/mfa/provider', { providerType: 'SMS' });
    const res = await client.postForm('/login/mfa', { providerType: 'SMS', verificationCode: smsCode });
    t.equal(res.headers.location, '/home', 'the SMS code sent before still works');
  });

  t.test('an unknown provider type is refused', async (t) => {
    const client = await toSecondFactor(c);
    await client.get('/login/mfa');
    const res = await client.postForm('/login/mfa/provider', { providerType: 'PIGEON' });
    t.equal(res.statusCode, 400);
  });

  t.test('a backup code has 8 hex characters', async (t) => {
    const client = await toSecondFactor(c);
    await client.get('/login/mfa');
    await client.postForm('/login/mfa/provider', { providerType: 'BACKUP_CODE' });
    const page = await client.get('/login/mfa');
    t.match(page.body, /8-character backup codes/);
    t.notMatch(page.body, /Resend code/);
    const bad = await client.postForm('/login/mfa', { providerType: 'BACKUP_CODE', verificationCode: '123456' });
    t.match(bad.body, /Enter a valid code/);
    const res = await client.postForm('/login/mfa', { providerType: 'BACKUP_CODE', verificationCode: codes[0] });
    t.equal(res.headers.location, '/home');
  });
});

t.test('too many verification attempts', async (t) => {
  const c = await startConsole(t);
  await enablePlatformTwoFa(c.emulator.url, { verificationCodeCheckRateLimit: '2:900' });
  const secret = await enableTotp(c.emulator.url, ACCOUNT);
  const client = await toSecondFactor(c);
  await client.get('/login/mfa');
  const wrong = totpCode(secret) === '000000' ? '111111' : '000000';
  for (let i = 0; i < 2; i++) await client.postForm('/login/mfa', { providerType: 'TOTP', verificationCode: wrong });
  const res = await client.postForm('/login/mfa', { providerType: 'TOTP', verificationCode: wrong });
  t.equal(res.statusCode, 429);
  t.match(res.body, /data-clear-after="5000"[^>]*>|role="alert" data-clear-after="5000"/);
  t.match(res.body, /Too many attempts\. Wait a moment, then try again\./);
});

t.test('the platform locks the account after too many wrong codes', async (t) => {
  const c = await startConsole(t);
  await enablePlatformTwoFa(c.emulator.url, { maxVerificationFailuresBeforeUserLockout: 2 });
  const account = [CUSTOMER_A.username, CUSTOMER_A.password] as const;
  const secret = await enableTotp(c.emulator.url, account);
  const client = await toSecondFactor(c, account);
  await client.get('/login/mfa');
  const wrong = totpCode(secret) === '000000' ? '111111' : '000000';
  let res = await client.postForm('/login/mfa', { providerType: 'TOTP', verificationCode: wrong });
  t.equal(res.statusCode, 400);
  res = await client.postForm('/login/mfa', { providerType: 'TOTP', verificationCode: wrong });
  t.equal(res.statusCode, 303);
  t.equal(res.headers.location, '/login');
  const login = await client.get('/login');
  t.match(login.body, /locked after too many wrong verification codes/);
});

t.test('a new code once the provider period has passed', async (t) => {
  const clock = new TestClock();
  const c = await startConsole(t, { clock });
  await enablePlatformTwoFa(c.emulator.url, { minVerificationCodeSendPeriod: 5 });
  await enableCodeProvider(c.emulator.url, ACCOUNT, 'EMAIL');
  const client = await toSecondFactor(c);
  await client.get('/login/mfa');
  const first = await latestCode(c.emulator.url, TENANT.username);
  const sent = (await outbox(c.emulator.url, TENANT.username)).length;
  clock.advance(4900);
  t.equal((await client.postForm('/login/mfa/resend', {})).headers.location, '/login/mfa');
  t.match((await client.get('/login/mfa')).body, /data-countdown="1"/, 'too early: the console sends nothing');
  t.equal((await outbox(c.emulator.url, TENANT.username)).length, sent);
  clock.advance(200);
  t.equal((await client.postForm('/login/mfa/resend', {})).headers.location, '/login/mfa');
  const page = await client.get('/login/mfa');
  t.match(page.body, /A new code has been sent\./);
  t.match(page.body, /data-countdown="[45]"/, 'the countdown starts again');
  t.equal((await outbox(c.emulator.url, TENANT.username)).length, sent + 1);
  const second = await latestCode(c.emulator.url, TENANT.username);
  const res = await client.postForm('/login/mfa', { providerType: 'EMAIL', verificationCode: second });
  t.equal(res.headers.location, '/home', first === second ? 'same digits by chance' : 'the new code signs in');
});

t.test('a refused code send still starts the countdown, with the reason', async (t) => {
  const c = await startScriptedConsole(t);
  await enablePlatformTwoFa(c.emulator.url);
  await enableCodeProvider(c.emulator.url, CUSTOMER_A_ACCOUNT, 'EMAIL');
  const client = c.client();
  t.equal((await client.signIn(CUSTOMER_A.username, CUSTOMER_A.password)).headers.location, '/login/mfa');

  t.test('429: the many-requests message on the page, cleared after 5 s', async (t) => {
    c.platform.script('POST', '/api/auth/2fa/verification/send', { status: 429, body: { status: 429, message: 'Too many requests', errorCode: 33 } });
    const page = await client.get('/login/mfa');
    t.equal(page.statusCode, 200);
    t.match(page.body, /role="alert" data-clear-after="5000"><p>Too many attempts\. Wait a moment, then try again\.<\/p>/);
    t.match(page.body, /data-countdown="(29|30)"/, 'the countdown runs anyway');
    t.notMatch(page.body, /class="toast /, 'no toast for it');
  });

  t.test('another failure: an error toast with the platform message', async (t) => {
    c.platform.script('POST', '/api/auth/2fa/verification/send', { status: 500, body: { status: 500, message: 'Mail server down', errorCode: 2 } });
    // As if the provider's period had passed since the refused send.
    await c.editSession(client, (s) => {
      s.pendingVerification.sentAt = {};
    });
    t.equal((await client.postForm('/login/mfa/resend', {})).headers.location, '/login/mfa');
    const page = await client.get('/login/mfa');
    t.match(page.body, /class="toast-slot toast-top-left">.*class="toast toast-error"[^>]*>.*Mail server down/);
    t.notMatch(page.body, /data-clear-after/);
    t.match(page.body, /data-countdown="(29|30)"/);
  });
});
