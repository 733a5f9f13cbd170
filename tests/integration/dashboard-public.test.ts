import t from 'tap';
import { startConsole } from '../helpers/console.ts';
import { dashboardByTitle, tenantSession, widgetTexts } from '../helpers/dashboards.ts';
import { customerByTitle, deviceByName } from '../helpers/emulator.ts';

t.test('a public link opens the dashboard signed out, without the menu, with what the public customer may see', async (t) => {
  const c = await startConsole(t);
  const admin = await tenantSession(c.emulator.url);
  const thermostats = await dashboardByTitle(admin, 'Thermostats');
  const t1 = await deviceByName(admin, 'Thermostat T1');
  t.equal((await admin.post(`/api/customer/public/dashboard/${thermostats.id}`)).status, 200);
  t.equal((await admin.post(`/api/customer/public/device/${t1.id.id}`)).status, 200);
  const publicId = (await customerByTitle(admin, 'Public')).id.id;

  const visitor = c.client();
  const link = `/dashboard/${thermostats.id}?publicId=${publicId}`;
  let res = await visitor.get(link);
  t.equal(res.statusCode, 303);
  t.equal(res.headers.location, `/login?publicId=${publicId}`, 'the sign-in page signs the visitor in as the public customer');
  res = await visitor.get(res.headers.location as string);
  t.equal(res.headers.location, `/dashboard/${thermostats.id}`, 'and returns to the dashboard');
  const page = await visitor.get(`/dashboard/${thermostats.id}`);
  t.equal(page.statusCode, 200);
  t.notMatch(page.body, /id="side-nav"/, 'no menu');
  t.notMatch(page.body, /class="user-menu"/, 'no account menu for a public visitor');
  t.match(page.body, /<fb-island name="timewindow"/, 'the time window in the toolbar: ready once it has hydrated');
  const table = widgetTexts(page.body).get('Thermostats') ?? '';
  t.match(table, /Thermostat T1/, "the public customer's device");
  t.notMatch(table, /Thermostat T2/, 'not the tenant\'s other devices');
  t.equal((await visitor.get(link)).statusCode, 200, 'the same link again: already signed in as that visitor');
  t.equal((await visitor.get('/devices')).headers.location, `/dashboard/${thermostats.id}`, 'a public visitor stays on the dashboard');
});
