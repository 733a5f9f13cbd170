import type { DatabaseSync } from 'node:sqlite';
import { prepareCached } from '../db/statements.ts';
import { entityId } from '../lib/ids.ts';
import type { EntityType } from '../lib/ids.ts';
import type { ListQuery } from './page-query.ts';
import { createNamedRows } from './table-rows.ts';

/** Columns every tenant profile table (device_profile, asset_profile) has. */
export interface ProfileRow {
  id: string;
  created_time: number;
  tenant_id: string;
  name: string;
  description: string | null;
  image: string | null;
  is_default: number;
}

/** The leading members of a device or asset profile's JSON, in the platform's order. */
export function profileJsonHead(entityType: EntityType, row: ProfileRow) {
  return {
    id: entityId(entityType, row.id),
    createdTime: row.created_time,
    tenantId: entityId('TENANT', row.tenant_id),
    name: row.name,
    description: row.description,
    image: row.image,
    default: row.is_default === 1,
  };
}

/** Sort properties every profile list (tenant, device and asset profiles) offers, on the table alias `p`. */
export const PROFILE_SORTABLE: ListQuery['sortable'] = {
  id: { sql: 'p.id' },
  createdTime: { sql: 'p.created_time' },
  name: { sql: 'p.name_lc' },
  description: { sql: 'p.description COLLATE NOCASE', nullable: true },
  isDefault: { sql: 'p.is_default' },
};

/** Rows of a tenant's profile table (device_profile, asset_profile): names unique per tenant, one default each. */
export function createProfileRows<Row extends ProfileRow>(db: DatabaseSync, table: string, columns: readonly string[]) {
  return {
    ...createNamedRows<Row>(db, table, columns),
    findDefault(tenantId: string): Row | undefined {
      return prepareCached(db, `SELECT * FROM ${table} WHERE tenant_id = ? AND is_default = 1`).get(tenantId) as Row | undefined;
    },
    /** Moves the tenant's default flag to the given profile. */
    setDefault(tenantId: string, id: string): void {
      prepareCached(db, `UPDATE ${table} SET is_default = (id = ?) WHERE tenant_id = ?`).run(id, tenantId);
    },
  };
}
