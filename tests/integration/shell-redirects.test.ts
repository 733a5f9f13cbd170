import t from 'tap';
import { CUSTOMER_A, startConsole, SYSADMIN, TENANT } from '../helpers/console.ts';

t.test('menu groups and /users lead on, per role, as in the route table', async (t) => {
  const c = await startConsole(t);
  const clients = {
    sysadmin: c.client(),
    tenant: c.client(),
    customer: c.client(),
  };
  await clients.sysadmin.signIn(SYSADMIN.username, SYSADMIN.password);
  await clients.tenant.signIn(TENANT.username, TENANT.password);
  await clients.customer.signIn(CUSTOMER_A.username, CUSTOMER_A.password);

  const cases: [keyof typeof clients, string, number, string | undefined][] = [
    ['tenant', '/profiles', 303, '/profiles/deviceProfiles'],
    ['tenant', '/settings', 303, '/settings/home'],
    ['sysadmin', '/settings', 303, '/settings/general'],
    ['tenant', '/edgeManagement', 303, '/edgeManagement/ruleChains'],
    ['customer', '/edgeManagement', 303, '/edgeManagement/ruleChains'],
    ['tenant', '/users', 303, '/home'],
    ['customer', '/users', 303, '/home'],
    ['customer', '/profiles', 403, undefined],
    ['customer', '/settings', 403, undefined],
    ['sysadmin', '/profiles', 403, undefined],
  ];
  for (const [role, path, status, location] of cases) {
    const res = await clients[role].get(path);
    t.equal(res.statusCode, status, `${role} ${path}: ${status}`);
    t.equal(res.headers.location, location, `${role} ${path} -> ${location ?? 'forbidden dialog'}`);
  }
  const target = await clients.tenant.get('/profiles/deviceProfiles');
  t.equal(target.statusCode, 200, 'the target page answers');
  t.match(target.body, /<details open=""><summary class="nav-link">/, 'with its menu group open');
});
