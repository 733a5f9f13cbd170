import type { EntityId } from './ids.ts';

/** The platform's Asset (contract 4.2); saving sends the whole object back, so members the console does not know are kept. */
export interface Asset {
  id: EntityId;
  createdTime: number;
  tenantId: EntityId;
  customerId: EntityId;
  name: string;
  /** The asset profile's name (the platform keeps them equal). */
  type: string;
  label: string | null;
  assetProfileId: EntityId;
  additionalInfo: { description?: string; [member: string]: unknown } | null;
  [member: string]: unknown;
}

/** An Asset with its customer's and profile's names (`.../assetInfos`, `GET /api/asset/info/{id}`). */
export interface AssetInfo extends Asset {
  customerTitle: string | null;
  customerIsPublic: boolean;
  assetProfileName: string | null;
}

/** What the asset form sends for a new asset: the platform fills in ids, owner and type. */
export type NewAsset = Pick<Asset, 'name' | 'label' | 'assetProfileId' | 'additionalInfo'>;

/** `AssetProfileInfo` (contract 4.11): what pickers show. */
export interface AssetProfileInfo {
  id: EntityId;
  name: string;
  image: string | null;
  defaultDashboardId: EntityId | null;
}
