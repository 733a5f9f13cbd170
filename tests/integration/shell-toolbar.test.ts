import t from 'tap';
import { startConsole, TENANT, SYSADMIN } from '../helpers/console.ts';

const LINUX = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Safari/537.36';
const MAC = 'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15';

t.test('toolbar, cheat sheet and embedding', async (t) => {
  const c = await startConsole(t);
  const tenant = c.client();
  await tenant.signIn(TENANT.username, TENANT.password);

  t.test('a search field only on pages that support search, joined to the page form', async (t) => {
    const devices = await tenant.get('/devices?textSearch=therm');
    t.match(devices.body, /<div class="toolbar-search" role="search" aria-label="Search devices">/);
    const field = /<input id="toolbar-search"[^>]*>/.exec(devices.body)?.[0] ?? '';
    for (const attr of ['type="search"', 'name="textSearch"', 'form="entity-table-form"', 'aria-label="Search devices"', 'value="therm"']) t.match(field, attr, `search field ${attr}`);
    const form = /<form id="entity-table-form"[^>]*>/.exec(devices.body)?.[0] ?? '';
    t.match(form, 'method="get"', 'the GET form works without script');
    t.match(form, 'action="/devices"');
    t.match(form, /hx-trigger="[^"]*input from:#toolbar-search delay:150ms[^"]*"/, 'htmx follows the toolbar field');
    // A picker's type-ahead (the profile filter) has a textSearch of its own, owned by no form (form="").
    const pageSearches = (devices.body.match(/<input [^>]*name="textSearch"[^>]*>/g) ?? []).filter((input) => !input.includes('form=""'));
    t.equal(pageSearches.length, 1, 'one search field for the page form');
    t.match(devices.body, /<a class="icon-button help-link" href="\/help\/devices" title="Help" aria-label="Help">/, 'the list links its help page');
    const home = await tenant.get('/home');
    t.notMatch(home.body, /toolbar-search/, 'home has no search');
  });

  t.test('back button: parent crumb, else home; none on home', async (t) => {
    const list = await tenant.get('/devices');
    t.match(list.body, /<a class="icon-button back-button" href="\/home" data-back=""/);
    const id = /details=([0-9a-f-]{36})"/.exec(list.body)![1];
    const details = await tenant.get(`/devices/${id}`);
    t.match(details.body, /<a class="icon-button back-button" href="\/devices" data-back=""/);
    t.notMatch((await tenant.get('/home')).body, /back-button/);
  });

  t.test('fullscreen toggle rendered hidden (shown by script when supported), progress bar', async (t) => {
    const home = await tenant.get('/home');
    t.match(home.body, /<button type="button" class="icon-button fullscreen-toggle" data-fullscreen-toggle="" aria-pressed="false" aria-label="Fullscreen" title="Fullscreen" hidden="">/);
    t.match(home.body, /<div class="progress-bar htmx-indicator" id="progress" aria-hidden="true"><\/div>/);
  });

  t.test('landmarks, skip link and the cheat sheet with platform key names', async (t) => {
    const linux = await tenant.get('/home', { 'user-agent': LINUX });
    t.match(linux.body, /<a class="skip-link" href="#main">Skip to content<\/a>/);
    t.match(linux.body, /<nav id="side-nav" class="side-nav" aria-label="Main menu">/);
    t.match(linux.body, /<header class="toolbar">/);
    t.match(linux.body, /<main id="main" tabindex="-1">/i);
    t.match(linux.body, /<dialog id="cheat-sheet" class="dialog" aria-labelledby="cheat-sheet-title"/, 'rendered closed');
    t.match(linux.body, /<kbd>\?<\/kbd><\/dt><dd>Show or hide this list<\/dd>/);
    t.match(linux.body, /<kbd>Ctrl<\/kbd><span class="plus"> \+ <\/span><kbd>Click<\/kbd>/);
    t.match(linux.body, /<kbd>Alt<\/kbd><span class="plus"> \+ <\/span><kbd>Shift<\/kbd><span class="plus"> \+ <\/span><kbd>H<\/kbd>/);
    const mac = await tenant.get('/home', { 'user-agent': MAC });
    t.match(mac.body, /<kbd>⌘ Command<\/kbd><span class="plus"> \+ <\/span><kbd>Click<\/kbd>/);
    t.match(mac.body, /<kbd>⌥ Option<\/kbd>/);
    const hinted = await tenant.get('/home', { 'user-agent': MAC, 'sec-ch-ua-platform': '"Windows"' });
    t.match(hinted.body, /<kbd>Ctrl<\/kbd>/, 'the client hint wins over the User-Agent');
  });

  t.test('mobile app embedding: embedded hides the menus, hideToolbar the toolbar', async (t) => {
    const embedded = await tenant.get('/devices?embedded=true');
    t.equal(embedded.statusCode, 200);
    t.notMatch(embedded.body, /id="side-nav"|id="nav-toggle"|class="user-menu"|back-button/, 'the app provides menus and back navigation');
    t.match(embedded.body, /<div class="layout embedded">/);
    t.match(embedded.body, /<header class="toolbar">/);
    const bare = await tenant.get('/home?embedded=true&hideToolbar=true&reload=1700000000000');
    t.equal(bare.statusCode, 200, 'reload is accepted');
    t.notMatch(bare.body, /<header class="toolbar">/);
    t.match(bare.body, /<h1 class="visually-hidden">Home<\/h1>/, 'the page keeps a heading');
    const normal = await tenant.get('/home?embedded=false');
    t.match(normal.body, /id="side-nav"/);
  });

  t.test('every role gets the shell', async (t) => {
    const admin = c.client();
    await admin.signIn(SYSADMIN.username, SYSADMIN.password);
    const home = await admin.get('/home');
    t.match(home.body, /id="cheat-sheet"/);
    t.match(home.body, /System administrator/);
  });
});

t.test('under BASE_PATH every shell URL and the language cookie carry the prefix', async (t) => {
  const c = await startConsole(t, { env: { BASE_PATH: '/fb', PUBLIC_URL: 'https://iot.example' } });
  const client = c.client();
  const login = await client.get('/fb/login', { 'accept-language': 'de' });
  const cookie = [login.headers['set-cookie']].flat().find((h) => h?.startsWith('floorboard_lang='));
  t.match(cookie, /^floorboard_lang=de_DE;.*Path=\/fb;/);
  await client.postForm('/fb/login', { username: TENANT.username, password: TENANT.password });
  const devices = await client.get('/fb/devices');
  t.match(devices.body, /<meta name="console-base" content="\/fb\/"\/>/);
  t.match(devices.body, /class="icon-button back-button" href="\/fb\/home"/);
  t.match(devices.body, /href="\/fb\/help\/devices"/);
  t.match(devices.body, /data-home-url="\/fb\/home"/);
  const help = await client.get('/fb/help/index');
  t.equal(help.statusCode, 200);
  t.match(help.body, /Die Adresse der Konsole lautet https:\/\/iot\.example\/fb\./, '${baseUrl} is PUBLIC_URL with BASE_PATH');
});
