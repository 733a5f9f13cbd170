import t from 'tap';
import { CUSTOMER_A, startConsole, TENANT } from '../helpers/console.ts';

const EDGE_PATHS = ['/edgeInstances', '/edgeManagement/ruleChains'];

/** Addresses the side menu and the home sections link to. */
function menuLinks(html: string): string[] {
  const nav = /<nav id="side-nav"[\s\S]*?<\/nav>/.exec(html)?.[0] ?? '';
  return [...nav.matchAll(/<a class="nav-link[^"]*" href="([^"]+)"/g)].map((m) => m[1]);
}
function homeLinks(html: string): string[] {
  return [...html.matchAll(/<a class="home-place" href="([^"]+)"/g)].map((m) => m[1]);
}

t.test('edge entries follow GET /api/edges/enabled of the platform', async (t) => {
  for (const edgesEnabled of [false, true]) {
    t.test(`edge support ${edgesEnabled ? 'on' : 'off'}`, async (t) => {
      const c = await startConsole(t, { emulator: { edgesEnabled } });
      const tenant = c.client();
      await tenant.signIn(TENANT.username, TENANT.password);
      const home = await tenant.get('/home');
      t.equal(home.statusCode, 200);
      const menu = menuLinks(home.body);
      const places = homeLinks(home.body);
      t.ok(menu.includes('/devices') && places.includes('/devices'), 'the rest of the menu and home is there');
      for (const path of EDGE_PATHS) {
        t.equal(menu.includes(path), edgesEnabled, `tenant menu ${edgesEnabled ? 'has' : 'has no'} ${path}`);
        t.equal(places.includes(path), edgesEnabled, `tenant home ${edgesEnabled ? 'has' : 'has no'} ${path}`);
      }
      t.equal(/Edge management/.test(home.body), edgesEnabled, 'the edge group and section');
      t.equal(menuLinks((await tenant.get('/devices')).body).includes('/edgeInstances'), edgesEnabled, 'on every page, not only home');

      const customer = c.client();
      await customer.signIn(CUSTOMER_A.username, CUSTOMER_A.password);
      const customerHome = await customer.get('/home');
      t.equal(menuLinks(customerHome.body).includes('/edgeInstances'), edgesEnabled, 'customer menu');
      t.equal(homeLinks(customerHome.body).includes('/edgeInstances'), edgesEnabled, 'customer home');
    });
  }
});
