import type { DatabaseSync } from 'node:sqlite';
import { prepareCached } from '../db/statements.ts';
import { readJson } from '../lib/json.ts';

/**
 * Entities an alarm propagates to through relations: every ancestor of its originator over COMMON relations
 * (any depth), restricted to `propagateRelationTypes` when that list is not empty. Maps id → entity type.
 */
export function relationAncestors(db: DatabaseSync, originatorId: string, relationTypes: string | null): Map<string, string> {
  const types = readJson(relationTypes);
  const allowed = Array.isArray(types) && types.length > 0 ? new Set(types.map(String)) : null;
  const seen = new Map<string, string>();
  let frontier = [originatorId];
  while (frontier.length > 0) {
    const next: string[] = [];
    for (const id of frontier) {
      const rows = prepareCached(
        db,
        "SELECT from_id, from_type, relation_type FROM relation WHERE to_id = ? AND relation_type_group = 'COMMON'",
      ).all(id) as { from_id: string; from_type: string; relation_type: string }[];
      for (const row of rows) {
        if ((allowed && !allowed.has(row.relation_type)) || seen.has(row.from_id) || row.from_id === originatorId) continue;
        seen.set(row.from_id, row.from_type);
        next.push(row.from_id);
      }
    }
    frontier = next;
  }
  return seen;
}
