import type { Caller } from '../auth/caller.ts';
import type { EmulatorContext } from '../context.ts';
import { checkAlarm } from '../alarms/alarm-request.ts';
import { badRequest } from '../http/api-error.ts';
import { checkCustomer, checkDevice, checkTenant, checkUser } from './checks.ts';
import {
  checkDashboard, checkOtaPackage, checkQueue, checkRuleChain, checkRuleNode, checkWidgetType, checkWidgetsBundle,
} from './content-checks.ts';
import {
  checkApiUsageState, checkAsset, checkAssetProfile, checkDeviceProfile, checkEdge, checkEntityView, checkTenantProfile,
} from './entity-checks.ts';
import type { Operation } from './permissions.ts';

type NamedCheck = (ctx: EmulatorContext, caller: Caller, id: string, operation: Operation) => string | null;

/** Per entity type: load-then-authorise, answering the entity's display name (relation infos show it). */
const CHECKS: Record<string, NamedCheck> = {
  DEVICE: (ctx, caller, id, op) => checkDevice(ctx, caller, id, op).name,
  ASSET: (ctx, caller, id, op) => checkAsset(ctx, caller, id, op).name,
  ENTITY_VIEW: (ctx, caller, id, op) => checkEntityView(ctx, caller, id, op).name,
  EDGE: (ctx, caller, id, op) => checkEdge(ctx, caller, id, op).name,
  CUSTOMER: (ctx, caller, id, op) => checkCustomer(ctx, caller, id, op).title,
  TENANT: (ctx, caller, id, op) => checkTenant(ctx, caller, id, op).title,
  USER: (ctx, caller, id, op) => checkUser(ctx, caller, id, op).email,
  DEVICE_PROFILE: (ctx, caller, id, op) => checkDeviceProfile(ctx, caller, id, op).name,
  ASSET_PROFILE: (ctx, caller, id, op) => checkAssetProfile(ctx, caller, id, op).name,
  TENANT_PROFILE: (ctx, caller, id) => checkTenantProfile(ctx, caller, id).name,
  DASHBOARD: (ctx, caller, id, op) => checkDashboard(ctx, caller, id, op).title,
  RULE_CHAIN: (ctx, caller, id, op) => checkRuleChain(ctx, caller, id, op).name,
  RULE_NODE: (ctx, caller, id, op) => checkRuleNode(ctx, caller, id, op).name,
  WIDGETS_BUNDLE: (ctx, caller, id, op) => checkWidgetsBundle(ctx, caller, id, op).title,
  WIDGET_TYPE: (ctx, caller, id, op) => checkWidgetType(ctx, caller, id, op).name,
  OTA_PACKAGE: (ctx, caller, id, op) => checkOtaPackage(ctx, caller, id, op).title,
  QUEUE: (ctx, caller, id, op) => checkQueue(ctx, caller, id, op).name,
  ALARM: (ctx, caller, id) => checkAlarm(ctx, caller, id).type,
  API_USAGE_STATE: (ctx, caller, id) => {
    checkApiUsageState(ctx, caller, id);
    return null;
  },
};

/** The platform's checkEntityId: 404 when missing, 403 when not allowed; types it cannot check are a 400. */
export function checkEntity(
  ctx: EmulatorContext,
  caller: Caller,
  entity: { entityType: string; id: string },
  operation: Operation,
): string | null {
  const checkOne = Object.hasOwn(CHECKS, entity.entityType) ? CHECKS[entity.entityType] : undefined;
  if (!checkOne) throw badRequest(`Unsupported entity type: ${entity.entityType}`);
  return checkOne(ctx, caller, entity.id, operation);
}

/** Whether the caller may perform the operation, without throwing (used to filter lists). */
export function mayAccess(
  ctx: EmulatorContext,
  caller: Caller,
  entity: { entityType: string; id: string },
  operation: Operation,
): boolean {
  try {
    checkEntity(ctx, caller, entity, operation);
    return true;
  } catch {
    return false;
  }
}

type NameLookup = (ctx: EmulatorContext, id: string) => string | null | undefined;

const NAMES: Record<string, NameLookup> = {
  DEVICE: (ctx, id) => ctx.stores.devices.findById(id)?.name,
  ASSET: (ctx, id) => ctx.stores.assets.findById(id)?.name,
  ENTITY_VIEW: (ctx, id) => ctx.stores.entityViews.findById(id)?.name,
  EDGE: (ctx, id) => ctx.stores.edges.findById(id)?.name,
  CUSTOMER: (ctx, id) => ctx.stores.customers.findById(id)?.title,
  TENANT: (ctx, id) => ctx.stores.tenants.findById(id)?.title,
  USER: (ctx, id) => ctx.stores.users.findById(id)?.email,
  DEVICE_PROFILE: (ctx, id) => ctx.stores.deviceProfiles.findById(id)?.name,
  ASSET_PROFILE: (ctx, id) => ctx.stores.assetProfiles.findById(id)?.name,
  TENANT_PROFILE: (ctx, id) => ctx.stores.tenantProfiles.findById(id)?.name,
  DASHBOARD: (ctx, id) => ctx.stores.dashboards.findById(id)?.title,
  RULE_CHAIN: (ctx, id) => ctx.stores.ruleChains.findById(id)?.name,
  WIDGETS_BUNDLE: (ctx, id) => ctx.stores.widgets.findBundleById(id)?.title,
  WIDGET_TYPE: (ctx, id) => ctx.stores.widgets.findTypeById(id)?.name,
  OTA_PACKAGE: (ctx, id) => ctx.stores.otaPackages.findById(id)?.title,
  QUEUE: (ctx, id) => ctx.stores.queues.findById(id)?.name,
  ALARM: (ctx, id) => ctx.stores.alarms.findById(id)?.type,
};

/** The display name relation infos show for an entity (null when unknown or nameless). */
export function entityName(ctx: EmulatorContext, entity: { entityType: string; id: string }): string | null {
  const lookup = Object.hasOwn(NAMES, entity.entityType) ? NAMES[entity.entityType] : undefined;
  return lookup?.(ctx, entity.id) ?? null;
}
