import { randomInt } from 'node:crypto';
import type { EmulatorContext } from '../context.ts';
import { setCredentialsEnabled } from './credentials-enabled.ts';
import { badRequest, tooManyRequests, unauthorized } from '../http/api-error.ts';
import { mails, sendMail, sendSms } from '../services/outbox-mail.ts';
import type { StoredAccountConfig } from '../store/two-fa-accounts.ts';
import type { UserRow } from '../store/users.ts';
import { failedAttempts } from './login.ts';
import { createRateLimiter } from './rate-limit.ts';
import { verifyTotp, secretOfAuthUrl } from './totp.ts';
import { NOT_CONFIGURED_ON_PLATFORM, useBackupCode } from './two-fa-accounts.ts';
import { platformTwoFaSettings, providerConfig } from './two-fa-settings.ts';

interface SentCode {
  code: string;
  sentAt: number;
  /** The contact the code went to: a code only confirms the config it was sent for. */
  contact: string;
}

/** Codes and rate limits live in memory per running emulator, like the platform's caches. */
interface VerificationState {
  codes: Map<string, SentCode>;
  sendLimits: ReturnType<typeof createRateLimiter>;
  checkLimits: ReturnType<typeof createRateLimiter>;
  /** A successful check starts the user's check limits afresh. */
  checkEpochs: Map<string, number>;
}

const states = new WeakMap<EmulatorContext, VerificationState>();

function state(ctx: EmulatorContext): VerificationState {
  let current = states.get(ctx);
  if (!current) {
    const now = () => ctx.clock.now();
    current = { codes: new Map(), sendLimits: createRateLimiter(now), checkLimits: createRateLimiter(now), checkEpochs: new Map() };
    states.set(ctx, current);
  }
  return current;
}

const contactOf = (config: StoredAccountConfig) =>
  String(config.providerType === 'SMS' ? config.phoneNumber : config.providerType === 'EMAIL' ? config.email : '');
const codeKey = (userId: string, type: string) => `${userId}:${type}`;

/** Sends a 6-digit code for an EMAIL or SMS config; TOTP and backup codes have nothing to send. */
export function sendVerificationCode(ctx: EmulatorContext, user: UserRow, config: StoredAccountConfig, checkLimits: boolean): void {
  const platform = platformTwoFaSettings(ctx.stores.settings);
  if (!platform) throw badRequest(NOT_CONFIGURED_ON_PLATFORM);
  const period = platform.minVerificationCodeSendPeriod;
  if (checkLimits && typeof period === 'number' && period > 4) {
    if (!state(ctx).sendLimits.tryConsume(codeKey(user.id, config.providerType), `1:${period}`)) {
      throw tooManyRequests('Too many requests');
    }
  }
  const provider = providerConfig(platform, config.providerType);
  if (!provider) throw badRequest(NOT_CONFIGURED_ON_PLATFORM);
  if (config.providerType !== 'EMAIL' && config.providerType !== 'SMS') return;
  const code = String(randomInt(1_000_000)).padStart(6, '0');
  const contact = contactOf(config);
  state(ctx).codes.set(codeKey(user.id, config.providerType), { code, sentAt: ctx.clock.now(), contact });
  const lifetime = Number(provider.verificationCodeLifetime ?? 0);
  if (config.providerType === 'EMAIL') {
    sendMail(ctx, contact, mails.verificationCode(code, lifetime));
  } else {
    const template = String(provider.smsVerificationMessageTemplate ?? '${code}');
    const text = template
      .replaceAll('${code}', code)
      .replaceAll('${userEmail}', user.email)
      .replaceAll('${userFirstName}', user.first_name ?? '')
      .replaceAll('${userLastName}', user.last_name ?? '');
    sendSms(ctx, contact, 'TWO_FA_CODE', text);
  }
}

/** Whether the code is right for the config; EMAIL/SMS codes are single-use and expire. */
function codeMatches(ctx: EmulatorContext, user: UserRow, config: StoredAccountConfig, code: string): boolean {
  if (code.trim() === '') return false;
  if (config.providerType === 'BACKUP_CODE') return useBackupCode(ctx, user.id, code);
  if (!/^\d+$/.test(code)) return false;
  if (config.providerType === 'TOTP') return verifyTotp(secretOfAuthUrl(String(config.authUrl)) ?? '', code, ctx.clock.now());
  const provider = providerConfig(platformTwoFaSettings(ctx.stores.settings), config.providerType);
  const key = codeKey(user.id, config.providerType);
  const sent = state(ctx).codes.get(key);
  if (!sent || sent.code !== code || sent.contact !== contactOf(config)) return false;
  const lifetimeMs = Number(provider?.verificationCodeLifetime ?? 0) * 1000;
  state(ctx).codes.delete(key);
  return ctx.clock.now() - sent.sentAt <= lifetimeMs;
}

/** Checking a code while setting a config up: no limits, no failure counting. */
export function checkSetupCode(ctx: EmulatorContext, user: UserRow, config: StoredAccountConfig, code: string): boolean {
  if (!providerConfig(platformTwoFaSettings(ctx.stores.settings), config.providerType)) {
    throw badRequest(NOT_CONFIGURED_ON_PLATFORM);
  }
  return codeMatches(ctx, user, config, code);
}

export const LOCKED_BY_2FA = 'User account was locked due to exceeded 2FA verification attempts';

/**
 * The sign-in check: the check rate limit, the code, then the account state; a wrong code counts as a
 * failed login attempt and reaching `maxVerificationFailuresBeforeUserLockout` disables the account.
 */
export function checkLoginCode(ctx: EmulatorContext, user: UserRow, config: StoredAccountConfig, code: string): boolean {
  const platform = platformTwoFaSettings(ctx.stores.settings);
  if (!platform || !providerConfig(platform, config.providerType)) throw badRequest(NOT_CONFIGURED_ON_PLATFORM);
  const { checkLimits, checkEpochs } = state(ctx);
  const limit = platform.verificationCodeCheckRateLimit;
  const limitKey = `${codeKey(user.id, config.providerType)}:${checkEpochs.get(user.id) ?? 0}`;
  if (limit && !checkLimits.tryConsume(limitKey, limit)) throw tooManyRequests('Too many requests');
  const success = codeMatches(ctx, user, config, code);
  const { users } = ctx.stores;
  if (users.credentials(user.id)?.enabled !== 1) throw unauthorized('User is disabled');
  if (success) {
    checkEpochs.set(user.id, (checkEpochs.get(user.id) ?? 0) + 1);
    return true;
  }
  const attempts = failedAttempts(users.findById(user.id) ?? user) + 1;
  users.updateAdditionalInfo(user.id, { failedLoginAttempts: attempts });
  const max = platform.maxVerificationFailuresBeforeUserLockout;
  if (typeof max === 'number' && max > 0 && attempts >= max) {
    setCredentialsEnabled(ctx, user.id, false);
    throw unauthorized(LOCKED_BY_2FA);
  }
  return false;
}
