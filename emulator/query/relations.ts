import type { DatabaseSync } from 'node:sqlite';
import { prepareCached } from '../db/statements.ts';
import type { EntityFilter, EntityIdRef, RelationTypeFilter } from './query-types.ts';

type RelationsFilter = Extract<EntityFilter, { type: 'relations' }>;

interface Hop {
  entity: EntityIdRef;
  relationType: string;
  level: number;
}

const RELATION_TABLE = 'relation';

function hasRelationTable(db: DatabaseSync): boolean {
  const row = prepareCached(db, "SELECT 1 AS found FROM sqlite_master WHERE type = 'table' AND name = ?").get(RELATION_TABLE);
  return row !== undefined;
}

function neighbours(db: DatabaseSync, from: EntityIdRef, direction: 'FROM' | 'TO'): Hop[] {
  const [near, far] = direction === 'FROM' ? ['from', 'to'] : ['to', 'from'];
  const sql =
    `SELECT ${far}_id AS id, ${far}_type AS type, relation_type FROM ${RELATION_TABLE} ` +
    `WHERE ${near}_id = ? AND ${near}_type = ? AND relation_type_group = 'COMMON'`;
  const rows = prepareCached(db, sql).all(from.id, from.entityType) as { id: string; type: string; relation_type: string }[];
  return rows.map((row) => ({ entity: { entityType: row.type, id: row.id }, relationType: row.relation_type, level: 0 }));
}

function matches(hop: Hop, filters: RelationTypeFilter[]): boolean {
  if (filters.length === 0) return true;
  return filters.some(
    (filter) =>
      (!filter.relationType || filter.relationType === hop.relationType) &&
      (filter.entityTypes.length === 0 || filter.entityTypes.includes(hop.entity.entityType)),
  );
}

/**
 * Walks the relation graph breadth-first from the root entities (maxLevel <= 0: no limit) and keeps the
 * entities reached through a relation that passes the filters. Each entity is reported once.
 */
export function relatedEntities(db: DatabaseSync, filter: RelationsFilter): EntityIdRef[] {
  if (!hasRelationTable(db)) return [];
  const unlimited = filter.maxLevel <= 0;
  const visited = new Set(filter.rootEntities.map((root) => `${root.entityType}:${root.id}`));
  const found = new Map<string, EntityIdRef>();
  let frontier: EntityIdRef[] = filter.rootEntities;
  for (let level = 1; frontier.length > 0 && (unlimited || level <= filter.maxLevel); level++) {
    const next: EntityIdRef[] = [];
    for (const entity of frontier) {
      const hops = neighbours(db, entity, filter.direction);
      for (const hop of hops) {
        const key = `${hop.entity.entityType}:${hop.entity.id}`;
        const lastLevel = !unlimited && level === filter.maxLevel;
        const leaf = neighbours(db, hop.entity, filter.direction).length === 0;
        const keep = !filter.fetchLastLevelOnly || lastLevel || (unlimited && leaf);
        if (keep && matches(hop, filter.filters) && !found.has(key)) found.set(key, hop.entity);
        if (!visited.has(key)) {
          visited.add(key);
          next.push(hop.entity);
        }
      }
    }
    frontier = next;
  }
  return [...found.values()];
}
