import { isAssigned } from '../../domain/device-list.ts';
import { devicesApi } from '../../platform/api/devices.ts';
import type { DeviceInfo } from '../../platform/types/device.ts';
import { confirmDialog } from '../dialogs/confirm.ts';
import { addEntitiesDialog, assignCustomerDialog } from '../dialogs/picker-dialog.ts';
import { importDialog } from '../dialogs/import-dialog.ts';
import type { RowAction, TableAction } from '../entity-table.ts';
import { credentialsDialog } from './credentials-dialog.ts';
import { addDeviceWizard } from './add-device-wizard.ts';

/** The device table's buttons (console-map §3.1), each opening the dialog of its name. */
export const DEVICE_ACTIONS = {
  makePublic: { dialog: 'make-public', label: 'device.make-public', icon: 'share', enabled: (d) => !isAssigned(d) },
  assign: { dialog: 'assign', label: 'device.assign-to-customer', icon: 'assignment_ind', enabled: (d) => !isAssigned(d) },
  unassign: { dialog: 'unassign', label: 'device.unassign-from-customer', icon: 'assignment_return', enabled: (d) => isAssigned(d) && !d.customerIsPublic },
  makePrivate: { dialog: 'make-private', label: 'device.make-private', icon: 'reply', enabled: (d) => isAssigned(d) && d.customerIsPublic === true },
  manageCredentials: { dialog: 'credentials', label: 'device.manage-credentials', icon: 'security', enabled: () => true },
  viewCredentials: { dialog: 'credentials', label: 'device.view-credentials', icon: 'security', enabled: () => true },
  unassignFromEdge: { dialog: 'unassign-edge', label: 'edge.unassign-from-edge', icon: 'assignment_return', enabled: () => true },
  delete: { dialog: 'delete', label: 'action.delete', headerLabel: 'device.delete', icon: 'delete', enabled: () => true },
} satisfies Record<string, RowAction<DeviceInfo>>;

export const DEVICE_GROUP_ACTIONS = {
  assign: { dialog: 'assign', label: 'device.assign-devices', icon: 'assignment_ind' },
  unassign: { dialog: 'unassign', label: 'device.unassign-devices', icon: 'assignment_return' },
  unassignFromEdge: { dialog: 'unassign-edge', label: 'device.unassign-devices-from-edge', icon: 'assignment_return' },
  delete: { dialog: 'delete', label: 'action.delete', icon: 'delete' },
} satisfies Record<string, TableAction>;

export const DEVICE_ADD_ACTIONS = {
  add: { dialog: 'add', label: 'device.add-device-text', icon: 'insert_drive_file' },
  import: { dialog: 'import', label: 'device.import', icon: 'file_upload' },
  addToCustomer: { dialog: 'add-to-customer', label: 'device.assign-new-device', icon: 'add' },
  addToEdge: { dialog: 'add-to-edge', label: 'device.assign-new-device', icon: 'add' },
} satisfies Record<string, TableAction>;

/** The device dialogs (console-map §4), by the names the buttons use. */
export const DEVICE_DIALOGS = {
  makePublic: confirmDialog<DeviceInfo>({
    one: { title: 'device.make-public-device-title', text: 'device.make-public-device-text', nameParam: 'deviceName' },
    label: 'device.make-public',
    apply: (request, _place, id) => devicesApi.assignDeviceToPublicCustomer(request.platform, id),
  }),
  makePrivate: confirmDialog<DeviceInfo>({
    one: { title: 'device.make-private-device-title', text: 'device.make-private-device-text', nameParam: 'deviceName' },
    label: 'device.make-private',
    apply: (request, _place, id) => devicesApi.unassignDeviceFromCustomer(request.platform, id),
  }),
  unassign: confirmDialog<DeviceInfo>({
    one: { title: 'device.unassign-device-title', text: 'device.unassign-device-text', nameParam: 'deviceName' },
    many: { title: 'device.unassign-devices-title', text: 'device.unassign-devices-text' },
    label: 'device.unassign-from-customer',
    apply: (request, _place, id) => devicesApi.unassignDeviceFromCustomer(request.platform, id),
  }),
  unassignFromEdge: confirmDialog<DeviceInfo>({
    one: { title: 'device.unassign-device-from-edge-title', text: 'device.unassign-device-from-edge-text', nameParam: 'deviceName' },
    many: { title: 'device.unassign-devices-from-edge-title', text: 'device.unassign-devices-from-edge-text' },
    label: 'edge.unassign-from-edge',
    apply: (request, place, id) => devicesApi.unassignDeviceFromEdge(request.platform, place.edgeId!, id),
  }),
  delete: confirmDialog<DeviceInfo>({
    one: { title: 'device.delete-device-title', text: 'device.delete-device-text', nameParam: 'deviceName' },
    many: { title: 'device.delete-devices-title', text: 'device.delete-devices-text' },
    label: 'device.delete',
    apply: (request, _place, id) => devicesApi.deleteDevice(request.platform, id),
    removes: true,
  }),
  assign: assignCustomerDialog<DeviceInfo>({
    title: 'device.assign-device-to-customer',
    text: 'device.assign-to-customer-text',
    label: 'device.assign-to-customer',
    assign: (request, customerId, id) => devicesApi.assignDeviceToCustomer(request.platform, customerId, id),
  }),
  addToCustomer: addEntitiesDialog<DeviceInfo>({
    title: 'device.assign-device-to-customer',
    text: 'device.assign-device-to-customer-text',
    label: 'device.assign-new-device',
    picker: 'devices',
    pickerLabel: 'device.devices',
    required: 'entity.entity-list-empty',
    add: (request, place, id) => devicesApi.assignDeviceToCustomer(request.platform, place.customerId!, id),
  }),
  addToEdge: addEntitiesDialog<DeviceInfo>({
    title: 'device.assign-device-to-edge-title',
    text: 'device.assign-device-to-edge-text',
    label: 'device.assign-new-device',
    picker: 'devices',
    pickerLabel: 'device.devices',
    required: 'entity.entity-list-empty',
    add: (request, place, id) => devicesApi.assignDeviceToEdge(request.platform, place.edgeId!, id),
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
