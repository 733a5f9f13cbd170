// The session's pending toast is rendered with the page or fragment that shows it (one render), and only once.
import t from 'tap';
import { startConsole, TENANT } from '../helpers/console.ts';

const regions = (html: string) => html.match(/<div id="toasts"/g)?.length ?? 0;

t.test('a full page shows the pending toast in its one toast region, then it is gone', async (t) => {
  const c = await startConsole(t);
  const client = c.client();
  const failed = await client.signIn(TENANT.username, 'wrong');
  t.equal(regions(failed.body), 1, 'one toast region');
  t.match(failed.body, /<div id="toasts" class="toasts"><div class="toast-slot toast-top-left"><input type="checkbox" id="(toast-[0-9a-f]{8})" class="toast-dismiss"[^>]*><div class="toast toast-error" role="alert"><div class="toast-text"><p class="toast-message">Invalid username or password<\/p>[\s\S]*?<label for="\1" class="toast-action">Close<\/label><\/div><\/div><\/div><script/,
    'the failure, closable by its own checkbox, at the end of the page before its scripts');
  const next = await client.get('/login');
  t.match(next.body, /<div id="toasts" class="toasts"><\/div>/, 'the next page has an empty region');
});

t.test('an htmx fragment carries the pending toast out of band after its content', async (t) => {
  const c = await startConsole(t);
  const client = c.client();
  await client.signIn(TENANT.username, TENANT.password);
  const saved = await client.postForm('/profile', { email: TENANT.username, firstName: '', lastName: '', lang: 'en_US', defaultDashboardId: '' });
  t.equal(saved.statusCode, 303, 'a success toast is pending');
  const fragment = await client.get('/devices?pageSize=20', { 'hx-request': 'true', 'hx-target': 'entity-table' });
  t.match(fragment.body, /^<div id="entity-table"[\s\S]*<\/div><div id="toasts" class="toasts" hx-swap-oob="innerHTML"><div class="toast-slot toast-top-left">[\s\S]*Profile saved[\s\S]*<\/div>$/);
  t.equal(regions(fragment.body), 1);
  const again = await client.get('/devices?pageSize=30', { 'hx-request': 'true', 'hx-target': 'entity-table' });
  t.equal(regions(again.body), 0, 'shown once: the next fragment has none');
});
