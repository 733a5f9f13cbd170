import t from 'tap';
import { randomUUID } from 'node:crypto';
import { startConsole, SYSADMIN, TENANT } from '../helpers/console.ts';
import { dashboardByTitle, tenantSession } from '../helpers/dashboards.ts';

/** The rendered breadcrumb as `icon label -> link` lines (`=` marks the heading, the last crumb). */
function crumbs(html: string): string[] {
  const nav = /<nav class="breadcrumb"[^>]*><ol>([\s\S]*?)<\/ol><\/nav>/.exec(html);
  if (!nav) return [];
  return [...nav[1].matchAll(/<li class="crumb[^"]*"><svg[^>]*><use href="[^"]*#([^"]+)"\/><\/svg>(?:<a href="([^"]+)">([^<]*)<\/a>|<span>([^<]*)<\/span>|<h1 aria-current="page">([^<]*)<\/h1>)<\/li>/g)].map(
    ([, icon, href, linked, plain, heading]) => (href ? `${icon} ${linked} -> ${href}` : heading !== undefined ? `${icon} = ${heading}` : `${icon} ${plain}`),
  );
}

t.test('every page takes its crumbs from the route table', async (t) => {
  const c = await startConsole(t);
  const tenant = c.client();
  await tenant.signIn(TENANT.username, TENANT.password);

  const list = await tenant.get('/devices');
  const [, id, name] = /href="\/devices\?details=([0-9a-f-]{36})"[^>]*>([^<]+)</.exec(list.body) ?? [];
  t.ok(id, 'the list links a device');
  const thermostats = await dashboardByTitle(await tenantSession(c.emulator.url), 'Thermostats');

  const pages: [string, string[]][] = [
    ['/home', ['home = Home']],
    ['/profile', ['account_circle = Profile']],
    ['/security', ['lock = Security']],
    ['/devices', ['devices_other = Devices']],
    [`/devices/${id}`, ['devices_other Devices -> /devices', `devices_other = ${name}`]],
    ['/help/index', ['help_outline = Floorboard help']], // the index too is named by its markdown title
    [`/devices/${randomUUID()}`, ['error_outline = Not found']],
    ['/dashboards', ['dashboard = Dashboards']],
    [`/dashboards/${thermostats.id}`, ['dashboard Dashboards -> /dashboards', 'dashboard = Thermostats']],
    ['/dashboards/abc', ['search_off = Not found']],
  ];
  for (const [path, expected] of pages) {
    const res = await tenant.get(path);
    t.same(crumbs(res.body), expected, `${path} (${res.statusCode})`);
  }

  const help = await tenant.get('/help/devices');
  const title = /<h1 aria-current="page">([^<]+)<\/h1>/.exec(help.body)?.[1] ?? '';
  t.not(title, 'Help', 'a help page is named by its own title');
  t.same(crumbs(help.body), ['help_outline Help -> /help/index', `help_outline = ${title}`], 'a help page sits under the help index');

  const sysadmin = c.client();
  await sysadmin.signIn(SYSADMIN.username, SYSADMIN.password);
  const forbidden = await sysadmin.get('/devices');
  t.equal(forbidden.statusCode, 403);
  t.same(crumbs(forbidden.body), ['block = Access forbidden'], 'the forbidden page');
});

t.test('crumbs follow the language; the entity name never does', async (t) => {
  const c = await startConsole(t);
  const tenant = c.client();
  await tenant.get('/login', { 'accept-language': 'de-DE' });
  await tenant.signIn(TENANT.username, TENANT.password);
  const list = await tenant.get('/devices');
  const [, id, name] = /href="\/devices\?details=([0-9a-f-]{36})"[^>]*>([^<]+)</.exec(list.body) ?? [];
  const [devices] = crumbs(list.body);
  t.not(devices, 'devices_other = Devices', 'the list label is translated');
  const label = devices.replace('devices_other = ', '');
  t.same(crumbs((await tenant.get(`/devices/${id}`)).body), [`devices_other ${label} -> /devices`, `devices_other = ${name}`]);
});
