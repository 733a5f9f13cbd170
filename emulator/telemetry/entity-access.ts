import type { DatabaseSync } from 'node:sqlite';
import type { Caller } from '../auth/caller.ts';
import { prepareCached } from '../db/statements.ts';
import { NULL_UUID } from '../lib/ids.ts';

/** An entity that telemetry, attributes and alarms can be attached to. */
export interface TargetEntity {
  entityType: string;
  id: string;
  tenantId: string;
  /** Owner customer, the null UUID when the tenant owns it. */
  customerId: string;
  name: string;
}

export type AccessMode = 'read' | 'write';

export type AccessResult =
  | { ok: true; entity: TargetEntity }
  | { ok: false; status: 403 | 404; message: string };

interface Lookup {
  sql: string;
  /** Name used in the platform's plain-text "wasn't found" messages. */
  label: string;
  /** JSON-error entity name (`<Entity> with id [..] is not found`). */
  entity: string;
  customerOwned: boolean;
}

const owned = (table: string, label: string, entity: string): Lookup => ({
  sql: `SELECT id, tenant_id, customer_id, name FROM ${table} WHERE id = ?`, label, entity, customerOwned: true,
});

const LOOKUPS: Record<string, Lookup> = {
  DEVICE: owned('device', 'Device', 'Device'),
  ASSET: owned('asset', 'Asset', 'Asset'),
  ENTITY_VIEW: owned('entity_view', 'Entity-view', 'Entity view'),
  EDGE: owned('edge', 'Edge', 'Edge'),
  CUSTOMER: {
    sql: 'SELECT id, tenant_id, id AS customer_id, title AS name FROM customer WHERE id = ?',
    label: 'Customer', entity: 'Customer', customerOwned: false,
  },
  TENANT: {
    sql: `SELECT id, id AS tenant_id, '${NULL_UUID}' AS customer_id, title AS name FROM tenant WHERE id = ?`,
    label: 'Tenant', entity: 'Tenant', customerOwned: false,
  },
  USER: {
    sql: 'SELECT id, tenant_id, customer_id, email AS name, authority FROM tb_user WHERE id = ?',
    label: 'User', entity: 'User', customerOwned: false,
  },
  DASHBOARD: {
    sql: `SELECT id, tenant_id, '${NULL_UUID}' AS customer_id, title AS name FROM dashboard WHERE id = ?`,
    label: 'Dashboard', entity: 'Dashboard', customerOwned: false,
  },
  API_USAGE_STATE: {
    sql: `SELECT id, tenant_id, '${NULL_UUID}' AS customer_id, 'TENANT' AS name FROM api_usage_state WHERE id = ?`,
    label: 'Api usage state', entity: 'Api usage state', customerOwned: false,
  },
};

export const SYSADMIN_NOT_ALLOWED = 'System administrator is not allowed to perform this operation!';
export const CUSTOMER_NOT_ALLOWED = 'Customer user is not allowed to perform this operation!';
export const PERMISSION_DENIED = "You don't have permission to perform this operation!";

interface Row {
  id: string;
  tenant_id: string;
  customer_id: string;
  name: string | null;
  authority?: string;
}

function load(db: DatabaseSync, lookup: Lookup, id: string): Row | undefined {
  try {
    return prepareCached(db, lookup.sql).get(id) as Row | undefined;
  } catch {
    return undefined; // the area owning this table is not installed in this build
  }
}

function dashboardAssigned(db: DatabaseSync, dashboardId: string, customerId: string): boolean {
  try {
    return prepareCached(db, 'SELECT 1 FROM dashboard_customer WHERE dashboard_id = ? AND customer_id = ?').get(dashboardId, customerId) !== undefined;
  } catch {
    return false;
  }
}

/** Object-level rule of the telemetry access validator for one loaded entity; null when allowed. */
function denial(db: DatabaseSync, caller: Caller, type: string, row: Row, mode: AccessMode): string | null {
  if (caller.authority === 'SYS_ADMIN') {
    if (type === 'TENANT') return null;
    if (type === 'USER') return row.authority === 'CUSTOMER_USER' ? PERMISSION_DENIED : null;
    return SYSADMIN_NOT_ALLOWED;
  }
  if (row.tenant_id !== caller.tenantId) return PERMISSION_DENIED;
  if (caller.authority === 'TENANT_ADMIN') {
    if (type === 'TENANT' && mode === 'write') return PERMISSION_DENIED;
    if (type === 'USER' && row.authority === 'SYS_ADMIN') return PERMISSION_DENIED;
    return null;
  }
  switch (type) {
    case 'TENANT': return CUSTOMER_NOT_ALLOWED;
    case 'CUSTOMER': return mode === 'read' && row.id === caller.customerId ? null : PERMISSION_DENIED;
    case 'USER': return row.id === caller.userId ? null : PERMISSION_DENIED;
    case 'DASHBOARD': return mode === 'read' && dashboardAssigned(db, row.id, caller.customerId) ? null : PERMISSION_DENIED;
    default:
      return LOOKUPS[type]?.customerOwned && row.customer_id === caller.customerId ? null : PERMISSION_DENIED;
  }
}

export function isKnownEntityType(type: string): boolean {
  return Object.hasOwn(LOOKUPS, type);
}

/** Loads the entity, then checks the caller may read or write its data: 404 before 403, as the platform does. */
export function accessEntity(db: DatabaseSync, caller: Caller, entityType: string, id: string, mode: AccessMode): AccessResult {
  const lookup = Object.hasOwn(LOOKUPS, entityType) ? LOOKUPS[entityType] : undefined;
  const row = lookup && load(db, lookup, id);
  if (!lookup || !row) {
    const label = lookup?.label ?? 'Entity';
    return { ok: false, status: 404, message: `${label} with requested id wasn't found!` };
  }
  const denied = denial(db, caller, entityType, row, mode);
  if (denied !== null) return { ok: false, status: 403, message: denied };
  return {
    ok: true,
    entity: { entityType, id: row.id, tenantId: row.tenant_id, customerId: row.customer_id, name: row.name ?? '' },
  };
}

/** The `<Entity> with id [..] is not found` name of a type, for JSON error bodies. */
export function entityLabel(entityType: string): string {
  return Object.hasOwn(LOOKUPS, entityType) ? LOOKUPS[entityType].entity : 'Entity';
}

/** Loads an entity without any permission check (internal callers: rules, simulation, device transport). */
export function loadEntity(db: DatabaseSync, entityType: string, id: string): TargetEntity | undefined {
  const lookup = Object.hasOwn(LOOKUPS, entityType) ? LOOKUPS[entityType] : undefined;
  const row = lookup && load(db, lookup, id);
  if (!row) return undefined;
  return { entityType, id: row.id, tenantId: row.tenant_id, customerId: row.customer_id, name: row.name ?? '' };
}
