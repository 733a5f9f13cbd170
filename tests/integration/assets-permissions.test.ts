import t from 'tap';
import { startConsole, TENANT, CUSTOMER_A, SYSADMIN } from '../helpers/console.ts';
import { assetFixtures } from '../helpers/assets.ts';

const TENANT_DIALOGS = ['make-public', 'assign', 'unassign', 'make-private', 'delete'];

t.test('each asset action is enforced on the server per role', async (t) => {
  const c = await startConsole(t);
  const f = await assetFixtures(c.emulator.url);
  const mine = await f.asset('Customer A asset', { customerId: f.customerA });
  const edge = await f.edge('Edge P');
  await f.api.post(`/api/customer/${f.customerA}/edge/${edge}`);
  await f.api.post(`/api/edge/${edge}/asset/${mine}`);
  const customer = c.client();
  await customer.signIn(CUSTOMER_A.username, CUSTOMER_A.password);

  t.test('a customer user gets the forbidden page for every tenant action, on its address and its form', async (t) => {
    for (const dialog of TENANT_DIALOGS) {
      const page = await customer.get(`/assets?dialog=${dialog}&ids=${mine}`);
      t.equal(page.statusCode, 403, `GET ${dialog}`);
      t.match(page.body, /Access forbidden/);
      const before = c.proxy.calls.length;
      const post = await customer.postForm(`/assets?dialog=${dialog}&ids=${mine}`, {});
      t.equal(post.statusCode, 403, `POST ${dialog}`);
      t.equal(c.proxy.calls.length, before, `${dialog}: nothing sent to the platform`);
      t.equal((await customer.postForm(`/assets/${mine}?dialog=${dialog}&ids=${mine}`, {})).statusCode, 403, `POST ${dialog} on the details page`);
    }
    for (const dialog of ['add', 'import']) {
      t.equal((await customer.get(`/assets?dialog=${dialog}`)).statusCode, 403, `GET ${dialog}`);
      t.equal((await customer.postForm(`/assets?dialog=${dialog}`, { name: 'x', assetProfileId: f.profileId })).statusCode, 403, `POST ${dialog}`);
    }
    t.equal((await customer.postForm(`/edgeInstances/${edge}/assets?dialog=unassign-edge&ids=${mine}`, {})).statusCode, 403, 'unassign from edge');
    t.equal((await customer.postForm(`/edgeInstances/${edge}/assets?dialog=add-to-edge`, { entityIds: mine })).statusCode, 403, 'add to edge');
  });

  t.test('a customer user cannot save the details (read-only), on the page or the panel', async (t) => {
    const before = c.proxy.count('POST', '/api/asset');
    t.equal((await customer.postForm(`/assets/${mine}`, { name: 'Renamed', assetProfileId: f.profileId })).statusCode, 403);
    t.equal((await customer.postForm(`/assets?details=${mine}`, { name: 'Renamed', assetProfileId: f.profileId })).statusCode, 403);
    t.equal(c.proxy.count('POST', '/api/asset'), before);
    const edit = await customer.get(`/assets/${mine}?edit=true`);
    t.equal(edit.statusCode, 200);
    t.notMatch(edit.body, /Apply changes/, 'edit=true shows nothing editable');
  });

  t.test('a customer user has no customer-scope lists', async (t) => {
    t.equal((await customer.get(`/customers/${f.customerA}/assets`)).statusCode, 403);
    t.equal((await customer.postForm(`/customers/${f.customerA}/assets?dialog=add-to-customer`, { entityIds: mine })).statusCode, 403);
  });

  t.test('the tenant administrator: a dialog a scope does not offer is not found', async (t) => {
    const tenant = c.client();
    await tenant.signIn(TENANT.username, TENANT.password);
    t.equal((await tenant.get(`/customers/${f.customerA}/assets?dialog=delete&ids=${mine}`)).statusCode, 404);
    t.equal((await tenant.postForm(`/customers/${f.customerA}/assets?dialog=make-public&ids=${mine}`, {})).statusCode, 404);
    t.equal((await tenant.get(`/edgeInstances/${edge}/assets?dialog=import`)).statusCode, 404);
  });

  t.test('the system administrator gets the forbidden page everywhere', async (t) => {
    const admin = c.client();
    await admin.signIn(SYSADMIN.username, SYSADMIN.password);
    t.equal((await admin.get('/assets')).statusCode, 403);
    t.equal((await admin.postForm(`/assets?dialog=delete&ids=${mine}`, {})).statusCode, 403);
    t.equal((await admin.get(`/assets/${mine}`)).statusCode, 403);
    t.equal((await admin.get('/search/assets?field=entityIds')).statusCode, 403);
  });

  t.test('every form post needs the session\'s CSRF token', async (t) => {
    const tenant = c.client();
    await tenant.signIn(TENANT.username, TENANT.password);
    const res = await tenant.postForm(`/assets?dialog=delete&ids=${mine}`, {}, { csrf: false });
    t.equal(res.statusCode, 403);
    t.match(res.body, /Form expired/);
    t.equal((await f.api.get(`/api/asset/info/${mine}`)).status, 200, 'not deleted');
  });
});
