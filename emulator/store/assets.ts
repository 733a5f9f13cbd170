import type { DatabaseSync } from 'node:sqlite';
import { prepareCached } from '../db/statements.ts';
import { entityId, nullableEntityId } from '../lib/ids.ts';
import { readJson } from '../lib/json.ts';
import { createOwnedStore } from './owned-entities.ts';
import { ownedJsonHead, ownerInfo } from './owned-json.ts';
import type { OwnedInfoColumns, OwnedRow } from './owned-entities.ts';

export interface AssetRow extends OwnedRow {
  label: string | null;
  asset_profile_id: string;
  external_id: string | null;
  additional_info: string | null;
}

export function toAsset(row: AssetRow) {
  return {
    ...ownedJsonHead('ASSET', row),
    assetProfileId: entityId('ASSET_PROFILE', row.asset_profile_id),
    externalId: nullableEntityId('ASSET', row.external_id),
    additionalInfo: readJson(row.additional_info),
  };
}

export function toAssetInfo(row: AssetRow & OwnedInfoColumns) {
  return {
    ...toAsset(row),
    ...ownerInfo(row),
    assetProfileName: row.profile_name ?? null,
  };
}

export function createAssetStore(db: DatabaseSync) {
  const store = createOwnedStore<AssetRow>(db, {
    table: 'asset',
    alias: 'a',
    entityType: 'ASSET',
    columns: [
      'id', 'created_time', 'tenant_id', 'customer_id', 'name', 'name_lc', 'type', 'label', 'label_lc',
      'asset_profile_id', 'external_id', 'additional_info',
    ],
    hasLabel: true,
    profile: { column: 'asset_profile_id', table: 'asset_profile', sortProperty: 'assetProfileName' },
    entityClass: 'AssetEntity',
    infoEntityClass: 'AssetInfoEntity',
    toJson: toAsset,
    toInfoJson: toAssetInfo,
  });
  return {
    ...store,
    countByProfile(profileId: string): number {
      const row = prepareCached(db, 'SELECT count(*) AS n FROM asset WHERE asset_profile_id = ?').get(profileId) as { n: number };
      return Number(row.n);
    },
    /** Profile renames rewrite the type of the profile's assets, which always carries the profile name. */
    renameType(profileId: string, name: string): void {
      prepareCached(db, 'UPDATE asset SET type = ? WHERE asset_profile_id = ?').run(name, profileId);
    },
  };
}

export type AssetStore = ReturnType<typeof createAssetStore>;
