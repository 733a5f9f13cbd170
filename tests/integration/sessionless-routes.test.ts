// Health, readiness, metrics and static files need no session: with the session cookie, none is read from the store
// or saved for them, and they set no cookie; pages still read it.
import t from 'tap';
import { startConsole, TENANT } from '../helpers/console.ts';
import { enablePlatformTwoFa, enableTotp } from '../helpers/two-factor.ts';

const STORE_READS = /^floorboard_session_store_duration_seconds_count\{operation="read"\} (\d+)$/m;

t.test('routes without a session read none from the store; pages do', async (t) => {
  const c = await startConsole(t, { env: { BASE_PATH: '/console' } });
  const client = c.client();
  t.equal((await client.get('/console/login')).statusCode, 200);
  t.equal((await client.postForm('/console/login', TENANT)).statusCode, 303);
  const reads = async () => Number(STORE_READS.exec((await client.get('/metrics')).body)?.[1]);
  const before = await reads();
  t.ok(before > 0, 'the sign-in read the session');

  for (const path of ['/healthz', '/readyz', '/console/healthz', '/console/readyz', '/console/static/favicon.svg', '/console/static/no-such-file.css']) {
    const res = await client.get(path);
    t.ok(res.statusCode < 500, `${path} answered (${res.statusCode})`);
    t.equal(res.headers['set-cookie'], undefined, `${path} sets no cookie`);
  }
  t.equal((await client.get('/console/static/favicon.svg')).headers['content-type'], 'image/svg+xml', 'the file is served');
  t.equal(await reads(), before, 'no session read for health, readiness, metrics and files');

  const page = await client.get('/console/devices');
  t.equal(page.statusCode, 200, 'a page is still signed in');
  t.equal(await reads(), before + 1, 'a page reads its session');
});

t.test('a health check with the cookie of a session waiting for its second factor leaves it waiting', async (t) => {
  const c = await startConsole(t);
  await enablePlatformTwoFa(c.emulator.url);
  await enableTotp(c.emulator.url, [TENANT.username, TENANT.password]);
  const client = c.client();
  t.equal((await client.signIn(TENANT.username, TENANT.password)).headers.location, '/login/mfa');
  t.equal((await client.get('/healthz')).statusCode, 200);
  t.equal((await client.get('/login/mfa')).statusCode, 200, 'the second factor is still asked for');
});
