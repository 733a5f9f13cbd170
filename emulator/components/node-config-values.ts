// Option lists and default values shared by the 3.4.4 rule-node configuration classes (node-configurations.ts).

export const SCRIPT_LANGS = ['JS', 'TBEL'];
export const SCOPES = ['SERVER_SCOPE', 'SHARED_SCOPE', 'CLIENT_SCOPE'];
export const DIRECTIONS = ['FROM', 'TO'];
export const TIME_UNITS = ['MILLISECONDS', 'SECONDS', 'MINUTES', 'HOURS', 'DAYS'];
export const SEVERITIES = ['CRITICAL', 'MAJOR', 'MINOR', 'WARNING', 'INDETERMINATE'];
export const ALARM_STATUSES = ['ACTIVE_UNACK', 'ACTIVE_ACK', 'CLEARED_UNACK', 'CLEARED_ACK'];
export const ENTITY_DETAILS = ['ID', 'TITLE', 'COUNTRY', 'CITY', 'STATE', 'ZIP', 'ADDRESS', 'ADDRESS2', 'PHONE', 'EMAIL', 'ADDITIONAL_INFO'];
export const MESSAGE_TYPES = [
  'POST_ATTRIBUTES_REQUEST', 'POST_TELEMETRY_REQUEST', 'TO_SERVER_RPC_REQUEST', 'RPC_CALL_FROM_SERVER_TO_DEVICE',
  'ACTIVITY_EVENT', 'INACTIVITY_EVENT', 'CONNECT_EVENT', 'DISCONNECT_EVENT', 'ENTITY_CREATED', 'ENTITY_UPDATED',
  'ENTITY_DELETED', 'ENTITY_ASSIGNED', 'ENTITY_UNASSIGNED', 'ATTRIBUTES_UPDATED', 'ATTRIBUTES_DELETED',
  'ALARM_ACKNOWLEDGED', 'ALARM_CLEARED', 'TIMESERIES_UPDATED', 'TIMESERIES_DELETED',
];
export const MATH_FUNCTIONS = [
  'ADD', 'SUB', 'MULT', 'DIV', 'SIN', 'SINH', 'COS', 'COSH', 'TAN', 'TANH', 'ACOS', 'ASIN', 'ATAN', 'ATAN2', 'EXP',
  'EXPM1', 'SQRT', 'CBRT', 'GET_EXP', 'HYPOT', 'LOG', 'LOG10', 'LOG1P', 'CEIL', 'FLOOR', 'FLOOR_DIV', 'FLOOR_MOD', 'ABS',
  'MIN', 'MAX', 'POW', 'SIGNUM', 'RAD', 'DEG', 'CUSTOM',
];

export const ALARM_DETAILS_JS = 'var details = {};\nif (metadata.prevAlarmDetails) {\n    details = JSON.parse(metadata.prevAlarmDetails);\n' +
  '    //remove prevAlarmDetails from metadata\n    delete metadata.prevAlarmDetails;\n' +
  '    //now metadata is the same as it comes IN this rule node\n}\n\n\nreturn details;';
export const ALARM_DETAILS_TBEL = 'var details = {};\nif (metadata.prevAlarmDetails != null) {\n    details = JSON.parse(metadata.prevAlarmDetails);\n' +
  "    //remove prevAlarmDetails from metadata\n    metadata.remove('prevAlarmDetails');\n" +
  '    //now metadata is the same as it comes IN this rule node\n}\n\n\nreturn details;';
export const LOG_SCRIPT = "return '\\nIncoming message:\\n' + JSON.stringify(msg) + '\\nIncoming metadata:\\n' + JSON.stringify(metadata);";
export const SWITCH_SCRIPT = (equals: string) => "function nextRelation(metadata, msg) {\n    return ['one','nine'];\n}\n" +
  `if(msgType ${equals} 'POST_TELEMETRY_REQUEST') {\n    return ['two'];\n}\nreturn nextRelation(metadata, msg);`;
export const GENERATOR_SCRIPT = 'var msg = { temp: 42, humidity: 77 };\nvar metadata = { data: 40 };\nvar msgType = "POST_TELEMETRY_REQUEST";\n\n' +
  'return { msg: msg, metadata: metadata, msgType: msgType };';
export const TRANSFORM_SCRIPT = 'return {msg: msg, metadata: metadata, msgType: msgType};';
export const ANONYMOUS = { type: 'anonymous' };
export const relationsQuery = () => ({
  direction: 'FROM', maxLevel: 1, filters: [{ relationType: 'Contains', entityTypes: [] }], fetchLastLevelOnly: false,
});
