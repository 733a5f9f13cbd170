import type { DatabaseSync, SQLInputValue } from 'node:sqlite';
import type { Caller } from '../auth/caller.ts';
import { prepareCached } from '../db/statements.ts';
import { isUuid } from '../lib/ids.ts';
import { entityTable } from './entity-tables.ts';
import type { EntityTable, Row } from './entity-tables.ts';
import type { EntityFilter, EntityIdRef } from './query-types.ts';
import { relatedEntities } from './relations.ts';

/** One entity matched by a filter, with its whole row (fields are read from it later). */
export interface FoundEntity {
  table: EntityTable;
  id: string;
  row: Row;
}

interface Conditions {
  where: string[];
  params: SQLInputValue[];
}

/** A filter as a query on one table: the table and the conditions selecting the matched rows. */
export interface TablePlan {
  table: EntityTable;
  conditions: Conditions;
}

/** Tenant admins see their tenant's entities; customer users only what their customer owns. */
function callerScope(table: EntityTable, caller: Caller): Conditions | null {
  const where = [`${table.tenantColumn} = ?`];
  const params: SQLInputValue[] = [caller.tenantId];
  if (caller.authority === 'CUSTOMER_USER') {
    if (table.customerCondition === null) return null;
    where.push(table.customerCondition);
    params.push(caller.customerId);
  } else if (caller.authority !== 'TENANT_ADMIN') {
    return null;
  }
  return { where, params };
}

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

function nameStartsWith(table: EntityTable, prefix: string, conditions: Conditions): void {
  if (prefix === '') return;
  conditions.where.push(`${table.searchColumn} LIKE ? ESCAPE '\\'`);
  conditions.params.push(`${escapeLike(prefix.toLowerCase())}%`);
}

// Lists travel as one JSON parameter: one cached statement whatever their length, and no parameter limit.
function idsIn(ids: string[], conditions: Conditions): void {
  conditions.where.push('id IN (SELECT value FROM json_each(?))');
  conditions.params.push(JSON.stringify(ids));
}

function plan(
  db: DatabaseSync, caller: Caller, entityType: string | null, refine: (table: EntityTable, c: Conditions) => void,
): TablePlan | null {
  const table = entityType === null ? undefined : entityTable(db, entityType);
  const conditions = table ? callerScope(table, caller) : null;
  if (!table || conditions === null) return null;
  refine(table, conditions);
  return { table, conditions };
}

/**
 * The filter (contract 7.2) as a query on one table; null when it can match nothing for this caller. Relation
 * filters walk the relation graph instead and have no such plan (undefined).
 */
export function tablePlan(db: DatabaseSync, caller: Caller, filter: EntityFilter): TablePlan | null | undefined {
  switch (filter.type) {
    case 'singleEntity': {
      const ref = filter.singleEntity;
      return ref ? plan(db, caller, ref.entityType, (_, c) => idsIn([ref.id], c)) : null;
    }
    case 'entityList': {
      const ids = filter.entityList.filter(isUuid).map((id) => id.toLowerCase());
      return ids.length > 0 ? plan(db, caller, filter.entityType, (_, c) => idsIn(ids, c)) : null;
    }
    case 'entityName':
      return plan(db, caller, filter.entityType, (table, c) => nameStartsWith(table, filter.entityNameFilter, c));
    case 'entityType':
      return plan(db, caller, filter.entityType, () => {});
    case 'typed':
      return plan(db, caller, filter.entityType, (table, c) => {
        if (filter.subTypes.length > 0 && table.typeColumn) {
          c.where.push(`${table.typeColumn} IN (SELECT value FROM json_each(?))`);
          c.params.push(JSON.stringify(filter.subTypes));
        }
        nameStartsWith(table, filter.nameFilter, c);
      });
    case 'apiUsageState':
      return plan(db, caller, 'API_USAGE_STATE', (_, c) => {
        c.where.push('entity_type = ?', 'entity_id = ?');
        c.params.push(...(filter.customerId ? ['CUSTOMER', filter.customerId] : ['TENANT', caller.tenantId]));
      });
    case 'relations':
      return undefined;
  }
}

function columnsOf(table: EntityTable, idsOnly: boolean): string {
  if (idsOnly) return 'id';
  return table.extraColumns ? `*, ${table.extraColumns}` : '*';
}

const whereOf = (conditions: Conditions) => conditions.where.join(' AND ');

function selectRows(db: DatabaseSync, { table, conditions }: TablePlan, idsOnly = false): FoundEntity[] {
  const sql = `SELECT ${columnsOf(table, idsOnly)} FROM ${table.table} WHERE ${whereOf(conditions)} ORDER BY id`;
  const rows = prepareCached(db, sql).all(...conditions.params) as Row[];
  return rows.map((row) => ({ table, id: String(row.id), row }));
}

/** The entities among a set of ids that the caller may see. */
function entitiesByIds(db: DatabaseSync, caller: Caller, refs: EntityIdRef[]): FoundEntity[] {
  const byType = new Map<string, string[]>();
  for (const ref of refs) byType.set(ref.entityType, [...(byType.get(ref.entityType) ?? []), ref.id]);
  return [...byType].flatMap(([entityType, ids]) => {
    const typePlan = plan(db, caller, entityType, (_, c) => idsIn(ids, c));
    return typePlan ? selectRows(db, typePlan) : [];
  });
}

function relationMatches(db: DatabaseSync, caller: Caller, filter: Extract<EntityFilter, { type: 'relations' }>): FoundEntity[] {
  const matches = entitiesByIds(db, caller, relatedEntities(db, filter));
  const only = filter.only;
  if (!only) return matches;
  return matches.filter(
    (entity) =>
      entity.table.entityType === only.entityType &&
      (only.subTypes.length === 0 || only.subTypes.includes(String(entity.row.type))),
  );
}

/**
 * Every entity the filter matches and the caller may read, in id order. `idsOnly` skips reading the rows
 * (for counting when no entity field is needed); relation filters always read them.
 */
export function findEntities(db: DatabaseSync, caller: Caller, filter: EntityFilter, idsOnly = false): FoundEntity[] {
  if (filter.type === 'relations') return relationMatches(db, caller, filter);
  const tableQuery = tablePlan(db, caller, filter);
  return tableQuery ? selectRows(db, tableQuery, idsOnly) : [];
}

/** One page of a single-table plan ordered in SQL (`order` is an ORDER BY list), with the total count. */
export function findEntityPage(
  db: DatabaseSync, { table, conditions }: TablePlan, order: string, limit: number, offset: number,
): { total: number; entities: FoundEntity[] } {
  const where = whereOf(conditions);
  const counted = prepareCached(db, `SELECT count(*) AS n FROM ${table.table} WHERE ${where}`).get(...conditions.params) as { n: number };
  const sql = `SELECT ${columnsOf(table, false)} FROM ${table.table} WHERE ${where} ORDER BY ${order} LIMIT ? OFFSET ?`;
  const rows = prepareCached(db, sql).all(...conditions.params, limit, offset) as Row[];
  return { total: Number(counted.n), entities: rows.map((row) => ({ table, id: String(row.id), row })) };
}
