import { TWO_FACTOR_PROVIDER_TYPES, type TwoFactorProviderInfo, type TwoFactorProviderType } from '../platform/types/two-factor.ts';

export const DEFAULT_RESEND_PERIOD_S = 30;

/** SMS and EMAIL deliver a code; TOTP and backup codes are already in the user's hands. */
export function sendsCode(type: TwoFactorProviderType): boolean {
  return type === 'SMS' || type === 'EMAIL';
}

/** Six digits, or eight lowercase hex characters for a backup code (spec section 5). */
export function isWellFormedCode(type: TwoFactorProviderType, code: string): boolean {
  return type === 'BACKUP_CODE' ? /^[0-9a-f]{8}$/.test(code) : /^[0-9]{6}$/.test(code);
}

/** The default provider first, the others in the platform's order. */
export function defaultFirst(providers: TwoFactorProviderInfo[]): TwoFactorProviderInfo[] {
  return [...providers.filter((p) => p.default), ...providers.filter((p) => !p.default)];
}

/** The providers a sign-in may continue with: those the console knows, the default first. */
export function usableProviders(providers: TwoFactorProviderInfo[]): TwoFactorProviderInfo[] {
  return defaultFirst(providers.filter((p) => TWO_FACTOR_PROVIDER_TYPES.includes(p.type)));
}
