import type { DatabaseSync } from 'node:sqlite';
import { entityId } from '../lib/ids.ts';
import { prepareCached } from '../db/statements.ts';
import { createTableRows } from './table-rows.ts';

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

const COLUMNS = ['id', 'created_time', 'device_id', 'credentials_type', 'credentials_id', 'credentials_value'];

export function createDeviceCredentialsStore(db: DatabaseSync) {
  // An update keeps id, creation time and device.
  const rows = createTableRows<DeviceCredentialsRow>(db, 'device_credentials', COLUMNS, 3);
  return {
    /** Inserts or updates; a credentialsId registered for another device raises SQLite's UNIQUE error. */
    save: rows.save,
    findById: rows.findById,
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
