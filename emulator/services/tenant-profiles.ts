import type { Caller } from '../auth/caller.ts';
import type { EmulatorContext } from '../context.ts';
import { badRequest } from '../http/api-error.ts';
import { idField, stringField } from '../http/body.ts';
import { createdTimeOf, timeUuid } from '../lib/ids.ts';
import { isObject } from '../lib/json.ts';
import { checkTenantProfile } from '../security/entity-checks.ts';
import type { TenantProfileRow } from '../store/tenant-profiles.ts';
import { isEmpty, validateFields } from '../validation/fields.ts';
import { booleanField, saveUnique } from './owned-entities.ts';
import { deleteProfile } from './profile-lifecycle.ts';

/** POST /api/tenantProfile (sysadmin) with the platform's validation order and messages. */
export function saveTenantProfile(ctx: EmulatorContext, caller: Caller, body: Record<string, unknown>): TenantProfileRow {
  const { tenantProfiles } = ctx.stores;
  const id = idField(body, 'id');
  const existing = id === null ? undefined : checkTenantProfile(ctx, caller, id);
  const name = stringField(body, 'name');
  const description = stringField(body, 'description');
  const isDefault = booleanField(body, 'default');
  const isolated = booleanField(body, 'isolatedTbRuleEngine');
  const profileData = body.profileData;
  validateFields({ name, description });
  if (isEmpty(name)) throw badRequest('Tenant profile name should be specified!');
  if (!isObject(profileData)) throw badRequest('Tenant profile data should be specified!');
  if (!isObject(profileData.configuration)) throw badRequest('Tenant profile data configuration should be specified!');
  if (isDefault) {
    const current = tenantProfiles.findDefault();
    if (current && current.id !== id) throw badRequest('Another default tenant profile is present!');
  }
  if (existing && (existing.isolated_tb_rule_engine === 1) !== isolated) {
    throw badRequest("Can't update isolatedTbRuleEngine property!");
  }
  const profileId = id ?? timeUuid();
  const row: TenantProfileRow = {
    id: profileId,
    created_time: createdTimeOf(profileId),
    name,
    description,
    is_default: isDefault ? 1 : 0,
    isolated_tb_rule_engine: isolated ? 1 : 0,
    profile_data: JSON.stringify({
      configuration: profileData.configuration,
      queueConfiguration: Array.isArray(profileData.queueConfiguration) ? profileData.queueConfiguration : null,
    }),
  };
  saveUnique(() => tenantProfiles.save(row), { 'tenant_profile.name': 'Tenant profile with such name already exists!' });
  return row;
}

/** DELETE /api/tenantProfile/{id}: the default profile and profiles tenants use stay. */
export function deleteTenantProfile(ctx: EmulatorContext, profile: TenantProfileRow): void {
  const usedBy = ctx.stores.tenantProfiles.countTenants(profile.id);
  deleteProfile(ctx, { ...profile, entityType: 'TENANT_PROFILE', noun: 'Tenant', usedBy }, ctx.stores.tenantProfiles.delete);
}
