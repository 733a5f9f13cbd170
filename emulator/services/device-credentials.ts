import { createHash } from 'node:crypto';
import type { Caller } from '../auth/caller.ts';
import type { EmulatorContext } from '../context.ts';
import { isUniqueViolation } from '../db/open.ts';
import { badRequest, general } from '../http/api-error.ts';
import { idField, stringField } from '../http/body.ts';
import { createdTimeOf, timeUuid } from '../lib/ids.ts';
import { isObject } from '../lib/json.ts';
import { checkDevice } from '../security/checks.ts';
import type { DeviceCredentialsRow } from '../store/device-credentials.ts';
import { isEmpty } from '../validation/fields.ts';

const TYPES = ['ACCESS_TOKEN', 'X509_CERTIFICATE', 'MQTT_BASIC', 'LWM2M_CREDENTIALS'];

export interface CredentialsInput {
  id?: string;
  deviceId: string;
  credentialsType: string;
  credentialsId: string | null;
  credentialsValue: string | null;
}

const sha3 = (text: string) => createHash('sha3-256').update(text).digest('hex');
const nonEmpty = (value: unknown): value is string => typeof value === 'string' && value !== '';

/** MQTT basic and X.509 credentials derive their credentialsId from the value, as the platform does. */
function format(input: CredentialsInput): CredentialsInput {
  if (input.credentialsType === 'X509_CERTIFICATE' && input.credentialsValue !== null) {
    const cert = input.credentialsValue
      .replace(/-----(BEGIN|END) CERTIFICATE-----/g, '')
      .replace(/[\r\n]/g, '');
    return { ...input, credentialsId: sha3(cert), credentialsValue: cert };
  }
  if (input.credentialsType !== 'MQTT_BASIC') return input;
  let mqtt: unknown;
  try {
    mqtt = JSON.parse(input.credentialsValue ?? '');
  } catch {
    mqtt = null;
  }
  if (!isObject(mqtt)) throw badRequest('Invalid credentials body for simple mqtt credentials!');
  const { clientId, userName, password } = mqtt;
  if (!nonEmpty(clientId) && !nonEmpty(userName)) throw badRequest('Both mqtt client id and user name are empty!');
  if (nonEmpty(clientId) && nonEmpty(password) && !nonEmpty(userName)) {
    throw badRequest('Password cannot be specified along with client id');
  }
  const credentialsId = !nonEmpty(clientId)
    ? String(userName)
    : !nonEmpty(userName)
      ? sha3(clientId)
      : sha3(`${clientId}|${userName}`);
  return { ...input, credentialsId };
}

/** Validates and stores credentials (new when input.id is absent) with the platform's messages. */
export function registerCredentials(ctx: EmulatorContext, raw: CredentialsInput): DeviceCredentialsRow {
  const store = ctx.stores.deviceCredentials;
  const input = format(raw);
  if (isEmpty(input.credentialsId)) throw badRequest('Device credentials id should be specified!');
  if (input.id === undefined) {
    if (store.findByDeviceId(input.deviceId)) throw badRequest('Credentials for this device are already specified!');
  } else {
    const existing = store.findById(input.id);
    if (!existing || existing.device_id !== input.deviceId) {
      throw badRequest('Unable to update non-existent device credentials!');
    }
  }
  const id = input.id ?? timeUuid();
  const row: DeviceCredentialsRow = {
    id,
    created_time: createdTimeOf(id),
    device_id: input.deviceId,
    credentials_type: input.credentialsType,
    credentials_id: input.credentialsId,
    credentials_value: input.credentialsValue,
  };
  try {
    store.save(row);
  } catch (error) {
    if (isUniqueViolation(error, 'device_credentials.credentials_id')) {
      throw badRequest('Specified credentials are already registered!');
    }
    throw error;
  }
  return row;
}

/** The body's `credentialsType`, refused the way Jackson refuses an unknown enum name. */
export function credentialsTypeField(body: Record<string, unknown>): string | null {
  const credentialsType = stringField(body, 'credentialsType');
  if (credentialsType !== null && !TYPES.includes(credentialsType)) {
    throw general(
      `JSON parse error: Cannot deserialize value of type \`org.thingsboard.server.common.data.security.DeviceCredentialsType\` ` +
        `from String "${credentialsType}": not one of the values accepted for Enum class: [${TYPES.join(', ')}]`,
    );
  }
  return credentialsType;
}

/** POST /api/device/credentials. */
export function updateCredentials(ctx: EmulatorContext, caller: Caller, body: Record<string, unknown>) {
  const credentialsType = credentialsTypeField(body);
  const deviceId = idField(body, 'deviceId');
  if (deviceId === null) throw badRequest('Incorrect deviceId null');
  checkDevice(ctx, caller, deviceId, 'WRITE_CREDENTIALS');
  if (credentialsType === null) throw badRequest('Device credentials type should be specified!');
  return registerCredentials(ctx, {
    id: idField(body, 'id') ?? undefined,
    deviceId,
    credentialsType,
    credentialsId: stringField(body, 'credentialsId'),
    credentialsValue: stringField(body, 'credentialsValue'),
  });
}
