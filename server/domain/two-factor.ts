import type { AccountTwoFactorConfig, TwoFactorProviderType } from '../platform/types/two-factor.ts';

/** A provider being enabled on the security page, between its steps: the generated config, and whether its code was sent. */
export interface TwoFactorSetup {
  providerType: 'TOTP' | 'SMS' | 'EMAIL';
  config: AccountTwoFactorConfig;
  codeSent: boolean;
}

export const PROVIDER_NAME_KEYS: Record<TwoFactorProviderType, string> = {
  TOTP: 'account.2fa.provider-totp',
  SMS: 'account.2fa.provider-sms',
  EMAIL: 'account.2fa.provider-email',
  BACKUP_CODE: 'account.2fa.provider-backup-code',
};

export const PROVIDER_HINT_KEYS: Record<TwoFactorProviderType, string> = {
  TOTP: 'account.2fa.hint-totp',
  SMS: 'account.2fa.hint-sms',
  EMAIL: 'account.2fa.hint-email',
  BACKUP_CODE: 'account.2fa.hint-backup-code',
};

/** The secret of an otpauth:// address, shown for typing into an app that cannot scan. */
export function totpSecret(authUrl: string | undefined): string {
  if (!authUrl) return '';
  try {
    return new URL(authUrl).searchParams.get('secret') ?? '';
  } catch {
    return '';
  }
}
