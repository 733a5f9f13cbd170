import { ApiError } from '../../http/api-error.ts';
import { isObject } from '../../lib/json.ts';
import { valueText } from '../../telemetry/values.ts';
import type { ChangeEvent } from '../../ws/change-bus.ts';
import type { WsSession } from '../../ws/session.ts';
import { v1Error } from '../../ws/v1-commands.ts';
import { findEntityData } from '../entity-data.ts';
import type { EntityData } from '../entity-data.ts';
import { parseDataQuery } from '../parse-query.ts';
import type { EntityDataQuery, EntityKey } from '../query-types.ts';
import { IllegalQueryError, aggWindow, readAggregates, readWindow, seriesWindow } from './timeseries-cmds.ts';
import type { AggWindow, SeriesWindow } from './timeseries-cmds.ts';
import { cmdIdOf, entityDataPage, entityDataUpdate, v2Error } from './v2-messages.ts';

/** `server.ws.dynamic_page_link.refresh_interval` (60 s). */
export const DYNAMIC_REFRESH_MS = 60000;

const SCOPE_OF_KEY_TYPE: Record<string, string | null> = {
  ATTRIBUTE: null,
  CLIENT_ATTRIBUTE: 'CLIENT_SCOPE',
  SHARED_ATTRIBUTE: 'SHARED_SCOPE',
  SERVER_ATTRIBUTE: 'SERVER_SCOPE',
};

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

/** The part of a change that concerns one subscribed entity, or null when nothing it shows changed. */
function changeFor(session: WsSession, event: ChangeEvent, plan: Plan): EntityData | null {
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
  if (plan.live && event.kind === 'timeseries') {
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

function subscribe(session: WsSession, plan: Plan, firstIds: string[]): void {
  let ids = new Set(firstIds);
  let timer: NodeJS.Timeout | null = null;
  if (plan.query.pageLink.dynamic) {
    // Dynamic queries are re-run periodically; a changed set of entities is pushed as a new full page.
    timer = setInterval(() => {
      const page = runPlan(session, plan);
      const next = new Set(page.data.map((entity) => entity.entityId.id));
      const changed = next.size !== ids.size || [...next].some((id) => !ids.has(id));
      ids = next;
      if (changed) session.send(entityDataPage(plan.cmdId, page));
    }, DYNAMIC_REFRESH_MS);
    timer.unref();
  }
  session.subscribe(
    subscriptionKey(plan.cmdId),
    (event) => {
      if (!('entityId' in event) || !ids.has(event.entityId)) return;
      const change = changeFor(session, event, plan);
      if (change) session.send(entityDataUpdate(plan.cmdId, [change]));
    },
    () => {
      if (timer) clearInterval(timer);
    },
  );
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
