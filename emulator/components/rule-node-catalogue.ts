import { createHash } from 'node:crypto';

export const COMPONENT_TYPES = ['ENRICHMENT', 'FILTER', 'TRANSFORMATION', 'ACTION', 'EXTERNAL', 'FLOW'] as const;
export type ComponentType = (typeof COMPONENT_TYPES)[number];

interface NodeSpec {
  type: ComponentType;
  name: string;
  clazz: string;
  description: string;
  relationTypes?: string[];
  customRelations?: boolean;
  inEnabled?: boolean;
  outEnabled?: boolean;
  ruleChainTypes?: string[];
  clusteringMode?: 'ENABLED' | 'USER_PREFERENCE' | 'SINGLETON';
  defaultConfiguration: Record<string, unknown>;
  icon?: string;
}

const ENGINE = 'org.thingsboard.rule.engine';
const FILTER_RELATIONS = ['True', 'False', 'Failure'];
const BOTH_CHAIN_TYPES = ['CORE', 'EDGE'];

/** The rule nodes the emulator describes: the ones its rule chains use plus the most common others. */
const NODES: NodeSpec[] = [
  { type: 'FILTER', name: 'message type switch', clazz: `${ENGINE}.filter.TbMsgTypeSwitchNode`, customRelations: true, relationTypes: ['Post attributes', 'Post telemetry', 'RPC Request from Device', 'RPC Request to Device', 'Activity Event', 'Inactivity Event', 'Connect Event', 'Disconnect Event', 'Entity Created', 'Entity Updated', 'Entity Deleted', 'Other'], description: 'Routes each message by its message type', defaultConfiguration: { version: 0 }, icon: 'call_split' },
  { type: 'FILTER', name: 'message type', clazz: `${ENGINE}.filter.TbMsgTypeFilterNode`, relationTypes: FILTER_RELATIONS, description: 'Checks the message type against a list', defaultConfiguration: { messageTypes: ['POST_ATTRIBUTES_REQUEST', 'POST_TELEMETRY_REQUEST'] } },
  { type: 'FILTER', name: 'script', clazz: `${ENGINE}.filter.TbJsFilterNode`, relationTypes: FILTER_RELATIONS, description: 'Evaluates a boolean script over the message', defaultConfiguration: { scriptLang: 'TBEL', jsScript: 'return msg.temperature > 20;', tbelScript: 'return msg.temperature > 20;' } },
  { type: 'FILTER', name: 'switch', clazz: `${ENGINE}.filter.TbJsSwitchNode`, customRelations: true, relationTypes: [], description: 'Routes to the relation names a script returns', defaultConfiguration: { scriptLang: 'TBEL', jsScript: "return ['one'];", tbelScript: "return ['one'];" } },
  { type: 'FILTER', name: 'originator type', clazz: `${ENGINE}.filter.TbOriginatorTypeFilterNode`, relationTypes: FILTER_RELATIONS, description: 'Checks the originator entity type', defaultConfiguration: { originatorTypes: ['DEVICE'] } },
  { type: 'FILTER', name: 'check alarm status', clazz: `${ENGINE}.filter.TbCheckAlarmStatusNode`, relationTypes: FILTER_RELATIONS, description: 'Checks the status of the alarm in the message', defaultConfiguration: { alarmStatusList: ['ACTIVE_ACK', 'ACTIVE_UNACK'] } },
  { type: 'ENRICHMENT', name: 'originator attributes', clazz: `${ENGINE}.metadata.TbGetAttributesNode`, description: 'Adds attributes and latest values of the originator to the metadata', defaultConfiguration: { tellFailureIfAbsent: true, clientAttributeNames: [], sharedAttributeNames: [], serverAttributeNames: [], latestTsKeyNames: [], getLatestValueWithTs: false } },
  { type: 'ENRICHMENT', name: 'originator fields', clazz: `${ENGINE}.metadata.TbGetOriginatorFieldsNode`, description: 'Adds entity fields of the originator to the metadata', defaultConfiguration: { fieldsMapping: { name: 'originatorName', type: 'originatorType' } } },
  { type: 'ENRICHMENT', name: 'customer attributes', clazz: `${ENGINE}.metadata.TbGetCustomerAttributeNode`, description: 'Adds attributes of the owning customer to the metadata', defaultConfiguration: { attrMapping: { temperature: 'tempo' }, telemetry: false } },
  { type: 'TRANSFORMATION', name: 'script', clazz: `${ENGINE}.transform.TbTransformMsgNode`, description: 'Rewrites message, metadata and type with a script', defaultConfiguration: { scriptLang: 'TBEL', jsScript: 'return {msg: msg, metadata: metadata, msgType: msgType};', tbelScript: 'return {msg: msg, metadata: metadata, msgType: msgType};' } },
  { type: 'TRANSFORMATION', name: 'change originator', clazz: `${ENGINE}.transform.TbChangeOriginatorNode`, description: 'Makes a related entity the originator', defaultConfiguration: { originatorSource: 'CUSTOMER' } },
  { type: 'TRANSFORMATION', name: 'to email', clazz: `${ENGINE}.mail.TbMsgToEmailNode`, description: 'Builds an e-mail message from templates', defaultConfiguration: { fromTemplate: 'info@testmail.org', toTemplate: '${userEmail}', subjectTemplate: 'Device ${deviceType} temperature high', bodyTemplate: 'Device ${deviceName} has high temperature ${temp}', isHtml: false, mailBodyType: 'false' } },
  { type: 'ACTION', name: 'save timeseries', clazz: `${ENGINE}.telemetry.TbMsgTimeseriesNode`, description: 'Stores the message values as time series of the originator', defaultConfiguration: { defaultTTL: 0 }, icon: 'file_upload' },
  { type: 'ACTION', name: 'save attributes', clazz: `${ENGINE}.telemetry.TbMsgAttributesNode`, description: 'Stores the message values as attributes of the originator', defaultConfiguration: { scope: 'SERVER_SCOPE', notifyDevice: false }, icon: 'file_upload' },
  { type: 'ACTION', name: 'log', clazz: `${ENGINE}.action.TbLogNode`, description: 'Writes the message to the server log through a script', defaultConfiguration: { scriptLang: 'TBEL', jsScript: "return '\\nIncoming message:\\n' + JSON.stringify(msg) + '\\nIncoming metadata:\\n' + JSON.stringify(metadata);", tbelScript: "return '\\nIncoming message:\\n' + JSON.stringify(msg) + '\\nIncoming metadata:\\n' + JSON.stringify(metadata);" } },
  { type: 'ACTION', name: 'create alarm', clazz: `${ENGINE}.action.TbCreateAlarmNode`, relationTypes: ['Created', 'Updated', 'Failure'], description: 'Creates or updates an alarm of the originator', defaultConfiguration: { alarmType: 'General Alarm', severity: 'CRITICAL', propagate: false, useMessageAlarmData: false } },
  { type: 'ACTION', name: 'clear alarm', clazz: `${ENGINE}.action.TbClearAlarmNode`, relationTypes: ['Cleared', 'False', 'Failure'], description: 'Clears an active alarm of the originator', defaultConfiguration: { alarmType: 'General Alarm' } },
  { type: 'ACTION', name: 'rpc call request', clazz: `${ENGINE}.rpc.TbSendRPCRequestNode`, description: 'Sends the message to the device as an RPC request', defaultConfiguration: { timeoutInSeconds: 60 } },
  { type: 'ACTION', name: 'device profile', clazz: `${ENGINE}.profile.TbDeviceProfileNode`, relationTypes: ['Alarm Created', 'Alarm Updated', 'Alarm Severity Updated', 'Alarm Cleared', 'Success', 'Failure'], description: 'Evaluates the alarm rules of the device profile', defaultConfiguration: { persistAlarmRulesState: false, fetchAlarmRulesStateOnStart: false }, clusteringMode: 'ENABLED' },
  { type: 'EXTERNAL', name: 'rest api call', clazz: `${ENGINE}.rest.TbRestApiCallNode`, description: 'Calls an external REST endpoint with the message', defaultConfiguration: { restEndpointUrlPattern: 'http://localhost/api', requestMethod: 'POST', headers: { 'Content-Type': 'application/json' }, readTimeoutMs: 0, maxParallelRequestsCount: 0 } },
  { type: 'EXTERNAL', name: 'send email', clazz: `${ENGINE}.mail.TbSendEmailNode`, description: 'Sends the e-mail built by a to email node', defaultConfiguration: { useSystemSmtpSettings: true, smtpHost: 'localhost', smtpPort: 25, timeout: 10000 } },
  { type: 'EXTERNAL', name: 'mqtt', clazz: `${ENGINE}.mqtt.TbMqttNode`, description: 'Publishes the message to an external MQTT broker', defaultConfiguration: { topicPattern: 'my-topic', host: null, port: 1883, connectTimeoutSec: 10, cleanSession: true, ssl: false } },
  { type: 'FLOW', name: 'rule chain', clazz: `${ENGINE}.flow.TbRuleChainInputNode`, relationTypes: [], outEnabled: false, ruleChainTypes: BOTH_CHAIN_TYPES, description: 'Forwards the message to another rule chain', defaultConfiguration: { ruleChainId: null } },
  { type: 'FLOW', name: 'output', clazz: `${ENGINE}.flow.TbRuleChainOutputNode`, relationTypes: [], outEnabled: false, ruleChainTypes: BOTH_CHAIN_TYPES, description: 'Returns the message to the calling rule chain', defaultConfiguration: { version: 0 } },
  { type: 'FLOW', name: 'checkpoint', clazz: `${ENGINE}.flow.TbCheckpointNode`, description: 'Hands the message over to another queue', defaultConfiguration: { queueName: 'HighPriority' } },
  { type: 'ACTION', name: 'push to cloud', clazz: `${ENGINE}.edge.TbMsgPushToCloudNode`, ruleChainTypes: ['EDGE'], description: 'Sends the message from the edge to the cloud', defaultConfiguration: { scope: 'SERVER_SCOPE' } },
];

/** A stable UUID per class name, shaped like the platform's time-based ids. */
function stableId(clazz: string): string {
  const hex = createHash('sha1').update(clazz).digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-1${hex.slice(13, 16)}-8${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

// Descriptors are registered when the server starts; the emulator reports one fixed time for all of them.
const REGISTERED_AT = 1677661000000;

function descriptor(spec: NodeSpec) {
  return {
    id: { id: stableId(spec.clazz) },
    createdTime: REGISTERED_AT,
    type: spec.type,
    scope: 'TENANT',
    clusteringMode: spec.clusteringMode ?? 'ENABLED',
    name: spec.name,
    clazz: spec.clazz,
    configurationDescriptor: {
      nodeDefinition: {
        details: spec.description,
        description: spec.description,
        inEnabled: spec.inEnabled ?? true,
        outEnabled: spec.outEnabled ?? true,
        relationTypes: spec.relationTypes ?? ['Success', 'Failure'],
        customRelations: spec.customRelations ?? false,
        ruleChainTypes: spec.ruleChainTypes ?? ['CORE'],
        defaultConfiguration: spec.defaultConfiguration,
        icon: spec.icon ?? null,
        iconUrl: null,
        docUrl: null,
        configDirective: '',
        uiResources: [],
      },
    },
    actions: null,
  };
}

export type ComponentDescriptor = ReturnType<typeof descriptor>;

export const DESCRIPTORS: ComponentDescriptor[] = NODES.map(descriptor);

export function descriptorsOf(types: readonly string[], ruleChainType: string): ComponentDescriptor[] {
  return DESCRIPTORS.filter(
    (d) => types.includes(d.type) && d.configurationDescriptor.nodeDefinition.ruleChainTypes.includes(ruleChainType),
  );
}
