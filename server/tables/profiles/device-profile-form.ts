import type { FieldDef, FormDef } from '../../domain/entity-form.ts';
import { protoSchemaProblem, rpcRequestSchemaProblem } from './proto-schema.ts';
import { snmpConfigsEditor } from './snmp-configs.ts';
import { lwm2mObjectsEditor } from './lwm2m-objects.ts';
import { lwm2mBootstrapEditor } from './lwm2m-bootstrap.ts';
import { alarmRulesEditor } from './alarm-rules-field.ts';
import { profileName, profileReferences, type ProfileFieldKeys } from './profile-fields.ts';

/** JSON paths of the device profile's parts (contract 4.10). */
export const TRANSPORT = 'profileData.transportConfiguration';
const MQTT_PAYLOAD = `${TRANSPORT}.transportPayloadTypeConfiguration`;
const COAP_TYPE = `${TRANSPORT}.coapDeviceTypeConfiguration`;
const COAP_PAYLOAD = `${COAP_TYPE}.transportPayloadTypeConfiguration`;
export const PROVISION_SECRET = 'profileData.provisionConfiguration.provisionDeviceSecret';

/** The transport types and their labels (the form's select, the table's column). */
export const TRANSPORT_LABELS: Record<string, string> = {
  DEFAULT: 'device-profile.transport-type-default',
  MQTT: 'device-profile.transport-type-mqtt',
  COAP: 'device-profile.transport-type-coap',
  LWM2M: 'device-profile.transport-type-lwm2m',
  SNMP: 'device-profile.transport-type-snmp',
};
export const TRANSPORT_TYPES = Object.keys(TRANSPORT_LABELS);

/** Choices of a select: value → label key. */
const choices = (labels: Record<string, string>) => Object.entries(labels).map(([value, label]) => ({ value, label }));
const on = (path: string, ...values: string[]) => ({ path, values });

/** The add dialog's steps (console-map §3.11): details, transport, alarm rules, provisioning. */
const DETAILS_STEP = 'device-profile.device-profile-details';
const TRANSPORT_STEP = 'device-profile.transport-configuration';
const PROVISIONING_STEP = 'device-profile.device-provisioning';
const ALARMS_STEP = 'device-profile.alarm-rules';

const transport = (when: FieldDef['when'], field: Omit<FieldDef, 'section' | 'when'>): FieldDef => ({ ...field, section: 'device-profile.transport-configuration', when, step: TRANSPORT_STEP });
const digits = (message: string) => [{ rule: 'required', message } as const, { rule: 'pattern', pattern: /^\d{1,9}$/, message } as const];

/** The four protobuf schemas of a transport's PROTOBUF payload, under `base`, shown while `when` holds. */
const PROTO_LABELS = {
  deviceTelemetryProtoSchema: 'device-profile.telemetry-proto-schema',
  deviceAttributesProtoSchema: 'device-profile.attributes-proto-schema',
  deviceRpcRequestProtoSchema: 'device-profile.rpc-request-proto-schema',
  deviceRpcResponseProtoSchema: 'device-profile.rpc-response-proto-schema',
};

function protoSchemas(base: string, when: NonNullable<FieldDef['when']>): FieldDef[] {
  return Object.entries(PROTO_LABELS).map(([name, label]) => {
    const check = name === 'deviceRpcRequestProtoSchema' ? rpcRequestSchemaProblem : protoSchemaProblem;
    return transport(when, { path: `${base}.${name}`, label, control: { kind: 'textarea' }, hint: 'profiles.proto-schema-hint', validators: [{ rule: 'check', check }] });
  });
}

const MQTT = [on('transportType', 'MQTT')];
const MQTT_PROTO = [...MQTT, on(`${MQTT_PAYLOAD}.transportPayloadType`, 'PROTOBUF')];
const COAP = [on('transportType', 'COAP')];
const COAP_DEFAULT = [...COAP, on(`${COAP_TYPE}.coapDeviceType`, 'DEFAULT')];
const COAP_PROTO = [...COAP_DEFAULT, on(`${COAP_PAYLOAD}.transportPayloadType`, 'PROTOBUF')];
const LWM2M = [on('transportType', 'LWM2M')];
const SNMP = [on('transportType', 'SNMP')];
const payloadType = { kind: 'select', options: choices({ JSON: 'device-profile.transport-device-payload-type-json', PROTOBUF: 'device-profile.transport-device-payload-type-proto' }), refresh: true } as const;

const SETTINGS = `${TRANSPORT}.clientLwM2mSettings`;
const settings = (when: NonNullable<FieldDef['when']>, field: Omit<FieldDef, 'section' | 'when'>): FieldDef => ({ ...field, section: 'device-profile.lwm2m.others-tab', when, step: TRANSPORT_STEP });
const POWER_MODES = { PSM: 'device-profile.power-saving-mode-type.PSM', DRX: 'device-profile.power-saving-mode-type.DRX', E_DRX: 'device-profile.power-saving-mode-type.E-DRX' };
/** The LwM2M transport's other settings (`clientLwM2mSettings`); numbers are made numbers on saving. */
const LWM2M_SETTINGS: FieldDef[] = [
  settings(LWM2M, { path: `${SETTINGS}.clientOnlyObserveAfterConnect`, label: 'device-profile.lwm2m.observe-strategy', control: { kind: 'select', options: choices({ 1: 'device-profile.lwm2m.observe-strategy-1', 2: 'device-profile.lwm2m.observe-strategy-2' }) }, validators: [{ rule: 'required', message: 'profiles.choice-required' }] }),
  settings(LWM2M, { path: `${SETTINGS}.fwUpdateStrategy`, label: 'device-profile.lwm2m.fw-update-strategy', control: { kind: 'select', options: choices({ 1: 'device-profile.lwm2m.fw-strategy-1', 2: 'device-profile.lwm2m.fw-strategy-2', 3: 'device-profile.lwm2m.fw-strategy-3' }), refresh: true }, validators: [{ rule: 'required', message: 'profiles.choice-required' }] }),
  settings([...LWM2M, on(`${SETTINGS}.fwUpdateStrategy`, '2')], { path: `${SETTINGS}.fwUpdateResource`, label: 'device-profile.lwm2m.fw-update-resource', control: { kind: 'text' }, validators: [{ rule: 'required', message: 'device-profile.lwm2m.fw-update-resource-required' }] }),
  settings(LWM2M, { path: `${SETTINGS}.swUpdateStrategy`, label: 'device-profile.lwm2m.sw-update-strategy', control: { kind: 'select', options: choices({ 1: 'device-profile.lwm2m.sw-strategy-1', 2: 'device-profile.lwm2m.sw-strategy-2' }), refresh: true }, validators: [{ rule: 'required', message: 'profiles.choice-required' }] }),
  settings([...LWM2M, on(`${SETTINGS}.swUpdateStrategy`, '2')], { path: `${SETTINGS}.swUpdateResource`, label: 'device-profile.lwm2m.sw-update-resource', control: { kind: 'text' }, validators: [{ rule: 'required', message: 'device-profile.lwm2m.sw-update-resource-required' }] }),
  settings(LWM2M, { path: `${SETTINGS}.powerMode`, label: 'device-profile.power-saving-mode', control: { kind: 'select', options: choices(POWER_MODES), refresh: true }, validators: [{ rule: 'required', message: 'profiles.choice-required' }] }),
  settings([...LWM2M, on(`${SETTINGS}.powerMode`, 'PSM')], { path: `${SETTINGS}.psmActivityTimer`, initial: '10000', label: 'device-profile.lwm2m.psm-activity-timer', control: { kind: 'text' }, validators: digits('device-profile.lwm2m.whole-number-required') }),
  settings([...LWM2M, on(`${SETTINGS}.powerMode`, 'E_DRX')], { path: `${SETTINGS}.edrxCycle`, initial: '81000', label: 'device-profile.lwm2m.edrx-cycle', control: { kind: 'text' }, validators: digits('device-profile.lwm2m.whole-number-required') }),
  settings([...LWM2M, on(`${SETTINGS}.powerMode`, 'E_DRX')], { path: `${SETTINGS}.pagingTransmissionWindow`, initial: '10000', label: 'device-profile.lwm2m.paging-transmission-window', control: { kind: 'text' }, validators: digits('device-profile.lwm2m.whole-number-required') }),
  settings(LWM2M, { path: `${SETTINGS}.compositeOperationsSupport`, label: 'device-profile.lwm2m.composite-operations-support', control: { kind: 'checkbox' } }),
];

const TRANSPORT_FIELDS: FieldDef[] = [
  transport(MQTT, { path: `${TRANSPORT}.deviceTelemetryTopic`, label: 'device-profile.telemetry-topic-filter', control: { kind: 'text' }, validators: [{ rule: 'required', message: 'device-profile.telemetry-topic-filter-required' }] }),
  transport(MQTT, { path: `${TRANSPORT}.deviceAttributesTopic`, label: 'device-profile.attributes-topic-filter', control: { kind: 'text' }, validators: [{ rule: 'required', message: 'device-profile.attributes-topic-filter-required' }] }),
  transport(MQTT, { path: `${TRANSPORT}.sparkplug`, label: 'device-profile.mqtt-enable-sparkplug', control: { kind: 'checkbox' } }),
  transport(MQTT, { path: `${TRANSPORT}.sendAckOnValidationException`, label: 'device-profile.mqtt-send-ack-on-validation-exception', control: { kind: 'checkbox' } }),
  transport(MQTT, { path: `${MQTT_PAYLOAD}.transportPayloadType`, label: 'device-profile.mqtt-device-payload-type', control: payloadType, validators: [{ rule: 'required', message: 'profiles.choice-required' }] }),
  ...protoSchemas(MQTT_PAYLOAD, MQTT_PROTO),
  transport(MQTT_PROTO, { path: `${MQTT_PAYLOAD}.enableCompatibilityWithJsonPayloadFormat`, label: 'device-profile.mqtt-enable-compatibility-with-json-payload-format', control: { kind: 'checkbox' } }),
  transport(MQTT_PROTO, { path: `${MQTT_PAYLOAD}.useJsonPayloadFormatForDefaultDownlinkTopics`, label: 'device-profile.mqtt-use-json-format-for-default-downlink-topics', control: { kind: 'checkbox' } }),
  transport(COAP, { path: `${COAP_TYPE}.coapDeviceType`, label: 'device-profile.coap-device-type', control: { kind: 'select', options: choices({ DEFAULT: 'device-profile.coap-device-type-default', EFENTO: 'device-profile.coap-device-type-efento' }), refresh: true }, validators: [{ rule: 'required', message: 'profiles.choice-required' }] }),
  transport(COAP_DEFAULT, { path: `${COAP_PAYLOAD}.transportPayloadType`, label: 'device-profile.coap-device-payload-type', control: payloadType, validators: [{ rule: 'required', message: 'profiles.choice-required' }] }),
  ...protoSchemas(COAP_PAYLOAD, COAP_PROTO),
  transport(COAP, { path: `${TRANSPORT}.clientSettings.powerMode`, label: 'device-profile.power-saving-mode', control: { kind: 'select', options: choices({ PSM: 'device-profile.power-saving-mode-type.PSM', DRX: 'device-profile.power-saving-mode-type.DRX', E_DRX: 'device-profile.power-saving-mode-type.E-DRX' }) }, validators: [{ rule: 'required', message: 'profiles.choice-required' }] }),
  transport(LWM2M, { path: `${TRANSPORT}.observeAttr`, label: 'device-profile.lwm2m.observe-attr-telemetry', control: { kind: 'structured', editor: lwm2mObjectsEditor } }),
  transport(LWM2M, { path: `${TRANSPORT}.bootstrapServerUpdateEnable`, label: 'device-profile.lwm2m.bootstrap-update', control: { kind: 'checkbox' } }),
  transport(LWM2M, { path: `${TRANSPORT}.bootstrap`, label: 'device-profile.lwm2m.bootstrap-tab', control: { kind: 'structured', editor: lwm2mBootstrapEditor } }),
  ...LWM2M_SETTINGS,
  transport(SNMP, { path: `${TRANSPORT}.timeoutMs`, label: 'device-profile.snmp.timeout-ms', control: { kind: 'text' }, initial: '500', validators: digits('device-profile.snmp.timeout-ms-required') }),
  transport(SNMP, { path: `${TRANSPORT}.retries`, label: 'device-profile.snmp.retries', control: { kind: 'text' }, initial: '0', validators: digits('device-profile.snmp.retries-required') }),
  transport(SNMP, { path: `${TRANSPORT}.communicationConfigs`, label: 'device-profile.snmp.communication-configs', control: { kind: 'structured', editor: snmpConfigsEditor } }),
];

/**
 * Every transport's own fields (MQTT topics and payload, CoAP device type, LwM2M objects, servers and other settings,
 * SNMP timeouts and communication configs) with their paths and conditions under `prefix`: the add-device wizard's
 * transport step of a new profile (`profile.`).
 */
export function transportFieldsUnder(prefix: string): FieldDef[] {
  return TRANSPORT_FIELDS.map(({ step: _step, ...f }) => ({ ...f, path: `${prefix}${f.path}`, when: f.when?.map((w) => ({ ...w, path: `${prefix}${w.path}` })) }));
}

const PROVISIONED = [on('provisionType', 'ALLOW_CREATE_NEW_DEVICES', 'CHECK_PRE_PROVISIONED_DEVICES')];
const PROVISION_FIELDS: FieldDef[] = [
  {
    path: 'provisionType',
    label: 'device-profile.provision-strategy',
    section: 'device-profile.device-provisioning',
    step: PROVISIONING_STEP,
    control: {
      kind: 'select',
      options: choices({
        DISABLED: 'device-profile.provision-strategy-disabled',
        ALLOW_CREATE_NEW_DEVICES: 'device-profile.provision-strategy-created-new',
        CHECK_PRE_PROVISIONED_DEVICES: 'device-profile.provision-strategy-check-pre-provisioned',
      }),
      refresh: true,
    },
    validators: [{ rule: 'required', message: 'profiles.choice-required' }],
  },
  { path: 'provisionDeviceKey', label: 'device-profile.provision-device-key', section: 'device-profile.device-provisioning', step: PROVISIONING_STEP, when: PROVISIONED, control: { kind: 'text' }, validators: [{ rule: 'required', message: 'device-profile.provision-device-key-required' }] },
  { path: PROVISION_SECRET, label: 'device-profile.provision-device-secret', section: 'device-profile.device-provisioning', step: PROVISIONING_STEP, when: PROVISIONED, control: { kind: 'text' }, validators: [{ rule: 'required', message: 'device-profile.provision-device-secret-required' }] },
];

const KEYS: ProfileFieldKeys = {
  name: 'device-profile.name',
  nameRequired: 'device-profile.name-required',
  nameMaxLength: 'device-profile.name-max-length',
  image: 'device-profile.image',
  ruleChain: 'device-profile.default-rule-chain',
  dashboard: 'device-profile.mobile-dashboard',
  queue: 'device-profile.default-queue',
  description: 'device-profile.description',
};

/** The device profile form (console-map §3.11), every part named by its JSON path. */
export const DEVICE_PROFILE_FORM: FormDef = {
  fields: [
    profileName(KEYS),
    { path: 'type', label: 'device-profile.type', control: { kind: 'select', options: [{ value: 'DEFAULT', label: 'device-profile.type-default' }] }, validators: [{ rule: 'required', message: 'device-profile.type-required' }] },
    {
      path: 'transportType',
      label: 'device-profile.transport-type',
      step: TRANSPORT_STEP,
      control: { kind: 'select', options: choices(TRANSPORT_LABELS), refresh: true },
      validators: [{ rule: 'required', message: 'device-profile.transport-type-required' }],
    },
    ...TRANSPORT_FIELDS,
    ...PROVISION_FIELDS,
    ...profileReferences(KEYS),
    { path: 'firmwareId', label: 'device-profile.assign-firmware', control: { kind: 'picker', picker: 'firmware', entityType: 'OTA_PACKAGE', owner: 'entity' }, hint: 'profiles.packages-hint' },
    { path: 'softwareId', label: 'device-profile.assign-software', control: { kind: 'picker', picker: 'software', entityType: 'OTA_PACKAGE', owner: 'entity' }, hint: 'profiles.packages-hint' },
  ],
};

/** The add dialog's form (console-map §3.11): the profile's fields and its alarm rules, in four steps. */
export const DEVICE_PROFILE_ADD_FORM: FormDef = {
  steps: [DETAILS_STEP, TRANSPORT_STEP, ALARMS_STEP, PROVISIONING_STEP],
  fields: [...DEVICE_PROFILE_FORM.fields, { path: 'profileData.alarms', label: 'device-profile.alarm-rules', step: ALARMS_STEP, control: { kind: 'structured', editor: alarmRulesEditor } }],
};
