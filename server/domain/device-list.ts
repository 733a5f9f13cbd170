import { NULL_UUID } from '../platform/types/ids.ts';
import type { DeviceInfo } from '../platform/types/device.ts';
import type { ColumnSpec } from './table-columns.ts';

/** Whose devices a list shows: the tenant's (tenant administrator) or one customer's (customer user). */
export type DeviceScope = 'tenant' | 'customer';

/** The device table's columns (console-map §3.1); the customer columns only in the tenant scope. */
export function deviceColumns(scope: DeviceScope): ColumnSpec[] {
  return [
    { key: 'createdTime', title: 'common.created-time', width: '150px', sortable: true },
    { key: 'name', title: 'device.name', width: '25%', sortable: true },
    { key: 'deviceProfileName', title: 'device-profile.device-profile', width: '25%', sortable: true },
    { key: 'label', title: 'device.label', width: '25%', sortable: true },
    ...(scope === 'tenant'
      ? [
          { key: 'customerTitle', title: 'customer.customer', width: '25%', sortable: true },
          { key: 'customerIsPublic', title: 'device.public', width: '60px', sortable: false },
        ]
      : []),
    { key: 'gateway', title: 'device.is-gateway', width: '60px', sortable: false },
  ];
}

export function isAssigned(device: Pick<DeviceInfo, 'customerId'>): boolean {
  return !!device.customerId && device.customerId.id !== NULL_UUID;
}
