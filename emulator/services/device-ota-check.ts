import type { EmulatorContext } from '../context.ts';
import { badRequest } from '../http/api-error.ts';

type Kind = 'firmware' | 'software';

interface PackageHolder {
  tenant_id: string;
  firmware_id: string | null;
  software_id: string | null;
}

/**
 * A package given to a device or a device profile must exist, belong to the same tenant, be of the slot's type,
 * carry something to deliver (uploaded data or a URL) and be built for the profile; the platform's validators
 * refuse it otherwise, in this order.
 */
function checkPackage(ctx: EmulatorContext, packageId: string | null, kind: Kind, tenantId: string, deviceProfileId: string): void {
  if (packageId === null) return;
  const otaPackage = ctx.stores.otaPackages.findById(packageId);
  if (!otaPackage) throw badRequest(`Can't assign non-existent ${kind}!`);
  if (otaPackage.tenant_id !== tenantId) throw badRequest(`Can't assign ${kind} from different tenant!`);
  if (otaPackage.type !== kind.toUpperCase()) throw badRequest(`Can't assign ${kind} with type: ${otaPackage.type}`);
  if (!otaPackage.data_size && otaPackage.url === null) throw badRequest(`Can't assign ${kind} with empty data!`);
  if (otaPackage.device_profile_id !== deviceProfileId) throw badRequest(`Can't assign ${kind} with different deviceProfile!`);
}

function checkPackages(ctx: EmulatorContext, holder: PackageHolder, deviceProfileId: string): void {
  checkPackage(ctx, holder.firmware_id, 'firmware', holder.tenant_id, deviceProfileId);
  checkPackage(ctx, holder.software_id, 'software', holder.tenant_id, deviceProfileId);
}

export function checkDevicePackages(ctx: EmulatorContext, device: PackageHolder & { device_profile_id: string }): void {
  checkPackages(ctx, device, device.device_profile_id);
}

/** A profile's own packages are checked against the profile itself. */
export function checkDeviceProfilePackages(ctx: EmulatorContext, profile: PackageHolder & { id: string }): void {
  checkPackages(ctx, profile, profile.id);
}
