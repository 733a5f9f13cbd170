import type { DatabaseSync } from 'node:sqlite';
import { prepareCached } from '../db/statements.ts';

/** Distinct telemetry / attribute keys over a tenant's devices, optionally of one device profile, sorted. */
export function createDeviceKeyStore(db: DatabaseSync) {
  const keys = (table: string, tenantId: string, profileId: string | undefined): string[] => {
    const byProfile = profileId === undefined ? '' : ' AND d.device_profile_id = ?';
    const params = profileId === undefined ? [tenantId] : [tenantId, profileId];
    const rows = prepareCached(
      db,
      `SELECT DISTINCT k.key AS key FROM ${table} k JOIN device d ON d.id = k.entity_id
       WHERE d.tenant_id = ?${byProfile} ORDER BY k.key`,
    ).all(...params);
    return rows.map((row) => String(row.key));
  };
  return {
    timeseriesKeys: (tenantId: string, profileId?: string) => keys('ts_kv_latest', tenantId, profileId),
    attributeKeys: (tenantId: string, profileId?: string) => keys('attribute_kv', tenantId, profileId),
  };
}
