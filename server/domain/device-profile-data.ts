import type { DeviceProfile } from '../platform/types/profiles.ts';

/** Empty optional text is sent as null, as the platform stores it. */
export function orNull(value: unknown): unknown {
  return value === '' ? null : value;
}

/** Sample protobuf schemas a PROTOBUF payload starts with (spec §3: telemetry, attributes, RPC request, RPC response). */
export const PROTO_SCHEMAS = {
  deviceTelemetryProtoSchema: 'syntax ="proto3";\npackage telemetry;\n\nmessage SensorDataReading {\n  optional double temperature = 1;\n  optional double humidity = 2;\n}\n',
  deviceAttributesProtoSchema: 'syntax ="proto3";\npackage attributes;\n\nmessage SensorConfiguration {\n  optional string firmwareVersion = 1;\n  optional string serialNumber = 2;\n}\n',
  deviceRpcRequestProtoSchema: 'syntax ="proto3";\npackage rpc;\n\nmessage RpcRequestMsg {\n  optional string method = 1;\n  optional int32 requestId = 2;\n  optional string params = 3;\n}\n',
  deviceRpcResponseProtoSchema: 'syntax ="proto3";\npackage rpc;\n\nmessage RpcResponseMsg {\n  optional string payload = 1;\n}\n',
};

type Members = Record<string, unknown>;
const members = (v: unknown): Members => (v !== null && typeof v === 'object' && !Array.isArray(v) ? (v as Members) : {});
const text = (v: unknown, fallback: string) => (typeof v === 'string' && v.trim() !== '' ? v.trim() : fallback);
const number = (v: unknown, fallback: number) => (typeof v === 'number' ? v : typeof v === 'string' && /^\d+$/.test(v) ? Number(v) : fallback);

/** A payload type's settings: JSON alone, or PROTOBUF with its four schemas (the samples for empty ones). */
function payload(sent: Members): Members {
  if (sent.transportPayloadType !== 'PROTOBUF') return { transportPayloadType: 'JSON' };
  const schemas = Object.fromEntries(Object.entries(PROTO_SCHEMAS).map(([name, sample]) => [name, text(sent[name], sample)]));
  return {
    transportPayloadType: 'PROTOBUF',
    ...schemas,
    enableCompatibilityWithJsonPayloadFormat: sent.enableCompatibilityWithJsonPayloadFormat === true,
    useJsonPayloadFormatForDefaultDownlinkTopics: sent.useJsonPayloadFormatForDefaultDownlinkTopics === true,
  };
}

/** An LwM2M transport's other settings: strategies and timers as numbers, the members of the chosen modes only. */
function lwm2mSettings(sent: Members): Members {
  const powerMode = text(sent.powerMode, 'DRX');
  const fwUpdateStrategy = number(sent.fwUpdateStrategy, 1);
  const swUpdateStrategy = number(sent.swUpdateStrategy, 1);
  return {
    clientOnlyObserveAfterConnect: number(sent.clientOnlyObserveAfterConnect, 1),
    fwUpdateStrategy,
    ...(fwUpdateStrategy === 2 ? { fwUpdateResource: text(sent.fwUpdateResource, '') } : {}),
    swUpdateStrategy,
    ...(swUpdateStrategy === 2 ? { swUpdateResource: text(sent.swUpdateResource, '') } : {}),
    powerMode,
    ...(powerMode === 'PSM' ? { psmActivityTimer: number(sent.psmActivityTimer, 10000) } : {}),
    ...(powerMode === 'E_DRX' ? { edrxCycle: number(sent.edrxCycle, 81000), pagingTransmissionWindow: number(sent.pagingTransmissionWindow, 10000) } : {}),
    compositeOperationsSupport: sent.compositeOperationsSupport === true,
  };
}

/** The transport configuration of `type` as the platform stores it: only its own members, defaults where empty (spec §3). */
export function transportConfiguration(type: string, sent: Members): Members {
  switch (type) {
    case 'MQTT':
      return {
        type,
        ...(Array.isArray(sent.sparkplugAttributesMetricNames) ? { sparkplugAttributesMetricNames: sent.sparkplugAttributesMetricNames } : {}),
        deviceTelemetryTopic: text(sent.deviceTelemetryTopic, 'v1/devices/me/telemetry'),
        deviceAttributesTopic: text(sent.deviceAttributesTopic, 'v1/devices/me/attributes'),
        sparkplug: sent.sparkplug === true,
        sendAckOnValidationException: sent.sendAckOnValidationException === true,
        transportPayloadTypeConfiguration: payload(members(sent.transportPayloadTypeConfiguration)),
      };
    case 'COAP': {
      const device = members(sent.coapDeviceTypeConfiguration);
      const coapDeviceType = device.coapDeviceType === 'EFENTO' ? 'EFENTO' : 'DEFAULT';
      return {
        type,
        clientSettings: { ...members(sent.clientSettings), powerMode: text(members(sent.clientSettings).powerMode, 'DRX') },
        coapDeviceTypeConfiguration:
          coapDeviceType === 'EFENTO' ? { coapDeviceType } : { coapDeviceType, transportPayloadTypeConfiguration: payload(members(device.transportPayloadTypeConfiguration)) },
      };
    }
    case 'LWM2M':
      return {
        type,
        bootstrapServerUpdateEnable: sent.bootstrapServerUpdateEnable === true,
        observeAttr: Object.keys(members(sent.observeAttr)).length ? sent.observeAttr : { observe: [], attribute: [], telemetry: [], keyName: {}, attributeLwm2m: {} },
        bootstrap: Array.isArray(sent.bootstrap) ? sent.bootstrap : [],
        clientLwM2mSettings: lwm2mSettings(members(sent.clientLwM2mSettings)),
      };
    case 'SNMP':
      return { type, timeoutMs: number(sent.timeoutMs, 500), retries: number(sent.retries, 0), communicationConfigs: Array.isArray(sent.communicationConfigs) ? sent.communicationConfigs : null };
    default:
      return { type: 'DEFAULT' };
  }
}

/** The device profile the platform is sent: its parts made consistent with the types chosen on the form. */
export function normalizedProfile(profile: DeviceProfile): DeviceProfile {
  const data = members(profile.profileData);
  const provisionType = text(profile.provisionType, 'DISABLED');
  const provisioned = provisionType !== 'DISABLED';
  const secret = members(data.provisionConfiguration).provisionDeviceSecret;
  const transportType = text(profile.transportType, 'DEFAULT');
  return {
    ...profile,
    type: text(profile.type, 'DEFAULT'),
    transportType,
    provisionType,
    provisionDeviceKey: provisioned ? (orNull(profile.provisionDeviceKey) as string | null) : null,
    image: orNull(profile.image) as string | null,
    defaultQueueName: orNull(profile.defaultQueueName) as string | null,
    profileData: {
      ...data,
      configuration: Object.keys(members(data.configuration)).length ? (data.configuration as DeviceProfile['profileData']['configuration']) : { type: 'DEFAULT' },
      transportConfiguration: transportConfiguration(transportType, members(data.transportConfiguration)) as DeviceProfile['profileData']['transportConfiguration'],
      provisionConfiguration: { type: provisionType, provisionDeviceSecret: provisioned && typeof secret === 'string' && secret !== '' ? secret : null },
      alarms: Array.isArray(data.alarms) ? data.alarms : null,
    },
  };
}
