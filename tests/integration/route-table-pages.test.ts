// Every page of the route table answers at its upstream address for each role it permits: built pages with their
// page, the others with "not available yet", levels that lead on with a redirect; none with the console's not-found page.
import t from 'tap';
import { CUSTOMER_A, SYSADMIN, TENANT, startConsole } from '../helpers/console.ts';
import { routeEntries } from '../../server/domain/route-table.ts';
import type { Authority } from '../../server/domain/authority.ts';

const ID = '784f394c-42b6-11ed-a3f8-2b6d3f1c0e21';

t.test('each role reaches every page it may open', async (t) => {
  // The gallery is a page of the table only when turned on (GALLERY=true; otherwise not found, tests/integration/gallery.test.ts).
  const c = await startConsole(t, { env: { GALLERY: 'true' } });
  const accounts: [Authority, typeof TENANT][] = [['SYS_ADMIN', SYSADMIN], ['TENANT_ADMIN', TENANT], ['CUSTOMER_USER', CUSTOMER_A]];
  for (const [authority, account] of accounts) {
    const client = c.client();
    await client.signIn(account.username, account.password);
    for (const [id, entry] of routeEntries()) {
      if (entry.access === 'public' || !entry.access.includes(authority)) continue;
      const path = entry.path.replace(/:\w+/g, ID).replace(/\*$/, 'index');
      const res = await client.get(path);
      if (entry.redirectTo) t.equal(res.statusCode, 303, `${authority} ${id}: leads on`);
      else if (!entry.built) t.match(res.body, /is not available in Floorboard yet/, `${authority} ${id}: not available yet`);
      t.notMatch(res.body, /There is no page at this address/, `${authority} ${id}: answered at ${path}`);
    }
  }
});
