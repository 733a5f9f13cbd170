import type { PlatformClient } from '../platform-client.ts';
import type { AssetProfileInfo } from '../types/asset.ts';
import type { PageData, PageLink } from '../types/page-data.ts';

/** Asset profiles (contract 4.11), as far as pickers and forms read them. */
export const assetProfilesApi = {
  getAssetProfileInfos(client: PlatformClient, link: PageLink): Promise<PageData<AssetProfileInfo>> {
    return client.get<PageData<AssetProfileInfo>>('/api/assetProfileInfos', { query: { ...link } });
  },

  getAssetProfileInfo(client: PlatformClient, assetProfileId: string): Promise<AssetProfileInfo> {
    return client.get<AssetProfileInfo>(`/api/assetProfileInfo/${encodeURIComponent(assetProfileId)}`);
  },

  getDefaultAssetProfileInfo(client: PlatformClient): Promise<AssetProfileInfo> {
    return client.get<AssetProfileInfo>('/api/assetProfileInfo/default');
  },
};
