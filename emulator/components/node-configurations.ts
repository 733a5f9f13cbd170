import { ENTITY_TYPES } from '../routes/entity-types.ts';
import { bool, choice, choices, int, json, map, num, script, str, strings, text } from './config-fields.ts';
import type { ConfigField } from './config-fields.ts';
import {
  ALARM_DETAILS_JS, ALARM_DETAILS_TBEL, ALARM_STATUSES, ANONYMOUS, DIRECTIONS, ENTITY_DETAILS, GENERATOR_SCRIPT, LOG_SCRIPT,
  MATH_FUNCTIONS, MESSAGE_TYPES, SCOPES, SCRIPT_LANGS, SEVERITIES, SWITCH_SCRIPT, TIME_UNITS, TRANSFORM_SCRIPT, relationsQuery,
} from './node-config-values.ts';

// Members and `defaultConfiguration()` values of the 3.4.4 rule-node configuration classes, keyed by the class's
// simple name; inherited members come first, as the platform serialises them. Labels are ours.

/** A script member pair with its language switch, as every script node has them. */
const scripted = (label: string, js: string, tbel: string): ConfigField[] => [
  choice('scriptLang', 'Script language', SCRIPT_LANGS, 'TBEL'),
  script('jsScript', `${label} (JavaScript)`, 'JS', js),
  script('tbelScript', `${label} (TBEL)`, 'TBEL', tbel),
];

const attributeLists: ConfigField[] = [
  strings('clientAttributeNames', 'Client attributes'),
  strings('sharedAttributeNames', 'Shared attributes'),
  strings('serverAttributeNames', 'Server attributes'),
  strings('latestTsKeyNames', 'Latest time series'),
  bool('tellFailureIfAbsent', 'Fail when an attribute is missing', true),
  bool('getLatestValueWithTs', 'Fetch latest values with their timestamps'),
  bool('fetchToData', 'Add to the message instead of the metadata'),
];
const customerAction: ConfigField[] = [
  str('customerNamePattern', 'Customer name pattern', ''),
  int('customerCacheExpiration', 'Customer cache expiration (seconds)', 300),
];
const relationAction: ConfigField[] = [
  choice('direction', 'Direction', DIRECTIONS, 'FROM'),
  str('relationType', 'Relation type', 'Contains'),
  str('entityType', 'Entity type'),
  str('entityNamePattern', 'Entity name pattern', ''),
  str('entityTypePattern', 'Entity type pattern'),
  int('entityCacheExpiration', 'Entity cache expiration (seconds)', 300),
];
const alarmBase: ConfigField[] = [
  str('alarmType', 'Alarm type', 'General Alarm'),
  choice('scriptLang', 'Script language', SCRIPT_LANGS, 'TBEL'),
  script('alarmDetailsBuildJs', 'Alarm details builder (JavaScript)', 'JS', ALARM_DETAILS_JS),
  script('alarmDetailsBuildTbel', 'Alarm details builder (TBEL)', 'TBEL', ALARM_DETAILS_TBEL),
];
const entityAttributes: ConfigField[] = [
  map('attrMapping', 'Source attribute to target key', { temperature: 'tempo' }),
  bool('telemetry', 'Latest time series instead of attributes'),
];
const geofencing: ConfigField[] = [
  str('latitudeKeyName', 'Latitude key name', 'latitude'),
  str('longitudeKeyName', 'Longitude key name', 'longitude'),
  choice('perimeterType', 'Perimeter type', ['POLYGON', 'CIRCLE'], 'POLYGON'),
  bool('fetchPerimeterInfoFromMessageMetadata', 'Perimeter from message metadata', true),
  str('perimeterKeyName', 'Perimeter key name', 'ss_perimeter'),
  text('polygonsDefinition', 'Polygon definition'),
  num('centerLatitude', 'Circle centre latitude'),
  num('centerLongitude', 'Circle centre longitude'),
  num('range', 'Circle range'),
  choice('rangeUnit', 'Range unit', ['METER', 'KILOMETER', 'FOOT', 'MILE', 'NAUTICAL_MILE'], null),
];
const mqtt = (topic: string, host: string | null, port: number, ssl: boolean, credentials: object): ConfigField[] => [
  str('topicPattern', 'Topic pattern', topic),
  str('host', 'Host', host),
  int('port', 'Port', port),
  int('connectTimeoutSec', 'Connection timeout (seconds)', 10),
  str('clientId', 'Client ID'),
  bool('appendClientIdSuffix', 'Append the service ID to the client ID'),
  bool('retainedMessage', 'Retained messages'),
  bool('cleanSession', 'Clean session', true),
  bool('ssl', 'Enable SSL', ssl),
  json('credentials', 'Credentials', credentials),
];
const pushScope = [choice('scope', 'Attributes scope', SCOPES, 'SERVER_SCOPE')];

export const NODE_CONFIGURATIONS: Record<string, ConfigField[]> = {
  EmptyNodeConfiguration: [int('version', 'Version', 0)],
  CalculateDeltaNodeConfiguration: [
    str('inputValueKey', 'Input value key', 'pulseCounter'), str('outputValueKey', 'Output value key', 'delta'),
    bool('useCache', 'Use cache for latest value', true), bool('addPeriodBetweenMsgs', 'Add period between messages'),
    str('periodValueKey', 'Period value key', 'periodInMs'), int('round', 'Decimals'),
    bool('tellFailureIfDeltaIsNegative', 'Fail on a negative delta', true),
  ],
  TbAssignToCustomerNodeConfiguration: [...customerAction, bool('createCustomerIfNotExists', 'Create the customer when missing')],
  TbUnassignFromCustomerNodeConfiguration: customerAction,
  TbMqttNodeConfiguration: mqtt('my-topic', null, 1883, false, ANONYMOUS),
  TbAzureIotHubNodeConfiguration: mqtt('devices/<device_id>/messages/events/', '<iot-hub-name>.azure-devices.net', 8883, true,
    { type: 'sas', caCert: null, cert: null, privateKey: null, password: null, sasKey: null }),
  TbChangeOriginatorNodeConfiguration: [
    choice('originatorSource', 'Originator source', ['CUSTOMER', 'TENANT', 'RELATED', 'ALARM_ORIGINATOR', 'ENTITY'], 'CUSTOMER'),
    json('relationsQuery', 'Relations query', relationsQuery()),
    str('entityType', 'Entity type'), str('entityNamePattern', 'Entity name pattern'),
  ],
  TbCheckAlarmStatusNodeConfig: [choices('alarmStatusList', 'Alarm statuses', ALARM_STATUSES, ['ACTIVE_ACK', 'ACTIVE_UNACK'])],
  TbCheckMessageNodeConfiguration: [
    strings('messageNames', 'Message fields'), strings('metadataNames', 'Metadata fields'),
    bool('checkAllKeys', 'All listed fields must be present', true),
  ],
  TbCheckRelationNodeConfiguration: [
    choice('direction', 'Direction', DIRECTIONS, 'FROM'), str('entityId', 'Entity ID'), str('entityType', 'Entity type'),
    str('relationType', 'Relation type', 'Contains'), bool('checkForSingleEntity', 'Check a relation to one entity', true),
  ],
  TbCheckpointNodeConfiguration: [str('queueName', 'Queue name')],
  TbClearAlarmNodeConfiguration: alarmBase,
  TbCreateAlarmNodeConfiguration: [
    ...alarmBase,
    choice('severity', 'Severity', SEVERITIES, 'CRITICAL'), bool('propagate', 'Propagate to related entities'),
    bool('propagateToOwner', 'Propagate to the owner'), bool('propagateToTenant', 'Propagate to the tenant'),
    bool('useMessageAlarmData', 'Use the alarm data of the message'), bool('overwriteAlarmDetails', 'Overwrite alarm details'),
    bool('dynamicSeverity', 'Severity from a message pattern'), strings('relationTypes', 'Relation types to propagate'),
  ],
  TbCopyKeysNodeConfiguration: [bool('fromMetadata', 'From metadata to message'), strings('keys', 'Keys')],
  TbDeleteKeysNodeConfiguration: [bool('fromMetadata', 'Delete from metadata'), strings('keys', 'Keys')],
  TbCreateRelationNodeConfiguration: [
    ...relationAction, bool('createEntityIfNotExists', 'Create the entity when missing'),
    bool('changeOriginatorToRelatedEntity', 'Make the related entity the originator'),
    bool('removeCurrentRelations', 'Remove current relations'),
  ],
  TbDeleteRelationNodeConfiguration: [...relationAction, bool('deleteForSingleEntity', 'Delete the relation to one entity', true)],
  TbDeviceProfileNodeConfiguration: [
    bool('persistAlarmRulesState', 'Persist the state of alarm rules'), bool('fetchAlarmRulesStateOnStart', 'Fetch the state of alarm rules on start'),
  ],
  TbFetchDeviceCredentialsNodeConfiguration: [bool('fetchToMetadata', 'Add to metadata', true)],
  TbGetAttributesNodeConfiguration: attributeLists,
  TbGetDeviceAttrNodeConfiguration: [
    ...attributeLists,
    json('deviceRelationsQuery', 'Device relations query',
      { direction: 'FROM', maxLevel: 1, relationType: 'Contains', deviceTypes: ['default'], fetchLastLevelOnly: false }),
  ],
  TbGetCustomerDetailsNodeConfiguration: [choices('detailsList', 'Details', ENTITY_DETAILS, []), bool('addToMetadata', 'Add to metadata')],
  TbGetTenantDetailsNodeConfiguration: [choices('detailsList', 'Details', ENTITY_DETAILS, []), bool('addToMetadata', 'Add to metadata')],
  TbGetEntityAttrNodeConfiguration: entityAttributes,
  TbGetRelatedAttrNodeConfiguration: [...entityAttributes, json('relationsQuery', 'Relations query', relationsQuery())],
  TbGetOriginatorFieldsConfiguration: [
    map('fieldsMapping', 'Originator field to metadata key', { name: 'originatorName', type: 'originatorType' }),
    bool('ignoreNullStrings', 'Skip empty values'),
  ],
  TbGetTelemetryNodeConfiguration: [
    int('startInterval', 'Start interval', 2), int('endInterval', 'End interval', 1),
    str('startIntervalPattern', 'Start interval pattern', ''), str('endIntervalPattern', 'End interval pattern', ''),
    bool('useMetadataIntervalPatterns', 'Interval from metadata patterns'),
    choice('startIntervalTimeUnit', 'Start interval unit', TIME_UNITS, 'MINUTES'),
    choice('endIntervalTimeUnit', 'End interval unit', TIME_UNITS, 'MINUTES'),
    choice('fetchMode', 'Fetch mode', ['FIRST', 'LAST', 'ALL'], 'FIRST'), choice('orderBy', 'Order', ['ASC', 'DESC'], 'ASC'),
    choice('aggregation', 'Aggregation', ['MIN', 'MAX', 'AVG', 'SUM', 'COUNT', 'NONE'], 'NONE'), int('limit', 'Limit', 1000),
    strings('latestTsKeyNames', 'Time series keys'),
  ],
  TbGpsGeofencingFilterNodeConfiguration: geofencing,
  TbGpsGeofencingActionNodeConfiguration: [
    ...geofencing, int('minInsideDuration', 'Minimal inside duration', 1), int('minOutsideDuration', 'Minimal outside duration', 1),
    choice('minInsideDurationTimeUnit', 'Inside duration unit', TIME_UNITS, 'MINUTES'),
    choice('minOutsideDurationTimeUnit', 'Outside duration unit', TIME_UNITS, 'MINUTES'),
  ],
  TbJsFilterNodeConfiguration: scripted('Filter', 'return msg.temperature > 20;', 'return msg.temperature > 20;'),
  TbJsSwitchNodeConfiguration: scripted('Switch', SWITCH_SCRIPT('==='), SWITCH_SCRIPT('==')),
  TbLogNodeConfiguration: scripted('To string', LOG_SCRIPT, LOG_SCRIPT),
  TbTransformMsgNodeConfiguration: scripted('Transform', TRANSFORM_SCRIPT, TRANSFORM_SCRIPT),
  TbJsonPathNodeConfiguration: [str('jsonPath', 'JSONPath expression', '$')],
  TbKafkaNodeConfiguration: [
    str('topicPattern', 'Topic pattern', 'my-topic'), str('keyPattern', 'Key pattern'),
    str('bootstrapServers', 'Bootstrap servers', 'localhost:9092'), int('retries', 'Retries', 0),
    int('batchSize', 'Batch size (bytes)', 16384), int('linger', 'Linger (ms)', 0), int('bufferMemory', 'Buffer memory (bytes)', 33554432),
    choice('acks', 'Acknowledgements', ['all', '-1', '0', '1'], '-1'),
    str('keySerializer', 'Key serializer', 'org.apache.kafka.common.serialization.StringSerializer'),
    str('valueSerializer', 'Value serializer', 'org.apache.kafka.common.serialization.StringSerializer'),
    map('otherProperties', 'Other properties'), bool('addMetadataKeyValuesAsKafkaHeaders', 'Metadata as Kafka headers'),
    str('kafkaHeadersCharset', 'Headers charset', 'UTF-8'),
  ],
  TbMathNodeConfiguration: [
    choice('operation', 'Function', MATH_FUNCTIONS, 'ADD'),
    json('arguments', 'Arguments', ['x', 'y'].map((name) => ({ name, type: 'CONSTANT', key: '2', attributeScope: null, defaultValue: null }))),
    str('customFunction', 'Custom function'),
    json('result', 'Result', { type: 'MESSAGE_BODY', key: 'result', resultValuePrecision: 2, addToBody: false, addToMetadata: false, attributeScope: null }),
  ],
  TbMsgAttributesNodeConfiguration: [
    choice('scope', 'Attributes scope', SCOPES, 'SERVER_SCOPE'), bool('notifyDevice', 'Notify the device'),
    bool('sendAttributesUpdatedNotification', 'Send an attributes-updated event'),
  ],
  TbMsgCountNodeConfiguration: [str('telemetryPrefix', 'Output time series key prefix', 'messageCount'), int('interval', 'Interval (seconds)', 1)],
  TbMsgDeduplicationNodeConfiguration: [
    int('interval', 'Interval (seconds)', 60), choice('strategy', 'Strategy', ['FIRST', 'LAST', 'ALL'], 'FIRST'),
    str('outMsgType', 'Output message type'), str('queueName', 'Output queue'),
    int('maxPendingMsgs', 'Maximum pending messages', 100), int('maxRetries', 'Maximum retries', 3),
  ],
  TbMsgDelayNodeConfiguration: [
    int('periodInSeconds', 'Period (seconds)', 60), int('maxPendingMsgs', 'Maximum pending messages', 1000),
    str('periodInSecondsPattern', 'Period pattern'), bool('useMetadataPeriodInSecondsPatterns', 'Period from a metadata pattern'),
  ],
  TbMsgDeleteAttributesNodeConfiguration: [
    choice('scope', 'Attributes scope', SCOPES, 'SERVER_SCOPE'), strings('keys', 'Attribute keys'),
    bool('sendAttributesDeletedNotification', 'Send an attributes-deleted event'), bool('notifyDevice', 'Notify the device'),
  ],
  TbMsgGeneratorNodeConfiguration: [
    int('msgCount', 'Message count (0 = unlimited)', 0), int('periodInSeconds', 'Period (seconds)', 1),
    str('originatorId', 'Originator ID'), choice('originatorType', 'Originator type', ENTITY_TYPES, null),
    ...scripted('Generator', GENERATOR_SCRIPT, GENERATOR_SCRIPT),
  ],
  TbMsgPushToCloudNodeConfiguration: pushScope,
  TbMsgPushToEdgeNodeConfiguration: pushScope,
  TbMsgTimeseriesNodeConfiguration: [
    int('defaultTTL', 'Default TTL (seconds)', 0), bool('skipLatestPersistence', 'Skip latest values'),
    bool('useServerTs', 'Use the server timestamp'),
  ],
  TbMsgToEmailNodeConfiguration: [
    str('fromTemplate', 'From', 'info@testmail.org'), str('toTemplate', 'To', '${userEmail}'), str('ccTemplate', 'Cc'),
    str('bccTemplate', 'Bcc'), str('subjectTemplate', 'Subject', 'Device ${deviceType} temperature high'),
    text('bodyTemplate', 'Body', 'Device ${deviceName} has high temperature ${temp}'), str('isHtmlTemplate', 'HTML pattern'),
    choice('mailBodyType', 'Body type', ['false', 'true', 'dynamic'], 'false'),
  ],
  TbMsgTypeFilterNodeConfiguration: [
    strings('messageTypes', 'Message types', ['POST_ATTRIBUTES_REQUEST', 'POST_TELEMETRY_REQUEST', 'TO_SERVER_RPC_REQUEST'], MESSAGE_TYPES),
  ],
  TbOriginatorTypeFilterNodeConfiguration: [choices('originatorTypes', 'Originator types', ENTITY_TYPES, ['DEVICE'])],
  TbPubSubNodeConfiguration: [
    str('projectId', 'Project ID', 'my-google-cloud-project-id'), str('topicName', 'Topic name', 'my-pubsub-topic-name'),
    map('messageAttributes', 'Message attributes'), text('serviceAccountKey', 'Service account key'),
    str('serviceAccountKeyFileName', 'Service account key file name'),
  ],
  TbRabbitMqNodeConfiguration: [
    str('exchangeNamePattern', 'Exchange name pattern', ''), str('routingKeyPattern', 'Routing key pattern', ''),
    choice('messageProperties', 'Message properties',
      ['BASIC', 'TEXT_PLAIN', 'MINIMAL_BASIC', 'MINIMAL_PERSISTENT_BASIC', 'PERSISTENT_BASIC', 'PERSISTENT_TEXT_PLAIN'], null),
    str('host', 'Host', 'localhost'), int('port', 'Port', 5672), str('virtualHost', 'Virtual host', '/'),
    str('username', 'Username', 'guest'), str('password', 'Password', 'guest'),
    bool('automaticRecoveryEnabled', 'Automatic recovery'), int('connectionTimeout', 'Connection timeout (ms)', 60000),
    int('handshakeTimeout', 'Handshake timeout (ms)', 10000), map('clientProperties', 'Client properties'),
  ],
  TbRenameKeysNodeConfiguration: [bool('fromMetadata', 'Rename in metadata'), map('renameKeysMapping', 'Old key to new key', { temp: 'temperature' })],
  TbRestApiCallNodeConfiguration: [
    str('restEndpointUrlPattern', 'Endpoint URL pattern', 'http://localhost/api'),
    choice('requestMethod', 'Request method', ['GET', 'POST', 'PUT', 'DELETE'], 'POST'),
    map('headers', 'Headers', { 'Content-Type': 'application/json' }), bool('useSimpleClientHttpFactory', 'Use the simple HTTP client'),
    int('readTimeoutMs', 'Read timeout (ms)', 0), int('maxParallelRequestsCount', 'Maximum parallel requests', 0),
    bool('useRedisQueueForMsgPersistence', 'Persist messages in a Redis queue'), bool('trimQueue', 'Trim the Redis queue'),
    int('maxQueueSize', 'Redis queue maximum size', 0), bool('enableProxy', 'Use a proxy'),
    bool('useSystemProxyProperties', 'Use the system proxy properties'), str('proxyHost', 'Proxy host'), int('proxyPort', 'Proxy port', 0),
    str('proxyUser', 'Proxy user'), str('proxyPassword', 'Proxy password'), str('proxyScheme', 'Proxy scheme'),
    json('credentials', 'Credentials', ANONYMOUS), bool('ignoreRequestBody', 'Send without a body'),
  ],
  TbRuleChainInputNodeConfiguration: [str('ruleChainId', 'Rule chain')],
  TbSaveToCustomCassandraTableNodeConfiguration: [
    str('tableName', 'Table name (without the cs_tb_ prefix)', ''), map('fieldsMapping', 'Message field to column', { '': '' }),
  ],
  TbSendEmailNodeConfiguration: [
    bool('useSystemSmtpSettings', 'Use the system SMTP settings', true), str('smtpHost', 'SMTP host', 'localhost'),
    int('smtpPort', 'SMTP port', 25), str('username', 'Username'), str('password', 'Password'),
    choice('smtpProtocol', 'Protocol', ['smtp', 'smtps'], 'smtp'), int('timeout', 'Timeout (ms)', 10000), bool('enableTls', 'Enable TLS'),
    choice('tlsVersion', 'TLS version', ['TLSv1', 'TLSv1.1', 'TLSv1.2', 'TLSv1.3'], 'TLSv1.2'), bool('enableProxy', 'Use a proxy'),
    str('proxyHost', 'Proxy host'), str('proxyPort', 'Proxy port'), str('proxyUser', 'Proxy user'), str('proxyPassword', 'Proxy password'),
  ],
  TbSendRpcReplyNodeConfiguration: [
    str('serviceIdMetaDataAttribute', 'Service ID metadata key', 'serviceId'),
    str('sessionIdMetaDataAttribute', 'Session ID metadata key', 'sessionId'),
    str('requestIdMetaDataAttribute', 'Request ID metadata key', 'requestId'),
  ],
  TbSendRpcRequestNodeConfiguration: [int('timeoutInSeconds', 'Timeout (seconds)', 60)],
  TbSendSmsNodeConfiguration: [
    str('numbersToTemplate', 'Phone numbers', '${userPhone}'),
    text('smsMessageTemplate', 'Message', 'Device ${deviceName} has high temperature ${temp}'),
    bool('useSystemSmsSettings', 'Use the system SMS settings', true), json('smsProviderConfiguration', 'SMS provider'),
  ],
  TbSnsNodeConfiguration: [
    str('topicArnPattern', 'Topic ARN pattern', 'arn:aws:sns:us-east-1:123456789012:MyNewTopic'),
    str('accessKeyId', 'Access key ID'), str('secretAccessKey', 'Secret access key'), str('region', 'Region', 'us-east-1'),
  ],
  TbSqsNodeConfiguration: [
    choice('queueType', 'Queue type', ['STANDARD', 'FIFO'], 'STANDARD'),
    str('queueUrlPattern', 'Queue URL pattern', 'https://sqs.us-east-1.amazonaws.com/123456789012/my-queue-name'),
    int('delaySeconds', 'Delay (seconds)', 0), map('messageAttributes', 'Message attributes'),
    str('accessKeyId', 'Access key ID'), str('secretAccessKey', 'Secret access key'), str('region', 'Region', 'us-east-1'),
  ],
};
