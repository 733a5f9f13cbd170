import type { Caller } from '../auth/caller.ts';
import type { EmulatorContext } from '../context.ts';
import { badRequest } from '../http/api-error.ts';
import { queueOwner } from './queues.ts';

/** A profile's default queue must name a queue the tenant uses (the system ones unless its rule engine is isolated). */
export function validateQueueName(
  ctx: EmulatorContext,
  caller: Caller,
  queueName: string | null,
  entity: 'Device profile' | 'Asset profile',
): void {
  if (queueName === null || queueName === '') return;
  if (!ctx.stores.queues.findByName(queueOwner(ctx, caller), queueName)) {
    throw badRequest(`${entity} is referencing to non-existent queue!`);
  }
}

/** The default rule chain and dashboard of a profile must exist in the profile's tenant. */
export function validateDefaultReferences(
  ctx: EmulatorContext,
  tenantId: string,
  ruleChainId: string | null,
  dashboardId: string | null,
): void {
  if (ruleChainId !== null) {
    const chain = ctx.stores.ruleChains.findById(ruleChainId);
    if (!chain) throw badRequest("Can't assign non-existent rule chain!");
    if (chain.tenant_id !== tenantId) throw badRequest("Can't assign rule chain from different tenant!");
  }
  if (dashboardId !== null) {
    const dashboard = ctx.stores.dashboards.findById(dashboardId);
    if (!dashboard) throw badRequest("Can't assign non-existent dashboard!");
    if (dashboard.tenant_id !== tenantId) throw badRequest("Can't assign dashboard from different tenant!");
  }
}
