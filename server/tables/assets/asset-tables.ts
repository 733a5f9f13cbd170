import type { EntityScope } from '../../domain/entity-scope.ts';
import type { ColumnSpec } from '../../domain/table-columns.ts';
import { assetProfilesApi } from '../../platform/api/asset-profiles.ts';
import { assetsApi } from '../../platform/api/assets.ts';
import type { AssetInfo } from '../../platform/types/asset.ts';
import type { EntityTable, FilterDef } from '../entity-table.ts';
import { scopedTitle } from '../list-scope.ts';
import { assetKind } from './asset-kind.ts';
import { ASSET_ACTIONS as row, ASSET_ADD_ACTIONS as add, ASSET_DIALOGS as dialogs, ASSET_GROUP_ACTIONS as group } from './asset-dialogs.ts';

const created: ColumnSpec = { key: 'createdTime', title: 'common.created-time', width: '150px', sortable: true, cell: 'date' };
const name: ColumnSpec = { key: 'name', title: 'asset.name', width: '25%', sortable: true, cell: 'details' };
const profile: ColumnSpec = { key: 'assetProfileName', title: 'asset-profile.asset-profile', width: '25%', sortable: true };
const label: ColumnSpec = { key: 'label', title: 'asset.label', width: '25%', sortable: true };
const customer: ColumnSpec = { key: 'customerTitle', title: 'customer.customer', width: '25%', sortable: true };
const isPublic: ColumnSpec = { key: 'customerIsPublic', title: 'asset.public', width: '60px', sortable: false, cell: 'check' };

const PROFILE_FILTER: FilterDef = { name: 'assetProfileId', label: 'asset-profile.asset-profile', picker: 'assetProfiles', emptyLabel: 'asset-profile.all-profiles' };

const title = (place: Parameters<EntityTable<AssetInfo>['title']>[0], t: Parameters<EntityTable<AssetInfo>['title']>[1]) =>
  scopedTitle(place, t, { list: 'asset.assets', public: 'customer.public-assets' });

/** What every asset table shares; each scope adds its columns, calls and actions. */
const base = { kind: assetKind, title, filters: [PROFILE_FILTER] };

/** The asset tables of console-map §3.2, one per scope. */
const TABLES: Record<EntityScope, EntityTable<AssetInfo>> = {
  tenant: {
    ...base,
    scope: 'tenant',
    columns: [created, name, profile, label, customer, isPublic],
    list: (request, _place, link, filters) => assetsApi.getTenantAssetInfos(request.platform, link, filters.assetProfileId),
    rowActions: [row.makePublic, row.assign, row.unassign, row.makePrivate, row.delete],
    groupActions: [group.assign, group.delete],
    addActions: [add.add, add.import],
    dialogs: {
      'make-public': dialogs.makePublic,
      assign: dialogs.assign,
      unassign: dialogs.unassign,
      'make-private': dialogs.makePrivate,
      delete: dialogs.delete,
      add: dialogs.add,
      import: dialogs.import,
    },
    editable: true,
  },
  customer: {
    ...base,
    scope: 'customer',
    columns: [created, name, profile, label],
    list: (request, place, link, filters) => assetsApi.getCustomerAssetInfos(request.platform, place.customerId!, link, filters.assetProfileId),
    rowActions: [row.unassign, row.makePrivate],
    groupActions: [group.unassign],
    addActions: [add.addToCustomer],
    dialogs: { unassign: dialogs.unassign, 'make-private': dialogs.makePrivate, 'add-to-customer': dialogs.addToCustomer },
    editable: true,
  },
  customer_user: {
    ...base,
    scope: 'customer_user',
    columns: [created, name, profile, label],
    list: (request, place, link, filters) => assetsApi.getCustomerAssetInfos(request.platform, place.customerId!, link, filters.assetProfileId),
    rowActions: [],
    groupActions: [],
    addActions: [],
    dialogs: {},
    editable: false,
  },
  edge: {
    ...base,
    scope: 'edge',
    // An edge's list holds plain assets: the profile's name is their type, and the platform cannot sort by it.
    columns: [created, name, { ...profile, sortable: false, fallback: 'type' }, label],
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
    columns: [created, name, { ...profile, sortable: false, fallback: 'type' }, label],
    list: edgeList,
    rowActions: [],
    groupActions: [],
    addActions: [],
    dialogs: {},
    editable: false,
  },
};

/** An edge's assets, filtered by a profile through its name (the edge list's `type`). */
async function edgeList(...[request, place, link, filters]: Parameters<EntityTable<AssetInfo>['list']>) {
  const type = filters.assetProfileId ? (await assetProfilesApi.getAssetProfileInfo(request.platform, filters.assetProfileId)).name : undefined;
  return assetsApi.getEdgeAssets(request.platform, place.edgeId!, link, type) as ReturnType<EntityTable<AssetInfo>['list']>;
}

export function assetTable(scope: EntityScope): EntityTable<AssetInfo> {
  return TABLES[scope];
}
