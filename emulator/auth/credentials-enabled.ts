import type { EmulatorContext } from '../context.ts';

/** Enables or disables sign-in; disabling ends every session, enabling clears the failure count. */
export function setCredentialsEnabled(ctx: EmulatorContext, userId: string, enabled: boolean): void {
  const { users } = ctx.stores;
  users.setEnabled(userId, enabled);
  users.updateAdditionalInfo(userId, enabled ? { userCredentialsEnabled: true, failedLoginAttempts: 0 } : { userCredentialsEnabled: false });
  if (!enabled) ctx.outdating.invalidate(userId);
}
