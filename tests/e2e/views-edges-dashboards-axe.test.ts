// axe finds no serious or critical violation on the entity view, edge and dashboard list pages, their details and
// their dialogs, at a wide and a narrow width, for the tenant administrator and a customer user.
import t from 'tap';
import { launchBrowser, serveConsole } from '../helpers/browser.ts';
import { tenantSession } from '../helpers/dashboards.ts';
import { seriousViolations, signedInPage } from './shell-checks.ts';

t.test('entity views, edges and dashboards pass axe', async (t) => {
  const c = await serveConsole(t);
  const browser = await launchBrowser(t);
  const admin = await tenantSession(c.emulator.url);
  const device = (await admin.get('/api/tenant/devices?pageSize=1&page=0&textSearch=Thermostat%20T1')).body.data[0].id.id;
  const view = (await admin.post('/api/entityView', { name: 'Axe View', type: 'thermo', entityId: { entityType: 'DEVICE', id: device }, keys: { timeseries: ['temperature'], attributes: { cs: [], sh: [], ss: [] } } })).body.id.id;
  const edge = (await admin.post('/api/edge', { name: 'Axe Edge', type: 'default', routingKey: 'rk-axe', secret: 'sec-axe' })).body.id.id;
  const board = (await admin.post('/api/dashboard', { title: 'Axe Board', configuration: {} })).body.id.id;
  await admin.post(`/api/customer/public/dashboard/${board}`, {});

  const tenantPaths = [
    '/entityViews', `/entityViews?dialog=add`, `/entityViews/${view}?edit=true`, `/entityViews?dialog=assign&ids=${view}`,
    '/edgeInstances', '/edgeInstances?dialog=add', `/edgeInstances/${edge}`, `/edgeInstances?dialog=sync&ids=${edge}`, '/edgeInstances?dialog=import',
    `/edgeInstances/${edge}/dashboards?dialog=add-to-edge`, `/edgeInstances/${edge}/entityViews`,
    '/dashboards', `/dashboards?details=${board}`, `/dashboards?dialog=make-public&ids=${board}&step=link`, '/dashboards?dialog=import',
    `/dashboards?dialog=manage-customers&ids=${board}`, '/dashboards?dialog=add',
  ];
  const page = await signedInPage(browser, c.origin, 'tenant');
  for (const width of [1280, 375]) {
    await page.setViewport({ width, height: 800 });
    for (const path of tenantPaths) {
      await page.goto(`${c.origin}${path}`);
      t.same(await seriousViolations(page), [], `${path} at ${width} px`);
    }
  }

  await admin.post(`/api/customer/${(await admin.get('/api/customers?pageSize=50&page=0&textSearch=Customer%20A')).body.data[0].id.id}/edge/${edge}`, {});
  const user = await signedInPage(browser, c.origin, 'customer');
  for (const path of ['/edgeInstances', `/edgeInstances/${edge}`, '/dashboards', '/entityViews']) {
    await user.goto(`${c.origin}${path}`);
    t.same(await seriousViolations(user), [], `${path} (customer user)`);
  }
});
