import type { CustomerRow } from '../store/customers.ts';
import type { DeviceRow } from '../store/devices.ts';
import type { AuditTarget } from './audit-log.ts';

/** How the audit log names the entities of the existing areas (owner customer included). */
export const deviceTarget = (row: DeviceRow): AuditTarget => ({
  entityType: 'DEVICE', id: row.id, name: row.name, customerId: row.customer_id,
});

export const customerTarget = (row: CustomerRow): AuditTarget => ({
  entityType: 'CUSTOMER', id: row.id, name: row.title, customerId: row.id,
});
