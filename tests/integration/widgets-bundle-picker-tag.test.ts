// The widgets-bundle picker (spec §2): a system bundle's choice carries the 'system' tag (upstream's
// widgets-bundle.system), a tenant's own bundle none; in the select the tag follows the title, in a check list it is
// a badge; the type-ahead's answer the same.
import t from 'tap';
import { startConsole, TENANT } from '../helpers/console.ts';
import { tenantSession } from '../helpers/dashboards.ts';

const options = (html: string) => [...html.matchAll(/<option value="([^"]*)"[^>]*>([^<]*)<\/option>/g)].map((m) => ({ value: m[1], text: m[2] }));

t.test('the system tag of the widgets-bundle picker', async (t) => {
  const c = await startConsole(t, { env: { GALLERY: 'true' } });
  const admin = await tenantSession(c.emulator.url);
  const own = (await admin.post('/api/widgetsBundle', { title: 'Charts of my own' })).body as { id: { id: string } };
  const system = ((await admin.get('/api/widgetsBundles?pageSize=10&page=0&textSearch=Charts')).body.data as Array<{ id: { id: string }; title: string; tenantId: { id: string } }>)
    .find((b) => b.id.id !== own.id.id)!;
  t.ok(system, 'a system bundle to look for');
  const client = c.client();
  await client.signIn(TENANT.username, TENANT.password);

  const select = await client.get('/search/widgetsBundles?textSearch=Charts&control=select');
  t.equal(select.statusCode, 200);
  const choices = options(select.body);
  t.same(choices.find((o) => o.value === system.id.id)?.text, `${system.title} (System)`, 'a system bundle: tagged after its title');
  t.same(choices.find((o) => o.value === own.id.id)?.text, 'Charts of my own', 'the tenant\'s own bundle: no tag');

  const list = await client.get('/search/widgetsBundles?textSearch=Charts&control=checklist');
  const box = (id: string) => new RegExp(`<input type="checkbox" name="" value="${id}"/><span>[^<]*</span>(<span class="badge">([^<]*)</span>)?`).exec(list.body);
  t.equal(box(system.id.id)?.[2], 'System', 'in a check list: a badge');
  t.ok(box(own.id.id), 'the own bundle listed');
  t.equal(box(own.id.id)?.[2], undefined, 'without a badge');

  const gallery = await client.get('/gallery');
  t.match(gallery.body, new RegExp(`<option value="[^"]+"[^>]*>[^<]+ \\(System\\)</option>`), 'the gallery\'s widgets-bundle picker shows the tag');
});
