import t from 'tap';
import { startConsole, SYSADMIN, TENANT } from '../../helpers/console.ts';
import { DEMO, session } from '../../helpers/emulator.ts';

const idOf = (html: string, name: string) => new RegExp(`details=([0-9a-f-]{36})"[^>]*>${name}<`).exec(html)?.[1];

t.test('tenants (console-map 3.5)', async (t) => {
  const c = await startConsole(t);
  const admin = c.client();
  await admin.signIn(SYSADMIN.username, SYSADMIN.password);
  const api = await session(c.emulator.url, DEMO.sysadmin);

  t.test('columns and the manage-admins link', async (t) => {
    const res = await admin.get('/tenants');
    t.equal(res.statusCode, 200);
    for (const title of ['>Created time<', '>Title<', '>Tenant profile<', '>Email<', '>Country<', '>City<']) t.match(res.body, title);
    const id = idOf(res.body, 'Tenant')!;
    t.ok(id);
    t.match(res.body, new RegExp(`href="/tenants/${id}/users"[^>]*aria-label="Manage tenant admins"|aria-label="Manage tenant admins"[^>]*href="/tenants/${id}/users"`));
    t.match(res.body, />Default</, 'the profile name');
  });

  t.test('add: title and profile required, e-mail checked, the default profile chosen', async (t) => {
    const dialog = await admin.get('/tenants?dialog=add');
    const defaultProfile = (await api.get('/api/tenantProfileInfo/default')).body.id.id;
    t.match(dialog.body, new RegExp(`<option value="${defaultProfile}" selected`));
    for (const member of ['country', 'state', 'city', 'zip', 'address', 'address2', 'phone', 'email']) t.match(dialog.body, `name="${member}"`);
    const bad = await admin.postForm('/tenants?dialog=add', { title: '', tenantProfileId: 'nope', email: 'not-an-address', city: 'Lyon' });
    t.equal(bad.statusCode, 400);
    t.match(bad.body, /Title is required\./);
    t.match(bad.body, /Tenant profile is required\./);
    t.match(bad.body, /Invalid e-mail format\./);
    t.match(bad.body, /value="Lyon"/);
  });

  let tenantId = '';
  t.test('create, edit and delete a tenant', async (t) => {
    const isolated = (await api.get('/api/tenantProfiles?pageSize=10&page=0&textSearch=Isolated')).body.data[0].id.id;
    const res = await admin.postForm('/tenants?dialog=add', { title: 'Acme', tenantProfileId: isolated, 'additionalInfo.description': 'rockets', email: 'ops@acme.test', country: 'France', city: 'Lyon' });
    t.equal(res.statusCode, 303);
    const list = await admin.get('/tenants');
    tenantId = idOf(list.body, 'Acme')!;
    t.ok(tenantId);
    t.match(list.body, /Isolated TB Rule Engine/);
    t.match(list.body, /ops@acme\.test/);
    const saved = (await api.get(`/api/tenant/info/${tenantId}`)).body;
    t.match(saved, { title: 'Acme', email: 'ops@acme.test', country: 'France', city: 'Lyon', additionalInfo: { description: 'rockets' }, tenantProfileId: { id: isolated } });

    const page = await admin.get(`/tenants/${tenantId}`);
    t.equal(page.statusCode, 200);
    t.match(page.body, /Tenant details/);
    const edited = await admin.postForm(`/tenants/${tenantId}?edit=true`, { title: 'Acme Corp', tenantProfileId: isolated, email: 'ops@acme.test', city: 'Paris' });
    t.equal(edited.statusCode, 303);
    t.match((await api.get(`/api/tenant/info/${tenantId}`)).body, { title: 'Acme Corp', city: 'Paris' });

    const gone = await admin.postForm(`/tenants/${tenantId}?dialog=delete&ids=${tenantId}`, {});
    t.equal(gone.statusCode, 303);
    t.equal(gone.headers.location, '/tenants');
    t.equal((await api.get(`/api/tenant/info/${tenantId}`)).status, 404);
  });

  t.test('the tenant profile picker searches by name', async (t) => {
    const res = await admin.get('/search/tenantProfiles?textSearch=Isol&field=tenantProfileId');
    t.equal(res.statusCode, 200);
    t.match(res.body, /Isolated TB Rule Engine/);
    t.notMatch(res.body, />Default</);
  });

  t.test('tenant administrators may not open the tenants', async (t) => {
    const tenant = c.client();
    await tenant.signIn(TENANT.username, TENANT.password);
    t.equal((await tenant.get('/tenants')).statusCode, 403);
  });
});
