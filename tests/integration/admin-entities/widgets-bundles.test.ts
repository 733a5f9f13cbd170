import t from 'tap';
import { startConsole, SYSADMIN, TENANT } from '../../helpers/console.ts';
import { DEMO, session } from '../../helpers/emulator.ts';
import { postMultipart } from '../../helpers/multipart.ts';

const idOf = (html: string, name: string) => new RegExp(`details=([0-9a-f-]{36})"[^>]*>${name}<`).exec(html)?.[1];

t.test('widgets bundles (console-map 3.16)', async (t) => {
  const c = await startConsole(t);
  const tenant = c.client();
  await tenant.signIn(TENANT.username, TENANT.password);
  const admin = c.client();
  await admin.signIn(SYSADMIN.username, SYSADMIN.password);
  const api = await session(c.emulator.url, DEMO.tenant);

  t.test('columns; system bundles checked, read-only for the tenant', async (t) => {
    const res = await tenant.get('/widgets-bundles?pageSize=30');
    t.equal(res.statusCode, 200);
    for (const title of ['>Created time<', '>Title<', '>System<']) t.match(res.body, title);
    const charts = idOf(res.body, 'Charts')!;
    t.ok(charts);
    t.notMatch(res.body, new RegExp(`name="ids" value="${charts}"`), 'a system bundle is not selectable');
    t.notMatch(res.body, new RegExp(`dialog=delete&amp;ids=${charts}`), 'nor deletable');
    t.match(res.body, new RegExp(`href="/widgets-bundles/${charts}/widgetTypes"`), 'opens its widget types');
    const refused = await tenant.postForm(`/widgets-bundles?dialog=delete&ids=${charts}`, {});
    t.equal(refused.statusCode, 400);
    t.match(refused.body, /System widgets bundles can only be read\./);
    const panel = await tenant.get(`/widgets-bundles?details=${charts}`);
    t.notMatch(panel.body, /aria-label="Edit"/, "no edit button for a system bundle");
    t.equal((await tenant.postForm(`/widgets-bundles/${charts}?edit=true`, { title: 'Mine now' })).statusCode, 403);
  });

  t.test('sorted by title ascending unless told otherwise', async (t) => {
    const titles = (html: string) => [...html.matchAll(/details=[0-9a-f-]{36}"[^>]*>([^<]+)</g)].map((m) => m[1]);
    const res = await tenant.get('/widgets-bundles?pageSize=30');
    const listed = titles(res.body);
    t.same(listed, [...listed].sort((a, b) => a.localeCompare(b, 'en', { sensitivity: 'base' })));
    t.match(res.body, /aria-sort="ascending"/);
    t.match(res.body, /href="\/widgets-bundles\?pageSize=30&amp;property=title&amp;direction=DESC"/, 'the title column flips');
    t.match(res.body, /href="\/widgets-bundles\?pageSize=30&amp;details=/, 'the default sort is left out of the addresses');
    const newest = await tenant.get('/widgets-bundles?pageSize=30&property=createdTime&direction=DESC');
    t.match(newest.body, /href="\/widgets-bundles\?pageSize=30&amp;property=createdTime&amp;direction=DESC&amp;details=/, 'another sort is kept');
    t.notSame(titles(newest.body), listed);
  });

  t.test('the system administrator may edit the system bundles', async (t) => {
    const res = await admin.get('/widgets-bundles?pageSize=30');
    const charts = idOf(res.body, 'Charts')!;
    t.match(res.body, new RegExp(`name="ids" value="${charts}"`));
    t.match((await admin.get(`/widgets-bundles?details=${charts}`)).body, /aria-label="Edit"/);
  });

  t.test('the browse page lists the widget types with their previews', async (t) => {
    const list = await tenant.get('/widgets-bundles?pageSize=30');
    const charts = idOf(list.body, 'Charts')!;
    const res = await tenant.get(`/widgets-bundles/${charts}/widgetTypes`);
    t.equal(res.statusCode, 200);
    t.match(res.body, /<h3><a href="[^"]*">Bars<\/a><\/h3>/);
    t.match(res.body, /<img src="data:image\/[^"]+" alt="Preview of Bars"/);
    t.match(res.body, /aria-current="page">Charts</, 'the crumb names the bundle');
    t.equal((await tenant.get('/widgets-bundles/00000000-0000-4000-8000-000000000000/widgetTypes')).statusCode, 404);
  });

  let ownId = '';
  t.test('create, validate and edit a tenant bundle', async (t) => {
    const bad = await tenant.postForm('/widgets-bundles?dialog=add', { title: '', description: 'x'.repeat(300) });
    t.equal(bad.statusCode, 400);
    t.match(bad.body, /Title is required\./);
    t.match(bad.body, /The description may have at most 255 characters\./);
    t.equal((await tenant.postForm('/widgets-bundles?dialog=add', { title: 'Plant widgets', description: 'ours' })).statusCode, 303);
    ownId = idOf((await tenant.get('/widgets-bundles?textSearch=Plant')).body, 'Plant widgets')!;
    t.ok(ownId);
    t.equal((await tenant.postForm(`/widgets-bundles/${ownId}?edit=true`, { title: 'Plant widgets', description: 'still ours' })).statusCode, 303);
    t.equal((await api.get(`/api/widgetsBundle/${ownId}`)).body.description, 'still ours');
  });

  t.test('export and import again, with the widget types', async (t) => {
    const own = (await api.get(`/api/widgetsBundle/${ownId}`)).body;
    await api.post('/api/widgetType', { bundleAlias: own.alias, alias: 'gauge_one', name: 'Gauge one', descriptor: { type: 'latest', sizeX: 4, sizeY: 3, resources: [], templateHtml: '', templateCss: '', controllerScript: '', settingsSchema: '{}', dataKeySettingsSchema: '{}', defaultConfig: '{}' } });
    const exported = await tenant.get(`/widgets-bundles/${ownId}/export`);
    t.equal(exported.statusCode, 200);
    const json = JSON.parse(exported.body);
    t.equal(json.widgetsBundle.title, 'Plant widgets');
    t.same(json.widgetTypes.map((w: { name: string }) => w.name), ['Gauge one']);
    await api.delete(`/api/widgetsBundle/${ownId}`);
    await tenant.get('/widgets-bundles?dialog=import');
    const bad = await postMultipart(tenant, '/widgets-bundles?dialog=import', {}, [{ name: 'file', fileName: 'b.json', content: '{"widgetsBundle": {}}' }]);
    t.equal(bad.statusCode, 400);
    t.match(bad.body, /The file is not a widgets bundle/);
    const ok = await postMultipart(tenant, '/widgets-bundles?dialog=import', {}, [{ name: 'file', fileName: 'b.json', content: exported.body }]);
    t.equal(ok.statusCode, 303);
    const again = idOf((await tenant.get('/widgets-bundles?textSearch=Plant')).body, 'Plant widgets')!;
    t.ok(again);
    const types = await tenant.get(`/widgets-bundles/${again}/widgetTypes`);
    t.match(types.body, /<h3><a href="[^"]*">Gauge one<\/a><\/h3>/);
    t.equal((await tenant.postForm(`/widgets-bundles?dialog=delete&ids=${again}`, {})).statusCode, 303);
  });
});
