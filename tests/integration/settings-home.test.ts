import t from 'tap';
import { SYSADMIN, TENANT } from '../helpers/console.ts';
import { settingsConsole } from '../helpers/settings.ts';
import { formError, toast } from '../helpers/entity-html.ts';

t.test('home settings of the tenant', async (t) => {
  const { c, platform: tenant, signedIn } = await settingsConsole(t, TENANT);
  const dashboards = (await tenant.get('/api/tenant/dashboards?pageSize=100&page=0&sortProperty=title&sortOrder=ASC')).body.data as { id: { id: string }; title: string }[];
  const [first] = dashboards;

  t.test('the page offers the tenant dashboards; the system administrator has none to set', async (t) => {
    const client = await signedIn();
    const res = await client.get('/settings/home');
    t.equal(res.statusCode, 200);
    for (const d of dashboards.slice(0, 3)) t.match(res.body, `<option value="${d.id.id}"`);
    t.match(res.body, /<label for="field-dashboardId">Home dashboard<\/label>/);
    const admin = c.client();
    await admin.signIn(SYSADMIN.username, SYSADMIN.password);
    t.equal((await admin.get('/settings/home')).statusCode, 403);
  });

  t.test('the no-JavaScript search narrows the choices and keeps the input', async (t) => {
    const client = await signedIn();
    const res = await client.postForm('/settings/home', { dashboardId: '', 'dashboardId.search': first.title, hideDashboardToolbar: 'true', _search: 'dashboardId' });
    t.equal(res.statusCode, 200);
    t.match(res.body, `<option value="${first.id.id}"`);
    t.match(res.body, /name="hideDashboardToolbar" checked=""/);
  });

  t.test('saved: the home page then shows that dashboard, toolbar hidden or not', async (t) => {
    const client = await signedIn();
    const res = await client.postForm('/settings/home', { dashboardId: first.id.id });
    t.equal(res.statusCode, 303);
    t.match(toast((await client.get('/settings/home')).body), 'Settings saved');
    t.match((await tenant.get('/api/tenant/dashboard/home/info')).body, { dashboardId: { id: first.id.id }, hideDashboardToolbar: false });
    const page = await client.get('/settings/home');
    t.match(page.body, new RegExp(`<option value="${first.id.id}" selected=""`));
    t.notMatch(page.body, /name="hideDashboardToolbar" checked=""/);

    t.equal((await client.postForm('/settings/home', { dashboardId: '', hideDashboardToolbar: 'true' })).statusCode, 303);
    t.match((await tenant.get('/api/tenant/dashboard/home/info')).body, { dashboardId: null, hideDashboardToolbar: true });
  });

  t.test('a dashboard the platform refuses is shown on the form', async (t) => {
    const client = await signedIn();
    const res = await client.postForm('/settings/home', { dashboardId: '00000000-0000-4000-8000-000000000001' });
    t.equal(res.statusCode, 404);
    t.ok(formError(res.body), 'the platform message');
  });
});
