import { readPath } from '../../domain/json-path.ts';
import { isShown, isUuid, type FieldDef, type FormDef, type FormInput } from '../../domain/entity-form.ts';
import { applyForm } from '../../domain/form-input.ts';
import { PROTO_SCHEMAS, transportConfiguration as profileTransport } from '../../domain/device-profile-data.ts';
import { transportFieldsUnder, TRANSPORT as TRANSPORT_AT } from '../profiles/device-profile-form.ts';
import { credentialsForm, shownType } from '../../domain/device-credentials.ts';
import type { TransportType } from '../../platform/types/device.ts';

/**
 * The add-device wizard of console-map §4.5 as steps: what each step asks (fields named by their JSON path in the
 * device, or in the new profile under `profile.`, or in the credentials under `credentials.`), and which step follows.
 * The steps of a new profile are shown only when one is made.
 */

export type WizardStep = 'details' | 'transport' | 'alarms' | 'provisioning' | 'credentials' | 'customer';
export const WIZARD_STEPS: readonly WizardStep[] = ['details', 'transport', 'alarms', 'provisioning', 'credentials', 'customer'];
const PROFILE_STEPS: readonly WizardStep[] = ['transport', 'alarms', 'provisioning'];

/** The step labels of upstream's stepper. */
export const STEP_LABELS: Record<WizardStep, string> = {
  details: 'device.wizard.device-details',
  transport: 'device-profile.transport-configuration',
  alarms: 'device-profile.alarm-rules',
  provisioning: 'device-profile.device-provisioning',
  credentials: 'device.credentials',
  customer: 'customer.customer',
};

/** The wizard's values between steps, by field path; a checked box is `true`. */
export type WizardState = Record<string, string>;

export const NEW_PROFILE = '1';
/** The new profile's fields are named under this prefix. */
const PROFILE = 'profile.';
export const TRANSPORT_TYPES: readonly TransportType[] = ['DEFAULT', 'MQTT', 'COAP', 'LWM2M', 'SNMP'];
const TRANSPORT_LABELS: Record<TransportType, string> = {
  DEFAULT: 'device-profile.transport-type-default',
  MQTT: 'device-profile.transport-type-mqtt',
  COAP: 'device-profile.transport-type-coap',
  LWM2M: 'device-profile.transport-type-lwm2m',
  SNMP: 'device-profile.transport-type-snmp',
};
const PROVISION_LABELS: Record<string, string> = {
  DISABLED: 'device-profile.provision-strategy-disabled',
  ALLOW_CREATE_NEW_DEVICES: 'device-profile.provision-strategy-allow-create-new-devices',
  CHECK_PRE_PROVISIONED_DEVICES: 'device-profile.provision-strategy-check-pre-provisioned-devices',
};
const PROVISION_TYPES = Object.keys(PROVISION_LABELS);

export function makesProfile(state: WizardState): boolean {
  return state.addProfileType === NEW_PROFILE;
}

/** The steps this wizard goes through: all six with a new profile, else details, credentials and customer. */
export function stepsOf(state: WizardState): WizardStep[] {
  return WIZARD_STEPS.filter((step) => makesProfile(state) || !PROFILE_STEPS.includes(step));
}

export function stepAfter(state: WizardState, step: WizardStep): WizardStep | undefined {
  const steps = stepsOf(state);
  return steps[steps.indexOf(step) + 1];
}

export function stepBefore(state: WizardState, step: WizardStep): WizardStep | undefined {
  const steps = stepsOf(state);
  return steps[steps.indexOf(step) - 1];
}

const DETAILS: readonly FieldDef[] = [
  { path: 'name', label: 'device.name', control: { kind: 'text' }, validators: [{ rule: 'required', message: 'device.name-required' }, { rule: 'maxLength', max: 255, message: 'device.name-max-length' }] },
  { path: 'label', label: 'device.label', control: { kind: 'text' }, validators: [{ rule: 'maxLength', max: 255, message: 'device.label-max-length' }] },
  {
    path: 'addProfileType',
    label: 'device-profile.device-profile',
    control: { kind: 'select', options: [{ value: '0', label: 'device.wizard.existing-device-profile' }, { value: NEW_PROFILE, label: 'device.wizard.new-device-profile' }] },
  },
  { path: 'deviceProfileId', label: 'device.wizard.existing-device-profile', control: { kind: 'picker', picker: 'deviceProfiles', entityType: 'DEVICE_PROFILE' } },
  { path: 'profile.name', label: 'device-profile.new-device-profile-name', control: { kind: 'text' }, validators: [{ rule: 'maxLength', max: 255, message: 'device-profile.name-max-length' }] },
  { path: 'profile.defaultRuleChainId', label: 'device-profile.default-rule-chain', control: { kind: 'picker', picker: 'ruleChains', entityType: 'RULE_CHAIN' } },
  { path: 'profile.defaultQueueName', label: 'device-profile.queue', control: { kind: 'picker', picker: 'queues', entityType: 'QUEUE', byName: true, empty: 'profiles.queue-none' } },
  { path: 'additionalInfo.gateway', label: 'device.is-gateway', control: { kind: 'checkbox' } },
  { path: 'additionalInfo.overwriteActivityTime', label: 'device.overwrite-activity-time', control: { kind: 'checkbox' }, hint: 'device.overwrite-activity-time-hint' },
  { path: 'additionalInfo.description', label: 'device.description', control: { kind: 'textarea' } },
];

const TRANSPORT: FieldDef = {
  path: 'profile.transportType',
  label: 'device-profile.transport-type',
  control: { kind: 'select', options: TRANSPORT_TYPES.map((value) => ({ value, label: TRANSPORT_LABELS[value] })), refresh: 'device.change-credentials-type' },
  validators: [{ rule: 'required', message: 'device-profile.transport-type-required' }],
};

/** The transport's own settings of a new profile, the device profile form's own fields under `profile.`. */
const TRANSPORT_SETTINGS: readonly FieldDef[] = transportFieldsUnder(PROFILE);
const SETTINGS_AT = `${PROFILE}${TRANSPORT_AT}`;

/** What a new wizard starts with: the existing default profile, and upstream's defaults for a new one. */
export const WIZARD_DEFAULTS: WizardState = {
  addProfileType: '0',
  'profile.transportType': 'DEFAULT',
  'profile.provisionType': 'DISABLED',
  [`${SETTINGS_AT}.deviceTelemetryTopic`]: 'v1/devices/me/telemetry',
  [`${SETTINGS_AT}.deviceAttributesTopic`]: 'v1/devices/me/attributes',
  [`${SETTINGS_AT}.transportPayloadTypeConfiguration.transportPayloadType`]: 'JSON',
  ...Object.fromEntries(Object.entries(PROTO_SCHEMAS).map(([name, sample]) => [`${SETTINGS_AT}.transportPayloadTypeConfiguration.${name}`, sample])),
  [`${SETTINGS_AT}.coapDeviceTypeConfiguration.coapDeviceType`]: 'DEFAULT',
  [`${SETTINGS_AT}.coapDeviceTypeConfiguration.transportPayloadTypeConfiguration.transportPayloadType`]: 'JSON',
  [`${SETTINGS_AT}.clientSettings.powerMode`]: 'DRX',
  [`${SETTINGS_AT}.timeoutMs`]: '500',
  [`${SETTINGS_AT}.retries`]: '0',
  [`${SETTINGS_AT}.clientLwM2mSettings.clientOnlyObserveAfterConnect`]: '1',
  [`${SETTINGS_AT}.clientLwM2mSettings.fwUpdateStrategy`]: '1',
  [`${SETTINGS_AT}.clientLwM2mSettings.swUpdateStrategy`]: '1',
  [`${SETTINGS_AT}.clientLwM2mSettings.powerMode`]: 'DRX',
};

const PROVISIONING: readonly FieldDef[] = [
  {
    path: 'profile.provisionType',
    label: 'device-profile.provision-strategy',
    control: { kind: 'select', options: PROVISION_TYPES.map((value) => ({ value, label: PROVISION_LABELS[value] })) },
  },
  { path: 'profile.provisionDeviceKey', label: 'device-profile.provision-device-key', control: { kind: 'text' } },
  { path: 'profile.provisionDeviceSecret', label: 'device-profile.provision-device-secret', control: { kind: 'text' } },
];

export const CREDENTIALS_PREFIX = 'credentials.';
const SET_CREDENTIALS: FieldDef = { path: 'setCredential', label: 'device.wizard.add-credentials', control: { kind: 'checkbox' } };

const CUSTOMER: readonly FieldDef[] = [{ path: 'customerId', label: 'customer.customer', control: { kind: 'picker', picker: 'customers', entityType: 'CUSTOMER' } }];

/** The transport the credentials step offers types for: the new profile's (the existing one's is read by the caller). */
export function stepForm(step: WizardStep, state: WizardState, transport: TransportType): FormDef {
  if (step === 'details') return { fields: DETAILS };
  if (step === 'transport') return { fields: [TRANSPORT, ...TRANSPORT_SETTINGS] };
  if (step === 'alarms') return { fields: [] };
  if (step === 'provisioning') return { fields: PROVISIONING };
  if (step === 'credentials') {
    const type = shownType(transport, state[`${CREDENTIALS_PREFIX}credentialsType`]);
    return { fields: [SET_CREDENTIALS, ...credentialsForm(transport, type, CREDENTIALS_PREFIX).fields] };
  }
  return { fields: CUSTOMER };
}

/** Checks across a step's fields (which profile, the provisioning's key and secret); field path → message key. */
export function stepChecks(step: WizardStep, state: WizardState): Record<string, string> {
  const errors: Record<string, string> = {};
  const blank = (path: string) => (state[path] ?? '').trim() === '';
  if (step === 'details') {
    if (makesProfile(state) && blank('profile.name')) errors['profile.name'] = 'device-profile.name-required';
    if (!makesProfile(state) && blank('deviceProfileId')) errors.deviceProfileId = 'device-profile.device-profile-required';
  }
  if (step === 'provisioning' && (state['profile.provisionType'] ?? 'DISABLED') !== 'DISABLED') {
    if (blank('profile.provisionDeviceKey')) errors['profile.provisionDeviceKey'] = 'device-profile.provision-device-key-required';
    if (blank('profile.provisionDeviceSecret')) errors['profile.provisionDeviceSecret'] = 'device-profile.provision-device-secret-required';
  }
  return errors;
}

function chosenTransport(state: WizardState): TransportType {
  return (TRANSPORT_TYPES as readonly string[]).includes(state['profile.transportType']) ? (state['profile.transportType'] as TransportType) : 'DEFAULT';
}

/**
 * Whether a posted member is a row of a structured transport field (SNMP configs, LwM2M servers and objects): the
 * wizard carries such a field as its whole value (JSON) under the field's path, not as its rows.
 */
export function isStructuredRow(name: string): boolean {
  return TRANSPORT_SETTINGS.some((f) => f.control.kind === 'structured' && name.startsWith(`${f.path}.`));
}

/** The wizard's values as a form's input: check boxes as booleans. */
export function wizardInput(fields: readonly FieldDef[], state: WizardState): FormInput {
  return Object.fromEntries(fields.map((f) => [f.path, f.control.kind === 'checkbox' ? state[f.path] === 'true' : (state[f.path] ?? f.initial ?? '')]));
}

/** The transport configuration of a new profile: what the wizard asked of the chosen transport, made whole as the device profile form makes it. */
function transportOf(state: WizardState, type: TransportType): object {
  const input = { ...wizardInput(TRANSPORT_SETTINGS, state), [TRANSPORT.path]: type };
  const shown = TRANSPORT_SETTINGS.filter((f) => isShown(f, input));
  const sent = readPath(applyForm({ fields: shown }, {}, input), SETTINGS_AT);
  return profileTransport(type, sent !== null && typeof sent === 'object' ? (sent as Record<string, unknown>) : {});
}

/** The new profile as the platform takes it: the wizard's transport and provisioning, the rest the platform's defaults. */
export function newProfileOf(state: WizardState) {
  const transportType = chosenTransport(state);
  const provisionType = PROVISION_TYPES.includes(state['profile.provisionType']) ? state['profile.provisionType'] : 'DISABLED';
  const secret = provisionType === 'DISABLED' ? null : state['profile.provisionDeviceSecret']?.trim() || null;
  return {
    name: state['profile.name'].trim(),
    type: 'DEFAULT' as const,
    transportType,
    provisionType,
    provisionDeviceKey: provisionType === 'DISABLED' ? null : state['profile.provisionDeviceKey']?.trim() || null,
    defaultQueueName: state['profile.defaultQueueName']?.trim() || null,
    defaultRuleChainId: isUuid(state['profile.defaultRuleChainId']) ? { entityType: 'RULE_CHAIN', id: state['profile.defaultRuleChainId'] } : null,
    profileData: {
      configuration: { type: 'DEFAULT' },
      transportConfiguration: transportOf(state, transportType),
      provisionConfiguration: { type: provisionType, provisionDeviceSecret: secret },
      alarms: null,
    },
  };
}
