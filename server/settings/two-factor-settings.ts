import type { FieldDef, FieldErrors, FormDef, FormInput } from '../domain/entity-form.ts';
import { settingsApi } from '../platform/api/settings.ts';
import type { PlatformTwoFaSettings } from '../platform/types/settings.ts';
import { SAVE } from './admin-settings-form.ts';
import type { SettingsFormDef } from './settings-form.tsx';

/** The form's shape of the platform's two-factor settings: each provider on or off with its own settings. */
interface TwoFaForm {
  maxVerificationFailuresBeforeUserLockout: number | null;
  totalAllowedTimeForVerification: number | null;
  minVerificationCodeSendPeriod: number | null;
  rateLimit: { enabled: boolean; number: number | null; time: number | null };
  providers: Record<ProviderType, { enabled: boolean } & Record<string, unknown>>;
}

type ProviderType = 'TOTP' | 'SMS' | 'EMAIL' | 'BACKUP_CODE';
const PROVIDERS: readonly ProviderType[] = ['TOTP', 'SMS', 'EMAIL', 'BACKUP_CODE'];

const whole = (path: string, label: string, min: number, message: string, max?: number): FieldDef => ({
  path,
  label,
  control: { kind: 'number' },
  validators: [{ rule: 'number', integer: true, min, max, message }],
});
const enabled = (type: ProviderType, label: string): FieldDef => ({ path: `providers.${type}.enabled`, label, control: { kind: 'checkbox' } });

const TWO_FA_FORM: FormDef = {
  fields: [
    whole('maxVerificationFailuresBeforeUserLockout', 'admin.2fa.max-verification-failures-before-user-lockout', 0, 'admin.2fa.max-verification-failures-range', 65535),
    { ...whole('totalAllowedTimeForVerification', 'admin.2fa.total-allowed-time-for-verification', 60, 'admin.2fa.total-allowed-time-min'), validators: [{ rule: 'required', message: 'admin.2fa.total-allowed-time-required' }, { rule: 'number', integer: true, min: 60, message: 'admin.2fa.total-allowed-time-min' }] },
    { ...whole('minVerificationCodeSendPeriod', 'admin.2fa.min-verification-code-send-period', 5, 'admin.2fa.min-send-period-min'), validators: [{ rule: 'required', message: 'admin.2fa.min-send-period-required' }, { rule: 'number', integer: true, min: 5, message: 'admin.2fa.min-send-period-min' }] },
    { path: 'rateLimit.enabled', label: 'admin.2fa.verification-code-check-rate-limit', control: { kind: 'checkbox' } },
    whole('rateLimit.number', 'admin.2fa.rate-limit-number', 1, 'admin.2fa.at-least-one'),
    whole('rateLimit.time', 'admin.2fa.rate-limit-time', 1, 'admin.2fa.at-least-one'),
    enabled('TOTP', 'admin.2fa.provider-totp'),
    { path: 'providers.TOTP.issuerName', label: 'admin.2fa.issuer-name', control: { kind: 'text' } },
    enabled('SMS', 'admin.2fa.provider-sms'),
    { path: 'providers.SMS.smsVerificationMessageTemplate', label: 'admin.2fa.verification-message-template', control: { kind: 'text' }, hint: 'admin.2fa.verification-message-template-hint' },
    whole('providers.SMS.verificationCodeLifetime', 'admin.2fa.verification-code-lifetime', 1, 'admin.2fa.at-least-one'),
    enabled('EMAIL', 'admin.2fa.provider-email'),
    whole('providers.EMAIL.verificationCodeLifetime', 'admin.2fa.verification-code-lifetime', 1, 'admin.2fa.at-least-one'),
    enabled('BACKUP_CODE', 'admin.2fa.provider-backup-code'),
    whole('providers.BACKUP_CODE.codesQuantity', 'admin.2fa.number-of-codes', 1, 'admin.2fa.at-least-one'),
  ],
};

const blank = (input: FormInput, path: string) => String(input[path] ?? '').trim() === '';

/** What is required only while its switch is on (the rate limit, each provider). */
function checkEnabled(input: FormInput): FieldErrors {
  const errors: FieldErrors = {};
  const need = (on: string, paths: string[]) => {
    if (input[on] !== true) return;
    for (const path of paths) if (blank(input, path)) errors[path] = 'admin.2fa.required-when-enabled';
  };
  need('rateLimit.enabled', ['rateLimit.number', 'rateLimit.time']);
  need('providers.TOTP.enabled', ['providers.TOTP.issuerName']);
  need('providers.SMS.enabled', ['providers.SMS.smsVerificationMessageTemplate', 'providers.SMS.verificationCodeLifetime']);
  need('providers.EMAIL.enabled', ['providers.EMAIL.verificationCodeLifetime']);
  need('providers.BACKUP_CODE.enabled', ['providers.BACKUP_CODE.codesQuantity']);
  const template = String(input['providers.SMS.smsVerificationMessageTemplate'] ?? '');
  if (input['providers.SMS.enabled'] === true && template.trim() !== '' && !template.includes('${code}')) {
    errors['providers.SMS.smsVerificationMessageTemplate'] = 'admin.2fa.verification-message-template-pattern';
  }
  return errors;
}

/** Upstream's defaults for a provider not configured yet. */
const PROVIDER_DEFAULTS: Record<ProviderType, Record<string, unknown>> = {
  TOTP: { issuerName: 'ThingsBoard' },
  SMS: { smsVerificationMessageTemplate: 'Verification code: ${code}', verificationCodeLifetime: 120 },
  EMAIL: { verificationCodeLifetime: 120 },
  BACKUP_CODE: { codesQuantity: 10 },
};

function toForm(settings: PlatformTwoFaSettings | null): TwoFaForm {
  const [number, time] = (settings?.verificationCodeCheckRateLimit ?? '').split(':').map((n) => Number(n));
  const providers = Object.fromEntries(
    PROVIDERS.map((type) => {
      const stored = settings?.providers.find((p) => p.providerType === type);
      return [type, { ...PROVIDER_DEFAULTS[type], ...stored, enabled: stored !== undefined }];
    }),
  ) as TwoFaForm['providers'];
  return {
    maxVerificationFailuresBeforeUserLockout: settings ? settings.maxVerificationFailuresBeforeUserLockout : 30,
    totalAllowedTimeForVerification: settings?.totalAllowedTimeForVerification ?? 3600,
    minVerificationCodeSendPeriod: settings?.minVerificationCodeSendPeriod ?? 30,
    rateLimit: { enabled: Boolean(number && time), number: number || 3, time: time || 900 },
    providers,
  };
}

function toPlatform(form: TwoFaForm): PlatformTwoFaSettings {
  const providers = PROVIDERS.filter((type) => form.providers[type].enabled).map((type) => {
    const { enabled: _on, ...config } = form.providers[type];
    return { ...config, providerType: type };
  });
  const { number, time, enabled: limited } = form.rateLimit;
  return {
    providers,
    minVerificationCodeSendPeriod: form.minVerificationCodeSendPeriod,
    verificationCodeCheckRateLimit: limited ? `${number}:${time}` : null,
    maxVerificationFailuresBeforeUserLockout: form.maxVerificationFailuresBeforeUserLockout,
    totalAllowedTimeForVerification: form.totalAllowedTimeForVerification,
  };
}

/** `/settings/2fa` (console-map §5): the verification limits and each second-factor provider. */
export const twoFactorSettings: SettingsFormDef<TwoFaForm> = {
  routeId: 'twoFactorSettings',
  path: '/settings/2fa',
  title: 'admin.2fa.2fa',
  form: () => TWO_FA_FORM,
  load: async (request) => toForm(await settingsApi.getTwoFaSettings(request.platform)),
  check: checkEnabled,
  save: { ...SAVE, run: (request, form) => settingsApi.saveTwoFaSettings(request.platform, toPlatform(form)) },
};
