import { devicesApi } from '../../platform/api/devices.ts';
import type { DeviceInfo } from '../../platform/types/device.ts';
import { assignmentDialogs, assignmentRowActions, assignmentTableActions, type AssignmentKeys } from '../dialogs/kind-dialogs.ts';
import { importDialog } from '../dialogs/import-dialog.ts';
import type { RowAction, TableAction } from '../entity-table.ts';
import { credentialsDialog } from './credentials-dialog.ts';
import { addDeviceWizard } from './add-device-wizard.ts';

/** The device's translation keys of the dialogs and buttons it shares with the other assignable kinds (console-map §3.1, §4). */
const DEVICE_KEYS = {
  nameParam: 'deviceName',
  makePublic: { label: 'device.make-public', title: 'device.make-public-device-title', text: 'device.make-public-device-text' },
  makePrivate: { label: 'device.make-private', title: 'device.make-private-device-title', text: 'device.make-private-device-text' },
  unassign: { label: 'device.unassign-from-customer', title: 'device.unassign-device-title', text: 'device.unassign-device-text', manyTitle: 'device.unassign-devices-title', manyText: 'device.unassign-devices-text', groupLabel: 'device.unassign-devices' },
  delete: { label: 'device.delete', title: 'device.delete-device-title', text: 'device.delete-device-text', manyTitle: 'device.delete-devices-title', manyText: 'device.delete-devices-text' },
  assign: { label: 'device.assign-to-customer', title: 'device.assign-device-to-customer', text: 'device.assign-to-customer-text', groupLabel: 'device.assign-devices' },
  addToCustomer: { label: 'device.assign-new-device', title: 'device.assign-device-to-customer', text: 'device.assign-device-to-customer-text' },
  picker: 'devices',
  pickerLabel: 'device.devices',
  edge: {
    unassign: { title: 'device.unassign-device-from-edge-title', text: 'device.unassign-device-from-edge-text', manyTitle: 'device.unassign-devices-from-edge-title', manyText: 'device.unassign-devices-from-edge-text', groupLabel: 'device.unassign-devices-from-edge' },
    add: { title: 'device.assign-device-to-edge-title', text: 'device.assign-device-to-edge-text' },
  },
} satisfies AssignmentKeys;

/** The device table's buttons (console-map §3.1), each opening the dialog of its name. */
export const DEVICE_ACTIONS = {
  ...assignmentRowActions<DeviceInfo>(DEVICE_KEYS),
  manageCredentials: { dialog: 'credentials', label: 'device.manage-credentials', icon: 'security', enabled: () => true },
  viewCredentials: { dialog: 'credentials', label: 'device.view-credentials', icon: 'security', enabled: () => true },
} satisfies Record<string, RowAction<DeviceInfo>>;
const shared = assignmentTableActions(DEVICE_KEYS);
export const DEVICE_GROUP_ACTIONS = shared.group;

export const DEVICE_ADD_ACTIONS = {
  add: { dialog: 'add', label: 'device.add-device-text', icon: 'insert_drive_file' },
  import: { dialog: 'import', label: 'device.import', icon: 'file_upload' },
  ...shared.add,
} satisfies Record<string, TableAction>;

/** The device dialogs (console-map §4), by the names the buttons use. */
export const DEVICE_DIALOGS = {
  ...assignmentDialogs<DeviceInfo>(DEVICE_KEYS, {
    makePublic: devicesApi.assignDeviceToPublicCustomer,
    unassign: devicesApi.unassignDeviceFromCustomer,
    remove: devicesApi.deleteDevice,
    assign: devicesApi.assignDeviceToCustomer,
    edge: { assign: devicesApi.assignDeviceToEdge, unassign: devicesApi.unassignDeviceFromEdge },
  }),
  manageCredentials: credentialsDialog({ readOnly: false }),
  viewCredentials: credentialsDialog({ readOnly: true }),
  add: addDeviceWizard,
  import: importDialog<DeviceInfo>({
    entityType: 'DEVICE',
    title: 'device.import',
    run: (request, job) => devicesApi.bulkImport(request.platform, job),
  }),
};
