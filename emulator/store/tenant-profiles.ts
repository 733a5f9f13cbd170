import type { DatabaseSync } from 'node:sqlite';
import { entityId } from '../lib/ids.ts';
import { isObject, readJson, writeJson } from '../lib/json.ts';
import { prepareCached } from '../db/statements.ts';

export interface TenantProfileRow {
  id: string;
  created_time: number;
  name: string;
  description: string | null;
  is_default: number;
  isolated_tb_rule_engine: number;
  profile_data: string | null;
}

export function toTenantProfile(row: TenantProfileRow) {
  return {
    id: entityId('TENANT_PROFILE', row.id),
    createdTime: row.created_time,
    name: row.name,
    description: row.description,
    default: row.is_default === 1,
    isolatedTbRuleEngine: row.isolated_tb_rule_engine === 1,
    profileData: readJson(row.profile_data),
  };
}

export function createTenantProfileStore(db: DatabaseSync) {
  return {
    insert(row: TenantProfileRow): void {
      prepareCached(
        db,
        `INSERT INTO tenant_profile (id, created_time, name, description, is_default, isolated_tb_rule_engine, profile_data)
         VALUES (?, ?, ?, ?, ?, ?, ?)`,
      ).run(row.id, row.created_time, row.name, row.description, row.is_default, row.isolated_tb_rule_engine, row.profile_data);
    },
    findById(id: string): TenantProfileRow | undefined {
      return prepareCached(db, 'SELECT * FROM tenant_profile WHERE id = ?').get(id) as TenantProfileRow | undefined;
    },
    findDefault(): TenantProfileRow | undefined {
      return prepareCached(db, 'SELECT * FROM tenant_profile WHERE is_default = 1').get() as TenantProfileRow | undefined;
    },
    /** Sets one member of profileData.configuration (e.g. tenantServerRestLimitsConfiguration). */
    setConfigurationValue(id: string, name: string, value: unknown): void {
      const row = this.findById(id);
      if (!row) return;
      const data = readJson(row.profile_data);
      const profileData = isObject(data) ? data : {};
      const configuration = isObject(profileData.configuration) ? profileData.configuration : { type: 'DEFAULT' };
      configuration[name] = value;
      profileData.configuration = configuration;
      prepareCached(db, 'UPDATE tenant_profile SET profile_data = ? WHERE id = ?').run(writeJson(profileData), id);
    },
    /** The configuration member of the profile assigned to a tenant, read on every rate-limited request. */
    configurationValueOfTenant(tenantId: string, name: string): unknown {
      const row = prepareCached(
        db,
        `SELECT json_extract(p.profile_data, '$.configuration.' || ?) AS value
         FROM tenant t JOIN tenant_profile p ON p.id = t.tenant_profile_id WHERE t.id = ?`,
      ).get(name, tenantId) as { value: unknown } | undefined;
      return row?.value ?? null;
    },
  };
}

export type TenantProfileStore = ReturnType<typeof createTenantProfileStore>;
