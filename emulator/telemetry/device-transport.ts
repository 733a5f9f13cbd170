import type { EmulatorContext } from '../context.ts';
import { recordDeviceActivity } from './device-activity.ts';
import { loadEntity } from './entity-access.ts';
import type { TargetEntity } from './entity-access.ts';
import { saveAttributes, saveTimeseries } from './telemetry-service.ts';
import { attributeValue, parseTelemetry } from './values.ts';
import type { KvValue } from './values.ts';

type Ctx = Pick<EmulatorContext, 'db' | 'stores' | 'bus'>;

/** The device an access token belongs to (HTTP/MQTT transport authentication). */
export function deviceByAccessToken(ctx: Ctx, token: string): TargetEntity | undefined {
  const credentials = ctx.stores.deviceCredentials.findByCredentialsId(token);
  if (!credentials || credentials.credentials_type !== 'ACCESS_TOKEN') return undefined;
  return loadEntity(ctx.db, 'DEVICE', credentials.device_id);
}

/** A telemetry message from a device: stored, pushed, rule-evaluated, and counted as device activity. */
export function postDeviceTelemetry(ctx: Ctx, device: TargetEntity, payload: unknown, now = Date.now()): number {
  const points = parseTelemetry(payload, now);
  saveTimeseries(ctx, device, points, now);
  recordDeviceActivity(ctx, device, now);
  return points.length;
}

/** Client-side attributes reported by a device. */
export function postDeviceAttributes(ctx: Ctx, device: TargetEntity, payload: Record<string, unknown>, now = Date.now()): number {
  const entries: Array<{ key: string; value: KvValue }> = [];
  for (const [key, raw] of Object.entries(payload)) {
    const value = attributeValue(raw);
    if (value !== null && key.trim() !== '') entries.push({ key, value });
  }
  if (entries.length > 0) saveAttributes(ctx, device, 'CLIENT_SCOPE', entries, now);
  recordDeviceActivity(ctx, device, now);
  return entries.length;
}
