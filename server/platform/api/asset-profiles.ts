import type { PlatformClient } from '../platform-client.ts';
import type { AssetProfileInfo } from '../types/asset.ts';
import type { PageData, PageLink } from '../types/page-data.ts';
import type { AssetProfile } from '../types/profiles.ts';

/** Asset profiles (contract 4.11): pickers, forms and the profiles table. */
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

  getAssetProfiles(client: PlatformClient, link: PageLink): Promise<PageData<AssetProfile>> {
    return client.get<PageData<AssetProfile>>('/api/assetProfiles', { query: { ...link } });
  },

  getAssetProfile(client: PlatformClient, assetProfileId: string): Promise<AssetProfile> {
    return client.get<AssetProfile>(`/api/assetProfile/${encodeURIComponent(assetProfileId)}`);
  },

  saveAssetProfile(client: PlatformClient, profile: object): Promise<AssetProfile> {
    return client.post<AssetProfile>('/api/assetProfile', { body: profile });
  },

  async deleteAssetProfile(client: PlatformClient, assetProfileId: string): Promise<void> {
    await client.delete(`/api/assetProfile/${encodeURIComponent(assetProfileId)}`);
  },

  setDefaultAssetProfile(client: PlatformClient, assetProfileId: string): Promise<AssetProfile> {
    return client.post<AssetProfile>(`/api/assetProfile/${encodeURIComponent(assetProfileId)}/default`);
  },
};
