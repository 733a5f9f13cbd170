import type { DatabaseSync } from 'node:sqlite';
import { entityId } from '../lib/ids.ts';
import { prepareCached } from '../db/statements.ts';

export interface DeviceCredentialsRow {
  id: string;
  created_time: number;
  device_id: string;
  credentials_type: string;
  credentials_id: string;
  credentials_value: string | null;
}

export function toDeviceCredentials(row: DeviceCredentialsRow) {
  return {
    id: { id: row.id },
    createdTime: row.created_time,
    deviceId: entityId('DEVICE', row.device_id),
    credentialsType: row.credentials_type,
    credentialsId: row.credentials_id,
    credentialsValue: row.credentials_value,
  };
}

export function createDeviceCredentialsStore(db: DatabaseSync) {
  return {
    /** Inserts or updates; a credentialsId registered for another device raises SQLite's UNIQUE error. */
    save(row: DeviceCredentialsRow): void {
      prepareCached(
        db,
        `INSERT INTO device_credentials (id, created_time, device_id, credentials_type, credentials_id, credentials_value)
         VALUES (?, ?, ?, ?, ?, ?)
         ON CONFLICT (id) DO UPDATE SET credentials_type = excluded.credentials_type,
           credentials_id = excluded.credentials_id, credentials_value = excluded.credentials_value`,
      ).run(row.id, row.created_time, row.device_id, row.credentials_type, row.credentials_id, row.credentials_value);
    },
    findById(id: string): DeviceCredentialsRow | undefined {
      return prepareCached(db, 'SELECT * FROM device_credentials WHERE id = ?').get(id) as DeviceCredentialsRow | undefined;
    },
    findByDeviceId(deviceId: string): DeviceCredentialsRow | undefined {
      return prepareCached(db, 'SELECT * FROM device_credentials WHERE device_id = ?').get(deviceId) as
        | DeviceCredentialsRow
        | undefined;
    },
    findByCredentialsId(credentialsId: string): DeviceCredentialsRow | undefined {
      return prepareCached(db, 'SELECT * FROM device_credentials WHERE credentials_id = ?').get(credentialsId) as
        | DeviceCredentialsRow
        | undefined;
    },
  };
}

export type DeviceCredentialsStore = ReturnType<typeof createDeviceCredentialsStore>;
