// Sample lists for the markup tests: columns of every cell kind, entities with values React escapes, rows and lists.
import type { ColumnSpec } from '../../server/domain/table-columns.ts';
import type { TableState } from '../../server/domain/table-state.ts';
import type { ListView, RowView } from '../../server/domain/entity-view.ts';

export const COLUMNS: ColumnSpec[] = [
  { key: 'createdTime', title: 'common.created-time', width: '150px', sortable: true, cell: 'date' },
  { key: 'name', title: 'device.name', width: '25%', sortable: true, cell: 'details' },
  { key: 'deviceProfileName', title: 'device-profile.device-profile', width: '25%', sortable: true, fallback: 'type' },
  { key: 'count', title: 'device.label', width: '10%', sortable: false },
  { key: 'customerIsPublic', title: 'device.public', width: '60px', sortable: false, cell: 'check' },
  { key: 'gateway', title: 'device.is-gateway', width: '60px', sortable: false, cell: 'check', value: 'additionalInfo.gateway' },
  { key: 'strategy', title: 'device.label', width: '60px', sortable: true, labels: { BURST: 'common.yes' } },
  { key: 'url', title: 'device.label', width: '60px', sortable: false, cell: 'copy' },
  { key: 'size', title: 'device.label', width: '60px', sortable: false, cell: 'bytes' },
];

// Values React escapes, markup look-alikes, characters beyond Latin-1 and beyond the BMP, empty and missing values.
export const ENTITIES: Record<string, unknown>[] = [
  { createdTime: 1_700_000_000_000, name: 'Pump <A> & "B"', deviceProfileName: 'default', count: 3, customerIsPublic: true, additionalInfo: { gateway: false }, strategy: 'BURST', url: 'https://example.com/a/very/long/address?q=1&r=2', size: 1536 },
  { createdTime: 0, name: '', type: "Gerät's 设备 🛰️", count: 0, customerIsPublic: false, strategy: 'OTHER', url: '', size: 0 },
  { createdTime: null, name: 42, deviceProfileName: null, additionalInfo: { gateway: true }, strategy: '</td>', url: 'short' },
];

export function rowOf(entity: Record<string, unknown>, i: number, extra: Partial<RowView> = {}): RowView {
  const id = `id-${i}&"<>'`;
  return {
    id,
    name: typeof entity.name === 'string' ? entity.name : '',
    entity,
    detailsHref: `/devices?details=${id}`,
    actions: [
      { label: 'Delete "it"', icon: 'delete', href: `/devices?dialog=delete&ids=${id}`, enabled: true, target: 'dialog' },
      { label: 'Open', icon: 'open_in_new', href: `/devices/${id}`, enabled: i % 2 === 0, target: 'page' },
    ],
    actionsMenuHref: i === 1 ? undefined : `/devices?dialog=actions&ids=${id}`,
    selectable: i !== 2,
    selected: i === 1,
    ...extra,
  };
}

export function listOf(rows: RowView[], state: Partial<TableState> = {}, more: Partial<ListView> = {}): ListView {
  return {
    title: 'Devices',
    address: { path: '/devices', state: { page: 0, pageSize: 10, property: 'createdTime', direction: 'DESC', textSearch: '', ...state }, filters: {}, details: 'id-0&"<>\'' },
    searchLabel: 'Search devices',
    emptyText: 'No devices <found>',
    selectedText: 'Selected devices: #',
    columns: COLUMNS,
    page: { data: rows, totalElements: 42, totalPages: 5, hasNext: true },
    rows,
    filters: [],
    addActions: [],
    addLabel: 'Add',
    groupActions: [{ label: 'Delete', icon: 'delete', href: '/devices?dialog=delete', dialog: 'delete', enabled: true, target: 'dialog' }],
    rowActionsLabel: 'Actions',
    refreshHref: '/devices',
    ...more,
  };
}
