import { badRequest, general } from '../http/api-error.ts';
import { stringField } from '../http/body.ts';
import { isObject } from '../lib/json.ts';
import type { SettingsStore } from '../store/settings.ts';
import { integerField } from './bind.ts';

export const PROVIDER_TYPES = ['TOTP', 'SMS', 'EMAIL', 'BACKUP_CODE'] as const;
export type ProviderType = (typeof PROVIDER_TYPES)[number];
export const PROVIDER_TYPE_CLASS = 'org.thingsboard.server.common.data.security.model.mfa.provider.TwoFaProviderType';

export interface PlatformTwoFaSettings {
  providers: Array<Record<string, unknown> & { providerType: ProviderType }>;
  minVerificationCodeSendPeriod: number | null;
  verificationCodeCheckRateLimit: string | null;
  maxVerificationFailuresBeforeUserLockout: number | null;
  totalAllowedTimeForVerification: number | null;
}

export const SETTINGS_KEY = 'twoFaSettings';
/** The pre-verification token lives this long when the platform settings give no positive total time. */
export const DEFAULT_VERIFICATION_TIME_SEC = 1800;

export function platformTwoFaSettings(settings: SettingsStore): PlatformTwoFaSettings | null {
  const stored = settings.get(SETTINGS_KEY);
  return isObject(stored) && Array.isArray(stored.providers) ? (stored as unknown as PlatformTwoFaSettings) : null;
}

export function providerConfig(platform: PlatformTwoFaSettings | null, type: string) {
  return platform?.providers.find((provider) => provider.providerType === type);
}

/** Jackson's polymorphic binding on `providerType`: a missing or unknown type id is a parse error (500). */
export function providerTypeOf(value: Record<string, unknown>, baseClass: string): ProviderType {
  const type = value.providerType;
  if (type === undefined || type === null) {
    throw general(`JSON parse error: Could not resolve subtype of [simple type, class ${baseClass}]: missing type id property 'providerType'`);
  }
  if (typeof type !== 'string' || !(PROVIDER_TYPES as readonly string[]).includes(type)) {
    throw general(`JSON parse error: Could not resolve type id '${String(type)}' as a subtype of \`${baseClass}\``);
  }
  return type as ProviderType;
}

const PROVIDER_CONFIG_CLASS = 'org.thingsboard.server.common.data.security.model.mfa.provider.TwoFaProviderConfig';

function minimum(messages: string[], path: string, value: number | null, min: number, required: boolean): void {
  if (value === null) {
    if (required) messages.push(`${path} must not be null`);
  } else if (value < min) {
    messages.push(`${path} must be greater than or equal to ${min}`);
  }
}

function bindProvider(value: unknown, path: string, messages: string[]) {
  if (!isObject(value)) throw general(`JSON parse error: Cannot construct instance of \`${PROVIDER_CONFIG_CLASS}\``);
  const providerType = providerTypeOf(value, PROVIDER_CONFIG_CLASS);
  if (providerType === 'TOTP') {
    const issuerName = stringField(value, 'issuerName');
    if (issuerName === null || issuerName.trim() === '') messages.push(`${path}.issuerName must not be blank`);
    return { providerType, issuerName };
  }
  if (providerType === 'BACKUP_CODE') {
    const codesQuantity = integerField(value, 'codesQuantity');
    minimum(messages, `${path}.codesQuantity`, codesQuantity, 1, false);
    return { providerType, codesQuantity };
  }
  const verificationCodeLifetime = integerField(value, 'verificationCodeLifetime');
  minimum(messages, `${path}.verificationCodeLifetime`, verificationCodeLifetime, 1, false);
  if (providerType === 'EMAIL') return { providerType, verificationCodeLifetime };
  const template = stringField(value, 'smsVerificationMessageTemplate');
  if (template === null || template.trim() === '') messages.push(`${path}.smsVerificationMessageTemplate must not be blank`);
  else if (!template.includes('${code}')) {
    messages.push(`${path}.smsVerificationMessageTemplate must contain verification code`);
  }
  return { providerType, verificationCodeLifetime, smsVerificationMessageTemplate: template };
}

/** Binds and bean-validates a `PlatformTwoFaSettings` body (all violations in one 400/31). */
export function bindPlatformTwoFaSettings(body: Record<string, unknown>): PlatformTwoFaSettings {
  const messages: string[] = [];
  const rawProviders = body.providers;
  if (rawProviders !== undefined && rawProviders !== null && !Array.isArray(rawProviders)) {
    throw general('JSON parse error: Cannot deserialize value of type `java.util.ArrayList` from Object value');
  }
  const providers = (rawProviders ?? []).map((provider: unknown, index: number) =>
    bindProvider(provider, `providers[${index}]`, messages),
  ) as PlatformTwoFaSettings['providers'];
  if (rawProviders === undefined || rawProviders === null) messages.push('providers must not be null');
  const settings: PlatformTwoFaSettings = {
    providers,
    minVerificationCodeSendPeriod: integerField(body, 'minVerificationCodeSendPeriod'),
    verificationCodeCheckRateLimit: stringField(body, 'verificationCodeCheckRateLimit'),
    maxVerificationFailuresBeforeUserLockout: integerField(body, 'maxVerificationFailuresBeforeUserLockout'),
    totalAllowedTimeForVerification: integerField(body, 'totalAllowedTimeForVerification'),
  };
  minimum(messages, 'minVerificationCodeSendPeriod', settings.minVerificationCodeSendPeriod, 5, true);
  const limit = settings.verificationCodeCheckRateLimit;
  if (limit !== null && !/^[1-9]\d*:[1-9]\d*$/.test(limit)) {
    messages.push('verificationCodeCheckRateLimit verification code check rate limit configuration is invalid');
  }
  minimum(messages, 'maxVerificationFailuresBeforeUserLockout', settings.maxVerificationFailuresBeforeUserLockout, 0, false);
  minimum(messages, 'totalAllowedTimeForVerification', settings.totalAllowedTimeForVerification, 60, true);
  if (messages.length > 0) throw badRequest(`Validation error: ${messages.join(', ')}`);
  return settings;
}
