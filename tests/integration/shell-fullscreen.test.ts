import t from 'tap';
import { startConsole, TENANT } from '../helpers/console.ts';
import { customerByTitle, session } from '../helpers/emulator.ts';

const has = (body: string) => ({
  sideNav: /id="side-nav"/.test(body),
  menuButton: /class="icon-button menu-button"/.test(body),
  back: /back-button/.test(body),
  toolbar: /<header class="toolbar">/.test(body),
  userMenu: /class="user-menu"/.test(body),
});

t.test('dashboard/{id} lives outside the home layout: no side menu', async (t) => {
  const c = await startConsole(t);
  const admin = await session(c.emulator.url, [TENANT.username, TENANT.password]);
  const dashboards = (await admin.get('/api/tenant/dashboards?pageSize=10&page=0')).body.data as { id: { id: string } }[];
  t.ok(dashboards.length > 0, 'the demo tenant has dashboards');
  const id = dashboards[0].id.id;

  const tenant = c.client();
  await tenant.signIn(TENANT.username, TENANT.password);
  const page = await tenant.get(`/dashboard/${id}`);
  t.equal(page.statusCode, 200);
  t.same(has(page.body), { sideNav: false, menuButton: false, back: false, toolbar: true, userMenu: true }, 'toolbar and user menu, no menus to other pages');
  t.same(has((await tenant.get(`/dashboard/${id}?hideToolbar=true`)).body), { sideNav: false, menuButton: false, back: false, toolbar: false, userMenu: false });
  t.same(has((await tenant.get(`/dashboards/${id}`)).body), { sideNav: true, menuButton: true, back: true, toolbar: true, userMenu: true }, 'dashboards/{id} is inside the home layout');

  t.test('a public-link visitor gets no user menu', async (t) => {
    t.equal((await admin.post(`/api/customer/public/dashboard/${id}`)).status, 200, 'the dashboard is made public');
    const publicCustomer = await customerByTitle(admin, 'Public');
    const visitor = c.client();
    const signIn = await visitor.get(`/login?publicId=${publicCustomer.id.id}`);
    t.equal(signIn.headers.location, `/dashboard/${id}`, 'the visitor lands on the public dashboard');
    const shown = await visitor.get(`/dashboard/${id}`);
    t.equal(shown.statusCode, 200);
    t.same(has(shown.body), { sideNav: false, menuButton: false, back: false, toolbar: true, userMenu: false });
    t.notMatch(shown.body, /href="\/profile"|action="\/logout"/, 'no profile, security or sign-out');
  });
});
