// The gallery's navigation tree through the console's routes: the children fragment, the operations' posts (the name
// rule with the input kept, back to the tree with the node selected and its parent open), operations only on the
// selected node, and the sample in the session leaving the platform's customers as they were.
import t from 'tap';
import { startConsole, TENANT } from '../helpers/console.ts';
import { DEMO, session } from '../helpers/emulator.ts';

const unescape = (html: string) => html.replace(/&quot;/g, '"').replace(/&#x27;/g, "'").replace(/&amp;/g, '&');
const itemNames = (html: string, tree = 'filled') => {
  const start = html.indexOf(`id="gallery-nav-tree-${tree}"`);
  const part = html.slice(start, html.indexOf('</fb-island>', start));
  return [...part.matchAll(/class="nav-tree-name"[^>]*>(.*?)<\/a>/g)].map((m) => m[1].replace(/<\/?mark>/g, ''));
};

t.test('the gallery\'s navigation tree: lazy children, operations on a session sample', async (t) => {
  const c = await startConsole(t, { env: { GALLERY: 'true' } });
  const tenant = c.client();
  await tenant.signIn(TENANT.username, TENANT.password);
  const platform = await session(c.emulator.url, DEMO.tenant);
  const customers = (await platform.get('/api/customers?pageSize=10&page=0&sortProperty=title&sortOrder=ASC')).body.data as { id: { id: string }; title: string }[];
  const b = `customer.${customers.find((x) => x.title === 'Customer B')!.id.id}`;

  const page = await tenant.get('/gallery');
  t.same(itemNames(page.body), ['Customer A', 'Customer B', 'Customer C'], 'the roots, closed');
  t.notMatch(page.body, /Test Device B1/.source + '(?![^]*id="gallery-nav-tree-searched")', 'no closed node\'s children read');
  t.match(page.body, new RegExp(`<div id="gallery-nav-tree-filled-${b.replace('.', '\\.')}" role="treeitem"[^>]*aria-level="1"[^>]*aria-expanded="false" aria-selected="false"`), 'a closed, unselected item of level 1');
  t.same(itemNames(page.body, 'searched'), ['Customer A', 'Test Device A1', 'Test Device A2', 'Test Device A3'], 'the searched state');

  const children = await tenant.get(`/gallery/nav-tree/children/filled?node=${b}&level=2`);
  t.equal(children.statusCode, 200);
  t.match(children.body, /^<ul id="gallery-nav-tree-filled-customer\.[^"]+-group" role="group"/, 'the group alone, as the page draws it');
  t.match(children.body, /aria-level="2"[^>]*>.*Test Device B1/, 'its children at level 2');
  for (const bad of ['node=a,b&level=2', `node=${b}&level=0`, `node=${b}&level=x`]) t.equal((await tenant.get(`/gallery/nav-tree/children/filled?${bad}`)).statusCode, 404, bad);
  t.equal((await tenant.get(`/gallery/nav-tree/children/nowhere?node=${b}&level=2`)).statusCode, 404, 'an unknown tree');

  const dialog = await tenant.get(`/gallery?selected=${b}&dialog=nav-tree-rename&node=${b}`);
  t.match(dialog.body, /<dialog id="gallery-nav-tree-filled-dialog" class="dialog" open=""/, 'the rename dialog at its own address');
  t.match(dialog.body, /<input id="gallery-nav-tree-filled-dialog-name"[^>]* name="name" value="Customer B"/, 'the name to change');
  t.notMatch((await tenant.get(`/gallery?dialog=nav-tree-rename&node=${b}`)).body, /<dialog id="gallery-nav-tree-filled-dialog"/, 'none for a node not shown selected');

  const empty = await tenant.postForm(`/gallery/nav-tree/rename?selected=${b}`, { node: b, name: '  ' });
  t.equal(empty.statusCode, 400);
  t.match(empty.body, /<span id="gallery-nav-tree-filled-dialog-name-error" class="field-error">Name is required.<\/span>/);
  t.match(empty.body, /name="name" value="  "/, 'the input kept');
  const long = 'n'.repeat(256);
  const tooLong = await tenant.postForm(`/gallery/nav-tree/rename?selected=${b}`, { node: b, name: long });
  t.equal(tooLong.statusCode, 400);
  t.match(unescape(tooLong.body), 'Name should be at most 255 characters.');
  t.match(tooLong.body, `value="${long}"`, 'the input kept');

  const renamed = await tenant.postForm(`/gallery/nav-tree/rename?selected=${b}`, { node: b, name: ' Customer Bravo ' });
  t.equal(renamed.statusCode, 303);
  t.equal(renamed.headers.location, `/gallery?selected=${b}#gallery-nav-tree-filled-${b}`, 'back to the tree, the node selected and named by the fragment');
  t.same(itemNames((await tenant.get('/gallery')).body), ['Customer A', 'Customer Bravo', 'Customer C']);
  t.same((await platform.get(`/api/customer/${b.slice('customer.'.length)}`)).body.title, 'Customer B', 'the platform\'s customer untouched');

  const created = await tenant.postForm(`/gallery/nav-tree/create?selected=${b}`, { node: b, name: 'Line 1' });
  t.equal(created.statusCode, 303);
  t.equal(created.headers.location, `/gallery?open=${b}&selected=new.1#gallery-nav-tree-filled-new.1`, 'the new node selected, its parent open');
  const opened = await tenant.get(`/gallery?open=${b}&selected=new.1`);
  t.same(itemNames(opened.body).slice(0, 4), ['Customer A', 'Customer Bravo', 'Test Device B1', 'Line 1']);
  t.match(opened.body, /id="gallery-nav-tree-filled-new\.1" role="treeitem"[^>]*aria-level="2"[^>]*aria-selected="true"/, 'selected, one level down');
  t.equal((await tenant.get(`/gallery?open=${b}&selected=new.1`)).body.match(/aria-selected="true"/g)?.length, 1, 'single selection');

  const root = await tenant.postForm('/gallery/nav-tree/create', { name: 'Site' });
  t.equal(root.headers.location, '/gallery?selected=new.2#gallery-nav-tree-filled-new.2', 'nothing selected: a root');

  const notSelected = await tenant.postForm(`/gallery/nav-tree/delete?selected=new.2`, { node: b });
  t.equal(notSelected.statusCode, 303);
  t.same(itemNames((await tenant.get('/gallery')).body), ['Customer A', 'Customer Bravo', 'Customer C', 'Site'], 'only the selected node is deleted');

  const disabled = await tenant.postForm(`/gallery/nav-tree/disable?open=${b}&selected=new.1`, { node: 'new.1', disabled: 'true' });
  t.equal(disabled.headers.location, `/gallery?open=${b}&selected=new.1#gallery-nav-tree-filled-new.1`);
  t.match((await tenant.get(`/gallery?open=${b}&selected=new.1`)).body, /aria-labelledby="gallery-nav-tree-filled-new\.1-name gallery-nav-tree-filled-new\.1-badge"/, 'disabled: named with its badge');

  const deleted = await tenant.postForm(`/gallery/nav-tree/delete?open=${b}&selected=new.1`, { node: 'new.1' });
  t.equal(deleted.headers.location, `/gallery?open=${b}&selected=${b}#gallery-nav-tree-filled-${b}`, 'the parent selected');
  t.same(itemNames((await tenant.get(`/gallery?open=${b}`)).body), ['Customer A', 'Customer Bravo', 'Test Device B1', 'Customer C', 'Site']);

  const refused = await tenant.postForm(`/gallery/nav-tree/rename?selected=${b}`, { node: b, name: 'x' }, { csrf: false });
  t.equal(refused.statusCode, 403, 'a post without the CSRF token is refused');
});
