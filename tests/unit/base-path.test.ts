import t from 'tap';
import { formEncode, safeRedirectPath, stripBasePath, urlBuilder } from '../../server/base-path.ts';

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

t.test('query names and values are written as URLSearchParams writes them', async (t) => {
  const samples = ['plain', 'two words', "a!b'c(d)e~f*g-h.i_j", 'ä ö € 日本', '&=?#/+%', 'tab\tnew\nline', 'lone \ud800 surrogate', '\udc00', ''];
  for (const text of samples) t.equal(formEncode(text), new URLSearchParams({ x: text }).toString().slice(2), JSON.stringify(text));
  const query = { textSearch: 'Pump 7 & co', 'a b': 'c+d', page: 2, empty: '', none: undefined };
  t.equal(urlBuilder('')('/devices', query), `/devices?${new URLSearchParams({ textSearch: 'Pump 7 & co', 'a b': 'c+d', page: '2' })}`);
});
