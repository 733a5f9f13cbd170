import t from 'tap';
import { addValues, heldValues, parseAction, prefixMatches, readChipList, removeValue, substringMatches, typedValues } from '../../server/domain/pickers/type-chips.ts';
import { allowedEntityType, entityTypeNameKey, matchedSubtype, readEntityTypeList, readSubtypeList, subtypePlaceholder } from '../../server/domain/pickers/type-pickers.ts';
import { cachedForTenant, dropForTenant } from '../../server/tables/tenant-list-cache.ts';

// The type pickers' rules (widgets spec §4, §5): sub-type chips added and removed, separators, trimming, duplicates,
// the last removed leaves null, an entity type no longer allowed resets, prefix and substring matching, the
// placeholders and messages, and the per-tenant sub-type cache dropped on save.

const ALLOWED = [
  { value: 'DEVICE', label: 'Device' },
  { value: 'ASSET', label: 'Asset' },
  { value: 'ENTITY_VIEW', label: 'Entity view' },
];

t.test('typed text ends values at comma and semicolon, trimmed, empty pieces ignored', async (t) => {
  t.same(typedValues(' thermostat , meter;; pump ;'), ['thermostat', 'meter', 'pump']);
  t.same(typedValues(' ;, '), []);
  t.same(typedValues('air handler'), ['air handler'], 'a type may hold spaces');
});

t.test('adding a held value is ignored; removing the last leaves null', async (t) => {
  t.same(addValues(['a', 'b'], ['b', 'c', 'c']), ['a', 'b', 'c']);
  t.same(removeValue(['a', 'b'], 'a'), ['b']);
  t.equal(removeValue(['a'], 'a'), null, 'the last chip removed: no value');
  t.same(removeValue(['a'], 'x'), ['a'], 'removing what is not held changes nothing');
  t.same(heldValues([' a ', '', 'a', 'b', 3]), ['a', 'b'], 'posted chips trimmed, each once, non-strings dropped');
  t.same(heldValues(undefined), []);
});

t.test('a button value names its action', async (t) => {
  t.same(parseAction('add'), { op: 'add' });
  t.same(parseAction('search'), { op: 'search' });
  t.same(parseAction('remove:a:b'), { op: 'remove', value: 'a:b' }, 'a value may hold the separator');
  t.same(parseAction('pick:x'), { op: 'pick', value: 'x' });
  t.same(parseAction('remove'), { op: 'none' });
  t.same(parseAction(''), { op: 'none' });
});

t.test('sub-types match by case-insensitive prefix, entity types by case-insensitive substring', async (t) => {
  t.same(prefixMatches(['Thermostat', 'thermometer', 'meter', 'Pump'], 'THERM'), ['Thermostat', 'thermometer']);
  t.same(prefixMatches(['a', 'b'], '  '), ['a', 'b'], 'no text: all');
  t.same(substringMatches(ALLOWED, 'VIEW').map((o) => o.value), ['ENTITY_VIEW']);
  t.same(substringMatches(ALLOWED, 'e').map((o) => o.value), ['DEVICE', 'ASSET', 'ENTITY_VIEW'], 'anywhere in the name');
  t.same(substringMatches(ALLOWED, 'xyz'), []);
});

t.test('a sub-type list read from the form', async (t) => {
  const read = (body: Record<string, unknown>, required = false) => readSubtypeList(body, 'types', { kind: 'device', required });
  t.match(read({ types: ['a'], 'types.text': ' b, a ; c ', 'types.action': 'add' }), { values: ['a', 'b', 'c'], text: '', edited: true }, 'Add: the typed values, held ones ignored, the field emptied');
  t.match(read({ types: ['a'], 'types.text': ' ; ', 'types.action': 'add' }), { values: ['a'], text: '' }, 'nothing but separators adds nothing');
  t.match(read({ types: ['a', 'b'], 'types.action': 'remove:a' }), { values: ['b'] });
  t.match(read({ types: 'a', 'types.action': 'remove:a' }), { values: null, error: undefined }, 'the last removed: null');
  t.match(read({ types: 'a', 'types.action': 'remove:a' }, true), { values: null, error: { key: 'device.device-type-list-empty' } }, 'required and emptied: its message');
  t.match(read({ 'types.text': 'th', 'types.action': 'pick:thermostat' }), { values: ['thermostat'], text: '' }, 'a suggestion chosen');
  t.match(read({ types: 'a', 'types.text': 'th', 'types.action': 'search' }), { values: ['a'], text: 'th', edited: true }, 'Search keeps the text');
  t.match(read({ types: 'a', 'types.text': 'new one' }), { values: ['a', 'new one'], text: '', edited: false }, 'the form sent with text: the text counts, as Enter would have added it');
  const long = 'x'.repeat(256);
  t.match(read({ types: 'a', 'types.text': `ok, ${long}`, 'types.action': 'add' }), { values: ['a'], text: `ok, ${long}`, error: { key: 'device.device-type-max-length' } }, 'longer than 255: refused, text kept, nothing added');
  t.match(read({ 'types.text': 'x'.repeat(255), 'types.action': 'add' }), { values: ['x'.repeat(255)] }, '255 characters taken');
  t.match(readSubtypeList({}, 'types', { kind: 'asset', required: true }), { values: null, error: { key: 'asset.asset-type-list-empty' } });
});

t.test('an entity type list takes only allowed types, by type or name in any case', async (t) => {
  const read = (body: Record<string, unknown>, required = false) => readEntityTypeList(body, 'types', { allowed: ALLOWED, required });
  t.match(read({ types: 'DEVICE', 'types.text': 'entity VIEW; device', 'types.action': 'add' }), { values: ['DEVICE', 'ENTITY_VIEW'], text: '' });
  t.match(read({ types: 'DEVICE', 'types.text': 'nope', 'types.action': 'add' }), { values: ['DEVICE'], text: 'nope', error: { key: 'entity.no-entity-types-matching', values: { entityType: 'nope' } } });
  t.match(read({ types: ['DEVICE', 'TENANT'] }), { values: ['DEVICE'] }, 'a chip no longer allowed is dropped');
  t.match(read({ 'types.action': 'pick:TENANT' }), { values: null }, 'a type not allowed cannot be chosen');
  t.match(read({ types: 'ASSET', 'types.action': 'remove:ASSET' }, true), { values: null, error: { key: 'entity.entity-type-list-empty' } });
});

t.test('readChipList without a button of its own and no text leaves the chips as they are', async (t) => {
  t.same(readChipList({ l: ['a', 'b'] }, 'l', { accept: (p) => p }), { values: ['a', 'b'], text: '', edited: false });
  t.same(readChipList({}, 'l', { accept: (p) => p }), { values: null, text: '', edited: false });
});

t.test('an entity type select resets when its type is no longer allowed', async (t) => {
  t.equal(allowedEntityType('DEVICE', ['DEVICE', 'ASSET']), 'DEVICE');
  t.equal(allowedEntityType('DEVICE', ['ASSET']), null, 'allowed types changed: reset to null');
  t.equal(allowedEntityType(null, ['ASSET']), null);
  t.equal(entityTypeNameKey('DEVICE'), 'entity.type-device');
  t.equal(entityTypeNameKey('SOMETHING'), 'entity.type-unknown', 'an unknown type is Unknown');
});

t.test('a single sub-type select matches its value to a choice once they loaded', async (t) => {
  t.equal(matchedSubtype('meter', ['meter', 'pump']), 'meter');
  t.equal(matchedSubtype('gone', ['meter', 'pump']), '', 'no such choice: all subtypes');
  t.equal(matchedSubtype(null, ['meter']), '');
});

t.test('the multi sub-type placeholder: any when optional, enter type when required, +type once a chip exists', async (t) => {
  t.same(subtypePlaceholder('device', false, 0), { key: 'device.any-device' });
  t.same(subtypePlaceholder('edge', true, 0), { key: 'edge.enter-edge-type' });
  t.same(subtypePlaceholder('asset', true, 2), { key: 'entity.add-subtype-placeholder', values: { type: 'asset.asset-type' } });
});

t.test('the sub-type cache: per tenant and kind, fresh a short while, dropped on save, a failure not kept', async (t) => {
  let loads = 0;
  const load = (types: string[]) => () => {
    loads++;
    return Promise.resolve(types);
  };
  t.same(await cachedForTenant('t1', 'device', load(['a']), 1_000), ['a']);
  t.same(await cachedForTenant('t1', 'device', load(['b']), 2_000), ['a'], 'fresh: the kept list');
  t.same(await cachedForTenant('t2', 'device', load(['c']), 2_000), ['c'], 'another tenant: its own list');
  t.same(await cachedForTenant('t1', 'asset', load(['d']), 2_000), ['d'], 'another kind: its own list');
  t.equal(loads, 3);
  dropForTenant('t1', 'device');
  t.same(await cachedForTenant('t1', 'device', load(['e']), 3_000), ['e'], 'a device saved: listed afresh');
  t.same(await cachedForTenant('t1', 'device', load(['f']), 3_000 + 15_000), ['f'], 'expired: listed afresh');
  await t.rejects(cachedForTenant('t3', 'edge', () => Promise.reject(new Error('down')), 5_000));
  t.same(await cachedForTenant('t3', 'edge', load(['g']), 5_001), ['g'], 'a failed list is not kept');
});
