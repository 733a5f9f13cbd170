import type { Caller } from '../auth/caller.ts';
import type { EmulatorContext } from '../context.ts';
import { badRequest, entityNotFound, forbidden, general } from '../http/api-error.ts';
import { intParam, queryValue } from '../http/query.ts';
import { toPageLink } from '../http/page-link.ts';
import type { PageLink } from '../http/page-link.ts';
import { isObject } from '../lib/json.ts';
import { ENTITY_TYPES } from '../routes/entity-types.ts';
import { accessEntity, entityLabel } from '../telemetry/entity-access.ts';
import type { AccessMode, TargetEntity } from '../telemetry/entity-access.ts';
import { longParam, requiredParam } from '../telemetry/request.ts';
import { SEARCH_STATUSES, STATUSES, statusesOf } from './alarm-store.ts';
import type { AlarmRow, AlarmSearchStatus, AlarmStatus } from './alarm-store.ts';

/** Load-then-authorise for alarms: tenant admins of the tenant, customer users of the alarm's customer. */
export function checkAlarm(ctx: EmulatorContext, caller: Caller, id: string): AlarmRow {
  const alarm = ctx.stores.alarms.findById(id);
  if (!alarm) throw entityNotFound('Alarm', id);
  const allowed =
    (caller.authority === 'TENANT_ADMIN' && alarm.tenant_id === caller.tenantId) ||
    (caller.authority === 'CUSTOMER_USER' && alarm.tenant_id === caller.tenantId && alarm.customer_id === caller.customerId);
  if (!allowed) throw forbidden();
  return alarm;
}

/** The entity check of REST controllers (JSON error bodies), shared by alarm lists and alarm originators. */
export function checkEntity(ctx: EmulatorContext, caller: Caller, entityType: string, id: string, mode: AccessMode): TargetEntity {
  const result = accessEntity(ctx.db, caller, entityType, id, mode);
  if (result.ok) return result.entity;
  if (result.status === 404) throw entityNotFound(entityLabel(entityType), id);
  throw forbidden();
}

function enumValue<T extends string>(values: readonly T[], raw: string | undefined, javaClass: string): T | null {
  if (raw === undefined || raw === '') return null;
  if (!(values as readonly string[]).includes(raw)) throw badRequest(`No enum constant ${javaClass}.${raw}`);
  return raw as T;
}

/** `searchStatus` / `status` (mutually exclusive) as the set of stored statuses to select; null = any. */
export function statusFilter(query: Map<string, string[]>): AlarmStatus[] | null {
  const search = enumValue<AlarmSearchStatus>(
    SEARCH_STATUSES, queryValue(query, 'searchStatus'), 'org.thingsboard.server.common.data.alarm.AlarmSearchStatus',
  );
  const status = enumValue<AlarmStatus>(STATUSES, queryValue(query, 'status'), 'org.thingsboard.server.common.data.alarm.AlarmStatus');
  if (search !== null && status !== null) {
    throw badRequest("Invalid alarms search query: Both parameters 'searchStatus' and 'status' can't be specified at the same time!");
  }
  return statusesOf(search, status);
}

/** Time-paged list parameters; alarm endpoints have no `params` condition, so absent paging is a 500. */
export function timePageLink(query: Map<string, string[]>): { link: PageLink; startTime?: number; endTime?: number } {
  const pageSize = intParam('pageSize', requiredParam(query, 'pageSize', 'int'));
  const page = intParam('page', requiredParam(query, 'page', 'int'));
  const optionalLong = (name: string) => {
    const raw = queryValue(query, name);
    return raw === undefined || raw === '' ? undefined : longParam(raw);
  };
  const startTime = optionalLong('startTime');
  const endTime = optionalLong('endTime');
  const link = toPageLink({
    pageSize, page, textSearch: queryValue(query, 'textSearch'), sortProperty: queryValue(query, 'sortProperty'),
    sortOrder: queryValue(query, 'sortOrder'), query,
  });
  return { link, startTime, endTime };
}

const ALARM_CLASS = 'org.thingsboard.server.common.data.alarm';

function enumField<T extends string>(body: Record<string, unknown>, name: string, values: readonly T[], javaClass: string): T | null {
  const value = body[name];
  if (value === undefined || value === null) return null;
  if (typeof value !== 'string' || !(values as readonly string[]).includes(value)) {
    throw general(
      `JSON parse error: Cannot deserialize value of type \`${ALARM_CLASS}.${javaClass}\` from String ${JSON.stringify(String(value))}: ` +
        `not one of the values accepted for Enum class: [${values.join(', ')}]`,
    );
  }
  return value as T;
}

function numberField(body: Record<string, unknown>, name: string): number {
  const value = body[name];
  if (value === undefined || value === null) return 0;
  if (typeof value === 'number' && Number.isInteger(value)) return value;
  if (typeof value === 'string' && /^-?\d+$/.test(value)) return Number(value);
  throw general(`JSON parse error: Cannot deserialize value of type \`long\` from ${typeof value} value`);
}

export interface AlarmBody {
  id: string | null;
  type: string | null;
  originator: { entityType: string; id: string } | null;
  severity: string | null;
  status: string | null;
  startTs: number;
  endTs: number;
  details: unknown;
  propagate: boolean;
  propagateToOwner: boolean;
  propagateToTenant: boolean;
  propagateRelationTypes: unknown;
}

/** Binds an `Alarm` request body as Jackson would (bad enum names and malformed ids are 500s). */
export function alarmBody(body: Record<string, unknown>, severities: readonly string[]): AlarmBody {
  const idOf = (value: unknown): string | null => {
    if (!isObject(value) || value.id === undefined || value.id === null) return null;
    if (typeof value.id !== 'string' || !/^[0-9a-f-]{36}$/i.test(value.id)) {
      throw general(`JSON parse error: Invalid UUID string: ${String(value.id)}`);
    }
    return value.id.toLowerCase();
  };
  const present = body.originator !== undefined && body.originator !== null;
  if (present && !isObject(body.originator)) throw general('JSON parse error: Missing type id property \'entityType\'');
  const originatorId = idOf(body.originator);
  const originatorType = isObject(body.originator) ? body.originator.entityType : undefined;
  if (originatorId !== null && typeof originatorType !== 'string') {
    throw general('JSON parse error: Missing type id property \'entityType\'');
  }
  if (originatorId !== null && !ENTITY_TYPES.includes(String(originatorType))) {
    throw general(`JSON parse error: No enum constant org.thingsboard.server.common.data.EntityType.${String(originatorType)}`);
  }
  return {
    id: idOf(body.id),
    type: typeof body.type === 'string' ? body.type : body.type === undefined || body.type === null ? null : String(body.type),
    originator: originatorId === null ? null : { entityType: String(originatorType), id: originatorId },
    severity: enumField(body, 'severity', severities, 'AlarmSeverity'),
    status: enumField(body, 'status', STATUSES, 'AlarmStatus'),
    startTs: numberField(body, 'startTs'),
    endTs: numberField(body, 'endTs'),
    details: body.details ?? null,
    propagate: body.propagate === true,
    propagateToOwner: body.propagateToOwner === true,
    propagateToTenant: body.propagateToTenant === true,
    propagateRelationTypes: body.propagateRelationTypes ?? null,
  };
}
