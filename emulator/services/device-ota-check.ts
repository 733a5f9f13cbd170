import type { EmulatorContext } from '../context.ts';
import { badRequest } from '../http/api-error.ts';

type Kind = 'firmware' | 'software';

/**
 * A package a device is given must exist, be of the slot's type and be built for the device's profile; the
 * platform's device validator refuses it otherwise, in this order.
 */
function checkPackage(ctx: EmulatorContext, packageId: string | null, kind: Kind, deviceProfileId: string): void {
  if (packageId === null) return;
  const otaPackage = ctx.stores.otaPackages.findById(packageId);
  if (!otaPackage) throw badRequest(`Can't assign non-existent ${kind}!`);
  if (otaPackage.type !== kind.toUpperCase()) throw badRequest(`Can't assign ${kind} with type: ${otaPackage.type}`);
  if (otaPackage.device_profile_id !== deviceProfileId) throw badRequest(`Can't assign ${kind} with different deviceProfile!`);
}

export function checkDevicePackages(
  ctx: EmulatorContext,
  device: { device_profile_id: string; firmware_id: string | null; software_id: string | null },
): void {
  checkPackage(ctx, device.firmware_id, 'firmware', device.device_profile_id);
  checkPackage(ctx, device.software_id, 'software', device.device_profile_id);
}
