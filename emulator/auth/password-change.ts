import type { EmulatorContext } from '../context.ts';
import { badRequest } from '../http/api-error.ts';
import { isObject, readJson } from '../lib/json.ts';
import type { UserRow } from '../store/users.ts';
import { passwordViolations, securitySettings } from './password-policy.ts';
import { hashPassword, verifyPassword } from './passwords.ts';

const DAY_MS = 86_400_000;
const HISTORY = 'userPasswordHistory';

function passwordHistory(user: UserRow): Record<string, string> {
  const info = readJson(user.additional_info);
  const history = isObject(info) ? info[HISTORY] : undefined;
  return isObject(history) ? (history as Record<string, string>) : {};
}

/**
 * The platform's password validation for activation, reset and change: the policy rules (all violations,
 * newline-joined), then reuse within `passwordReuseFrequencyDays` when the user is known.
 */
export async function validateNewPassword(ctx: EmulatorContext, password: string, user: UserRow | null): Promise<void> {
  const policy = securitySettings(ctx.stores.settings).passwordPolicy;
  const violations = passwordViolations(policy, password);
  if (violations.length > 0) throw badRequest(violations.join('\n'));
  const days = policy.passwordReuseFrequencyDays;
  if (user === null || typeof days !== 'number' || days <= 0) return;
  const since = Date.now() - days * DAY_MS;
  for (const [at, hash] of Object.entries(passwordHistory(user))) {
    if (Number(at) > since && (await verifyPassword(password, hash))) {
      throw badRequest(`Password was already used for the last ${days} days`);
    }
  }
}

/** Stores a new password; the history is kept only while a reuse policy is configured. */
export async function storeNewPassword(ctx: EmulatorContext, user: UserRow, password: string, activate = false): Promise<void> {
  const { users, settings } = ctx.stores;
  const hash = await hashPassword(password);
  const now = Date.now();
  if (activate) users.activate(user.id, hash, now);
  else users.setPassword(user.id, hash, now);
  const days = securitySettings(settings).passwordPolicy.passwordReuseFrequencyDays;
  if (typeof days === 'number' && days > 0) {
    users.updateAdditionalInfo(user.id, { [HISTORY]: { ...passwordHistory(user), [String(now)]: hash } });
  }
}
