import type { PlatformClient } from '../platform-client.ts';
import type { AccountTwoFactorConfig, AccountTwoFactorSettings, TwoFactorProviderType } from '../types/two-factor.ts';

/** The signed-in user's own two-factor settings (contract 2.8); the sign-in's second step is in `authApi`. */
export const twoFactorApi = {
  /** The providers the platform offers (its two-factor settings allow); empty when none. */
  async getAvailableProviders(client: PlatformClient): Promise<string[]> {
    return (await client.get<string[] | undefined>('/api/2fa/providers')) ?? [];
  },

  async getAccountSettings(client: PlatformClient): Promise<AccountTwoFactorSettings> {
    return (await client.get<AccountTwoFactorSettings | undefined>('/api/2fa/account/settings')) ?? {};
  },

  /** A new configuration of a provider (a TOTP secret, backup codes...), not saved yet. */
  generateConfig(client: PlatformClient, providerType: TwoFactorProviderType): Promise<AccountTwoFactorConfig> {
    return client.post<AccountTwoFactorConfig>('/api/2fa/account/config/generate', { query: { providerType } });
  },

  /** Sends the verification code of an SMS or e-mail configuration to its contact. */
  submitConfig(client: PlatformClient, config: AccountTwoFactorConfig): Promise<void> {
    return client.post<void>('/api/2fa/account/config/submit', { body: config });
  },

  /** Saves a configuration: with the code that proves it works, or without one for backup codes. */
  verifyAndSaveConfig(client: PlatformClient, config: AccountTwoFactorConfig, verificationCode?: string): Promise<void> {
    return client.post<void>('/api/2fa/account/config', { query: { verificationCode }, body: config });
  },

  /** Makes a provider the default one. */
  useByDefault(client: PlatformClient, providerType: TwoFactorProviderType): Promise<void> {
    return client.put<void>('/api/2fa/account/config', { query: { providerType }, body: { useByDefault: true } });
  },

  deleteConfig(client: PlatformClient, providerType: TwoFactorProviderType): Promise<void> {
    return client.delete<void>('/api/2fa/account/config', { query: { providerType } });
  },
};
