import t from 'tap';
import { startConsole, TENANT, CUSTOMER_A } from '../helpers/console.ts';
import { assetFixtures } from '../helpers/assets.ts';
import { dialogHtml, dialogTitle, element, unescape } from '../helpers/entity-html.ts';

/** The audit logs' action types in the table, in order. */
function actions(html: string): string[] {
  const body = /<tbody>([\s\S]*?)<\/tbody>/.exec(html)?.[1] ?? '';
  return [...body.matchAll(/<tr>([\s\S]*?)<\/tr>/g)].map((m) => [...m[1].matchAll(/<td>([^<]*)<\/td>/g)].map((c) => unescape(c[1]))).filter((cells) => cells.length >= 2).map((cells) => cells[cells.length - 2]);
}

t.test('audit logs: the entity tab, the /auditLogs page, details with action data, the time window, per role', async (t) => {
  const c = await startConsole(t);
  const f = await assetFixtures(c.emulator.url);
  const tenant = c.client();
  await tenant.signIn(TENANT.username, TENANT.password);
  const hall = await f.asset('Hall', { customerId: f.customerA });
  await f.api.post(`/api/plugins/telemetry/ASSET/${hall}/SERVER_SCOPE`, { floor: 3 });
  const tab = `/assets/${hall}/audit-logs`;

  t.test('the entity tab: the entity\'s own logs, no entity columns, action types translated', async (t) => {
    const page = await tenant.get(tab);
    t.equal(page.statusCode, 200);
    t.ok(element(page.body, 'a', { href: tab, 'aria-current': 'page' }));
    const listed = actions(page.body);
    t.ok(listed.includes('Attributes updated'), `attributes updated listed (${listed.join(', ')})`);
    t.ok(listed.includes('Assigned to customer'));
    t.notMatch(page.body, /Entity name/, 'entity mode: no entity columns');
    t.match(page.body, /<th[^>]*>User<\/th>|>User<\/a>/);
  });

  t.test('details: the action data as read-only JSON, at its own address', async (t) => {
    const page = await tenant.get(tab);
    const link = /href="([^"]*dialog=audit-log-details[^"]*)"/.exec(page.body)?.[1];
    t.ok(link, 'a details link per row');
    const details = await tenant.get(unescape(link!));
    t.equal(dialogTitle(details.body), 'Audit log details');
    t.match(dialogHtml(details.body), /<figcaption>Action data<\/figcaption><pre tabindex="0">/i);
    t.equal((await tenant.get(`${tab}?dialog=audit-log-details&log=nope`)).statusCode, 404);
  });

  t.test('the time window decides what is listed', async (t) => {
    const start = Date.now() - 365 * 24 * 3600_000;
    const window = encodeURIComponent(JSON.stringify({ selectedTab: 1, history: { historyType: 1, fixedTimewindow: { startTimeMs: start, endTimeMs: start + 3600_000 } } }));
    const page = await tenant.get(`${tab}?timewindow=${window}`);
    t.same(actions(page.body), []);
    t.match(page.body, /No audit logs found/);
  });

  t.test('the /auditLogs page: every log of the tenant, with entity columns', async (t) => {
    const page = await tenant.get('/auditLogs');
    t.equal(page.statusCode, 200);
    t.match(page.body, /Entity name/);
    t.match(page.body, /<td>Hall<\/td>/);
    t.match(page.body, /<h1[^>]*>Audit logs<\/h1>/);
    t.match(unescape((await tenant.get('/auditLogs?textSearch=Hall')).body), /<td>Hall<\/td>/, 'search');
  });

  t.test('a customer user: no audit-logs tab, no /auditLogs page', async (t) => {
    const customer = c.client();
    await customer.signIn(CUSTOMER_A.username, CUSTOMER_A.password);
    t.equal((await customer.get(tab)).statusCode, 403, 'the tab is the tenant administrators\' own');
    t.equal((await customer.get('/auditLogs')).statusCode, 403);
  });
});
