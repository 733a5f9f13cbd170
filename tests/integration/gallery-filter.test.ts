// `/gallery?parts=a,b`: only the named sections, only their samples read from the platform and only their islands
// asked for; every address of a filtered gallery (links, dialogs, GET and POST forms, redirects) keeps the filter.
import t from 'tap';
import { GALLERY_SECTIONS } from '../../server/gallery/gallery-section-list.tsx';
import { startConsole, TENANT, type TestConsole } from '../helpers/console.ts';

const sections = (html: string) => [...html.matchAll(/<section class="gallery-section" id="([^"]+)"/g)].map((m) => m[1]);
const unescape = (html: string) => html.replace(/&quot;/g, '"').replace(/&#x27;/g, "'").replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&amp;/g, '&');

/** The platform calls the console made while `run` ran. */
async function platformCalls<T>(c: TestConsole, run: () => Promise<T>): Promise<{ result: T; calls: string[] }> {
  const before = c.proxy.calls.length;
  const result = await run();
  return { result, calls: c.proxy.calls.slice(before).map((call) => `${call.method} ${call.path}`) };
}

t.test('the filter: the named sections, their samples and islands only; the whole gallery without it', async (t) => {
  const c = await startConsole(t, { env: { GALLERY: 'true' } });
  const tenant = c.client();
  await tenant.signIn(TENANT.username, TENANT.password);

  const whole = await platformCalls(c, () => tenant.get('/gallery'));
  t.equal(whole.result.statusCode, 200);
  const everyPart = GALLERY_SECTIONS.flatMap((entry) => Object.keys(entry.titles));
  t.ok(everyPart.length > 60, 'the registry lists every part');
  t.same(sections(whole.result.body).sort(), [...everyPart].sort(), 'every section of the registry drawn');
  for (const part of everyPart) t.match(whole.result.body, `<li><a href="#${part}">`, `#${part} in the index`);
  t.ok(whole.calls.length > 5, 'the whole gallery reads its samples from the platform');
  t.match(whole.result.body, /island-code-editor-[^"]+\.js/);

  const two = await platformCalls(c, () => tenant.get('/gallery?parts=json-viewer,markdown-view'));
  t.equal(two.result.statusCode, 200);
  t.same(sections(two.result.body), ['markdown-view', 'json-viewer'], 'only the named sections, in the page\'s order');
  t.same([...two.result.body.matchAll(/<li><a href="#([^"]+)">/g)].map((m) => m[1]), ['markdown-view', 'json-viewer'], 'the index lists the shown parts only');
  t.same(two.calls, [], 'no sample read from the platform: the shown sections need none');
  t.notMatch(two.result.body, /island-code-editor-/, 'no island of a section not shown');

  const shell = await platformCalls(c, () => tenant.get('/gallery?parts=dashboard-select'));
  t.same(sections(shell.result.body).sort(), ['breadcrumbs', 'copy-button', 'dashboard-select', 'dialogs', 'password-toggle', 'script-lang', 'shortcuts', 'toast', 'user-menu', 'widgets-bundle-search'],
    'a section drawn in a group: the group');
  t.ok(shell.calls.length > 0 && shell.calls.length < whole.calls.length, 'only the group\'s samples read');
  t.ok(shell.calls.every((call) => /dashboards/.test(call)), `the dashboards only: ${shell.calls.join(', ')}`);
  t.match(shell.result.body, /<form class="gallery-form" action="\/gallery\?parts=dashboard-select#script-lang-filled" method="get"><input type="hidden" name="parts" value="dashboard-select"\/>/,
    'a GET form keeps the filter in a field (a browser drops its action\'s query)');

  t.match((await tenant.get('/gallery?parts=phone-input')).body, /<script defer="" src="\/static\/build\/htmx-[^"]+\.js">/, 'the phone input alone asks for the htmx its country select uses');
  t.same(sections((await tenant.get('/gallery?parts=no-such-part,json-viewer')).body), ['json-viewer'], 'an unknown name ignored');
  const unknown = await tenant.get('/gallery?parts=no-such-part');
  t.equal(unknown.statusCode, 200);
  t.same(sections(unknown.body).sort(), [...everyPart].sort(), 'naming no known section: the whole gallery');
  for (const part of everyPart) t.match(unknown.body, `<li><a href="#${part}">`, `#${part} in the index`);
  t.same(sections((await tenant.get('/gallery?parts=phone-input&parts=structured-rows')).body), ['phone-input', 'structured-rows'], 'the parameter given twice');
});

t.test('a filtered gallery\'s forms, dialogs and redirects keep the filter, with the verdicts and the input as before', async (t) => {
  const c = await startConsole(t, { env: { GALLERY: 'true' } });
  const tenant = c.client();
  await tenant.signIn(TENANT.username, TENANT.password);

  const editor = await tenant.get('/gallery?parts=code-editor');
  t.match(editor.body, 'action="/gallery/code-editor?parts=code-editor#code-editor-invalid"', 'the form posts with the filter');
  const wrong = await tenant.postForm('/gallery/code-editor?parts=code-editor', { configuration: '[1, 2]', function: 'var x = data.temperature;' });
  t.equal(wrong.statusCode, 400);
  t.same(sections(wrong.body), ['code-editor'], 'the answer filtered the same way');
  t.match(unescape(wrong.body), '[1, 2]</textarea>', 'the input kept');
  t.match(wrong.body, 'action="/gallery/code-editor?parts=code-editor#code-editor-invalid"', 'and the form again with the filter');

  const dialog = await tenant.get('/gallery?parts=json-edit-dialog&dialog=json-edit');
  t.same(sections(dialog.body), ['json-edit-dialog']);
  t.match(dialog.body, /<dialog id="json-edit" class="dialog" open=""/, 'a dialog at its own address, filtered');
  t.match(dialog.body, 'action="/gallery/json-edit?parts=json-edit-dialog"');
  t.match(dialog.body, 'href="/gallery?parts=json-edit-dialog#json-edit-opener"', 'its cancel keeps the filter');
  const refused = await tenant.postForm('/gallery/json-edit?parts=json-edit-dialog', { json: '{"a": ' });
  t.equal(refused.statusCode, 400);
  t.same(sections(refused.body), ['json-edit-dialog']);
  t.match(unescape(refused.body), '{"a": </textarea>', 'the input kept');

  const checkbox = await tenant.postForm('/gallery/checkbox?parts=custom-checkbox', { mode: 'on' });
  t.same(sections(checkbox.body), ['custom-checkbox']);

  const opener = await tenant.get('/gallery?parts=script-test');
  t.match(opener.body, 'href="/gallery?dialog=script-test&amp;parts=script-test#script-test-dialog"', 'a dialog\'s opener keeps the filter');

  const window = await tenant.get('/gallery?parts=time-window&timewindow.selectedTab=1&timewindow.history.historyType=0&timewindow.history.timewindowMs=3600000&timewindow.aggregation.type=AVG&timewindow.aggregation.limit=250&timewindow.timezone=');
  t.equal(window.statusCode, 303);
  const redirected = new URL(String(window.headers.location), 'http://console');
  t.equal(redirected.searchParams.get('parts'), 'time-window', 'the time window\'s redirect keeps the filter');
  t.ok(redirected.searchParams.get('timewindow'), 'with the window');

  const created = await tenant.postForm('/gallery/nav-tree/create?parts=nav-tree', { name: 'Site' });
  t.equal(created.statusCode, 303);
  t.equal(created.headers.location, '/gallery?selected=new.1&parts=nav-tree#gallery-nav-tree-filled-new.1', 'a redirect of the routes keeps it too');
  const tree = await tenant.get(String(created.headers.location));
  t.same(sections(tree.body), ['nav-tree']);
  t.match(tree.body, /<form class="nav-tree-search"[^>]* action="\/gallery\?[^"]*parts=nav-tree[^"]*#gallery-nav-tree-filled" method="get"><input type="hidden" name="parts" value="nav-tree"\/>/,
    'the tree\'s search keeps it');

  const phone = await tenant.postForm('/gallery/form/phone?parts=phone-input', { phone: 'not a number' });
  t.same(sections(phone.body), ['phone-input'], 'a form part\'s post filtered');
});
