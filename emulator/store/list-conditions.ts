import type { SQLInputValue } from 'node:sqlite';

/** WHERE conditions of a list query and their parameters (one `?` each). */
export interface ListConditions {
  where: string[];
  params: SQLInputValue[];
}

/** A condition that applies only when its value is given. */
export type OptionalCondition = readonly [sql: string, value: SQLInputValue | undefined];

/** One tenant's rows (`<alias>.tenant_id = ?`), narrowed by each optional condition whose value is given. */
export function tenantConditions(alias: string, tenantId: string, optional: readonly OptionalCondition[]): ListConditions {
  const conditions: ListConditions = { where: [`${alias}.tenant_id = ?`], params: [tenantId] };
  for (const [sql, value] of optional) {
    if (value === undefined) continue;
    conditions.where.push(sql);
    conditions.params.push(value);
  }
  return conditions;
}

/** Time-paged lists bound `<alias>.created_time`, both ends inclusive. */
export function createdTimeConditions(alias: string, bounds: { startTime?: number; endTime?: number }): OptionalCondition[] {
  return [[`${alias}.created_time >= ?`, bounds.startTime], [`${alias}.created_time <= ?`, bounds.endTime]];
}
