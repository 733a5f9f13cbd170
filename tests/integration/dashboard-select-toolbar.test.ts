// The dashboard toolbar's dashboard select (upstream's showDashboardsSelect, on unless the settings turn it off):
// the user's dashboards (the tenant's for its administrators, the customer's for its users), the shown one selected;
// the choice is a GET form to the page's own path that leads to the chosen dashboard's address (fullscreen stays
// fullscreen); a public-link visitor gets none.
import t from 'tap';
import { startConsole, TENANT, CUSTOMER_A } from '../helpers/console.ts';
import { configuration, saveDashboard, tenantSession } from '../helpers/dashboards.ts';
import { customerByTitle } from '../helpers/emulator.ts';

const options = (html: string) => {
  const select = /<select id="dashboard-choice" name="dashboardId">([\s\S]*?)<\/select>/.exec(html);
  return select ? [...select[1].matchAll(/<option value="([^"]+)"( selected="")?>([^<]*)</g)].map((m) => ({ id: m[1], selected: !!m[2], title: m[3] })) : null;
};

t.test('the dashboard select of the dashboard toolbar', async (t) => {
  const c = await startConsole(t);
  const admin = await tenantSession(c.emulator.url);
  const shown = await saveDashboard(admin, 'Aardvark board', configuration([]).configuration);
  const other = await saveDashboard(admin, 'Abacus board', configuration([]).configuration);
  const without = await saveDashboard(admin, 'No select board', configuration([], {}, { settings: { showDashboardsSelect: false } }).configuration);
  const client = c.client();
  await client.signIn(TENANT.username, TENANT.password);

  const page = (await client.get(`/dashboards/${shown}`)).body;
  t.ok(page.includes(`<form class="dashboard-select-inline" action="/dashboards/${shown}" method="get">`), 'a GET form to the page\'s own path');
  const choices = options(page);
  t.ok(choices, 'the toolbar offers the dashboards');
  t.ok(choices!.some((o) => o.id === other && o.title === 'Abacus board'), 'the tenant\'s dashboards, by title');
  t.ok(choices!.some((o) => o.id === without), 'also one that shows no select itself');
  t.same(choices!.filter((o) => o.selected).map((o) => o.id), [shown], 'the shown dashboard selected');
  const titles = choices!.map((o) => o.title);
  t.same(titles, [...titles].sort((a, b) => a.localeCompare(b)), 'sorted by title');
  t.match(page, /<label for="dashboard-choice">Select dashboard<\/label>/, 'labelled');

  const chosen = await client.get(`/dashboards/${shown}?dashboardId=${other}`);
  t.equal(chosen.statusCode, 303, 'a choice leads on');
  t.equal(chosen.headers.location, `/dashboards/${other}`, 'to the chosen dashboard\'s address');
  const fullscreen = await client.get(`/dashboard/${shown}?dashboardId=${other}`);
  t.equal(fullscreen.headers.location, `/dashboard/${other}`, 'fullscreen stays fullscreen');
  const same = await client.get(`/dashboards/${shown}?dashboardId=${shown}`);
  t.equal(same.statusCode, 200, 'the shown dashboard chosen again: the page itself');
  const junk = await client.get(`/dashboards/${shown}?dashboardId=not-a-dashboard`);
  t.equal(junk.statusCode, 200, 'not a dashboard id: the page, not an error');
  t.ok(options(junk.body)?.some((o) => o.selected && o.id === shown), 'with the shown dashboard still selected');

  t.equal(options((await client.get(`/dashboards/${without}`)).body), null, 'settings without the select: none');

  // The editor's settings dialog has the checkbox; turned off and saved, the toolbar shows no select.
  const edited = await saveDashboard(admin, 'Edited board', configuration([]).configuration);
  const base = `/dashboards/${edited}/edit`;
  const dialog = (await client.get(`${base}/settings?state=default`)).body;
  const field = /<label class="check-field">(<input[^>]*name="configuration\.settings\.showDashboardsSelect"[^>]*>)<span>([^<]*)<\/span><\/label>/.exec(dialog);
  t.match(field?.[1], /type="checkbox"/, 'the settings dialog has the checkbox');
  t.match(field?.[1], /checked/, 'on by default');
  t.equal(field?.[2], 'Display dashboards selection', 'labelled as upstream');
  t.equal((await client.postForm(`${base}/settings`, { state: 'default', title: 'Edited board', 'configuration.settings.stateControllerId': 'entity' })).statusCode, 303);
  await client.postForm(`${base}/save`, { state: 'default' });
  t.equal((await admin.get(`/api/dashboard/${edited}`)).body.configuration.settings.showDashboardsSelect, false, 'saved off');
  t.equal(options((await client.get(`/dashboards/${edited}`)).body), null, 'the toolbar shows none');
  t.ok(options((await client.get(`/dashboards/${shown}`)).body)?.some((o) => o.id === edited), 'the dashboard is still offered by others');

  // A customer's user: the customer's dashboards only.
  const customerA = (await customerByTitle(admin, 'Customer A')).id.id;
  t.equal((await admin.post(`/api/customer/${customerA}/dashboard/${other}`, {})).status, 200);
  const customer = c.client();
  await customer.signIn(CUSTOMER_A.username, CUSTOMER_A.password);
  const theirs = options((await customer.get(`/dashboards/${other}`)).body);
  t.ok(theirs?.some((o) => o.id === other && o.selected), 'a customer user: the assigned dashboard');
  t.notOk(theirs?.some((o) => o.id === shown), 'not the tenant\'s others');

  // A public-link visitor stays on the shared dashboard: no select.
  t.equal((await admin.post(`/api/customer/public/dashboard/${other}`)).status, 200);
  const publicId = (await customerByTitle(admin, 'Public')).id.id;
  const visitor = c.client();
  const signIn = await visitor.get(`/login?publicId=${publicId}`);
  t.equal(signIn.statusCode, 303);
  const shared = await visitor.get(`/dashboard/${other}`);
  t.equal(shared.statusCode, 200, 'the public visitor sees the dashboard');
  t.match(shared.body, /class="dashboard-toolbar"/, 'with its toolbar');
  t.equal(options(shared.body), null, 'but no dashboard select');
});
