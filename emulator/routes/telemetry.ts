import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ANY_USER, requireAuthority } from '../auth/caller.ts';
import type { Caller } from '../auth/caller.ts';
import type { EmulatorContext } from '../context.ts';
import { general } from '../http/api-error.ts';
import { jsonBody, sendEmpty } from '../http/body.ts';
import { toUuid } from '../http/params.ts';
import { queryParams, queryValue } from '../http/query.ts';
import { isObject } from '../lib/json.ts';
import { auditEntityAction } from '../services/audit-log.ts';
import type { ActionType } from '../services/audit-log.ts';
import type { TargetEntity } from '../telemetry/entity-access.ts';
import { SCOPES } from '../telemetry/attribute-store.ts';
import {
  IllegalQueryError, attributeJson, historyQuery, readHistory, timeseriesJson,
} from '../telemetry/history-query.ts';
import { plainBadRequest, withPlainErrors } from '../telemetry/plain-text.ts';
import {
  accessOrFail, booleanParam, entityPath, intValue, keyList, longParam, requiredParam,
} from '../telemetry/request.ts';
import { deleteAttributes, deleteTimeseries, saveAttributes, saveTimeseries } from '../telemetry/telemetry-service.ts';
import {
  JavaDouble, TelemetryParseError, attributeValue, nativeValue, parseJavaJson, parseTelemetry, valueText,
} from '../telemetry/values.ts';
import type { KvValue } from '../telemetry/values.ts';

const PREFIX = '/api/plugins/telemetry';

function audit(ctx: EmulatorContext, caller: Caller, entity: TargetEntity, action: ActionType, data: unknown): void {
  const target = { entityType: entity.entityType, id: entity.id, name: entity.name, customerId: entity.customerId };
  auditEntityAction(ctx, caller, target, action, data);
}

const BIG_INTEGER = 'org.thingsboard.server.service.telemetry.exception.InvalidParametersException: Big integer values are not supported!';

/** Attribute body checks, in the controller's order, before the entity is even looked at. */
function attributeEntries(scope: string, body: unknown): Array<{ key: string; value: KvValue }> {
  if (scope !== 'SERVER_SCOPE' && scope !== 'SHARED_SCOPE') throw plainBadRequest(`Invalid scope: ${scope}`);
  if (!isObject(body) || body instanceof JavaDouble) throw plainBadRequest('Request is not a JSON object');
  const entries: Array<{ key: string; value: KvValue }> = [];
  for (const [key, raw] of Object.entries(body)) {
    const value = attributeValue(raw);
    // Thrown out of the controller (not a deferred plain-text answer): the generic handler's 500 with the wrapped cause.
    if (value === null && typeof raw === 'number') throw general(BIG_INTEGER);
    if (value !== null) entries.push({ key, value });
  }
  if (entries.length === 0) throw plainBadRequest('No attributes data found in request body!');
  if (entries.some((entry) => entry.key.trim() === '')) throw plainBadRequest('Key cannot be empty or contains only spaces');
  return entries;
}

function telemetryPoints(request: FastifyRequest) {
  const raw = typeof request.body === 'string' ? request.body : '';
  if (raw.trim() === '') throw general('Required request body is missing');
  let payload: unknown;
  try {
    payload = parseJavaJson(raw);
  } catch {
    throw plainBadRequest('Unable to parse timeseries payload: Invalid JSON body!');
  }
  let points;
  try {
    points = parseTelemetry(payload, Date.now());
  } catch (error) {
    if (!(error instanceof TelemetryParseError)) throw error;
    throw plainBadRequest(`Unable to parse timeseries payload. Invalid JSON body: ${error.message}`);
  }
  if (points.length === 0) throw plainBadRequest('No timeseries data found in request body!');
  return points;
}

export function telemetryRoutes(app: FastifyInstance, ctx: EmulatorContext): void {
  const { attributes, timeseries } = ctx.stores;
  const caller = (request: FastifyRequest) => requireAuthority(request, ...ANY_USER);
  const read = (request: FastifyRequest, reply: FastifyReply, handler: (entity: TargetEntity, query: Map<string, string[]>) => unknown) => {
    const { entityType, entityId } = entityPath(request);
    const user = caller(request);
    const query = queryParams(request);
    return withPlainErrors(reply, () => handler(accessOrFail(ctx, user, entityType, entityId, 'read'), query));
  };

  app.get(`${PREFIX}/:entityType/:entityId/keys/attributes`, (request, reply) =>
    read(request, reply, (entity) => attributes.keys(entity.id, null)));

  app.get(`${PREFIX}/:entityType/:entityId/keys/attributes/:scope`, (request, reply) =>
    read(request, reply, (entity) => attributes.keys(entity.id, (request.params as { scope: string }).scope)));

  app.get(`${PREFIX}/:entityType/:entityId/keys/timeseries`, (request, reply) =>
    read(request, reply, (entity) => timeseries.latestKeys(entity.id)));

  app.get(`${PREFIX}/:entityType/:entityId/values/attributes`, (request, reply) =>
    read(request, reply, (entity, query) =>
      attributes.find(entity.id, null, keyList(queryValue(query, 'keys'))).map(attributeJson)));

  app.get(`${PREFIX}/:entityType/:entityId/values/attributes/:scope`, (request, reply) =>
    read(request, reply, (entity, query) => {
      const scope = (request.params as { scope: string }).scope;
      return attributes.find(entity.id, scope, keyList(queryValue(query, 'keys'))).map(attributeJson);
    }));

  app.get(`${PREFIX}/:entityType/:entityId/values/timeseries`, (request, reply) => {
    const query = queryParams(request);
    const strict = booleanParam(queryValue(query, 'useStrictDataTypes'));
    // The history mapping is selected only when keys, startTs and endTs are all present.
    if (query.has('keys') && query.has('startTs') && query.has('endTs')) {
      const startTs = longParam(queryValue(query, 'startTs') ?? '');
      const endTs = longParam(queryValue(query, 'endTs') ?? '');
      const interval = query.has('interval') ? longParam(queryValue(query, 'interval') ?? '') : 0;
      const limit = query.has('limit') ? intValue(queryValue(query, 'limit') ?? '') : 100;
      return read(request, reply, (entity) => {
        const keys = keyList(queryValue(query, 'keys')) ?? [];
        try {
          const history = historyQuery({
            startTs, endTs, interval, limit, agg: queryValue(query, 'agg') ?? 'NONE', orderBy: queryValue(query, 'orderBy'),
          });
          return timeseriesJson(readHistory(timeseries, entity.id, keys, history), strict);
        } catch (error) {
          if (error instanceof IllegalQueryError) throw plainBadRequest(error.message);
          throw error;
        }
      });
    }
    return read(request, reply, (entity) => {
      const keys = keyList(queryValue(query, 'keys'));
      const latest = timeseries.latest(entity.id, keys);
      const out: Record<string, Array<{ ts: number; value: unknown }>> = {};
      const now = Date.now();
      for (const key of keys ?? [...latest.keys()]) {
        const point = latest.get(key);
        out[key] = [point ? { ts: point.ts, value: strict ? nativeValue(point.value) : valueText(point.value) } : { ts: now, value: null }];
      }
      return out;
    });
  });

  const postAttributes = (request: FastifyRequest, reply: FastifyReply, entityType: string, entityId: string, scope: string) => {
    const user = caller(request);
    jsonBody(request);
    // Bound again keeping Jackson's long/double distinction (`25.0` is a double).
    const body = parseJavaJson(request.body as string);
    return withPlainErrors(reply, () => {
      const entries = attributeEntries(scope, body);
      const entity = accessOrFail(ctx, user, entityType, entityId, 'write');
      saveAttributes(ctx, entity, scope, entries);
      const values = Object.fromEntries(entries.map((entry) => [entry.key, entry.value.value]));
      audit(ctx, user, entity, 'ATTRIBUTES_UPDATED', { entityId: entity.id, scope, attributes: values });
      return sendEmpty(reply);
    });
  };

  app.post(`${PREFIX}/:entityType/:entityId/attributes/:scope`, (request, reply) => {
    const { entityType, entityId } = entityPath(request);
    return postAttributes(request, reply, entityType, entityId, (request.params as { scope: string }).scope);
  });

  app.post(`${PREFIX}/:entityType/:entityId/:scope`, (request, reply) => {
    const { entityType, entityId } = entityPath(request);
    return postAttributes(request, reply, entityType, entityId, (request.params as { scope: string }).scope);
  });

  app.post(`${PREFIX}/:deviceId/:scope`, (request, reply) => {
    const params = request.params as { deviceId: string; scope: string };
    return postAttributes(request, reply, 'DEVICE', toUuid(params.deviceId), params.scope);
  });

  const postTelemetry = (request: FastifyRequest, reply: FastifyReply) => {
    const { entityType, entityId } = entityPath(request);
    const user = caller(request);
    return withPlainErrors(reply, () => {
      const points = telemetryPoints(request);
      const entity = accessOrFail(ctx, user, entityType, entityId, 'write');
      saveTimeseries(ctx, entity, points);
      const data = points.map((p) => ({ ts: p.ts, key: p.key, value: p.value.value }));
      audit(ctx, user, entity, 'TIMESERIES_UPDATED', { entityId: entity.id, timeseries: data });
      return sendEmpty(reply);
    });
  };
  app.post(`${PREFIX}/:entityType/:entityId/timeseries/:scope`, postTelemetry);
  app.post(`${PREFIX}/:entityType/:entityId/timeseries/:scope/:ttl`, (request, reply) => {
    longParam((request.params as { ttl: string }).ttl);
    return postTelemetry(request, reply);
  });

  app.delete(`${PREFIX}/:entityType/:entityId/timeseries/delete`, (request, reply) => {
    const { entityType, entityId } = entityPath(request);
    const user = caller(request);
    const query = queryParams(request);
    const keysRaw = requiredParam(query, 'keys');
    const deleteAll = booleanParam(queryValue(query, 'deleteAllDataForKeys'));
    const startTs = query.has('startTs') ? longParam(queryValue(query, 'startTs') ?? '') : undefined;
    const endTs = query.has('endTs') ? longParam(queryValue(query, 'endTs') ?? '') : undefined;
    const rewrite = booleanParam(queryValue(query, 'rewriteLatestIfDeleted'));
    return withPlainErrors(reply, () => {
      const keys = keyList(keysRaw);
      if (keys === null) throw plainBadRequest(`Empty keys: ${keysRaw}`);
      let range: [number, number];
      if (deleteAll) range = [0, Date.now()];
      else if (startTs === undefined || endTs === undefined) {
        throw plainBadRequest("When deleteAllDataForKeys is false, start and end timestamp values shouldn't be empty");
      } else range = [startTs, endTs];
      const entity = accessOrFail(ctx, user, entityType, entityId, 'write');
      deleteTimeseries(ctx, entity, keys, range[0], range[1], rewrite);
      audit(ctx, user, entity, 'TIMESERIES_DELETED', { entityId: entity.id, timeseries: keys, startTs: range[0], endTs: range[1] });
      return sendEmpty(reply);
    });
  });

  const removeAttributes = (request: FastifyRequest, reply: FastifyReply, entityType: string, entityId: string, scope: string) => {
    const user = caller(request);
    const keysRaw = requiredParam(queryParams(request), 'keys');
    return withPlainErrors(reply, () => {
      const keys = keyList(keysRaw);
      if (keys === null) throw plainBadRequest(`Empty keys: ${keysRaw}`);
      if (!(SCOPES as readonly string[]).includes(scope)) throw plainBadRequest(`Invalid attribute scope: ${scope}`);
      const entity = accessOrFail(ctx, user, entityType, entityId, 'write');
      deleteAttributes(ctx, entity, scope, keys);
      audit(ctx, user, entity, 'ATTRIBUTES_DELETED', { entityId: entity.id, scope, attributes: keys });
      return sendEmpty(reply);
    });
  };

  app.delete(`${PREFIX}/:entityType/:entityId/:scope`, (request, reply) => {
    const { entityType, entityId } = entityPath(request);
    return removeAttributes(request, reply, entityType, entityId, (request.params as { scope: string }).scope);
  });

  app.delete(`${PREFIX}/:deviceId/:scope`, (request, reply) => {
    const params = request.params as { deviceId: string; scope: string };
    return removeAttributes(request, reply, 'DEVICE', toUuid(params.deviceId), params.scope);
  });
}

