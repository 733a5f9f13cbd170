import type { Caller } from '../auth/caller.ts';
import type { EmulatorContext } from '../context.ts';
import { ApiError, ErrorCode } from '../http/api-error.ts';
import { NULL_UUID, timeUuid, createdTimeOf } from '../lib/ids.ts';
import { writeJson } from '../lib/json.ts';
import { entityChanged } from './entity-changes.ts';
import type { ChangeContext } from './entity-changes.ts';

export const ACTION_TYPES = [
  'ADDED', 'DELETED', 'UPDATED', 'ATTRIBUTES_UPDATED', 'ATTRIBUTES_DELETED', 'TIMESERIES_UPDATED',
  'TIMESERIES_DELETED', 'RPC_CALL', 'CREDENTIALS_UPDATED', 'ASSIGNED_TO_CUSTOMER', 'UNASSIGNED_FROM_CUSTOMER',
  'ACTIVATED', 'SUSPENDED', 'CREDENTIALS_READ', 'ATTRIBUTES_READ', 'RELATION_ADD_OR_UPDATE', 'RELATION_DELETED',
  'RELATIONS_DELETED', 'ALARM_ACK', 'ALARM_CLEAR', 'ALARM_DELETE', 'LOGIN', 'LOGOUT', 'LOCKOUT',
  'ASSIGNED_FROM_TENANT', 'ASSIGNED_TO_TENANT', 'PROVISION_SUCCESS', 'PROVISION_FAILURE', 'ASSIGNED_TO_EDGE',
  'UNASSIGNED_FROM_EDGE',
] as const;

export type ActionType = (typeof ACTION_TYPES)[number];

// Reads are not stored under the platform's default audit mask.
const NOT_LOGGED = new Set<ActionType>(['CREDENTIALS_READ', 'ATTRIBUTES_READ']);

/** One audit record, in the platform's terms (contract 4.17). */
export interface AuditEntry {
  tenantId: string;
  /** Owner customer of the entity; the null UUID for tenant-level entities (the default). */
  customerId?: string;
  entityType: string | null;
  entityId: string | null;
  entityName: string | null;
  userId: string;
  userName: string | null;
  actionType: ActionType;
  actionData?: unknown;
  status?: 'SUCCESS' | 'FAILURE';
  failureDetails?: string | null;
}

/** Stores one audit record; the default mask skips read actions. */
export function recordAuditLog(ctx: Pick<EmulatorContext, 'stores'>, entry: AuditEntry): void {
  if (NOT_LOGGED.has(entry.actionType)) return;
  const id = timeUuid();
  ctx.stores.auditLogs.insert({
    id,
    created_time: createdTimeOf(id),
    tenant_id: entry.tenantId,
    customer_id: entry.customerId ?? NULL_UUID,
    entity_type: entry.entityType,
    entity_id: entry.entityId,
    entity_name: entry.entityName,
    user_id: entry.userId,
    user_name: entry.userName,
    action_type: entry.actionType,
    action_data: writeJson(entry.actionData ?? {}),
    action_status: entry.status ?? 'SUCCESS',
    action_failure_details: entry.failureDetails ?? null,
  });
}

/** The entity an action touched. `customerId` is its owner when it has one (device, user, alarm, ...). */
export interface AuditTarget {
  entityType: string;
  id: string;
  name: string | null;
  customerId?: string;
}

/** The platform checks permissions before it audits anything: a denied action leaves no record. */
function isPermissionDenial(failure: unknown): boolean {
  return failure instanceof ApiError && failure.errorCode === ErrorCode.PERMISSION_DENIED;
}

/**
 * Records an action of the calling user. A failed action (pass the error) is stored as FAILURE with
 * the error message as details, unless permission was denied; the platform names a not-yet-saved entity
 * with the null UUID.
 */
export function auditEntityAction(
  ctx: ChangeContext,
  caller: Caller,
  target: AuditTarget,
  actionType: ActionType,
  actionData?: unknown,
  failure?: unknown,
): void {
  if (isPermissionDenial(failure)) return;
  const customerId = target.customerId !== undefined && target.customerId !== NULL_UUID ? target.customerId : caller.customerId;
  recordAuditLog(ctx, {
    tenantId: caller.tenantId,
    customerId: customerId || NULL_UUID,
    entityType: target.entityType,
    entityId: target.id,
    entityName: target.name,
    userId: caller.userId,
    userName: caller.email,
    actionType,
    actionData,
    status: failure === undefined ? 'SUCCESS' : 'FAILURE',
    failureDetails: failure === undefined ? null : failure instanceof Error ? failure.message : String(failure),
  });
  if (failure === undefined) entityChanged(ctx, caller, target, actionType);
}

/** The `actionData` shapes the platform writes per action type. */
export const auditData = {
  /** ADDED / UPDATED: the saved entity as JSON (dashboards without their configuration). */
  entity: (json: unknown) => ({ entity: json }),
  /** DELETED / ACTIVATED / SUSPENDED: the bare id. */
  entityId: (id: string) => ({ entityId: id }),
  assigned: (id: string, customerId: string, customerName: string) => ({
    entityId: id, assignedCustomerId: customerId, assignedCustomerName: customerName,
  }),
  unassigned: (id: string, customerId: string, customerName: string) => ({
    entityId: id, unassignedCustomerId: customerId, unassignedCustomerName: customerName,
  }),
};

/**
 * Runs an action and audits it: SUCCESS with the data `describe` derives from the result, or FAILURE
 * (then rethrows) with the target as far as it is known before the action.
 */
export function audited<T>(
  ctx: ChangeContext,
  caller: Caller,
  actionType: ActionType,
  failedTarget: AuditTarget,
  action: () => T,
  describe: (result: T) => { target: AuditTarget; data?: unknown },
): T {
  let result: T;
  try {
    result = action();
  } catch (error) {
    auditEntityAction(ctx, caller, failedTarget, actionType, {}, error);
    throw error;
  }
  const { target, data } = describe(result);
  auditEntityAction(ctx, caller, target, actionType, data);
  return result;
}

/** ADDED for a body without an id, UPDATED otherwise. */
export function saveActionOf(body: Record<string, unknown>): ActionType {
  const id = body.id;
  return typeof id === 'object' && id !== null && (id as { id?: unknown }).id != null ? 'UPDATED' : 'ADDED';
}

/** What a failed save is logged against: the id it carried (null UUID for a new entity) and its name. */
export function bodyTarget(entityType: string, body: Record<string, unknown>, nameField = 'name'): AuditTarget {
  const rawId = typeof body.id === 'object' && body.id !== null ? (body.id as { id?: unknown }).id : undefined;
  const name = body[nameField];
  return {
    entityType,
    id: typeof rawId === 'string' ? rawId : NULL_UUID,
    name: typeof name === 'string' ? name : null,
  };
}
