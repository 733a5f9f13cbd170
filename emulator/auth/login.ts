import type { FastifyRequest } from 'fastify';
import type { EmulatorContext } from '../context.ts';
import { setCredentialsEnabled } from './credentials-enabled.ts';
import { credentialsExpired, unauthorized } from '../http/api-error.ts';
import { isObject, readJson } from '../lib/json.ts';
import { randomAlphanumeric } from '../lib/random.ts';
import { mails, sendMail } from '../services/outbox-mail.ts';
import type { UserRow } from '../store/users.ts';
import { auditLogin } from './login-audit.ts';
import { securitySettings } from './password-policy.ts';
import { verifyPassword } from './passwords.ts';

const INVALID = 'Invalid username or password';
const DAY_MS = 86_400_000;
export const TOKEN_LENGTH = 30;

export function failedAttempts(user: UserRow): number {
  const info = readJson(user.additional_info);
  const value = isObject(info) ? info.failedLoginAttempts : undefined;
  return typeof value === 'number' ? value : 0;
}

/** One more failed attempt; past `maxFailedLoginAttempts` an enabled account is disabled (LOCKOUT). */
function countFailure(ctx: EmulatorContext, request: FastifyRequest, user: UserRow, enabled: boolean): void {
  const { users, settings } = ctx.stores;
  const attempts = failedAttempts(user) + 1;
  users.updateAdditionalInfo(user.id, { failedLoginAttempts: attempts });
  const security = securitySettings(settings);
  const max = security.maxFailedLoginAttempts;
  if (typeof max === 'number' && max > 0 && attempts > max && enabled) {
    setCredentialsEnabled(ctx, user.id, false);
    const message = 'User account is locked due to security policy';
    auditLogin(ctx, request, user, 'LOCKOUT');
    auditLogin(ctx, request, user, 'LOGIN', message);
    const notify = security.userLockoutNotificationEmail;
    if (typeof notify === 'string' && notify !== '') {
      try {
        sendMail(ctx, notify, mails.lockout(user.email, attempts));
      } catch {
        // the platform only logs a failed lockout notification
      }
    }
    throw unauthorized(message);
  }
  auditLogin(ctx, request, user, 'LOGIN', INVALID);
  throw unauthorized(INVALID);
}

/**
 * Checks a username/password pair as the platform does: password (with failure counting and lockout),
 * then enabled, then password age. A correct password resets the failure counter.
 */
export async function authenticateUser(
  ctx: EmulatorContext,
  request: FastifyRequest,
  username: string,
  password: string,
): Promise<UserRow> {
  const { users, settings } = ctx.stores;
  const user = users.findByEmail(username);
  const credentials = user ? users.credentials(user.id) : undefined;
  if (!user || !credentials) throw unauthorized(INVALID);
  if (!(await verifyPassword(password, credentials.password))) countFailure(ctx, request, user, credentials.enabled === 1);
  if (credentials.enabled !== 1) {
    auditLogin(ctx, request, user, 'LOGIN', 'User account is not active');
    throw unauthorized('User account is not active');
  }
  users.updateAdditionalInfo(user.id, { failedLoginAttempts: 0 });
  const days = securitySettings(settings).passwordPolicy.passwordExpirationPeriodDays;
  if (typeof days === 'number' && days > 0 && credentials.created_time + days * DAY_MS < Date.now()) {
    const resetToken = randomAlphanumeric(TOKEN_LENGTH);
    users.setResetToken(user.id, resetToken);
    auditLogin(ctx, request, user, 'LOGIN', 'User password expired!');
    throw credentialsExpired(resetToken);
  }
  return users.findById(user.id) ?? user;
}

/** What a completed sign-in records: `lastLoginTs`, a zeroed failure counter and a LOGIN audit entry. */
export function recordLogin(ctx: EmulatorContext, request: FastifyRequest, user: UserRow): UserRow {
  ctx.stores.users.updateAdditionalInfo(user.id, { failedLoginAttempts: 0, lastLoginTs: Date.now() });
  auditLogin(ctx, request, user, 'LOGIN');
  return ctx.stores.users.findById(user.id) ?? user;
}
