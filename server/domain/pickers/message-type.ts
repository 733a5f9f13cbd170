/**
 * The rule engine's standard message types (upstream's `messageTypeNames`, 29 of them), each with the translation key
 * of its name. The picker suggests them; any other text is a message type too (widgets spec §3).
 */
export const MESSAGE_TYPES = [
  ['POST_ATTRIBUTES_REQUEST', 'rulenode.message-type-name.post-attributes'],
  ['POST_TELEMETRY_REQUEST', 'rulenode.message-type-name.post-telemetry'],
  ['TO_SERVER_RPC_REQUEST', 'rulenode.message-type-name.rpc-from-device'],
  ['RPC_CALL_FROM_SERVER_TO_DEVICE', 'rulenode.message-type-name.rpc-to-device'],
  ['RPC_QUEUED', 'rulenode.message-type-name.rpc-queued'],
  ['RPC_SENT', 'rulenode.message-type-name.rpc-sent'],
  ['RPC_DELIVERED', 'rulenode.message-type-name.rpc-delivered'],
  ['RPC_SUCCESSFUL', 'rulenode.message-type-name.rpc-successful'],
  ['RPC_TIMEOUT', 'rulenode.message-type-name.rpc-timeout'],
  ['RPC_EXPIRED', 'rulenode.message-type-name.rpc-expired'],
  ['RPC_FAILED', 'rulenode.message-type-name.rpc-failed'],
  ['RPC_DELETED', 'rulenode.message-type-name.rpc-deleted'],
  ['ACTIVITY_EVENT', 'rulenode.message-type-name.activity-event'],
  ['INACTIVITY_EVENT', 'rulenode.message-type-name.inactivity-event'],
  ['CONNECT_EVENT', 'rulenode.message-type-name.connect-event'],
  ['DISCONNECT_EVENT', 'rulenode.message-type-name.disconnect-event'],
  ['ENTITY_CREATED', 'rulenode.message-type-name.entity-created'],
  ['ENTITY_UPDATED', 'rulenode.message-type-name.entity-updated'],
  ['ENTITY_DELETED', 'rulenode.message-type-name.entity-deleted'],
  ['ENTITY_ASSIGNED', 'rulenode.message-type-name.entity-assigned'],
  ['ENTITY_UNASSIGNED', 'rulenode.message-type-name.entity-unassigned'],
  ['ATTRIBUTES_UPDATED', 'rulenode.message-type-name.attributes-updated'],
  ['ATTRIBUTES_DELETED', 'rulenode.message-type-name.attributes-deleted'],
  ['ALARM_ACKNOWLEDGED', 'rulenode.message-type-name.alarm-acknowledged'],
  ['ALARM_CLEARED', 'rulenode.message-type-name.alarm-cleared'],
  ['ENTITY_ASSIGNED_FROM_TENANT', 'rulenode.message-type-name.entity-assigned-from-tenant'],
  ['ENTITY_ASSIGNED_TO_TENANT', 'rulenode.message-type-name.entity-assigned-to-tenant'],
  ['TIMESERIES_UPDATED', 'rulenode.message-type-name.timeseries-updated'],
  ['TIMESERIES_DELETED', 'rulenode.message-type-name.timeseries-deleted'],
] as const;

export type MessageTypeCheck = { ok: true; value: string } | { ok: false; key: 'rulenode.message-type-required' };

/** A posted message type: a standard one or free text, trimmed; 'rulenode.message-type-required' when required and empty. */
export function checkMessageType(text: string, required = true): MessageTypeCheck {
  const value = text.trim();
  return value === '' && required ? { ok: false, key: 'rulenode.message-type-required' } : { ok: true, value };
}

/** The translation key of a standard message type's name; none for free text. */
export function messageTypeNameKey(type: string): string | undefined {
  return MESSAGE_TYPES.find(([known]) => known === type)?.[1];
}
