import t from 'tap';
import { checkColour, chosenColour, colourParts, composeColour, COLOUR_PRESETS } from '../../server/domain/pickers/colour.ts';
import { checkIconName, COMMON_ICONS, iconQuery, pickerIcons } from '../../server/domain/pickers/icons.ts';
import { keyValueRows, readKeyValueMap } from '../../server/domain/pickers/key-value-map.ts';
import { buildMaterialIconTable } from '../../server/assets/icon-sprite.ts';

// The pickers' rules (widgets spec §2, §5): a colour is any CSS colour and required when flagged; the picker dialog's
// choice without JavaScript; the icon picker's lists; the key-value map's rows, edits and checks.

t.test('a colour field takes any CSS colour, trimmed; empty is null unless required', async (t) => {
  for (const text of ['#fff', '#ffffff80', 'rgb(1, 2, 3)', 'rgba(1,2,3,0.5)', 'hsl(120 50% 50%)', 'teal', ' #3f51b5 ']) {
    t.same(checkColour(text, true), { ok: true, value: text.trim() }, text);
  }
  for (const text of ['#12345', 'rgb(1,2)', 'nope', '#ggg', 'rgba(1,2,3,0.5']) t.same(checkColour(text, false), { ok: false, key: 'color.invalid-color' }, text);
  t.same(checkColour('  ', true), { ok: false, key: 'color.color-required' });
  t.same(checkColour('', false), { ok: true, value: null });
});

t.test('a colour as the native picker and the opacity slider show it, and back', async (t) => {
  t.same(colourParts('rgba(255, 0, 0, 0.5)'), { hex: '#ff0000', alpha: 50 });
  t.same(colourParts('teal'), { hex: '#008080', alpha: 100 });
  t.same(colourParts('not a colour'), { hex: '#000000', alpha: 100 }, 'an invalid colour shows black, opaque');
  t.equal(composeColour('#FF0000', 100), '#ff0000', 'opaque: the hex');
  t.equal(composeColour('#ff0000', 50), 'rgba(255, 0, 0, 0.5)');
  t.equal(composeColour('#ff0000', 140), '#ff0000', 'opacity clamped to 100');
  t.equal(composeColour('#ff0000', -3), 'rgba(255, 0, 0, 0)', 'and to 0');
  t.equal(composeColour('red', 50), null, 'only what a native colour input posts');
});

t.test('the dialog chooses: a preset, else changed text, else a moved picker, else the text', async (t) => {
  const base = { text: '#3f51b5', initial: '#3f51b5', hex: '#3f51b5', alpha: '100' };
  t.equal(chosenColour({ ...base, preset: '#f44336' }), '#f44336', 'a preset button');
  t.equal(chosenColour({ ...base, text: 'rgba(0, 0, 0, 0.2)', hex: '#ff0000' }), 'rgba(0, 0, 0, 0.2)', 'typed text wins over the picker');
  t.equal(chosenColour({ ...base, hex: '#ff0000' }), '#ff0000', 'the picker moved');
  t.equal(chosenColour({ ...base, alpha: '25' }), 'rgba(63, 81, 181, 0.25)', 'the slider moved');
  t.equal(chosenColour(base), '#3f51b5', 'nothing changed');
  t.equal(chosenColour({ ...base, hex: '#ff0000', alpha: '' }), '#ff0000', 'no slider in the body: the opacity as it was');
  t.equal(chosenColour({ ...base, text: 'nope' }), 'nope', 'invalid text is kept for the error');
  t.equal(chosenColour({ ...base, preset: 'javascript:1' }), '#3f51b5', 'a preset that is no colour is ignored');
  t.equal(COLOUR_PRESETS.length, 21);
  t.ok(COLOUR_PRESETS.every((p) => checkColour(p.value, true).ok));
});

t.test('the icon picker: 40 common icons, all of them in the self-hosted set; show all; search', async (t) => {
  const all = Object.keys(buildMaterialIconTable());
  t.equal(COMMON_ICONS.length, 40);
  t.equal(new Set(COMMON_ICONS).size, 40, 'each once');
  t.same(COMMON_ICONS.filter((name) => !all.includes(name)), [], 'every common icon has its SVG');
  t.same(pickerIcons(all, { all: false, query: '' }), COMMON_ICONS);
  t.ok(all.length > 1000 && pickerIcons(all, { all: true, query: '' }).length === all.length, 'show all: every icon');
  t.same(pickerIcons(all, { all: false, query: 'Arrow ' }), ['play_arrow', 'arrow_back', 'arrow_downward', 'arrow_forward', 'arrow_upward'], 'a query keeps the names containing it, case-insensitive');
  t.ok(pickerIcons(all, { all: true, query: 'arrow back' }).includes('arrow_back_ios'), 'spaces stand for underscores');
  t.same(pickerIcons(all, { all: true, query: 'zzzz' }), []);
  t.equal(iconQuery(`  ${'a'.repeat(100)}`).length, 64, 'a query is bounded');
  t.same(checkIconName('map', all, true), { ok: true, value: 'map' });
  t.same(checkIconName('', all, true), { ok: false, key: 'icon.icon-required' });
  t.same(checkIconName('', all, false), { ok: true, value: null });
  t.same(checkIconName('no_such_icon', all, false), { ok: false, key: 'icon.unknown-icon' });
});

t.test('the key-value map: rows read from the body, each needing key and value', async (t) => {
  const body = { 'm.0.key': ' a ', 'm.0.value': '1', 'm.2.key': 'b', 'm.2.value': '2', other: 'x' };
  t.same(readKeyValueMap(body, 'm'), { rows: [{ index: 0, key: 'a', value: '1' }, { index: 2, key: 'b', value: '2' }], errors: {}, error: undefined, value: { a: '1', b: '2' }, edited: false });
  const bad = readKeyValueMap({ 'm.0.key': 'a', 'm.0.value': ' ', 'm.1.key': '', 'm.1.value': 'v', 'm.2.key': 'a', 'm.2.value': 'w' }, 'm');
  t.same(bad.errors, { 0: { value: 'key-val.value-required' }, 1: { key: 'key-val.key-required' } });
  t.equal(bad.value, null, 'nothing stored while a row is wrong');
  t.same(bad.rows.map((r) => r.value), [' ', 'v', 'w'], 'what was typed is kept');
  const twice = readKeyValueMap({ 'm.0.key': 'a', 'm.0.value': '1', 'm.1.key': 'b', 'm.1.value': '2', 'm.2.key': ' a', 'm.2.value': '3' }, 'm');
  t.same(twice.errors, {}, 'a key given twice is no error (widgets spec §5: duplicate keys collapse)');
  t.same(twice.value, { a: '3', b: '2' }, "the later row's value wins");
  t.same(readKeyValueMap({}, 'm'), { rows: [], errors: {}, error: undefined, value: null, edited: false }, 'empty and optional: null');
  t.equal(readKeyValueMap({}, 'm', { required: true }).error, 'key-val.map-required');
});

t.test('the key-value map: add and remove buttons edit the rows and check nothing', async (t) => {
  const added = readKeyValueMap({ 'm.0.key': 'a', 'm.0.value': '', _op: 'add-row:m' }, 'm');
  t.same(added.rows, [{ index: 0, key: 'a', value: '' }, { index: 1, key: '', value: '' }]);
  t.same(added.errors, {}, 'no errors while editing');
  t.equal(added.edited, true);
  const removed = readKeyValueMap({ 'm.0.key': 'a', 'm.0.value': '1', 'm.1.key': 'b', 'm.1.value': '2', _op: 'remove-row:m.0' }, 'm');
  t.same(removed.rows, [{ index: 1, key: 'b', value: '2' }]);
  t.equal(readKeyValueMap({ _op: 'add-row:other' }, 'm').edited, false, "another list's button is not this map's");
  t.same(keyValueRows({ a: '1', n: 2 }), [{ index: 0, key: 'a', value: '1' }, { index: 1, key: 'n', value: '2' }], 'a stored map as rows');
});
