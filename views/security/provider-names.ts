import type { TwoFactorProvider } from './two-factor-types.ts';

export const PROVIDER_NAME_KEYS: Record<TwoFactorProvider, string> = {
  TOTP: 'account.2fa.provider-totp',
  SMS: 'account.2fa.provider-sms',
  EMAIL: 'account.2fa.provider-email',
  BACKUP_CODE: 'account.2fa.provider-backup-code',
};

export const PROVIDER_HINT_KEYS: Record<TwoFactorProvider, string> = {
  TOTP: 'account.2fa.hint-totp',
  SMS: 'account.2fa.hint-sms',
  EMAIL: 'account.2fa.hint-email',
  BACKUP_CODE: 'account.2fa.hint-backup-code',
};
