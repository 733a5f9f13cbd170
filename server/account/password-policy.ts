import type { TFunction } from 'i18next';
import type { PasswordPolicy } from '../platform/types/auth.ts';

const count = (text: string, pattern: RegExp) => (text.match(pattern) ?? []).length;

/**
 * The policy's rules the new password breaks, as messages; checked before sending so the user
 * learns every rule at once (the platform checks again and its message is shown too).
 */
export function policyViolations(policy: PasswordPolicy, password: string, t: TFunction): string[] {
  const problems: string[] = [];
  const rule = (minimum: number | null | undefined, found: number, key: string) => {
    if (minimum && minimum > 0 && found < minimum) problems.push(t(key, { n: minimum }));
  };
  rule(policy.minimumLength, [...password].length, 'account.password.rule-length');
  rule(policy.minimumUppercaseLetters, count(password, /\p{Lu}/gu), 'account.password.rule-uppercase');
  rule(policy.minimumLowercaseLetters, count(password, /\p{Ll}/gu), 'account.password.rule-lowercase');
  rule(policy.minimumDigits, count(password, /\p{Nd}/gu), 'account.password.rule-digits');
  rule(policy.minimumSpecialCharacters, count(password, /[^\p{L}\p{Nd}\s]/gu), 'account.password.rule-special');
  if (policy.allowWhitespaces === false && /\s/.test(password)) problems.push(t('account.password.rule-whitespace'));
  return problems;
}
