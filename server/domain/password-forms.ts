/** reset: login/resetPassword; expired: login/resetExpiredPassword; create: login/createPassword (activation). */
export type NewPasswordMode = 'reset' | 'expired' | 'create';

export const NEW_PASSWORD_MODES: readonly NewPasswordMode[] = ['reset', 'expired', 'create'];

/** Each form's address and field names: the upstream console's, so that the platform's e-mailed links land on them. */
const FORMS = {
  reset: { path: '/login/resetPassword', tokenField: 'resetToken', first: 'newPassword', second: 'newPassword2' },
  expired: { path: '/login/resetExpiredPassword', tokenField: 'resetToken', first: 'newPassword', second: 'newPassword2' },
  create: { path: '/login/createPassword', tokenField: 'activateToken', first: 'password', second: 'password2' },
} as const;

export function newPasswordForm(mode: NewPasswordMode) {
  return FORMS[mode];
}
