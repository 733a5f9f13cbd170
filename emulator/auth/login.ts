import type { EmulatorContext } from '../context.ts';
import { unauthorized } from '../http/api-error.ts';
import { isObject, readJson } from '../lib/json.ts';
import type { UserRow } from '../store/users.ts';
import { securitySettings } from './password-policy.ts';
import { verifyPassword } from './passwords.ts';

const INVALID = 'Invalid username or password';

function failedAttempts(user: UserRow): number {
  const info = readJson(user.additional_info);
  const value = isObject(info) ? info.failedLoginAttempts : undefined;
  return typeof value === 'number' ? value : 0;
}

/** Checks a username/password pair with the platform's failure messages and login-attempt bookkeeping. */
export async function authenticateUser(ctx: EmulatorContext, username: string, password: string): Promise<UserRow> {
  const { users, settings } = ctx.stores;
  const user = users.findByEmail(username);
  const credentials = user ? users.credentials(user.id) : undefined;
  if (!user || !credentials) throw unauthorized(INVALID);
  if (!(await verifyPassword(password, credentials.password))) {
    const attempts = failedAttempts(user) + 1;
    users.updateAdditionalInfo(user.id, { failedLoginAttempts: attempts });
    const max = securitySettings(settings).maxFailedLoginAttempts;
    if (typeof max === 'number' && max > 0 && attempts > max && credentials.enabled === 1) {
      users.setEnabled(user.id, false);
      ctx.outdating.invalidate(user.id);
      throw unauthorized('User account is locked due to security policy');
    }
    throw unauthorized(INVALID);
  }
  if (credentials.enabled !== 1) throw unauthorized('User account is not active');
  users.updateAdditionalInfo(user.id, { failedLoginAttempts: 0, lastLoginTs: Date.now() });
  return users.findById(user.id) ?? user;
}
