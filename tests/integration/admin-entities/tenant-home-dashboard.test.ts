import t from 'tap';
import { startConsole, SYSADMIN } from '../../helpers/console.ts';
import { DEMO, session } from '../../helpers/emulator.ts';

// The tenant form's home dashboard (console-map §3.5): chosen among that tenant's own dashboards, with its toolbar
// hidden by default; a new tenant has no dashboards, so the add dialog leaves both out.
t.test('a tenant home dashboard and its toolbar', async (t) => {
  const c = await startConsole(t);
  const admin = c.client();
  await admin.signIn(SYSADMIN.username, SYSADMIN.password);
  const sys = await session(c.emulator.url, DEMO.sysadmin);
  const tenantApi = await session(c.emulator.url, DEMO.tenant);
  const tenantId = (await tenantApi.get('/api/auth/user')).body.tenantId.id as string;
  const dashboards = (await tenantApi.get('/api/tenant/dashboards?pageSize=50&page=0')).body.data as { id: { id: string }; title: string }[];
  t.ok(dashboards.length > 1, 'the demo tenant has dashboards');
  const [chosen] = dashboards;

  t.test('the add dialog has no home dashboard', async (t) => {
    const dialog = await admin.get('/tenants?dialog=add');
    t.equal(dialog.statusCode, 200);
    t.notMatch(dialog.body, 'name="additionalInfo.homeDashboardId"');
    t.notMatch(dialog.body, 'name="additionalInfo.homeDashboardHideToolbar"');
  });

  t.test('the details form offers the tenant dashboards, the toolbar hidden by default', async (t) => {
    const page = await admin.get(`/tenants/${tenantId}?edit=true`);
    t.equal(page.statusCode, 200);
    t.match(page.body, /<label[^>]*>Home dashboard</);
    t.match(page.body, new RegExp(`<option value="${chosen.id.id}"`));
    t.match(page.body, /name="additionalInfo.homeDashboardHideToolbar" checked=""/, 'checked while the tenant has no value');
  });

  t.test('saved as the bare id with the toolbar flag; another tenant’s dashboard is not a choice', async (t) => {
    const stored = (await sys.get(`/api/tenant/info/${tenantId}`)).body;
    const res = await admin.postForm(`/tenants/${tenantId}?edit=true`, {
      title: stored.title,
      tenantProfileId: stored.tenantProfileId.id,
      'additionalInfo.homeDashboardId': chosen.id.id,
      email: stored.email ?? '',
      country: stored.country ?? '',
    });
    t.equal(res.statusCode, 303);
    const saved = (await sys.get(`/api/tenant/info/${tenantId}`)).body;
    t.equal(saved.additionalInfo.homeDashboardId, chosen.id.id);
    t.equal(saved.additionalInfo.homeDashboardHideToolbar, false, 'the unchecked box is saved as false');
    const page = await admin.get(`/tenants/${tenantId}`);
    t.match(page.body, new RegExp(`<option value="${chosen.id.id}" selected`));

    const again = await admin.postForm(`/tenants/${tenantId}?edit=true`, {
      title: stored.title,
      tenantProfileId: stored.tenantProfileId.id,
      'additionalInfo.homeDashboardId': '',
      'additionalInfo.homeDashboardHideToolbar': 'true',
      email: stored.email ?? '',
      country: stored.country ?? '',
    });
    t.equal(again.statusCode, 303);
    const cleared = (await sys.get(`/api/tenant/info/${tenantId}`)).body;
    t.equal(cleared.additionalInfo.homeDashboardId, null);
    t.equal(cleared.additionalInfo.homeDashboardHideToolbar, true);
  });

  t.test('the type-ahead lists the edited tenant’s dashboards only', async (t) => {
    const res = await admin.get(`/search/tenantDashboards?textSearch=&field=additionalInfo.homeDashboardId&owner=${tenantId}`);
    t.equal(res.statusCode, 200);
    t.match(res.body, chosen.title);
    const none = await admin.get('/search/tenantDashboards?textSearch=&field=additionalInfo.homeDashboardId');
    t.notMatch(none.body, chosen.title, 'without an owner there are no choices');
  });
});
