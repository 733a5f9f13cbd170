// A customer's entity views (`/customers/:customerId/entityViews`, issue 13) and the entity view form's target entity:
// another type re-lists the picker's choices (htmx asks `/search/by-type`), and an entity of the type switched away
// from is not kept when the form comes back without JavaScript.
import t from 'tap';
import { startConsole } from '../helpers/console.ts';
import { customerByTitle } from '../helpers/emulator.ts';
import { tenantSession } from '../helpers/dashboards.ts';
import { tenantClient } from '../helpers/entity-page-client.ts';
import { rowNames } from '../helpers/entity-html.ts';

t.test("a customer's entity views and the target entity's type", async (t) => {
  const c = await startConsole(t);
  const admin = await tenantSession(c.emulator.url);
  const client = await tenantClient(c);
  const customerA = (await customerByTitle(admin, 'Customer A')).id.id;
  const devices = (await admin.get('/api/tenant/devices?pageSize=50&page=0')).body.data as { id: { id: string }; name: string }[];
  const thermostat = devices.find((d) => d.name === 'Thermostat T1')!.id.id;
  const asset = (await admin.post('/api/asset', { name: 'Boiler room', type: 'room' })).body as { id: { id: string } };
  const made = async (name: string) =>
    (await admin.post('/api/entityView', { name, type: 'thermo', entityId: { entityType: 'DEVICE', id: thermostat }, keys: { attributes: { cs: [], sh: [], ss: [] }, timeseries: [] } })).body.id.id as string;
  const assigned = await made('Hall view');
  await made('Unassigned view');
  t.equal((await admin.post(`/api/customer/${customerA}/entityView/${assigned}`, {})).status, 200);

  t.test('the customer scope: its views, its title, unassign and add-to-customer', async (t) => {
    const res = await client.get(`/customers/${customerA}/entityViews`);
    t.equal(res.statusCode, 200);
    t.match(res.body, /<h2 id="entity-table-title">Customer A: Entity views<\/h2>/);
    t.match(res.body, /<title>[^<]*Customer entity views<\/title>/);
    t.same(rowNames(res.body), ['Hall view']);
    t.match(res.body, new RegExp(`href="/customers/${customerA}/entityViews\\?dialog=add-to-customer"`), 'its add action');
    t.match(res.body, /<a href="\/customers">/, 'crumb to the customers');
    const details = await client.get(`/customers/${customerA}/entityViews/${assigned}`);
    t.equal(details.statusCode, 200, 'its details page');
    t.match(details.body, 'value="Hall view"');
    t.equal((await client.get(`/customers/${customerA}/entityViews/not-an-id`)).statusCode, 404);
  });

  t.test('the target type select re-lists the choices with htmx, and says which type they are of', async (t) => {
    const dialog = await client.get('/entityViews?dialog=add');
    const select = /<select[^>]*name="entityId.entityType"[^>]*>/.exec(dialog.body)?.[0] ?? '';
    t.match(select, 'hx-get="/search/by-type"');
    t.match(select, 'hx-trigger="change"');
    t.match(select, 'hx-target="#field-entityId-id"');
    t.match(dialog.body, /<input type="hidden" id="field-entityId-shownType" name="entityId.shownType" value="DEVICE"\/>/);
    t.match(dialog.body, /hx-get="\/search\/by-type"[^>]*hx-include="#field-entityId-id, #field-entityId-entityType"|hx-include="#field-entityId-id, #field-entityId-entityType"[^>]*hx-get="\/search\/by-type"/, 'the type-ahead asks for the chosen type');

    const relisted = await client.get('/search/by-type?typeOf=entityId.entityType&entityId.entityType=ASSET&field=entityId.id&shown=entityId.shownType');
    t.equal(relisted.statusCode, 200);
    t.match(relisted.body, `<option value="${asset.id.id}">`, 'assets to choose from');
    t.notMatch(relisted.body, thermostat, 'no devices');
    t.match(relisted.body, /<input type="hidden" id="field-entityId-shownType" hx-swap-oob="true" name="entityId.shownType" value="ASSET"\/>/, 'the shown type follows');
    const typed = await client.get(`/search/by-type?typeOf=entityId.entityType&entityId.entityType=DEVICE&field=entityId.id&textSearch=Thermo`);
    t.match(typed.body, `<option value="${thermostat}">Thermostat T1</option>`);
    t.notMatch(typed.body, 'hx-swap-oob', 'a type-ahead search leaves the type alone');
    t.equal((await client.get('/search/by-type?typeOf=entityId.entityType&entityId.entityType=USER&field=entityId.id')).statusCode, 404, 'a type no picker offers (users)');
  });

  t.test('without JavaScript: switched to Asset and searched, the device is not kept', async (t) => {
    const body = { name: 'V', type: 'thermo', 'entityId.entityType': 'ASSET', 'entityId.shownType': 'DEVICE', 'entityId.id': thermostat, _search: 'entityId.id', 'entityId.id.search': '' };
    const res = await client.postForm('/entityViews?dialog=add', body);
    t.equal(res.statusCode, 200);
    t.match(res.body, `<option value="${asset.id.id}"`, 'the assets listed');
    t.notMatch(res.body, thermostat, 'the device chosen before is gone');
    t.match(res.body, /name="entityId.shownType" value="ASSET"/);
    const kept = await client.postForm('/entityViews?dialog=add', { ...body, 'entityId.entityType': 'DEVICE' });
    t.match(kept.body, new RegExp(`<option value="${thermostat}" selected`), 'the same type keeps its entity');
  });
});
