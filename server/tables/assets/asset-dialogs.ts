import { isAssigned } from '../../domain/device-list.ts';
import { assetProfilesApi } from '../../platform/api/asset-profiles.ts';
import { assetsApi } from '../../platform/api/assets.ts';
import type { AssetInfo } from '../../platform/types/asset.ts';
import { addEntityDialog } from '../dialogs/add-entity.ts';
import { confirmDialog } from '../dialogs/confirm.ts';
import { addEntitiesDialog, assignCustomerDialog } from '../dialogs/picker-dialog.ts';
import { importDialog } from '../dialogs/import-dialog.ts';
import type { RowAction, TableAction } from '../entity-table.ts';

/** The asset table's buttons (console-map §3.2), each opening the dialog of its name. */
export const ASSET_ACTIONS = {
  makePublic: { dialog: 'make-public', label: 'asset.make-public', icon: 'share', enabled: (a) => !isAssigned(a) },
  assign: { dialog: 'assign', label: 'asset.assign-to-customer', icon: 'assignment_ind', enabled: (a) => !isAssigned(a) },
  unassign: { dialog: 'unassign', label: 'asset.unassign-from-customer', icon: 'assignment_return', enabled: (a) => isAssigned(a) && !a.customerIsPublic },
  makePrivate: { dialog: 'make-private', label: 'asset.make-private', icon: 'reply', enabled: (a) => isAssigned(a) && a.customerIsPublic === true },
  unassignFromEdge: { dialog: 'unassign-edge', label: 'edge.unassign-from-edge', icon: 'assignment_return', enabled: () => true },
  delete: { dialog: 'delete', label: 'action.delete', headerLabel: 'asset.delete', icon: 'delete', enabled: () => true },
} satisfies Record<string, RowAction<AssetInfo>>;

export const ASSET_GROUP_ACTIONS = {
  assign: { dialog: 'assign', label: 'asset.assign-assets', icon: 'assignment_ind' },
  unassign: { dialog: 'unassign', label: 'asset.unassign-assets', icon: 'assignment_return' },
  unassignFromEdge: { dialog: 'unassign-edge', label: 'asset.unassign-assets-from-edge', icon: 'assignment_return' },
  delete: { dialog: 'delete', label: 'action.delete', icon: 'delete' },
} satisfies Record<string, TableAction>;

export const ASSET_ADD_ACTIONS = {
  add: { dialog: 'add', label: 'asset.add-asset-text', icon: 'insert_drive_file' },
  import: { dialog: 'import', label: 'asset.import', icon: 'file_upload' },
  addToCustomer: { dialog: 'add-to-customer', label: 'asset.assign-new-asset', icon: 'add' },
  addToEdge: { dialog: 'add-to-edge', label: 'asset.assign-new-asset', icon: 'add' },
} satisfies Record<string, TableAction>;

/** The asset dialogs (console-map §4), by the names the buttons use. */
export const ASSET_DIALOGS = {
  makePublic: confirmDialog<AssetInfo>({
    one: { title: 'asset.make-public-asset-title', text: 'asset.make-public-asset-text', nameParam: 'assetName' },
    label: 'asset.make-public',
    apply: (request, _place, id) => assetsApi.assignAssetToPublicCustomer(request.platform, id),
  }),
  makePrivate: confirmDialog<AssetInfo>({
    one: { title: 'asset.make-private-asset-title', text: 'asset.make-private-asset-text', nameParam: 'assetName' },
    label: 'asset.make-private',
    apply: (request, _place, id) => assetsApi.unassignAssetFromCustomer(request.platform, id),
  }),
  unassign: confirmDialog<AssetInfo>({
    one: { title: 'asset.unassign-asset-title', text: 'asset.unassign-asset-text', nameParam: 'assetName' },
    many: { title: 'asset.unassign-assets-title', text: 'asset.unassign-assets-text' },
    label: 'asset.unassign-from-customer',
    apply: (request, _place, id) => assetsApi.unassignAssetFromCustomer(request.platform, id),
  }),
  unassignFromEdge: confirmDialog<AssetInfo>({
    one: { title: 'asset.unassign-asset-from-edge-title', text: 'asset.unassign-asset-from-edge-text', nameParam: 'assetName' },
    many: { title: 'asset.unassign-assets-from-edge-title', text: 'asset.unassign-assets-from-edge-text' },
    label: 'edge.unassign-from-edge',
    apply: (request, place, id) => assetsApi.unassignAssetFromEdge(request.platform, place.edgeId!, id),
  }),
  delete: confirmDialog<AssetInfo>({
    one: { title: 'asset.delete-asset-title', text: 'asset.delete-asset-text', nameParam: 'assetName' },
    many: { title: 'asset.delete-assets-title', text: 'asset.delete-assets-text' },
    label: 'asset.delete',
    apply: (request, _place, id) => assetsApi.deleteAsset(request.platform, id),
    removes: true,
  }),
  assign: assignCustomerDialog<AssetInfo>({
    title: 'asset.assign-asset-to-customer',
    text: 'asset.assign-to-customer-text',
    label: 'asset.assign-to-customer',
    assign: (request, customerId, id) => assetsApi.assignAssetToCustomer(request.platform, customerId, id),
  }),
  addToCustomer: addEntitiesDialog<AssetInfo>({
    title: 'asset.assign-asset-to-customer',
    text: 'asset.assign-asset-to-customer-text',
    label: 'asset.assign-new-asset',
    picker: 'assets',
    pickerLabel: 'asset.assets',
    required: 'entity.entity-list-empty',
    add: (request, place, id) => assetsApi.assignAssetToCustomer(request.platform, place.customerId!, id),
  }),
  addToEdge: addEntitiesDialog<AssetInfo>({
    title: 'asset.assign-asset-to-edge-title',
    text: 'asset.assign-asset-to-edge-text',
    label: 'asset.assign-new-asset',
    picker: 'assets',
    pickerLabel: 'asset.assets',
    required: 'entity.entity-list-empty',
    add: (request, place, id) => assetsApi.assignAssetToEdge(request.platform, place.edgeId!, id),
  }),
  add: addEntityDialog<AssetInfo>({
    title: 'asset.add',
    label: 'asset.add',
    defaults: async (request) => ({ assetProfileId: (await assetProfilesApi.getDefaultAssetProfileInfo(request.platform)).id.id }),
  }),
  import: importDialog<AssetInfo>({
    entityType: 'ASSET',
    title: 'asset.import',
    run: (request, job) => assetsApi.bulkImport(request.platform, job),
  }),
};
