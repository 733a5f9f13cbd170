import type { FastifyRequest } from 'fastify';
import { isAssigned } from '../../domain/device-list.ts';
import type { PickerKind } from '../../domain/entity-form.ts';
import type { PlatformClient } from '../../platform/platform-client.ts';
import type { EntityDialog, PlatformEntity, RowAction, TableAction } from '../entity-table.ts';
import { confirmDialog } from './confirm.ts';
import { addEntitiesDialog, assignCustomerDialog } from './picker-dialog.ts';

/**
 * The dialogs and buttons every kind of the same family declares alike (delete; make public or private, assign to a
 * customer, unassign, add to a customer or an edge), made from a kind's translation keys, written out once per kind
 * as literal strings (upstream's names differ per kind, so they are not derived), and the platform calls they make.
 */

/** A confirm's keys: the action's label (its toast), the title naming one entity, its text. */
export interface ConfirmKeys {
  label: string;
  title: string;
  text: string;
}

/** A confirm that also takes many entities at once (a group action): its title with `{{count}}` and its text. */
export interface GroupConfirmKeys extends ConfirmKeys {
  manyTitle: string;
  manyText: string;
}

/** Delete, one or many (console-map §4): its keys and the interpolation name of the entity's name in the title. */
export function deleteDialog<E extends PlatformEntity>(keys: GroupConfirmKeys & { nameParam: string }, remove: (request: FastifyRequest, id: string) => Promise<unknown>): EntityDialog<E> {
  return confirmDialog<E>({
    one: { title: keys.title, text: keys.text, nameParam: keys.nameParam },
    many: { title: keys.manyTitle, text: keys.manyText },
    label: keys.label,
    apply: async (request, _place, id) => {
      await remove(request, id);
    },
    removes: true,
  });
}

/** The keys of a customer-assignable kind (assets, devices, entity views, edges). */
export interface AssignmentKeys {
  /** The interpolation name of the entity's name in the confirms' titles (`{{assetName}}`). */
  nameParam: string;
  makePublic: ConfirmKeys;
  makePrivate: ConfirmKeys;
  unassign: GroupConfirmKeys & { groupLabel: string };
  delete: GroupConfirmKeys;
  assign: ConfirmKeys & { groupLabel: string };
  /** The add-to-customer dialog; its label is also the add-to-edge button's. */
  addToCustomer: ConfirmKeys;
  /** The entity picker of the add dialogs: its kind and the label of its list. */
  picker: PickerKind;
  pickerLabel: string;
  /** Kinds an edge holds (not edges themselves). */
  edge?: EdgeKeys;
}

/** The keys of the edge's dialogs of a kind an edge holds: unassign from the edge (one or many), add to the edge. */
export interface EdgeKeys {
  unassign: Omit<GroupConfirmKeys, 'label'> & { groupLabel: string };
  add: Omit<ConfirmKeys, 'label'>;
}

type Client = PlatformClient;

/** The platform calls of a customer-assignable kind. */
export interface AssignmentCalls {
  makePublic(client: Client, id: string): Promise<unknown>;
  /** Unassign from its customer (also makes a public entity private). */
  unassign(client: Client, id: string): Promise<unknown>;
  remove(client: Client, id: string): Promise<unknown>;
  assign(client: Client, customerId: string, id: string): Promise<unknown>;
  edge?: EdgeCalls;
}

export interface EdgeCalls {
  assign(client: Client, edgeId: string, id: string): Promise<unknown>;
  unassign(client: Client, edgeId: string, id: string): Promise<unknown>;
}

const done = async (call: Promise<unknown>) => {
  await call;
};

/** A confirm of one entity only. */
function confirmOne<E extends PlatformEntity>(keys: ConfirmKeys, nameParam: string, apply: (request: FastifyRequest, id: string) => Promise<unknown>): EntityDialog<E> {
  return confirmDialog<E>({ one: { title: keys.title, text: keys.text, nameParam }, label: keys.label, apply: (request, _place, id) => done(apply(request, id)) });
}

type DialogsNamed<N extends string, E extends PlatformEntity> = Record<N, EntityDialog<E>>;
type CustomerDialogs<E extends PlatformEntity> = DialogsNamed<'makePublic' | 'makePrivate' | 'unassign' | 'delete' | 'assign' | 'addToCustomer', E>;
type EdgeDialogs<E extends PlatformEntity> = DialogsNamed<'unassignFromEdge' | 'addToEdge', E>;

/** A customer-assignable kind's dialogs, by the names its buttons use (console-map §4.1-§4.3, the confirms); an edge's too for kinds an edge holds. */
export function assignmentDialogs<E extends PlatformEntity>(keys: AssignmentKeys & { edge: EdgeKeys }, calls: AssignmentCalls & { edge: EdgeCalls }): CustomerDialogs<E> & EdgeDialogs<E>;
export function assignmentDialogs<E extends PlatformEntity>(keys: AssignmentKeys, calls: AssignmentCalls): CustomerDialogs<E>;
export function assignmentDialogs<E extends PlatformEntity>(keys: AssignmentKeys, calls: AssignmentCalls): CustomerDialogs<E> & Partial<EdgeDialogs<E>> {
  const group = (k: Omit<GroupConfirmKeys, 'label'>, label: string, apply: Parameters<typeof confirmDialog>[0]['apply']) =>
    confirmDialog<E>({ one: { title: k.title, text: k.text, nameParam: keys.nameParam }, many: { title: k.manyTitle, text: k.manyText }, label, apply });
  const adds = (k: Omit<ConfirmKeys, 'label'>, add: Parameters<typeof addEntitiesDialog>[0]['add']) =>
    addEntitiesDialog<E>({ title: k.title, text: k.text, label: keys.addToCustomer.label, picker: keys.picker, pickerLabel: keys.pickerLabel, required: 'entity.entity-list-empty', add });
  const dialogs: CustomerDialogs<E> & Partial<EdgeDialogs<E>> = {
    makePublic: confirmOne<E>(keys.makePublic, keys.nameParam, (request, id) => calls.makePublic(request.platform, id)),
    makePrivate: confirmOne<E>(keys.makePrivate, keys.nameParam, (request, id) => calls.unassign(request.platform, id)),
    unassign: group(keys.unassign, keys.unassign.label, (request, _place, id) => done(calls.unassign(request.platform, id))),
    delete: deleteDialog<E>({ ...keys.delete, nameParam: keys.nameParam }, (request, id) => calls.remove(request.platform, id)),
    assign: assignCustomerDialog<E>({ ...keys.assign, assign: (request, customerId, id) => done(calls.assign(request.platform, customerId, id)) }),
    addToCustomer: adds(keys.addToCustomer, (request, place, id) => done(calls.assign(request.platform, place.customerId!, id))),
  };
  const edge = calls.edge;
  if (keys.edge && edge) {
    dialogs.unassignFromEdge = group(keys.edge.unassign, 'edge.unassign-from-edge', (request, place, id) => done(edge.unassign(request.platform, place.edgeId!, id)));
    dialogs.addToEdge = adds(keys.edge.add, (request, place, id) => done(edge.assign(request.platform, place.edgeId!, id)));
  }
  return dialogs;
}

type Assignable = { customerId?: { id: string } | null; customerIsPublic?: boolean | null };
type RowButtons<N extends string, E> = Record<N, RowAction<E>>;

/** The row buttons of a customer-assignable kind, each opening the dialog of its name, shown when it applies; unassign from an edge for kinds an edge holds. */
export function assignmentRowActions<E extends Assignable>(keys: AssignmentKeys & { edge: EdgeKeys }): RowButtons<'makePublic' | 'assign' | 'unassign' | 'makePrivate' | 'delete' | 'unassignFromEdge', E>;
export function assignmentRowActions<E extends Assignable>(keys: AssignmentKeys): RowButtons<'makePublic' | 'assign' | 'unassign' | 'makePrivate' | 'delete', E>;
export function assignmentRowActions<E extends Assignable>(keys: AssignmentKeys): RowButtons<'makePublic' | 'assign' | 'unassign' | 'makePrivate' | 'delete', E> & Partial<RowButtons<'unassignFromEdge', E>> {
  const actions = {
    makePublic: { dialog: 'make-public', label: keys.makePublic.label, icon: 'share', enabled: (e: E) => !isAssigned(e) },
    assign: { dialog: 'assign', label: keys.assign.label, icon: 'assignment_ind', enabled: (e: E) => !isAssigned(e) },
    unassign: { dialog: 'unassign', label: keys.unassign.label, icon: 'assignment_return', enabled: (e: E) => isAssigned(e) && !e.customerIsPublic },
    makePrivate: { dialog: 'make-private', label: keys.makePrivate.label, icon: 'reply', enabled: (e: E) => isAssigned(e) && e.customerIsPublic === true },
    delete: { dialog: 'delete', label: 'action.delete', headerLabel: keys.delete.label, icon: 'delete', enabled: () => true },
  };
  if (!keys.edge) return actions;
  return { ...actions, unassignFromEdge: { dialog: 'unassign-edge', label: 'edge.unassign-from-edge', icon: 'assignment_return', enabled: () => true } };
}

type Buttons<N extends string> = Record<N, TableAction>;
type CustomerButtons = { group: Buttons<'assign' | 'unassign' | 'delete'>; add: Buttons<'addToCustomer'> };
type EdgeButtons = { group: Buttons<'unassignFromEdge'>; add: Buttons<'addToEdge'> };

/** The group buttons (selected rows) and the add buttons of a customer's list of the kind, and of an edge's for kinds an edge holds. */
export function assignmentTableActions(keys: AssignmentKeys & { edge: EdgeKeys }): { group: CustomerButtons['group'] & EdgeButtons['group']; add: CustomerButtons['add'] & EdgeButtons['add'] };
export function assignmentTableActions(keys: AssignmentKeys): CustomerButtons;
export function assignmentTableActions(keys: AssignmentKeys): { group: CustomerButtons['group'] & Partial<EdgeButtons['group']>; add: CustomerButtons['add'] & Partial<EdgeButtons['add']> } {
  const group = {
    assign: { dialog: 'assign', label: keys.assign.groupLabel, icon: 'assignment_ind' },
    unassign: { dialog: 'unassign', label: keys.unassign.groupLabel, icon: 'assignment_return' },
    delete: { dialog: 'delete', label: 'action.delete', icon: 'delete' },
  };
  const add = { addToCustomer: { dialog: 'add-to-customer', label: keys.addToCustomer.label, icon: 'add' } };
  if (!keys.edge) return { group, add };
  return {
    group: { ...group, unassignFromEdge: { dialog: 'unassign-edge', label: keys.edge.unassign.groupLabel, icon: 'assignment_return' } },
    add: { ...add, addToEdge: { dialog: 'add-to-edge', label: keys.addToCustomer.label, icon: 'add' } },
  };
}
