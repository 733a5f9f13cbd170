import type { DatabaseSync } from 'node:sqlite';
import { prepareCached } from '../db/statements.ts';
import type { EntityType } from '../lib/ids.ts';
import { readJson } from '../lib/json.ts';

export interface RelationRow {
  from_id: string;
  from_type: string;
  to_id: string;
  to_type: string;
  relation_type_group: string;
  relation_type: string;
  additional_info: string | null;
}

export interface EntityRef {
  entityType: string;
  id: string;
}

export function toRelation(row: RelationRow) {
  return {
    from: { entityType: row.from_type as EntityType, id: row.from_id },
    to: { entityType: row.to_type as EntityType, id: row.to_id },
    type: row.relation_type,
    typeGroup: row.relation_type_group,
    additionalInfo: readJson(row.additional_info),
  };
}

/** One end of a relation lookup: the entity, optionally narrowed to a type, always within one type group. */
export interface RelationLookup {
  entity: EntityRef;
  typeGroup: string;
  relationType?: string;
}

export function createRelationStore(db: DatabaseSync) {
  const byEnd = (end: 'from' | 'to', lookup: RelationLookup): RelationRow[] => {
    const typeSql = lookup.relationType === undefined ? '' : ' AND relation_type = ?';
    const params = [lookup.entity.id, lookup.entity.entityType, lookup.typeGroup];
    if (lookup.relationType !== undefined) params.push(lookup.relationType);
    return prepareCached(
      db,
      `SELECT * FROM relation WHERE ${end}_id = ? AND ${end}_type = ? AND relation_type_group = ?${typeSql}
       ORDER BY relation_type, ${end === 'from' ? 'to' : 'from'}_type, ${end === 'from' ? 'to' : 'from'}_id`,
    ).all(...params) as unknown as RelationRow[];
  };
  return {
    save(row: RelationRow): void {
      prepareCached(
        db,
        `INSERT INTO relation (from_id, from_type, to_id, to_type, relation_type_group, relation_type, additional_info)
         VALUES (?, ?, ?, ?, ?, ?, ?)
         ON CONFLICT DO UPDATE SET additional_info = excluded.additional_info`,
      ).run(row.from_id, row.from_type, row.to_id, row.to_type, row.relation_type_group, row.relation_type, row.additional_info);
    },
    find(from: EntityRef, to: EntityRef, relationType: string, typeGroup: string): RelationRow | undefined {
      return prepareCached(
        db,
        `SELECT * FROM relation WHERE from_id = ? AND from_type = ? AND to_id = ? AND to_type = ?
         AND relation_type = ? AND relation_type_group = ?`,
      ).get(from.id, from.entityType, to.id, to.entityType, relationType, typeGroup) as RelationRow | undefined;
    },
    /** Deletes one relation; false when there was none. */
    delete(from: EntityRef, to: EntityRef, relationType: string, typeGroup: string): boolean {
      const result = prepareCached(
        db,
        `DELETE FROM relation WHERE from_id = ? AND from_type = ? AND to_id = ? AND to_type = ?
         AND relation_type = ? AND relation_type_group = ?`,
      ).run(from.id, from.entityType, to.id, to.entityType, relationType, typeGroup);
      return Number(result.changes) > 0;
    },
    /** Every relation from or to the entity, of any type group (the platform's deleteEntityRelations). */
    deleteAllOf(entity: EntityRef): void {
      prepareCached(db, 'DELETE FROM relation WHERE from_id = ? AND from_type = ?').run(entity.id, entity.entityType);
      prepareCached(db, 'DELETE FROM relation WHERE to_id = ? AND to_type = ?').run(entity.id, entity.entityType);
    },
    findFrom(lookup: RelationLookup): RelationRow[] {
      return byEnd('from', lookup);
    },
    findTo(lookup: RelationLookup): RelationRow[] {
      return byEnd('to', lookup);
    },
  };
}

export type RelationStore = ReturnType<typeof createRelationStore>;
