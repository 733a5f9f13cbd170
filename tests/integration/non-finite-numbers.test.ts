// Issue 10, item 2: Infinity, -Infinity and numbers past the double range are refused with the
// 400 page wherever a number is read, and never reach the platform.
import t from 'tap';
import { Type } from '@sinclair/typebox';
import { TENANT, startConsole } from '../helpers/console.ts';

const NON_FINITE = ['Infinity', '-Infinity', '1e400', '-1e400', '%2BInfinity'];

t.test('non-finite numbers are a 400 page, never a platform call', async (t) => {
  const c = await startConsole(t);
  let handled = 0;
  // A form with a number field, as later pages will have (the schema coerces the text to a number).
  c.app.post('/test/number-form', { config: { access: 'public' }, schema: { body: Type.Object({ n: Type.Number(), _csrf: Type.Optional(Type.String()) }) } }, async () => {
    handled++;
    return 'ok';
  });
  const client = c.client();
  await client.signIn(TENANT.username, TENANT.password);
  const lists = () => c.proxy.count('GET', '/api/tenant/deviceInfos');

  for (const name of ['page', 'pageSize']) {
    for (const value of NON_FINITE) {
      const before = lists();
      const res = await client.get(`/devices?${name}=${value}`);
      t.equal(res.statusCode, 400, `${name}=${value}`);
      t.match(res.body, new RegExp(`${name}: must be a finite number`), 'the field and the problem are named');
      t.equal(lists(), before, 'the platform was not asked');
      const fragment = await client.get(`/devices?${name}=${value}`, { 'hx-request': 'true' });
      t.equal(fragment.headers['hx-redirect'], `/devices?${name}=${value}`, 'a fragment reloads as the page, which shows the 400');
    }
  }
  t.equal((await client.get('/devices?page=0&pageSize=10')).statusCode, 200, 'finite numbers still work');

  for (const value of NON_FINITE) {
    const res = await client.postForm('/test/number-form', { n: decodeURIComponent(value) });
    t.equal(res.statusCode, 400, `form field n=${value}`);
    t.match(res.body, /n: must be a finite number/);
  }
  const json = await c.app.inject({ method: 'POST', url: '/test/number-form', payload: '{"n":1e400}', headers: { 'content-type': 'application/json', cookie: client.jar.header(), 'x-csrf-token': client.csrfToken()! } });
  t.equal(json.statusCode, 400, 'a JSON body number past the double range too');
  t.equal(handled, 0, 'the handler never saw a non-finite number');
  t.equal((await client.postForm('/test/number-form', { n: '12.5' })).statusCode, 200);
});
