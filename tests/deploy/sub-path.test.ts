// Issue 19: the console under a sub-path (BASE_PATH=/console behind nginx's `location /console/`) and at the root of
// a site: every page family reachable by each role names only addresses under the base path, and they answer;
// redirects and cookies stay there too; and a user in Chromium at the root does what the replica test does under /console/.
import t from 'tap';
import { startEmulator } from '../../emulator/index.ts';
import { startConsoleProcess } from '../helpers/console-process.ts';
import { startNginx } from '../helpers/nginx.ts';
import { ProxiedClient } from '../helpers/proxied-client.ts';
import { launchBrowser, screenshot } from '../helpers/browser.ts';
import { CUSTOMER_A, SYSADMIN, TENANT } from '../helpers/console.ts';
import { ConsoleFlow, recordAnswers } from './console-flow.ts';
import { crawl } from './site-crawl.ts';

const emulator = await startEmulator({ port: 0 });
t.teardown(() => emulator.close());

/** A dashboard of the demo tenant, for the dashboard page families (nothing links them from the pages built so far). */
async function tenantDashboardId(): Promise<string> {
  const login = await fetch(`${emulator.url}/api/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(TENANT) });
  const { token } = (await login.json()) as { token: string };
  const page = await fetch(`${emulator.url}/api/tenant/dashboards?pageSize=1&page=0`, { headers: { 'x-authorization': `Bearer ${token}` } });
  return ((await page.json()) as { data: { id: { id: string } }[] }).data[0].id.id;
}
const dashboardId = await tenantDashboardId();

for (const base of ['/console', '']) {
  t.test(`every page family under ${base || 'the root'}`, async (t) => {
    const replica = await startConsoleProcess(t, { PLATFORM_URL: emulator.url, BASE_PATH: base, TRUST_PROXY: '1', SIGN_IN_LIMIT_PER_IP: '0:1' });
    const nginx = await startNginx(t, { upstreams: [`127.0.0.1:${replica.port}`], basePath: base });

    const visitor = new ProxiedClient(nginx.origin);
    t.teardown(() => visitor.close());
    const signedOut = await crawl(visitor, base, [`${base}/`, `${base}/login`, `${base}/login/resetPasswordRequest`, `${base}/devices`, `${base}/no-such-page`], {
      expect: { [`${base}/no-such-page`]: 404 },
    });
    t.same(signedOut.problems, [], 'signed out: the sign-in pages, and the redirect of a page that needs signing in');
    t.ok(signedOut.visited.size >= 6, `signed out: ${signedOut.visited.size} addresses`);

    const families = new Set<string>();
    for (const user of [TENANT, CUSTOMER_A, SYSADMIN]) {
      const client = new ProxiedClient(nginx.origin);
      t.teardown(() => client.close());
      const signIn = await client.signIn(`${base}/login`, user.username, user.password);
      t.equal(signIn.status, 303, `${user.username} signs in`);
      const start = [`${base}/home`, `${base}/profile`, `${base}/security`, `${base}/help/index`, `${base}/no-such-page`];
      if (user !== SYSADMIN) start.push(`${base}/devices`);
      if (user === TENANT) start.push(`${base}/dashboards/${dashboardId}`, `${base}/dashboard/${dashboardId}`, `${base}/dashboards/${dashboardId}?state=default`);
      const result = await crawl(client, base, start, { skip: /\/logout$/, expect: { [`${base}/no-such-page`]: 404 } });
      t.same(result.problems, [], `${user.username}: all ${result.visited.size} addresses under ${base || '/'} and answering`);
      t.ok(result.visited.size >= 40, 'a walk through the pages, not a glance');
      for (const address of result.visited.keys()) families.add(address.slice(base.length).split(/[/?]/)[1]);
      const signOut = await client.postForm(`${base}/logout`, {});
      t.equal(signOut.status, 303, 'sign-out');
      t.equal(signOut.headers.location, `${base}/login`, 'back to the sign-in page under the base path');
    }
    for (const family of ['home', 'devices', 'profile', 'security', 'help', 'dashboards', 'dashboard', 'static', 'customers', 'tenants', 'assets']) {
      t.ok(families.has(family), `the ${family} pages were visited`);
    }
  });
}

t.test('Chromium at the root of the site: sign in, the device list, search, paging, a device, the profile, sign out', async (t) => {
  const replica = await startConsoleProcess(t, { PLATFORM_URL: emulator.url, TRUST_PROXY: '1' });
  const nginx = await startNginx(t, { upstreams: [`127.0.0.1:${replica.port}`], basePath: '' });
  const browser = await launchBrowser(t, ['--ignore-certificate-errors']);
  const page = await browser.newPage();
  await page.setViewport({ width: 1280, height: 800 });
  const { answers, failures } = recordAnswers(page, nginx.origin, '');
  const flow = new ConsoleFlow(page, nginx.origin, '');
  await flow.signIn(TENANT.username, TENANT.password);
  t.equal(flow.path(), '/home');
  t.equal((await flow.devices()).length, 9);
  t.same((await flow.search('therm', 2)).sort(), ['Thermostat T1', 'Thermostat T2']);
  t.equal((await flow.devices('?pageSize=4')).length, 4);
  t.same(await flow.nextPage(), ['Test Device C1', 'Test Device B1', 'Test Device A3', 'Test Device A2']);
  t.match(await flow.openFirstDevice(), /\S/);
  t.equal(await flow.profile(), TENANT.username);
  await flow.signOut();
  t.equal(flow.path(), '/login');
  t.same(failures, [], 'nothing failed');
  t.ok(answers.every((a) => a.replica === replica.replica), 'served by the replica');
  await screenshot(page, 'deploy-root-signed-out');
});
