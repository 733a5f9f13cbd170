import type { Caller } from '../auth/caller.ts';
import type { EmulatorContext } from '../context.ts';
import { prepareCached } from '../db/statements.ts';
import { isUuid } from '../lib/ids.ts';
import { isObject, readJson } from '../lib/json.ts';
import { canAccessDashboard } from '../security/content-checks.ts';
import type { DashboardInfoRow } from '../store/dashboards.ts';

export interface HomeDashboard {
  dashboard: DashboardInfoRow;
  hideDashboardToolbar: boolean;
}

/** A `homeDashboardId` / `homeDashboardHideToolbar` pair out of some additionalInfo. */
function homeOf(additionalInfo: string | null | undefined): { id: string; hideToolbar: boolean } | null {
  const info = readJson(additionalInfo ?? null);
  if (!isObject(info) || typeof info.homeDashboardId !== 'string' || !isUuid(info.homeDashboardId)) return null;
  return { id: info.homeDashboardId.toLowerCase(), hideToolbar: info.homeDashboardHideToolbar !== false };
}

/** User, then (for customer users) its customer, then its tenant; dashboards the caller cannot read are skipped. */
export function resolveHomeDashboard(ctx: EmulatorContext, caller: Caller): HomeDashboard | null {
  if (caller.authority === 'SYS_ADMIN') return null;
  const candidates = [homeOf(ctx.stores.users.findById(caller.userId)?.additional_info)];
  if (caller.authority === 'CUSTOMER_USER') {
    candidates.push(homeOf(ctx.stores.customers.findById(caller.customerId)?.additional_info));
  }
  candidates.push(homeOf(ctx.stores.tenants.findById(caller.tenantId)?.additional_info));
  for (const candidate of candidates) {
    if (candidate === null) continue;
    const dashboard = ctx.stores.dashboards.findById(candidate.id);
    if (dashboard && canAccessDashboard(ctx, caller, 'READ', dashboard)) {
      return { dashboard, hideDashboardToolbar: candidate.hideToolbar };
    }
  }
  return null;
}

/** The tenant-level setting as stored in the tenant's additionalInfo (no readability check). */
export function tenantHomeDashboardInfo(ctx: EmulatorContext, tenantId: string) {
  const home = homeOf(ctx.stores.tenants.findById(tenantId)?.additional_info);
  if (home === null) return { dashboardId: null, hideDashboardToolbar: true };
  return { dashboardId: { entityType: 'DASHBOARD', id: home.id }, hideDashboardToolbar: home.hideToolbar };
}

export function setTenantHomeDashboard(ctx: EmulatorContext, tenantId: string, dashboardId: string | null, hideToolbar: boolean) {
  const tenant = ctx.stores.tenants.findById(tenantId);
  const current = readJson(tenant?.additional_info ?? null);
  const info: Record<string, unknown> = isObject(current) ? { ...current } : {};
  if (dashboardId === null) {
    delete info.homeDashboardId;
    delete info.homeDashboardHideToolbar;
  } else {
    info.homeDashboardId = dashboardId;
    info.homeDashboardHideToolbar = hideToolbar;
  }
  prepareCached(ctx.db, 'UPDATE tenant SET additional_info = ? WHERE id = ?').run(JSON.stringify(info), tenantId);
}
