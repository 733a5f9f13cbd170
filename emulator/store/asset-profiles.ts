import type { DatabaseSync } from 'node:sqlite';
import type { PageLink } from '../http/page-link.ts';
import { entityId, nullableEntityId } from '../lib/ids.ts';
import { findPage } from './page-query.ts';
import { createProfileRows, PROFILE_SORTABLE, profileJsonHead } from './profile-rows.ts';
import type { ProfileRow } from './profile-rows.ts';
import type { ListQuery } from './page-query.ts';

export interface AssetProfileRow extends ProfileRow {
  default_rule_chain_id: string | null;
  default_dashboard_id: string | null;
  default_queue_name: string | null;
  external_id: string | null;
}

export function toAssetProfile(row: AssetProfileRow) {
  return {
    ...profileJsonHead('ASSET_PROFILE', row),
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
  sortable: PROFILE_SORTABLE,
};

export function createAssetProfileStore(db: DatabaseSync) {
  return {
    ...createProfileRows<AssetProfileRow>(db, 'asset_profile', COLUMNS),
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
