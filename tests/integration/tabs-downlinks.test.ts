import t from 'tap';
import { startConsole, TENANT, CUSTOMER_A } from '../helpers/console.ts';
import { assetFixtures } from '../helpers/assets.ts';
import { deviceByName } from '../helpers/emulator.ts';
import { dialogHtml, dialogTitle, element, unescape } from '../helpers/entity-html.ts';

/** The downlinks table's rows: time, type, action, entity id, status (the data cell left out). */
function rows(html: string): string[][] {
  const body = /<tbody>([\s\S]*?)<\/tbody>/.exec(html)?.[1] ?? '';
  return [...body.matchAll(/<tr>([\s\S]*?)<\/tr>/g)]
    .map((m) => [...m[1].matchAll(/<td[^>]*>([\s\S]*?)<\/td>/g)].map((c) => unescape(c[1].replace(/<[^>]*>/g, '')).trim()))
    .filter((cells) => cells.length >= 5)
    .map((cells) => cells.slice(1, 5));
}

t.test('edge downlinks tab: queued events, status from queueStartTs, data, time window, per role', async (t) => {
  const c = await startConsole(t);
  const f = await assetFixtures(c.emulator.url);
  const tenant = c.client();
  await tenant.signIn(TENANT.username, TENANT.password);
  const edge = await f.edge('Plant edge');
  const device = await deviceByName(f.api, 'Test Device A1');
  const dashboard = (await f.api.post('/api/dashboard', { title: 'Plant board' })).body as { id: { id: string } };
  await f.api.post(`/api/edge/${edge}/device/${device.id.id}`);
  await f.api.post(`/api/edge/${edge}/dashboard/${dashboard.id.id}`);
  const tab = `/edgeInstances/${edge}/downlinks`;

  t.test('the queued events, newest first, pending while the edge has not read them', async (t) => {
    const before = { attrs: c.proxy.count('GET', `/api/plugins/telemetry/EDGE/${edge}/values/attributes/SERVER_SCOPE`), events: c.proxy.count('GET', `/api/edge/${edge}/events`) };
    const page = await tenant.get(tab);
    t.equal(page.statusCode, 200);
    t.ok(element(page.body, 'a', { href: tab, 'aria-current': 'page' }), 'the tab is current');
    t.equal(c.proxy.count('GET', `/api/plugins/telemetry/EDGE/${edge}/values/attributes/SERVER_SCOPE`), before.attrs + 1, 'queueStartTs read');
    t.equal(c.proxy.count('GET', `/api/edge/${edge}/events`), before.events + 1, 'events listed');
    t.same(rows(page.body), [
      ['Dashboard', 'Assigned to edge', dashboard.id.id, 'Pending'],
      ['Device', 'Assigned to edge', device.id.id, 'Pending'],
    ]);
    for (const title of ['Event time', 'Type', 'Event action', 'Entity ID', 'Status', 'Data']) t.match(page.body, new RegExp(`<th[^>]*>(<a[^>]*>)?${title}`), title);
    t.match(page.body, /class="downlink-pending"/);
    t.match(page.body, /aria-label="[^"]*(Time window|timewindow)|id="tab-timewindow/i, 'the time window control');
  });

  t.test('deployed up to the edge\'s queueStartTs, pending after', async (t) => {
    const events = (await f.api.get(`/api/edge/${edge}/events?pageSize=10&page=0&sortProperty=createdTime&sortOrder=ASC`)).body as { data: { createdTime: number }[] };
    await f.api.post(`/api/plugins/telemetry/EDGE/${edge}/SERVER_SCOPE`, { queueStartTs: events.data[0].createdTime });
    t.same(rows((await tenant.get(tab)).body).map((r) => r[3]), ['Pending', 'Deployed'], 'the first one deployed');
    await f.api.post(`/api/plugins/telemetry/EDGE/${edge}/SERVER_SCOPE`, { queueStartTs: events.data[1].createdTime });
    const page = await tenant.get(tab);
    t.same(rows(page.body).map((r) => r[3]), ['Deployed', 'Deployed']);
    t.match(page.body, /class="downlink-deployed"/);
  });

  t.test('each row\'s data in the JSON viewer, at its own address', async (t) => {
    const page = await tenant.get(tab);
    const links = [...page.body.matchAll(/href="([^"]*dialog=downlink-data[^"]*)"/g)].map((m) => unescape(m[1]));
    t.equal(links.length, 2, 'a data link per row');
    const opened = await tenant.get(links[1]);
    t.equal(opened.statusCode, 200);
    t.equal(dialogTitle(opened.body), 'Data');
    t.match(dialogHtml(opened.body), /<figcaption>Data<\/figcaption><pre tabindex="0">/);
    t.match(unescape(dialogHtml(opened.body)), /"name": "Test Device A1"/, 'the device the event names');
    t.equal((await tenant.get(`${tab}?dialog=downlink-data&event=nope`)).statusCode, 404);
    t.equal((await tenant.get(`${tab}?dialog=nothing`)).statusCode, 404);
  });

  t.test('the time window and the page decide what is listed', async (t) => {
    const start = Date.now() - 365 * 24 * 3600_000;
    const window = encodeURIComponent(JSON.stringify({ selectedTab: 1, history: { historyType: 1, fixedTimewindow: { startTimeMs: start, endTimeMs: start + 3600_000 } } }));
    const old = await tenant.get(`${tab}?timewindow=${window}`);
    t.same(rows(old.body), []);
    t.match(old.body, /No downlinks found/);
    const first = await tenant.get(`${tab}?pageSize=1`);
    t.same(rows(first.body).map((r) => r[0]), ['Dashboard']);
    t.same(rows((await tenant.get(`${tab}?pageSize=1&page=1`)).body).map((r) => r[0]), ['Device']);
  });

  t.test('a platform failure is an error page, not a crash', async (t) => {
    c.proxy.fault('GET', `/api/edge/${edge}/events`, { kind: 'status', status: 500 }, 1);
    const res = await tenant.get(tab);
    t.equal(res.statusCode, 500);
    t.match(res.body, /The platform reported an error/);
    t.notMatch(res.body, /at [\w.]+ \(/, 'no stack trace');
  });

  t.test('a customer user: no downlinks tab, 403 on its address', async (t) => {
    await f.api.post(`/api/customer/${f.customerA}/edge/${edge}`);
    const customer = c.client();
    await customer.signIn(CUSTOMER_A.username, CUSTOMER_A.password);
    const details = await customer.get(`/edgeInstances/${edge}`);
    t.equal(details.statusCode, 200, 'the edge is the customer\'s');
    t.notMatch(details.body, /\/downlinks"/, 'no downlinks tab');
    const calls = c.proxy.count('GET', `/api/edge/${edge}/events`);
    t.equal((await customer.get(tab)).statusCode, 403);
    t.equal(c.proxy.count('GET', `/api/edge/${edge}/events`), calls, 'nothing asked of the platform');
  });

  t.test('a kind without downlinks: not found', async (t) => {
    const hall = await f.asset('Hall');
    t.equal((await tenant.get(`/assets/${hall}/downlinks`)).statusCode, 404);
  });
});
