import type { FieldDef, FormDef } from '../domain/entity-form.ts';
import { settingsApi } from '../platform/api/settings.ts';
import type { SecuritySettings } from '../platform/types/settings.ts';
import { JWT_DIALOG, jwtCard } from './jwt-settings.tsx';
import { SAVE } from './admin-settings-form.ts';
import type { SettingsFormDef } from './settings-form.tsx';

const atLeastZero = (path: string, label: string): FieldDef => ({
  path,
  label,
  control: { kind: 'number' },
  validators: [{ rule: 'number', integer: true, min: 0, message: 'admin.number-min-zero' }],
});

const SECURITY_FORM: FormDef = {
  fields: [
    atLeastZero('maxFailedLoginAttempts', 'admin.max-failed-login-attempts'),
    { path: 'userLockoutNotificationEmail', label: 'admin.user-lockout-notification-email', control: { kind: 'text' } },
    {
      path: 'passwordPolicy.minimumLength',
      label: 'admin.minimum-password-length',
      control: { kind: 'number' },
      validators: [{ rule: 'required', message: 'admin.minimum-password-length-required' }, { rule: 'number', integer: true, min: 5, max: 50, message: 'admin.minimum-password-length-range' }],
    },
    atLeastZero('passwordPolicy.minimumUppercaseLetters', 'admin.minimum-uppercase-letters'),
    atLeastZero('passwordPolicy.minimumLowercaseLetters', 'admin.minimum-lowercase-letters'),
    atLeastZero('passwordPolicy.minimumDigits', 'admin.minimum-digits'),
    atLeastZero('passwordPolicy.minimumSpecialCharacters', 'admin.minimum-special-characters'),
    atLeastZero('passwordPolicy.passwordExpirationPeriodDays', 'admin.password-expiration-period-days'),
    atLeastZero('passwordPolicy.passwordReuseFrequencyDays', 'admin.password-reuse-frequency-days'),
    { path: 'passwordPolicy.allowWhitespaces', label: 'admin.allow-whitespace', control: { kind: 'checkbox' } },
  ],
};

/** `/settings/security-settings` (console-map §5): lockout and the password policy, and the JWT card under them (saved through its confirmation, `?dialog=jwt`). */
export const securitySettings: SettingsFormDef<SecuritySettings> = {
  routeId: 'securitySettings',
  path: '/settings/security-settings',
  title: 'admin.security-settings',
  form: () => SECURITY_FORM,
  load: (request) => settingsApi.getSecuritySettings(request.platform),
  prepare: (settings) => ({ ...settings, userLockoutNotificationEmail: settings.userLockoutNotificationEmail || null }),
  save: { ...SAVE, run: (request, settings) => settingsApi.saveSecuritySettings(request.platform, settings) },
  cards: (request) => jwtCard(request),
  dialogs: { jwt: JWT_DIALOG },
};
