import { ApiError } from '../../http/api-error.ts';
import { isObject } from '../../lib/json.ts';
import { historyQuery } from '../../telemetry/history-query.ts';
import { reaggregatedBuckets } from '../../telemetry/live-aggregation.ts';
import type { BucketGrid } from '../../telemetry/live-aggregation.ts';
import { valueText } from '../../telemetry/values.ts';
import type { ChangeEvent } from '../../ws/change-bus.ts';
import type { WsSession } from '../../ws/session.ts';
import { v1Error } from '../../ws/v1-commands.ts';
import { findEntityData } from '../entity-data.ts';
import type { EntityData } from '../entity-data.ts';
import { parseDataQuery } from '../parse-query.ts';
import type { EntityDataQuery, EntityKey } from '../query-types.ts';
import { SCOPE_OF_KEY_TYPE, deletedLatest, deletedSeries, isDeletion } from './deleted-keys.ts';
import { IllegalQueryError, aggWindow, readAggregates, readWindow, seriesWindow } from './timeseries-cmds.ts';
import type { AggWindow, SeriesWindow } from './timeseries-cmds.ts';
import { cmdIdOf, entityDataPage, entityDataUpdate, v2Error } from './v2-messages.ts';

/** `server.ws.dynamic_page_link.refresh_interval` (60 s). */
export const DYNAMIC_REFRESH_MS = 60000;

/** The query of each cmdId, so follow-up commands may leave it out. */
const queries = new WeakMap<WsSession, Map<number, EntityDataQuery>>();

const subscriptionKey = (cmdId: number) => `entityData:${cmdId}`;

function latestKeys(raw: unknown): EntityKey[] {
  if (!isObject(raw) || !Array.isArray(raw.keys)) return [];
  return raw.keys
    .filter(isObject)
    .filter((key) => typeof key.type === 'string' && typeof key.key === 'string')
    .map((key) => ({ type: key.type as EntityKey['type'], key: key.key as string }));
}

function union(a: EntityKey[], b: EntityKey[]): EntityKey[] {
  const seen = new Set(a.map((key) => `${key.type}:${key.key}`));
  return [...a, ...b.filter((key) => !seen.has(`${key.type}:${key.key}`))];
}

interface Plan {
  cmdId: number;
  query: EntityDataQuery;
  history: SeriesWindow | null;
  live: SeriesWindow | null;
  aggregates: AggWindow | null;
  liveAggregates: AggWindow | null;
}

function runPlan(session: WsSession, plan: Plan) {
  const page = findEntityData(session.ctx.db, session.caller, plan.query);
  const store = session.ctx.stores.timeseries;
  for (const entity of page.data) {
    const series = plan.history ?? plan.live;
    if (series) entity.timeseries = readWindow(store, entity.entityId.id, series);
    const aggregates = plan.aggregates ?? plan.liveAggregates;
    if (aggregates) entity.aggLatest = readAggregates(store, entity.entityId.id, aggregates);
  }
  return page;
}

/** The bucket grid of an aggregated tsCmd (validated when its history was read), null for raw points. */
function liveGrid(window: SeriesWindow): BucketGrid | null {
  const query = historyQuery(window);
  return query.agg === 'NONE' ? null : { startTs: window.startTs, interval: query.interval, agg: query.agg };
}

/** The part of a change that concerns one subscribed entity, or null when nothing it shows changed. */
function changeFor(session: WsSession, event: ChangeEvent, plan: Plan): EntityData | null {
  if (isDeletion(event)) return deletionFor(event, plan);
  if (event.kind !== 'timeseries' && event.kind !== 'attributes') return null;
  const latest: EntityData['latest'] = {};
  const timeseries: EntityData['timeseries'] = {};
  for (const key of plan.query.latestValues) {
    if (event.kind === 'timeseries' && key.type === 'TIME_SERIES') {
      const points = event.points.filter((point) => point.key === key.key).sort((a, b) => b.ts - a.ts);
      if (points.length > 0) (latest[key.type] ??= {})[key.key] = { ts: points[0].ts, value: valueText(points[0].value) };
    }
    if (event.kind === 'attributes' && Object.hasOwn(SCOPE_OF_KEY_TYPE, key.type)) {
      const scope = SCOPE_OF_KEY_TYPE[key.type];
      if (scope !== null && scope !== event.scope) continue;
      const attribute = event.attributes.find((item) => item.key === key.key);
      if (attribute) (latest[key.type] ??= {})[key.key] = { ts: attribute.lastUpdateTs, value: valueText(attribute.value) };
    }
  }
  const grid = plan.live ? liveGrid(plan.live) : null;
  if (plan.live && grid && event.kind === 'timeseries') {
    const live = plan.live;
    const buckets = reaggregatedBuckets(session.ctx.stores.timeseries, event.entityId, event.points, grid, (key) => live.keys.includes(key));
    for (const [key, values] of buckets) timeseries[key] = values.map((value) => ({ ts: value.ts, value: valueText(value.value) }));
  } else if (plan.live && event.kind === 'timeseries') {
    for (const point of [...event.points].sort((a, b) => a.ts - b.ts)) {
      if (!plan.live.keys.includes(point.key)) continue;
      (timeseries[point.key] ??= []).push({ ts: point.ts, value: valueText(point.value) });
    }
  }
  let aggLatest: EntityData['aggLatest'] = {};
  const aggregates = plan.liveAggregates;
  if (aggregates && event.kind === 'timeseries' && event.points.some((point) => aggregates.keys.some((key) => key.key === point.key))) {
    // A live aggregate window ends now: recompute it over the window that has moved on.
    const now = Date.now();
    const window = { ...aggregates, startTs: now - (aggregates.endTs - aggregates.startTs), endTs: now + 1 };
    aggLatest = readAggregates(session.ctx.stores.timeseries, event.entityId, window);
  }
  if (Object.keys(latest).length === 0 && Object.keys(timeseries).length === 0 && Object.keys(aggLatest).length === 0) return null;
  return { entityId: { entityType: event.entityType, id: event.entityId }, latest, timeseries, aggLatest };
}

/** What deleted keys send to one subscribed entity (see deleted-keys.ts), or null when it takes none of them. */
function deletionFor(event: Parameters<typeof deletedLatest>[0], plan: Plan): EntityData | null {
  const latest = deletedLatest(event, plan.query.latestValues);
  const timeseries = plan.live ? deletedSeries(event, plan.live.keys) : {};
  if (Object.keys(latest).length === 0 && Object.keys(timeseries).length === 0) return null;
  return { entityId: { entityType: event.entityType, id: event.entityId }, latest, timeseries, aggLatest: {} };
}

/** `server.ws.dynamic_page_link.max_per_user` (contract 10.3). */
export const MAX_DYNAMIC_PER_USER = 10;

/** Dynamic queries held per user (over all their sessions), per running emulator. */
const dynamicByUser = new WeakMap<object, Map<string, number>>();
/** The slot each dynamic command of a session holds, by cmdId. */
const slotsBySession = new WeakMap<WsSession, Map<number, () => void>>();

/**
 * Takes one of the user's dynamic query slots (returns its release); null when all are taken. The contract names no error for this:
 * past the limit the query is answered and kept live for value changes, but its dynamic flag is ignored.
 */
function takeDynamicSlot(session: WsSession): (() => void) | null {
  let counts = dynamicByUser.get(session.ctx);
  if (!counts) dynamicByUser.set(session.ctx, (counts = new Map()));
  const user = session.caller.userId;
  const held = counts.get(user) ?? 0;
  if (held >= MAX_DYNAMIC_PER_USER) return null;
  counts.set(user, held + 1);
  let released = false;
  return () => {
    if (released) return;
    released = true;
    const now = (counts.get(user) ?? 1) - 1;
    if (now > 0) counts.set(user, now);
    else counts.delete(user);
  };
}

function subscribe(session: WsSession, plan: Plan, firstIds: string[]): void {
  let ids = new Set(firstIds);
  let timer: NodeJS.Timeout | null = null;
  // A renewed command gives its slot back before asking again (its old subscription is replaced below).
  const slots = slotsBySession.get(session) ?? new Map<number, () => void>();
  slotsBySession.set(session, slots);
  slots.get(plan.cmdId)?.();
  const releaseSlot = plan.query.pageLink.dynamic ? takeDynamicSlot(session) : null;
  if (releaseSlot) slots.set(plan.cmdId, releaseSlot);
  else slots.delete(plan.cmdId);
  const dynamic = releaseSlot !== null;
  // Dynamic queries are re-run periodically and after entity changes; a changed set of entities (or a change of
  // one shown) is pushed as a new full page.
  const refresh = (shownChanged: boolean) => {
    const page = runPlan(session, plan);
    const next = new Set(page.data.map((entity) => entity.entityId.id));
    const changed = shownChanged || next.size !== ids.size || [...next].some((id) => !ids.has(id));
    ids = next;
    if (changed) session.send(entityDataPage(plan.cmdId, page));
  };
  if (dynamic) {
    timer = setInterval(() => refresh(false), DYNAMIC_REFRESH_MS);
    timer.unref();
  }
  session.subscribe(
    subscriptionKey(plan.cmdId),
    (event) => {
      if (event.kind === 'entity') {
        if (dynamic && event.tenantId === session.caller.tenantId) refresh(ids.has(event.entityId));
        return;
      }
      if (!('entityId' in event) || !ids.has(event.entityId)) return;
      const change = changeFor(session, event, plan);
      if (change) session.send(entityDataUpdate(plan.cmdId, [change]));
    },
    () => {
      if (timer) clearInterval(timer);
      releaseSlot?.();
    },
  );
  // The session may have refused the subscription (its own limits): then the slot is not held.
  if (!session.hasSubscription(subscriptionKey(plan.cmdId))) releaseSlot?.();
}

/** `entityDataCmds[]` (contract 6.4). */
export function entityDataCommand(session: WsSession, command: Record<string, unknown>): void {
  const cmdId = cmdIdOf(command);
  if (cmdId < 0) {
    session.send(v1Error(cmdId, 2, 'Cmd id is negative value!'));
    return;
  }
  const known = queries.get(session) ?? new Map<number, EntityDataQuery>();
  queries.set(session, known);
  let query: EntityDataQuery | undefined;
  try {
    query = command.query !== undefined && command.query !== null ? parseDataQuery(command.query) : known.get(cmdId);
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    session.send(v2Error(cmdId, 'ENTITY_DATA', 'Failed to process websocket command!'));
    return;
  }
  if (!query) {
    session.send(v1Error(cmdId, 2, 'Query is empty!'));
    return;
  }
  known.set(cmdId, query);
  const now = Date.now();
  const subscribed = latestKeys(command.latestCmd);
  const plan: Plan = {
    cmdId,
    query: { ...query, latestValues: union(query.latestValues, subscribed) },
    history: seriesWindow(command.historyCmd, now),
    live: seriesWindow(command.tsCmd, now),
    aggregates: aggWindow(command.aggHistoryCmd, now),
    liveAggregates: aggWindow(command.aggTsCmd, now),
  };
  let page;
  try {
    page = runPlan(session, plan);
  } catch (error) {
    if (!(error instanceof IllegalQueryError) && !(error instanceof ApiError)) throw error;
    session.send(v2Error(cmdId, 'ENTITY_DATA', plan.history ? 'Failed to fetch historical data!' : 'Failed to process websocket command!'));
    return;
  }
  session.send(entityDataPage(cmdId, page));
  const live = subscribed.length > 0 || plan.live !== null || plan.liveAggregates !== null || query.pageLink.dynamic;
  if (live) subscribe(session, plan, page.data.map((entity) => entity.entityId.id));
}

/** `entityDataUnsubscribeCmds[]`. */
export function entityDataUnsubscribe(session: WsSession, command: Record<string, unknown>): void {
  const cmdId = cmdIdOf(command);
  session.unsubscribe(subscriptionKey(cmdId));
  queries.get(session)?.delete(cmdId);
}
