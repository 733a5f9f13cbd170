import type { DatabaseSync } from 'node:sqlite';
import { prepareCached } from '../db/statements.ts';
import type { PageLink } from '../http/page-link.ts';
import { readJson } from '../lib/json.ts';
import { findPage } from './page-query.ts';
import { createdTimeConditions, tenantConditions } from './list-conditions.ts';
import { columnValues, insertSql } from './table-rows.ts';

export interface AuditLogRow {
  id: string;
  created_time: number;
  tenant_id: string;
  customer_id: string;
  entity_type: string | null;
  entity_id: string | null;
  entity_name: string | null;
  user_id: string;
  user_name: string | null;
  action_type: string;
  action_data: string | null;
  action_status: string;
  action_failure_details: string | null;
}

export function toAuditLog(row: AuditLogRow) {
  return {
    id: { id: row.id },
    createdTime: row.created_time,
    tenantId: { entityType: 'TENANT', id: row.tenant_id },
    customerId: { entityType: 'CUSTOMER', id: row.customer_id },
    entityId: row.entity_type === null || row.entity_id === null ? null : { entityType: row.entity_type, id: row.entity_id },
    entityName: row.entity_name,
    userId: { entityType: 'USER', id: row.user_id },
    userName: row.user_name,
    actionType: row.action_type,
    actionData: readJson(row.action_data),
    actionStatus: row.action_status,
    actionFailureDetails: row.action_failure_details,
  };
}

/** Which audit entries a list shows: one tenant, optionally narrowed to a customer, user or entity. */
export interface AuditLogFilter {
  tenantId: string;
  customerId?: string;
  userId?: string;
  entityType?: string;
  entityId?: string;
  actionTypes?: string[];
  startTime?: number;
  endTime?: number;
}

const COLUMNS = [
  'id', 'created_time', 'tenant_id', 'customer_id', 'entity_type', 'entity_id', 'entity_name', 'entity_name_lc',
  'user_id', 'user_name', 'user_name_lc', 'action_type', 'action_data', 'action_status', 'action_failure_details',
];

export function createAuditLogStore(db: DatabaseSync) {
  const insert = insertSql('audit_log', COLUMNS);
  return {
    insert(row: AuditLogRow): void {
      prepareCached(db, insert).run(...columnValues(row, COLUMNS));
    },
    findPage(filter: AuditLogFilter, link: PageLink) {
      const actionTypes = filter.actionTypes?.length ? JSON.stringify(filter.actionTypes) : undefined;
      const { where, params } = tenantConditions('a', filter.tenantId, [
        ['a.customer_id = ?', filter.customerId],
        ['a.user_id = ?', filter.userId],
        ['a.entity_type = ?', filter.entityType],
        ['a.entity_id = ?', filter.entityId],
        ...createdTimeConditions('a', filter),
        ['a.action_type IN (SELECT value FROM json_each(?))', actionTypes],
      ]);
      return findPage(
        db,
        {
          table: 'audit_log a', key: 'a.id', columns: 'a.*', where, params,
          search: [
            'lower(a.entity_type) LIKE ?', 'a.entity_name_lc LIKE ?', 'a.user_name_lc LIKE ?',
            'lower(a.action_type) LIKE ?', 'lower(a.action_status) LIKE ?',
          ],
          sortable: {
            id: { sql: 'a.id' },
            createdTime: { sql: 'a.created_time' },
            entityType: { sql: 'a.entity_type', nullable: true },
            entityName: { sql: 'a.entity_name_lc', nullable: true },
            userName: { sql: 'a.user_name_lc', nullable: true },
            actionType: { sql: 'a.action_type' },
            actionStatus: { sql: 'a.action_status' },
          },
          entityClass: 'AuditLogEntity',
        },
        link,
        (row) => toAuditLog(row as unknown as AuditLogRow),
      );
    },
  };
}

export type AuditLogStore = ReturnType<typeof createAuditLogStore>;
