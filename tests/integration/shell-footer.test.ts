import t from 'tap';
import { startConsole, TENANT } from '../helpers/console.ts';
import { TestClock } from '../helpers/test-clock.ts';

// The footer (widgets spec §2): under the content of every signed-in page and under the sign-in card, with the
// year of the console's clock at each request (the shell's markup caches must not keep an old one).

const footers = (html: string) => html.match(/<footer class="page-footer"><p>[^<]*<\/p><\/footer>/g) ?? [];

t.test('the footer under signed-in pages and sign-in pages, with the current year', async (t) => {
  const clock = new TestClock(Date.UTC(2030, 11, 31, 23, 59, 58));
  const c = await startConsole(t, { clock });
  const visitor = c.client();
  const login = await visitor.get('/login');
  t.same(footers(login.body), ['<footer class="page-footer"><p>Copyright © 2030 Floorboard</p></footer>'], 'the sign-in page has it once');
  t.match(login.body, /<\/main><footer class="page-footer">/, 'after the card, outside main');

  const tenant = c.client();
  await tenant.signIn(TENANT.username, TENANT.password);
  const home = await tenant.get('/home');
  t.same(footers(home.body), ['<footer class="page-footer"><p>Copyright © 2030 Floorboard</p></footer>'], 'a signed-in page has it once');
  t.match(home.body, /<\/main><footer class="page-footer">/, 'under the content, outside main: the page\'s contentinfo');
  const devices = await tenant.get('/devices');
  t.equal(footers(devices.body).length, 1, 'every shell page');

  clock.advance(3000);
  t.match((await tenant.get('/home')).body, /Copyright © 2031 Floorboard/, 'the new year on the next request: nothing cached the old one');
  t.match((await visitor.get('/login')).body, /Copyright © 2031 Floorboard/);

  const embedded = await tenant.get('/home?embedded=true');
  t.equal(footers(embedded.body).length, 0, 'not in the mobile app\'s webview, which has its own frame');
});
