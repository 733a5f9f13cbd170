import type { UrlFor } from '../../server/base-path.ts';
import { CheckboxCell } from '../checkbox-cell.tsx';
import { DateTime } from '../date-time.tsx';
import type { Column } from '../table/entity-table.tsx';
import type { DeviceInfo } from './device.ts';

/** Columns of console-map §3.1; customer columns only in the tenant scope. */
export function deviceColumns(scope: DeviceScope, url: UrlFor): Column<DeviceInfo>[] {
  const columns: Column<DeviceInfo>[] = [
    {
      key: 'createdTime',
      title: 'common.created-time',
      width: '150px',
      sortable: true,
      render: (d) => <DateTime ms={d.createdTime} />,
    },
    { key: 'name', title: 'device.name', width: '25%', sortable: true, render: (d) => <a href={url(`/devices/${d.id.id}`)}>{d.name}</a> },
    { key: 'deviceProfileName', title: 'device-profile.device-profile', width: '25%', sortable: true, render: (d) => d.deviceProfileName },
    { key: 'label', title: 'device.label', width: '25%', sortable: true, render: (d) => d.label ?? '' },
  ];
  if (scope === 'tenant') {
    columns.push(
      { key: 'customerTitle', title: 'customer.customer', width: '25%', sortable: true, render: (d) => d.customerTitle ?? '' },
      { key: 'customerIsPublic', title: 'device.public', width: '60px', sortable: false, render: (d) => <CheckboxCell checked={d.customerIsPublic} /> },
    );
  }
  columns.push({ key: 'gateway', title: 'device.is-gateway', width: '60px', sortable: false, render: (d) => <CheckboxCell checked={d.additionalInfo?.gateway === true} /> });
  return columns;
}

export type DeviceScope = 'tenant' | 'customer';

export function sortableDeviceProperties(scope: DeviceScope): string[] {
  return deviceColumns(scope, (p) => p)
    .filter((c) => c.sortable)
    .map((c) => c.key);
}
