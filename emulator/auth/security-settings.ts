import { general } from '../http/api-error.ts';
import { stringField } from '../http/body.ts';
import { isObject } from '../lib/json.ts';
import { booleanField, integerField } from './bind.ts';
import type { PasswordPolicy, SecuritySettings } from './password-policy.ts';

const INTEGER_RULES = [
  'minimumLength', 'minimumUppercaseLetters', 'minimumLowercaseLetters', 'minimumDigits', 'minimumSpecialCharacters',
] as const;

function bindPolicy(value: unknown): PasswordPolicy | null {
  if (value === undefined || value === null) return null;
  if (!isObject(value)) {
    throw general('JSON parse error: Cannot construct instance of `org.thingsboard.server.common.data.security.model.UserPasswordPolicy`');
  }
  const policy = {} as PasswordPolicy;
  for (const name of INTEGER_RULES) policy[name] = integerField(value, name);
  policy.allowWhitespaces = booleanField(value, 'allowWhitespaces');
  policy.passwordExpirationPeriodDays = integerField(value, 'passwordExpirationPeriodDays');
  policy.passwordReuseFrequencyDays = integerField(value, 'passwordReuseFrequencyDays');
  return policy;
}

/** `SecuritySettings` as Jackson binds it: known fields only, missing ones null (the platform does not validate). */
export function bindSecuritySettings(body: Record<string, unknown>): Omit<SecuritySettings, 'passwordPolicy'> & {
  passwordPolicy: PasswordPolicy | null;
} {
  return {
    passwordPolicy: bindPolicy(body.passwordPolicy),
    maxFailedLoginAttempts: integerField(body, 'maxFailedLoginAttempts'),
    userLockoutNotificationEmail: stringField(body, 'userLockoutNotificationEmail'),
  };
}
