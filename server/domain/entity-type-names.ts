/** The names' keys of the entity types a tab shows (relations' other ends, audit logs' entities, edge events, version control). */
export const ENTITY_TYPE_KEYS: Record<string, string> = {
  DEVICE: 'entity.type-device',
  ASSET: 'entity.type-asset',
  ENTITY_VIEW: 'entity.type-entity-view',
  CUSTOMER: 'entity.type-customer',
  DASHBOARD: 'entity.type-dashboard',
  EDGE: 'entity.type-edge',
  TENANT: 'entity.type-tenant',
  USER: 'entity.type-user',
  ALARM: 'entity.type-alarm',
  DEVICE_PROFILE: 'entity.type-device-profile',
  ASSET_PROFILE: 'entity.type-asset-profile',
  RULE_CHAIN: 'entity.type-rulechain',
  WIDGETS_BUNDLE: 'entity.type-widgets-bundle',
  WIDGET_TYPE: 'entity.type-widget-type',
  OTA_PACKAGE: 'entity.type-ota-package',
  QUEUE: 'entity.type-queue',
};
