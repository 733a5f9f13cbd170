import type { Caller } from '../auth/caller.ts';
import type { EmulatorContext } from '../context.ts';
import { transaction } from '../db/open.ts';
import { badRequest } from '../http/api-error.ts';
import { idField, stringField } from '../http/body.ts';
import { writeJson } from '../lib/json.ts';
import { checkDashboard } from '../security/content-checks.ts';
import type { CustomerRow } from '../store/customers.ts';
import { toDashboardInfo } from '../store/dashboards.ts';
import type { DashboardInfoRow, DashboardRow } from '../store/dashboards.ts';
import { isEmpty, validateFields } from '../validation/fields.ts';
import { auditData, auditEntityAction } from './audit-log.ts';
import type { AuditTarget } from './audit-log.ts';
import { checkEntityLimit, deleteWithRelations, tenantRowKey } from './owned-entities.ts';

export const dashboardTarget = (row: { id: string; title: string }): AuditTarget => ({
  entityType: 'DASHBOARD', id: row.id, name: row.title,
});

/** The audit log keeps dashboards without their (large) configuration. */
export const dashboardAuditData = (row: DashboardInfoRow) => auditData.entity({ ...toDashboardInfo(row), configuration: '' });

function booleanField(body: Record<string, unknown>, name: string): boolean {
  return body[name] === true;
}

function intField(body: Record<string, unknown>, name: string): number | null {
  const value = body[name];
  return typeof value === 'number' && Number.isInteger(value) ? value : null;
}

/** POST /api/dashboard: titles are required but not unique; assignments are kept as stored. */
export function saveDashboard(ctx: EmulatorContext, caller: Caller, body: Record<string, unknown>): DashboardInfoRow {
  const id = idField(body, 'id');
  const existing = id === null ? undefined : checkDashboard(ctx, caller, id, 'WRITE');
  const title = stringField(body, 'title');
  const image = stringField(body, 'image');
  validateFields({ title });
  if (isEmpty(title)) throw badRequest('Dashboard title should be specified!');
  if (id === null) {
    checkEntityLimit(ctx, caller.tenantId, 'maxDashboards', ctx.stores.dashboards.countByTenant(caller.tenantId), 'dashboards');
  }
  const row: DashboardRow = {
    ...tenantRowKey(id, caller.tenantId),
    title,
    image,
    ever_assigned: existing?.ever_assigned ?? 0,
    mobile_hide: booleanField(body, 'mobileHide') ? 1 : 0,
    mobile_order: intField(body, 'mobileOrder'),
    configuration: writeJson(body.configuration),
    external_id: idField(body, 'externalId'),
  };
  ctx.stores.dashboards.save(row);
  return reload(ctx, row.id);
}

export function deleteDashboard(ctx: EmulatorContext, dashboard: DashboardInfoRow): void {
  if (ctx.stores.dashboards.isDefaultOfDeviceProfile(dashboard.id)) {
    throw badRequest('The dashboard referenced by the device profiles cannot be deleted!');
  }
  deleteWithRelations(ctx, 'DASHBOARD', dashboard.id, ctx.stores.dashboards.delete);
}

function reload(ctx: EmulatorContext, id: string): DashboardInfoRow {
  const row = ctx.stores.dashboards.findById(id);
  if (!row) throw new Error(`dashboard ${id} vanished`);
  return row;
}

/** Validation of a customer named in an assignment request. */
function assignableCustomer(ctx: EmulatorContext, tenantId: string, customerId: string): CustomerRow {
  const customer = ctx.stores.customers.findById(customerId);
  if (!customer) throw badRequest("Can't assign dashboard to non-existent customer!");
  if (customer.tenant_id !== tenantId) throw badRequest("Can't assign dashboard to customer from different tenant!");
  return customer;
}

/** Adds and removes customers of one dashboard, auditing each change; returns the dashboard afterwards. */
export function changeAssignments(
  ctx: EmulatorContext,
  caller: Caller,
  dashboard: DashboardInfoRow,
  add: string[],
  remove: string[],
): DashboardInfoRow {
  const { dashboards, customers } = ctx.stores;
  return transaction(ctx.db, () => {
    const added = add.map((id) => assignableCustomer(ctx, dashboard.tenant_id, id));
    const removed = remove.map((id) => customers.findById(id)).filter((row) => row !== undefined);
    const target = dashboardTarget(dashboard);
    for (const customer of added) {
      if (!dashboards.assign(dashboard.id, customer.id)) continue;
      auditEntityAction(ctx, caller, { ...target, customerId: customer.id }, 'ASSIGNED_TO_CUSTOMER',
        auditData.assigned(dashboard.id, customer.id, customer.title));
    }
    for (const customer of removed) {
      if (!dashboards.unassign(dashboard.id, customer.id)) continue;
      auditEntityAction(ctx, caller, { ...target, customerId: customer.id }, 'UNASSIGNED_FROM_CUSTOMER',
        auditData.unassigned(dashboard.id, customer.id, customer.title));
    }
    return reload(ctx, dashboard.id);
  });
}
