import type { EmulatorContext } from '../context.ts';
import { prepareCached } from '../db/statements.ts';
import { loadEntity } from './entity-access.ts';
import type { TargetEntity } from './entity-access.ts';
import { saveAttributes } from './telemetry-service.ts';
import type { KvValue } from './values.ts';

type Ctx = Pick<EmulatorContext, 'db' | 'stores' | 'bus'>;

/** `state.defaultInactivityTimeoutInSec` (600 s); a device's `inactivityTimeout` server attribute (ms) overrides it. */
export const DEFAULT_INACTIVITY_TIMEOUT_MS = 600_000;

const isTrue = (value: KvValue | undefined) => value?.type === 'BOOLEAN' && value.value === true;

/** A device message arrived: `active` becomes true and `lastActivityTime` moves to now (server attributes). */
export function recordDeviceActivity(ctx: Ctx, device: TargetEntity, now = Date.now()): void {
  const entries: Array<{ key: string; value: KvValue }> = [{ key: 'lastActivityTime', value: { type: 'LONG', value: now } }];
  if (!isTrue(ctx.stores.attributes.get(device.id, 'SERVER_SCOPE', 'active')?.value)) {
    entries.unshift({ key: 'active', value: { type: 'BOOLEAN', value: true } });
  }
  saveAttributes(ctx, device, 'SERVER_SCOPE', entries, now);
}

/** Active devices silent for longer than their inactivity timeout become inactive; returns how many. */
export function markInactiveDevices(ctx: Ctx, now = Date.now()): number {
  const rows = prepareCached(
    ctx.db,
    `SELECT a.entity_id AS id, l.long_v AS last_activity, t.long_v AS timeout
     FROM attribute_kv a
     LEFT JOIN attribute_kv l ON l.entity_id = a.entity_id AND l.scope = 'SERVER_SCOPE' AND l.key = 'lastActivityTime'
     LEFT JOIN attribute_kv t ON t.entity_id = a.entity_id AND t.scope = 'SERVER_SCOPE' AND t.key = 'inactivityTimeout'
     WHERE a.scope = 'SERVER_SCOPE' AND a.key = 'active' AND a.bool_v = 1`,
  ).all() as Array<{ id: string; last_activity: number | null; timeout: number | null }>;
  let count = 0;
  for (const row of rows) {
    const timeout = row.timeout !== null && row.timeout > 0 ? Number(row.timeout) : DEFAULT_INACTIVITY_TIMEOUT_MS;
    if (now - Number(row.last_activity ?? 0) <= timeout) continue;
    const device = loadEntity(ctx.db, 'DEVICE', row.id);
    if (!device) continue;
    saveAttributes(ctx, device, 'SERVER_SCOPE', [
      { key: 'active', value: { type: 'BOOLEAN', value: false } },
      { key: 'inactivityAlarmTime', value: { type: 'LONG', value: now } },
    ], now);
    count++;
  }
  return count;
}
