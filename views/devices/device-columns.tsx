import type { ReactNode } from 'react';
import type { UrlFor } from '../../server/base-path.ts';
import { deviceColumns as deviceColumnSpecs, type DeviceScope } from '../../server/domain/device-list.ts';
import type { DeviceInfo } from '../../server/platform/types/device.ts';
import { CheckboxCell } from '../checkbox-cell.tsx';
import { DateTime } from '../date-time.tsx';
import type { Column } from '../table/entity-table.tsx';

/** How each column of console-map §3.1 draws a device. */
function cells(url: UrlFor): Record<string, (d: DeviceInfo) => ReactNode> {
  return {
    createdTime: (d) => <DateTime ms={d.createdTime} />,
    name: (d) => <a href={url(`/devices/${d.id.id}`)}>{d.name}</a>,
    deviceProfileName: (d) => d.deviceProfileName,
    label: (d) => d.label ?? '',
    customerTitle: (d) => d.customerTitle ?? '',
    customerIsPublic: (d) => <CheckboxCell checked={d.customerIsPublic} />,
    gateway: (d) => <CheckboxCell checked={d.additionalInfo?.gateway === true} />,
  };
}

/** The device table's columns of the scope, with their cells. */
export function deviceColumns(scope: DeviceScope, url: UrlFor): Column<DeviceInfo>[] {
  const render = cells(url);
  return deviceColumnSpecs(scope).map((spec) => ({ ...spec, render: render[spec.key] }));
}
