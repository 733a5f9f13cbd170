/** Upstream's suggested relation types; any other text is a type too (widgets spec §2, §5). */
export const RELATION_TYPE_SUGGESTIONS = ['Contains', 'Manages'] as const;
export const RELATION_TYPE_MAX_LENGTH = 255;

export type RelationTypeCheck = { ok: true; value: string } | { ok: false; key: 'relation.relation-type-required' | 'relation.relation-type-max-length' };

/** A posted relation type: trimmed, required (unless the field may stay empty), at most 255 characters. */
export function checkRelationType(text: string, required = true): RelationTypeCheck {
  const value = text.trim();
  if (value === '' && required) return { ok: false, key: 'relation.relation-type-required' };
  if (value.length > RELATION_TYPE_MAX_LENGTH) return { ok: false, key: 'relation.relation-type-max-length' };
  return { ok: true, value };
}
