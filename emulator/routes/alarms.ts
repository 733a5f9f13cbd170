import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ANY_USER, CU, TA, requireAuthority } from '../auth/caller.ts';
import type { Caller } from '../auth/caller.ts';
import type { EmulatorContext } from '../context.ts';
import { badRequest } from '../http/api-error.ts';
import { objectBody, sendEmpty } from '../http/body.ts';
import { uuidParam } from '../http/params.ts';
import { booleanParam, queryParams, queryValue } from '../http/query.ts';
import { writeJson } from '../lib/json.ts';
import { auditEntityAction, saveActionOf } from '../services/audit-log.ts';
import type { ActionType } from '../services/audit-log.ts';
import { acknowledgeAlarm, clearAlarm, deleteAlarm, raiseAlarm, updateAlarm } from '../alarms/alarm-service.ts';
import { SEVERITIES, toAlarm, toAlarmInfo } from '../alarms/alarm-store.ts';
import type { AlarmFilter, AlarmRow } from '../alarms/alarm-store.ts';
import { alarmBody, checkAlarm, checkEntity, statusFilter, timePageLink } from '../alarms/alarm-request.ts';
import { checkEntity as checkEntityId } from '../security/entity-access.ts';
import { loadEntity } from '../telemetry/entity-access.ts';
import { entityTypeParam } from '../telemetry/request.ts';

function audit(ctx: EmulatorContext, caller: Caller, alarm: AlarmRow, action: ActionType, data: unknown): void {
  auditEntityAction(ctx, caller, { entityType: 'ALARM', id: alarm.id, name: alarm.type, customerId: alarm.customer_id }, action, data);
}

export function alarmRoutes(app: FastifyInstance, ctx: EmulatorContext): void {
  const { alarms } = ctx.stores;
  const originatorName = (alarm: AlarmRow) => loadEntity(ctx.db, alarm.originator_type, alarm.originator_id)?.name ?? null;
  const alarmId = (request: FastifyRequest) => uuidParam(request.params, 'alarmId');

  /** Shared by the tenant-wide and per-entity lists. */
  const list = (base: Omit<AlarmFilter, 'statuses'>, query: Map<string, string[]>) => {
    const statuses = statusFilter(query);
    const { link, startTime, endTime } = timePageLink(query);
    const fetchOriginator = booleanParam(queryValue(query, 'fetchOriginator'), 'java.lang.Boolean') === true;
    const page = alarms.findPage({ ...base, statuses, startTime, endTime }, link);
    return { ...page, data: page.data.map((row) => toAlarmInfo(row, fetchOriginator ? originatorName(row) : null)) };
  };

  app.get('/api/alarm/:alarmId', async (request) => {
    const caller = requireAuthority(request, TA, CU);
    return toAlarm(checkAlarm(ctx, caller, alarmId(request)));
  });

  app.get('/api/alarm/info/:alarmId', async (request) => {
    const caller = requireAuthority(request, TA, CU);
    const alarm = checkAlarm(ctx, caller, alarmId(request));
    return toAlarmInfo(alarm, originatorName(alarm));
  });

  app.post('/api/alarm', async (request) => {
    const raw = objectBody(request, 'org.thingsboard.server.common.data.alarm.Alarm');
    const caller = requireAuthority(request, TA, CU);
    const body = alarmBody(raw, SEVERITIES);
    const existing = body.id === null ? undefined : checkAlarm(ctx, caller, body.id);
    if (body.type === null || body.type.trim() === '') throw badRequest('Alarm type should be specified!');
    if (body.originator === null) throw badRequest('Alarm originator should be specified!');
    if (body.severity === null) throw badRequest('Alarm severity should be specified!');
    if (body.status === null) throw badRequest('Alarm status should be specified!');
    const originator = checkEntity(ctx, caller, body.originator.entityType, body.originator.id, 'write');
    const details = writeJson(body.details);
    const relationTypes = writeJson(body.propagateRelationTypes);
    let saved: AlarmRow;
    if (existing) {
      saved = updateAlarm(ctx, {
        ...existing, severity: body.severity, status: body.status, details,
        end_ts: body.endTs > 0 ? Math.max(body.endTs, existing.start_ts) : existing.end_ts,
        propagate: body.propagate ? 1 : 0, propagate_to_owner: body.propagateToOwner ? 1 : 0,
        propagate_to_tenant: body.propagateToTenant ? 1 : 0, propagate_relation_types: relationTypes,
      });
    } else {
      saved = raiseAlarm(ctx, {
        tenantId: caller.tenantId, customerId: originator.customerId, type: body.type,
        originatorType: originator.entityType, originatorId: originator.id, severity: body.severity, status: body.status,
        startTs: body.startTs, endTs: body.endTs, details, propagate: body.propagate,
        propagateToOwner: body.propagateToOwner, propagateToTenant: body.propagateToTenant,
        propagateRelationTypes: relationTypes,
      }).alarm;
    }
    const json = toAlarm(saved);
    audit(ctx, caller, saved, saveActionOf(raw), { entity: json });
    return json;
  });

  app.delete('/api/alarm/:alarmId', async (request) => {
    const caller = requireAuthority(request, TA, CU);
    const alarm = checkAlarm(ctx, caller, alarmId(request));
    deleteAlarm(ctx, alarm);
    audit(ctx, caller, alarm, 'ALARM_DELETE', { entityId: alarm.id });
    return true;
  });

  const transition = (action: 'ALARM_ACK' | 'ALARM_CLEAR') => async (request: FastifyRequest, reply: FastifyReply) => {
    const caller = requireAuthority(request, TA, CU);
    const alarm = checkAlarm(ctx, caller, alarmId(request));
    const result = action === 'ALARM_ACK' ? acknowledgeAlarm(ctx, alarm) : clearAlarm(ctx, alarm);
    if (result.changed) audit(ctx, caller, result.alarm, action, { entity: toAlarm(result.alarm) });
    return sendEmpty(reply);
  };
  app.post('/api/alarm/:alarmId/ack', transition('ALARM_ACK'));
  app.post('/api/alarm/:alarmId/clear', transition('ALARM_CLEAR'));

  app.get('/api/alarms', async (request) => {
    const caller = requireAuthority(request, TA, CU);
    const query = queryParams(request);
    const customerId = caller.authority === 'CUSTOMER_USER' ? caller.customerId : undefined;
    return list({ tenantId: caller.tenantId, customerId }, query);
  });

  // The platform checks the entity with checkEntityId (so profiles, rule chains and widgets bundles are listable, and
  // a tenant may read a system bundle) and then lists the alarms of the caller's own tenant.
  app.get('/api/alarm/:entityType/:entityId', async (request) => {
    const params = request.params as { entityType: string };
    const entityType = entityTypeParam(params.entityType);
    const entityId = uuidParam(request.params, 'entityId');
    const caller = requireAuthority(request, ...ANY_USER);
    const query = queryParams(request);
    statusFilter(query);
    checkEntityId(ctx, caller, { entityType, id: entityId }, 'READ');
    const customerId = caller.authority === 'CUSTOMER_USER' ? caller.customerId : undefined;
    return list({ tenantId: caller.tenantId, customerId, entityId }, query);
  });

  app.get('/api/alarm/highestSeverity/:entityType/:entityId', async (request, reply) => {
    const entityType = entityTypeParam((request.params as { entityType: string }).entityType);
    const entityId = uuidParam(request.params, 'entityId');
    const caller = requireAuthority(request, TA, CU);
    const statuses = statusFilter(queryParams(request));
    const entity = checkEntity(ctx, caller, entityType, entityId, 'read');
    const customerId = caller.authority === 'CUSTOMER_USER' ? caller.customerId : undefined;
    const severity = alarms.highestSeverity({ tenantId: entity.tenantId, customerId, entityId: entity.id, statuses });
    if (severity === null) return sendEmpty(reply);
    return reply.header('content-type', 'application/json').send(JSON.stringify(severity));
  });
}
