// Issue 10, item 1: a value anyone may set in their own user record must not take the console
// down, and no failure while answering may end the process.
import t from 'tap';
import { spawnSync } from 'node:child_process';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import { CUSTOMER_A, TENANT, startConsole } from '../helpers/console.ts';
import { customerByTitle, session as platformSession } from '../helpers/emulator.ts';

const HOSTILE_IDS = ['🙂', 'abc\r\nx-evil: 1', '784f394c-42b6-11ed-a3f8-2b6d3f1c0e21\r\nSet-Cookie: a=b', '../../logout', ''];

t.test('a default dashboard id that is not a UUID, set through the platform, does not break sign-in', async (t) => {
  // Forty sign-ins from one address: the address limit is not what this is about.
  const c = await startConsole(t, { env: { SIGN_IN_LIMIT_PER_IP: '0:1' } });
  const admin = await platformSession(c.emulator.url, [TENANT.username, TENANT.password]);
  const customerA = await customerByTitle(admin, 'Customer A');
  const customerUsers = (await admin.get(`/api/customer/${customerA.id.id}/users?pageSize=10&page=0`)).body.data as { id: { id: string }; email: string }[];
  const customerUserId = customerUsers.find((u) => u.email === CUSTOMER_A.username)!.id.id;

  for (const [account, userId] of [[TENANT, admin.userId], [CUSTOMER_A, customerUserId]] as const) {
    for (const id of HOSTILE_IDS) {
      for (const fullscreen of [false, true]) {
        const user = (await admin.get(`/api/user/${userId}`)).body;
        user.additionalInfo = { ...user.additionalInfo, defaultDashboardId: id, defaultDashboardFullscreen: fullscreen };
        t.equal((await admin.post('/api/user', user)).status, 200, 'the platform stores it');
        const client = c.client();
        const res = await client.signIn(account.username, account.password);
        t.equal(res.statusCode, 303, `${account.username} ${JSON.stringify(id)} fullscreen=${fullscreen}`);
        t.equal(res.headers.location, '/home', 'lands home: the value is no dashboard id');
        t.equal((await client.get('/home')).statusCode, 200, 'and is not confined anywhere');
        t.equal((await client.signIn(account.username, account.password)).statusCode, 303, 'signing in again works too');
      }
    }
  }
});

t.test('/profile accepts only dashboards that exist', async (t) => {
  const c = await startConsole(t);
  const admin = await platformSession(c.emulator.url, [TENANT.username, TENANT.password]);
  const dashboard = (await admin.get('/api/tenant/dashboards?pageSize=1&page=0')).body.data[0].id.id as string;
  const client = c.client();
  await client.signIn(TENANT.username, TENANT.password);
  const saves = () => c.proxy.count('POST', '/api/user');
  const before = saves();
  for (const id of ['🙂', 'abc\r\nx', '13814000-1dd2-11b2-8080-808080808081']) {
    const res = await client.postForm('/profile', { email: TENANT.username, firstName: 'Kept', lastName: '', lang: 'en_US', defaultDashboardId: id });
    t.equal(res.statusCode, 400, JSON.stringify(id));
    t.match(res.body, /id="dashboard-error"[^>]*>This dashboard does not exist or is not available to you\./);
    t.match(res.body, /name="firstName"[^>]*value="Kept"/, 'the input is kept');
  }
  t.equal(saves(), before, 'nothing was saved');
  const ok = await client.postForm('/profile', { email: TENANT.username, firstName: '', lastName: '', lang: 'en_US', defaultDashboardId: dashboard });
  t.equal(ok.statusCode, 303, 'an existing dashboard is accepted');
  const stored = (await admin.get(`/api/user/${admin.userId}`)).body;
  t.equal(stored.additionalInfo.defaultDashboardId, dashboard);
});

t.test('a failure while answering is a logged minimal 500, and the console serves on', async (t) => {
  const logged: Record<string, unknown>[] = [];
  const c = await startConsole(t, { log: (line) => logged.push(line) });
  // Routes standing in for a handler bug: a header that cannot be sent, and an error page that cannot be rendered.
  c.app.get('/test/bad-location', { config: { access: 'public' } }, async (_request, reply) => reply.header('location', '/x\r\ny').code(303).send());
  c.app.get('/test/broken-error-page', { config: { access: 'public' } }, async (request) => {
    Object.assign(request.session, { user: { authority: 'NO_SUCH_ROLE' }, tokens: { token: 'x', refreshToken: 'y' } });
    throw new Error('handler failed');
  });
  c.app.get('/test/redirect-with-text', { config: { access: 'public' } }, async (_request, reply) => reply.redirectTo('/devices?textSearch=Über 🙂\r\nx'));
  await c.app.listen({ port: 0, host: '127.0.0.1' });
  const base = `http://127.0.0.1:${(c.app.server.address() as AddressInfo).port}`;

  for (const path of ['/test/bad-location', '/test/broken-error-page']) {
    const res = await fetch(base + path, { redirect: 'manual' });
    t.equal(res.status, 500, path);
    t.equal(res.headers.get('location'), null);
    t.match(await res.text(), /^Internal Server Error \(reference [\w-]+\)$/, 'plain text, no stack trace');
  }
  t.ok(logged.some((l) => l.msg === 'answer with unsendable headers replaced by a minimal 500' && l.reqId), 'the bad header is logged with the request id');
  const encoded = await fetch(`${base}/test/redirect-with-text`, { redirect: 'manual' });
  t.equal(encoded.status, 303, 'a console redirect carrying any text is encoded, not refused');
  t.equal(encoded.headers.get('location'), '/devices?textSearch=%C3%9Cber%20%F0%9F%99%82%0D%0Ax');
  t.ok(logged.some((l) => l.msg === 'could not answer with the error page: minimal 500 sent'), 'the failed error page is logged');
  t.equal((await fetch(`${base}/login`)).status, 200, 'the console still serves');
});

t.test('the process guard keeps the process alive after an unhandled rejection or an uncaught exception', async (t) => {
  const guard = fileURLToPath(new URL('../../server/process-guard.ts', import.meta.url));
  const script = `
    const { guardProcess } = await import(${JSON.stringify(guard)});
    guardProcess({ error: (obj, msg) => console.log(msg + ': ' + obj.err.message) });
    Promise.reject(new Error('rejected'));
    setImmediate(() => { throw new Error('thrown'); });
    setImmediate(() => setImmediate(() => console.log('still serving')));
  `;
  const run = spawnSync(process.execPath, ['--input-type=module', '-e', script], { encoding: 'utf8' });
  t.equal(run.status, 0, run.stderr);
  t.match(run.stdout, /unhandled rejection \(process kept running\): rejected/);
  t.match(run.stdout, /uncaught exception \(process kept running\): thrown/);
  t.match(run.stdout, /still serving/);
});
