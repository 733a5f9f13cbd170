import t from 'tap';
import { CUSTOMER_A, startConsole, SYSADMIN, TENANT } from '../helpers/console.ts';
import { session } from '../helpers/emulator.ts';
import { dialogHtml, dialogTitle, fieldError, formError, toast, unescape } from '../helpers/entity-html.ts';
import { postMultipart } from '../helpers/multipart.ts';

// The widget library (`/widgets-bundles/:id/widgetTypes`) and editor (`.../:typeId`, `.../add/:type`), without
// JavaScript: browse, export, import, delete; edit, validate, save, save as, a new type from its kind's template;
// system bundles read-only for tenants; the sandboxed frame's own policy.

const DESCRIPTOR = {
  type: 'latest', sizeX: 5, sizeY: 3, resources: [], templateHtml: '<div class="value"></div>', templateCss: '.value { font-size: 20px; }',
  controllerScript: 'self.onInit = function () {};\nself.onDataUpdated = function () {\n  self.ctx.container.querySelector(".value").textContent = String(self.ctx.data[0].data.at(-1)[1]);\n};',
  settingsSchema: '{}', dataKeySettingsSchema: '{}', defaultConfig: '{"datasources":[{"type":"function","name":"f","dataKeys":[{"name":"Sin","label":"Sin","type":"function"}]}],"settings":{}}',
};

t.test('widget library and editor', async (t) => {
  const c = await startConsole(t);
  const platform = await session(c.emulator.url, [TENANT.username, TENANT.password]);
  const bundle = (await platform.post('/api/widgetsBundle', { title: 'My widgets' })).body;
  const made = (await platform.post('/api/widgetType', { bundleAlias: bundle.alias, name: 'Big value', descriptor: DESCRIPTOR })).body;
  const types = async () => (await platform.get(`/api/widgetTypesInfos?isSystem=false&bundleAlias=${bundle.alias}`)).body as { name: string; id: { id: string } }[];
  const library = `/widgets-bundles/${bundle.id.id}/widgetTypes`;
  const editor = `${library}/${made.id.id}`;
  const tenant = c.client();
  await tenant.signIn(TENANT.username, TENANT.password);

  t.test('the library: each type with its editor, export and delete; a new type of each kind; import', async (t) => {
    const res = await tenant.get(library);
    t.equal(res.statusCode, 200);
    t.match(res.body, new RegExp(`<h3><a href="${editor}">Big value</a></h3>`));
    t.match(res.body, new RegExp(`href="${editor}/export"[^>]*aria-label="Export widget type"`));
    t.match(res.body, new RegExp(`href="${library}\\?dialog=delete&amp;widgetTypeId=${made.id.id}"[^>]*aria-label="Delete widget type"`));
    for (const kind of ['timeseries', 'latest', 'rpc', 'alarm', 'static']) t.match(res.body, new RegExp(`href="${library}/add/${kind}"`));
    t.match(res.body, new RegExp(`href="${library}\\?dialog=import"`));
  });

  t.test('a system bundle is read-only for a tenant: no add, import or delete, and no way around it', async (t) => {
    const system = (await platform.get('/api/widgetsBundles?pageSize=50&page=0&textSearch=Cards')).body.data[0];
    const path = `/widgets-bundles/${system.id.id}/widgetTypes`;
    const res = await tenant.get(path);
    t.equal(res.statusCode, 200);
    t.match(res.body, /System widgets bundles can only be read\./);
    t.notMatch(res.body, /dialog=delete/);
    t.notMatch(res.body, /\/add\/timeseries/);
    t.equal((await tenant.get(`${path}?dialog=import`)).statusCode, 404);
    const info = (await platform.get(`/api/widgetTypesInfos?isSystem=true&bundleAlias=${system.alias}`)).body[0];
    t.equal((await tenant.postForm(`${path}?dialog=delete&widgetTypeId=${info.id.id}`, {})).statusCode, 404);
    t.ok((await platform.get(`/api/widgetType/${info.id.id}`)).body.name, 'still there');
    // Its editor has no Save, only Save as into the tenant's bundles; a Save posted anyway is refused.
    const open = await tenant.get(`${path}/${info.id.id}`);
    t.equal(open.statusCode, 200);
    t.notMatch(open.body, /name="_command" value="save"/);
    t.match(open.body, new RegExp(`<option value="${bundle.id.id}"[^>]*>My widgets</option>`));
    const full = (await platform.get(`/api/widgetType/${info.id.id}`)).body;
    const refused = await tenant.postForm(`${path}/${info.id.id}`, { name: 'Changed', 'descriptor.type': full.descriptor.type, _command: 'save' });
    t.equal(refused.statusCode, 400);
    t.equal(formError(refused.body), 'System widgets bundles can only be read.');
    t.equal((await platform.get(`/api/widgetType/${info.id.id}`)).body.name, full.name);
  });

  t.test('export: the widget type whole, as a JSON file named after it', async (t) => {
    const res = await tenant.get(`${editor}/export`);
    t.equal(res.statusCode, 200);
    t.match(res.headers['content-disposition'], /attachment; filename="Big value\.json"/);
    t.match(JSON.parse(res.body), { name: 'Big value', bundleAlias: bundle.alias, descriptor: { templateHtml: DESCRIPTOR.templateHtml } });
  });

  t.test('import: a file that is no widget type is refused on the dialog; an export comes back as a new type', async (t) => {
    const page = await tenant.get(`${library}?dialog=import`);
    t.equal(dialogTitle(page.body), 'Import widget type');
    const file = (content: string) => ({ name: 'file', fileName: 'widget.json', content });
    const notJson = await postMultipart(tenant, `${library}?dialog=import`, {}, file('{ nope'));
    t.equal(notJson.statusCode, 400);
    t.match(fieldError(notJson.body, 'widget-type-file') ?? unescape(dialogHtml(notJson.body)), /JSON/);
    const noType = await postMultipart(tenant, `${library}?dialog=import`, {}, file('{"title":"a bundle"}'));
    t.equal(noType.statusCode, 400);
    t.match(unescape(dialogHtml(noType.body)), /The file is not a widget type: it needs a name and a descriptor\./);
    const exported = (await tenant.get(`${editor}/export`)).body;
    const imported = await postMultipart(tenant, `${library}?dialog=import`, {}, file(exported.replace('"Big value"', '"Big value (imported)"')));
    t.equal(imported.statusCode, 303);
    t.match(toast((await tenant.get(library)).body), 'Widget type imported');
    t.ok((await types()).some((type) => type.name === 'Big value (imported)'));
  });

  t.test('delete: confirmed at its own address, then gone', async (t) => {
    const victim = (await platform.post('/api/widgetType', { bundleAlias: bundle.alias, name: 'To delete', descriptor: DESCRIPTOR })).body;
    const ask = await tenant.get(`${library}?dialog=delete&widgetTypeId=${victim.id.id}`);
    t.equal(ask.statusCode, 200);
    t.equal(dialogTitle(ask.body), "Delete the widget type 'To delete'?");
    const done = await tenant.postForm(`${library}?dialog=delete&widgetTypeId=${victim.id.id}`, {});
    t.equal(done.statusCode, 303);
    t.notOk((await types()).some((type) => type.name === 'To delete'));
  });

  t.test('the editor: code editors by JSON path, the sandboxed preview, the context it offers', async (t) => {
    const res = await tenant.get(editor);
    t.equal(res.statusCode, 200);
    t.match(res.body, /<textarea id="field-descriptor-templateHtml" name="descriptor.templateHtml"[^>]*data-code-language="html"[^>]*>&lt;div class=&quot;value&quot;&gt;&lt;\/div&gt;<\/textarea>/);
    for (const [name, language] of [['descriptor.templateCss', 'css'], ['descriptor.controllerScript', 'javascript'], ['descriptor.settingsSchema', 'json'], ['descriptor.dataKeySettingsSchema', 'json']]) {
      t.match(res.body, new RegExp(`name="${name}"[^>]*data-code-language="${language}"`), name);
    }
    t.match(res.body, /<iframe class="widget-preview-frame" src="\/widget-frame" sandbox="allow-scripts" title="Preview"/);
    t.match(unescape(res.body), /Angular templates and directives/);
    t.notMatch(unescape(res.body), /jQuery/, "jQuery and ctx.$container are in the context now");
    t.match(res.body, new RegExp(`<a href="${library}">My widgets</a>`), 'the crumb above the editor is its bundle');
  });

  t.test('the editor refuses a blank name and a schema that is not a JSON object, with the input kept', async (t) => {
    await tenant.get(editor);
    const bad = await tenant.postForm(editor, { name: ' ', 'descriptor.type': 'latest', 'descriptor.templateHtml': '<p>kept</p>', 'descriptor.settingsSchema': '[1, 2]', _command: 'save' });
    t.equal(bad.statusCode, 400);
    t.equal(fieldError(bad.body, 'name'), 'Widget title is required.');
    t.equal(fieldError(bad.body, 'descriptor.settingsSchema'), 'Enter a JSON object.');
    t.match(bad.body, /&lt;p&gt;kept&lt;\/p&gt;/);
    t.equal((await platform.get(`/api/widgetType/${made.id.id}`)).body.name, 'Big value');
  });

  t.test('save writes the code onto the stored type; save as makes a copy in the chosen bundle', async (t) => {
    await tenant.get(editor);
    const form = { name: 'Big value', 'descriptor.type': 'latest', 'descriptor.templateHtml': '<div class="value big"></div>', 'descriptor.templateCss': '.big { color: red; }', 'descriptor.controllerScript': DESCRIPTOR.controllerScript, 'descriptor.settingsSchema': '{}', 'descriptor.dataKeySettingsSchema': '{}', 'descriptor.defaultConfig': DESCRIPTOR.defaultConfig };
    const saved = await tenant.postForm(editor, { ...form, _command: 'save' });
    t.equal(saved.statusCode, 303);
    t.equal(saved.headers.location, editor);
    t.match(toast((await tenant.get(editor)).body), 'Widget type saved');
    const stored = (await platform.get(`/api/widgetType/${made.id.id}`)).body;
    t.match(stored.descriptor, { templateHtml: '<div class="value big"></div>', templateCss: '.big { color: red; }', sizeX: 5 });
    const before = (await types()).length;
    const copy = await tenant.postForm(editor, { ...form, name: 'Big value copy', _command: 'saveAs', 'saveAs.bundleId': bundle.id.id });
    t.equal(copy.statusCode, 303);
    t.not(copy.headers.location, editor, 'the copy has an editor of its own');
    t.equal((await types()).length, before + 1);
    t.equal((await platform.get(`/api/widgetType/${made.id.id}`)).body.name, 'Big value', 'the original keeps its name');
  });

  t.test("a new widget type starts from its kind's template", async (t) => {
    const res = await tenant.get(`${library}/add/timeseries`);
    t.equal(res.statusCode, 200);
    t.match(res.body, /<option value="timeseries" selected="">/);
    t.match(res.body, /name="descriptor.controllerScript"[^>]*>[^<]+<\/textarea>/, 'the template has code');
    const unknown = await tenant.get(`${library}/add/gauge`);
    t.equal(unknown.headers.location, library, 'an unknown kind leads back to the library');
    await tenant.get(`${library}/add/static`);
    const created = await tenant.postForm(`${library}/add/static`, { name: 'My card', 'descriptor.type': 'static', 'descriptor.templateHtml': '<p>Hello</p>', _command: 'save' });
    t.equal(created.statusCode, 303);
    const mine = (await types()).find((type) => type.name === 'My card');
    t.ok(mine);
    t.equal(created.headers.location, `${library}/${mine!.id.id}`);
    t.match((await platform.get(`/api/widgetType/${mine!.id.id}`)).body.descriptor, { type: 'static', templateHtml: '<p>Hello</p>' });
  });

  t.test('the frame the widget code runs in: a sandbox with its own strict policy, signed-in users only', async (t) => {
    const res = await tenant.get('/widget-frame');
    t.equal(res.statusCode, 200);
    const policy = String(res.headers['content-security-policy']);
    t.match(policy, /^sandbox allow-scripts;/);
    t.match(policy, /connect-src 'none'/);
    t.match(policy, /default-src 'none'/);
    t.match(res.body, /<script defer src="\/static\/build\/widget-frame-[A-Z0-9]+\.js"><\/script>/);
    const anonymous = await c.client().get('/widget-frame');
    t.ok([302, 303].includes(anonymous.statusCode), 'sent to sign in');
    t.notMatch(anonymous.body, /widget-frame/);
    const admin = c.client();
    await admin.signIn(SYSADMIN.username, SYSADMIN.password);
    t.equal((await admin.get('/widget-frame')).statusCode, 200);
  });

  t.test('/widget-editor, upstream\'s editor address, is the administrators\' only: it leads to the library', async (t) => {
    const own = await tenant.get('/widget-editor');
    t.equal(own.statusCode, 303);
    t.equal(own.headers.location, '/widgets-bundles');
    const admin = c.client();
    await admin.signIn(SYSADMIN.username, SYSADMIN.password);
    t.equal((await admin.get('/widget-editor')).headers.location, '/widgets-bundles');
    const customer = c.client();
    await customer.signIn(CUSTOMER_A.username, CUSTOMER_A.password);
    const refused = await customer.get('/widget-editor');
    t.equal(refused.statusCode, 403, 'a customer user may not open it');
    t.notMatch(refused.body, /widget-frame/);
  });
});
