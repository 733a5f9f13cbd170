import t from 'tap';
import { safeRedirectPath, stripBasePath, urlBuilder } from '../../server/base-path.ts';

t.test('redirect targets', async (t) => {
  t.equal(safeRedirectPath('/devices?textSearch=x'), '/devices?textSearch=x');
  for (const bad of ['//evil.example', '/\\evil', 'https://evil.example', 'devices', '/login', '/login?x', '/a\nb', 42, undefined])
    t.equal(safeRedirectPath(bad), null, String(bad));
});

t.test('url builder and base path', async (t) => {
  t.equal(urlBuilder('/c')('/devices', { a: 1, b: '', c: null }), '/c/devices?a=1');
  t.equal(stripBasePath('/c', '/c/devices'), '/devices');
  t.equal(stripBasePath('/c', '/c'), '/');
  t.equal(stripBasePath('/c', '/cx'), null);
  t.equal(stripBasePath('', '/x'), '/x');
});
