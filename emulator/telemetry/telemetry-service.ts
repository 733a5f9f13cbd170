import type { EmulatorContext } from '../context.ts';
import { transaction } from '../db/open.ts';
import { evaluateProfileAlarms } from '../alarms/profile-rules.ts';
import type { Attribute } from './attribute-store.ts';
import type { TargetEntity } from './entity-access.ts';
import type { KvValue, TsPoint } from './values.ts';

type Ctx = Pick<EmulatorContext, 'db' | 'stores' | 'bus'>;

const ref = (entity: TargetEntity) => ({ tenantId: entity.tenantId, entityType: entity.entityType, entityId: entity.id });

/** Device data changed: the device profile's alarm rules look at the new state. */
function afterDeviceData(ctx: Ctx, entity: TargetEntity, ts: number, now: number): void {
  if (entity.entityType !== 'DEVICE') return;
  const device = ctx.stores.devices.findById(entity.id);
  if (device) evaluateProfileAlarms(ctx, device, ts, now);
}

/** Saves attributes of one scope with lastUpdateTs = now, notifies subscribers, then evaluates alarm rules. */
export function saveAttributes(
  ctx: Ctx, entity: TargetEntity, scope: string, entries: Array<{ key: string; value: KvValue }>, now = Date.now(),
): Attribute[] {
  return transaction(ctx.db, () => {
    ctx.stores.attributes.save(entity.id, scope, entries, now);
    const attributes = entries.map((entry) => ({ scope, key: entry.key, lastUpdateTs: now, value: entry.value }));
    ctx.bus.publish({ kind: 'attributes', ...ref(entity), scope, attributes });
    afterDeviceData(ctx, entity, now, now);
    return attributes;
  });
}

export function saveTimeseries(ctx: Ctx, entity: TargetEntity, points: TsPoint[], now = Date.now()): void {
  if (points.length === 0) return;
  transaction(ctx.db, () => {
    ctx.stores.timeseries.save(entity.id, points);
    ctx.bus.publish({ kind: 'timeseries', ...ref(entity), points });
    afterDeviceData(ctx, entity, Math.max(...points.map((p) => p.ts)), now);
  });
}

export function deleteAttributes(ctx: Ctx, entity: TargetEntity, scope: string, keys: string[]): void {
  transaction(ctx.db, () => {
    const deleted = ctx.stores.attributes.delete(entity.id, scope, keys);
    if (deleted.length > 0) ctx.bus.publish({ kind: 'attributesDeleted', ...ref(entity), scope, keys: deleted });
  });
}

export function deleteTimeseries(
  ctx: Ctx, entity: TargetEntity, keys: string[], startTs: number, endTs: number, rewriteLatest: boolean,
): void {
  transaction(ctx.db, () => {
    const { removed, rewritten } = ctx.stores.timeseries.deleteRange(entity.id, keys, startTs, endTs, rewriteLatest);
    // As ThingsBoard's onTimeSeriesDelete: a latest value rewritten to an older point is an update of the key.
    if (rewritten.length > 0) ctx.bus.publish({ kind: 'timeseries', ...ref(entity), points: rewritten });
    if (removed.length > 0) ctx.bus.publish({ kind: 'timeseriesDeleted', ...ref(entity), keys: removed });
  });
}
