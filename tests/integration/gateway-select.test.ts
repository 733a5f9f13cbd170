// The gateway select against the emulator, through the gallery's forms: the tenant's gateway devices listed and
// narrowed, the one named as the device chosen on load, Enter choosing a gateway by its name, 'create new' through its
// confirmation at its own address saving a gateway device, and a name already taken or missing refused in place.
import t from 'tap';
import { startConsole, TENANT } from '../helpers/console.ts';
import { session, DEMO } from '../helpers/emulator.ts';
import { dialogHtml, element, unescape } from '../helpers/entity-html.ts';

type Device = { id: { id: string }; name: string; type: string; additionalInfo: { gateway?: boolean } | null };

/** The options of the filled state's select, as value and text. */
function options(html: string, id = 'gateway-filled'): [string, string][] {
  const select = new RegExp(`<select id="${id}"[^>]*>([\\s\\S]*?)</select>`).exec(html)?.[1] ?? '';
  return [...select.matchAll(/<option value="([^"]*)"[^>]*>([^<]*)<\/option>/g)].map((m) => [m[1], unescape(m[2])]);
}
const selectedOf = (html: string, id = 'gateway-filled') => new RegExp(`<select id="${id}"[^>]*>\\s*<option value="([^"]*)" selected=""`).exec(html)?.[1];

t.test('the gateway select: list, auto-select, Enter, create new with its confirmation, name exists', async (t) => {
  const c = await startConsole(t, { env: { GALLERY: 'true' } });
  const api = await session(c.emulator.url, DEMO.tenant);
  const tenant = c.client();
  await tenant.signIn(TENANT.username, TENANT.password);

  const before = await tenant.get('/gallery');
  t.equal(before.statusCode, 200);
  t.match(before.body, /<section class="gallery-section" id="gateway-select"/);
  t.same(options(before.body), [['', 'No gateway found.']], 'no gateways yet: said so');

  const device = async (name: string, gateway: boolean) => ((await api.post('/api/device', { name, type: gateway ? 'Gateway' : 'thermometer', additionalInfo: { gateway } })).body as Device).id.id;
  const hall = await device('Hall gateway', true);
  const roof = await device('Roof gateway', true);
  await device('Roof thermometer', false);

  t.test('the tenant\'s gateways only; on load the first, or the one named as the device', async (t) => {
    const page = await tenant.get('/gallery');
    t.same(options(page.body), [[hall, 'Hall gateway'], [roof, 'Roof gateway']], 'devices flagged gateway, by name');
    t.equal(selectedOf(page.body), hall, 'the first chosen');
    t.equal(selectedOf((await tenant.get('/gallery?deviceName=Roof%20gateway')).body), roof, 'the gateway named as the device');
    t.ok(element(page.body, 'label', { for: 'gateway-filled' }), 'labelled');
    t.ok(element(page.body, 'input', { id: 'gateway-filled-name', name: 'name', form: 'gateway-filled-create' }), 'the name field belongs to its own form');
  });

  t.test('the type-ahead and the search without JavaScript narrow the gateways', async (t) => {
    const typed = await tenant.get(`/search/gateways?field=gatewaySelect.filled&required=true&name=ROOF&gatewaySelect.filled=${hall}`);
    t.equal(typed.statusCode, 200);
    t.same(options(`<select id="gateway-filled">${typed.body}</select>`), [[hall, 'Hall gateway'], [roof, 'Roof gateway']], 'the chosen one kept first, then the matches');
    const none = await tenant.get('/search/gateways?field=gatewaySelect.filled&name=cellar');
    t.same(options(`<select id="gateway-filled">${none.body}</select>`), [['', "No gateway matching 'cellar'."]]);
    const searched = await tenant.get('/gallery?dialog=create-gateway&_search=gateway&name=roof');
    t.same(options(searched.body), [['', ''], [roof, 'Roof gateway']], 'narrowed, nothing chosen, nothing created');
    t.ok(element(searched.body, 'input', { id: 'gateway-filled-name', value: 'roof' }), 'the input kept');
    t.notOk(searched.body.includes('id="dialog-create-gateway"'));
  });

  t.test('Enter with a gateway\'s name chooses it; with an empty name: required', async (t) => {
    const chosen = await tenant.get('/gallery?dialog=create-gateway&name=Roof%20gateway');
    t.equal(selectedOf(chosen.body), roof);
    t.notOk(chosen.body.includes('id="dialog-create-gateway"'), 'no creation');
    const empty = await tenant.get('/gallery?dialog=create-gateway&name=%20');
    t.match(empty.body, /<span id="gateway-filled-error" class="field-error">Gateway name is required.<\/span>/);
  });

  t.test('create new: confirmed, a gateway device saved and chosen; declined, the name cleared', async (t) => {
    const asked = await tenant.get('/gallery?dialog=create-gateway&name=Cellar%20gateway');
    t.equal(asked.statusCode, 200);
    const dialog = unescape(dialogHtml(asked.body));
    t.match(dialog, /Create a new gateway named 'Cellar gateway'\?/, 'the confirmation at its own address');
    t.ok(element(dialog, 'a', { href: '/gallery#gateway-select-filled' }), 'No leads back, the name cleared');
    t.ok(element(dialog, 'form', { method: 'post', action: '/gallery/gateway' }));
    const res = await tenant.postForm('/gallery/gateway', { name: 'Cellar gateway' });
    t.equal(res.statusCode, 303);
    const id = /\?gateway=([0-9a-f-]{36})#gateway-select-filled$/.exec(res.headers.location as string)?.[1];
    t.ok(id, 'back to the select with the new gateway');
    const saved = (await api.get(`/api/device/${id}`)).body as Device;
    t.same([saved.name, saved.type, saved.additionalInfo?.gateway], ['Cellar gateway', 'Gateway', true], 'a device of type Gateway, flagged a gateway');
    const page = await tenant.get(res.headers.location as string);
    t.equal(selectedOf(page.body), id, 'chosen');
    t.same(options(page.body).map(([, name]) => name), ['Cellar gateway', 'Hall gateway', 'Roof gateway']);
  });

  t.test('a name already taken, by a gateway or any device, or no name: refused in place, the name kept', async (t) => {
    const count = async () => ((await api.get('/api/tenant/devices?pageSize=100&page=0')).body as { totalElements: number }).totalElements;
    const n = await count();
    for (const name of ['Roof gateway', 'Roof thermometer']) {
      const res = await tenant.postForm('/gallery/gateway', { name });
      t.equal(res.statusCode, 400, name);
      t.match(res.body, /<span id="gateway-filled-error" class="field-error">A device with this name already exists.<\/span>/);
      t.ok(element(res.body, 'input', { id: 'gateway-filled-name', value: name }), 'the name kept');
    }
    const empty = await tenant.postForm('/gallery/gateway', { name: '  ' });
    t.equal(empty.statusCode, 400);
    t.match(empty.body, /Gateway name is required\./);
    t.equal(await count(), n, 'nothing saved');
  });
});
