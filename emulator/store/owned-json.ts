import { entityId } from '../lib/ids.ts';
import type { EntityType } from '../lib/ids.ts';
import type { OwnedRow } from './owned-entities.ts';

/** The leading members of a device's or asset's JSON, in the platform's order. */
export function ownedJsonHead(entityType: EntityType, row: OwnedRow & { label: string | null }) {
  return {
    id: entityId(entityType, row.id),
    createdTime: row.created_time,
    tenantId: entityId('TENANT', row.tenant_id),
    customerId: entityId('CUSTOMER', row.customer_id),
    name: row.name,
    type: row.type,
    label: row.label,
  };
}

/** The owner members an `…Info` object adds (joined from the customer). */
export function ownerInfo(row: { customer_title: string | null; customer_is_public: number | null }) {
  return { customerTitle: row.customer_title, customerIsPublic: row.customer_is_public === 1 };
}
