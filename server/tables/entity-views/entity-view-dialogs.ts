import { isAssigned } from '../../domain/device-list.ts';
import { entityViewsApi } from '../../platform/api/entity-views.ts';
import type { EntityViewInfo } from '../../platform/types/entity-view.ts';
import { addEntityDialog } from '../dialogs/add-entity.ts';
import { confirmDialog } from '../dialogs/confirm.ts';
import { addEntitiesDialog, assignCustomerDialog } from '../dialogs/picker-dialog.ts';
import type { RowAction, TableAction } from '../entity-table.ts';

/** The entity view table's buttons (console-map §3.8), each opening the dialog of its name. */
export const ENTITY_VIEW_ACTIONS = {
  makePublic: { dialog: 'make-public', label: 'entity-view.make-public', icon: 'share', enabled: (v) => !isAssigned(v) },
  assign: { dialog: 'assign', label: 'entity-view.assign-to-customer', icon: 'assignment_ind', enabled: (v) => !isAssigned(v) },
  unassign: { dialog: 'unassign', label: 'entity-view.unassign-from-customer', icon: 'assignment_return', enabled: (v) => isAssigned(v) && !v.customerIsPublic },
  makePrivate: { dialog: 'make-private', label: 'entity-view.make-private', icon: 'reply', enabled: (v) => isAssigned(v) && v.customerIsPublic === true },
  unassignFromEdge: { dialog: 'unassign-edge', label: 'edge.unassign-from-edge', icon: 'assignment_return', enabled: () => true },
  delete: { dialog: 'delete', label: 'action.delete', headerLabel: 'entity-view.delete', icon: 'delete', enabled: () => true },
} satisfies Record<string, RowAction<EntityViewInfo>>;

export const ENTITY_VIEW_GROUP_ACTIONS = {
  assign: { dialog: 'assign', label: 'entity-view.assign-entity-views', icon: 'assignment_ind' },
  unassign: { dialog: 'unassign', label: 'entity-view.unassign-entity-views', icon: 'assignment_return' },
  unassignFromEdge: { dialog: 'unassign-edge', label: 'entity-view.unassign-entity-views-from-edge', icon: 'assignment_return' },
  delete: { dialog: 'delete', label: 'action.delete', icon: 'delete' },
} satisfies Record<string, TableAction>;

export const ENTITY_VIEW_ADD_ACTIONS = {
  add: { dialog: 'add', label: 'entity-view.add', icon: 'add' },
  addToCustomer: { dialog: 'add-to-customer', label: 'entity-view.assign-new-entity-view', icon: 'add' },
  addToEdge: { dialog: 'add-to-edge', label: 'entity-view.assign-new-entity-view', icon: 'add' },
} satisfies Record<string, TableAction>;

/** The entity view dialogs (console-map §4), by the names the buttons use. */
export const ENTITY_VIEW_DIALOGS = {
  makePublic: confirmDialog<EntityViewInfo>({
    one: { title: 'entity-view.make-public-entity-view-title', text: 'entity-view.make-public-entity-view-text', nameParam: 'entityViewName' },
    label: 'entity-view.make-public',
    apply: (request, _place, id) => entityViewsApi.assignEntityViewToPublicCustomer(request.platform, id),
  }),
  makePrivate: confirmDialog<EntityViewInfo>({
    one: { title: 'entity-view.make-private-entity-view-title', text: 'entity-view.make-private-entity-view-text', nameParam: 'entityViewName' },
    label: 'entity-view.make-private',
    apply: (request, _place, id) => entityViewsApi.unassignEntityViewFromCustomer(request.platform, id),
  }),
  unassign: confirmDialog<EntityViewInfo>({
    one: { title: 'entity-view.unassign-entity-view-title', text: 'entity-view.unassign-entity-view-text', nameParam: 'entityViewName' },
    many: { title: 'entity-view.unassign-entity-views-title', text: 'entity-view.unassign-entity-views-text' },
    label: 'entity-view.unassign-from-customer',
    apply: (request, _place, id) => entityViewsApi.unassignEntityViewFromCustomer(request.platform, id),
  }),
  unassignFromEdge: confirmDialog<EntityViewInfo>({
    one: { title: 'entity-view.unassign-entity-view-from-edge-title', text: 'entity-view.unassign-entity-view-from-edge-text', nameParam: 'entityViewName' },
    many: { title: 'entity-view.unassign-entity-views-from-edge-title', text: 'entity-view.unassign-entity-views-from-edge-text' },
    label: 'edge.unassign-from-edge',
    apply: (request, place, id) => entityViewsApi.unassignEntityViewFromEdge(request.platform, place.edgeId!, id),
  }),
  delete: confirmDialog<EntityViewInfo>({
    one: { title: 'entity-view.delete-entity-view-title', text: 'entity-view.delete-entity-view-text', nameParam: 'entityViewName' },
    many: { title: 'entity-view.delete-entity-views-title', text: 'entity-view.delete-entity-views-text' },
    label: 'entity-view.delete',
    apply: (request, _place, id) => entityViewsApi.deleteEntityView(request.platform, id),
    removes: true,
  }),
  assign: assignCustomerDialog<EntityViewInfo>({
    title: 'entity-view.assign-entity-view-to-customer',
    text: 'entity-view.assign-to-customer-text',
    label: 'entity-view.assign-to-customer',
    assign: (request, customerId, id) => entityViewsApi.assignEntityViewToCustomer(request.platform, customerId, id),
  }),
  addToCustomer: addEntitiesDialog<EntityViewInfo>({
    title: 'entity-view.assign-entity-view-to-customer',
    text: 'entity-view.assign-entity-view-to-customer-text',
    label: 'entity-view.assign-new-entity-view',
    picker: 'entityViews',
    pickerLabel: 'entity-view.entity-views',
    required: 'entity.entity-list-empty',
    add: (request, place, id) => entityViewsApi.assignEntityViewToCustomer(request.platform, place.customerId!, id),
  }),
  addToEdge: addEntitiesDialog<EntityViewInfo>({
    title: 'entity-view.assign-entity-view-to-edge-title',
    text: 'entity-view.assign-entity-view-to-edge-text',
    label: 'entity-view.assign-new-entity-view',
    picker: 'entityViews',
    pickerLabel: 'entity-view.entity-views',
    required: 'entity.entity-list-empty',
    add: (request, place, id) => entityViewsApi.assignEntityViewToEdge(request.platform, place.edgeId!, id),
  }),
  add: addEntityDialog<EntityViewInfo>({ title: 'entity-view.add', label: 'entity-view.add', defaults: async () => ({ entityId: 'DEVICE:' }) }),
};
