import t from 'tap';
import { matchingBranches, chooseBranch, defaultBranch } from '../../server/domain/pickers/branch.ts';
import { autoSelectGateway, checkGatewayName, gatewayEnter, gatewaySelection, isGateway, matchingGateways, newGatewayDevice } from '../../server/domain/pickers/gateway.ts';
import { checkMessageType, MESSAGE_TYPES, messageTypeNameKey } from '../../server/domain/pickers/message-type.ts';
import { checkRelationType, RELATION_TYPE_SUGGESTIONS } from '../../server/domain/pickers/relation-type.ts';

// The rules of the gateway select, the relation type and message type autocompletes and the version-control branch
// autocomplete (widgets spec §4, §5).

const BRANCHES = [
  { name: 'develop', default: false },
  { name: 'main', default: true },
  { name: 'Release-1', default: false },
  { name: 'release-2', default: false },
];

t.test('branch suggestions: the names starting with the text, ignoring case', async (t) => {
  t.same(matchingBranches(BRANCHES, 'rel').map((b) => b.name), ['Release-1', 'release-2']);
  t.same(matchingBranches(BRANCHES, 'REL').map((b) => b.name), ['Release-1', 'release-2'], 'case-insensitive');
  t.same(matchingBranches(BRANCHES, 'ain'), [], 'a prefix, not any part of the name');
  t.same(matchingBranches(BRANCHES, '  ').length, 4, 'no text: every branch');
  t.same(matchingBranches(BRANCHES, 'main'), [{ name: 'main', default: true }], 'the default flag kept');
});

t.test('the default branch: the one marked, else the first, else none', async (t) => {
  t.equal(defaultBranch(BRANCHES), 'main');
  t.equal(defaultBranch([{ name: 'a', default: false }, { name: 'b', default: false }]), 'a');
  t.equal(defaultBranch([]), undefined);
});

t.test('selection mode: only existing branches; an unmatched text reverts to the matching or the default branch', async (t) => {
  t.same(chooseBranch(BRANCHES, 'develop', 'select'), { ok: true, value: 'develop' }, 'an existing branch');
  t.same(chooseBranch(BRANCHES, ' develop ', 'select'), { ok: true, value: 'develop' }, 'trimmed');
  t.same(chooseBranch(BRANCHES, 'RELEASE-1', 'select'), { ok: true, value: 'Release-1' }, 'the branch of that name in another case');
  t.same(chooseBranch(BRANCHES, 'feature-x', 'select'), { ok: true, value: 'main' }, 'unmatched: the default');
  t.same(chooseBranch(BRANCHES, '', 'select'), { ok: true, value: 'main' }, 'emptied: the default');
  t.same(chooseBranch([], 'x', 'select'), { ok: false, key: 'version-control.branch-required' }, 'nothing to revert to: required');
});

t.test('outside selection mode a typed non-empty name is a new branch', async (t) => {
  t.same(chooseBranch(BRANCHES, ' feature-x ', 'free'), { ok: true, value: 'feature-x' });
  t.same(chooseBranch(BRANCHES, 'main', 'free'), { ok: true, value: 'main' });
  t.same(chooseBranch(BRANCHES, '   ', 'free'), { ok: false, key: 'version-control.branch-required' });
});

const GATEWAYS = [
  { id: 'g1', name: 'Building A gateway' },
  { id: 'g2', name: 'Thermostat hub' },
  { id: 'g3', name: 'Building B gateway' },
];

t.test('gateway auto-select: the gateway named as the device, else the first', async (t) => {
  t.equal(autoSelectGateway(GATEWAYS, 'Thermostat hub'), 'g2');
  t.equal(autoSelectGateway(GATEWAYS, 'thermostat hub'), 'g1', 'the name as it is: another case is another name');
  t.equal(autoSelectGateway(GATEWAYS, 'Unknown'), 'g1');
  t.equal(autoSelectGateway(GATEWAYS), 'g1');
  t.equal(autoSelectGateway([], 'x'), undefined, 'no gateways: none chosen');
});

t.test('gateways: devices with additionalInfo.gateway true, narrowed by a name part ignoring case', async (t) => {
  t.ok(isGateway({ additionalInfo: { gateway: true } }));
  for (const additionalInfo of [null, undefined, {}, { gateway: false }, { gateway: 'true' }]) t.notOk(isGateway({ additionalInfo }), JSON.stringify(additionalInfo));
  t.same(matchingGateways(GATEWAYS, 'BUILDING').map((g) => g.id), ['g1', 'g3']);
  t.same(matchingGateways(GATEWAYS, 'hub').map((g) => g.id), ['g2']);
  t.same(matchingGateways(GATEWAYS, '').length, 3);
});

t.test('Enter in the gateway field: the gateway of that name, else creation; the name is required', async (t) => {
  t.same(gatewayEnter(GATEWAYS, ' Thermostat hub '), { kind: 'select', id: 'g2' });
  t.same(gatewayEnter(GATEWAYS, 'Thermostat'), { kind: 'create', name: 'Thermostat' }, 'no gateway selected by a part of a name: create');
  t.same(gatewayEnter(GATEWAYS, '  '), { kind: 'refused', key: 'gateway.gateway-name-required' });
  t.same(checkGatewayName(' New gw '), { ok: true, value: 'New gw' });
  t.same(checkGatewayName(''), { ok: false, key: 'gateway.gateway-name-required' });
  t.same(newGatewayDevice('New gw'), { name: 'New gw', type: 'Gateway', additionalInfo: { gateway: true } }, 'a device of type Gateway, flagged a gateway');
});

t.test('message type: a standard type or free text; required when flagged', async (t) => {
  t.equal(MESSAGE_TYPES.length, 29, "upstream's 29 message types");
  t.equal(new Set(MESSAGE_TYPES.map(([type]) => type)).size, 29, 'each once');
  t.equal(MESSAGE_TYPES[1][0], 'POST_TELEMETRY_REQUEST');
  t.equal(messageTypeNameKey('POST_TELEMETRY_REQUEST'), 'rulenode.message-type-name.post-telemetry');
  t.equal(messageTypeNameKey('MY_OWN_TYPE'), undefined);
  t.same(checkMessageType(' MY_OWN_TYPE '), { ok: true, value: 'MY_OWN_TYPE' }, 'free text');
  t.same(checkMessageType('  '), { ok: false, key: 'rulenode.message-type-required' });
  t.same(checkMessageType('', false), { ok: true, value: '' }, 'optional: empty is fine');
});

t.test('relation type: Contains and Manages suggested, free text, required, at most 255 characters', async (t) => {
  t.same(RELATION_TYPE_SUGGESTIONS, ['Contains', 'Manages']);
  t.same(checkRelationType(' Supplies '), { ok: true, value: 'Supplies' });
  t.same(checkRelationType(''), { ok: false, key: 'relation.relation-type-required' });
  t.same(checkRelationType('', false), { ok: true, value: '' });
  t.same(checkRelationType('x'.repeat(255)), { ok: true, value: 'x'.repeat(255) }, '255 characters');
  t.same(checkRelationType('x'.repeat(256)), { ok: false, key: 'relation.relation-type-max-length' }, '256 characters');
});

t.test('the gateway select\'s list: the matches, the chosen one first; auto-selected only on load', async (t) => {
  t.same(gatewaySelection(GATEWAYS, { search: '' }), { gateways: GATEWAYS, selected: 'g1' }, 'on load: the first');
  t.same(gatewaySelection(GATEWAYS, { search: '', deviceName: 'Building B gateway' }).selected, 'g3', 'on load: the device\'s');
  t.same(gatewaySelection(GATEWAYS, { search: 'hub' }), { gateways: [GATEWAYS[1]], selected: undefined }, 'typing: no auto-select');
  t.same(gatewaySelection(GATEWAYS, { search: 'hub', selected: 'g3' }), { gateways: [GATEWAYS[2], GATEWAYS[1]], selected: 'g3' }, 'the chosen one kept first');
  t.same(gatewaySelection(GATEWAYS, { search: '', selected: '' }).selected, undefined, 'nothing chosen stays so');
  t.same(gatewaySelection(GATEWAYS, { search: '', selected: 'gone' }).selected, undefined, 'a gateway no longer there: none');
});
