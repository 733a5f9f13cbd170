import type { EmulatorContext } from '../context.ts';
import { badRequest } from '../http/api-error.ts';
import { randomAlphanumeric } from '../lib/random.ts';
import { TOKEN_LENGTH } from '../auth/login.ts';
import type { UserRow } from '../store/users.ts';
import { activationLink, resetLink } from './base-url.ts';
import { mails, sendMail } from './outbox-mail.ts';

export const ALREADY_ACTIVATED = 'User is already activated!';

/** The pending activation token of a not-yet-activated user (400/31 once activated). */
export function activationToken(ctx: EmulatorContext, user: UserRow): string {
  const credentials = ctx.stores.users.credentials(user.id);
  if (!credentials || credentials.enabled === 1 || credentials.activate_token === null) throw badRequest(ALREADY_ACTIVATED);
  return credentials.activate_token;
}

export function sendActivationMail(ctx: EmulatorContext, user: UserRow, base: string): void {
  sendMail(ctx, user.email, mails.activation(activationLink(base, activationToken(ctx, user))));
}

/** A new reset token and the mail with its link, for an existing enabled user (others are refused). */
export function requestPasswordReset(ctx: EmulatorContext, email: string, base: string): void {
  const { users } = ctx.stores;
  const user = users.findByEmail(email);
  const credentials = user ? users.credentials(user.id) : undefined;
  if (!user || !credentials) throw badRequest(`Unable to find user by email [${email}]`);
  if (credentials.enabled !== 1) throw badRequest('Unable to reset password for inactive user');
  const token = randomAlphanumeric(TOKEN_LENGTH);
  users.setResetToken(user.id, token);
  sendMail(ctx, user.email, mails.resetPassword(resetLink(base, token)));
}
