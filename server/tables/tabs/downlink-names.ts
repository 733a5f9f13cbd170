import { ENTITY_TYPE_KEYS } from '../../domain/entity-type-names.ts';
import { ACTION_TYPE_KEYS } from './audit-logs-content.tsx';

/** Names of the edge event types (spec "Edge events"): the entity kinds', and upstream's `edge-event.type-*` for the rest. */
export const EDGE_EVENT_TYPE_KEYS: Record<string, string> = {
  ...ENTITY_TYPE_KEYS,
  RULE_CHAIN_METADATA: 'edge-event.type-rule-chain-metadata',
  RELATION: 'edge-event.type-relation',
  ADMIN_SETTINGS: 'edge-event.type-admin-settings',
};

/** Names of the edge event actions: the audit log's action names, and upstream's `edge-event.action-type-*` for the rest. */
export const EDGE_EVENT_ACTION_KEYS: Record<string, string> = {
  ...ACTION_TYPE_KEYS,
  POST_ATTRIBUTES: 'edge-event.action-type-post-attributes',
  CREDENTIALS_REQUEST: 'edge-event.action-type-credentials-request',
  ENTITY_MERGE_REQUEST: 'edge-event.action-type-entity-merge-request',
};
