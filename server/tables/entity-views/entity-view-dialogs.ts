import { entityViewsApi } from '../../platform/api/entity-views.ts';
import type { EntityViewInfo } from '../../platform/types/entity-view.ts';
import { addEntityDialog } from '../dialogs/add-entity.ts';
import { assignmentDialogs, assignmentRowActions, assignmentTableActions, type AssignmentKeys } from '../dialogs/kind-dialogs.ts';
import type { TableAction } from '../entity-table.ts';

/** The entity view's translation keys of the dialogs and buttons it shares with the other assignable kinds (console-map §3.8, §4). */
const ENTITY_VIEW_KEYS = {
  nameParam: 'entityViewName',
  makePublic: { label: 'entity-view.make-public', title: 'entity-view.make-public-entity-view-title', text: 'entity-view.make-public-entity-view-text' },
  makePrivate: { label: 'entity-view.make-private', title: 'entity-view.make-private-entity-view-title', text: 'entity-view.make-private-entity-view-text' },
  unassign: {
    label: 'entity-view.unassign-from-customer',
    title: 'entity-view.unassign-entity-view-title',
    text: 'entity-view.unassign-entity-view-text',
    manyTitle: 'entity-view.unassign-entity-views-title',
    manyText: 'entity-view.unassign-entity-views-text',
    groupLabel: 'entity-view.unassign-entity-views',
  },
  delete: { label: 'entity-view.delete', title: 'entity-view.delete-entity-view-title', text: 'entity-view.delete-entity-view-text', manyTitle: 'entity-view.delete-entity-views-title', manyText: 'entity-view.delete-entity-views-text' },
  assign: { label: 'entity-view.assign-to-customer', title: 'entity-view.assign-entity-view-to-customer', text: 'entity-view.assign-to-customer-text', groupLabel: 'entity-view.assign-entity-views' },
  addToCustomer: { label: 'entity-view.assign-new-entity-view', title: 'entity-view.assign-entity-view-to-customer', text: 'entity-view.assign-entity-view-to-customer-text' },
  picker: 'entityViews',
  pickerLabel: 'entity-view.entity-views',
  edge: {
    unassign: {
      title: 'entity-view.unassign-entity-view-from-edge-title',
      text: 'entity-view.unassign-entity-view-from-edge-text',
      manyTitle: 'entity-view.unassign-entity-views-from-edge-title',
      manyText: 'entity-view.unassign-entity-views-from-edge-text',
      groupLabel: 'entity-view.unassign-entity-views-from-edge',
    },
    add: { title: 'entity-view.assign-entity-view-to-edge-title', text: 'entity-view.assign-entity-view-to-edge-text' },
  },
} satisfies AssignmentKeys;

/** The entity view table's buttons (console-map §3.8), each opening the dialog of its name. */
export const ENTITY_VIEW_ACTIONS = assignmentRowActions<EntityViewInfo>(ENTITY_VIEW_KEYS);
const shared = assignmentTableActions(ENTITY_VIEW_KEYS);
export const ENTITY_VIEW_GROUP_ACTIONS = shared.group;

export const ENTITY_VIEW_ADD_ACTIONS = {
  add: { dialog: 'add', label: 'entity-view.add', icon: 'add' },
  ...shared.add,
} satisfies Record<string, TableAction>;

/** The entity view dialogs (console-map §4), by the names the buttons use. */
export const ENTITY_VIEW_DIALOGS = {
  ...assignmentDialogs<EntityViewInfo>(ENTITY_VIEW_KEYS, {
    makePublic: entityViewsApi.assignEntityViewToPublicCustomer,
    unassign: entityViewsApi.unassignEntityViewFromCustomer,
    remove: entityViewsApi.deleteEntityView,
    assign: entityViewsApi.assignEntityViewToCustomer,
    edge: { assign: entityViewsApi.assignEntityViewToEdge, unassign: entityViewsApi.unassignEntityViewFromEdge },
  }),
  add: addEntityDialog<EntityViewInfo>({ title: 'entity-view.add', label: 'entity-view.add', defaults: async () => ({ entityId: 'DEVICE:' }) }),
};
