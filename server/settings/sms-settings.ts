import type { FieldDef, FormDef, FormInput } from '../domain/entity-form.ts';
import { settingsApi } from '../platform/api/settings.ts';
import type { AdminSettings } from '../platform/types/settings.ts';
import { loadAdminValue, saveAdminSettings } from './admin-settings-form.ts';
import type { SettingsDialog, SettingsFormDef } from './settings-form.tsx';

const E164 = /^\+[1-9]\d{1,14}$/;

const required = (name: string, label: string, message: string, control: FieldDef['control'] = { kind: 'text' }): FieldDef => ({
  path: `jsonValue.${name}`,
  label,
  control,
  validators: [{ rule: 'required', message }],
});
const optional = (name: string, label: string, control: FieldDef['control'] = { kind: 'text' }): FieldDef => ({ path: `jsonValue.${name}`, label, control });
const byte = (name: string, label: string): FieldDef => ({
  path: `jsonValue.${name}`,
  label,
  control: { kind: 'number' },
  validators: [{ rule: 'number', integer: true, min: 0, max: 255, message: 'admin.smpp-provider.byte-range' }],
});

const TYPE: FieldDef = {
  path: 'jsonValue.type',
  label: 'admin.sms-provider-type',
  control: {
    kind: 'select',
    options: [
      { value: 'AWS_SNS', label: 'admin.sms-provider-type-aws-sns' },
      { value: 'TWILIO', label: 'admin.sms-provider-type-twilio' },
      { value: 'SMPP', label: 'admin.sms-provider-type-smpp' },
    ],
    // The provider's fields follow the type: without JavaScript, this button shows them.
    refresh: 'admin.sms-provider-show-fields',
  },
  validators: [{ rule: 'required', message: 'admin.sms-provider-type-required' }],
};

/** Each provider's fields (console-map §5); the type picks them. */
const PROVIDER_FIELDS: Record<string, readonly FieldDef[]> = {
  AWS_SNS: [
    required('accessKeyId', 'admin.aws-access-key-id', 'admin.aws-access-key-id-required'),
    required('secretAccessKey', 'admin.aws-secret-access-key', 'admin.aws-secret-access-key-required'),
    required('region', 'admin.aws-region', 'admin.aws-region-required'),
  ],
  TWILIO: [
    {
      ...required('numberFrom', 'admin.number-from', 'admin.number-from-required'),
      validators: [{ rule: 'required', message: 'admin.number-from-required' }, { rule: 'pattern', pattern: /^(\+[1-9]\d{1,14}|(MG|PN)[a-zA-Z0-9]{32})$/, message: 'admin.number-from-invalid' }],
    },
    required('accountSid', 'admin.twilio-account-sid', 'admin.twilio-account-sid-required'),
    required('accountToken', 'admin.twilio-account-token', 'admin.twilio-account-token-required'),
  ],
  SMPP: [
    required('protocolVersion', 'admin.smpp-provider.protocol-version', 'admin.smpp-provider.protocol-version-required', {
      kind: 'select',
      options: [{ value: '3.3', label: 'admin.smpp-provider.version-3-3' }, { value: '3.4', label: 'admin.smpp-provider.version-3-4' }],
    }),
    required('host', 'admin.smpp-provider.host', 'admin.smpp-provider.host-required'),
    {
      ...required('port', 'admin.smpp-provider.port', 'admin.smpp-provider.port-required', { kind: 'number' }),
      validators: [{ rule: 'required', message: 'admin.smpp-provider.port-required' }, { rule: 'number', integer: true, min: 1, max: 65535, message: 'admin.proxy-port-range' }],
    },
    required('systemId', 'admin.smpp-provider.system-id', 'admin.smpp-provider.system-id-required'),
    required('password', 'admin.smpp-provider.password', 'admin.smpp-provider.password-required'),
    optional('systemType', 'admin.smpp-provider.system-type'),
    optional('bindType', 'admin.smpp-provider.bind-type', {
      kind: 'select',
      options: [
        { value: 'TX', label: 'admin.smpp-provider.bind-type-tx' },
        { value: 'RX', label: 'admin.smpp-provider.bind-type-rx' },
        { value: 'TRX', label: 'admin.smpp-provider.bind-type-trx' },
      ],
    }),
    optional('serviceType', 'admin.smpp-provider.service-type'),
    optional('sourceAddress', 'admin.smpp-provider.source-address'),
    byte('sourceTon', 'admin.smpp-provider.source-ton'),
    byte('sourceNpi', 'admin.smpp-provider.source-npi'),
    byte('destinationTon', 'admin.smpp-provider.destination-ton'),
    byte('destinationNpi', 'admin.smpp-provider.destination-npi'),
    optional('addressRange', 'admin.smpp-provider.address-range'),
    byte('codingScheme', 'admin.smpp-provider.coding-scheme'),
  ],
};

function smsForm(input: FormInput): FormDef {
  const type = String(input['jsonValue.type'] ?? '');
  return { fields: [TYPE, ...(PROVIDER_FIELDS[type] ?? [])] };
}

/** The provider's members only: a configuration saved under another type keeps nothing of it. */
function providerOnly(settings: AdminSettings, input: FormInput): AdminSettings {
  const form = smsForm(input);
  const value: Record<string, unknown> = {};
  for (const field of form.fields) {
    const name = field.path.slice('jsonValue.'.length);
    value[name] = (settings.jsonValue as Record<string, unknown>)[name];
  }
  return { ...settings, jsonValue: value };
}

const TEST_SMS: SettingsDialog = {
  label: 'admin.send-test-sms',
  title: 'admin.send-test-sms',
  submit: 'admin.send-test-sms',
  done: 'admin.test-sms-sent',
  form: {
    fields: [
      {
        path: 'numberTo',
        label: 'admin.number-to',
        control: { kind: 'text' },
        hint: 'admin.phone-number-hint',
        validators: [{ rule: 'required', message: 'admin.number-to-required' }, { rule: 'pattern', pattern: E164, message: 'admin.phone-number-pattern' }],
      },
      {
        path: 'message',
        label: 'admin.sms-message',
        control: { kind: 'textarea' },
        validators: [{ rule: 'required', message: 'admin.sms-message-required' }, { rule: 'maxLength', max: 1600, message: 'admin.sms-message-max-length' }],
      },
    ],
  },
  async run(request, input) {
    // The stored provider is tried: save a changed configuration first.
    const stored = await settingsApi.getAdminSettings(request.platform, 'sms');
    return settingsApi.sendTestSms(request.platform, { providerConfiguration: stored.jsonValue, numberTo: String(input.numberTo).trim(), message: String(input.message) });
  },
};

/** Upstream's SMPP defaults when SMPP is first chosen. */
const DEFAULTS = { type: 'AWS_SNS', protocolVersion: '3.4', bindType: 'TX', sourceTon: 5, sourceNpi: 0, destinationTon: 1, destinationNpi: 1, codingScheme: 0 };

/** `/settings/sms-provider` (console-map §5): the SMS provider by type, and the test SMS dialog (`?dialog=test-sms`). */
export const smsSettings: SettingsFormDef<AdminSettings> = {
  routeId: 'smsProviderSettings',
  path: '/settings/sms-provider',
  title: 'admin.sms-provider-settings',
  form: smsForm,
  load: async (request) => {
    const stored = await loadAdminValue(request, 'sms', DEFAULTS);
    return { ...stored, jsonValue: { ...DEFAULTS, ...stored.jsonValue } };
  },
  prepare: providerOnly,
  save: saveAdminSettings,
  dialogs: { 'test-sms': TEST_SMS },
};
