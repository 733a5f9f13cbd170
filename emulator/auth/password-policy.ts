import { isObject } from '../lib/json.ts';
import type { SettingsStore } from '../store/settings.ts';

export interface PasswordPolicy {
  minimumLength: number | null;
  minimumUppercaseLetters: number | null;
  minimumLowercaseLetters: number | null;
  minimumDigits: number | null;
  minimumSpecialCharacters: number | null;
  allowWhitespaces: boolean | null;
  passwordExpirationPeriodDays: number | null;
  passwordReuseFrequencyDays: number | null;
}

/** The built-in policy used while no `securitySettings` admin setting exists (a fresh install). */
export const DEFAULT_PASSWORD_POLICY: PasswordPolicy = {
  minimumLength: 6,
  minimumUppercaseLetters: null,
  minimumLowercaseLetters: null,
  minimumDigits: null,
  minimumSpecialCharacters: null,
  allowWhitespaces: true,
  passwordExpirationPeriodDays: null,
  passwordReuseFrequencyDays: null,
};

export interface SecuritySettings {
  passwordPolicy: PasswordPolicy;
  maxFailedLoginAttempts: number | null;
  userLockoutNotificationEmail: string | null;
}

export function securitySettings(settings: SettingsStore): SecuritySettings {
  const stored = settings.get('securitySettings');
  if (isObject(stored) && isObject(stored.passwordPolicy)) return stored as unknown as SecuritySettings;
  return { passwordPolicy: DEFAULT_PASSWORD_POLICY, maxFailedLoginAttempts: null, userLockoutNotificationEmail: null };
}

const positive = (value: number | null): value is number => typeof value === 'number' && value > 0;
const count = (text: string, pattern: RegExp) => text.match(pattern)?.length ?? 0;

/** The violated rules, worded as the passay library words them, in the platform's rule order. */
export function passwordViolations(policy: PasswordPolicy, password: string): string[] {
  const messages: string[] = [];
  if (positive(policy.minimumLength) && password.length < policy.minimumLength) {
    messages.push(`Password must be ${policy.minimumLength} or more characters in length.`);
  }
  const rules: Array<[number | null, RegExp, string]> = [
    [policy.minimumUppercaseLetters, /[A-Z]/g, 'uppercase'],
    [policy.minimumLowercaseLetters, /[a-z]/g, 'lowercase'],
    [policy.minimumDigits, /[0-9]/g, 'digit'],
    [policy.minimumSpecialCharacters, /[^A-Za-z0-9\s]/g, 'special'],
  ];
  for (const [minimum, pattern, kind] of rules) {
    if (positive(minimum) && count(password, pattern) < minimum) {
      messages.push(`Password must contain ${minimum} or more ${kind} characters.`);
    }
  }
  const whitespace = /\s/.exec(password);
  if (policy.allowWhitespaces === false && whitespace) {
    messages.push(`Password contains the illegal whitespace character '${whitespace[0]}'.`);
  }
  return messages;
}
