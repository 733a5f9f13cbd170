import t from 'tap';
import { startConsole, TENANT } from '../helpers/console.ts';
import { dashboardByTitle, tenantSession } from '../helpers/dashboards.ts';

// The dashboard addresses go through the guard like every page.
t.test('a dashboard address survives sign-in with its query', async (t) => {
  const c = await startConsole(t);
  const visitor = c.client();
  const { id } = await dashboardByTitle(await tenantSession(c.emulator.url), 'Thermostats');
  const address = `/dashboard/${id}?state=abc&embedded=true&hideToolbar=true`;
  const first = await visitor.get(address);
  t.equal(first.statusCode, 303);
  t.equal(first.headers.location, '/login', 'signed out: to sign-in');
  const signedIn = await visitor.signIn(TENANT.username, TENANT.password);
  t.equal(signedIn.statusCode, 303);
  t.equal(signedIn.headers.location, address, 'after sign-in: back to the dashboard address, query intact');
  const page = await visitor.get(address);
  t.equal(page.statusCode, 200);
  t.notMatch(page.body, /id="side-nav"/, 'embedded: no side menu');
  t.notMatch(page.body, /class="dashboard-toolbar"/, 'hideToolbar: no dashboard toolbar either');
});

t.test('the dashboards list address is guarded the same way', async (t) => {
  const c = await startConsole(t);
  const visitor = c.client();
  const res = await visitor.get('/dashboards/0f6e7a80-0000-4000-8000-000000000001');
  t.equal(res.statusCode, 303);
  t.equal(res.headers.location, '/login');
});
