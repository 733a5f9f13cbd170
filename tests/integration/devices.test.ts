import t from 'tap';
import { startConsole, TENANT, CUSTOMER_A, type ConsoleClient } from '../helpers/console.ts';

const rowNames = (html: string) => [...html.matchAll(/<a href="\/devices\?[^"]*details=[0-9a-f-]{36}"[^>]*>([^<]+)<\/a>/g)].map((m) => m[1]);
const firstId = (html: string) => /details=([0-9a-f-]{36})/.exec(html)![1];

t.test('device list', async (t) => {
  const c = await startConsole(t);
  const tenant = c.client();
  await tenant.signIn(TENANT.username, TENANT.password);

  t.test('a real table of the tenant devices, newest first by default', async (t) => {
    const res = await tenant.get('/devices');
    t.equal(res.statusCode, 200);
    t.match(res.body, /<table class="entity-table/);
    for (const title of ['Created time', 'Name', 'Device profile', 'Label', 'Customer', 'Public', 'Is gateway']) t.match(res.body, `>${title}`);
    const names = rowNames(res.body);
    t.equal(names.length, 9);
    t.equal(names[0], 'Thermostat T2');
    t.equal(names.at(-1), 'Test Device A1');
    t.match(res.body, /1 &#8211; 9 of 9/, 'the range (its dash a character reference, which keeps the page one byte per character)');
    t.match(res.body, /Customer A/);
  });

  t.test('paging keeps the upstream query names', async (t) => {
    const res = await tenant.get('/devices?page=1&pageSize=4');
    const names = rowNames(res.body);
    t.same(names, ['Test Device C1', 'Test Device B1', 'Test Device A3', 'Test Device A2']);
    t.match(res.body, /5 &#8211; 8 of 9/);
    t.match(res.body, /href="\/devices\?pageSize=4"/, 'first page link omits page=0');
    t.match(res.body, /href="\/devices\?page=2&amp;pageSize=4"/, 'next page link');
  });

  t.test('sorting by column', async (t) => {
    const res = await tenant.get('/devices?property=name&direction=ASC');
    const names = rowNames(res.body);
    t.same(names, [...names].sort((a, b) => a.localeCompare(b, 'en', { sensitivity: 'base' })));
    t.match(res.body, /aria-sort="ascending"/);
    t.match(res.body, /href="\/devices\?property=name&amp;direction=DESC"/, 'the sorted column flips');
    const desc = await tenant.get('/devices?property=name&direction=desc');
    t.same(rowNames(desc.body), [...names].reverse());
  });

  t.test('text search', async (t) => {
    const res = await tenant.get('/devices?textSearch=therm');
    t.same(rowNames(res.body).sort(), ['Thermostat T1', 'Thermostat T2']);
    t.match(res.body, /value="therm"/, 'the search field keeps the text');
    const byCustomer = await tenant.get('/devices?textSearch=Customer%20B');
    t.same(rowNames(byCustomer.body), ['Test Device B1'], 'tenant search also matches the customer title');
    const none = await tenant.get('/devices?textSearch=zzz');
    t.match(none.body, /No devices found/);
  });

  t.test('htmx gets only the table region and the canonical address to push', async (t) => {
    const res = await tenant.get('/devices?textSearch=Therm&pageSize=10&property=createdTime&direction=DESC', { 'hx-request': 'true', 'hx-request-type': 'partial', 'hx-target': 'entity-table' });
    t.equal(res.statusCode, 200);
    t.notMatch(res.body, /<html/);
    t.match(res.body, /^<div id="entity-table"/);
    t.equal(res.headers['hx-push-url'], '/devices?textSearch=Therm');
    t.match(String(res.headers.vary), /HX-Request/);
    const restore = await tenant.get('/devices', { 'hx-request': 'true', 'hx-history-restore-request': 'true' });
    t.match(restore.body, /^<!doctype html>/, 'history restore gets the whole page');
  });

  t.test('bad query values get a clear 400 page, not a 500', async (t) => {
    for (const query of ['page=-1', 'pageSize=0', 'pageSize=1000000000', 'property=password', 'direction=UP', 'page=abc']) {
      const res = await tenant.get(`/devices?${query}`);
      t.equal(res.statusCode, 400, query);
      t.match(res.body, /Invalid address/, query);
      t.match(res.body, /<nav id="side-nav"/, `${query}: shown inside the shell`);
    }
    const fragment = await tenant.get('/devices?page=-1', { 'hx-request': 'true', 'hx-request-type': 'partial' });
    t.equal(fragment.statusCode, 204, 'a failing fragment is not swapped into the table');
    t.equal(fragment.headers['hx-redirect'], '/devices?page=-1', 'the browser loads the error page instead');
  });

  t.test('device details page', async (t) => {
    const list = await tenant.get('/devices?textSearch=DHT11');
    const id = firstId(list.body);
    const res = await tenant.get(`/devices/${id}`);
    t.equal(res.statusCode, 200);
    t.match(res.body, /DHT11 Demo Device/);
    t.match(res.body, /Demo device that is used in sample applications/);
    t.match(res.body, new RegExp(`data-copy="${id}"`));
    t.match(res.body, /Copy device ID/);
    const missing = await tenant.get('/devices/13814000-1dd2-11b2-8080-808080808081');
    t.equal(missing.statusCode, 404);
    t.match(missing.body, /GET \/api\/device\/info\/13814000-1dd2-11b2-8080-808080808081/);
    const bad = await tenant.get('/devices/not-a-uuid');
    t.equal(bad.statusCode, 404, "an id that is no UUID names nothing");
  });
});

t.test('customer users see only their customer devices', async (t) => {
  const c = await startConsole(t);
  const customer: ConsoleClient = c.client();
  await customer.signIn(CUSTOMER_A.username, CUSTOMER_A.password);
  const res = await customer.get('/devices');
  t.equal(res.statusCode, 200);
  t.same(rowNames(res.body).sort(), ['Test Device A1', 'Test Device A2', 'Test Device A3']);
  t.notMatch(res.body, /property=customerTitle/, 'no customer column in the customer scope');
  t.notMatch(res.body, />Public</);
  const sortByCustomer = await customer.get('/devices?property=customerTitle');
  t.equal(sortByCustomer.statusCode, 400);

  const tenant = c.client();
  await tenant.signIn(TENANT.username, TENANT.password);
  const other = await tenant.get('/devices?textSearch=B1');
  const id = firstId(other.body);
  const forbidden = await customer.get(`/devices/${id}`);
  t.equal(forbidden.statusCode, 403);
});
