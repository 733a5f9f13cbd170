import type { DatabaseSync } from 'node:sqlite';
import { prepareCached } from '../db/statements.ts';
import type { EntityRef } from './relations.ts';

/** Tables of tenant-owned entities (a `tenant_id` column) and the type of their ids. */
const ENTITY_TABLES: ReadonlyArray<readonly [table: string, entityType: string]> = [
  ['customer', 'CUSTOMER'],
  ['tb_user', 'USER'],
  ['device', 'DEVICE'],
  ['asset', 'ASSET'],
  ['entity_view', 'ENTITY_VIEW'],
  ['edge', 'EDGE'],
  ['dashboard', 'DASHBOARD'],
  ['rule_chain', 'RULE_CHAIN'],
  ['device_profile', 'DEVICE_PROFILE'],
  ['asset_profile', 'ASSET_PROFILE'],
  ['widgets_bundle', 'WIDGETS_BUNDLE'],
  ['widget_type', 'WIDGET_TYPE'],
  ['ota_package', 'OTA_PACKAGE'],
  ['queue', 'QUEUE'],
  ['resource', 'TB_RESOURCE'],
  ['rpc', 'RPC'],
  ['api_usage_state', 'API_USAGE_STATE'],
];

/** Rows that belong to a tenant only through their parent row: deleted before the parents. */
const CHILD_ROWS = [
  'DELETE FROM user_credentials WHERE user_id IN (SELECT id FROM tb_user WHERE tenant_id = ?)',
  'DELETE FROM user_two_fa_settings WHERE user_id IN (SELECT id FROM tb_user WHERE tenant_id = ?)',
  'DELETE FROM device_credentials WHERE device_id IN (SELECT id FROM device WHERE tenant_id = ?)',
  'DELETE FROM dashboard_customer WHERE dashboard_id IN (SELECT id FROM dashboard WHERE tenant_id = ?)',
  'DELETE FROM rule_node WHERE rule_chain_id IN (SELECT id FROM rule_chain WHERE tenant_id = ?)',
  'DELETE FROM vc_version_entity WHERE version_id IN (SELECT id FROM vc_version WHERE tenant_id = ?)',
];

/** Tenant records that are not entities: nothing else refers to them. */
const RECORD_TABLES = ['audit_log', 'event', 'edge_event', 'admin_settings', 'vc_settings', 'vc_version', 'vc_task'];

/** Set-wise access to everything one tenant owns, for deleting a tenant. */
export function createTenantDataStore(db: DatabaseSync) {
  return {
    /** Every entity of the tenant (not the tenant itself, not its alarms). */
    entities(tenantId: string): EntityRef[] {
      const refs: EntityRef[] = [];
      for (const [table, entityType] of ENTITY_TABLES) {
        for (const row of prepareCached(db, `SELECT id FROM ${table} WHERE tenant_id = ?`).all(tenantId)) {
          refs.push({ entityType, id: String(row.id) });
        }
      }
      return refs;
    },
    alarmIds(tenantId: string): string[] {
      return prepareCached(db, 'SELECT id FROM alarm WHERE tenant_id = ?').all(tenantId).map((row) => String(row.id));
    },
    /** Deletes the rows of every entity and record table (and their child rows) of the tenant. */
    deleteRows(tenantId: string): void {
      for (const sql of CHILD_ROWS) prepareCached(db, sql).run(tenantId);
      for (const table of [...ENTITY_TABLES.map(([name]) => name), ...RECORD_TABLES]) {
        prepareCached(db, `DELETE FROM ${table} WHERE tenant_id = ?`).run(tenantId);
      }
    },
  };
}

export type TenantDataStore = ReturnType<typeof createTenantDataStore>;
