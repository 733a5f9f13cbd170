/** An entity's id as the platform writes it in every entity and reference. */
export interface EntityId {
  entityType: string;
  id: string;
}

/** The platform's "no entity" id: an unassigned device's customerId, the system's tenantId. */
export const NULL_UUID = '13814000-1dd2-11b2-8080-808080808080';

/** One sub-type of an entity kind (`GET /api/asset/types`, `/api/device/types`, ...). */
export interface EntitySubtype {
  tenantId: EntityId;
  entityType: string;
  type: string;
}
