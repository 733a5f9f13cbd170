import t from 'tap';
import { startConsole, TENANT, CUSTOMER_A, SYSADMIN } from '../helpers/console.ts';
import { call } from '../helpers/emulator.ts';
import { platformFacts } from '../helpers/people.ts';

const MISSING = '0b5e5a4e-0000-4000-8000-000000000000';
const UUID = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/;

t.test('users', async (t) => {
  const c = await startConsole(t);
  const facts = await platformFacts(c.emulator.url);
  const users = `/customers/${facts.customerA}/users`;
  const tenant = c.client();
  await tenant.signIn(TENANT.username, TENANT.password);
  const userByEmail = async (email: string) =>
    ((await call(c.emulator.url, `${`/api/customer/${facts.customerA}/users`}?pageSize=100&page=0`, { token: facts.token })).body.data as { id: { id: string }; email: string; additionalInfo: Record<string, unknown> | null }[]).find((u) => u.email === email);

  t.test("a customer's users: title, columns, rows, row actions", async (t) => {
    const res = await tenant.get(users);
    t.equal(res.statusCode, 200);
    t.match(res.body, /Customer A: Customer users/);
    for (const title of ['Created time', 'First name', 'Last name', 'Email']) t.match(res.body, `>${title}<`);
    t.match(res.body, />customerA@thingsboard\.org</);
    t.match(res.body, /aria-label="Login as customer user"/, 'token access is enabled');
    t.match(res.body, /aria-label="Add user"/);
    t.notMatch(res.body, /aria-label="Disable user account"/, 'account buttons are the details header only');
  });

  t.test('a platform that cannot say whether token access is enabled leaves login-as out, not the list', async (t) => {
    c.proxy.fault('GET', '/api/user/tokenAccessEnabled', { kind: 'status', status: 500 }, 1);
    const res = await tenant.get(users);
    t.equal(res.statusCode, 200);
    t.match(res.body, />customerA@thingsboard\.org</);
    t.notMatch(res.body, /Login as customer user/);
  });

  t.test('the add dialog has the activation method, without the default dashboard', async (t) => {
    const res = await tenant.get(`${users}?dialog=add`);
    t.equal(res.statusCode, 200);
    for (const name of ['email', 'firstName', 'lastName', 'additionalInfo\\.description', 'additionalInfo\\.homeDashboardId', 'activationMethod']) t.match(res.body, new RegExp(`name="${name}"`));
    t.notMatch(res.body, /name="additionalInfo\.defaultDashboardId"/);
    t.match(res.body, /<option value="DISPLAY_ACTIVATION_LINK" selected="">Display activation link<\/option>|value="DISPLAY_ACTIVATION_LINK"/);
    t.match(res.body, /Send activation mail/);
  });

  t.test('the e-mail is required and checked; nothing is sent', async (t) => {
    const before = c.proxy.count('POST', '/api/user');
    const empty = await tenant.postForm(`${users}?dialog=add`, { email: '', firstName: 'Ann', activationMethod: 'DISPLAY_ACTIVATION_LINK' });
    t.equal(empty.statusCode, 400);
    t.match(empty.body, /Email is required\./);
    t.match(empty.body, /value="Ann"/);
    const bad = await tenant.postForm(`${users}?dialog=add`, { email: 'ann@', activationMethod: 'DISPLAY_ACTIVATION_LINK' });
    t.equal(bad.statusCode, 400);
    t.match(bad.body, /Invalid e-mail format\./);
    t.equal(c.proxy.count('POST', '/api/user'), before);
  });

  let annId = '';
  t.test('add a user with the activation link: the link dialog follows, with a copy button', async (t) => {
    const res = await tenant.postForm(`${users}?dialog=add`, { email: 'ann@example.com', firstName: 'Ann', lastName: 'Lee', activationMethod: 'DISPLAY_ACTIVATION_LINK' });
    t.equal(res.statusCode, 303);
    const location = String(res.headers.location);
    t.match(location, new RegExp(`^${users}\\?dialog=activation-link&ids=${UUID.source}$`));
    annId = location.split('ids=')[1];
    const saved = await call(c.emulator.url, `/api/user/${annId}`, { token: facts.token });
    t.equal(saved.body.authority, 'CUSTOMER_USER');
    t.equal(saved.body.customerId.id, facts.customerA);
    const dialog = await tenant.get(location);
    t.equal(dialog.statusCode, 200);
    t.match(dialog.body, /User activation link/);
    t.match(dialog.body, /id="dialog-link" type="text" readOnly="" value="http:\/\/[^"]+\/login\/createPassword\?activateToken=[^"]+"/);
    t.match(dialog.body, /aria-label="Copy activation link"/);
    const ok = await tenant.postForm(location, {});
    t.equal(ok.statusCode, 303);
    t.equal(ok.headers.location, users);
  });

  t.test('add a user with the activation mail: back to the list with a toast', async (t) => {
    const res = await tenant.postForm(`${users}?dialog=add`, { email: 'bob@example.com', activationMethod: 'SEND_ACTIVATION_MAIL' });
    t.equal(res.statusCode, 303);
    t.equal(res.headers.location, users);
    t.match((await tenant.get(users)).body, /bob@example\.com/);
  });

  t.test('a duplicate e-mail is the platform refusal on the form', async (t) => {
    const res = await tenant.postForm(`${users}?dialog=add`, { email: 'ann@example.com', activationMethod: 'DISPLAY_ACTIVATION_LINK' });
    t.equal(res.statusCode, 400);
    t.match(res.body, /class="form-error"/);
    t.match(res.body, /value="ann@example\.com"/);
  });

  t.test('a platform 500 on save shows on the form', async (t) => {
    c.proxy.fault('POST', '/api/user', { kind: 'status', status: 500 }, 1);
    const res = await tenant.postForm(`${users}?dialog=add`, { email: 'cid@example.com', activationMethod: 'DISPLAY_ACTIVATION_LINK' });
    t.equal(res.statusCode, 502);
    t.match(res.body, /class="form-error"/);
  });

  t.test('a new user: activation buttons; resend activation', async (t) => {
    const res = await tenant.get(`${users}/${annId}`);
    t.equal(res.statusCode, 200);
    for (const label of ['Display activation link', 'Resend activation', 'Enable user account', 'Delete user', 'Copy user ID', 'Login as customer user']) t.match(res.body, `aria-label="${label}"`, label);
    t.notMatch(res.body, /aria-label="Disable user account"/);
    const confirm = await tenant.get(`${users}/${annId}?dialog=resend-activation&ids=${annId}`);
    t.match(confirm.body, /ann@example\.com/);
    const sent = await tenant.postForm(`${users}/${annId}?dialog=resend-activation&ids=${annId}`, {});
    t.equal(sent.statusCode, 303);
    t.match((await tenant.get(`${users}/${annId}`)).body, /The activation email was sent\./);
  });

  t.test('enable and disable an account, with their toasts', async (t) => {
    const page = `${users}/${annId}`;
    const on = await tenant.postForm(`${page}?dialog=enable&ids=${annId}`, {});
    t.equal(on.statusCode, 303);
    const enabled = await tenant.get(page);
    t.match(enabled.body, /The user account was enabled\./);
    t.match(enabled.body, /aria-label="Disable user account"/);
    t.equal((await userByEmail('ann@example.com'))!.additionalInfo!.userCredentialsEnabled, true);
    const off = await tenant.postForm(`${page}?dialog=disable&ids=${annId}`, {});
    t.equal(off.statusCode, 303);
    const disabled = await tenant.get(page);
    t.match(disabled.body, /The user account was disabled\./);
    t.match(disabled.body, /aria-label="Enable user account"/);
    t.equal((await userByEmail('ann@example.com'))!.additionalInfo!.userCredentialsEnabled, false);
  });

  t.test('the details form: e-mail checked, names and dashboards saved', async (t) => {
    const page = `${users}/${annId}`;
    const edit = await tenant.get(`${page}?edit=true`);
    t.match(edit.body, /name="additionalInfo\.defaultDashboardId"/);
    t.match(edit.body, /name="additionalInfo\.defaultDashboardFullscreen"/);
    const bad = await tenant.postForm(`${page}?edit=true`, { email: 'nope', firstName: 'Ann' });
    t.equal(bad.statusCode, 400);
    t.match(bad.body, /Invalid e-mail format\./);
    const ok = await tenant.postForm(`${page}?edit=true`, { email: 'ann@example.com', firstName: 'Anna', 'additionalInfo.defaultDashboardFullscreen': 'true' });
    t.equal(ok.statusCode, 303);
    const saved = (await call(c.emulator.url, `/api/user/${annId}`, { token: facts.token })).body;
    t.equal(saved.firstName, 'Anna');
    t.equal(saved.additionalInfo.defaultDashboardFullscreen, true);
  });

  t.test("a customer user's dashboards are picked among the customer's", async (t) => {
    const dashboards = (await call(c.emulator.url, '/api/tenant/dashboards?pageSize=100&page=0', { token: facts.token })).body.data as { id: { id: string }; title: string }[];
    t.ok(dashboards.length >= 2, 'the demo tenant has dashboards');
    const [shared] = dashboards;
    await call(c.emulator.url, `/api/customer/${facts.customerA}/dashboard/${shared.id.id}`, { token: facts.token, method: 'POST' });
    const own = ((await call(c.emulator.url, `/api/customer/${facts.customerA}/dashboards?pageSize=100&page=0`, { token: facts.token })).body.data as { id: { id: string } }[]).map((d) => d.id.id);
    const edit = await tenant.get(`${users}/${annId}?edit=true`);
    t.match(edit.body, new RegExp(`<option value="${shared.id.id}">`), 'an assigned dashboard is a choice');
    const other = dashboards.find((d) => !own.includes(d.id.id));
    t.ok(other, 'a dashboard the customer does not have');
    t.notMatch(edit.body, new RegExp(`<option value="${other!.id.id}">`), 'a dashboard of the tenant only is not a choice');
    t.match(edit.body, new RegExp(`&quot;owner&quot;:&quot;${facts.customerA}&quot;`), 'the type-ahead names the customer');
    const typed = await tenant.get(`/search/customerDashboards?field=additionalInfo.defaultDashboardId&empty=&owner=${facts.customerA}&textSearch=${encodeURIComponent(shared.title)}`);
    t.equal(typed.statusCode, 200);
    t.match(typed.body, new RegExp(`<option value="${shared.id.id}">`));
    const saved = await tenant.postForm(`${users}/${annId}?edit=true`, { email: 'ann@example.com', firstName: 'Anna', 'additionalInfo.defaultDashboardId': shared.id.id });
    t.equal(saved.statusCode, 303);
    t.equal((await call(c.emulator.url, `/api/user/${annId}`, { token: facts.token })).body.additionalInfo.defaultDashboardId, shared.id.id, 'stored as the bare id');
  });

  t.test('/users/:id leads to the user under their list', async (t) => {
    const res = await tenant.get(`/users/${annId}`);
    t.equal(res.statusCode, 303);
    t.equal(res.headers.location, `${users}/${annId}`);
    t.equal((await tenant.get(`/users/${MISSING}`)).statusCode, 404);
    t.equal((await tenant.get(`${users}/${MISSING}`)).statusCode, 404);
  });

  t.test('the signed-in user is not deleted; another is', async (t) => {
    const self = await tenant.postForm(`${users}?dialog=delete&ids=${facts.tenantAdmin}`, {});
    t.equal(self.statusCode, 400);
    t.match(self.body, /You cannot delete your own account\./);
    const bob = (await userByEmail('bob@example.com'))!.id.id;
    const confirm = await tenant.get(`${users}?dialog=delete&ids=${bob}`);
    t.match(confirm.body, /Delete the user (&#x27;|')bob@example\.com(&#x27;|')\?/);
    const res = await tenant.postForm(`${users}?dialog=delete&ids=${bob}`, {});
    t.equal(res.statusCode, 303);
    t.equal(await userByEmail('bob@example.com'), undefined);
  });

  t.test('login as a customer user signs the console in as them; signing out ends it', async (t) => {
    const admin = c.client();
    await admin.signIn(TENANT.username, TENANT.password);
    const confirm = await admin.get(`${users}?dialog=login-as&ids=${facts.userA}`);
    t.match(confirm.body, /Login as user/);
    const res = await admin.postForm(`${users}?dialog=login-as&ids=${facts.userA}`, {});
    t.equal(res.statusCode, 303);
    const home = await admin.get(String(res.headers.location));
    t.match(home.body, /<span class="user-name">customerA@thingsboard\.org<\/span>/);
    t.match(home.body, /You are signed in as customerA@thingsboard\.org; sign out to end it\./);
    t.equal((await admin.get('/customers')).statusCode, 403, 'now a customer user');
    const out = await admin.postForm('/logout', {});
    t.ok([302, 303].includes(out.statusCode));
    t.match(String((await admin.get('/customers')).headers.location), /\/login/, 'signed out');
  });

  t.test("a system administrator's tenant admins: the tenant title, the list, add", async (t) => {
    const sys = c.client();
    await sys.signIn(SYSADMIN.username, SYSADMIN.password);
    const admins = `/tenants/${facts.tenantId}/users`;
    const res = await sys.get(admins);
    t.equal(res.statusCode, 200);
    t.match(res.body, /: Tenant administrators</);
    t.match(res.body, />tenant@thingsboard\.org</);
    t.match(res.body, /aria-label="Login as tenant admin"/);
    const added = await sys.postForm(`${admins}?dialog=add`, { email: 'admin2@example.com', activationMethod: 'DISPLAY_ACTIVATION_LINK' });
    t.equal(added.statusCode, 303);
    const id = String(added.headers.location).split('ids=')[1];
    const saved = (await call(c.emulator.url, `/api/user/${id}`, { token: facts.token })).body;
    t.equal(saved.authority, 'TENANT_ADMIN');
    t.equal(saved.tenantId.id, facts.tenantId);
    t.equal((await sys.get(`${admins}/${id}`)).statusCode, 200);
    const dashboard = (await call(c.emulator.url, '/api/tenant/dashboards?pageSize=1&page=0', { token: facts.token })).body.data[0] as { id: { id: string } };
    const edit = await sys.get(`${admins}/${id}?edit=true`);
    t.match(edit.body, new RegExp(`<option value="${dashboard.id.id}">`), "the tenant's dashboards are the choices");
    const home = await sys.postForm(`${admins}/${id}?edit=true`, { email: 'admin2@example.com', 'additionalInfo.homeDashboardId': dashboard.id.id });
    t.equal(home.statusCode, 303);
    t.equal((await call(c.emulator.url, `/api/user/${id}`, { token: facts.token })).body.additionalInfo.homeDashboardId, dashboard.id.id);
    t.equal((await tenant.get(admins)).statusCode, 403, 'a tenant administrator may not');
  });

  t.test('a refused token shows on the login-as dialog, the session unchanged', async (t) => {
    c.proxy.fault('GET', `/api/user/${facts.userA}/token`, { kind: 'status', status: 500 }, 1);
    const res = await tenant.postForm(`${users}?dialog=login-as&ids=${facts.userA}`, {});
    t.equal(res.statusCode, 502);
    t.match(res.body, /class="form-error"/);
    t.match((await tenant.get(users)).body, /<span class="user-name">tenant@thingsboard\.org<\/span>/);
  });

  t.test('a customer user gets the forbidden page on every user page and action', async (t) => {
    const customer = c.client();
    await customer.signIn(CUSTOMER_A.username, CUSTOMER_A.password);
    for (const path of [users, `${users}/${facts.userA}`, `${users}?dialog=add`, `/users/${facts.userA}`, `/tenants/${facts.tenantId}/users`]) {
      t.equal((await customer.get(path)).statusCode, 403, path);
    }
    for (const dialog of ['add', `delete&ids=${annId}`, `disable&ids=${annId}`, `login-as&ids=${annId}`, `activation-link&ids=${annId}`]) {
      t.equal((await customer.postForm(`${users}?dialog=${dialog}`, { email: 'x@example.com' })).statusCode, 403, dialog);
    }
  });
});
