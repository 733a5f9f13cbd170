import t from 'tap';
import { CUSTOMER_A, SYSADMIN, TENANT } from '../helpers/console.ts';
import { startScriptedConsole } from '../helpers/scripted-console.ts';
import { DEMO, session as platformSession } from '../helpers/emulator.ts';

t.test('profile page', async (t) => {
  const c = await startScriptedConsole(t);
  const admin = await platformSession(c.emulator.url, [TENANT.username, TENANT.password]);
  const dashboards = (await admin.get('/api/tenant/dashboards?pageSize=100&page=0&sortProperty=title&sortOrder=ASC')).body.data as { id: { id: string }; title: string }[];
  const userPosts = () => c.platform.calls.filter((x) => x.method === 'POST' && x.path === '/api/user').length;

  t.test('shows the user as the platform has it, with the dashboards to choose from', async (t) => {
    const client = c.client();
    await client.signIn(TENANT.username, TENANT.password);
    const res = await client.get('/profile');
    t.equal(res.statusCode, 200);
    t.match(res.body, /name="email"[^>]*value="tenant@thingsboard.org"/);
    t.match(res.body, /Last sign-in:/);
    t.match(res.body, /<option value="en_US" lang="en-US" selected="">English<\/option>/);
    t.match(res.body, /<option value="ja_JP" lang="ja-JP">日本語<\/option>/);
    t.equal([...res.body.matchAll(/<option value="[a-z]{2}_[A-Z]{2}"/g)].length, 22, 'the 22 languages');
    for (const d of dashboards) t.match(res.body, `<option value="${d.id.id}">${d.title}</option>`);
    t.match(res.body, /name="defaultDashboardFullscreen"/);
  });

  t.test('the system administrator has no default dashboard to choose', async (t) => {
    const client = c.client();
    await client.signIn(SYSADMIN.username, SYSADMIN.password);
    const res = await client.get('/profile');
    t.notMatch(res.body, /name="defaultDashboardId"/);
  });

  t.test('wrong input stays on the page with its message, and nothing is sent', async (t) => {
    const client = c.client();
    await client.signIn(CUSTOMER_A.username, CUSTOMER_A.password);
    const before = userPosts();
    const empty = await client.postForm('/profile', { email: '', firstName: 'Kept', lastName: 'Typed', lang: 'en_US', defaultDashboardId: '' });
    t.equal(empty.statusCode, 400);
    t.match(empty.body, /E-mail is required/);
    t.match(empty.body, /name="firstName"[^>]*value="Kept"/);
    const bad = await client.postForm('/profile', { email: 'not-an-email', firstName: 'Kept', lastName: '', lang: 'en_US', defaultDashboardId: '' });
    t.equal(bad.statusCode, 400);
    t.match(bad.body, /Invalid e-mail format/);
    t.match(bad.body, /value="not-an-email"/);
    t.equal(userPosts(), before);
  });

  t.test('the platform refusing the change is an error toast, input kept', async (t) => {
    const client = c.client();
    await client.signIn(CUSTOMER_A.username, CUSTOMER_A.password);
    const res = await client.postForm('/profile', { email: DEMO.customerB[0], firstName: 'Ann', lastName: '', lang: 'en_US', defaultDashboardId: '' });
    t.equal(res.statusCode, 400);
    t.match(res.body, /class="toast toast-error"[^>]*>.*already present in database/);
    t.match(res.body, /name="firstName"[^>]*value="Ann"/);
  });

  t.test('saving stores names, language and default dashboard, and the console follows', async (t) => {
    const client = c.client();
    await client.signIn(TENANT.username, TENANT.password);
    const [first, second] = dashboards;
    const res = await client.postForm('/profile', {
      email: TENANT.username, firstName: 'Tina', lastName: 'Tenant', lang: 'de_DE', defaultDashboardId: first.id.id, defaultDashboardFullscreen: 'true',
    });
    t.equal(res.statusCode, 303);
    t.equal(res.headers.location, '/profile');
    const stored = (await admin.get(`/api/user/${admin.userId}`)).body;
    t.same(
      [stored.firstName, stored.lastName, stored.additionalInfo.lang, stored.additionalInfo.defaultDashboardId, stored.additionalInfo.defaultDashboardFullscreen],
      ['Tina', 'Tenant', 'de_DE', first.id.id, true],
    );
    const page = await client.get('/profile');
    t.match(page.body, /<html lang="de-DE"/, 'the page is now in German');
    t.match(page.body, /toast toast-success[\s\S]*Profil gespeichert/, 'with a success toast, in the new language');
    t.match(page.body, /Tina Tenant/, 'the user menu shows the new name');
    t.match(page.body, `<option value="${first.id.id}" selected="">`);
    t.equal((await client.get('/devices')).headers.location, `/dashboard/${first.id.id}`, 'the fullscreen default dashboard now confines the user');
    t.equal((await client.get(`/dashboards/${second.id.id}`)).statusCode === 303 ? 'redirected' : 'allowed', 'allowed', 'other dashboards of the user stay open');

    const back = await client.postForm('/profile', { email: TENANT.username, firstName: '', lastName: '', lang: 'en_US', defaultDashboardId: '' });
    t.equal(back.statusCode, 303);
    t.equal((await client.get('/devices')).statusCode, 200, 'without a default dashboard the user roams again');
  });
});
