// The type pickers' htmx requests through the console (views/parts/type-pickers/type-chips.tsx): a sub-type list drawn
// again after its buttons with the tenant's sub-types suggested, an entity type list over its allowed types, refused
// settings; and the sub-type cache dropped when an entity of that kind is saved through the console.
import t from 'tap';
import { startConsole } from '../helpers/console.ts';
import { tenantClient } from '../helpers/entity-page-client.ts';
import { tenantSession } from '../helpers/dashboards.ts';

const qs = (params: Record<string, string | string[]>) => {
  const search = new URLSearchParams();
  for (const [k, v] of Object.entries(params)) for (const one of [v].flat()) search.append(k, one);
  return search.toString();
};
const chipsOf = (html: string) => [...html.matchAll(/<input type="hidden" name="types" value="([^"]*)"/g)].map((m) => m[1]);
const suggestedIn = (html: string) => [...html.matchAll(/value="pick:([^"]*)"/g)].map((m) => m[1]);

t.test('the type pickers through the console', async (t) => {
  const c = await startConsole(t);
  const client = await tenantClient(c);
  const admin = await tenantSession(c.emulator.url);

  t.test('a sub-type list: Add, remove, a suggestion; the tenant\'s device types by prefix', async (t) => {
    const base = { list: 'subtype', kind: 'device', required: 'true', field: 'types' };
    const added = await client.get(`/parts/type-chips?${qs({ ...base, types: ['pump'], 'types.text': ' meter ; pump,', 'types.action': 'add' })}`);
    t.equal(added.statusCode, 200);
    t.same(chipsOf(added.body), ['pump', 'meter'], 'typed values added, trimmed, each once');
    t.match(added.body, /id="field-types-text"[^>]*autofocus=""/, 'the field takes the focus back');
    t.match(added.body, 'placeholder="+Device type"');
    const emptied = await client.get(`/parts/type-chips?${qs({ ...base, types: 'pump', 'types.action': 'remove:pump' })}`);
    t.same(chipsOf(emptied.body), [], 'the last removed');
    t.match(emptied.body, 'No device types selected.', 'required and emptied: its message');
    t.match(emptied.body, 'aria-invalid="true"');
    const suggestions = await client.get(`/parts/type-chips/suggestions?${qs({ ...base, 'types.text': 'THERM' })}`);
    t.same(suggestedIn(suggestions.body), ['thermostat', 'THERM'], 'case-insensitive prefix of the tenant\'s device types, then the typed text as a new type');
    const none = await client.get(`/parts/type-chips/suggestions?${qs({ ...base, 'types.text': 'zzz' })}`);
    t.match(none.body, "No device types matching &#x27;zzz&#x27; were found.");
    t.match(none.body, 'value="pick:zzz"', 'typed text offered as a new type');
  });

  t.test('an entity type list: only its allowed types, by name in any case', async (t) => {
    const base = { list: 'entityType', allowed: 'DEVICE,ASSET,ENTITY_VIEW', field: 'types' };
    const added = await client.get(`/parts/type-chips?${qs({ ...base, types: ['DEVICE', 'TENANT'], 'types.text': 'asset', 'types.action': 'add' })}`);
    t.same(chipsOf(added.body), ['DEVICE', 'ASSET'], 'a chip not allowed dropped, the typed name added');
    const suggestions = await client.get(`/parts/type-chips/suggestions?${qs({ ...base, types: 'DEVICE', 'types.text': 'E' })}`);
    t.same(suggestedIn(suggestions.body), ['ASSET', 'ENTITY_VIEW'], 'substring of the names, chips left out');
  });

  t.test('settings naming no kind or no entity type are refused; signed out, no answer', async (t) => {
    t.equal((await client.get(`/parts/type-chips?${qs({ list: 'subtype', kind: 'tenant', field: 'types' })}`)).statusCode, 404);
    t.equal((await client.get(`/parts/type-chips?${qs({ list: 'entityType', allowed: 'DEVICE,NOPE', field: 'types' })}`)).statusCode, 404);
    t.equal((await client.get(`/parts/type-chips?${qs({ list: 'subtype', kind: 'device', field: 'a b' })}`)).statusCode, 400, 'a field name that is no JSON path');
    const outsider = await c.app.inject({ method: 'GET', url: `/parts/type-chips?${qs({ list: 'subtype', kind: 'device', field: 'types' })}` });
    t.not(outsider.statusCode, 200);
  });

  t.test('a failed sub-type list is an empty one, not kept', async (t) => {
    const base = { list: 'subtype', kind: 'edge', field: 'types', 'types.text': '' };
    c.proxy.fault('GET', '/api/edge/types', { kind: 'status', status: 500 });
    t.teardown(() => c.proxy.clearFaults());
    const failed = await client.get(`/parts/type-chips/suggestions?${qs(base)}`);
    t.equal(failed.statusCode, 200);
    t.same(suggestedIn(failed.body), [], 'no suggestions');
    c.proxy.clearFaults();
    await admin.post('/api/edge', { name: 'Edge E1', type: 'gateway-edge', secret: 'se1', routingKey: 'rk1' });
    t.same(suggestedIn((await client.get(`/parts/type-chips/suggestions?${qs(base)}`)).body), ['gateway-edge'], 'asked again next time');
  });

  t.test('an entity view saved through the console: its kind\'s sub-types listed afresh', async (t) => {
    const base = { list: 'subtype', kind: 'entityView', field: 'types', 'types.text': '' };
    const before = await client.get(`/parts/type-chips/suggestions?${qs(base)}`);
    t.same(suggestedIn(before.body), [], 'no entity view types yet (and now kept)');
    const devices = (await admin.get('/api/tenant/devices?pageSize=10&page=0&textSearch=Thermostat')).body.data;
    const added = await client.postForm('/entityViews?dialog=add', { name: 'Fresh view', type: 'fresh', 'entityId.entityType': 'DEVICE', 'entityId.id': devices[0].id.id });
    t.equal(added.statusCode, 303);
    const after = await client.get(`/parts/type-chips/suggestions?${qs(base)}`);
    t.same(suggestedIn(after.body), ['fresh'], 'the new type suggested');
  });
});
