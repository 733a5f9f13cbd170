import t from 'tap';
import { DatabaseSync } from 'node:sqlite';
import { startConsole, TENANT, CUSTOMER_A } from '../helpers/console.ts';
import { assetFixtures } from '../helpers/assets.ts';
import { tempDbPath } from '../helpers/temp-db.ts';
import { dialogHtml, dialogTitle, element, toast, unescape } from '../helpers/entity-html.ts';
import { createEventStore } from '../../emulator/store/events.ts';

/** The first data column of the events table (method, event or messages processed), in order. */
function firstColumn(html: string): string[] {
  const body = /<tbody>([\s\S]*?)<\/tbody>/.exec(html)?.[1] ?? '';
  return [...body.matchAll(/<tr><td><time[^>]*>[^<]*<\/time><\/td><td>[^<]*<\/td><td>([^<]*)<\/td>/g)].map((m) => unescape(m[1]));
}

t.test('the events tab: type select, columns per type, the filter dialog, clear events, error viewer, time window', async (t) => {
  const dbPath = tempDbPath(t, 'tab-events');
  const c = await startConsole(t, { emulator: { dbPath } });
  const f = await assetFixtures(c.emulator.url);
  const tenant = c.client();
  await tenant.signIn(TENANT.username, TENANT.password);
  const hall = await f.asset('Hall', { customerId: f.customerA });
  const tenantId = ((await f.api.get('/api/auth/user')).body as { tenantId: { id: string } }).tenantId.id;
  const db = new DatabaseSync(dbPath);
  t.teardown(() => db.close());
  const events = createEventStore(db);
  const entity = { entityType: 'ASSET', id: hall };
  events.record(tenantId, entity, 'ERROR', { server: 'node-1', method: 'onMsg', error: '{"reason":"boom"}' });
  events.record(tenantId, entity, 'ERROR', { server: 'node-2', method: 'init', error: 'plain failure' });
  events.record(tenantId, entity, 'LC_EVENT', { server: 'node-1', event: 'STARTED', success: true });
  events.record(tenantId, entity, 'STATS', { server: 'node-1', messagesProcessed: 12, errorsOccurred: 1 });
  const tab = `/assets/${hall}/events`;

  t.test('ERROR by default, newest first; the error in the read-only JSON viewer', async (t) => {
    const page = await tenant.get(tab);
    t.equal(page.statusCode, 200);
    t.ok(element(page.body, 'a', { href: tab, 'aria-current': 'page' }));
    t.same(firstColumn(page.body), ['init', 'onMsg']);
    t.match(unescape(page.body), /<pre tabindex="0">\{\n  "reason": "boom"\n\}<\/pre>/i, 'JSON pretty-printed');
    t.match(unescape(page.body), /<pre tabindex="0">plain failure<\/pre>/i, 'text as it is');
    t.same(firstColumn((await tenant.get(`${tab}?eventType=LC_EVENT`)).body), ['STARTED']);
    t.same(firstColumn((await tenant.get(`${tab}?eventType=STATS`)).body), ['12']);
    t.equal((await tenant.get(`${tab}?eventType=DEBUG_RULE_NODE`)).statusCode, 404, 'debug types only on rule chains');
  });

  t.test('the filter dialog: the type\'s fields, a GET form; the filter in the address, cleared by a link', async (t) => {
    const page = await tenant.get(`${tab}?dialog=events-filter`);
    t.equal(dialogTitle(page.body), 'Events filter');
    for (const name of ['server', 'method', 'errorStr']) t.ok(element(dialogHtml(page.body), 'input', { name }), name);
    const stats = dialogHtml((await tenant.get(`${tab}?eventType=STATS&dialog=events-filter`)).body);
    for (const name of ['minMessagesProcessed', 'maxMessagesProcessed', 'minErrorsOccurred', 'maxErrorsOccurred']) t.ok(element(stats, 'input', { name, type: 'number' }), name);
    t.ok(element(stats, 'input', { type: 'hidden', name: 'eventType', value: 'STATS' }), 'the type kept');
    const filtered = await tenant.get(`${tab}?method=onM`);
    t.same(firstColumn(filtered.body), ['onMsg']);
    t.ok(element(filtered.body, 'a', { 'aria-label': 'Clear filter', href: tab }));
  });

  t.test('the time window decides what is listed', async (t) => {
    const start = Date.now() - 365 * 24 * 3600_000;
    const window = encodeURIComponent(JSON.stringify({ selectedTab: 1, history: { historyType: 1, fixedTimewindow: { startTimeMs: start, endTimeMs: start + 3600_000 } } }));
    const page = await tenant.get(`${tab}?timewindow=${window}`);
    t.same(firstColumn(page.body), []);
    t.match(page.body, /No events found/);
  });

  t.test('clear events: confirm, then the type\'s events in the window are gone; a customer user may not', async (t) => {
    const customer = c.client();
    await customer.signIn(CUSTOMER_A.username, CUSTOMER_A.password);
    t.same(firstColumn((await customer.get(tab)).body), ['init', 'onMsg'], 'a customer user reads them');
    t.equal((await customer.postForm(`${tab}?dialog=clear-events`, {})).statusCode, 403);
    t.equal(dialogTitle((await tenant.get(`${tab}?dialog=clear-events`)).body), 'Are you sure you want to clear the events?');
    const res = await tenant.postForm(`${tab}?dialog=clear-events`, {});
    t.equal(res.statusCode, 303);
    t.equal(res.headers.location, tab);
    const after = await tenant.get(tab);
    t.equal(toast(after.body), 'Events cleared');
    t.same(firstColumn(after.body), []);
    t.same(firstColumn((await tenant.get(`${tab}?eventType=LC_EVENT`)).body), ['STARTED'], 'other types kept');
  });
});
