import type { PlatformClient } from '../platform-client.ts';
import type { Asset, AssetInfo, NewAsset } from '../types/asset.ts';
import type { BulkImportRequest, BulkImportResult } from '../types/bulk-import.ts';
import type { EntitySubtype } from '../types/ids.ts';
import type { PageData, PageLink } from '../types/page-data.ts';

const id = encodeURIComponent;

/** Assets (contract 4.2): reads, save, delete, customer and edge assignment, bulk import. */
export const assetsApi = {
  getTenantAssetInfos(client: PlatformClient, link: PageLink, assetProfileId?: string): Promise<PageData<AssetInfo>> {
    return client.get<PageData<AssetInfo>>('/api/tenant/assetInfos', { query: { ...link, assetProfileId } });
  },

  getCustomerAssetInfos(client: PlatformClient, customerId: string, link: PageLink, assetProfileId?: string): Promise<PageData<AssetInfo>> {
    return client.get<PageData<AssetInfo>>(`/api/customer/${id(customerId)}/assetInfos`, { query: { ...link, assetProfileId } });
  },

  /** An edge's assets: plain assets, without the customer's and profile's names; `type` is a profile's name. */
  getEdgeAssets(client: PlatformClient, edgeId: string, link: PageLink, type?: string): Promise<PageData<Asset>> {
    return client.get<PageData<Asset>>(`/api/edge/${id(edgeId)}/assets`, { query: { ...link, type } });
  },

  /** The tenant's plain assets (pickers: add assets to a customer or an edge). */
  getTenantAssets(client: PlatformClient, link: PageLink): Promise<PageData<Asset>> {
    return client.get<PageData<Asset>>('/api/tenant/assets', { query: { ...link } });
  },

  getAssetInfo(client: PlatformClient, assetId: string): Promise<AssetInfo> {
    return client.get<AssetInfo>(`/api/asset/info/${id(assetId)}`);
  },

  /** Creates (no id) or updates an asset; the answer is the saved asset. */
  saveAsset(client: PlatformClient, asset: Asset | NewAsset): Promise<Asset> {
    return client.post<Asset>('/api/asset', { body: asset });
  },

  async deleteAsset(client: PlatformClient, assetId: string): Promise<void> {
    await client.delete(`/api/asset/${id(assetId)}`);
  },

  async assignAssetToCustomer(client: PlatformClient, customerId: string, assetId: string): Promise<void> {
    await client.post(`/api/customer/${id(customerId)}/asset/${id(assetId)}`);
  },

  /** Unassign from its customer; also how a public asset is made private. */
  async unassignAssetFromCustomer(client: PlatformClient, assetId: string): Promise<void> {
    await client.delete(`/api/customer/asset/${id(assetId)}`);
  },

  async assignAssetToPublicCustomer(client: PlatformClient, assetId: string): Promise<void> {
    await client.post(`/api/customer/public/asset/${id(assetId)}`);
  },

  async assignAssetToEdge(client: PlatformClient, edgeId: string, assetId: string): Promise<void> {
    await client.post(`/api/edge/${id(edgeId)}/asset/${id(assetId)}`);
  },

  async unassignAssetFromEdge(client: PlatformClient, edgeId: string, assetId: string): Promise<void> {
    await client.delete(`/api/edge/${id(edgeId)}/asset/${id(assetId)}`);
  },

  getAssetTypes(client: PlatformClient): Promise<EntitySubtype[]> {
    return client.get<EntitySubtype[]>('/api/asset/types');
  },

  bulkImport(client: PlatformClient, request: BulkImportRequest): Promise<BulkImportResult> {
    return client.post<BulkImportResult>('/api/asset/bulk_import', { body: request });
  },
};
