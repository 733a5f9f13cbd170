// The entity view's key lists as the shared chip list (views/parts/chip-list.tsx): each key a chip with its box
// (without JavaScript) and its remove button named by its tooltip (with JavaScript), a comma- or semicolon-separated
// field for more keys, the target's keys suggested except those held; the body read by the key-list rules.
import t from 'tap';
import { startConsole } from '../helpers/console.ts';
import { element } from '../helpers/entity-html.ts';
import { tenantClient } from '../helpers/entity-page-client.ts';
import { tenantSession } from '../helpers/dashboards.ts';

t.test('entity view key chips', async (t) => {
  const c = await startConsole(t);
  const admin = await tenantSession(c.emulator.url);
  const devices = (await admin.get('/api/tenant/devices?pageSize=10&page=0&textSearch=Thermostat%20T2')).body.data;
  const device = devices.find((d: { name: string }) => d.name === 'Thermostat T2').id.id;
  await admin.post(`/api/plugins/telemetry/DEVICE/${device}/attributes/SHARED_SCOPE`, { mode: 'eco', target: 21 });
  const made = (await admin.post('/api/entityView', { name: 'Chip view', type: 'chips', entityId: { entityType: 'DEVICE', id: device }, keys: { timeseries: ['temperature'], attributes: { cs: [], sh: ['mode'], ss: [] } } })).body;
  const client = await tenantClient(c);
  const at = `/entityViews/${made.id.id}?edit=true`;
  const base = { name: 'Chip view', type: 'chips', 'entityId.entityType': 'DEVICE', 'entityId.id': device };
  const stored = async () => (await admin.get(`/api/entityView/${made.id.id}`)).body.keys;

  t.test('the form draws each key list as chips with their boxes, remove buttons and a field for more', async (t) => {
    const form = await client.get(at);
    t.equal(form.statusCode, 200);
    t.match(form.body, /<fieldset class="key-list" data-chip-list="">/, "the chip list");
    const templates = [...form.body.matchAll(/<template data-chip-template="">(.*?)<\/template>/gs)].map((m) => m[1]);
    const shTemplate = templates.find((html) => html.includes('name="keys.attributes.sh"')) ?? '';
    t.ok(element(shTemplate, 'input', { type: 'checkbox', name: 'keys.attributes.sh', value: '%s', 'aria-label': 'Keep key %s' }), 'with the template of a new chip');
    t.ok(element(shTemplate, 'button', { 'aria-label': 'Remove %s', title: 'Remove %s' }), 'its remove button named for the key filled in');
    t.ok(element(form.body, 'input', { type: 'checkbox', name: 'keys.attributes.sh', value: 'mode', 'aria-label': 'Keep key mode' }), 'a held key is a checked box without JavaScript');
    t.ok(element(form.body, 'button', { type: 'button', 'aria-label': 'Remove mode', title: 'Remove mode' }), 'and has a remove button named by its tooltip');
    t.ok(element(form.body, 'input', { name: 'keys.attributes.sh.add', 'data-chip-input': '' }), 'a field for more keys');
    t.ok(element(form.body, 'label', { for: 'field-keys-attributes-sh' }), 'labelled');
    const suggested = /<datalist id="field-keys-attributes-sh-keys">(.*?)<\/datalist>/s.exec(form.body)?.[1] ?? '';
    t.match(suggested, '<option value="target">', "the target's shared attribute keys suggested");
    t.notMatch(suggested, 'value="mode"', 'except the held one');
    t.match(form.body, 'Separate keys with commas; uncheck a key to remove it.', 'the hint without JavaScript');
    t.match(form.body, 'Enter, comma or semicolon adds the key', 'and with it');
    t.match(form.body, /<script defer="" src="\/static\/build\/htmx-[^"]+\.js">/, 'the page loads the chip behaviour');
  });

  t.test('posted boxes and typed keys: semicolons and commas separate, trimmed, each once, unchecked ones dropped', async (t) => {
    const saved = await client.postForm(at, { ...base, 'keys.attributes.sh': 'mode', 'keys.attributes.sh.add': ' target ; mode,, ', 'keys.timeseries.add': 'humidity;pressure' });
    t.equal(saved.statusCode, 303);
    const keys = await stored();
    t.same(keys.attributes.sh, ['mode', 'target']);
    t.same(keys.timeseries, ['humidity', 'pressure'], 'temperature unchecked: removed');
    const again = await client.postForm(at, { ...base, 'keys.attributes.sh': ['mode', 'target'] as unknown as string });
    t.equal(again.statusCode, 303);
    t.same((await stored()).timeseries, [], 'every chip removed: an empty list');
  });

  t.test('read-only details show the keys as plain chips', async (t) => {
    const page = await client.get(`/entityViews/${made.id.id}`);
    t.match(page.body, /<li class="chip"><span>mode<\/span><\/li>/);
    t.notMatch(page.body, 'data-chip-remove', 'no remove buttons');
    t.notMatch(page.body, 'name="keys.attributes.sh.add"');
  });
});
