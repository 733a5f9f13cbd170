import type { DatabaseSync } from 'node:sqlite';
import { prepareCached } from '../db/statements.ts';
import type { PageLink } from '../http/page-link.ts';
import { entityId, nullableEntityId } from '../lib/ids.ts';
import { findPage } from './page-query.ts';
import type { ListQuery } from './page-query.ts';

export interface AssetProfileRow {
  id: string;
  created_time: number;
  tenant_id: string;
  name: string;
  description: string | null;
  image: string | null;
  is_default: number;
  default_rule_chain_id: string | null;
  default_dashboard_id: string | null;
  default_queue_name: string | null;
  external_id: string | null;
}

export function toAssetProfile(row: AssetProfileRow) {
  return {
    id: entityId('ASSET_PROFILE', row.id),
    createdTime: row.created_time,
    tenantId: entityId('TENANT', row.tenant_id),
    name: row.name,
    description: row.description,
    image: row.image,
    default: row.is_default === 1,
    defaultRuleChainId: nullableEntityId('RULE_CHAIN', row.default_rule_chain_id),
    defaultDashboardId: nullableEntityId('DASHBOARD', row.default_dashboard_id),
    defaultQueueName: row.default_queue_name,
    externalId: nullableEntityId('ASSET_PROFILE', row.external_id),
  };
}

export function toAssetProfileInfo(row: AssetProfileRow) {
  return {
    id: entityId('ASSET_PROFILE', row.id),
    name: row.name,
    image: row.image,
    defaultDashboardId: nullableEntityId('DASHBOARD', row.default_dashboard_id),
  };
}

const COLUMNS = [
  'id', 'created_time', 'tenant_id', 'name', 'name_lc', 'description', 'image', 'is_default', 'default_rule_chain_id',
  'default_dashboard_id', 'default_queue_name', 'external_id',
] as const;

const PROFILE_LIST: Omit<ListQuery, 'where' | 'params' | 'entityClass'> = {
  table: 'asset_profile p',
  key: 'p.id',
  columns: 'p.*',
  search: ['p.name_lc LIKE ?'],
  sortable: {
    id: { sql: 'p.id' },
    createdTime: { sql: 'p.created_time' },
    name: { sql: 'p.name_lc' },
    description: { sql: 'p.description COLLATE NOCASE', nullable: true },
    isDefault: { sql: 'p.is_default' },
  },
};

export function createAssetProfileStore(db: DatabaseSync) {
  const updates = COLUMNS.slice(1).map((column) => `${column} = excluded.${column}`).join(', ');
  return {
    /** Inserts or updates; a name already used in the tenant raises SQLite's UNIQUE constraint error. */
    save(row: AssetProfileRow): void {
      prepareCached(
        db,
        `INSERT INTO asset_profile (${COLUMNS.join(', ')}) VALUES (${COLUMNS.map(() => '?').join(', ')})
         ON CONFLICT (id) DO UPDATE SET ${updates}`,
      ).run(...COLUMNS.map((column) => (column === 'name_lc' ? row.name.toLowerCase() : row[column])));
    },
    findById(id: string): AssetProfileRow | undefined {
      return prepareCached(db, 'SELECT * FROM asset_profile WHERE id = ?').get(id) as AssetProfileRow | undefined;
    },
    findByName(tenantId: string, name: string): AssetProfileRow | undefined {
      return prepareCached(db, 'SELECT * FROM asset_profile WHERE tenant_id = ? AND name = ?').get(tenantId, name) as
        | AssetProfileRow
        | undefined;
    },
    findDefault(tenantId: string): AssetProfileRow | undefined {
      return prepareCached(db, 'SELECT * FROM asset_profile WHERE tenant_id = ? AND is_default = 1').get(tenantId) as
        | AssetProfileRow
        | undefined;
    },
    /** Moves the tenant's default flag to the given profile. */
    setDefault(tenantId: string, id: string): void {
      prepareCached(db, 'UPDATE asset_profile SET is_default = (id = ?) WHERE tenant_id = ?').run(id, tenantId);
    },
    delete(id: string): void {
      prepareCached(db, 'DELETE FROM asset_profile WHERE id = ?').run(id);
    },
    findPage(tenantId: string, link: PageLink, infos: boolean) {
      const query: ListQuery = {
        ...PROFILE_LIST, where: ['p.tenant_id = ?'], params: [tenantId],
        entityClass: 'AssetProfileEntity',
      };
      return findPage(db, query, link, (row) =>
        infos ? toAssetProfileInfo(row as unknown as AssetProfileRow) : toAssetProfile(row as unknown as AssetProfileRow),
      );
    },
  };
}

export type AssetProfileStore = ReturnType<typeof createAssetProfileStore>;
