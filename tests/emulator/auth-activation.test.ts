import t from 'tap';
import {
  DEMO, call, customerByTitle, expectError, login, readOutbox, session, withEmulator,
} from '../helpers/emulator.ts';
import { TestClock } from '../helpers/test-clock.ts';
import type { Session } from '../helpers/emulator.ts';

const TOKEN = /^[A-Za-z0-9]{30}$/;

async function newCustomerUser(admin: Session, email: string, query = '') {
  const customer = await customerByTitle(admin, 'Customer A');
  return admin.post(`/api/user${query}`, { email, authority: 'CUSTOMER_USER', customerId: customer.id });
}
const noRedirect = (url: string, path: string) => fetch(`${url}${path}`, { redirect: 'manual' });
const post = (url: string, path: string, body: unknown) => call(url, path, { method: 'POST', body });

t.test('activation', async (t) => {
  const { url } = await withEmulator(t);
  const admin = await session(url, DEMO.tenant);

  t.test('a new user is disabled and gets an activation mail', async (t) => {
    const created = await newCustomerUser(admin, 'new.user@example.com');
    t.equal(created.status, 200);
    t.equal(created.body.email, 'new.user@example.com');
    const [mail] = await readOutbox(url, 'new.user@example.com');
    t.match(mail, { channel: 'EMAIL', template: 'ACTIVATION', to: 'new.user@example.com' });
    const link = /(http\S+)/.exec(mail.body)?.[1] as string;
    t.match(link, new RegExp(`^${url}/api/noauth/activate\\?activateToken=[A-Za-z0-9]{30}$`));
    const text = await admin.get(`/api/user/${created.body.id.id}/activationLink`);
    t.same([text.status, text.text], [200, link], 'activationLink answers the same link as plain text');
    t.match(text.headers.get('content-type'), /^application\/text/);
    expectError(t, await call(url, '/api/auth/login', { method: 'POST', body: { username: 'new.user@example.com', password: 'x' } }),
      401, 10, 'Invalid username or password');
  });

  t.test('the activation link redirects to the console page, or 409', async (t) => {
    const created = await newCustomerUser(admin, 'redirect@example.com', '?sendActivationMail=false');
    const link = (await admin.get(`/api/user/${created.body.id.id}/activationLink`)).text;
    const token = link.split('=')[1];
    t.match(token, TOKEN);
    const found = await noRedirect(url, `/api/noauth/activate?activateToken=${token}`);
    t.same([found.status, found.headers.get('location')], [303, `/login/createPassword?activateToken=${token}`]);
    const missing = await noRedirect(url, '/api/noauth/activate?activateToken=nope');
    t.same([missing.status, await missing.text()], [409, '']);
  });

  t.test('activating sets the password, enables the user and answers tokens', async (t) => {
    const created = await newCustomerUser(admin, 'activate@example.com', '?sendActivationMail=false');
    t.same(await readOutbox(url, 'activate@example.com'), [], 'no mail with sendActivationMail=false');
    const token = (await admin.get(`/api/user/${created.body.id.id}/activationLink`)).text.split('=')[1];
    expectError(t, await post(url, '/api/noauth/activate', { activateToken: token, password: '123' }), 400, 31,
      'Password must be 6 or more characters in length.');
    expectError(t, await post(url, '/api/noauth/activate', { activateToken: 'nope', password: 'secret1' }), 400, 31,
      'Unable to find user credentials by activateToken [nope]');
    const res = await post(url, '/api/noauth/activate', { activateToken: token, password: 'secret1' });
    t.equal(res.status, 200);
    t.same(Object.keys(res.body), ['token', 'refreshToken', 'scope']);
    t.equal(res.body.scope, null);
    t.equal((await call(url, '/api/auth/user', { token: res.body.token })).body.email, 'activate@example.com');
    t.equal((await login(url, 'activate@example.com', 'secret1')).scope, null);
    t.match((await readOutbox(url, 'activate@example.com'))[0], { template: 'ACCOUNT_ACTIVATED' });
    expectError(t, await admin.get(`/api/user/${created.body.id.id}/activationLink`), 400, 31, 'User is already activated!');
    expectError(t, await admin.post('/api/user/sendActivationMail?email=activate@example.com'), 400, 31, 'User is already activated!');
    expectError(t, await post(url, '/api/noauth/activate', { activateToken: token, password: 'secret1' }), 400, 31,
      `Unable to find user credentials by activateToken [${token}]`);
  });

  t.test('activation without the "activated" mail, and an account enabled before activation', async (t) => {
    const created = await newCustomerUser(admin, 'quiet@example.com', '?sendActivationMail=false');
    const token = (await admin.get(`/api/user/${created.body.id.id}/activationLink`)).text.split('=')[1];
    t.equal((await admin.post(`/api/user/${created.body.id.id}/userCredentialsEnabled?userCredentialsEnabled=true`)).status, 200);
    expectError(t, await post(url, '/api/noauth/activate', { activateToken: token, password: 'secret1' }), 400, 31,
      'User credentials already activated');
    const other = await newCustomerUser(admin, 'quiet2@example.com', '?sendActivationMail=false');
    const otherToken = (await admin.get(`/api/user/${other.body.id.id}/activationLink`)).text.split('=')[1];
    const res = await call(url, '/api/noauth/activate?sendActivationMail=false', {
      method: 'POST', body: { activateToken: otherToken, password: 'secret1' },
    });
    t.equal(res.status, 200);
    t.same(await readOutbox(url, 'quiet2@example.com'), []);
  });

  t.test('sendActivationMail resends the link', async (t) => {
    await newCustomerUser(admin, 'resend@example.com', '?sendActivationMail=false');
    const res = await admin.post('/api/user/sendActivationMail?email=resend@example.com');
    t.same([res.status, res.text], [200, '']);
    t.match((await readOutbox(url, 'resend@example.com'))[0], { template: 'ACTIVATION' });
    expectError(t, await admin.post('/api/user/sendActivationMail?email=nobody@example.com'), 404, 32, "Requested item wasn't found!");
  });

  t.test('links use the general baseUrl when other URLs are prohibited', async (t) => {
    const sa = await session(url, DEMO.sysadmin);
    await sa.post('/api/admin/settings', { key: 'general', jsonValue: { baseUrl: 'https://iot.example.com', prohibitDifferentUrl: true } });
    t.teardown(() => sa.post('/api/admin/settings', { key: 'general', jsonValue: { baseUrl: 'http://localhost:8080', prohibitDifferentUrl: false } }));
    const created = await newCustomerUser(admin, 'based@example.com', '?sendActivationMail=false');
    t.match((await admin.get(`/api/user/${created.body.id.id}/activationLink`)).text,
      /^https:\/\/iot\.example\.com\/api\/noauth\/activate\?activateToken=[A-Za-z0-9]{30}$/);
  });

  t.test('a failed activation mail rolls the new user back', async (t) => {
    const sa = await session(url, DEMO.sysadmin);
    const mail = (await sa.get('/api/admin/settings/mail')).body;
    await sa.post('/api/admin/settings', { ...mail, jsonValue: { ...mail.jsonValue, smtpHost: '' } });
    const res = await newCustomerUser(admin, 'rollback@example.com');
    t.same([res.status, res.body.errorCode], [500, 2]);
    t.match(res.body.message, /^Unable to send mail: /);
    await sa.post('/api/admin/settings', mail);
    expectError(t, await admin.post('/api/user/sendActivationMail?email=rollback@example.com'), 404, 32, "Requested item wasn't found!");
    t.equal((await newCustomerUser(admin, 'rollback@example.com')).status, 200, 'the e-mail is free again');
  });
});

t.test('password reset', async (t) => {
  const clock = new TestClock();
  const { url } = await withEmulator(t, { clock });

  t.test('resetPasswordByEmail is always 200 and mails a link only to active users', async (t) => {
    const unknown = await post(url, '/api/noauth/resetPasswordByEmail', { email: 'nobody@example.com' });
    t.same([unknown.status, unknown.text], [200, '']);
    t.same(await readOutbox(url, 'nobody@example.com'), []);
    const res = await post(url, '/api/noauth/resetPasswordByEmail', { email: 'customerB@thingsboard.org' });
    t.same([res.status, res.text], [200, '']);
    const [mail] = await readOutbox(url, 'customerB@thingsboard.org');
    t.match(mail, { template: 'RESET_PASSWORD', channel: 'EMAIL' });
    t.match(mail.body, new RegExp(`${url}/api/noauth/resetPassword\\?resetToken=[A-Za-z0-9]{30}`));
  });

  t.test('reset link redirect, validation and success', async (t) => {
    await post(url, '/api/noauth/resetPasswordByEmail', { email: 'customerC@thingsboard.org' });
    const token = /resetToken=([A-Za-z0-9]+)/.exec((await readOutbox(url, 'customerC@thingsboard.org'))[0].body)?.[1] as string;
    t.match(token, TOKEN);
    const found = await noRedirect(url, `/api/noauth/resetPassword?resetToken=${token}`);
    t.same([found.status, found.headers.get('location')], [303, `/login/resetPassword?resetToken=${token}`]);
    const missing = await noRedirect(url, '/api/noauth/resetPassword?resetToken=nope');
    t.same([missing.status, await missing.text()], [409, '']);

    const before = await session(url, DEMO.customerC);
    expectError(t, await post(url, '/api/noauth/resetPassword', { resetToken: 'nope', password: 'another1' }), 400, 31, 'Invalid reset token!');
    expectError(t, await post(url, '/api/noauth/resetPassword', { resetToken: token, password: 'abc' }), 400, 31,
      'Password must be 6 or more characters in length.');
    expectError(t, await post(url, '/api/noauth/resetPassword', { resetToken: token, password: 'customer' }), 400, 31,
      'New password should be different from existing!');
    clock.nextSecond();
    const res = await post(url, '/api/noauth/resetPassword', { resetToken: token, password: 'another1' });
    t.equal(res.status, 200);
    t.same(Object.keys(res.body), ['token', 'refreshToken', 'scope']);
    t.equal((await call(url, '/api/auth/user', { token: res.body.token })).status, 200);
    expectError(t, await before.get('/api/auth/user'), 401, 11, 'Token has expired');
    t.match((await readOutbox(url, 'customerC@thingsboard.org'))[0], { template: 'PASSWORD_WAS_RESET' });
    t.equal((await login(url, 'customerC@thingsboard.org', 'another1')).scope, null);
    expectError(t, await post(url, '/api/noauth/resetPassword', { resetToken: token, password: 'another2' }), 400, 31,
      'Invalid reset token!');
  });
});

t.test('the outbox endpoint', async (t) => {
  const { url } = await withEmulator(t);
  await post(url, '/api/noauth/resetPasswordByEmail', { email: 'customerA@thingsboard.org' });
  await post(url, '/api/noauth/resetPasswordByEmail', { email: 'customer@thingsboard.org' });
  await post(url, '/api/noauth/resetPasswordByEmail', { email: 'customerA@thingsboard.org' });
  const all = await readOutbox(url);
  t.same(all.map((mail) => mail.to), ['customerA@thingsboard.org', 'customer@thingsboard.org', 'customerA@thingsboard.org'],
    'newest first');
  t.same(Object.keys(all[0]), ['id', 'createdTime', 'channel', 'template', 'from', 'to', 'subject', 'body']);
  t.equal(all[0].from, 'ThingsBoard <sysadmin@localhost.localdomain>');
  t.equal((await readOutbox(url, 'CUSTOMERA@thingsboard.org')).length, 2, 'recipient matches case-insensitively');
  t.ok(all[0].id > all[1].id);
  const tokens = (await readOutbox(url, 'customerA@thingsboard.org')).map((mail) => /resetToken=(\w+)/.exec(mail.body)?.[1]);
  t.not(tokens[0], tokens[1], 'every request makes a new reset token');
});
