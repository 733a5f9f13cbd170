import type { DatabaseSync } from 'node:sqlite';
import { prepareCached } from '../db/statements.ts';
import { createdTimeOf, entityId, timeUuid } from '../lib/ids.ts';
import type { EntityType } from '../lib/ids.ts';

export type ApiUsageStateValue = 'ENABLED' | 'WARNING' | 'DISABLED';

export interface ApiUsageStateRow {
  id: string;
  created_time: number;
  tenant_id: string;
  entity_type: string;
  entity_id: string;
  transport_state: ApiUsageStateValue;
  db_storage_state: ApiUsageStateValue;
  re_exec_state: ApiUsageStateValue;
  js_exec_state: ApiUsageStateValue;
  email_exec_state: ApiUsageStateValue;
  sms_exec_state: ApiUsageStateValue;
  alarm_exec_state: ApiUsageStateValue;
}

/** Every feature state is stored; the `...Enabled` booleans are derived (anything but DISABLED is enabled). */
export function toApiUsageState(row: ApiUsageStateRow) {
  const enabled = (state: ApiUsageStateValue) => state !== 'DISABLED';
  return {
    id: entityId('API_USAGE_STATE', row.id),
    createdTime: row.created_time,
    tenantId: entityId('TENANT', row.tenant_id),
    entityId: entityId(row.entity_type as EntityType, row.entity_id),
    transportState: row.transport_state,
    dbStorageState: row.db_storage_state,
    reExecState: row.re_exec_state,
    jsExecState: row.js_exec_state,
    emailExecState: row.email_exec_state,
    smsExecState: row.sms_exec_state,
    alarmExecState: row.alarm_exec_state,
    transportEnabled: enabled(row.transport_state),
    reExecEnabled: enabled(row.re_exec_state),
    dbStorageEnabled: enabled(row.db_storage_state),
    jsExecEnabled: enabled(row.js_exec_state),
    emailSendEnabled: enabled(row.email_exec_state),
    smsSendEnabled: enabled(row.sms_exec_state),
    alarmCreationEnabled: enabled(row.alarm_exec_state),
  };
}

/** The usage counters and their state keys, as the platform publishes them as latest time series (contract 4.19). */
export const API_USAGE_COUNTERS = [
  'transportMsgCount', 'transportDataPointsCount', 'storageDataPointsCount', 'ruleEngineExecutionCount',
  'jsExecutionCount', 'emailCount', 'smsCount', 'createdAlarmsCount',
] as const;
export const API_USAGE_LIMITS = API_USAGE_COUNTERS.map((key) => key.replace(/Count$/, 'Limit'));
export const API_USAGE_STATE_KEYS = [
  'transportApiState', 'dbApiState', 'ruleEngineApiState', 'jsExecutionApiState', 'emailApiState', 'smsApiState',
  'alarmApiState',
] as const;

export function createApiUsageStateStore(db: DatabaseSync) {
  return {
    /** The state a new tenant starts with: every feature enabled. */
    createForTenant(tenantId: string, ms?: number): ApiUsageStateRow {
      const id = timeUuid(ms);
      const row: ApiUsageStateRow = {
        id, created_time: createdTimeOf(id), tenant_id: tenantId, entity_type: 'TENANT', entity_id: tenantId,
        transport_state: 'ENABLED', db_storage_state: 'ENABLED', re_exec_state: 'ENABLED', js_exec_state: 'ENABLED',
        email_exec_state: 'ENABLED', sms_exec_state: 'ENABLED', alarm_exec_state: 'ENABLED',
      };
      prepareCached(
        db,
        `INSERT INTO api_usage_state (id, created_time, tenant_id, entity_type, entity_id, transport_state, db_storage_state,
           re_exec_state, js_exec_state, email_exec_state, sms_exec_state, alarm_exec_state)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
      ).run(row.id, row.created_time, row.tenant_id, row.entity_type, row.entity_id, row.transport_state,
        row.db_storage_state, row.re_exec_state, row.js_exec_state, row.email_exec_state, row.sms_exec_state,
        row.alarm_exec_state);
      return row;
    },
    findById(id: string): ApiUsageStateRow | undefined {
      return prepareCached(db, 'SELECT * FROM api_usage_state WHERE id = ?').get(id) as ApiUsageStateRow | undefined;
    },
    /** The tenant-level state (entityId = the tenant). */
    findByTenant(tenantId: string): ApiUsageStateRow | undefined {
      return prepareCached(db, "SELECT * FROM api_usage_state WHERE entity_id = ? AND entity_type = 'TENANT'").get(tenantId) as
        | ApiUsageStateRow
        | undefined;
    },
    deleteByTenant(tenantId: string): void {
      prepareCached(db, 'DELETE FROM api_usage_state WHERE tenant_id = ?').run(tenantId);
    },
  };
}

export type ApiUsageStateStore = ReturnType<typeof createApiUsageStateStore>;
