import type { Caller } from '../auth/caller.ts';
import type { EmulatorContext } from '../context.ts';
import { transaction } from '../db/open.ts';
import { badRequest } from '../http/api-error.ts';
import { idField, stringField } from '../http/body.ts';
import { createdTimeOf, timeUuid } from '../lib/ids.ts';
import { writeJson } from '../lib/json.ts';
import { checkTenant } from '../security/checks.ts';
import { createSeedClock } from '../seed/seed-clock.ts';
import { seedTenantEntities } from '../seed/tenant-entities.ts';
import { ADDRESS_FIELDS } from '../store/address.ts';
import type { AddressRow } from '../store/address.ts';
import { createTenantDataStore } from '../store/tenant-data.ts';
import type { TenantRow } from '../store/tenants.ts';
import { isEmpty, validateEmail, validateFields } from '../validation/fields.ts';
import { createDefaultRuleChains } from './tenant-content.ts';

/** The platform stores every tenant in one region, whatever the request says. */
const REGION = 'Global';

/** POST /api/tenant (sysadmin): create or update; a new tenant gets its default profiles, usage state and rule chains. */
export function saveTenant(ctx: EmulatorContext, caller: Caller, body: Record<string, unknown>): TenantRow {
  const { tenants, tenantProfiles } = ctx.stores;
  const id = idField(body, 'id');
  const existing = id === null ? undefined : checkTenant(ctx, caller, id, 'WRITE');
  const title = stringField(body, 'title');
  const address = {} as AddressRow;
  for (const field of ADDRESS_FIELDS) address[field] = stringField(body, field);
  const requestedProfileId = idField(body, 'tenantProfileId');
  validateFields({ title, ...address });
  if (isEmpty(title)) throw badRequest('Tenant title should be specified!');
  if (!isEmpty(address.email)) validateEmail(address.email);
  const profile = requestedProfileId === null ? tenantProfiles.findDefault() : tenantProfiles.findById(requestedProfileId);
  if (!profile) throw badRequest('Tenant is referencing non existing tenant profile!');
  const tenantId = id ?? timeUuid();
  const row: TenantRow = {
    id: tenantId,
    created_time: existing?.created_time ?? createdTimeOf(tenantId),
    title,
    region: REGION,
    tenant_profile_id: profile.id,
    ...address,
    additional_info: writeJson(body.additionalInfo ?? null),
  };
  transaction(ctx.db, () => {
    tenants.save(row);
    if (existing === undefined) createTenantContent(ctx, tenantId);
  });
  return row;
}

/** What the platform creates with a tenant (contract 4.4), in its order. */
function createTenantContent(ctx: EmulatorContext, tenantId: string): void {
  const clock = createSeedClock();
  ctx.stores.deviceProfiles.create({
    tenantId, name: 'default', description: 'Default device profile', isDefault: true, ms: clock.ms(),
  });
  seedTenantEntities(ctx.stores, clock, tenantId);
  createDefaultRuleChains(ctx, tenantId, clock.ms());
}

/**
 * DELETE /api/tenant/{id}: everything the tenant owns goes, with the values and relations of each entity,
 * in one transaction; its users' tokens stop working.
 */
export function deleteTenant(ctx: EmulatorContext, tenantId: string): void {
  const { attributes, timeseries, relations, alarms, tenants } = ctx.stores;
  const data = createTenantDataStore(ctx.db);
  const userIds: string[] = [];
  transaction(ctx.db, () => {
    const entities = [{ entityType: 'TENANT', id: tenantId }, ...data.entities(tenantId)];
    for (const entity of entities) {
      attributes.deleteEntity(entity.id);
      timeseries.deleteEntity(entity.id);
      relations.deleteAllOf(entity);
      if (entity.entityType === 'USER') userIds.push(entity.id);
    }
    for (const alarmId of data.alarmIds(tenantId)) {
      relations.deleteAllOf({ entityType: 'ALARM', id: alarmId });
      alarms.delete(alarmId);
    }
    data.deleteRows(tenantId);
    tenants.delete(tenantId);
    for (const userId of userIds) ctx.outdating.invalidate(userId);
  });
}
