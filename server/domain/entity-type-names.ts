/** The names' keys of the entity types a tab shows (relations' other ends, audit logs' entities). */
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
};
