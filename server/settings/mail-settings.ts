import type { FieldErrors, FormDef, FormInput } from '../domain/entity-form.ts';
import { settingsApi } from '../platform/api/settings.ts';
import type { AdminSettings } from '../platform/types/settings.ts';
import { loadAdminValue, saveAdminSettings } from './admin-settings-form.ts';
import type { SettingsFormDef } from './settings-form.tsx';

const PORT = /^(6553[0-5]|655[0-2]\d|65[0-4]\d{2}|6[0-4]\d{3}|[1-5]\d{4}|\d{1,4})$/;
const TLS_VERSIONS = [
  { value: '', label: 'admin.tls-version-default' },
  { value: 'TLSv1', label: 'admin.tls-v1' },
  { value: 'TLSv1.1', label: 'admin.tls-v1-1' },
  { value: 'TLSv1.2', label: 'admin.tls-v1-2' },
  { value: 'TLSv1.3', label: 'admin.tls-v1-3' },
];

const MAIL_FORM: FormDef = {
  fields: [
    { path: 'jsonValue.mailFrom', label: 'admin.mail-from', control: { kind: 'text' }, validators: [{ rule: 'required', message: 'admin.mail-from-required' }] },
    {
      path: 'jsonValue.smtpProtocol',
      label: 'admin.smtp-protocol',
      control: { kind: 'select', options: [{ value: 'smtp', label: 'admin.protocol-smtp' }, { value: 'smtps', label: 'admin.protocol-smtps' }] },
      validators: [{ rule: 'required', message: 'admin.smtp-protocol-required' }],
    },
    { path: 'jsonValue.smtpHost', label: 'admin.smtp-host', control: { kind: 'text' }, validators: [{ rule: 'required', message: 'admin.smtp-host-required' }] },
    {
      path: 'jsonValue.smtpPort',
      label: 'admin.smtp-port',
      control: { kind: 'text' },
      validators: [{ rule: 'required', message: 'admin.smtp-port-required' }, { rule: 'maxLength', max: 5, message: 'admin.smtp-port-invalid' }, { rule: 'pattern', pattern: PORT, message: 'admin.smtp-port-invalid' }],
    },
    {
      path: 'jsonValue.timeout',
      label: 'admin.timeout-msec',
      control: { kind: 'text' },
      validators: [{ rule: 'required', message: 'admin.timeout-required' }, { rule: 'pattern', pattern: /^\d{1,6}$/, message: 'admin.timeout-invalid' }],
    },
    { path: 'jsonValue.enableTls', label: 'admin.enable-tls', control: { kind: 'checkbox' } },
    { path: 'jsonValue.tlsVersion', label: 'admin.tls-version', control: { kind: 'select', options: TLS_VERSIONS } },
    { path: 'jsonValue.enableProxy', label: 'admin.enable-proxy', control: { kind: 'checkbox' } },
    { path: 'jsonValue.proxyHost', label: 'admin.proxy-host', control: { kind: 'text' } },
    { path: 'jsonValue.proxyPort', label: 'admin.proxy-port', control: { kind: 'text' }, validators: [{ rule: 'pattern', pattern: /^\d{1,5}$/, message: 'admin.proxy-port-range' }, { rule: 'number', integer: true, min: 1, max: 65535, message: 'admin.proxy-port-range' }] },
    { path: 'jsonValue.proxyUser', label: 'admin.proxy-user', control: { kind: 'text' } },
    { path: 'jsonValue.proxyPassword', label: 'admin.proxy-password', control: { kind: 'password' }, hint: 'admin.password-kept-hint' },
    { path: 'jsonValue.username', label: 'admin.username', control: { kind: 'text' } },
    { path: 'jsonValue.password', label: 'common.password', control: { kind: 'password' }, hint: 'admin.password-kept-hint' },
  ],
};

/** The proxy's host and port are required while the proxy is on. */
function checkProxy(input: FormInput): FieldErrors {
  if (input['jsonValue.enableProxy'] !== true) return {};
  const errors: FieldErrors = {};
  if (String(input['jsonValue.proxyHost'] ?? '').trim() === '') errors['jsonValue.proxyHost'] = 'admin.proxy-host-required';
  if (String(input['jsonValue.proxyPort'] ?? '').trim() === '') errors['jsonValue.proxyPort'] = 'admin.proxy-port-required';
  return errors;
}

/** Upstream's defaults of a platform without mail settings. */
const DEFAULTS = { mailFrom: '', smtpProtocol: 'smtp', smtpHost: 'localhost', smtpPort: '25', timeout: '10000', enableTls: false, tlsVersion: null, enableProxy: false };

/** `/settings/outgoing-mail` (console-map §5): the mail server, with 'send test mail' to the signed-in administrator. */
export const mailSettings: SettingsFormDef<AdminSettings> = {
  routeId: 'outgoingMailSettings',
  path: '/settings/outgoing-mail',
  title: 'admin.outgoing-mail-settings',
  form: () => MAIL_FORM,
  load: (request) => loadAdminValue(request, 'mail', DEFAULTS),
  check: checkProxy,
  prepare: (settings) => {
    // The platform's TLS version is null when none is chosen; the UI flag of a changed password is not the platform's.
    const { changePassword: _flag, ...value } = settings.jsonValue as Record<string, unknown>;
    return { ...settings, jsonValue: { ...value, tlsVersion: value.tlsVersion || null } };
  },
  save: saveAdminSettings,
  commands: {
    testMail: {
      label: 'admin.send-test-mail',
      done: 'admin.test-mail-sent',
      run: (request, settings) => settingsApi.sendTestMail(request.platform, settings),
    },
  },
};
