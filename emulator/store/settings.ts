import type { DatabaseSync } from 'node:sqlite';
import { NULL_UUID, createdTimeOf, timeUuid } from '../lib/ids.ts';
import { readJson } from '../lib/json.ts';
import { prepareCached } from '../db/statements.ts';

export function createSettingsStore(db: DatabaseSync) {
  return {
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
