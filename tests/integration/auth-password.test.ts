import t from 'tap';
import { startConsole, TENANT, CUSTOMER_A } from '../helpers/console.ts';
import { session } from '../helpers/emulator.ts';
import { join } from 'node:path';
import { agePasswords, outbox, setSecuritySettings } from '../helpers/two-factor.ts';

function tokenInLink(body: string, name: 'resetToken' | 'activateToken'): string {
  const token = new RegExp(`${name}=([A-Za-z0-9]+)`).exec(body)?.[1];
  if (!token) throw new Error(`no ${name} in ${body}`);
  return token;
}

t.test('asking for a reset link', async (t) => {
  const c = await startConsole(t);

  t.test('the page has one e-mail field and a way back', async (t) => {
    const res = await c.client().get('/login/resetPasswordRequest');
    t.equal(res.statusCode, 200);
    t.match(res.body, /<title>[^<]*Request password reset<\/title>/);
    t.match(res.body, /name="email"/);
    t.match(res.body, /href="\/login"[^>]*>Cancel/);
    t.match(res.body, /data-submit-once=""/);
  });

  t.test('the e-mail is required and must look like one; nothing is sent otherwise', async (t) => {
    const client = c.client();
    const empty = await client.postForm('/login/resetPasswordRequest', { email: '' });
    t.equal(empty.statusCode, 400);
    t.match(empty.body, /E-mail is required\./);
    const bad = await client.postForm('/login/resetPasswordRequest', { email: 'nobody' });
    t.match(bad.body, /Invalid e-mail format\./);
    t.match(bad.body, /value="nobody"/);
    t.equal(c.proxy.count('POST', '/api/noauth/resetPasswordByEmail'), 0);
  });

  t.test('a valid address gets the link by mail once, even when the form is sent twice', async (t) => {
    const client = c.client();
    const [first, second] = await Promise.all([
      client.postForm('/login/resetPasswordRequest', { email: CUSTOMER_A.username }),
      client.postForm('/login/resetPasswordRequest', { email: CUSTOMER_A.username }),
    ]);
    t.equal(first.statusCode, 303);
    t.equal(second.statusCode, 303);
    t.equal(first.headers.location, '/login/resetPasswordRequest');
    t.equal(c.proxy.count('POST', '/api/noauth/resetPasswordByEmail'), 1, 'one call for the repeated submission');
    const mails = (await outbox(c.emulator.url, CUSTOMER_A.username)).filter((m) => m.template === 'RESET_PASSWORD');
    t.equal(mails.length, 1);
    const page = await client.get('/login/resetPasswordRequest');
    t.match(page.body, /class="toast toast-success"[^>]*>.*a password reset link has been sent/, 'a success toast says the link was sent');
  });

  t.test('an unknown address gets the same answer', async (t) => {
    const res = await c.client().postForm('/login/resetPasswordRequest', { email: 'nobody@example.com' });
    t.equal(res.statusCode, 303);
  });
});

t.test('setting a new password from the reset link', async (t) => {
  const c = await startConsole(t);
  const client = c.client();
  await client.postForm('/login/resetPasswordRequest', { email: TENANT.username });
  const mail = (await outbox(c.emulator.url, TENANT.username)).find((m) => m.template === 'RESET_PASSWORD')!;
  const resetToken = tokenInLink(mail.body, 'resetToken');

  t.test('without a token the page says the link is incomplete', async (t) => {
    for (const path of ['/login/resetPassword', '/login/resetExpiredPassword']) {
      const res = await c.client().get(path);
      t.equal(res.statusCode, 400, path);
      t.match(res.body, /This password reset link is incomplete/);
      t.notMatch(res.body, /name="newPassword"/);
      const posted = await c.client().postForm(path, { newPassword: 'abc-123', newPassword2: 'abc-123' });
      t.equal(posted.statusCode, 400);
    }
    t.equal(c.proxy.count('POST', '/api/noauth/resetPassword'), 0);
  });

  t.test('the form has both fields and the token', async (t) => {
    const res = await c.client().get(`/login/resetPassword?resetToken=${resetToken}`);
    t.equal(res.statusCode, 200);
    t.match(res.body, /<title>[^<]*Reset password<\/title>/);
    t.match(res.body, /name="newPassword"/);
    t.match(res.body, /name="newPassword2"/);
    t.match(res.body, new RegExp(`name="resetToken" value="${resetToken}"`));
    t.notMatch(res.body, /has expired/);
  });

  t.test('different passwords are reported and nothing is sent', async (t) => {
    const res = await c.client().postForm('/login/resetPassword', { resetToken, newPassword: 'first-1', newPassword2: 'second-2' });
    t.equal(res.statusCode, 400);
    t.match(res.body, /class="toast toast-error"[^>]*>.*The passwords you entered do not match\./, 'an error toast');
    t.match(res.body, /id="field-newPassword2"[^>]*aria-invalid="true"/, 'the repeat field is marked');
    t.equal(c.proxy.count('POST', '/api/noauth/resetPassword'), 0);
  });

  t.test('an empty password is required', async (t) => {
    const res = await c.client().postForm('/login/resetPassword', { resetToken, newPassword: '', newPassword2: '' });
    t.equal(res.statusCode, 400);
    t.match(res.body, /Password is required\./);
  });

  t.test('the platform password policy is shown on the same page', async (t) => {
    await setSecuritySettings(c.emulator.url, { minimumLength: 10, minimumDigits: 2 });
    const res = await c.client().postForm('/login/resetPassword', { resetToken, newPassword: 'short', newPassword2: 'short' });
    t.equal(res.statusCode, 400);
    t.match(res.body, /class="toast toast-error"[^>]*>.*<p class="toast-message">[^<\n]+\n[^<\n]+<\/p>/s, 'an error toast, each violated rule on its own line');
    t.match(res.body, new RegExp(`name="resetToken" value="${resetToken}"`), 'the token stays in the form');
    await setSecuritySettings(c.emulator.url, { minimumLength: 6, minimumDigits: 0 });
  });

  t.test('success signs the user in with the new password and the link is spent', async (t) => {
    const browser = c.client();
    const res = await browser.postForm('/login/resetPassword', { resetToken, newPassword: 'brand-new-1', newPassword2: 'brand-new-1' });
    t.equal(res.statusCode, 303);
    t.equal(res.headers.location, '/home');
    t.equal((await browser.get('/home')).statusCode, 200, 'signed in');
    t.equal((await c.client().signIn(TENANT.username, 'brand-new-1')).statusCode, 303, 'the new password works');
    const again = await c.client().postForm('/login/resetPassword', { resetToken, newPassword: 'other-pass-2', newPassword2: 'other-pass-2' });
    t.equal(again.statusCode, 400);
    t.match(again.body, /Invalid reset token!/);
  });
});

t.test('an expired password', async (t) => {
  const dbPath = join(t.testdir(), 'platform.sqlite');
  const c = await startConsole(t, { emulator: { dbPath } });
  await setSecuritySettings(c.emulator.url, { passwordExpirationPeriodDays: 1 });
  await agePasswords(dbPath, 2);
  const client = c.client();
  await client.get('/devices');
  const signIn = await client.signIn(CUSTOMER_A.username, CUSTOMER_A.password);
  const path = signIn.headers.location as string;
  t.match(path, /^\/login\/resetExpiredPassword\?resetToken=/);
  const page = await client.get(path);
  t.equal(page.statusCode, 200);
  t.match(page.body, /Your password has expired\. Choose a new password to continue\./);
  t.match(page.body, /action="\/login\/resetExpiredPassword"/);
  const resetToken = new URL(path, 'http://x').searchParams.get('resetToken')!;
  const res = await client.postForm('/login/resetExpiredPassword', { resetToken, newPassword: 'renewed-1', newPassword2: 'renewed-1' });
  t.equal(res.statusCode, 303);
  t.equal(res.headers.location, '/devices', 'the remembered address survives the detour');
});

t.test('activating an account with createPassword', async (t) => {
  const c = await startConsole(t);
  const admin = await session(c.emulator.url, [TENANT.username, TENANT.password]);
  const customerId = admin.claims.customerId as string;
  const email = 'new.user@thingsboard.org';
  const created = await admin.post('/api/user?sendActivationMail=true', {
    email,
    authority: 'TENANT_ADMIN',
    firstName: 'New',
    lastName: 'User',
    tenantId: { id: admin.claims.tenantId, entityType: 'TENANT' },
    customerId: { id: customerId, entityType: 'CUSTOMER' },
  });
  t.equal(created.status, 200, created.text);
  const mail = (await outbox(c.emulator.url, email)).find((m) => m.template === 'ACTIVATION')!;
  const activateToken = tokenInLink(mail.body, 'activateToken');

  const notActive = await c.client().signIn(email, 'whatever');
  t.match(notActive.body, /This account is not active|Invalid username or password/);

  const form = await c.client().get(`/login/createPassword?activateToken=${activateToken}`);
  t.equal(form.statusCode, 200);
  t.match(form.body, /<title>[^<]*Create password<\/title>/);
  t.match(form.body, /name="password"/);
  t.match(form.body, /name="password2"/);

  const client = c.client();
  const mismatch = await client.postForm('/login/createPassword', { activateToken, password: 'first-1', password2: 'other-2' });
  t.match(mismatch.body, /The passwords you entered do not match\./);
  t.equal(c.proxy.count('POST', '/api/noauth/activate'), 0);

  const res = await client.postForm('/login/createPassword', { activateToken, password: 'welcome-1', password2: 'welcome-1' });
  t.equal(res.statusCode, 303);
  t.equal(res.headers.location, '/home');
  t.match((await client.get('/home')).body, /New User/);
  t.equal(c.proxy.count('POST', '/api/noauth/activate'), 1);

  const missing = await c.client().get('/login/createPassword');
  t.match(missing.body, /This activation link is incomplete/);
});
