import type { Caller } from '../auth/caller.ts';
import type { EmulatorContext } from '../context.ts';
import { entityNotFound, forbidden } from '../http/api-error.ts';
import { NULL_UUID } from '../lib/ids.ts';
import type { DashboardInfoRow } from '../store/dashboards.ts';
import type { OtaPackageRow } from '../store/ota-packages.ts';
import type { QueueRow } from '../store/queues.ts';
import type { RuleChainRow, RuleNodeRow } from '../store/rule-chains.ts';
import type { WidgetTypeRow, WidgetsBundleRow } from '../store/widgets.ts';
import type { Operation } from './permissions.ts';

function check<T>(row: T | undefined, entity: string, id: string, allowed: (row: T) => boolean): T {
  if (row === undefined) throw entityNotFound(entity, id);
  if (!allowed(row)) throw forbidden();
  return row;
}

/** Dashboards: the sysadmin reads any, tenant admins own theirs, customers read the ones assigned to them. */
export function canAccessDashboard(ctx: EmulatorContext, caller: Caller, operation: Operation, row: DashboardInfoRow): boolean {
  if (caller.authority === 'SYS_ADMIN') return operation === 'READ';
  if (caller.authority === 'TENANT_ADMIN') return row.tenant_id === caller.tenantId;
  return (
    caller.authority === 'CUSTOMER_USER' &&
    operation === 'READ' &&
    row.tenant_id === caller.tenantId &&
    ctx.stores.dashboards.isAssigned(row.id, caller.customerId)
  );
}

/** Rule chains and queues: system-level ones belong to the sysadmin, tenant ones to the tenant admin. */
function canAccessTenantOrSystem(caller: Caller, operation: Operation, tenantId: string, tenantsReadSystem: boolean): boolean {
  if (caller.authority === 'SYS_ADMIN') return tenantId === NULL_UUID;
  if (caller.authority === 'TENANT_ADMIN') {
    return tenantId === caller.tenantId || (tenantsReadSystem && tenantId === NULL_UUID && operation === 'READ');
  }
  return false;
}

/** Widgets: system ones are readable by everybody, tenant ones by the tenant's users. */
function canAccessWidget(caller: Caller, operation: Operation, tenantId: string): boolean {
  if (caller.authority === 'CUSTOMER_USER') {
    return operation === 'READ' && (tenantId === NULL_UUID || tenantId === caller.tenantId);
  }
  return canAccessTenantOrSystem(caller, operation, tenantId, true);
}

export function checkDashboard(ctx: EmulatorContext, caller: Caller, id: string, operation: Operation): DashboardInfoRow {
  return check(ctx.stores.dashboards.findById(id), 'Dashboard', id, (row) => canAccessDashboard(ctx, caller, operation, row));
}

export function checkRuleChain(ctx: EmulatorContext, caller: Caller, id: string, operation: Operation): RuleChainRow {
  return check(ctx.stores.ruleChains.findById(id), 'Rule chain', id, (row) =>
    canAccessTenantOrSystem(caller, operation, row.tenant_id, false));
}

/** A rule node is checked through its rule chain, as the platform's checkRuleNode does. */
export function checkRuleNode(ctx: EmulatorContext, caller: Caller, id: string, operation: Operation): RuleNodeRow {
  const node = check(ctx.stores.ruleChains.findNode(id), 'Rule node', id, () => true);
  checkRuleChain(ctx, caller, node.rule_chain_id, operation);
  return node;
}

export function checkWidgetsBundle(ctx: EmulatorContext, caller: Caller, id: string, operation: Operation): WidgetsBundleRow {
  return check(ctx.stores.widgets.findBundleById(id), 'Widgets bundle', id, (row) =>
    canAccessWidget(caller, operation, row.tenant_id));
}

export function checkWidgetType(ctx: EmulatorContext, caller: Caller, id: string, operation: Operation): WidgetTypeRow {
  return check(ctx.stores.widgets.findTypeById(id), 'Widget type', id, (row) =>
    canAccessWidget(caller, operation, row.tenant_id));
}

export function checkOtaPackage(ctx: EmulatorContext, caller: Caller, id: string, operation: Operation): OtaPackageRow {
  return check(ctx.stores.otaPackages.findById(id), 'OTA package', id, (row) => {
    if (caller.authority === 'TENANT_ADMIN') return row.tenant_id === caller.tenantId;
    return caller.authority === 'CUSTOMER_USER' && operation === 'READ' && row.tenant_id === caller.tenantId;
  });
}

export function checkQueue(ctx: EmulatorContext, caller: Caller, id: string, operation: Operation): QueueRow {
  return check(ctx.stores.queues.findById(id), 'Queue', id, (row) =>
    canAccessTenantOrSystem(caller, operation, row.tenant_id, true));
}
