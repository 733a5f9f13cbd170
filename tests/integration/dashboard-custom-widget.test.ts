import t from 'tap';
import { CUSTOMER_A, startConsole, TENANT } from '../helpers/console.ts';
import { deviceByName } from '../helpers/emulator.ts';
import { alias, configuration, entitySource, key, saveDashboard, tenantSession } from '../helpers/dashboards.ts';
import { unescape } from '../helpers/entity-html.ts';

// A tenant's own widget type on a dashboard: no native renderer, so its code runs in the sandboxed frame, and the
// frame's element carries the type's code with the widget's settings and data as the widget context has them. A
// system type without a renderer keeps its "not supported yet" tile. A confined wall display loads the frame too.

const DESCRIPTOR = {
  type: 'latest', sizeX: 6, sizeY: 4, resources: [], templateHtml: '<div class="floor"></div>', templateCss: '.floor { font-size: 40px; }',
  controllerScript: 'self.onDataUpdated = function () { self.ctx.container.querySelector(".floor").textContent = "floor " + self.ctx.data[0].data[0][1]; };',
  settingsSchema: '{}', dataKeySettingsSchema: '{}', defaultConfig: '{}',
};

/** The run payload of the first custom widget frame of a page. */
function runOf(html: string): Record<string, any> | null {
  const match = /<iframe class="custom-widget-frame" id="custom-widget-frame-[^"]+" src="\/widget-frame" sandbox="allow-scripts" title="[^"]*" data-widget-run="([^"]*)" data-live-frame=""/.exec(html);
  return match ? JSON.parse(unescape(match[1])) : null;
}

t.test('a tenant widget type on a dashboard runs in the sandboxed frame', async (t) => {
  const c = await startConsole(t);
  const admin = await tenantSession(c.emulator.url);
  const t1 = await deviceByName(admin, 'Thermostat T1');
  t.equal((await admin.post(`/api/plugins/telemetry/DEVICE/${t1.id.id}/attributes/SERVER_SCOPE`, { floor: 3 })).status, 200);
  const bundle = (await admin.post('/api/widgetsBundle', { title: 'Own widgets' })).body;
  const type = (await admin.post('/api/widgetType', { bundleAlias: bundle.alias, name: 'Floor card', descriptor: DESCRIPTOR })).body;
  const { ids, configuration: config } = configuration(
    [
      { type: `${bundle.alias}.${type.alias}`, kind: 'latest', title: 'Floor', config: { datasources: [entitySource('t1', [key('floor', 'attribute')])], settings: { big: true }, units: 'fl' } },
      { type: 'cards.no_such_widget', kind: 'static', title: 'Unknown' },
    ],
    alias('t1', { type: 'singleEntity', singleEntity: t1.id }),
  );
  (config.widgets as Record<string, { isSystemType: boolean }>)[ids[0]].isSystemType = false;
  const dashboard = await saveDashboard(admin, 'Own widget', config);
  const client = c.client();
  await client.signIn(TENANT.username, TENANT.password);

  const page = await client.get(`/dashboards/${dashboard}`);
  t.equal(page.statusCode, 200);
  const run = runOf(page.body);
  t.ok(run, 'the widget is a sandboxed frame');
  t.match(run, { html: DESCRIPTOR.templateHtml, css: DESCRIPTOR.templateCss, js: DESCRIPTOR.controllerScript, settings: { big: true }, units: 'fl', decimals: 2 });
  t.match(run!.data, [{ datasource: { entityName: 'Thermostat T1' }, dataKey: { name: 'floor', label: 'floor' } }]);
  t.equal(run!.data[0].data[0][1], 3, 'the value as a number');
  t.match(page.body, /This widget type is not supported yet\.[\s\S]*cards\.no_such_widget/, 'a system type without a renderer keeps its tile');

  // The customer's users see the dashboard's tenant widgets too: the frame is theirs to load.
  const customer = c.client();
  await customer.signIn(CUSTOMER_A.username, CUSTOMER_A.password);
  const customers = (await admin.get('/api/customers?pageSize=10&page=0&textSearch=Customer%20A')).body.data as Array<{ id: { id: string }; title: string }>;
  const customerA = customers.find((one) => one.title === 'Customer A')!;
  t.equal((await admin.post(`/api/customer/${customerA.id.id}/dashboard/${dashboard}`, {})).status, 200);
  const theirs = await customer.get(`/dashboards/${dashboard}`);
  t.equal(theirs.statusCode, 200);
  t.match(runOf(theirs.body), { html: DESCRIPTOR.templateHtml, js: DESCRIPTOR.controllerScript }, 'a customer\'s dashboard runs the tenant widget type');
  t.equal((await customer.get('/widget-frame')).statusCode, 200);
  t.equal((await customer.get('/widget-editor')).statusCode, 403, 'but not the widget editor');

  // A wall display confined to its fullscreen dashboard still loads the frame its tenant widgets run in.
  const me = (await admin.get(`/api/user/${admin.userId}`)).body;
  await admin.post('/api/user', { ...me, additionalInfo: { ...me.additionalInfo, defaultDashboardId: dashboard, defaultDashboardFullscreen: true } });
  const display = c.client();
  await display.signIn(TENANT.username, TENANT.password);
  t.ok(runOf((await display.get(`/dashboard/${dashboard}`)).body), 'the fullscreen dashboard has the frame');
  t.equal((await display.get('/widget-frame')).statusCode, 200, 'and the frame loads');
  const elsewhere = await display.get('/devices');
  t.equal(elsewhere.headers.location, `/dashboard/${dashboard}`, 'while the rest leads back to the dashboard');
});
