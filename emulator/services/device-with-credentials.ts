import type { Caller } from '../auth/caller.ts';
import type { EmulatorContext } from '../context.ts';
import { transaction } from '../db/open.ts';
import { badRequest } from '../http/api-error.ts';
import { stringField } from '../http/body.ts';
import type { DeviceRow } from '../store/devices.ts';
import { credentialsTypeField, registerCredentials } from './device-credentials.ts';
import { saveDevice } from './devices.ts';

/**
 * POST /api/device-with-credentials: the device is saved as by POST /api/device, then the given credentials replace
 * the ones it has (a new device's generated token included); a refused credential rolls the device back too.
 */
export function saveDeviceWithCredentials(
  ctx: EmulatorContext,
  caller: Caller,
  device: Record<string, unknown>,
  credentials: Record<string, unknown>,
): DeviceRow {
  const credentialsType = credentialsTypeField(credentials);
  return transaction(ctx.db, () => {
    const saved = saveDevice(ctx, caller, device, undefined);
    if (credentialsType === null) throw badRequest('Device credentials type should be specified!');
    registerCredentials(ctx, {
      id: ctx.stores.deviceCredentials.findByDeviceId(saved.id)?.id,
      deviceId: saved.id,
      credentialsType,
      credentialsId: stringField(credentials, 'credentialsId'),
      credentialsValue: stringField(credentials, 'credentialsValue'),
    });
    return saved;
  });
}
