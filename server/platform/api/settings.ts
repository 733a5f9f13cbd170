import type { PlatformClient } from '../platform-client.ts';
import type { TokenPair } from '../tokens.ts';
import type { HomeDashboardInfo } from '../types/home-dashboard.ts';
import type { AdminSettings, AutoCommitSettings, JwtSettings, PlatformTwoFaSettings, RepositorySettings, SecuritySettings } from '../types/settings.ts';

/** The system administrator's settings (contract 11.1, 2.9). */
export const settingsApi = {
  /** One admin setting by key (`general`, `mail`, `sms`); the mail password is left out by the platform. */
  getAdminSettings(client: PlatformClient, key: string): Promise<AdminSettings> {
    return client.get<AdminSettings>(`/api/admin/settings/${encodeURIComponent(key)}`);
  },
  saveAdminSettings(client: PlatformClient, settings: AdminSettings): Promise<AdminSettings> {
    return client.post<AdminSettings>('/api/admin/settings', { body: settings });
  },
  /** Sends a test mail to the caller with these settings (the stored password when the body has none). */
  sendTestMail(client: PlatformClient, settings: AdminSettings): Promise<unknown> {
    return client.post<unknown>('/api/admin/settings/testMail', { body: settings });
  },
  sendTestSms(client: PlatformClient, request: { providerConfiguration: object; numberTo: string; message: string }): Promise<unknown> {
    return client.post<unknown>('/api/admin/settings/testSms', { body: request });
  },
  getSecuritySettings(client: PlatformClient): Promise<SecuritySettings> {
    return client.get<SecuritySettings>('/api/admin/securitySettings');
  },
  saveSecuritySettings(client: PlatformClient, settings: SecuritySettings): Promise<SecuritySettings> {
    return client.post<SecuritySettings>('/api/admin/securitySettings', { body: settings });
  },
  getJwtSettings(client: PlatformClient): Promise<JwtSettings> {
    return client.get<JwtSettings>('/api/admin/jwtSettings');
  },
  /** Saves the signing settings; the answer is a new token pair for the caller (the old tokens no longer work). */
  saveJwtSettings(client: PlatformClient, settings: JwtSettings): Promise<TokenPair> {
    return client.post<TokenPair>('/api/admin/jwtSettings', { body: settings });
  },
  /** The platform's two-factor settings; none until first saved. */
  async getTwoFaSettings(client: PlatformClient): Promise<PlatformTwoFaSettings | null> {
    return (await client.get<PlatformTwoFaSettings | undefined>('/api/2fa/settings')) ?? null;
  },
  saveTwoFaSettings(client: PlatformClient, settings: PlatformTwoFaSettings): Promise<PlatformTwoFaSettings> {
    return client.post<PlatformTwoFaSettings>('/api/2fa/settings', { body: settings });
  },
  /** The tenant's home dashboard (tenant administrator). */
  getTenantHomeDashboard(client: PlatformClient): Promise<HomeDashboardInfo> {
    return client.get<HomeDashboardInfo>('/api/tenant/dashboard/home/info');
  },
  saveTenantHomeDashboard(client: PlatformClient, info: HomeDashboardInfo): Promise<void> {
    return client.post<void>('/api/tenant/dashboard/home/info', { body: info });
  },
  /** The tenant's version control repository; null while none is set. */
  async getRepositorySettings(client: PlatformClient): Promise<RepositorySettings | null> {
    if (!(await client.get<boolean>('/api/admin/repositorySettings/exists'))) return null;
    return client.get<RepositorySettings>('/api/admin/repositorySettings');
  },
  saveRepositorySettings(client: PlatformClient, settings: RepositorySettings): Promise<RepositorySettings> {
    return client.post<RepositorySettings>('/api/admin/repositorySettings', { body: settings });
  },
  checkRepositoryAccess(client: PlatformClient, settings: RepositorySettings): Promise<void> {
    return client.post<void>('/api/admin/repositorySettings/checkAccess', { body: settings });
  },
  deleteRepositorySettings(client: PlatformClient): Promise<void> {
    return client.delete<void>('/api/admin/repositorySettings');
  },
  async getAutoCommitSettings(client: PlatformClient): Promise<AutoCommitSettings> {
    if (!(await client.get<boolean>('/api/admin/autoCommitSettings/exists'))) return {};
    return client.get<AutoCommitSettings>('/api/admin/autoCommitSettings');
  },
  saveAutoCommitSettings(client: PlatformClient, settings: AutoCommitSettings): Promise<AutoCommitSettings> {
    return client.post<AutoCommitSettings>('/api/admin/autoCommitSettings', { body: settings });
  },
  deleteAutoCommitSettings(client: PlatformClient): Promise<void> {
    return client.delete<void>('/api/admin/autoCommitSettings');
  },
};
