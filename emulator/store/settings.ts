import type { DatabaseSync } from 'node:sqlite';
import { NULL_UUID, createdTimeOf, entityId, timeUuid } from '../lib/ids.ts';
import { readJson } from '../lib/json.ts';
import { prepareCached } from '../db/statements.ts';

interface SettingsRow {
  id: string;
  created_time: number;
  tenant_id: string;
  key: string;
  json_value: string | null;
}

/** The `AdminSettings` JSON shape (contract 11.1). */
export function toAdminSettings(row: SettingsRow) {
  return {
    id: { id: row.id },
    createdTime: row.created_time,
    tenantId: entityId('TENANT', row.tenant_id),
    key: row.key,
    jsonValue: readJson(row.json_value),
  };
}

export type AdminSettings = ReturnType<typeof toAdminSettings>;

export function createSettingsStore(db: DatabaseSync) {
  return {
    find(key: string): AdminSettings | undefined {
      const row = prepareCached(db, 'SELECT * FROM admin_settings WHERE key = ?').get(key) as SettingsRow | undefined;
      return row ? toAdminSettings(row) : undefined;
    },
    get(key: string): unknown {
      const row = prepareCached(db, 'SELECT json_value FROM admin_settings WHERE key = ?').get(key) as
        | { json_value: string | null }
        | undefined;
      return row ? readJson(row.json_value) : undefined;
    },
    put(key: string, value: unknown): void {
      const id = timeUuid();
      prepareCached(
        db,
        `INSERT INTO admin_settings (id, created_time, tenant_id, key, json_value) VALUES (?, ?, ?, ?, ?)
         ON CONFLICT (key) DO UPDATE SET json_value = excluded.json_value`,
      ).run(id, createdTimeOf(id), NULL_UUID, key, JSON.stringify(value));
    },
  };
}

export type SettingsStore = ReturnType<typeof createSettingsStore>;
