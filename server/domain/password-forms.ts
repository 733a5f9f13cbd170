import { ROUTES } from './route-table.ts';

/** reset: login/resetPassword; expired: login/resetExpiredPassword; create: login/createPassword (activation). */
export type NewPasswordMode = 'reset' | 'expired' | 'create';

export const NEW_PASSWORD_MODES: readonly NewPasswordMode[] = ['reset', 'expired', 'create'];

/** Each form's page and field names: the upstream console's, so that the platform's e-mailed links land on them. */
const FORMS = {
  reset: { routeId: 'resetPassword', tokenField: 'resetToken', first: 'newPassword', second: 'newPassword2' },
  expired: { routeId: 'resetExpiredPassword', tokenField: 'resetToken', first: 'newPassword', second: 'newPassword2' },
  create: { routeId: 'createPassword', tokenField: 'activateToken', first: 'password', second: 'password2' },
} as const;

export function newPasswordForm(mode: NewPasswordMode) {
  const form = FORMS[mode];
  return { ...form, path: ROUTES[form.routeId].path };
}
