export type TwoFactorProvider = 'TOTP' | 'SMS' | 'EMAIL' | 'BACKUP_CODE';

export const TWO_FACTOR_PROVIDERS: readonly TwoFactorProvider[] = ['TOTP', 'SMS', 'EMAIL', 'BACKUP_CODE'];

/** One provider's configuration on the user's account (contract 2.8, AccountTwoFaSettings). */
export interface AccountTwoFactorConfig {
  providerType: TwoFactorProvider;
  useByDefault: boolean;
  authUrl?: string;
  phoneNumber?: string;
  email?: string;
  codesLeft?: number;
  codes?: string[];
}

export type AccountConfigs = Partial<Record<TwoFactorProvider, AccountTwoFactorConfig>>;

/** A provider being enabled: the generated config, and whether its verification code was sent. */
export interface TwoFactorSetup {
  providerType: 'TOTP' | 'SMS' | 'EMAIL';
  config: AccountTwoFactorConfig;
  codeSent: boolean;
}

export function isTwoFactorProvider(value: unknown): value is TwoFactorProvider {
  return typeof value === 'string' && (TWO_FACTOR_PROVIDERS as readonly string[]).includes(value);
}

/** The secret of an otpauth:// address, shown for typing into an app that cannot scan. */
export function totpSecret(authUrl: string | undefined): string {
  if (!authUrl) return '';
  try {
    return new URL(authUrl).searchParams.get('secret') ?? '';
  } catch {
    return '';
  }
}
