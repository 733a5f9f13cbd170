/** The platform's two-factor providers (contract 2.8), in the contract's order. */
export type TwoFactorProviderType = 'TOTP' | 'SMS' | 'EMAIL' | 'BACKUP_CODE';

export const TWO_FACTOR_PROVIDER_TYPES: readonly TwoFactorProviderType[] = ['TOTP', 'SMS', 'EMAIL', 'BACKUP_CODE'];

export function isTwoFactorProviderType(value: unknown): value is TwoFactorProviderType {
  return typeof value === 'string' && (TWO_FACTOR_PROVIDER_TYPES as readonly string[]).includes(value);
}

/** One provider's configuration on the user's account (AccountTwoFaSettings' configs). */
export interface AccountTwoFactorConfig {
  providerType: TwoFactorProviderType;
  useByDefault: boolean;
  authUrl?: string;
  phoneNumber?: string;
  email?: string;
  codesLeft?: number;
  codes?: string[];
}

export type AccountTwoFactorConfigs = Partial<Record<TwoFactorProviderType, AccountTwoFactorConfig>>;

/** The user's two-factor account settings. */
export interface AccountTwoFactorSettings {
  configs?: AccountTwoFactorConfigs;
}

/** One provider a pre-verification token may verify with (sign-in's second step). */
export interface TwoFactorProviderInfo {
  type: TwoFactorProviderType;
  default: boolean;
  contact: string | null;
  minVerificationCodeSendPeriod: number;
}
