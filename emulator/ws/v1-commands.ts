import { isObject } from '../lib/json.ts';
import type { Attribute } from '../telemetry/attribute-store.ts';
import { accessEntity } from '../telemetry/entity-access.ts';
import type { TargetEntity } from '../telemetry/entity-access.ts';
import { IllegalQueryError, historyQuery, readHistory } from '../telemetry/history-query.ts';
import { reaggregatedBuckets } from '../telemetry/live-aggregation.ts';
import type { BucketGrid } from '../telemetry/live-aggregation.ts';
import type { TsValue } from '../telemetry/timeseries-store.ts';
import { valueText } from '../telemetry/values.ts';
import type { CommandRegistry } from './command-registry.ts';
import type { WsSession } from './session.ts';

type Pair = [number, string];

/** `TelemetrySubscriptionUpdate`: keys sorted, values as strings, latestValues = last ts per key. */
export function v1Update(subscriptionId: number, data: Map<string, Pair[]>) {
  const sorted: Record<string, Pair[]> = {};
  const latestValues: Record<string, number> = {};
  for (const key of [...data.keys()].sort()) {
    const pairs = data.get(key)!;
    sorted[key] = pairs;
    if (pairs.length > 0) latestValues[key] = pairs[pairs.length - 1][0];
  }
  return { subscriptionId, errorCode: 0, errorMsg: null, data: sorted, latestValues };
}

export function v1Error(subscriptionId: number, errorCode: number, errorMsg: string) {
  return { subscriptionId, errorCode, errorMsg, data: null, latestValues: {} };
}

const subscriptionKey = (cmdId: number) => `v1:${cmdId}`;

function keysOf(raw: unknown): string[] | null {
  if (typeof raw !== 'string' || raw.trim() === '') return null;
  return raw.split(',').map((key) => key.trim()).filter((key) => key !== '');
}

function numberOf(raw: unknown, fallback: number): number {
  return typeof raw === 'number' && Number.isFinite(raw) ? Math.trunc(raw) : fallback;
}

function attributePairs(attributes: Attribute[]): Map<string, Pair[]> {
  const data = new Map<string, Pair[]>();
  for (const attribute of attributes) {
    const pairs = data.get(attribute.key) ?? [];
    pairs.push([attribute.lastUpdateTs, valueText(attribute.value)]);
    data.set(attribute.key, pairs);
  }
  return data;
}

/**
 * ThingsBoard 3.4.4's notice of deleted keys (`onAttributesDelete`, `onTimeSeriesDelete`): each key the subscription
 * takes, with ts 0 and an empty value.
 */
function deletedPairs(deleted: string[], keys: string[] | null): Map<string, Pair[]> {
  return new Map(deleted.filter((key) => keys === null || keys.includes(key)).map((key): [string, Pair[]] => [key, [[0, '']]]));
}

function seriesPairs(series: Map<string, TsValue[]>): Map<string, Pair[]> {
  const data = new Map<string, Pair[]>();
  for (const [key, points] of series) data.set(key, points.map((p): Pair => [p.ts, valueText(p.value)]));
  return data;
}

/**
 * Common preamble: cmdId and entity checks. Returns the entity, or null after answering with an error
 * update (or after handling an unsubscribe).
 */
function prepare(session: WsSession, command: Record<string, unknown>, fetchError: string, live: boolean): { cmdId: number; entity: TargetEntity } | null {
  const cmdId = numberOf(command.cmdId, 0);
  if (live && command.unsubscribe === true) {
    session.unsubscribe(subscriptionKey(cmdId));
    return null;
  }
  if (cmdId < 0) {
    session.send(v1Error(cmdId, 2, 'Cmd id is negative value!'));
    return null;
  }
  const entityId = typeof command.entityId === 'string' ? command.entityId.toLowerCase() : '';
  if (entityId === '') {
    session.send(v1Error(cmdId, 2, 'Device id is empty!'));
    return null;
  }
  const entityType = typeof command.entityType === 'string' ? command.entityType : 'DEVICE';
  const access = accessEntity(session.ctx.db, session.caller, entityType, entityId, 'read');
  if (!access.ok) {
    session.send(access.status === 403 ? v1Error(cmdId, 3, 'Unauthorized') : v1Error(cmdId, 1, fetchError));
    return null;
  }
  return { cmdId, entity: access.entity };
}

function attributeSubscription(session: WsSession, command: Record<string, unknown>): void {
  const prepared = prepare(session, command, 'Failed to fetch attributes!', true);
  if (!prepared) return;
  const { cmdId, entity } = prepared;
  const keys = keysOf(command.keys);
  const scope = typeof command.scope === 'string' && command.scope !== '' ? command.scope : null;
  const { attributes } = session.ctx.stores;
  session.send(v1Update(cmdId, attributePairs(attributes.find(entity.id, scope, keys))));
  session.subscribe(subscriptionKey(cmdId), (event) => {
    if ((event.kind !== 'attributes' && event.kind !== 'attributesDeleted') || event.entityId !== entity.id) return;
    if (scope !== null && event.scope !== scope) return;
    if (event.kind === 'attributesDeleted') {
      const deleted = deletedPairs(event.keys, keys);
      if (deleted.size > 0) session.send(v1Update(cmdId, deleted));
      return;
    }
    const changed = event.attributes.filter((a) => keys === null || keys.includes(a.key));
    if (changed.length > 0) session.send(v1Update(cmdId, attributePairs(changed)));
  });
}

function timeseriesSubscription(session: WsSession, command: Record<string, unknown>): void {
  const prepared = prepare(session, command, 'Failed to fetch data!', true);
  if (!prepared) return;
  const { cmdId, entity } = prepared;
  const keys = keysOf(command.keys);
  const { timeseries } = session.ctx.stores;
  const timeWindow = numberOf(command.timeWindow, 0);
  let initial: Map<string, TsValue[]>;
  let grid: BucketGrid | null = null;
  if (timeWindow > 0) {
    const startTs = numberOf(command.startTs, Date.now() - timeWindow);
    try {
      const query = historyQuery({
        startTs, endTs: startTs + timeWindow, interval: numberOf(command.interval, 0),
        limit: numberOf(command.limit, 0), agg: typeof command.agg === 'string' ? command.agg : 'NONE',
      });
      initial = readHistory(timeseries, entity.id, keys ?? timeseries.latestKeys(entity.id), query);
      if (query.agg !== 'NONE') grid = { startTs, interval: query.interval, agg: query.agg };
    } catch (error) {
      if (!(error instanceof IllegalQueryError)) throw error;
      session.send(v1Error(cmdId, 1, 'Failed to fetch data!'));
      return;
    }
  } else {
    initial = new Map([...timeseries.latest(entity.id, keys)].map(([key, point]) => [key, [point]]));
  }
  session.send(v1Update(cmdId, seriesPairs(initial)));
  session.subscribe(subscriptionKey(cmdId), (event) => {
    if ((event.kind !== 'timeseries' && event.kind !== 'timeseriesDeleted') || event.entityId !== entity.id) return;
    if (event.kind === 'timeseriesDeleted') {
      const deleted = deletedPairs(event.keys, keys);
      if (deleted.size > 0) session.send(v1Update(cmdId, deleted));
      return;
    }
    if (grid) {
      const buckets = reaggregatedBuckets(timeseries, entity.id, event.points, grid, (key) => keys === null || keys.includes(key));
      if (buckets.size > 0) session.send(v1Update(cmdId, seriesPairs(buckets)));
      return;
    }
    const changed = new Map<string, TsValue[]>();
    for (const point of [...event.points].sort((a, b) => a.ts - b.ts)) {
      if (keys !== null && !keys.includes(point.key)) continue;
      changed.set(point.key, [...(changed.get(point.key) ?? []), { ts: point.ts, value: point.value }]);
    }
    if (changed.size > 0) session.send(v1Update(cmdId, seriesPairs(changed)));
  });
}

function history(session: WsSession, command: Record<string, unknown>): void {
  const prepared = prepare(session, command, 'Failed to fetch data!', false);
  if (!prepared) return;
  const { cmdId, entity } = prepared;
  const keys = keysOf(command.keys);
  if (keys === null) {
    session.send(v1Error(cmdId, 2, 'Keys are empty!'));
    return;
  }
  try {
    const query = historyQuery({
      startTs: numberOf(command.startTs, 0), endTs: numberOf(command.endTs, Date.now()),
      interval: numberOf(command.interval, 0), limit: numberOf(command.limit, 0),
      agg: typeof command.agg === 'string' ? command.agg : 'NONE',
    });
    session.send(v1Update(cmdId, seriesPairs(readHistory(session.ctx.stores.timeseries, entity.id, keys, query))));
  } catch (error) {
    if (!(error instanceof IllegalQueryError)) throw error;
    session.send(v1Error(cmdId, 1, 'Failed to fetch data!'));
  }
}

const objectCommand = (handler: (session: WsSession, command: Record<string, unknown>) => void) =>
  (session: WsSession, command: Record<string, unknown>) => (isObject(command) ? handler(session, command) : undefined);

/** The old-style subscriptions of contract 6.3. */
export function registerV1Commands(registry: CommandRegistry): void {
  registry.register('attrSubCmds', objectCommand(attributeSubscription));
  registry.register('tsSubCmds', objectCommand(timeseriesSubscription));
  registry.register('historyCmds', objectCommand(history));
}
