import { assetProfilesApi } from '../../platform/api/asset-profiles.ts';
import { assetsApi } from '../../platform/api/assets.ts';
import type { AssetInfo } from '../../platform/types/asset.ts';
import { addEntityDialog } from '../dialogs/add-entity.ts';
import { assignmentDialogs, assignmentRowActions, assignmentTableActions, type AssignmentKeys } from '../dialogs/kind-dialogs.ts';
import { importDialog } from '../dialogs/import-dialog.ts';
import type { TableAction } from '../entity-table.ts';

/** The asset's translation keys of the dialogs and buttons it shares with the other assignable kinds (console-map §3.2, §4). */
const ASSET_KEYS = {
  nameParam: 'assetName',
  makePublic: { label: 'asset.make-public', title: 'asset.make-public-asset-title', text: 'asset.make-public-asset-text' },
  makePrivate: { label: 'asset.make-private', title: 'asset.make-private-asset-title', text: 'asset.make-private-asset-text' },
  unassign: { label: 'asset.unassign-from-customer', title: 'asset.unassign-asset-title', text: 'asset.unassign-asset-text', manyTitle: 'asset.unassign-assets-title', manyText: 'asset.unassign-assets-text', groupLabel: 'asset.unassign-assets' },
  delete: { label: 'asset.delete', title: 'asset.delete-asset-title', text: 'asset.delete-asset-text', manyTitle: 'asset.delete-assets-title', manyText: 'asset.delete-assets-text' },
  assign: { label: 'asset.assign-to-customer', title: 'asset.assign-asset-to-customer', text: 'asset.assign-to-customer-text', groupLabel: 'asset.assign-assets' },
  addToCustomer: { label: 'asset.assign-new-asset', title: 'asset.assign-asset-to-customer', text: 'asset.assign-asset-to-customer-text' },
  picker: 'assets',
  pickerLabel: 'asset.assets',
  edge: {
    unassign: { title: 'asset.unassign-asset-from-edge-title', text: 'asset.unassign-asset-from-edge-text', manyTitle: 'asset.unassign-assets-from-edge-title', manyText: 'asset.unassign-assets-from-edge-text', groupLabel: 'asset.unassign-assets-from-edge' },
    add: { title: 'asset.assign-asset-to-edge-title', text: 'asset.assign-asset-to-edge-text' },
  },
} satisfies AssignmentKeys;

/** The asset table's buttons (console-map §3.2), each opening the dialog of its name. */
export const ASSET_ACTIONS = assignmentRowActions<AssetInfo>(ASSET_KEYS);
const shared = assignmentTableActions(ASSET_KEYS);
export const ASSET_GROUP_ACTIONS = shared.group;

export const ASSET_ADD_ACTIONS = {
  add: { dialog: 'add', label: 'asset.add-asset-text', icon: 'insert_drive_file' },
  import: { dialog: 'import', label: 'asset.import', icon: 'file_upload' },
  ...shared.add,
} satisfies Record<string, TableAction>;

/** The asset dialogs (console-map §4), by the names the buttons use. */
export const ASSET_DIALOGS = {
  ...assignmentDialogs<AssetInfo>(ASSET_KEYS, {
    makePublic: assetsApi.assignAssetToPublicCustomer,
    unassign: assetsApi.unassignAssetFromCustomer,
    remove: assetsApi.deleteAsset,
    assign: assetsApi.assignAssetToCustomer,
    edge: { assign: assetsApi.assignAssetToEdge, unassign: assetsApi.unassignAssetFromEdge },
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
