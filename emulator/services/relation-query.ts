import type { EmulatorContext } from '../context.ts';
import { badRequest, general } from '../http/api-error.ts';
import { isUuid } from '../lib/ids.ts';
import { isObject } from '../lib/json.ts';
import type { EntityRef, RelationRow } from '../store/relations.ts';
import { ENTITY_TYPES } from '../routes/entity-types.ts';
import { RELATION_TYPE_GROUPS } from './relation-types.ts';

export interface RelationFilter {
  relationType: string | null;
  entityTypes: string[];
}

export interface RelationsQuery {
  root: EntityRef;
  direction: 'FROM' | 'TO';
  typeGroup: string;
  maxLevel: number;
  fetchLastLevelOnly: boolean;
  filters: RelationFilter[];
}

// The platform stops unbounded walks (maxLevel 0) at a fixed depth.
const UNBOUNDED_DEPTH = 50;

/** Binds `RelationsSearchParameters` (the `parameters` member of the relation and entity search queries). */
export function parseSearchParameters(value: unknown): Omit<RelationsQuery, 'filters'> {
  if (!isObject(value)) throw badRequest('Relations search parameters should be specified!');
  const rootId = value.rootId;
  const rootType = value.rootType;
  if (typeof rootId !== 'string' || !isUuid(rootId)) throw general(`JSON parse error: Invalid UUID string: ${String(rootId)}`);
  if (typeof rootType !== 'string' || !ENTITY_TYPES.includes(rootType)) {
    throw general(`JSON parse error: Cannot deserialize value of type \`org.thingsboard.server.common.data.EntityType\` from String "${String(rootType)}"`);
  }
  const direction = value.direction ?? 'FROM';
  if (direction !== 'FROM' && direction !== 'TO') {
    throw general(`JSON parse error: Cannot deserialize value of type \`org.thingsboard.server.common.data.relation.EntitySearchDirection\` from String "${String(direction)}"`);
  }
  const group = typeof value.relationTypeGroup === 'string' && RELATION_TYPE_GROUPS.includes(value.relationTypeGroup)
    ? value.relationTypeGroup
    : 'COMMON';
  const maxLevel = typeof value.maxLevel === 'number' && Number.isInteger(value.maxLevel) ? value.maxLevel : 1;
  return {
    root: { entityType: rootType, id: rootId.toLowerCase() },
    direction,
    typeGroup: group,
    maxLevel: maxLevel <= 0 ? UNBOUNDED_DEPTH : maxLevel,
    fetchLastLevelOnly: value.fetchLastLevelOnly === true,
  };
}

export function parseRelationsQuery(body: Record<string, unknown>): RelationsQuery {
  const filters = Array.isArray(body.filters) ? body.filters : [];
  return {
    ...parseSearchParameters(body.parameters),
    filters: filters.filter(isObject).map((filter) => ({
      relationType: typeof filter.relationType === 'string' && filter.relationType !== '' ? filter.relationType : null,
      entityTypes: Array.isArray(filter.entityTypes) ? filter.entityTypes.filter((t): t is string => typeof t === 'string') : [],
    })),
  };
}

function matches(filters: RelationFilter[], row: RelationRow, direction: 'FROM' | 'TO'): boolean {
  if (filters.length === 0) return true;
  const otherType = direction === 'FROM' ? row.to_type : row.from_type;
  return filters.some((filter) =>
    (filter.relationType === null || filter.relationType === row.relation_type) &&
    (filter.entityTypes.length === 0 || filter.entityTypes.includes(otherType)));
}

/** Walks relations level by level from the root; filters choose what is returned, not where the walk goes. */
export function findRelationsByQuery(ctx: EmulatorContext, query: RelationsQuery): RelationRow[] {
  const { relations } = ctx.stores;
  const seen = new Set<string>([`${query.root.entityType}:${query.root.id}`]);
  let frontier: EntityRef[] = [query.root];
  const found: RelationRow[] = [];
  for (let level = 1; level <= query.maxLevel && frontier.length > 0; level++) {
    const next: EntityRef[] = [];
    const levelRows: RelationRow[] = [];
    for (const entity of frontier) {
      const lookup = { entity, typeGroup: query.typeGroup };
      const rows = query.direction === 'FROM' ? relations.findFrom(lookup) : relations.findTo(lookup);
      for (const row of rows) {
        const other = query.direction === 'FROM'
          ? { entityType: row.to_type, id: row.to_id }
          : { entityType: row.from_type, id: row.from_id };
        const key = `${other.entityType}:${other.id}`;
        const isLeaf = seen.has(key) || level === query.maxLevel;
        if (!seen.has(key)) {
          seen.add(key);
          next.push(other);
        }
        if (!matches(query.filters, row, query.direction)) continue;
        if (!query.fetchLastLevelOnly || isLeaf || relationsFrom(ctx, other, query).length === 0) levelRows.push(row);
      }
    }
    found.push(...levelRows);
    frontier = next;
  }
  return found;
}

function relationsFrom(ctx: EmulatorContext, entity: EntityRef, query: RelationsQuery): RelationRow[] {
  const lookup = { entity, typeGroup: query.typeGroup };
  return query.direction === 'FROM' ? ctx.stores.relations.findFrom(lookup) : ctx.stores.relations.findTo(lookup);
}

/** The far ends of the relations a query finds, each once, in the order found. */
export function relatedEntities(rows: RelationRow[], direction: 'FROM' | 'TO'): EntityRef[] {
  const seen = new Set<string>();
  const out: EntityRef[] = [];
  for (const row of rows) {
    const entity = direction === 'FROM' ? { entityType: row.to_type, id: row.to_id } : { entityType: row.from_type, id: row.from_id };
    const key = `${entity.entityType}:${entity.id}`;
    if (seen.has(key)) continue;
    seen.add(key);
    out.push(entity);
  }
  return out;
}
