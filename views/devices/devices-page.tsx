import { Shell } from '../shell/shell.tsx';
import { routeCrumbs } from '../../server/domain/route-crumbs.ts';
import { EntityTable, TableRegion, tableFormId } from '../table/entity-table.tsx';
import type { TableState } from '../../server/domain/table-state.ts';
import type { DeviceScope } from '../../server/domain/device-list.ts';
import type { PageData } from '../../server/platform/types/page-data.ts';
import type { DeviceInfo } from '../../server/platform/types/device.ts';
import { useView } from '../view-context.tsx';
import { deviceColumns } from './device-columns.tsx';

export const DEVICES_REGION = 'devices-table';

interface DevicesProps {
  scope: DeviceScope;
  state: TableState;
  page: PageData<DeviceInfo>;
}

function useDeviceTable({ scope, state, page }: DevicesProps) {
  const { url, t } = useView();
  return {
    regionId: DEVICES_REGION,
    path: '/devices',
    columns: deviceColumns(scope, url),
    state,
    page,
    rowKey: (d: DeviceInfo) => d.id.id,
    emptyText: t('device.no-devices-text'),
  };
}

export function DevicesPage(props: DevicesProps) {
  const view = useView();
  const { t } = view;
  const title = t('device.devices');
  return (
    <Shell
      title={title}
      crumbs={routeCrumbs('devices', view)}
      search={{ form: tableFormId(DEVICES_REGION), label: t('device.search'), value: props.state.textSearch }}
    >
      <EntityTable {...useDeviceTable(props)} title={title} help="devices" />
    </Shell>
  );
}

/** What an htmx paging, sorting or search request swaps in. */
export function DevicesRegion(props: DevicesProps) {
  return <TableRegion {...useDeviceTable(props)} />;
}
