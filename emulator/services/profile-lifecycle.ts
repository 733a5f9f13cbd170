import type { EmulatorContext } from '../context.ts';
import { badRequest } from '../http/api-error.ts';
import type { EntityType } from '../lib/ids.ts';
import { deleteWithRelations } from './owned-entities.ts';

/** A tenant has one default device (asset) profile: making another one the default is refused. */
export function refuseAnotherDefault(current: { id: string } | undefined, id: string | null, noun: 'device' | 'asset'): void {
  if (current && current.id !== id) throw badRequest(`Another default ${noun} profile is present in scope of current tenant!`);
}

export interface DeletedProfile {
  entityType: EntityType;
  /** Capitalised kind as the messages name it: `Device`, `Asset`, `Tenant`. */
  noun: 'Device' | 'Asset' | 'Tenant';
  id: string;
  is_default: number;
  /** How many devices / assets / tenants use the profile. */
  usedBy: number;
}

/** DELETE of a profile: the default one and profiles still in use stay; its relations go with it. */
export function deleteProfile(ctx: EmulatorContext, profile: DeletedProfile, remove: (id: string) => void): void {
  if (profile.is_default === 1) throw badRequest(`Deletion of Default ${profile.noun} Profile is prohibited!`);
  if (profile.usedBy > 0) {
    const kind = profile.noun.toLowerCase();
    throw badRequest(`The ${kind} profile referenced by the ${kind}s cannot be deleted!`);
  }
  deleteWithRelations(ctx, profile.entityType, profile.id, remove);
}
