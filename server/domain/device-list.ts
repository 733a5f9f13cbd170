import { NULL_UUID } from '../platform/types/ids.ts';

/** Assigned to a customer (the platform's null id means none): devices, assets, entity views, edges. */
export function isAssigned(entity: { customerId?: { id: string } | null }): boolean {
  return !!entity.customerId && entity.customerId.id !== NULL_UUID;
}
