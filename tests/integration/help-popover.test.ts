import t from 'tap';
import { startConsole, TENANT } from '../helpers/console.ts';

// The help popover's request (views/parts/help-button.tsx asks /help/<page> as htmx does): the page's markdown alone,
// drawn by MarkdownView (copy buttons, no shell); a page that does not exist answers 404 with its text; a plain
// request still gets the whole help page.

t.test('a help page as the help popover asks for it', async (t) => {
  const c = await startConsole(t);
  const client = c.client();
  await client.signIn(TENANT.username, TENANT.password);
  const fragment = await client.get('/help/devices', { 'hx-request': 'true', 'accept-language': 'en-US' });
  t.equal(fragment.statusCode, 200);
  t.match(fragment.headers.vary, /HX-Request/);
  t.match(fragment.body, /^<div class="markdown help-popover-markdown">/, 'the markdown alone');
  t.notMatch(fragment.body, /<html|<nav/, 'no document, no shell');
  t.match(fragment.body, /<h1[^>]*>[^<]*Device/i, 'the devices help page');
  const missing = await client.get('/help/no-such-page', { 'hx-request': 'true', 'accept-language': 'en-US' });
  t.equal(missing.statusCode, 404);
  t.match(missing.body, /^<p class="field-error">/);
  const page = await client.get('/help/devices', { 'accept-language': 'en-US' });
  t.match(page.body, /^<!doctype html>/, 'a plain request: the help page in the shell');
});
