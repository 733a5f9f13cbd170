import t from 'tap';
import { SYSADMIN, TENANT } from '../helpers/console.ts';
import { settingsConsole } from '../helpers/settings.ts';
import { readOutbox } from '../helpers/emulator.ts';
import { fieldError, formError, toast } from '../helpers/entity-html.ts';

const MAIL = {
  'jsonValue.mailFrom': 'console@example.com',
  'jsonValue.smtpProtocol': 'smtp',
  'jsonValue.smtpHost': 'mail.example.com',
  'jsonValue.smtpPort': '2525',
  'jsonValue.timeout': '10000',
  'jsonValue.tlsVersion': 'TLSv1.2',
  'jsonValue.proxyHost': '',
  'jsonValue.proxyPort': '',
  'jsonValue.proxyUser': '',
  'jsonValue.proxyPassword': '',
  'jsonValue.username': 'mailer',
  'jsonValue.password': '',
};

t.test('general and outgoing mail settings', async (t) => {
  const { c, platform: sysadmin, signedIn } = await settingsConsole(t, SYSADMIN);

  t.test('general: shown as stored, base URL required, saved', async (t) => {
    const client = await signedIn();
    const page = await client.get('/settings/general');
    t.equal(page.statusCode, 200);
    t.match(page.body, /<label for="field-jsonValue-baseUrl">Base URL<\/label>/);
    const stored = (await sysadmin.get('/api/admin/settings/general')).body.jsonValue.baseUrl as string;
    t.match(page.body, new RegExp(`name="jsonValue.baseUrl"[^>]*value="${stored}"`));

    const empty = await client.postForm('/settings/general', { 'jsonValue.baseUrl': ' ' });
    t.equal(empty.statusCode, 400);
    t.equal(fieldError(empty.body, 'jsonValue.baseUrl'), 'Base URL is required.');

    const saved = await client.postForm('/settings/general', { 'jsonValue.baseUrl': 'https://iot.example.com', 'jsonValue.prohibitDifferentUrl': 'true' });
    t.equal(saved.statusCode, 303);
    t.equal(saved.headers.location, '/settings/general');
    t.match(toast((await client.get('/settings/general')).body), 'Settings saved');
    t.same((await sysadmin.get('/api/admin/settings/general')).body.jsonValue, { baseUrl: 'https://iot.example.com', prohibitDifferentUrl: true });
  });

  t.test('a tenant administrator may not open the system settings', async (t) => {
    const client = c.client();
    await client.signIn(TENANT.username, TENANT.password);
    t.equal((await client.get('/settings/outgoing-mail')).statusCode, 403);
  });

  t.test('mail: every validator answers beside its field with the input kept, and nothing is sent', async (t) => {
    const client = await signedIn();
    const posts = () => c.platform.calls.filter((x) => x.method === 'POST' && x.path.startsWith('/api/admin/settings')).length;
    const before = posts();
    const bad = await client.postForm('/settings/outgoing-mail', {
      ...MAIL,
      'jsonValue.mailFrom': '',
      'jsonValue.smtpHost': '',
      'jsonValue.smtpPort': '70000',
      'jsonValue.timeout': '1234567',
      'jsonValue.enableProxy': 'true',
      'jsonValue.proxyPort': '0',
      'jsonValue.username': 'kept-user',
    });
    t.equal(bad.statusCode, 400);
    t.equal(fieldError(bad.body, 'jsonValue.mailFrom'), 'Mail From is required.');
    t.equal(fieldError(bad.body, 'jsonValue.smtpHost'), 'SMTP host is required.');
    t.equal(fieldError(bad.body, 'jsonValue.smtpPort'), 'Invalid SMTP port: a whole number from 0 to 65535.');
    t.equal(fieldError(bad.body, 'jsonValue.timeout'), 'Timeout must be a whole number of at most 6 digits.');
    t.equal(fieldError(bad.body, 'jsonValue.proxyHost'), 'Proxy host is required.');
    t.equal(fieldError(bad.body, 'jsonValue.proxyPort'), 'The proxy port must be from 1 to 65535.');
    t.match(bad.body, /name="jsonValue.username"[^>]*value="kept-user"/);
    t.match(bad.body, /name="jsonValue.smtpPort"[^>]*value="70000"/);
    const noPort = await client.postForm('/settings/outgoing-mail', { ...MAIL, 'jsonValue.smtpPort': '', 'jsonValue.timeout': '' });
    t.equal(fieldError(noPort.body, 'jsonValue.smtpPort'), 'SMTP port is required.');
    t.equal(fieldError(noPort.body, 'jsonValue.timeout'), 'Timeout is required.');
    t.equal(posts(), before);
  });

  t.test('mail: saved; the password is never shown and kept unless a new one is typed', async (t) => {
    const client = await signedIn();
    const first = await client.postForm('/settings/outgoing-mail', { ...MAIL, 'jsonValue.password': 's3cret', 'jsonValue.enableTls': 'true' });
    t.equal(first.statusCode, 303);
    const page = await client.get('/settings/outgoing-mail');
    t.match(toast(page.body), 'Settings saved');
    t.match(page.body, /name="jsonValue.smtpHost"[^>]*value="mail.example.com"/);
    t.match(page.body, /<option value="TLSv1.2" selected="">TLSv1.2<\/option>/);
    t.notMatch(page.body, /s3cret/);
    t.match(page.body, /<input type="password"[^>]*name="jsonValue.password"[^>]*value=""/);
    const stored = (await sysadmin.get('/api/admin/settings/mail')).body.jsonValue;
    t.match(stored, { smtpHost: 'mail.example.com', smtpPort: '2525', enableTls: true, tlsVersion: 'TLSv1.2', username: 'mailer' });
    t.notOk('password' in stored, 'the platform never answers the password');

    // Saved again without typing a password: the platform keeps the stored one, which the test mail then uses.
    t.equal((await client.postForm('/settings/outgoing-mail', { ...MAIL, 'jsonValue.smtpHost': 'smtp.example.org' })).statusCode, 303);
    t.equal((await sysadmin.get('/api/admin/settings/mail')).body.jsonValue.smtpHost, 'smtp.example.org');
  });

  t.test('mail: send test mail goes to the administrator through the form as typed, unsaved', async (t) => {
    const client = await signedIn();
    const sent = await client.postForm('/settings/outgoing-mail', { ...MAIL, 'jsonValue.mailFrom': 'tester@example.com', _command: 'testMail' });
    t.equal(sent.statusCode, 303);
    t.match(toast((await client.get('/settings/outgoing-mail')).body), 'Test mail sent');
    const [mail] = await readOutbox(c.emulator.url, SYSADMIN.username);
    t.match(mail, { channel: 'EMAIL', from: 'tester@example.com', to: SYSADMIN.username });
    t.not((await sysadmin.get('/api/admin/settings/mail')).body.jsonValue.mailFrom, 'tester@example.com', 'testing saves nothing');
  });

  t.test('mail: the platform refusing the test mail is shown on the form, input kept', async (t) => {
    const client = await signedIn();
    c.platform.script('POST', '/api/admin/settings/testMail', { status: 500, body: { status: 500, message: 'Unable to send mail: Connection refused', errorCode: 2, timestamp: 0 } });
    t.teardown(() => c.platform.clear());
    const res = await client.postForm('/settings/outgoing-mail', { ...MAIL, 'jsonValue.username': 'still-here', _command: 'testMail' });
    t.equal(res.statusCode, 502);
    t.match(formError(res.body), 'Unable to send mail: Connection refused');
    t.match(res.body, /name="jsonValue.username"[^>]*value="still-here"/);
  });
});
