import type { TFunction } from 'i18next';
import { ErrorCode, isPlatformError, type PlatformError } from '../platform/platform-error.ts';

// The platform's fixed English messages for accounts that cannot sign in (contract 1.3, 2.8, 2.9);
// each gets an explanation of what happened and what to do.
const EXPLAINED: Record<string, string> = {
  'User account is locked due to security policy': 'login.account-locked',
  'User account was locked due to exceeded 2FA verification attempts': 'login.mfa.account-locked',
  'User account is not active': 'login.account-not-active',
  'User is disabled': 'login.account-not-active',
};

/** The message a failed sign-in step shows: an explanation for known account states, else the platform's words. */
export function signInFailureMessage(t: TFunction, err: PlatformError): string {
  if (err.unreachable) return t('error.unable-to-connect-text');
  if (err.malformed) return t('error.unexpected-answer');
  const key = EXPLAINED[err.message];
  return key ? t(key) : err.message;
}

/** Status for the page that shows a failed platform call. */
export function failureStatus(err: PlatformError): number {
  return err.unreachable ? 502 : err.status >= 400 && err.status < 600 ? err.status : 502;
}

/** The reset token of a credentials-expired answer (401, code 15), if this is one. */
export function expiredPasswordResetToken(err: unknown): string | null {
  return isPlatformError(err, { status: 401, code: ErrorCode.CredentialsExpired }) ? err.resetToken : null;
}
