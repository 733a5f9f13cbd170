import type { EntityScope } from '../../domain/entity-scope.ts';
import type { ColumnSpec } from '../../domain/table-columns.ts';
import { deviceProfileInfosApi } from '../../platform/api/device-profile-infos.ts';
import { devicesApi } from '../../platform/api/devices.ts';
import type { DeviceInfo } from '../../platform/types/device.ts';
import type { EntityTable, FilterDef } from '../entity-table.ts';
import { scopedTitle } from '../list-scope.ts';
import { deviceKind } from './device-kind.ts';
import { DEVICE_ACTIONS as row, DEVICE_ADD_ACTIONS as add, DEVICE_DIALOGS as dialogs, DEVICE_GROUP_ACTIONS as group } from './device-dialogs.ts';

const created: ColumnSpec = { key: 'createdTime', title: 'common.created-time', width: '150px', sortable: true, cell: 'date' };
const name: ColumnSpec = { key: 'name', title: 'device.name', width: '25%', sortable: true, cell: 'details' };
const profile: ColumnSpec = { key: 'deviceProfileName', title: 'device-profile.device-profile', width: '25%', sortable: true };
const label: ColumnSpec = { key: 'label', title: 'device.label', width: '25%', sortable: true };
const customer: ColumnSpec = { key: 'customerTitle', title: 'customer.customer', width: '25%', sortable: true };
const isPublic: ColumnSpec = { key: 'customerIsPublic', title: 'device.public', width: '60px', sortable: false, cell: 'check' };
const gateway: ColumnSpec = { key: 'gateway', title: 'device.is-gateway', width: '60px', sortable: false, cell: 'check', value: 'additionalInfo.gateway' };
// An edge's list holds plain devices: the profile's name is their type, and the platform cannot sort by it.
const edgeProfile: ColumnSpec = { ...profile, sortable: false, fallback: 'type' };

const PROFILE_FILTER: FilterDef = { name: 'deviceProfileId', label: 'device-profile.device-profile', picker: 'deviceProfiles', emptyLabel: 'device-profile.all-profiles' };

const title = (place: Parameters<EntityTable<DeviceInfo>['title']>[0], t: Parameters<EntityTable<DeviceInfo>['title']>[1]) =>
  scopedTitle(place, t, { list: 'device.devices', public: 'customer.public-devices' });

/** What every device table shares; each scope adds its columns, calls and actions. */
const base = { kind: deviceKind, title, filters: [PROFILE_FILTER] };

const customerList: EntityTable<DeviceInfo>['list'] = (request, place, link, filters) =>
  devicesApi.getCustomerDeviceInfos(request.platform, place.customerId!, link, filters.deviceProfileId);

/** An edge's devices, filtered by a profile through its name (the edge list's `type`). */
const edgeList: EntityTable<DeviceInfo>['list'] = async (request, place, link, filters) => {
  const type = filters.deviceProfileId ? (await deviceProfileInfosApi.getDeviceProfileInfo(request.platform, filters.deviceProfileId)).name : undefined;
  return devicesApi.getEdgeDevices(request.platform, place.edgeId!, link, type) as ReturnType<EntityTable<DeviceInfo>['list']>;
};

/** The device tables of console-map §3.1, one per scope. */
const TABLES: Record<EntityScope, EntityTable<DeviceInfo>> = {
  tenant: {
    ...base,
    scope: 'tenant',
    columns: [created, name, profile, label, customer, isPublic, gateway],
    list: (request, _place, link, filters) => devicesApi.getTenantDeviceInfos(request.platform, link, filters.deviceProfileId),
    rowActions: [row.makePublic, row.assign, row.unassign, row.makePrivate, row.manageCredentials, row.delete],
    groupActions: [group.assign, group.delete],
    addActions: [add.add, add.import],
    dialogs: {
      'make-public': dialogs.makePublic,
      assign: dialogs.assign,
      unassign: dialogs.unassign,
      'make-private': dialogs.makePrivate,
      credentials: dialogs.manageCredentials,
      delete: dialogs.delete,
      add: dialogs.add,
      import: dialogs.import,
    },
    editable: true,
  },
  customer: {
    ...base,
    scope: 'customer',
    columns: [created, name, profile, label, gateway],
    list: customerList,
    rowActions: [row.unassign, row.makePrivate, row.manageCredentials],
    groupActions: [group.unassign],
    addActions: [add.addToCustomer],
    dialogs: { unassign: dialogs.unassign, 'make-private': dialogs.makePrivate, credentials: dialogs.manageCredentials, 'add-to-customer': dialogs.addToCustomer },
    editable: true,
  },
  customer_user: {
    ...base,
    scope: 'customer_user',
    columns: [created, name, profile, label, gateway],
    list: customerList,
    rowActions: [row.viewCredentials],
    groupActions: [],
    addActions: [],
    dialogs: { credentials: dialogs.viewCredentials },
    editable: false,
  },
  edge: {
    ...base,
    scope: 'edge',
    columns: [created, name, edgeProfile, label, gateway],
    list: edgeList,
    rowActions: [row.unassignFromEdge],
    groupActions: [group.unassignFromEdge],
    addActions: [add.addToEdge],
    dialogs: { 'unassign-edge': dialogs.unassignFromEdge, 'add-to-edge': dialogs.addToEdge },
    editable: true,
  },
  edge_customer_user: {
    ...base,
    scope: 'edge_customer_user',
    columns: [created, name, edgeProfile, label, gateway],
    list: edgeList,
    rowActions: [row.viewCredentials],
    groupActions: [],
    addActions: [],
    dialogs: { credentials: dialogs.viewCredentials },
    editable: false,
  },
};

export function deviceTable(scope: EntityScope): EntityTable<DeviceInfo> {
  return TABLES[scope];
}
