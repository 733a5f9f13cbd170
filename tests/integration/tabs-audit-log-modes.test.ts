import t from 'tap';
import { startConsole, TENANT, CUSTOMER_A, SYSADMIN } from '../helpers/console.ts';
import { assetFixtures } from '../helpers/assets.ts';
import { element, unescape } from '../helpers/entity-html.ts';

/** The table's rows, each as its cells' text. */
function rows(html: string): string[][] {
  const body = /<tbody>([\s\S]*?)<\/tbody>/.exec(html)?.[1] ?? '';
  return [...body.matchAll(/<tr>([\s\S]*?)<\/tr>/g)].map((m) => [...m[1].matchAll(/<td[^>]*>([\s\S]*?)<\/td>/g)].map((c) => unescape(c[1].replace(/<[^>]*>/g, '')).trim()));
}

/** The column titles of the tab's table. */
function headers(html: string): string[] {
  const head = /<thead>([\s\S]*?)<\/thead>/.exec(html)?.[1] ?? '';
  return [...head.matchAll(/<th[^>]*>([\s\S]*?)<\/th>/g)].map((m) => unescape(m[1].replace(/<[^>]*>/g, '')).trim());
}

t.test('audit-log tab in customer and user modes: the logs by customer and by user, per role', async (t) => {
  const c = await startConsole(t);
  const f = await assetFixtures(c.emulator.url);
  const tenant = c.client();
  await tenant.signIn(TENANT.username, TENANT.password);
  // Logs of customer A: an asset assigned to it. Logs of another customer (B), which A's tab must not list.
  await f.asset('Boiler room', { customerId: f.customerA });
  await f.asset('Roof', { customerId: f.customerB });
  // A's user signs in once: the LOGIN log is the user's own.
  const customerUser = c.client();
  await customerUser.signIn(CUSTOMER_A.username, CUSTOMER_A.password);
  const users = (await f.api.get(`/api/customer/${f.customerA}/users?pageSize=10&page=0`)).body as { data: { id: { id: string }; email: string }[] };
  const userId = users.data.find((u) => u.email === CUSTOMER_A.username)!.id.id;

  t.test('the customer tab lists the customer\'s logs (by customer), with entity and user columns', async (t) => {
    const tab = `/customers/${f.customerA}/audit-logs`;
    const before = c.proxy.count('GET', `/api/audit/logs/customer/${f.customerA}`);
    const page = await tenant.get(tab);
    t.equal(page.statusCode, 200);
    t.equal(c.proxy.count('GET', `/api/audit/logs/customer/${f.customerA}`), before + 1, 'listed by customer');
    t.ok(element(page.body, 'a', { href: tab, 'aria-current': 'page' }), 'the tab is current');
    const cols = headers(page.body);
    t.ok(cols.includes('Entity name') && cols.includes('Entity type') && cols.includes('User'), `customer mode columns (${cols.join(', ')})`);
    const listed = rows(page.body);
    t.ok(listed.some((r) => r.includes('Boiler room') && r.includes('Assigned to customer')), 'the asset assigned to A is listed');
    t.notOk(listed.some((r) => r.includes('Roof')), 'not the logs of customer B');
    t.ok(listed.some((r) => r.includes('Login') && r.includes(CUSTOMER_A.username)), 'the sign-in of A\'s user');
  });

  t.test('the user tab lists the user\'s logs (by user), without the user column', async (t) => {
    const tab = `/customers/${f.customerA}/users/${userId}/audit-logs`;
    const before = c.proxy.count('GET', `/api/audit/logs/user/${userId}`);
    const page = await tenant.get(tab);
    t.equal(page.statusCode, 200);
    t.equal(c.proxy.count('GET', `/api/audit/logs/user/${userId}`), before + 1, 'listed by user');
    const cols = headers(page.body);
    t.notOk(cols.includes('User'), `user mode: no user column (${cols.join(', ')})`);
    t.ok(cols.includes('Entity name'));
    const listed = rows(page.body);
    t.ok(listed.some((r) => r.includes('Login')), 'the user\'s sign-in');
    t.notOk(listed.some((r) => r.includes('Boiler room')), 'not what the tenant administrator did');
  });

  t.test('the time window applies in both modes', async (t) => {
    const start = Date.now() - 365 * 24 * 3600_000;
    const window = encodeURIComponent(JSON.stringify({ selectedTab: 1, history: { historyType: 1, fixedTimewindow: { startTimeMs: start, endTimeMs: start + 3600_000 } } }));
    for (const tab of [`/customers/${f.customerA}/audit-logs`, `/customers/${f.customerA}/users/${userId}/audit-logs`]) {
      const page = await tenant.get(`${tab}?timewindow=${window}`);
      t.equal(page.statusCode, 200);
      t.match(page.body, /No audit logs found/, tab);
    }
  });

  t.test('a customer user and the system administrator: no such tabs', async (t) => {
    const own = await customerUser.get(`/customers/${f.customerA}/audit-logs`);
    t.not(own.statusCode, 200, 'customer user: no customer audit logs');
    t.equal(c.proxy.calls.filter((call) => call.path.startsWith('/api/audit/logs/customer')).length, 2, 'no further call by customer');
    const sys = c.client();
    await sys.signIn(SYSADMIN.username, SYSADMIN.password);
    // The demo tenant's administrator, as the platform names them.
    const me = (await f.api.get('/api/auth/user')).body as { id: { id: string }; tenantId: { id: string } };
    const [tenantId, adminId] = [me.tenantId.id, me.id.id];
    const details = await sys.get(`/tenants/${tenantId}/users/${adminId}`);
    t.equal(details.statusCode, 200);
    t.notMatch(details.body, /\/audit-logs"/, 'no audit-logs tab for the system administrator');
    t.not((await sys.get(`/tenants/${tenantId}/users/${adminId}/audit-logs`)).statusCode, 200);
  });
});
