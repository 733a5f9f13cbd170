// The dashboard toolbar's JSON export: upstream's file (the dashboard without what ties it to this tenant),
// named after its title; a dashboard the user may not read is the platform's refusal, not a file.
import t from 'tap';
import { startConsole, TENANT } from '../helpers/console.ts';
import { dashboardByTitle, tenantSession } from '../helpers/dashboards.ts';
import { exportFileName } from '../../server/dashboards/export-dashboard.ts';

t.test('export JSON from the dashboard toolbar', async (t) => {
  const c = await startConsole(t);
  const admin = await tenantSession(c.emulator.url);
  const thermostats = await dashboardByTitle(admin, 'Thermostats');
  const client = c.client();
  await client.signIn(TENANT.username, TENANT.password);
  const page = await client.get(`/dashboards/${thermostats.id}`);
  t.match(page.body, new RegExp(`<a class="icon-button" href="/dashboards/${thermostats.id}/export" download="" aria-label="Export dashboard" title="Export dashboard">`), 'the toolbar\'s export link, named by its tooltip');

  const res = await client.get(`/dashboards/${thermostats.id}/export`);
  t.equal(res.statusCode, 200);
  t.match(res.headers['content-type'], /^application\/json/);
  t.equal(res.headers['content-disposition'], 'attachment; filename="thermostats.json"');
  const exported = JSON.parse(res.body);
  const stored = (await admin.get(`/api/dashboard/${thermostats.id}`)).body;
  t.same(exported.configuration, stored.configuration, 'the whole configuration');
  t.equal(exported.title, 'Thermostats');
  for (const member of ['id', 'createdTime', 'tenantId', 'customerId', 'assignedCustomers']) t.notOk(member in exported, `no ${member}`);

  const missing = await client.get('/dashboards/5a9c7e40-0000-0000-0000-000000000000/export');
  t.not(missing.statusCode, 200, 'an unknown dashboard is no file');
  t.notMatch(missing.headers['content-disposition'] ?? '', /attachment/);
});

t.test('the file name as upstream writes it', async (t) => {
  t.equal(exportFileName('Thermostats'), 'thermostats.json');
  t.equal(exportFileName('Fire Alarms: floor 2'), 'fire_alarms__floor_2.json');
  t.equal(exportFileName(''), 'dashboard.json');
});
