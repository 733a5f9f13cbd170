import t from 'tap';
import { startConsole, TENANT, CUSTOMER_A } from '../helpers/console.ts';
import { assetFixtures } from '../helpers/assets.ts';
import { dialogHtml, dialogTitle, element, toast, unescape } from '../helpers/entity-html.ts';

function keys(html: string): string[] {
  return [...html.matchAll(/<input (?=[^>]*type="checkbox")(?=[^>]*name="keys")[^>]*value="([^"]*)"/g)].map((m) => unescape(m[1]));
}

t.test('the latest-telemetry tab: every key with its latest value, a live tile, delete selected keys', async (t) => {
  const c = await startConsole(t);
  const f = await assetFixtures(c.emulator.url);
  const tenant = c.client();
  await tenant.signIn(TENANT.username, TENANT.password);
  const hall = await f.asset('Hall', { customerId: f.customerA });
  const other = await f.asset('Other', { customerId: f.customerB });
  const tab = `/assets/${hall}/latest-telemetry`;
  await f.api.post(`/api/plugins/telemetry/ASSET/${hall}/timeseries/ANY`, { ts: 1_700_000_000_000, values: { temperature: 20.5, humidity: 40 } });
  await f.api.post(`/api/plugins/telemetry/ASSET/${hall}/timeseries/ANY`, { ts: 1_700_000_060_000, values: { temperature: 21.5 } });
  const latestKeys = async () => Object.keys((await f.api.get(`/api/plugins/telemetry/ASSET/${hall}/values/timeseries`)).body as object).sort();

  t.test('the rows: each key once, its latest value and time; the page names its live tile', async (t) => {
    const page = await tenant.get(tab);
    t.equal(page.statusCode, 200);
    t.ok(element(page.body, 'a', { href: tab, 'aria-current': 'page' }));
    t.same(keys(page.body), ['humidity', 'temperature']);
    t.match(page.body, /<td class="telemetry-value">21.5<\/td>/);
    t.notMatch(page.body, /telemetry-value">20.5/, 'only the latest value');
    t.match(page.body, new RegExp(`<time dateTime="${new Date(1_700_000_060_000).toISOString()}"`));
    t.ok(element(page.body, 'form', { 'data-live-tile': `telemetry-keys:ASSET:${hall}` }), 'the tile the live behaviour streams');
    t.match(page.body, new RegExp(`<tbody id="telemetry-keys-${hall}">`), 'the element a live update swaps');
    t.match(page.body, new RegExp(`<a class="button live-refresh" href="${tab}"`), 'without JavaScript: the values of the load and a refresh link');
  });

  t.test('delete: the selection asks to confirm, then every point of the keys is gone', async (t) => {
    const ask = await tenant.get(`${tab}?dialog=delete-telemetry&keys=humidity`);
    t.equal(dialogTitle(ask.body), 'Are you sure you want to delete the selected time series?');
    t.match(unescape(dialogHtml(ask.body)), /all data of these keys will be removed: humidity/);
    t.ok(element(ask.body, 'input', { type: 'hidden', name: 'keys', value: 'humidity' }));
    t.equal((await tenant.get(`${tab}?dialog=delete-telemetry`)).statusCode, 404, 'nothing selected');
    const res = await tenant.postForm(`${tab}?dialog=delete-telemetry`, { keys: ['humidity'] });
    t.equal(res.statusCode, 303);
    t.equal(res.headers.location, tab);
    t.same(await latestKeys(), ['temperature']);
    const after = await tenant.get(tab);
    t.equal(toast(after.body), 'Time series deleted: humidity');
    t.same(keys(after.body), ['temperature']);
  });

  t.test('the live tile: the stream takes the tab\'s tile and answers its rows', async (t) => {
    const res = await tenant.get(`/live?tiles=telemetry-keys:ASSET:not-an-id`);
    t.equal(res.statusCode, 400, 'a tile argument that is no entity');
  });

  t.test('a customer user: its customer\'s asset, not another\'s', async (t) => {
    const customer = c.client();
    await customer.signIn(CUSTOMER_A.username, CUSTOMER_A.password);
    t.same(keys((await customer.get(tab)).body), ['temperature']);
    t.equal((await customer.get(`/assets/${other}/latest-telemetry`)).statusCode, 403);
    t.equal((await customer.postForm(`/assets/${other}/latest-telemetry?dialog=delete-telemetry`, { keys: ['temperature'] })).statusCode, 403);
  });
});
