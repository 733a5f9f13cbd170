import t from 'tap';
import { detectValueType, parseTypedValue, valueAfterTypeChange, valueText } from '../../server/domain/typed-value.ts';
import { scopesOf } from '../../server/tables/tabs/attributes-tab.tsx';

t.test('the type detected from a value', async (t) => {
  t.same([true, 5, 2.5, { a: 1 }, [1], 'x', null].map(detectValueType), ['BOOLEAN', 'INTEGER', 'DOUBLE', 'JSON', 'JSON', 'STRING', 'STRING']);
  t.equal(valueText({ a: 1 }), '{\n  "a": 1\n}');
});

t.test('a change of type resets the value: boolean false, JSON an empty object, the others none', async (t) => {
  t.same(valueAfterTypeChange('BOOLEAN'), { text: '', checked: false });
  t.same(valueAfterTypeChange('JSON'), { text: '{}', checked: false });
  for (const type of ['STRING', 'INTEGER', 'DOUBLE'] as const) t.same(valueAfterTypeChange(type), { text: '', checked: false }, type);
  t.same(parseTypedValue('JSON', valueAfterTypeChange('JSON').text, false), { ok: true, value: {} }, 'JSON: a valid empty object');
  t.same(parseTypedValue('BOOLEAN', '', valueAfterTypeChange('BOOLEAN').checked), { ok: true, value: false });
});

t.test('posted text parsed per type, with the spec messages', async (t) => {
  t.same(parseTypedValue('INTEGER', ' -12 ', false), { ok: true, value: -12 });
  t.same(parseTypedValue('INTEGER', '99999999999999999999', false), { ok: false, error: 'value.invalid-integer-value' });
  t.same(parseTypedValue('DOUBLE', '1e3', false), { ok: true, value: 1000 });
  t.same(parseTypedValue('DOUBLE', '', false), { ok: false, error: 'value.double-value-required' });
  t.same(parseTypedValue('BOOLEAN', 'ignored', true), { ok: true, value: true });
  t.same(parseTypedValue('STRING', ' kept ', false), { ok: true, value: ' kept ' });
  t.same(parseTypedValue('JSON', '[1]', false), { ok: true, value: [1] });
});

t.test('each required and invalid message of the widgets spec (§5); a boolean is never invalid', async (t) => {
  t.same(parseTypedValue('STRING', '', false), { ok: false, error: 'value.string-value-required' });
  t.same(parseTypedValue('INTEGER', '', false), { ok: false, error: 'value.invalid-integer-value' }, 'integer: required');
  for (const text of ['1.5', '1e3', '+1', '- 1', 'x']) t.same(parseTypedValue('INTEGER', text, false), { ok: false, error: 'value.invalid-integer-value' }, `integer: "${text}"`);
  t.same(parseTypedValue('INTEGER', '-007', false), { ok: true, value: -7 }, 'an optional minus and digits');
  for (const text of ['', ' ', 'x', '1.2.3']) t.same(parseTypedValue('DOUBLE', text, false), { ok: false, error: 'value.double-value-required' }, `double: "${text}"`);
  t.same(parseTypedValue('JSON', ' ', false), { ok: false, error: 'value.json-value-required' });
  t.same(parseTypedValue('JSON', '{"a":', false), { ok: false, error: 'value.json-value-invalid' });
  t.same(parseTypedValue('BOOLEAN', '', false), { ok: true, value: false });
  t.same(parseTypedValue('BOOLEAN', 'not a boolean', true), { ok: true, value: true });
});

t.test('a form\'s own required text replaces the default of the types it names, only for an empty value (spec §5)', async (t) => {
  const own = { STRING: 'attribute.key-required', JSON: 'dashboard.value-required' };
  t.same(parseTypedValue('STRING', '', false, own), { ok: false, error: 'attribute.key-required' });
  t.same(parseTypedValue('JSON', '  ', false, own), { ok: false, error: 'dashboard.value-required' });
  t.same(parseTypedValue('JSON', '{"a":', false, own), { ok: false, error: 'value.json-value-invalid' }, 'invalid JSON keeps its own message');
  t.same(parseTypedValue('DOUBLE', '', false, own), { ok: false, error: 'value.double-value-required' }, 'a type not named keeps the default');
  t.same(parseTypedValue('INTEGER', ' ', false, { INTEGER: 'dashboard.value-required' }), { ok: false, error: 'dashboard.value-required' });
  t.same(parseTypedValue('INTEGER', 'x', false, { INTEGER: 'dashboard.value-required' }), { ok: false, error: 'value.invalid-integer-value' });
  t.same(parseTypedValue('STRING', ' ', false, own), { ok: true, value: ' ' }, 'a string of spaces is a value');
  t.same(parseTypedValue('BOOLEAN', '', false, { BOOLEAN: 'dashboard.value-required' }), { ok: true, value: false }, 'a boolean is never required');
});

t.test('attribute scopes: three for devices and entity views (client first), server elsewhere', async (t) => {
  t.same(scopesOf('DEVICE'), ['CLIENT_SCOPE', 'SERVER_SCOPE', 'SHARED_SCOPE']);
  t.same(scopesOf('ENTITY_VIEW'), ['CLIENT_SCOPE', 'SERVER_SCOPE', 'SHARED_SCOPE']);
  t.same(scopesOf('ASSET'), ['SERVER_SCOPE']);
  t.same(scopesOf('CUSTOMER'), ['SERVER_SCOPE']);
});
