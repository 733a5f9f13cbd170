import type { EmulatorContext } from '../context.ts';
import { createdTimeOf, timeUuid } from '../lib/ids.ts';
import type { AlarmRow } from './alarm-store.ts';

type Ctx = Pick<EmulatorContext, 'stores' | 'bus'>;

/** The fields a new or re-raised alarm carries. */
export interface AlarmInput {
  tenantId: string;
  customerId: string;
  type: string;
  originatorType: string;
  originatorId: string;
  severity: string;
  status: string;
  startTs: number;
  endTs: number;
  details: string | null;
  propagate: boolean;
  propagateToOwner: boolean;
  propagateToTenant: boolean;
  propagateRelationTypes: string | null;
}

/** Stores an alarm, records the entities it propagates to and tells subscriptions. */
function store(ctx: Ctx, alarm: AlarmRow): void {
  ctx.stores.alarms.save(alarm);
  ctx.stores.alarms.propagate(alarm);
  publish(ctx, alarm, 'saved');
}

function publish(ctx: Ctx, alarm: AlarmRow, action: 'saved' | 'deleted'): void {
  ctx.bus.publish({ kind: 'alarm', tenantId: alarm.tenant_id, action, alarm });
}

/**
 * Creates the alarm, or updates the originator's uncleared alarm of the same type (severity, details,
 * end time, propagation) the way the platform merges repeated alarms. Returns the stored row.
 */
export function raiseAlarm(ctx: Ctx, input: AlarmInput, now = Date.now()): { alarm: AlarmRow; created: boolean } {
  const existing = ctx.stores.alarms.findActive(input.originatorId, input.type);
  const startTs = input.startTs > 0 ? input.startTs : now;
  const endTs = input.endTs > 0 ? input.endTs : startTs;
  if (existing) {
    const alarm: AlarmRow = {
      ...existing,
      severity: input.severity,
      end_ts: Math.max(endTs, existing.start_ts),
      details: input.details,
      propagate: input.propagate ? 1 : 0,
      propagate_to_owner: input.propagateToOwner ? 1 : 0,
      propagate_to_tenant: input.propagateToTenant ? 1 : 0,
      propagate_relation_types: input.propagateRelationTypes,
    };
    store(ctx, alarm);
    return { alarm, created: false };
  }
  const id = timeUuid(now);
  const alarm: AlarmRow = {
    id, created_time: createdTimeOf(id), tenant_id: input.tenantId, customer_id: input.customerId, type: input.type,
    originator_type: input.originatorType, originator_id: input.originatorId, severity: input.severity,
    status: input.status, start_ts: startTs, end_ts: endTs,
    ack_ts: input.status.endsWith('_ACK') ? now : 0, clear_ts: input.status.startsWith('CLEARED') ? now : 0,
    details: input.details, propagate: input.propagate ? 1 : 0, propagate_to_owner: input.propagateToOwner ? 1 : 0,
    propagate_to_tenant: input.propagateToTenant ? 1 : 0, propagate_relation_types: input.propagateRelationTypes,
  };
  store(ctx, alarm);
  return { alarm, created: true };
}

/** Saves an alarm as given (update by id). */
export function updateAlarm(ctx: Ctx, alarm: AlarmRow): AlarmRow {
  store(ctx, alarm);
  return alarm;
}

/** ACTIVE_UNACK → ACTIVE_ACK, CLEARED_UNACK → CLEARED_ACK; an acknowledged alarm is left alone. */
export function acknowledgeAlarm(ctx: Ctx, alarm: AlarmRow, now = Date.now()): { alarm: AlarmRow; changed: boolean } {
  if (alarm.status.endsWith('_ACK')) return { alarm, changed: false };
  const acked: AlarmRow = { ...alarm, status: alarm.status.replace('_UNACK', '_ACK'), ack_ts: now };
  return { alarm: updateAlarm(ctx, acked), changed: true };
}

/** ACTIVE_* → CLEARED_* keeping the acknowledgement; a cleared alarm is left alone. */
export function clearAlarm(ctx: Ctx, alarm: AlarmRow, now = Date.now(), details?: string | null): { alarm: AlarmRow; changed: boolean } {
  if (alarm.status.startsWith('CLEARED')) return { alarm, changed: false };
  const cleared: AlarmRow = {
    ...alarm, status: alarm.status.replace('ACTIVE', 'CLEARED'), clear_ts: now,
    details: details === undefined ? alarm.details : details,
  };
  return { alarm: updateAlarm(ctx, cleared), changed: true };
}

export function deleteAlarm(ctx: Ctx, alarm: AlarmRow): void {
  ctx.stores.alarms.delete(alarm.id);
  publish(ctx, alarm, 'deleted');
}
