import { ENTITY_TYPE_KEYS } from '../entity-type-names.ts';
import { readChipList, SUBTYPE_MAX_LENGTH, type ChipListRead } from './type-chips.ts';

/**
 * The entity type and sub-type pickers' rules (widgets spec §2, §4, §5): which texts each kind of sub-type shows, the
 * placeholder of a multi-select, the reset of an entity type no longer allowed, the match of a sub-type to its
 * choices, and the verdicts of the two chip lists.
 */

/** The entity kinds carrying sub-types (spec: entity types). */
export type SubtypeKind = 'asset' | 'device' | 'edge' | 'entityView';
export const SUBTYPE_KINDS: readonly SubtypeKind[] = ['asset', 'device', 'edge', 'entityView'];

/** The kind of sub-type an entity type carries, if it carries one. */
export const SUBTYPE_KIND_OF: Readonly<Record<string, SubtypeKind>> = { ASSET: 'asset', DEVICE: 'device', EDGE: 'edge', ENTITY_VIEW: 'entityView' };

export const isSubtypeKind = (value: unknown): value is SubtypeKind => SUBTYPE_KINDS.includes(value as SubtypeKind);

/** Each kind's texts, upstream's keys: label, required, list empty, placeholders, no match, too long. */
export const SUBTYPE_TEXTS: Record<SubtypeKind, { label: string; required: string; listEmpty: string; enter: string; any: string; noMatching: string; maxLength: string }> = {
  asset: {
    label: 'asset.asset-type', required: 'asset.asset-type-required', listEmpty: 'asset.asset-type-list-empty', enter: 'asset.enter-asset-type',
    any: 'asset.any-asset', noMatching: 'asset.no-asset-types-matching', maxLength: 'asset.asset-type-max-length',
  },
  device: {
    label: 'device.device-type', required: 'device.device-type-required', listEmpty: 'device.device-type-list-empty', enter: 'device.enter-device-type',
    any: 'device.any-device', noMatching: 'device.no-device-types-matching', maxLength: 'device.device-type-max-length',
  },
  edge: {
    label: 'edge.edge-type', required: 'edge.edge-type-required', listEmpty: 'edge.edge-type-list-empty', enter: 'edge.enter-edge-type',
    any: 'edge.any-edge', noMatching: 'edge.no-edge-types-matching', maxLength: 'edge.type-max-length',
  },
  entityView: {
    label: 'entity-view.entity-view-type', required: 'entity-view.entity-view-type-required', listEmpty: 'entity-view.entity-view-type-list-empty',
    enter: 'entity-view.enter-entity-view-type', any: 'entity-view.any-entity-view', noMatching: 'entity-view.no-entity-view-types-matching',
    maxLength: 'entity-view.type-max-length',
  },
};

/** The entity type pickers' texts (upstream's keys). */
export const ENTITY_TYPE_TEXTS = {
  label: 'entity.type', listLabel: 'entity.entity-type-list', required: 'entity.type-required', listEmpty: 'entity.entity-type-list-empty',
  enter: 'entity.enter-entity-type', noMatching: 'entity.no-entity-types-matching', unknown: 'entity.type-unknown',
} as const;

/** A translation key and its values. */
export type Text = { key: string; values?: Record<string, string> };

/**
 * A multi-select sub-type's placeholder (spec §2): '+type' once a chip exists, else 'enter type' when required and
 * 'any' when optional.
 */
export function subtypePlaceholder(kind: SubtypeKind, required: boolean, chips: number): Text {
  const texts = SUBTYPE_TEXTS[kind];
  if (chips > 0) return { key: 'entity.add-subtype-placeholder', values: { type: texts.label } };
  return { key: required ? texts.enter : texts.any };
}

/** An entity type select's value once the allowed types are known: reset to null when no longer allowed (spec §4). */
export function allowedEntityType(value: string | null | undefined, allowed: readonly string[]): string | null {
  return value && allowed.includes(value) ? value : null;
}

/** A single sub-type select's value after its choices load: the choice it matches, else none ('all subtypes'). */
export function matchedSubtype(value: string | null | undefined, choices: readonly string[]): string {
  return value && choices.includes(value) ? value : '';
}

/** The name key of an entity type; an unknown one is 'Unknown' (spec §8). */
export const entityTypeNameKey = (type: string): string => ENTITY_TYPE_KEYS[type] ?? ENTITY_TYPE_TEXTS.unknown;

/** A chip list's verdict: what was read, and the translation key (with values) of its error, if any. */
export type ChipListVerdict = ChipListRead & { error?: Text };

/** A multi-select sub-type from the posted body (free text allowed: a typed type not yet known is offered as new). */
export function readSubtypeList(body: Record<string, unknown>, name: string, options: { kind: SubtypeKind; required: boolean }): ChipListVerdict {
  const read = readChipList(body, name, { accept: (piece) => piece, maxLength: SUBTYPE_MAX_LENGTH });
  const texts = SUBTYPE_TEXTS[options.kind];
  if (read.problem === 'too-long') return { ...read, error: { key: texts.maxLength } };
  if (options.required && read.values === null) return { ...read, error: { key: texts.listEmpty } };
  return read;
}

/**
 * A multi-select entity type from the posted body: only allowed types, chosen by type or by a typed name (any case);
 * chips of types no longer allowed are dropped.
 */
export function readEntityTypeList(
  body: Record<string, unknown>,
  name: string,
  options: { allowed: readonly { value: string; label: string }[]; required: boolean },
): ChipListVerdict {
  const byText = (piece: string) => {
    const typed = piece.toLowerCase();
    return options.allowed.find((o) => o.value === piece || o.label.toLowerCase() === typed)?.value;
  };
  const read = readChipList(body, name, { accept: byText, keep: (v) => options.allowed.some((o) => o.value === v) });
  if (read.problem === 'unknown') return { ...read, error: { key: ENTITY_TYPE_TEXTS.noMatching, values: { entityType: read.text.trim() } } };
  if (options.required && read.values === null) return { ...read, error: { key: ENTITY_TYPE_TEXTS.listEmpty } };
  return read;
}
