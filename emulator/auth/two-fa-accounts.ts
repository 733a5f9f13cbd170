import { randomBytes } from 'node:crypto';
import type { EmulatorContext } from '../context.ts';
import { badRequest, general } from '../http/api-error.ts';
import { stringField } from '../http/body.ts';
import type { StoredAccountConfig } from '../store/two-fa-accounts.ts';
import type { UserRow } from '../store/users.ts';
import { booleanField } from './bind.ts';
import { generateTotpSecret, secretOfAuthUrl, totpAuthUrl } from './totp.ts';
import { platformTwoFaSettings, providerConfig, providerTypeOf } from './two-fa-settings.ts';
import type { ProviderType } from './two-fa-settings.ts';

export const NOT_CONFIGURED_ON_PLATFORM = '2FA provider is not configured';
export const NOT_CONFIGURED_FOR_ACCOUNT = '2FA is not configured for account';
const ACCOUNT_CONFIG_CLASS = 'org.thingsboard.server.common.data.security.model.mfa.account.TwoFaAccountConfig';
const E164 = /^\+[1-9]\d{1,14}$/;
const EMAIL = /^[^\s@]+@[^\s@]+$/;

/** A config as responses show it: backup codes only as a count. */
export function visibleConfig(config: StoredAccountConfig): Record<string, unknown> {
  if (config.providerType !== 'BACKUP_CODE') return config;
  const codes = Array.isArray(config.codes) ? config.codes : [];
  return { providerType: config.providerType, useByDefault: config.useByDefault, codesLeft: codes.length };
}

/** The user's configs for providers the platform currently offers (no platform settings: none). */
export function activeConfigs(ctx: EmulatorContext, userId: string): Record<string, StoredAccountConfig> {
  const platform = platformTwoFaSettings(ctx.stores.settings);
  const stored = ctx.stores.twoFaAccounts.get(userId);
  return Object.fromEntries(Object.entries(stored).filter(([type]) => providerConfig(platform, type) !== undefined));
}

/** `AccountTwoFaSettings`, or null (empty body) when the user has no active config. */
export function accountSettings(ctx: EmulatorContext, userId: string) {
  const configs = Object.values(activeConfigs(ctx, userId));
  if (configs.length === 0) return null;
  return { configs: Object.fromEntries(configs.map((config) => [config.providerType, visibleConfig(config)])) };
}

export function accountConfig(ctx: EmulatorContext, userId: string, type: ProviderType): StoredAccountConfig {
  const config = activeConfigs(ctx, userId)[type];
  if (!config) throw badRequest(NOT_CONFIGURED_FOR_ACCOUNT);
  return config;
}

/** A fresh config for the user to confirm (TOTP secret, e-mail address, empty phone, new backup codes). */
export function generateAccountConfig(ctx: EmulatorContext, user: UserRow, type: ProviderType): Record<string, unknown> {
  const provider = providerConfig(platformTwoFaSettings(ctx.stores.settings), type);
  if (!provider) throw badRequest(NOT_CONFIGURED_ON_PLATFORM);
  const base = { providerType: type, useByDefault: false };
  if (type === 'TOTP') {
    return { ...base, authUrl: totpAuthUrl(String(provider.issuerName), user.email, generateTotpSecret()) };
  }
  if (type === 'SMS') return { ...base, phoneNumber: null };
  if (type === 'EMAIL') return { ...base, email: user.email };
  const quantity = typeof provider.codesQuantity === 'number' ? provider.codesQuantity : 10;
  const codes = new Set<string>();
  while (codes.size < quantity) codes.add(randomBytes(4).toString('hex'));
  return { ...base, codes: [...codes], codesLeft: codes.size };
}

/** Binds and bean-validates an account config body (polymorphic on `providerType`). */
export function bindAccountConfig(body: Record<string, unknown>): StoredAccountConfig {
  const providerType = providerTypeOf(body, ACCOUNT_CONFIG_CLASS);
  const useByDefault = booleanField(body, 'useByDefault') ?? false;
  const invalid = (message: string) => badRequest(`Validation error: ${message}`);
  if (providerType === 'TOTP') {
    const authUrl = stringField(body, 'authUrl');
    if (authUrl === null || authUrl.trim() === '') throw invalid('authUrl must not be blank');
    if (secretOfAuthUrl(authUrl) === null) throw invalid('authUrl is invalid');
    return { providerType, useByDefault, authUrl };
  }
  if (providerType === 'SMS') {
    const phoneNumber = stringField(body, 'phoneNumber');
    if (phoneNumber === null || phoneNumber.trim() === '') throw invalid('phoneNumber must not be blank');
    if (!E164.test(phoneNumber)) throw invalid('phoneNumber is not of E.164 format');
    return { providerType, useByDefault, phoneNumber };
  }
  if (providerType === 'EMAIL') {
    const email = stringField(body, 'email');
    if (email === null || email.trim() === '') throw invalid('email must not be blank');
    if (!EMAIL.test(email)) throw invalid('email must be a well-formed email address');
    return { providerType, useByDefault, email };
  }
  const codes = body.codes;
  if (codes !== undefined && codes !== null && !Array.isArray(codes)) {
    throw general('JSON parse error: Cannot deserialize value of type `java.util.LinkedHashSet<java.lang.String>` from Object value');
  }
  const unique = [...new Set((codes ?? []).map(String))];
  if (unique.length === 0) throw invalid('codes must not be empty');
  return { providerType, useByDefault, codes: unique };
}

/** Exactly one default among the configs: a config saved as default wins, else the first non-backup one. */
function normalizeDefault(configs: Record<string, StoredAccountConfig>, preferred?: string): void {
  const list = Object.values(configs);
  if (preferred !== undefined) for (const config of list) config.useByDefault = config.providerType === preferred;
  if (list.some((config) => config.useByDefault)) return;
  const first = list.find((config) => config.providerType !== 'BACKUP_CODE');
  if (first) first.useByDefault = true;
}

export function saveAccountConfig(ctx: EmulatorContext, userId: string, config: StoredAccountConfig) {
  const configs = activeConfigs(ctx, userId);
  configs[config.providerType] = config;
  normalizeDefault(configs, config.useByDefault && config.providerType !== 'BACKUP_CODE' ? config.providerType : undefined);
  ctx.stores.twoFaAccounts.put(userId, configs);
  return accountSettings(ctx, userId);
}

const missingConfig = (type: string) => badRequest(`Config for ${type} 2FA provider not found`);

export function updateAccountConfig(ctx: EmulatorContext, userId: string, type: ProviderType, useByDefault: boolean) {
  const configs = activeConfigs(ctx, userId);
  const config = configs[type];
  if (!config) throw missingConfig(type);
  config.useByDefault = useByDefault;
  normalizeDefault(configs, useByDefault && type !== 'BACKUP_CODE' ? type : undefined);
  ctx.stores.twoFaAccounts.put(userId, configs);
  return accountSettings(ctx, userId);
}

/** Removing the last real provider removes the backup codes too: they are no second factor on their own. */
export function deleteAccountConfig(ctx: EmulatorContext, userId: string, type: ProviderType) {
  const configs = activeConfigs(ctx, userId);
  if (!configs[type]) throw missingConfig(type);
  delete configs[type];
  if (Object.keys(configs).length === 1 && configs.BACKUP_CODE) delete configs.BACKUP_CODE;
  normalizeDefault(configs);
  ctx.stores.twoFaAccounts.put(userId, configs);
  return accountSettings(ctx, userId);
}

/** Consumes one backup code; true when it was there. */
export function useBackupCode(ctx: EmulatorContext, userId: string, code: string): boolean {
  const configs = ctx.stores.twoFaAccounts.get(userId);
  const config = configs.BACKUP_CODE;
  const codes = config && Array.isArray(config.codes) ? (config.codes as string[]) : [];
  if (!codes.includes(code)) return false;
  config.codes = codes.filter((candidate) => candidate !== code);
  ctx.stores.twoFaAccounts.put(userId, configs);
  return true;
}
