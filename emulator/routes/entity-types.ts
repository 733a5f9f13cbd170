/** The platform's EntityType names (contract 0.3), as path parameters accept them. */
export const ENTITY_TYPES: readonly string[] = [
  'TENANT', 'CUSTOMER', 'USER', 'DASHBOARD', 'ASSET', 'DEVICE', 'ALARM', 'RULE_CHAIN', 'RULE_NODE', 'ENTITY_VIEW',
  'WIDGETS_BUNDLE', 'WIDGET_TYPE', 'TENANT_PROFILE', 'DEVICE_PROFILE', 'ASSET_PROFILE', 'API_USAGE_STATE',
  'TB_RESOURCE', 'OTA_PACKAGE', 'EDGE', 'RPC', 'QUEUE',
];
