import { keyList } from './key-list.ts';
import { checkMessageType } from './pickers/message-type.ts';
import { checkRelationType } from './pickers/relation-type.ts';

/*
 * The configuration members upstream's rule node forms edit with a suggesting control instead of plain text
 * (thingsboard-rule-config-ui-ngx), by member name: a relation type (create, delete and check relation nodes), an
 * output message type (deduplication) and a list of message types (message type filter). A member of another type
 * than the one listed keeps its plain control: a platform describing it otherwise is taken at its word.
 */

export type SuggestedKind = 'relationType' | 'messageType' | 'messageTypes';

const BY_MEMBER: Record<string, { kind: SuggestedKind; type: string; required: boolean }> = {
  relationType: { kind: 'relationType', type: 'string', required: true },
  outMsgType: { kind: 'messageType', type: 'string', required: false },
  messageTypes: { kind: 'messageTypes', type: 'strings', required: true },
};

/** The suggesting control of a configuration member, and whether upstream requires it; none for other members. */
export function suggestedOf(name: string, type: string): { kind: SuggestedKind; required: boolean } | undefined {
  const known = Object.hasOwn(BY_MEMBER, name) ? BY_MEMBER[name] : undefined;
  return known && known.type === type ? { kind: known.kind, required: known.required } : undefined;
}

/** The body member of the message types typed into a list's text field (its chips post under the member's own path). */
export const addedTypesField = (path: string) => `${path}.add`;

const strings = (v: unknown): string[] => (Array.isArray(v) ? v.map(String) : v === undefined ? [] : [String(v)]);

/** A list's input as posted: the kept chips and the typed ones, trimmed, each once. */
export function postedTypes(body: Record<string, unknown>, path: string): string[] {
  return keyList(strings(body[path]), strings(body[addedTypesField(path)])[0] ?? '');
}

/** A suggested member's value from its input, or the message key of what is wrong with it. */
export function readSuggested(suggested: { kind: SuggestedKind; required: boolean }, input: string | string[]): { value: unknown } | { key: string } {
  if (suggested.kind === 'messageTypes') {
    const list = Array.isArray(input) ? input : [];
    return list.length === 0 && suggested.required ? { key: 'tb.rulenode.message-types-required' } : { value: list };
  }
  const text = Array.isArray(input) ? (input[0] ?? '') : input;
  const read = suggested.kind === 'relationType' ? checkRelationType(text, suggested.required) : checkMessageType(text, suggested.required);
  // An optional type left empty is unset, as the platform's defaults hold it.
  return read.ok ? { value: read.value === '' ? null : read.value } : { key: read.key };
}
