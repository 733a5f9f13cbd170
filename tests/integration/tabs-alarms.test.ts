import t from 'tap';
import { startConsole, TENANT, CUSTOMER_A } from '../helpers/console.ts';
import { assetFixtures } from '../helpers/assets.ts';
import { dialogHtml, dialogTitle, element, toast, unescape } from '../helpers/entity-html.ts';

const DAY = 24 * 3600_000;

/** The alarm types in the tab's rows, in order. */
function types(html: string): string[] {
  const body = /<tbody>([\s\S]*?)<\/tbody>/.exec(html)?.[1] ?? '';
  return [...body.matchAll(/<tr>(?:<td[^>]*>[\s\S]*?<\/td>){2}<td>([^<]*)<\/td>/g)].map((m) => unescape(m[1]));
}

t.test('the alarms tab: status filter, time window, severity colours, details dialog with acknowledge and clear', async (t) => {
  const c = await startConsole(t);
  const f = await assetFixtures(c.emulator.url);
  const tenant = c.client();
  await tenant.signIn(TENANT.username, TENANT.password);
  const hall = await f.asset('Hall', { customerId: f.customerA });
  const other = await f.asset('Other', { customerId: f.customerB });
  const raise = async (asset: string, type: string, severity: string) => {
    const res = await f.api.post('/api/alarm', { type, severity, status: 'ACTIVE_UNACK', originator: { entityType: 'ASSET', id: asset }, details: { data: `${type} details` } });
    return (res.body as { id: { id: string } }).id.id;
  };
  const fire = await raise(hall, 'Fire', 'CRITICAL');
  const leak = await raise(hall, 'Leak', 'MINOR');
  const foreign = await raise(other, 'Foreign', 'WARNING');
  const tab = `/assets/${hall}/alarms`;
  const status = async (id: string) => ((await f.api.get(`/api/alarm/info/${id}`)).body as { status: string }).status;

  t.test('the last 30 days by default, newest first, severity coloured, status translated', async (t) => {
    const page = await tenant.get(tab);
    t.equal(page.statusCode, 200);
    t.ok(element(page.body, 'a', { href: tab, 'aria-current': 'page' }));
    t.same(types(page.body), ['Leak', 'Fire'], 'newest first');
    t.match(page.body, /<span class="severity sev-critical">Critical<\/span>/);
    t.match(page.body, /Active, not acknowledged/);
    t.match(page.body, /<td>Hall<\/td>/, 'the originator\'s name');
    t.ok(element(page.body, 'select', { name: 'searchStatus' }));
    t.match(page.body, /class="timewindow/, 'the time window control');
    t.same(types((await tenant.get(`${tab}?property=type&direction=ASC`)).body), ['Fire', 'Leak'], 'sorted by type');
    t.equal((await tenant.get(`${tab}?searchStatus=NOPE`)).statusCode, 404);
  });

  t.test('the window decides what is listed: a fixed period a year ago lists nothing', async (t) => {
    const start = Date.now() - 365 * DAY;
    const window = encodeURIComponent(JSON.stringify({ selectedTab: 1, history: { historyType: 1, fixedTimewindow: { startTimeMs: start, endTimeMs: start + DAY } } }));
    const page = await tenant.get(`${tab}?timewindow=${window}`);
    t.same(types(page.body), []);
    t.match(page.body, /No alarms found/);
    t.ok(element(page.body, 'input', { type: 'hidden', name: 'timewindow' }), 'the toolbar keeps the window');
  });

  t.test('without JavaScript the panel\'s form leads to the address with the window, the filter kept', async (t) => {
    const res = await tenant.get(`${tab}?searchStatus=ACTIVE&timewindow.selectedTab=1&timewindow.history.historyType=0&timewindow.history.timewindowMs=604800000`);
    t.equal(res.statusCode, 303);
    const target = new URL(res.headers.location as string, 'http://x');
    t.equal(target.pathname, tab);
    t.equal(target.searchParams.get('searchStatus'), 'ACTIVE');
    t.ok(target.searchParams.get('timewindow'), 'the window as one parameter');
  });

  t.test('details: its own address, the facts and details JSON; acknowledge, then clear', async (t) => {
    const page = await tenant.get(`${tab}?dialog=alarm-details&alarm=${fire}`);
    t.equal(dialogTitle(page.body), 'Alarm details');
    const dialog = unescape(dialogHtml(page.body));
    t.match(dialog, /"data": "Fire details"/, 'details as JSON');
    t.match(dialog, /<button[^>]*value="ack"[^>]*>Acknowledge<\/button>/);
    t.match(dialog, /<button[^>]*value="clear"[^>]*>Clear<\/button>/);
    const ack = await tenant.postForm(`${tab}?dialog=alarm-details&alarm=${fire}`, { action: 'ack' });
    t.equal(ack.statusCode, 303);
    t.equal(ack.headers.location, tab);
    t.equal(await status(fire), 'ACTIVE_ACK');
    t.equal(toast((await tenant.get(tab)).body), 'Alarm acknowledged');
    t.notMatch(unescape(dialogHtml((await tenant.get(`${tab}?dialog=alarm-details&alarm=${fire}`)).body)), /value="ack"/, 'no acknowledge once acknowledged');
    t.equal((await tenant.postForm(`${tab}?searchStatus=ACTIVE&dialog=alarm-details&alarm=${fire}`, { action: 'clear' })).headers.location, `${tab}?searchStatus=ACTIVE`);
    t.equal(await status(fire), 'CLEARED_ACK');
    t.same(types((await tenant.get(`${tab}?searchStatus=ACTIVE`)).body), ['Leak'], 'the status filter');
    t.same(types((await tenant.get(`${tab}?searchStatus=CLEARED`)).body), ['Fire']);
    t.equal((await tenant.postForm(`${tab}?dialog=alarm-details&alarm=${leak}`, { action: 'explode' })).statusCode, 404);
    t.equal((await tenant.get(`${tab}?dialog=alarm-details&alarm=nope`)).statusCode, 404);
  });

  t.test('a customer user acknowledges its customer\'s alarm, never another customer\'s', async (t) => {
    const customer = c.client();
    await customer.signIn(CUSTOMER_A.username, CUSTOMER_A.password);
    t.equal((await customer.postForm(`${tab}?dialog=alarm-details&alarm=${leak}`, { action: 'ack' })).statusCode, 303);
    t.equal(await status(leak), 'ACTIVE_ACK');
    // The other customer's alarm, asked for over this customer's asset: shown read-only, its actions refused.
    const foreignPage = await customer.get(`${tab}?dialog=alarm-details&alarm=${foreign}`);
    if (foreignPage.statusCode === 200) t.notMatch(dialogHtml(foreignPage.body), /value="ack"|value="clear"/, 'no actions offered');
    else t.equal(foreignPage.statusCode, 403, 'or the platform refuses to show it');
    t.equal((await customer.postForm(`${tab}?dialog=alarm-details&alarm=${foreign}`, { action: 'clear' })).statusCode, 403);
    t.equal(await status(foreign), 'ACTIVE_UNACK');
    t.equal((await customer.get(`/assets/${other}/alarms`)).statusCode, 403);
  });
});
