/** Version-control requests over several entity types (contract 9: `VersionCreateRequest` COMPLEX, `VersionLoadRequest` ENTITY_TYPE). */

/** The entity types version control exports, in upstream's order. */
export const VC_ENTITY_TYPES = ['CUSTOMER', 'ASSET', 'RULE_CHAIN', 'DASHBOARD', 'DEVICE_PROFILE', 'ASSET_PROFILE', 'DEVICE', 'ENTITY_VIEW', 'WIDGETS_BUNDLE'] as const;
export type VcEntityType = (typeof VC_ENTITY_TYPES)[number];

export const SYNC_STRATEGIES = ['MERGE', 'OVERWRITE'] as const;
export type SyncStrategy = (typeof SYNC_STRATEGIES)[number];

export interface EntityTypeVersionConfig {
  /** null: the request's default strategy. */
  syncStrategy: SyncStrategy | null;
  allEntities: boolean;
  entityIds: string[];
  saveRelations: boolean;
  saveAttributes: boolean;
  saveCredentials: boolean;
}

export interface ComplexVersionRequest {
  type: 'COMPLEX';
  versionName: string;
  branch: string;
  syncStrategy: SyncStrategy;
  entityTypes: Partial<Record<VcEntityType, EntityTypeVersionConfig>>;
}

export interface EntityTypeLoadConfig {
  loadRelations: boolean;
  loadAttributes: boolean;
  loadCredentials: boolean;
  removeOtherEntities: boolean;
  findExistingEntityByName: boolean;
}

export interface EntityTypeLoadRequest {
  type: 'ENTITY_TYPE';
  versionId: string;
  entityTypes: Partial<Record<VcEntityType, EntityTypeLoadConfig>>;
}

